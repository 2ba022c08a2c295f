/**
 * Game rounds, initiative, character turns and Action Points (rulebook "Rounds & Turns", "Initiative",
 * "Action Points", "Stun"; Gang War's Duration and Primary Objective).
 */
import { describe, expect, it } from 'vitest';
import { statOf } from '../../src/rules/character/stats.ts';
import { gainStunned } from '../../src/rules/character/stunned.ts';
import { MAX_AP_PER_ROUND } from '../../src/rules/core/constants.ts';
import { legalCommands } from '../../src/rules/match/legal.ts';
import { gangToAnswer } from '../../src/rules/match/match.ts';
import { startRound } from '../../src/rules/match/rounds.ts';
import { nameOf } from '../../src/rules/state/match-state.ts';
import { hasTag } from '../../src/rules/state/world.ts';
import {
  type Arena,
  arena,
  CHAPLAIN,
  CITIZEN,
  combat,
  endTurn,
  type FigureSpec,
  moveTo,
  ofType,
  RECRUITER,
} from './helpers/arena.ts';

const ROWS = ['..........', '..........', '..........', '..........'];

/** An arena that has not started its first round. */
function unstarted(figures: Record<string, FigureSpec>, gangs?: number): Arena {
  return arena({ rows: ROWS, figures, first: null, ...(gangs ? { gangs } : {}) });
}

/** Roll the initiative of a new round with `dice`; the initiative event. */
function initiative(a: Arena, ...dice: number[]) {
  const from = a.m.log.length;
  a.dice.queue(...dice);
  startRound(a.m);
  expect(a.dice.remaining()).toBe(0);
  return ofType(a.m.log.slice(from), 'initiative')[0]!;
}

describe('initiative', () => {
  it('goes to the gang with the most Aces, rolling the Command Points of its best character', () => {
    const a = unstarted({
      r1: { gang: 0, profile: CITIZEN, at: [0, 0] },
      r2: { gang: 0, profile: RECRUITER, at: [0, 2] },
      b1: { gang: 1, profile: CHAPLAIN, at: [9, 0] },
    });
    const e = initiative(a, 7, 8, 10, 2, 2, 2);
    expect(e.rolls).toEqual([
      { gang: 'red', character: a.id('r2'), dice: [7, 8], aces: 2 },
      { gang: 'blue', character: a.id('b1'), dice: [10, 2, 2, 2], aces: 1 },
    ]);
    expect(e.winner).toBe('red');
    expect(e.order).toEqual(['red', 'blue']);
    expect(a.m.round).toBe(1);
    expect(gangToAnswer(a.m)).toBe('red');
  });

  it('counts Aces on 7+, whatever the dice show otherwise', () => {
    const a = unstarted({
      r: { gang: 0, profile: RECRUITER, at: [0, 0] },
      b: { gang: 1, profile: CHAPLAIN, at: [9, 0] },
    });
    // red 2 Aces (7, 10); blue 6-6-6-1: none, however many dice
    const e = initiative(a, 7, 10, 6, 6, 6, 1);
    expect(e.rolls.map((r) => r.aces)).toEqual([2, 0]);
    expect(e.winner).toBe('red');
  });

  it('re-rolls a tie', () => {
    const a = unstarted({
      r: { gang: 0, profile: RECRUITER, at: [0, 0] },
      b: { gang: 1, profile: CHAPLAIN, at: [9, 0] },
    });
    const e = initiative(a, 7, 2, 7, 2, 2, 2, 2, 2, 9, 2, 2, 2);
    expect(e.rolls.map((r) => [r.gang, r.aces])).toEqual([
      ['red', 1],
      ['blue', 1],
      ['red', 0],
      ['blue', 1],
    ]);
    expect(e.winner).toBe('blue');
    expect(e.order).toEqual(['blue', 'red']);
    expect(gangToAnswer(a.m)).toBe('blue');
  });

  it('is lost without a roll by a gang with no Command Points left', () => {
    const a = unstarted({
      r: { gang: 0, profile: CITIZEN, at: [0, 0] },
      b: { gang: 1, profile: RECRUITER, at: [9, 0] },
    });
    const e = initiative(a);
    expect(e.rolls).toEqual([]);
    expect(e.winner).toBe('blue');
  });

  it('leaves the gangs without Command Points out of the roll-off', () => {
    const a = unstarted(
      {
        r: { gang: 0, profile: CITIZEN, at: [0, 0] },
        b: { gang: 1, profile: RECRUITER, at: [9, 0] },
        g: { gang: 2, profile: RECRUITER, at: [9, 3] },
      },
      3,
    );
    const e = initiative(a, 2, 2, 8, 2);
    expect(e.rolls.map((r) => r.gang)).toEqual(['blue', 'green']);
    expect(e.winner).toBe('green');
    // then clockwise from the winner
    expect(e.order).toEqual(['green', 'red', 'blue']);
  });

  it('gives each gang one die when nobody has Command Points; the highest wins, ties re-roll', () => {
    const a = unstarted({
      r: { gang: 0, profile: CITIZEN, at: [0, 0] },
      b: { gang: 1, profile: CITIZEN, at: [9, 0] },
    });
    const e = initiative(a, 5, 5, 8, 2);
    expect(e.rolls).toEqual([
      { gang: 'red', character: null, dice: [5], aces: 5 },
      { gang: 'blue', character: null, dice: [5], aces: 5 },
      { gang: 'red', character: null, dice: [8], aces: 8 },
      { gang: 'blue', character: null, dice: [2], aces: 2 },
    ]);
    expect(e.winner).toBe('red');
  });

  it('cannot be modified: no Will Point decision, whatever the Will Points', () => {
    const a = unstarted({
      r: { gang: 0, profile: RECRUITER, at: [0, 0], wp: 3 },
      b: { gang: 1, profile: CHAPLAIN, at: [9, 0], wp: 2 },
    });
    const e = initiative(a, 2, 2, 7, 2, 2, 2);
    expect(e.rolls[0]!.dice).toHaveLength(2);
    expect(a.m.pending).toBeNull();
  });
});

describe('character turns', () => {
  const two = () =>
    arena({
      rows: ROWS,
      figures: {
        r1: { gang: 0, profile: CITIZEN, at: [0, 0] },
        r2: { gang: 0, profile: CITIZEN, at: [0, 2] },
        b1: { gang: 1, profile: CITIZEN, at: [9, 0] },
        b2: { gang: 1, profile: CITIZEN, at: [9, 2] },
      },
    });

  it('alternates between the gangs, one character each, from the initiative winner', () => {
    const a = two();
    const turns: string[] = [];
    for (const name of ['r1', 'b1', 'r2']) {
      expect(gangToAnswer(a.m)).toBe(name.startsWith('r') ? 'red' : 'blue');
      turns.push(...ofType(a.ok(endTurn(a, name)), 'turn-end').map((e) => e.character));
    }
    // the last turn of the round: the next round's initiative (one die each) follows at once
    const last = a.ok(endTurn(a, 'b2'), 1, 10);
    turns.push(ofType(last, 'turn-end')[0]!.character);
    expect(turns).toEqual([a.id('r1'), a.id('b1'), a.id('r2'), a.id('b2')]);
    expect(last.map((e) => e.type)).toEqual([
      'turn-start',
      'turn-end',
      'round-end',
      'round-start',
      'initiative',
    ]);
    expect(a.m.round).toBe(2);
    expect(gangToAnswer(a.m)).toBe('blue');
  });

  it('refuses a character of the gang that is not choosing, or one that has had its turn', () => {
    const a = two();
    const log = a.m.log.length;
    const wrongGang = a.submit(endTurn(a, 'b1'));
    expect(wrongGang).toEqual({ ok: false, reason: "it is red's turn to choose" });
    a.ok(endTurn(a, 'r1'));
    a.ok(endTurn(a, 'b1'));
    const again = a.submit(endTurn(a, 'r1'));
    expect(again).toEqual({ ok: false, reason: `${nameOf(a.m, a.eid('r1'))} has had its turn this round` });
    expect(a.m.log.length).toBe(log + 4);
  });

  it('keeps going with the gang that still has characters waiting', () => {
    const a = arena({
      rows: ROWS,
      figures: {
        r: { gang: 0, profile: CITIZEN, at: [0, 0] },
        b1: { gang: 1, profile: CITIZEN, at: [9, 0] },
        b2: { gang: 1, profile: CITIZEN, at: [9, 2] },
        b3: { gang: 1, profile: CITIZEN, at: [9, 3] },
      },
    });
    const seen: (string | null)[] = [];
    for (const name of ['r', 'b1', 'b2']) {
      seen.push(gangToAnswer(a.m));
      a.ok(endTurn(a, name));
    }
    seen.push(gangToAnswer(a.m));
    expect(seen).toEqual(['red', 'blue', 'blue', 'blue']);
  });

  it("gives a character its profile's Action Points and ends its turn at 0 AP", () => {
    const a = two();
    const start = a.ok({ type: 'activate', actor: a.id('r1') });
    expect(ofType(start, 'turn-start')[0]).toMatchObject({ character: a.id('r1'), gang: 'red', ap: 2 });
    expect(a.submit({ type: 'activate', actor: a.id('r1') })).toEqual({
      ok: false,
      reason: `${nameOf(a.m, a.eid('r1'))} already has its turn`,
    });
    a.ok(moveTo(a, 'r1', 1, 0));
    expect(a.ap('r1')).toBe(1);
    const second = a.ok(moveTo(a, 'r1', 2, 0));
    expect(second.map((e) => e.type)).toEqual(['action', 'move', 'turn-end']);
    expect(a.m.active).toBe(-1);
    expect(gangToAnswer(a.m)).toBe('blue');
  });

  it('loses the unspent Action Points at the end of the turn', () => {
    const a = two();
    a.ok(moveTo(a, 'r1', 1, 0));
    const end = a.ok(endTurn(a, 'r1'));
    expect(ofType(end, 'action')).toHaveLength(0);
    expect(a.ap('r1')).toBe(0);
  });

  it('never lets a character use more than 3 AP in a round', () => {
    const a = arena({
      rows: ROWS,
      figures: {
        r: { gang: 0, profile: CITIZEN, at: [0, 0], apMax: 5 },
        b: { gang: 1, profile: CITIZEN, at: [9, 3] },
      },
    });
    expect(MAX_AP_PER_ROUND).toBe(3);
    const start = a.ok({ type: 'activate', actor: a.id('r') });
    expect(ofType(start, 'turn-start')[0]!.ap).toBe(3);
    a.ok(moveTo(a, 'r', 1, 0));
    a.ok(moveTo(a, 'r', 2, 0));
    const third = a.ok(moveTo(a, 'r', 3, 0));
    expect(ofType(third, 'turn-end')).toHaveLength(1);
    expect(a.m.world.components.Points.apUsed[a.eid('r')]).toBe(3);
    // AP come back at the start of the next round
    const next = a.ok(endTurn(a, 'b'), 10, 1);
    expect(ofType(next, 'round-start')).toHaveLength(1);
    expect(a.m.world.components.Points.apUsed[a.eid('r')]).toBe(0);
    expect(ofType(a.ok({ type: 'activate', actor: a.id('r') }), 'turn-start')[0]!.ap).toBe(3);
  });

  it('lists only the characters of the choosing gang that are still waiting', () => {
    const a = two();
    expect(legalCommands(a.m)).toEqual([
      { type: 'activate', actor: a.id('r1') },
      { type: 'activate', actor: a.id('r2') },
    ]);
    a.ok(endTurn(a, 'r1'));
    a.ok(endTurn(a, 'b1'));
    expect(legalCommands(a.m)).toEqual([{ type: 'activate', actor: a.id('r2') }]);
  });
});

describe('the end of a Gang War', () => {
  /** End every turn until the game is over (initiative: one die each, red first). */
  function playToTheEnd(a: Arena) {
    for (let k = 0; k < 100 && !a.m.over; k++) {
      const next = legalCommands(a.m)[0];
      if (next?.type !== 'activate') throw new Error('expected a character to activate');
      if (isLastOfRound(a) && a.m.round < 5) a.dice.queue(10, 1);
      a.ok({ type: 'end-turn', actor: next.actor });
    }
    expect(a.dice.remaining()).toBe(0);
  }
  function isLastOfRound(a: Arena): boolean {
    const c = a.m.world.components;
    const waiting = [...a.m.ids.values()].filter(
      (e) => hasTag(a.m.world, e, c.OnBoard) && !hasTag(a.m.world, e, c.HadTurn),
    );
    return waiting.length === 1;
  }

  it('ends after round 5 and scores 1 Victory Point per character on the board', () => {
    const a = arena({
      rows: ROWS,
      figures: {
        r1: { gang: 0, profile: CITIZEN, at: [0, 0] },
        r2: { gang: 0, profile: CITIZEN, at: [0, 2] },
        b1: { gang: 1, profile: CITIZEN, at: [9, 0] },
      },
    });
    playToTheEnd(a);
    expect(a.m.over).toBe(true);
    expect(a.m.round).toBe(5);
    const end = ofType(a.m.log, 'game-end');
    expect(end).toEqual([expect.objectContaining({ vp: { red: 2, blue: 1 }, winner: 'red' })]);
    expect(ofType(a.m.log, 'round-start')).toHaveLength(5);
    expect(a.m.log.at(-1)!.type).toBe('game-end');
    expect(a.submit(endTurn(a, 'r1'))).toEqual({ ok: false, reason: 'the game is over' });
    expect(legalCommands(a.m)).toEqual([]);
    expect(gangToAnswer(a.m)).toBeNull();
  });

  it('has no winner on a tie', () => {
    const a = arena({
      rows: ROWS,
      figures: {
        r1: { gang: 0, profile: CITIZEN, at: [0, 0] },
        b1: { gang: 1, profile: CITIZEN, at: [9, 0] },
      },
    });
    playToTheEnd(a);
    expect(ofType(a.m.log, 'game-end')[0]).toMatchObject({ vp: { red: 1, blue: 1 }, winner: null });
    expect(a.m.winner).toBeNull();
  });

  it('scores nothing for a casualty', () => {
    const a = arena({
      rows: ROWS,
      figures: {
        r1: { gang: 0, profile: CITIZEN, at: [0, 0] },
        b1: { gang: 1, profile: CITIZEN, at: [1, 0], lp: 1 },
        b2: { gang: 1, profile: CITIZEN, at: [9, 3] },
      },
    });
    a.ok(combat(a, 'r1', 'b1'), 4, 2, 2, 2, 2, 2);
    a.ok(endTurn(a, 'r1'));
    playToTheEnd(a);
    expect(ofType(a.m.log, 'game-end')[0]).toMatchObject({ vp: { red: 1, blue: 1 }, winner: null });
  });
});

describe('the Stunned counter', () => {
  const pair = () =>
    arena({
      rows: ROWS,
      figures: {
        r: { gang: 0, profile: CITIZEN, at: [0, 0] },
        b: { gang: 1, profile: CITIZEN, at: [1, 0] },
      },
    });

  it('takes 1 from MOVE, DEXTERITY, ATTACK and MIND, never below 1, and leaves PROTECTION', () => {
    const a = pair();
    const e = a.eid('r');
    gainStunned(a.m, e);
    expect(['move', 'dex', 'attack', 'protection', 'mind'].map((s) => statOf(a.m, e, s as 'move'))).toEqual([
      3, 3, 2, 3, 2,
    ]);
    a.m.world.components.Stats.attack[e] = 1;
    expect(statOf(a.m, e, 'attack')).toBe(1);
    // the Attack Roll uses ATTACK 2
    a.m.world.components.Stats.attack[e] = 3;
    const roll = ofType(a.ok(combat(a, 'r', 'b'), 2, 2), 'roll')[0]!;
    expect(roll.pool).toBe(2);
  });

  it('goes at the end of the next turn of a character stunned outside its turn', () => {
    const a = pair();
    const e = a.eid('r');
    gainStunned(a.m, e);
    a.ok(endTurn(a, 'r'));
    expect(hasTag(a.m.world, e, a.m.world.components.Stunned)).toBe(false);
  });

  it('stays through the next turn of a character stunned during its own turn', () => {
    const a = pair();
    const e = a.eid('r');
    a.ok({ type: 'activate', actor: a.id('r') });
    gainStunned(a.m, e);
    a.ok(endTurn(a, 'r'));
    expect(hasTag(a.m.world, e, a.m.world.components.Stunned)).toBe(true);
    a.ok(endTurn(a, 'b'), 10, 1);
    a.ok(endTurn(a, 'r'));
    expect(hasTag(a.m.world, e, a.m.world.components.Stunned)).toBe(false);
  });
});
