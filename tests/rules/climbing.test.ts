/**
 * Climbing Vertical Terrain partway (rulebook "Run/Climb"): stopping on the wall, climbing on with the next action,
 * falling when the turn ends there, Fumbles from the current height, passing other figures while climbing.
 */
import { describe, expect, it } from 'vitest';
import { resultChances } from '../../src/rules/core/probability.ts';
import { actionsOf } from '../../src/rules/match/legal.ts';
import { fallOdds } from '../../src/rules/movement/falling.ts';
import { isOnWall, planRunClimb } from '../../src/rules/movement/run-climb.ts';
import { reachOf } from '../../src/rules/movement/run-climb-reach.ts';
import { reachPreview, turnEndFallPreview } from '../../src/rules/read/preview.ts';
import {
  arena,
  CITIZEN,
  endTurn,
  type FigureSpec,
  moveTo,
  ofType,
  refused,
  typesOf,
} from './helpers/arena.ts';

// a 5″ house at (2, 1); the climber stands at its foot at (1, 1) with MOVE 3 (DEXTERITY 4, 11 LP)
const ROWS = ['......', '..5...', '......'];
const climber = (over: Partial<FigureSpec> = {}, more: Record<string, FigureSpec> = {}) =>
  arena({
    rows: ROWS,
    figures: {
      red: { gang: 0, profile: CITIZEN, at: [1, 1], stats: { move: 3 }, ...over },
      blue: { gang: 1, profile: CITIZEN, at: [5, 2] },
      ...more,
    },
  });
const has = (
  nodes: readonly { node: { i: number; j: number; z: number } }[],
  i: number,
  j: number,
  z: number,
) => nodes.some((n) => n.node.i === i && n.node.j === j && n.node.z === z);

describe('climbing partway up Vertical Terrain', () => {
  it('lists the wall positions within MOVE as destinations, with the roll in their chance', () => {
    const a = climber();
    const reach = reachOf(a.m, a.eid('red'));
    expect(has(reach.nodes, 1, 1, 1) && has(reach.nodes, 1, 1, 3)).toBe(true);
    // the roof costs 1 + 5″: beyond MOVE 3 even with a Critical
    expect(has(reach.nodes, 2, 1, 5)).toBe(false);
    const cell = reachPreview(a.m, a.eid('red')).find((c) => c.node.i === 1 && c.node.z === 3)!;
    const c = resultChances(4, 7, 0);
    expect(cell).toMatchObject({ cost: 3, rolls: 1, needsCritical: false });
    expect(cell.chance).toBeCloseTo(c.success + c.critical, 12);
    expect(actionsOf(a.m, a.eid('red'))).toContainEqual(moveTo(a, 'red', 1, 1, 3));
  });

  it('Success: stops on the wall, not on solid ground', () => {
    const a = climber();
    const events = a.ok(moveTo(a, 'red', 1, 1, 3), 7, 2, 2, 2);
    expect(ofType(events, 'roll')[0]).toMatchObject({ purpose: 'climb', result: 'success' });
    expect(ofType(events, 'move')[0]).toMatchObject({ inches: 3 });
    expect(a.at('red')).toEqual([1.5, 1.5, 3]);
    expect(isOnWall(a.m, a.eid('red'))).toBe(true);
    expect(ofType(events, 'fall')).toHaveLength(0);
    expect(a.ap('red')).toBe(1);
    // were its turn to end there, it would fall the 3″ to the street below
    const fall = turnEndFallPreview(a.m, a.eid('red'));
    expect(fall).toMatchObject({ inches: 3, landing: { i: 1, j: 1, z: 0 } });
    expect(fall!.odds).toEqual(fallOdds(3, a.m.board.landingSpot(fall!.landing), 4, 11));
  });

  it('climbs on with the next action: a new climb, with its own roll', () => {
    const a = climber();
    a.ok(moveTo(a, 'red', 1, 1, 3), 7, 2, 2, 2);
    const reach = reachOf(a.m, a.eid('red'));
    expect(reach.nodes.find((n) => n.node.i === 2 && n.node.z === 5)).toMatchObject({ cost: 3, rolls: 1 });
    const events = a.ok(moveTo(a, 'red', 2, 1, 5), 7, 2, 2, 2);
    expect(ofType(events, 'roll').map((r) => r.purpose)).toEqual(['climb']);
    expect(a.at('red')).toEqual([2.5, 1.5, 5]);
    expect(isOnWall(a.m, a.eid('red'))).toBe(false);
  });

  it('may climb back down from the wall (also a climb)', () => {
    const a = climber({ at: [1, 1, 2] });
    const events = a.ok(moveTo(a, 'red', 0, 1, 0), 7, 2, 2, 2);
    expect(ofType(events, 'roll').map((r) => r.purpose)).toEqual(['climb']);
    expect(a.at('red')).toEqual([0.5, 1.5, 0]);
  });

  it('Fail on the wall: stays there and loses the rest of the MOVE', () => {
    const a = climber({ at: [1, 1, 2] });
    const events = a.ok(moveTo(a, 'red', 2, 1, 5), 2, 2, 2, 2);
    expect(ofType(events, 'roll')[0]!.result).toBe('fail');
    expect(a.at('red')).toEqual([1.5, 1.5, 2]);
    expect(ofType(events, 'fall')).toHaveLength(0);
  });

  it('Critical: 2″ more MOVE for this action', () => {
    // from 2″ up, the roof is 3 + 1 = 4″ away: beyond MOVE 3, made with a Critical
    const a = climber({ at: [1, 1, 1] });
    const far = reachPreview(a.m, a.eid('red')).find((c) => c.node.i === 2 && c.node.z === 5)!;
    expect(far.needsCritical).toBe(true);
    a.ok(moveTo(a, 'red', 2, 1, 5), 10, 7, 2, 2);
    expect(a.at('red')).toEqual([2.5, 1.5, 5]);
  });

  it('lights beyond MOVE only what a Critical can reach: a climb begun after MOVE runs out is not', () => {
    // MOVE 4: 2″ along the street and up the wall, the roll comes within MOVE and a Critical reaches the roof;
    // 4.12″ away across the street, the climb of the other house would begin after MOVE ran out
    const a = arena({
      rows: ['...3..', '.....3', '......'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [0, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [0, 2] },
      },
    });
    const red = a.eid('red');
    const lit = reachPreview(a.m, red);
    const beyond = lit.filter((c) => c.needsCritical);
    expect(beyond.map((c) => [c.node.i, c.node.j, c.node.z])).toEqual([[3, 0, 3]]);
    expect(reachOf(a.m, red, 2).nodes.some((c) => c.node.i === 4 && c.node.j === 1 && c.node.z === 1)).toBe(
      true,
    );
    expect(lit.some((c) => c.node.i === 4 && c.node.j === 1 && c.node.z > 0)).toBe(false);
    // every tile lit beyond MOVE is a destination the engine takes
    for (const c of beyond)
      expect(planRunClimb(a.m, red, [c.node.i + 0.5, c.node.j + 0.5, c.node.z])).toHaveProperty('path');
  });

  it('Fumble on the wall: falls from the height where the climb started', () => {
    const a = climber({ at: [1, 1, 3] });
    // 3″ fall, DEXTERITY 2-2-2-2 fails: 3 LP
    const events = a.ok(moveTo(a, 'red', 2, 1, 5), 1, 2, 2, 2, 2, 2, 2, 2);
    expect(ofType(events, 'fall')[0]).toMatchObject({ from: 3, to: 0, inches: 3 });
    expect(a.lp('red')).toBe(8);
    expect(a.at('red')).toEqual([1.5, 1.5, 0]);
  });

  it('needs no roll on Ropes & Ladders, from the foot or from partway', () => {
    const a = arena({
      rows: ROWS,
      extras: { ladders: [[1, 1]] },
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 1], stats: { move: 3 } },
        blue: { gang: 1, profile: CITIZEN, at: [5, 2] },
      },
    });
    expect(ofType(a.ok(moveTo(a, 'red', 1, 1, 3)), 'roll')).toHaveLength(0);
    expect(ofType(a.ok(moveTo(a, 'red', 2, 1, 5)), 'roll')).toHaveLength(0);
    expect(a.at('red')).toEqual([2.5, 1.5, 5]);
  });
});

describe('ending the turn on the wall', () => {
  it('falls from where it hangs when the turn is ended', () => {
    const a = climber();
    a.ok(moveTo(a, 'red', 1, 1, 3), 7, 2, 2, 2);
    // 3″ fall, DEXTERITY 7-2-2-2: one Ace, 2 LP
    const events = a.ok(endTurn(a, 'red'), 7, 2, 2, 2);
    expect(typesOf(events)).toEqual(['fall', 'roll', 'life-points', 'turn-end']);
    expect(ofType(events, 'fall')[0]).toMatchObject({ from: 3, to: 0, inches: 3 });
    expect(a.lp('red')).toBe(9);
    expect(a.at('red')).toEqual([1.5, 1.5, 0]);
    expect(a.m.active).toBe(-1);
  });

  it('falls when its last Action Point is spent on the wall', () => {
    const a = climber({ apMax: 1 });
    const events = a.ok(moveTo(a, 'red', 1, 1, 2), 7, 2, 2, 2, 2, 2, 2, 2);
    expect(typesOf(events).slice(-4)).toEqual(['fall', 'roll', 'life-points', 'turn-end']);
    expect(a.at('red')).toEqual([1.5, 1.5, 0]);
    expect(a.lp('red')).toBe(9);
  });

  it('may climb more than once in a turn without falling in between', () => {
    const a = climber({ apMax: 3 });
    a.ok(moveTo(a, 'red', 1, 1, 2), 7, 2, 2, 2);
    const events = a.ok(moveTo(a, 'red', 1, 1, 4), 7, 2, 2, 2);
    expect(ofType(events, 'fall')).toHaveLength(0);
    expect(a.at('red')).toEqual([1.5, 1.5, 4]);
  });
});

describe('other figures while climbing', () => {
  it('passes a figure hanging on the wall, but never ends the move inside it', () => {
    // a friend hangs 2″ up the wall; the climber (MOVE 7) goes up past it onto the roof
    const a = climber({ stats: { move: 7 } }, { green: { gang: 0, profile: CITIZEN, at: [1, 1, 2] } });
    const reach = reachOf(a.m, a.eid('red'));
    expect(has(reach.nodes, 2, 1, 5)).toBe(true);
    for (const z of [1, 2, 3]) expect(has(reach.nodes, 1, 1, z)).toBe(false);
    expect(has(reach.nodes, 1, 1, 4)).toBe(true);
    refused(a, moveTo(a, 'red', 1, 1, 3), /out of reach/);
    const events = a.ok(moveTo(a, 'red', 2, 1, 5), 7, 2, 2, 2);
    expect(ofType(events, 'roll')).toHaveLength(1);
    expect(a.at('red')).toEqual([2.5, 1.5, 5]);
  });

  it('goes back to the last free place when the MOVE runs out beside another figure', () => {
    // a 4″ house: the roof is 1 + 4″ away, beyond MOVE 3 without a Critical; the friend hangs 2″ up (filling
    // 1″ to 3″). A Success climbs 3″ and stops inside the friend: the climber ends back at the foot.
    const a = arena({
      rows: ['......', '..4...', '......'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 1], stats: { move: 3 } },
        green: { gang: 0, profile: CITIZEN, at: [1, 1, 2] },
        blue: { gang: 1, profile: CITIZEN, at: [5, 2] },
      },
    });
    const events = a.ok(moveTo(a, 'red', 2, 1, 4), 7, 2, 2, 2);
    expect(ofType(events, 'roll')[0]!.result).toBe('success');
    expect(a.at('red')).toEqual([1.5, 1.5, 0]);
  });
});

describe('what a character on a wall may do', () => {
  it('only Run/Climb, Fly and Combat (no Jump, Hide or Guard)', () => {
    const a = climber({ at: [1, 1, 2] });
    const types = new Set(actionsOf(a.m, a.eid('red')).map((c) => c.type));
    expect(types.has('jump') || types.has('hide') || types.has('guard')).toBe(false);
    expect(types.has('run-climb') && types.has('end-turn')).toBe(true);
    refused(a, { type: 'jump', actor: a.id('red'), to: [0.5, 1.5, 0] }, /hanging on a wall/);
    refused(a, { type: 'hide', actor: a.id('red') }, /hanging on a wall/);
  });
});
