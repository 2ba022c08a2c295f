/**
 * What a spell is worth to the AI (src/ai/spell-worth.ts): the spells that drop a marker and change the terrain
 * (Groundsnap, Ice Lock) count everyone the marker covers, enemies for the caster's gang and friends against it.
 */
import { describe, expect, it } from 'vitest';
import { spellWorth } from '../../src/ai/spell-worth.ts';
import { arena, CITIZEN, type FigureSpec } from '../rules/helpers/arena.ts';

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
