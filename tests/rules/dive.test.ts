/**
 * Water with forced dice: Dive and its Underwater Counters, the free swim, Stunned in water and the MOVE of a
 * swimmer (rulebook "Dive", "Swimming", "Stun", "Water Access", "Water Creature", "Fast Swimmer";
 * tables.md "Dive").
 *
 * The canal (`~`) has its surface 1″ below the street; a high-walled canal (`=`) 2″ below.
 * Citizens: MOVE 4, DEXTERITY 4, PROTECTION 3, 11 LP, 2 AP.
 */
import { describe, expect, it } from 'vitest';
import { gainStunned } from '../../src/rules/character/stunned.ts';
import type { Command } from '../../src/rules/core/types.ts';
import { legalCommands } from '../../src/rules/match/legal.ts';
import { underwaterInches } from '../../src/rules/movement/dive.ts';
import { moveBudget } from '../../src/rules/movement/run-climb-reach.ts';
import {
  type Arena,
  arena,
  CITIZEN,
  combat,
  endTurn,
  type FigureSpec,
  moveTo,
  ofType,
  refused,
  typesOf,
} from './helpers/arena.ts';

const CAPO = 'the-guild-capodecina'; // 3 AP, DEXTERITY 6
const DAGON = 'rashaar-voice-of-dagon'; // 40 mm, MOVE 4, Water Creature, 3 AP
const MARINER = 'the-guild-mariner'; // MOVE 4, Fast Swimmer (2)
const AQUATIC = 'strigoi-aquatic-strigoi'; // MOVE 4, Water Creature, Fast Swimmer (2)

const CANAL = ['............', '~~~~~~~~~~~~', '~~~~~~~~~~~~', '............'];

/** Red swimming in the canal at (1, 1); blue on the north bank beside it unless placed elsewhere. */
function canal(red: Partial<FigureSpec> = {}, blue: Partial<FigureSpec> = {}): Arena {
  return arena({
    rows: CANAL,
    figures: {
      red: { gang: 0, profile: CITIZEN, at: [1, 1], ...red },
      blue: { gang: 1, profile: CITIZEN, at: [11, 3], ...blue },
    },
  });
}

const dive = (a: Arena, who = 'red'): Command => ({ type: 'dive', actor: a.id(who) });
const swim = (a: Arena, i: number, j: number, z = -1): Command => ({
  type: 'underwater-move',
  actor: a.id('red'),
  to: [i + 0.5, j + 0.5, z],
});
const counters = (a: Arena, who = 'red') => a.m.world.components.Counters.underwater[a.eid(who)]!;

/** Blue ends its turn and red wins the next initiative (one die each: nobody has Command Points). */
function nextRound(a: Arena): void {
  a.ok(endTurn(a, 'blue'), 10, 1);
}

describe('the Dive table (2 AP, Basic DEXTERITY Roll)', () => {
  it('Success: one Underwater Counter', () => {
    const a = canal();
    const events = a.ok(dive(a), 7, 2, 2, 2);
    expect(typesOf(events)).toEqual(['turn-start', 'action', 'roll', 'counter', 'turn-end']);
    expect(ofType(events, 'action')[0]).toMatchObject({ action: 'dive', ap: 2 });
    expect(ofType(events, 'roll')[0]).toMatchObject({ kind: 'basic', purpose: 'dive', pool: 4, aceOn: 7 });
    expect(ofType(events, 'counter')[0]).toMatchObject({
      character: a.id('red'),
      counter: 'underwater',
      gained: true,
    });
    expect(counters(a)).toBe(1);
    expect(a.lp('red')).toBe(11);
  });

  it('Critical: two Underwater Counters', () => {
    const a = canal();
    const events = a.ok(dive(a), 10, 7, 2, 2);
    expect(ofType(events, 'counter')).toHaveLength(2);
    expect(counters(a)).toBe(2);
  });

  it('Fail: nothing', () => {
    const a = canal();
    const events = a.ok(dive(a), 2, 3, 4, 5);
    expect(ofType(events, 'counter')).toHaveLength(0);
    expect(counters(a)).toBe(0);
    expect(a.lp('red')).toBe(11);
  });

  it('Fumble: 1 Life Point lost', () => {
    const a = canal();
    const events = a.ok(dive(a), 1, 2, 2, 2);
    expect(ofType(events, 'life-points')[0]).toMatchObject({ lpBefore: 11, lpAfter: 10, cause: 'dive' });
    expect(counters(a)).toBe(0);
  });

  it('only in water', () => {
    const a = canal({ at: [1, 0] });
    refused(a, dive(a), /must be in water to Dive/);
    expect(legalCommands(a.m).some((c) => c.type === 'dive')).toBe(false);
  });

  it('needs 2 Action Points', () => {
    const a = canal();
    a.ok(moveTo(a, 'red', 2, 1, -1));
    refused(a, dive(a), /needs 2 Action Points/);
    expect(legalCommands(a.m).some((c) => c.type === 'dive')).toBe(false);
  });

  it('is listed among the legal commands of a swimmer with 2 AP', () => {
    const a = canal();
    // nobody has been chosen yet: activations only
    expect(legalCommands(a.m).map((c) => c.type)).toEqual(['activate']);
    a.ok({ type: 'activate', actor: a.id('red') });
    expect(legalCommands(a.m)).toContainEqual({ type: 'dive', actor: a.id('red') });
  });
});

describe('Underwater Counters protect', () => {
  it('+2 PROTECTION per counter in a Protection Roll', () => {
    // blue on the bank in base contact with the diver (1″ above it)
    const a = canal({}, { at: [1, 0] });
    a.ok(dive(a), 10, 7, 2, 2);
    // blue attacks: 4-2-2 hits once (Aces on DEXTERITY 4); Protection 3 + 2 × 2 = 7 dice
    const events = a.ok(combat(a, 'blue', 'red'), 4, 2, 2, 2, 2, 2, 2, 2, 2, 2);
    const save = ofType(events, 'roll')[1]!;
    expect(save).toMatchObject({ kind: 'protection', pool: 7 });
    expect(save.modifiers).toContain('Underwater Counters +4');
    expect(a.lp('red')).toBe(10);
    expect(a.dice.remaining()).toBe(0);
  });

  it('one counter: +2', () => {
    const a = canal({}, { at: [1, 0] });
    a.ok(dive(a), 7, 2, 2, 2);
    const events = a.ok(combat(a, 'blue', 'red'), 4, 2, 2, 7, 2, 2, 2, 2);
    expect(ofType(events, 'roll')[1]).toMatchObject({ kind: 'protection', pool: 5, aces: 1 });
    expect(a.lp('red')).toBe(11);
  });
});

describe('Underwater Counters are lost when the character makes another action', () => {
  it('a Run/Climb takes them all away', () => {
    const a = canal();
    a.ok(dive(a), 10, 7, 2, 2);
    nextRound(a);
    const events = a.ok(moveTo(a, 'red', 2, 1, -1));
    expect(typesOf(events)).toEqual(['turn-start', 'counter', 'action', 'move']);
    expect(ofType(events, 'counter')[0]).toMatchObject({ counter: 'underwater', gained: false });
    expect(counters(a)).toBe(0);
  });

  it('a Combat action takes them away', () => {
    const a = canal({ profile: 'the-guild-mariner' }, { at: [1, 0] });
    a.ok(dive(a), 7, 2, 2, 2);
    a.ok(endTurn(a, 'blue'), 10, 1);
    a.ok(combat(a, 'red', 'blue'), 2, 2, 2);
    expect(counters(a)).toBe(0);
  });

  it('ending the turn keeps them', () => {
    const a = canal();
    a.ok(dive(a), 7, 2, 2, 2);
    nextRound(a);
    a.ok(endTurn(a, 'red'));
    expect(counters(a)).toBe(1);
  });
});

describe('the free swim at the start of the turn (4″ per counter, 8″ for a Water Creature, 0 AP)', () => {
  it('gives up the counters to swim up to 4″ per counter through water, for 0 AP', () => {
    const a = canal();
    a.ok(dive(a), 7, 2, 2, 2);
    nextRound(a);
    const events = a.ok(swim(a, 5, 1));
    expect(typesOf(events)).toEqual(['turn-start', 'counter', 'move']);
    expect(ofType(events, 'action')).toHaveLength(0);
    expect(ofType(events, 'move')[0]).toMatchObject({ inches: 4, charge: null });
    expect(a.at('red')).toEqual([5.5, 1.5, -1]);
    expect(counters(a)).toBe(0);
    expect(a.ap('red')).toBe(2);
    // the turn goes on with both Action Points
    a.ok(moveTo(a, 'red', 6, 1, -1));
    expect(a.ap('red')).toBe(1);
  });

  it('no farther than 4″ per counter', () => {
    const a = canal();
    a.ok(dive(a), 7, 2, 2, 2);
    nextRound(a);
    refused(a, swim(a, 6, 1), /out of reach under water/);
  });

  it('two counters: up to 8″', () => {
    const a = canal();
    a.ok(dive(a), 10, 7, 2, 2);
    nextRound(a);
    expect(underwaterInches(a.m, a.eid('red'))).toBe(8);
    a.ok(swim(a, 9, 1));
    expect(a.at('red')).toEqual([9.5, 1.5, -1]);
  });

  it('a Water Creature swims 8″ per counter (Fast Swimmer adds nothing to it)', () => {
    const a = canal({ profile: AQUATIC });
    a.ok(dive(a), 7, 2, 2, 2, 2);
    nextRound(a);
    expect(underwaterInches(a.m, a.eid('red'))).toBe(8);
    refused(a, swim(a, 10, 1), /out of reach under water/);
    a.ok(swim(a, 9, 1));
    expect(a.at('red')).toEqual([9.5, 1.5, -1]);
  });

  it('only through water: never onto the bank', () => {
    const a = canal();
    a.ok(dive(a), 10, 7, 2, 2);
    nextRound(a);
    refused(a, swim(a, 3, 0, 0), /out of reach under water/);
    a.ok({ type: 'activate', actor: a.id('red') });
    const swims = legalCommands(a.m).filter((c) => c.type === 'underwater-move');
    expect(swims.length).toBeGreaterThan(0);
    for (const c of swims) if (c.type === 'underwater-move') expect(c.to[2]).toBe(-1);
  });

  it('only at the start of the turn', () => {
    const a = canal({ profile: CAPO });
    a.ok(dive(a), 7, 2, 2, 2, 2, 2);
    expect(a.ap('red')).toBe(1);
    refused(a, swim(a, 3, 1), /only at the start of the turn/);
    expect(legalCommands(a.m).some((c) => c.type === 'underwater-move')).toBe(false);
  });

  it('needs Underwater Counters', () => {
    const a = canal();
    refused(a, swim(a, 3, 1), /no Underwater Counters/);
  });
});

describe('Stunned in water', () => {
  it('loses 2 Life Points at the start of its turn', () => {
    const a = canal();
    gainStunned(a.m, a.eid('red'));
    const events = a.ok({ type: 'activate', actor: a.id('red') });
    expect(ofType(events, 'life-points')[0]).toMatchObject({
      lpBefore: 11,
      lpAfter: 9,
      cause: 'stunned in water',
    });
    expect(a.lp('red')).toBe(9);
  });

  it('loses nothing on land', () => {
    const a = canal({ at: [1, 0] });
    gainStunned(a.m, a.eid('red'));
    const events = a.ok({ type: 'activate', actor: a.id('red') });
    expect(ofType(events, 'life-points')).toHaveLength(0);
  });

  it('can drown a character with 2 Life Points or fewer', () => {
    const a = arena({
      rows: CANAL,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 1], lp: 2 },
        pal: { gang: 0, profile: CITIZEN, at: [5, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [11, 3] },
      },
    });
    gainStunned(a.m, a.eid('red'));
    const events = a.ok({ type: 'activate', actor: a.id('red') });
    expect(ofType(events, 'casualty')).toEqual([expect.objectContaining({ character: a.id('red') })]);
    expect(a.onBoard('red')).toBe(false);
  });
});

describe('swimming: MOVE of a character that starts its move in water', () => {
  const swimmer = (profile: string) => canal({ profile });

  it('−2″', () => {
    const a = swimmer(CITIZEN);
    expect(moveBudget(a.m, a.eid('red'))).toBe(2);
    a.ok(moveTo(a, 'red', 3, 1, -1));
    expect(a.at('red')).toEqual([3.5, 1.5, -1]);
  });

  it('−2″: refuses a swim of 3″', () => {
    const a = swimmer(CITIZEN);
    refused(a, moveTo(a, 'red', 4, 1, -1), /out of reach/);
  });

  it('a Water Creature keeps its full MOVE', () => {
    const a = swimmer(DAGON);
    expect(moveBudget(a.m, a.eid('red'))).toBe(4);
    a.ok(moveTo(a, 'red', 5, 1, -1));
    expect(a.at('red')).toEqual([5.5, 1.5, -1]);
  });

  it('Fast Swimmer (X) adds X', () => {
    const a = swimmer(MARINER);
    expect(moveBudget(a.m, a.eid('red'))).toBe(4);
    a.ok(moveTo(a, 'red', 5, 1, -1));
    refused(a, moveTo(a, 'red', 10, 1, -1), /out of reach/);
  });

  it('Water Creature and Fast Swimmer together', () => {
    const a = swimmer(AQUATIC);
    expect(moveBudget(a.m, a.eid('red'))).toBe(6);
    a.ok(moveTo(a, 'red', 7, 1, -1));
  });

  it('no penalty when the move starts on land and goes into the water', () => {
    const a = canal({ at: [1, 0] });
    expect(moveBudget(a.m, a.eid('red'))).toBe(4);
    a.ok(moveTo(a, 'red', 4, 1, -1));
    expect(a.at('red')).toEqual([4.5, 1.5, -1]);
  });

  it('no penalty when it leaves a high-walled canal by Water Access', () => {
    // a 2″ canal wall with Water Access at (2, 0): the way out costs 1 + 2″, within MOVE 4 but not MOVE 4 − 2
    const a = arena({
      rows: ['......', '======', '======'],
      extras: { waterAccess: [[2, 0]] },
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [2, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [5, 0] },
      },
    });
    const r = a.submit(moveTo(a, 'red', 2, 0, 0));
    expect(r.ok ? 'accepted' : r.reason).toBe('accepted');
    expect(a.at('red')).toEqual([2.5, 0.5, 0]);
  });
});
