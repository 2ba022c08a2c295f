/**
 * Hide and Guard (rulebook "Hide", "Guard", "Bulky", "Attacks of Opportunity", "Charging & Disengaging").
 *
 * Citizens: MOVE 4, DEXTERITY 4, ATTACK 3, PROTECTION 3, 11 LP, 2 AP, Improvised Weapon (0″).
 * Recruiters: the same with a Handbow (15″, Penetration −1).
 */
import { describe, expect, it } from 'vitest';
import { combatProblem, weaponOf } from '../../src/rules/combat/combat.ts';
import type { Command } from '../../src/rules/core/types.ts';
import { legalCommands } from '../../src/rules/match/legal.ts';
import { gangToAnswer } from '../../src/rules/match/match.ts';
import { sightBetween } from '../../src/rules/state/match-state.ts';
import { hasTag } from '../../src/rules/state/world.ts';
import {
  type Arena,
  arena,
  CITIZEN,
  combat,
  endTurn,
  type FigureSpec,
  moveTo,
  ofType,
  RECRUITER,
  refused,
  typesOf,
} from './helpers/arena.ts';

const MOROI = 'strigoi-hulking-moroi'; // Bulky

const hide = (a: Arena, who: string): Command => ({ type: 'hide', actor: a.id(who) });
const guard = (a: Arena, who: string): Command => ({ type: 'guard', actor: a.id(who) });
const answer = (a: Arena, who: string, accept: boolean): Command => ({
  type: 'decide',
  decision: 'guard-attack',
  character: a.id(who),
  accept,
});
const jump = (a: Arena, who: string, i: number, j: number, z = 0): Command => ({
  type: 'jump',
  actor: a.id(who),
  to: [i + 0.5, j + 0.5, z],
});

const tagged = (a: Arena, who: string, tag: 'Hidden' | 'Guarding') =>
  hasTag(a.m.world, a.eid(who), a.m.world.components[tag]);

const OPEN = ['............', '............', '............', '............'];
/** A 3″ wall at (3, 1): red at (2, 1) is in cover from (11, 3), 8″ away, and still in its line of sight. */
const WALL = ['............', '...#........', '............', '............'];

function two(rows: readonly string[], red: Partial<FigureSpec>, blue: Partial<FigureSpec>): Arena {
  return arena({
    rows,
    figures: {
      red: { gang: 0, profile: CITIZEN, at: [2, 1], ...red },
      blue: { gang: 1, profile: RECRUITER, at: [11, 3], cp: 0, ...blue },
    },
  });
}

describe('Hide (1 AP)', () => {
  it('gives a Hidden counter and ends the turn', () => {
    const a = two(OPEN, {}, {});
    const events = a.ok(hide(a, 'red'));
    expect(typesOf(events)).toEqual(['turn-start', 'action', 'counter', 'turn-end']);
    expect(ofType(events, 'action')[0]).toMatchObject({ action: 'hide', ap: 1 });
    expect(tagged(a, 'red', 'Hidden')).toBe(true);
    expect(a.ap('red')).toBe(0);
    expect(gangToAnswer(a.m)).toBe('blue');
  });

  it('names the counter it gains `hidden`, as the event that takes it away does', () => {
    const a = two(OPEN, {}, {});
    const events = a.ok(hide(a, 'red'));
    expect(ofType(events, 'counter')[0]).toMatchObject({
      character: a.id('red'),
      counter: 'hidden',
      gained: true,
    });
  });

  it('not in base contact with an enemy', () => {
    const a = two(OPEN, {}, { at: [3, 1] });
    refused(a, hide(a, 'red'), /base contact with an enemy cannot Hide/);
  });

  it('not in water', () => {
    const a = two(['............', '~~~~~~~~~~~~', '............', '............'], {}, {});
    refused(a, hide(a, 'red'), /cannot Hide in water/);
  });

  it('not a Bulky character (it may still Guard)', () => {
    const a = two(OPEN, { profile: MOROI }, {});
    refused(a, hide(a, 'red'), /Bulky character cannot Hide/);
    a.ok({ type: 'activate', actor: a.id('red') });
    const legal = legalCommands(a.m);
    expect(legal.some((c) => c.type === 'hide')).toBe(false);
    expect(legal).toContainEqual(guard(a, 'red'));
  });

  it('is kept through the end of the turn and the next round', () => {
    const a = two(OPEN, {}, {});
    a.ok(hide(a, 'red'));
    a.ok(endTurn(a, 'blue'), 10, 1);
    expect(a.m.round).toBe(2);
    expect(tagged(a, 'red', 'Hidden')).toBe(true);
  });

  it('is lost when the character moves', () => {
    const a = two(OPEN, {}, {});
    a.ok(hide(a, 'red'));
    a.ok(endTurn(a, 'blue'), 10, 1);
    const events = a.ok(moveTo(a, 'red', 2, 2));
    expect(ofType(events, 'counter')).toEqual([
      expect.objectContaining({ character: a.id('red'), counter: 'hidden', gained: false }),
    ]);
    expect(tagged(a, 'red', 'Hidden')).toBe(false);
  });

  it('is lost when the character makes another action', () => {
    const a = two(OPEN, { profile: RECRUITER, cp: 0 }, { profile: CITIZEN });
    a.ok(hide(a, 'red'));
    a.ok(endTurn(a, 'blue'), 10, 1);
    const events = a.ok(combat(a, 'red', 'blue'), 2, 2, 2);
    expect(ofType(events, 'counter')[0]).toMatchObject({ counter: 'hidden', gained: false });
    expect(tagged(a, 'red', 'Hidden')).toBe(false);
  });
});

describe('what a Hidden character sees and is seen by', () => {
  it('in cover and more than 6″ away: enemies cannot draw line of sight to it', () => {
    const a = two(WALL, {}, {});
    const before = sightBetween(a.m, a.eid('blue'), a.eid('red'));
    expect(before).toEqual({ lineOfSight: true, cover: true });
    a.ok(hide(a, 'red'));
    expect(sightBetween(a.m, a.eid('blue'), a.eid('red')).lineOfSight).toBe(false);
    const bow = weaponOf(a.m, a.eid('blue'), 'Handbow');
    expect(combatProblem(a.m, a.eid('blue'), a.eid('red'), bow)).toMatch(/out of line of sight/);
    a.ok({ type: 'activate', actor: a.id('blue') });
    expect(legalCommands(a.m).some((c) => c.type === 'combat')).toBe(false);
  });

  it('within 6″, in cover: still seen', () => {
    const a = two(WALL, {}, { at: [8, 3] });
    a.ok(hide(a, 'red'));
    expect(sightBetween(a.m, a.eid('blue'), a.eid('red'))).toEqual({ lineOfSight: true, cover: true });
  });

  it('more than 6″ away but out of cover: still seen', () => {
    const a = two(WALL, { at: [2, 3] }, {});
    a.ok(hide(a, 'red'));
    expect(sightBetween(a.m, a.eid('blue'), a.eid('red'))).toEqual({ lineOfSight: true, cover: false });
    const bow = weaponOf(a.m, a.eid('blue'), 'Handbow');
    expect(combatProblem(a.m, a.eid('blue'), a.eid('red'), bow)).toBeNull();
  });

  it('it cannot draw line of sight to anyone more than 6″ away', () => {
    const a = two(WALL, { at: [2, 3] }, {});
    expect(sightBetween(a.m, a.eid('red'), a.eid('blue')).lineOfSight).toBe(true);
    a.ok(hide(a, 'red'));
    expect(sightBetween(a.m, a.eid('red'), a.eid('blue')).lineOfSight).toBe(false);
  });

  it('its own attack drops the counter first, so it may shoot beyond 6″', () => {
    const a = two(WALL, { at: [2, 3], profile: RECRUITER, cp: 0 }, { profile: CITIZEN });
    a.ok(hide(a, 'red'));
    a.ok(endTurn(a, 'blue'), 10, 1);
    // Handbow 4-2-2 hits once; Protection 3: 2-2-2
    const events = a.ok(combat(a, 'red', 'blue'), 4, 2, 2, 2, 2, 2);
    expect(ofType(events, 'counter')[0]).toMatchObject({ counter: 'hidden', gained: false });
    expect(a.lp('blue')).toBe(10);
  });

  it('it still sees those within 6″', () => {
    const a = two(WALL, { at: [2, 3] }, { at: [7, 3] });
    a.ok(hide(a, 'red'));
    expect(sightBetween(a.m, a.eid('red'), a.eid('blue')).lineOfSight).toBe(true);
  });
});

describe('Guard (1 AP)', () => {
  /** Red guards with a Handbow at (0, 0); blue, a citizen, starts at (11, 3). */
  const guarded = (blue: Partial<FigureSpec> = {}, rows = OPEN, extra: Record<string, FigureSpec> = {}) => {
    const a = arena({
      rows,
      figures: {
        red: { gang: 0, profile: RECRUITER, at: [0, 0], cp: 0 },
        ...extra,
        blue: { gang: 1, profile: CITIZEN, at: [11, 3], ...blue },
      },
    });
    a.ok(guard(a, 'red'));
    return a;
  };

  it('gives a Guard counter and ends the turn', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: RECRUITER, at: [0, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [11, 3] },
      },
    });
    const events = a.ok(guard(a, 'red'));
    expect(typesOf(events)).toEqual(['turn-start', 'action', 'counter', 'turn-end']);
    expect(ofType(events, 'counter')[0]).toMatchObject({ counter: 'guard', gained: true });
    expect(tagged(a, 'red', 'Guarding')).toBe(true);
  });

  it('not in base contact with an enemy, not in water', () => {
    const contact = two(OPEN, {}, { at: [3, 1] });
    refused(contact, guard(contact, 'red'), /base contact with an enemy cannot Guard/);
    const wet = two(['............', '~~~~~~~~~~~~', '............', '............'], {}, {});
    refused(wet, guard(wet, 'red'), /cannot Guard in water/);
  });

  it('an enemy Run/Climb in sight: the guard’s gang decides, then the Attack of Opportunity at its end', () => {
    const a = guarded();
    const events = a.ok(moveTo(a, 'blue', 8, 3));
    expect(typesOf(events)).toEqual(['turn-start', 'action', 'move', 'decision']);
    expect(a.m.pending).toEqual({
      type: 'guard-attack',
      gang: 'red',
      character: a.id('red'),
      target: a.id('blue'),
    });
    expect(gangToAnswer(a.m)).toBe('red');
    expect(a.at('blue')).toEqual([8.5, 3.5, 0]);
    // Handbow: ATTACK 3, 4-2-2 hits once; Protection 3 − 1: 2-2
    const hit = a.ok(answer(a, 'red', true), 4, 2, 2, 2, 2);
    expect(typesOf(hit)).toEqual([
      'counter',
      'attack-of-opportunity',
      'action',
      'roll',
      'damage',
      'roll',
      'life-points',
    ]);
    expect(ofType(hit, 'counter')[0]).toMatchObject({
      character: a.id('red'),
      counter: 'guard',
      gained: false,
    });
    expect(ofType(hit, 'attack-of-opportunity')[0]).toMatchObject({
      character: a.id('red'),
      target: a.id('blue'),
      reason: 'guard',
    });
    expect(ofType(hit, 'action')[0]).toMatchObject({ character: a.id('red'), ap: 0 });
    expect(ofType(hit, 'roll')[1]).toMatchObject({ kind: 'protection', pool: 2 });
    expect(a.lp('blue')).toBe(10);
    expect(tagged(a, 'red', 'Guarding')).toBe(false);
    expect(a.ap('blue')).toBe(1);
    expect(a.dice.remaining()).toBe(0);
  });

  it('refuses any other command while the decision waits', () => {
    const a = guarded();
    a.ok(moveTo(a, 'blue', 8, 3));
    refused(a, moveTo(a, 'blue', 7, 3), /waiting for a guard-attack decision/);
    refused(
      a,
      { type: 'decide', decision: 'will-points', character: a.id('red'), amount: 0 },
      /guard-attack/,
    );
  });

  it('declined: the guard keeps its counter and may strike at the next move', () => {
    const a = guarded();
    a.ok(moveTo(a, 'blue', 8, 3));
    const declined = a.ok(answer(a, 'red', false));
    expect(ofType(declined, 'attack-of-opportunity')).toHaveLength(0);
    expect(tagged(a, 'red', 'Guarding')).toBe(true);
    const again = a.ok(moveTo(a, 'blue', 6, 3));
    expect(ofType(again, 'decision')).toHaveLength(1);
  });

  it('an enemy Jump in sight', () => {
    const a = guarded();
    const events = a.ok(jump(a, 'blue', 8, 3), 7, 2, 2, 2);
    expect(typesOf(events)).toEqual(['turn-start', 'action', 'roll', 'jump', 'decision']);
    a.ok(answer(a, 'red', true), 2, 2, 2);
    expect(tagged(a, 'red', 'Guarding')).toBe(false);
  });

  it('a charge: the guard strikes first, then the charger', () => {
    const a = guarded({ at: [4, 0] });
    const events = a.ok(moveTo(a, 'blue', 1, 0));
    expect(ofType(events, 'move')[0]!.charge).toBe(a.id('red'));
    expect(typesOf(events).at(-1)).toBe('decision');
    // the guard's Handbow 4-2-2, Protection 2-2; then the charge: Improvised Weapon 4-2-2, Protection 2-2-2
    const rest = a.ok(answer(a, 'red', true), 4, 2, 2, 2, 2, 4, 2, 2, 2, 2, 2);
    expect(ofType(rest, 'attack-of-opportunity').map((e) => [e.character, e.reason])).toEqual([
      [a.id('red'), 'guard'],
      [a.id('blue'), 'charging'],
    ]);
    expect(a.lp('blue')).toBe(10);
    expect(a.lp('red')).toBe(11);
    expect(a.dice.remaining()).toBe(0);
  });

  it('a charger taken out by the guard makes no Attack of Opportunity', () => {
    const a = guarded({ at: [4, 0], lp: 1 });
    a.ok(moveTo(a, 'blue', 1, 0));
    const rest = a.ok(answer(a, 'red', true), 4, 2, 2, 2, 2);
    expect(ofType(rest, 'casualty')).toHaveLength(1);
    expect(ofType(rest, 'attack-of-opportunity').map((e) => e.reason)).toEqual(['guard']);
  });

  it('not for a move out of its line of sight', () => {
    const a = guarded({ at: [11, 0] }, ['...#........', '...#........', '...#........', '...#........']);
    const events = a.ok(moveTo(a, 'blue', 8, 0));
    expect(ofType(events, 'decision')).toHaveLength(0);
    expect(a.m.pending).toBeNull();
  });

  it('not for a friendly move', () => {
    const a = guarded({}, OPEN, { pal: { gang: 0, profile: CITIZEN, at: [0, 3] } });
    a.ok(endTurn(a, 'blue'));
    const events = a.ok(moveTo(a, 'pal', 3, 3));
    expect(ofType(events, 'decision')).toHaveLength(0);
  });

  it('not when no weapon of the guard reaches the mover', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [0, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [11, 3] },
      },
    });
    a.ok(guard(a, 'red'));
    const events = a.ok(moveTo(a, 'blue', 8, 3));
    expect(ofType(events, 'decision')).toHaveLength(0);
    expect(tagged(a, 'red', 'Guarding')).toBe(true);
  });

  it('is lost when the guard moves', () => {
    const a = guarded();
    a.ok(endTurn(a, 'blue'), 10, 1);
    const events = a.ok(moveTo(a, 'red', 1, 0));
    expect(ofType(events, 'counter')[0]).toMatchObject({ counter: 'guard', gained: false });
    expect(tagged(a, 'red', 'Guarding')).toBe(false);
  });

  it('is lost when the guard makes another action', () => {
    const a = guarded();
    a.ok(endTurn(a, 'blue'), 10, 1);
    a.ok(combat(a, 'red', 'blue'), 2, 2, 2);
    expect(tagged(a, 'red', 'Guarding')).toBe(false);
  });

  it('also at the end of a Run/Climb that ends in a fall', () => {
    // blue hangs 2″ up a 4″ wall at (9, 3) in the guard's sight, climbs on and fumbles: it falls, and its
    // Run/Climb is over
    const a = guarded({ at: [10, 3, 2], stats: { move: 6 } }, [
      '............',
      '............',
      '............',
      '.........4..',
    ]);
    const events = a.ok(moveTo(a, 'blue', 9, 3, 4), 1, 2, 2, 2, 2, 2, 2, 2);
    expect(ofType(events, 'fall')).toHaveLength(1);
    expect(a.m.pending).toMatchObject({ type: 'guard-attack', character: a.id('red'), target: a.id('blue') });
  });
});

describe('Hide and Guard end the turn, even with a Chained Jump ready', () => {
  for (const stance of ['hide', 'guard'] as const) {
    it(`${stance} after a jump onto an Obstacle`, () => {
      const a = arena({
        rows: ['..o.........', '............'],
        figures: {
          red: { gang: 0, profile: CITIZEN, at: [0, 0] },
          blue: { gang: 1, profile: CITIZEN, at: [11, 1] },
        },
      });
      a.ok(jump(a, 'red', 2, 0, 1), 7, 2, 2, 2);
      expect(a.m.turnState.chainedJumpReady).toBe(true);
      const events = a.ok({ type: stance, actor: a.id('red') });
      expect(ofType(events, 'turn-end')).toHaveLength(1);
      expect(a.m.active).toBe(-1);
      refused(a, jump(a, 'red', 4, 0), /turn/);
    });
  }
});
