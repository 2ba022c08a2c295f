/**
 * Barbed (the Submissive Noble), Let Your Sins Be Absolved (the Eater of Sin) and Confusing Exit (Scapino): what a
 * hit of a printed weapon or a disengage does beside the usual (src/rules/abilities/patricians/barbed.ts,
 * vatican/sins-absolved.ts, gifted/confusing-exit.ts), read at their hook points.
 */
import { describe, expect, it } from 'vitest';
import { barbed } from '../../../src/rules/abilities/patricians/barbed.ts';
import { weaponsOf } from '../../../src/rules/combat/combat.ts';
import { DISENGAGED } from '../../../src/rules/movement/movement-hooks.ts';
import { hasTag } from '../../../src/rules/state/world.ts';
import { type Arena, arena, CITIZEN } from '../helpers/arena.ts';
import { hitTaken } from '../helpers/hit-taken.ts';

const OPEN = ['..........', '..........', '..........'];

function scene(profile: string): Arena {
  return arena({
    rows: OPEN,
    figures: {
      user: { gang: 0, profile, at: [0, 0] },
      foe: { gang: 1, profile: CITIZEN, at: [1, 0], wp: 2, wpStart: 2 },
      other: { gang: 0, profile: CITIZEN, at: [0, 2] },
    },
  });
}

describe('hits and disengages with something more', () => {
  it("Barbed: the Cat O'Nine Tails adds 2 Damage when the target has no Protection dice, only then", () => {
    const a = scene('patricians-submissive-noble');
    const cat = weaponsOf(a.m, a.eid('user')).find((w) => w.name === "Cat O'Nine Tails")!;
    expect(barbed(a.m, a.eid('user'), cat, 0)).toBe(2);
    expect(barbed(a.m, a.eid('user'), cat, 1)).toBe(0);
    expect(barbed(a.m, a.eid('other'), cat, 0)).toBe(0);
  });

  it('Let Your Sins Be Absolved: a Compelled Confession hit of 1 Damage or more takes a Will Point', () => {
    const a = scene('the-vatican-eater-of-sin');
    const weapon = weaponsOf(a.m, a.eid('user')).find((w) => w.name === 'Compelled Confession')!;
    const hit = (damage: number) => hitTaken(a, 'user', 'foe', { damage, lpLost: 0, weapon });
    hit(0);
    expect(a.wp('foe')).toBe(2);
    hit(3);
    expect(a.wp('foe')).toBe(1);
  });

  it('Confusing Exit: the enemy Scapino disengages from is Stunned; another character’s disengage stuns nobody', () => {
    const a = scene('gifted-scapino');
    for (const f of a.m.book.all(DISENGAGED)) f(a.m, a.eid('other'), a.eid('foe'));
    expect(hasTag(a.m.world, a.eid('foe'), a.m.world.components.Stunned)).toBe(false);
    for (const f of a.m.book.all(DISENGAGED)) f(a.m, a.eid('user'), a.eid('foe'));
    expect(hasTag(a.m.world, a.eid('foe'), a.m.world.components.Stunned)).toBe(true);
  });
});
