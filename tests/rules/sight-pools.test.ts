/**
 * Pools of re-rolls for any roll (src/rules/abilities/unique/sight-pools.ts, rolls/reroll-pools.ts): Soothsaying and
 * All Eyes On Me. Forced dice.
 */
import { describe, expect, it } from 'vitest';
import { anyRollPools } from '../../src/rules/rolls/reroll-pools.ts';
import { type Arena, arena, CITIZEN, combat, endTurn, ofType } from './helpers/arena.ts';

const SEER = 'strigoi-seer';
const SIGNORA = 'gifted-la-signora';
const OPEN = ['..............', '..............', '..............', '..............'];

const pool = (a: Arena, g: number, rule: string) => anyRollPools(a.m, g).get(rule) ?? 0;

describe('Soothsaying (the Seer)', () => {
  it('a re-roll for each enemy in its sight, spent on a friend’s missed dice this round', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        seer: { gang: 0, profile: SEER, at: [1, 1] },
        pal: { gang: 0, profile: CITIZEN, at: [4, 1], stats: { attack: 3 } },
        foe: { gang: 1, profile: CITIZEN, at: [5, 1] },
        foe2: { gang: 1, profile: CITIZEN, at: [9, 3] },
      },
    });
    a.ok({ type: 'ability', actor: a.id('seer'), ability: 'Soothsaying', targets: [] });
    expect(pool(a, 0, 'Soothsaying')).toBe(2);
    a.ok(endTurn(a, 'seer'));
    a.ok(endTurn(a, 'foe'));
    // the Attack Roll 5-2-2: two missed dice re-rolled from the pool (9, 9); then the Protection Roll
    const events = a.ok(combat(a, 'pal', 'foe'), 5, 2, 2, 9, 9, 1, 1, 1);
    const attack = ofType(events, 'roll').find((r) => r.purpose === 'attack')!;
    expect(attack.modifiers).toContain('Soothsaying: re-roll 2 (0 left)');
    expect(attack.dice).toEqual([5, 9, 9]);
    expect(pool(a, 0, 'Soothsaying')).toBe(0);
  });
});

describe('All Eyes On Me (La Signora)', () => {
  it('as each round starts, a re-roll for each friend in her sight, herself too', () => {
    const a = arena({
      rows: ['..............', '..............', '###...........', '..............'],
      figures: {
        signora: { gang: 0, profile: SIGNORA, at: [1, 1] },
        pal: { gang: 0, profile: CITIZEN, at: [4, 1] },
        hidden: { gang: 0, profile: CITIZEN, at: [1, 3] },
        foe: { gang: 1, profile: CITIZEN, at: [12, 3] },
      },
    });
    expect(pool(a, 0, 'All Eyes On Me')).toBe(2);
    expect(pool(a, 1, 'All Eyes On Me')).toBe(0);
  });
});
