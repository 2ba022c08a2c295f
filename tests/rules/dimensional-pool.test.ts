/**
 * Dimensional Pool (Salaacia, Rashaar): after a Water Portal attack its Blast marker stays and the ground under it
 * counts as water until the round ends (abilities/rashaar/dimensional-pool.ts, combat/area-attack.ts, space/overlays.ts `water`).
 *
 * Salaacia: Water Portal 6″ (Damage 0, Aquatic, Blast, Reload (1), Stun). Citizens: DEXTERITY 4, PROTECTION 3.
 */
import { describe, expect, it } from 'vitest';
import { endRound } from '../../src/rules/match/rounds.ts';
import { isSwimming } from '../../src/rules/state/match-state.ts';
import { arena, CITIZEN, combat, ofType } from './helpers/arena.ts';

const SALAACIA = 'rashaar-salaacia';
const OPEN = ['............', '............', '............', '............', '............', '............'];

function portal(profile = SALAACIA) {
  return arena({
    rows: OPEN,
    figures: {
      caster: { gang: 0, profile, at: [1, 2] },
      b1: { gang: 1, profile: CITIZEN, at: [5, 2] },
      b2: { gang: 1, profile: CITIZEN, at: [9, 2] },
    },
  });
}

describe('Dimensional Pool', () => {
  it('leaves the marker and turns the ground under it to water, with the figure there swimming', () => {
    const a = portal();
    expect(a.m.board.surfaceKind({ i: 5, j: 2, z: 0 })).toBe('solid');
    // a missed attack (no Ace, no Fumble): the pool opens all the same
    const events = a.ok(combat(a, 'caster', 'b1', 'Water Portal'), 2, 2, 2, 2, 2, 2);
    const [area] = ofType(events, 'area');
    expect(area).toMatchObject({ weapon: 'Water Portal', stays: true, terrain: 'water' });
    for (const [i, j] of [
      [4, 1],
      [5, 2],
      [6, 3],
    ] as const)
      expect(a.m.board.surfaceKind({ i, j, z: 0 })).toBe('water');
    // outside the 3″ marker the ground is as drawn
    expect(a.m.board.surfaceKind({ i: 7, j: 2, z: 0 })).toBe('solid');
    expect(isSwimming(a.m, a.eid('b1'))).toBe(true);
    expect(isSwimming(a.m, a.eid('b2'))).toBe(false);
  });

  it('ends with the round: the ground is solid again and the marker is taken off', () => {
    const a = portal();
    a.ok(combat(a, 'caster', 'b1', 'Water Portal'), 2, 2, 2, 2, 2, 2);
    const from = a.m.log.length;
    a.dice.queue(10, 1);
    endRound(a.m);
    expect(a.m.board.surfaceKind({ i: 5, j: 2, z: 0 })).toBe('solid');
    expect(ofType(a.m.log.slice(from), 'area-cleared')).toHaveLength(1);
  });

  it('is Salaacia’s alone: another Blast weapon leaves no pool', () => {
    const a = portal('the-doctors-alchemist-doctor');
    const events = a.ok(combat(a, 'caster', 'b1', 'Alchemical Bomb'), 2, 2, 2, 2, 2, 2);
    expect(ofType(events, 'area')[0]).toMatchObject({ stays: false });
    expect(ofType(events, 'area')[0]!.terrain).toBeUndefined();
    expect(a.m.board.surfaceKind({ i: 5, j: 2, z: 0 })).toBe('solid');
  });
});
