/** The Harlequin's Mischievous and Maximum Fastness (src/rules/abilities/gifted/harlequin.ts). Forced dice. */
import { describe, expect, it } from 'vitest';
import { addGrant } from '../../../src/rules/character/grants.ts';
import { statOf } from '../../../src/rules/character/stats.ts';
import { arena, CITIZEN, combat, ofType } from '../helpers/arena.ts';

const OPEN = ['..........', '..........', '..........'];

describe('the Harlequin', () => {
  it('Maximum Fastness: modifiers raise its DEXTERITY by 1 at most', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        h: { gang: 0, profile: 'gifted-harlequin', at: [0, 0] },
        foe: { gang: 1, profile: CITIZEN, at: [9, 2] },
      },
    });
    const dex = statOf(a.m, a.eid('h'), 'dex');
    addGrant(a.m, { holder: a.eid('h'), source: 'test', until: { kind: 'game' }, stats: { dex: 3 } });
    expect(statOf(a.m, a.eid('h'), 'dex')).toBe(dex + 1);
  });

  it('Mischievous: an enemy within 3″ rolls a die for each Will Point it spends; each 7+ adds no die', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        foe: { gang: 0, profile: CITIZEN, at: [1, 0], stats: { attack: 3 }, wp: 2, wpStart: 2 },
        h: { gang: 1, profile: 'gifted-harlequin', at: [0, 0], wp: 0 },
      },
    });
    a.ok(combat(a, 'foe', 'h'));
    // two Will Points: Mischievous rolls 8 (wasted) and 2 (kept); the Attack Roll has 3 + 1 dice, all missing
    const events = a.ok(
      { type: 'decide', decision: 'will-points', character: a.id('foe'), amount: 2 },
      8,
      2,
      2,
      2,
      2,
      2,
    );
    const rolls = ofType(events, 'roll');
    expect(rolls[0]).toMatchObject({ purpose: 'mischievous', dice: [8, 2] });
    expect(rolls[1]).toMatchObject({ purpose: 'attack', pool: 4 });
    expect(a.wp('foe')).toBe(0);
  });
});
