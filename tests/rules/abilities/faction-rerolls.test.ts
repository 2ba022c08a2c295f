/**
 * Re-rolls printed as unique abilities (src/rules/abilities/unique/reroll-rules.ts, registered by the factions'
 * plug-ins): Premonition (the Seer: its Destiny Dice re-rolled on a 1), Living Tide (the Thalassic Messenger: missed
 * dice of Drown and Dive rolls), Slavering Horror (The Abberation: missed dice of Combat, Drown and Grapple rolls).
 * Forced dice.
 */
import { describe, expect, it } from 'vitest';
import { rollDice } from '../../../src/rules/core/dice.ts';
import { ruleRerolls } from '../../../src/rules/rolls/reroll-pools.ts';
import { type Arena, arena, CITIZEN } from '../helpers/arena.ts';

const OPEN = ['..........', '..........', '..........'];

function scene(profile: string): Arena {
  return arena({
    rows: OPEN,
    figures: {
      holder: { gang: 0, profile, at: [0, 0] },
      other: { gang: 0, profile: CITIZEN, at: [3, 0] },
      foe: { gang: 1, profile: CITIZEN, at: [9, 2] },
    },
  });
}

/** `who` rolls `values` (Aces on 7+) for `purpose`, then the rule book's re-rolls with `after` as the new dice. */
function rolled(a: Arena, who: string, purpose: string, values: number[], after: number[]) {
  a.dice.queue(...values, ...after);
  const roll = rollDice(a.m.dice, 'basic', values.length, 7);
  const modifiers: string[] = [];
  const out = ruleRerolls(a.m, a.eid(who), roll, purpose, modifiers);
  return { values: out.dice.map((d) => d.value), aces: out.aces, modifiers, left: a.dice.remaining() };
}

describe('re-rolls printed as unique abilities', () => {
  it('Premonition: the Seer re-rolls a Destiny Dice showing 1, on any roll, and nobody else does', () => {
    const a = scene('strigoi-seer');
    expect(rolled(a, 'holder', 'climb', [1, 8], [9])).toEqual({
      values: [9, 8],
      aces: 2,
      modifiers: ['Premonition: Destiny Dice re-rolled'],
      left: 0,
    });
    expect(rolled(a, 'holder', 'attack', [2, 3], [])).toMatchObject({ values: [2, 3], left: 0 });
    expect(rolled(a, 'other', 'climb', [1, 8], [])).toMatchObject({ values: [1, 8], left: 0 });
  });

  it('Living Tide: the Thalassic Messenger re-rolls its missed dice, not the Destiny Dice, on Drown and Dive', () => {
    const a = scene('the-vatican-thalassic-messenger');
    expect(rolled(a, 'holder', 'drown', [2, 3, 8, 4], [7, 1])).toEqual({
      values: [2, 7, 8, 1],
      aces: 2,
      modifiers: ['Living Tide: re-roll 2'],
      left: 0,
    });
    expect(rolled(a, 'holder', 'dive', [5, 5], [9]).values).toEqual([5, 9]);
    expect(rolled(a, 'holder', 'attack', [5, 5], [])).toMatchObject({ values: [5, 5], left: 0 });
  });

  it('Slavering Horror: The Abberation re-rolls its missed dice on Combat, Drown and Grapple rolls only', () => {
    const a = scene('gifted-the-abberation');
    for (const purpose of ['attack', 'attack-of-opportunity', 'drown', 'grapple'])
      expect(rolled(a, 'holder', purpose, [4, 2, 9], [8]).values, purpose).toEqual([4, 8, 9]);
    expect(rolled(a, 'holder', 'protection', [4, 2, 9], []).values).toEqual([4, 2, 9]);
    expect(rolled(a, 'other', 'attack', [4, 2, 9], []).values).toEqual([4, 2, 9]);
  });
});
