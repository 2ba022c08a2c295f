/**
 * What a spell is worth to the AI (src/ai/spell-worth.ts): the spells that drop a marker and change the terrain
 * (Groundsnap, Ice Lock) count everyone the marker covers, enemies for the caster's gang and friends against it.
 */
import { describe, expect, it } from 'vitest';
import { FOLLOW_UP_SHARE, spellWorth, weakenedWorth } from '../../src/ai/spell-worth.ts';
import { arena, CITIZEN, ESCORT, type FigureSpec } from '../rules/helpers/arena.ts';

const WITCH = 'the-guild-witch'; // Mage (2)

function scene(others: Record<string, FigureSpec>) {
  return arena({
    rows: ['..........', '..........', '..........', '~~~~~~~~~~', '~~~~~~~~~~'],
    figures: { mage: { gang: 0, profile: WITCH, at: [0, 0], wp: 2 }, ...others },
  });
}
const foe = (at: [number, number]): FigureSpec => ({ gang: 1, profile: CITIZEN, at });
const pal = (at: [number, number]): FigureSpec => ({ gang: 0, profile: CITIZEN, at });

describe('spells that change the terrain', () => {
  it('Groundsnap is worth more the more enemies it covers, and less for each friend under it', () => {
    const a = scene({ e: foe([5, 1]), e2: foe([6, 1]), f: pal([5, 2]), lone: foe([8, 0]) });
    const worth = (t: string) =>
      spellWorth('groundsnap', { m: a.m, caster: a.eid('mage'), targets: [a.eid(t)], x: 2, aces: 1 });
    expect(worth('lone')).toBeGreaterThan(0);
    // e, e2 and the friend f beneath: two enemies' Damage less one friend's
    expect(worth('e2')).toBeGreaterThan(0);
    expect(worth('f')).toBeCloseTo(worth('e2'), 9);
    const b = scene({ f: pal([5, 1]), g: pal([6, 1]), far: foe([9, 0]) });
    expect(
      spellWorth('groundsnap', { m: b.m, caster: b.eid('mage'), targets: [b.eid('f')], x: 2, aces: 1 }),
    ).toBeLessThan(0);
  });

  it('Ice Lock counts a Stunned counter for each enemy on the water it freezes', () => {
    const a = scene({ s: foe([4, 3]), s2: foe([5, 4]), f: pal([8, 4]) });
    const worth = (t: string) =>
      spellWorth('ice-lock', { m: a.m, caster: a.eid('mage'), targets: [a.eid(t)], x: 2, aces: 1 });
    expect(worth('s')).toBeCloseTo(0.1, 9);
    expect(worth('f')).toBeCloseTo(-0.05, 9);
  });
});

describe('Sunder Armour', () => {
  const sunder = (a: ReturnType<typeof scene>, t: string) =>
    spellWorth('sunder-armour', { m: a.m, caster: a.eid('mage'), targets: [a.eid(t)], x: 2, aces: 1 });

  it('is worth what the friends still to strike the target gain, by the exact odds of their attacks', () => {
    const armoured: FigureSpec = { ...foe([6, 1]), stats: { protection: 7 } };
    const a = scene({ tank: armoured, brute: { gang: 0, profile: ESCORT, at: [5, 1] } });
    const gain = weakenedWorth(a.m, a.eid('mage'), a.eid('tank'), 5);
    expect(gain).toBeGreaterThan(0.05);
    expect(sunder(a, 'tank')).toBeCloseTo(gain, 9);
    // a second friend able to strike adds half its own gain
    const b = scene({
      tank: armoured,
      brute: { gang: 0, profile: ESCORT, at: [5, 1] },
      brute2: { gang: 0, profile: ESCORT, at: [7, 1] },
    });
    expect(weakenedWorth(b.m, b.eid('mage'), b.eid('tank'), 5)).toBeCloseTo(gain * (1 + FOLLOW_UP_SHARE), 9);
  });

  it('is worth nothing when no friend can strike the target this round', () => {
    const a = scene({ tank: { ...foe([9, 0]), stats: { protection: 7 } }, idle: pal([0, 1]) });
    a.m.world.components.Points.apMax[a.eid('idle')] = 1;
    a.m.world.components.Points.apMax[a.eid('mage')] = 1;
    expect(sunder(a, 'tank')).toBe(0);
  });
});
