/**
 * Exact odds of a Row (rulebook "Gondolas", "Row"; tables.md "Row"): before a rider commits, where the gondola
 * may end up when rowed toward a point, and how likely the Fumble that throws every rider into the water is.
 */

import { statOf } from '../character/stats.ts';
import { rollOutcomes } from '../core/probability.ts';
import type { Point3 } from '../core/types.ts';
import type { Node } from '../space/api.ts';
import { gondolas, moveGondola } from '../space/gondolas.ts';
import type { GondolaOrientation } from '../space/terrain.ts';
import { asIfAt } from '../state/hypothetical.ts';
import { idOf, type Match, nodeOf } from '../state/match-state.ts';
import { gondolaEntity, placeGondola } from '../state/terrain-state.ts';
import { ridden, ridersOf, rowInches, rowProblem, scullerRerolls } from './row.ts';

/** One place the gondola may end: its middle cell, how far it moved (inches) and the chance of it. */
export interface RowEnd {
  readonly i: number;
  readonly j: number;
  readonly orientation: GondolaOrientation;
  readonly inches: number;
  readonly chance: number;
  /** Where each rider goes (the nodes it stands on before and after the move). */
  readonly riders: readonly { readonly from: Node; readonly to: Node }[];
}

/** What the row preview shows for a named point. */
export interface RowPreview {
  /** Why the character cannot Row now, or null. */
  readonly problem: string | null;
  /** The gondola's id (empty with a problem). */
  readonly gondola: string;
  /** Riders that go into the water on a Fumble (ids). */
  readonly riders: readonly string[];
  /** Chance of the Fumble: the gondola stays and every rider goes into the water. */
  readonly fumbleChance: number;
  /** Chance the gondola does not move at all (a Fumble, or no move brings it nearer the point). */
  readonly stayChance: number;
  /** Expected inches the middle of the gondola comes nearer the point. */
  readonly expectedGain: number;
  /** The places it may end, most likely first (a Fumble and a stay are not listed). */
  readonly ends: readonly RowEnd[];
}

/**
 * Exact odds of a Row by `eid` toward `to` (inches; only x and y count), without Will Points. Uses the same
 * move as the engine (`moveGondola`) for each result and number of Aces of the DEXTERITY roll.
 */
export function rowPreview(m: Match, eid: number, to: Point3): RowPreview {
  const problem = rowProblem(m, eid);
  const id = ridden(m, eid);
  if (problem || id === null) {
    const none = { gondola: '', riders: [], fumbleChance: 0, stayChance: 1, expectedGain: 0, ends: [] };
    return { problem: problem ?? 'not on a gondola', ...none };
  }
  const riders = ridersOf(m, id).map((r) => idOf(m, r));
  const here = gondolas(m.board).find((g) => g.id === id);
  const away = (i: number, j: number) => Math.hypot(i + 0.5 - to[0], j + 0.5 - to[1]);
  const start = here ? away(here.i, here.j) : 0;
  let fumble = 0;
  let stay = 0;
  let gain = 0;
  const ends = new Map<string, RowEnd>();
  const dex = statOf(m, eid, 'dex');
  // Sculler: its failed dice are re-rolled.
  for (const o of rollOutcomes(dex, 7, scullerRerolls(m, eid, dex).rerolls ?? 0)) {
    if (o.result === 'fumble') {
      fumble += o.p;
      stay += o.p;
      continue;
    }
    const move = moveGondola(m.board, id, { x: to[0], y: to[1] }, rowInches(o.result, o.aces));
    if (!move) {
      stay += o.p;
      continue;
    }
    gain += o.p * (start - away(move.i, move.j));
    const key = `${move.i},${move.j},${move.orientation}`;
    const before = ends.get(key);
    ends.set(key, {
      i: move.i,
      j: move.j,
      orientation: move.orientation,
      inches: move.distance,
      chance: (before?.chance ?? 0) + o.p,
      riders: move.riders,
    });
  }
  return {
    problem: null,
    gondola: id,
    riders,
    fumbleChance: fumble,
    stayChance: stay,
    expectedGain: gain,
    ends: [...ends.values()].sort((a, b) => b.chance - a.chance),
  };
}

/**
 * Run `fn` as if the gondola `eid` rides were at `end` (one of {@link rowPreview}'s ends) with its riders moved
 * along, then put back the board, the gondola and the riders as they were: what a planner reads of a Row's end
 * (rulebook "Row"). Outside a gondola, `fn` runs as things are.
 */
export function asIfRowed<T>(m: Match, eid: number, end: RowEnd, fn: () => T): T {
  const id = ridden(m, eid);
  const g = id === null ? undefined : gondolaEntity(m.world, id);
  if (id === null || g === undefined) return fn();
  const { Position, Gondola } = m.world.components;
  const board = m.board;
  const was = {
    x: Position.x[g]!,
    y: Position.y[g]!,
    z: Position.z[g]!,
    orientation: Gondola.orientation[g]!,
  };
  // Where each rider goes: read before the gondola moves (the riders stand on its deck).
  const riders = ridersOf(m, id).map((r) => {
    const at = nodeOf(m, r);
    return { r, to: end.riders.find((x) => x.from.i === at.i && x.from.j === at.j)?.to ?? at };
  });
  placeGondola(m, id, { i: end.i, j: end.j, orientation: end.orientation });
  const aboard = (k: number): T => {
    const rider = riders[k];
    return rider ? asIfAt(m, rider.r, rider.to, () => aboard(k + 1)) : fn();
  };
  try {
    return aboard(0);
  } finally {
    m.board = board;
    Position.x[g] = was.x;
    Position.y[g] = was.y;
    Position.z[g] = was.z;
    Gondola.orientation[g] = was.orientation;
  }
}
