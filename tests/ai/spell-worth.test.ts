/**
 * What a spell is worth to the AI (src/ai/spell-worth.ts): the spells that drop a marker and change the terrain
 * (Groundsnap, Ice Lock) count everyone the marker covers, enemies for the caster's gang and friends against it.
 */
import { describe, expect, it } from 'vitest';
import { FOLLOW_UP_SHARE, spellWorth, weakenedWorth } from '../../src/ai/spell-worth.ts';
import { COMMAND_POINT_WORTH } from '../../src/ai/will-point-worth.ts';
import { gainStunned } from '../../src/rules/character/stunned.ts';
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

describe('Runes of Sovereignty', () => {
  const scene = () =>
    arena({
      rows: ['..........', '..........', '..........'],
      figures: {
        maria: { gang: 0, profile: 'gifted-maria-fioritura', at: [0, 0] },
        dazed: { gang: 0, profile: CITIZEN, at: [1, 0] },
        fresh: { gang: 0, profile: CITIZEN, at: [0, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [9, 2] },
      },
    });
  const ctx = (a: ReturnType<typeof scene>, targets: string[]) => ({
    m: a.m,
    caster: a.eid('maria'),
    targets: targets.map((t) => a.eid(t)),
    x: 2,
    aces: 1,
  });

  it('Renewed Vigour is worth something on a Stunned friend only', () => {
    const a = scene();
    gainStunned(a.m, a.eid('dazed'));
    expect(spellWorth('renewed-vigour', ctx(a, ['dazed']))).toBeGreaterThan(0);
    expect(spellWorth('renewed-vigour', ctx(a, ['fresh']))).toBe(0);
  });

  it('Fiery Rhetoric is worth half a Command Point a friend; Walk Between Worlds, a friend still to act', () => {
    const a = scene();
    expect(spellWorth('fiery-rhetoric', ctx(a, ['fresh']))).toBeCloseTo(COMMAND_POINT_WORTH / 2);
    expect(spellWorth('walk-between-worlds', ctx(a, ['fresh']))).toBeGreaterThan(0);
    expect(spellWorth('walk-between-worlds', ctx(a, ['maria']))).toBe(0);
  });

  it('Creative Creation is worth less as the rounds run out', () => {
    const a = scene();
    const early = spellWorth('creative-creation', ctx(a, []));
    a.m.round = 5;
    expect(spellWorth('creative-creation', ctx(a, []))).toBeLessThan(early);
  });
});
