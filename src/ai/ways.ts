/**
 * How far goals are by the ways of the board, for plans longer than one move (objective-worth.ts): the inches along
 * walks, climbs, ladders and swims (rules `waysFrom`: the search of a Run/Climb's reach, figures ignored) from a goal
 * — an Objective, a gang's corner, Street Fight's far edge — to wherever a character stands. A straight line would
 * walk through walls and canals: an Objective on a roof is near in a straight line and far by the stairs, the far
 * edge of Street Fight is reached over the bridge.
 *
 * Each goal's field of inches is searched once per board and kept (a board never changes while a match plays it: a
 * moved gondola makes a new board), at most {@link KEPT_PER_BOARD} per board (the oldest dropped first).
 */
import {
  type Board,
  type Match,
  type Node,
  nodeKey,
  nodeOf,
  type Point3,
  waysFrom,
  waysOutOfWater,
} from '../rules/index.ts';

/** Inches searched from a goal: the longest way on the largest board, and some. */
export const WAYS_BUDGET = 90;
/** Fields of inches kept per board. */
export const KEPT_PER_BOARD = 64;
/** Where a character's spot lies beyond the field (cut off, or a wall position): the straight line times this. */
export const OFF_FIELD_SHARE = 1.5;

const kept = new WeakMap<Board, Map<string, ReadonlyMap<string, number>>>();

/** The field of inches from the surface at or nearest under `at` (see the module comment). */
export function fieldFrom(board: Board, at: Point3): ReadonlyMap<string, number> {
  let fields = kept.get(board);
  if (!fields) {
    fields = new Map();
    kept.set(board, fields);
  }
  const key = `${Math.round(at[0] * 2)},${Math.round(at[1] * 2)},${Math.round(at[2] * 2)}`;
  let field = fields.get(key);
  if (!field) {
    field = waysFrom(board, at, WAYS_BUDGET);
    if (fields.size >= KEPT_PER_BOARD) fields.delete(fields.keys().next().value!);
    fields.set(key, field);
  }
  return field;
}

/**
 * Inches along the ways from `eid`'s spot to `at`, centre to centre (`straight`: the straight line, used times
 * {@link OFF_FIELD_SHARE} where the spot is off the field).
 */
export function wayTo(m: Match, eid: number, at: Point3, straight: number): number {
  const inches = fieldFrom(m.board, at).get(nodeKey(nodeOf(m, eid)));
  return inches ?? straight * OFF_FIELD_SHARE;
}

/** The field of inches from the nearest of `points` (each point's field, the least of them). */
export function fieldFromAny(board: Board, points: readonly Point3[]): ReadonlyMap<string, number> {
  let fields = kept.get(board);
  if (!fields) {
    fields = new Map();
    kept.set(board, fields);
  }
  const key = `any:${points.map((p) => p.map((v) => Math.round(v * 2)).join(',')).join(';')}`;
  let field = fields.get(key);
  if (!field) {
    const least = new Map<string, number>();
    for (const p of points)
      for (const [k, v] of fieldFrom(board, p))
        if (v < (least.get(k) ?? Number.POSITIVE_INFINITY)) least.set(k, v);
    field = least;
    if (fields.size >= KEPT_PER_BOARD) fields.delete(fields.keys().next().value!);
    fields.set(key, field);
  }
  return field;
}

/** Inches searched for a way out of the water: about two turns of swimming. */
export const EXIT_BUDGET = 16;

const exits = new WeakMap<Board, Map<string, number>>();

/**
 * Inches a character swimming at water node `n` goes along the ways to the nearest spot out of the water (rules
 * `waysOutOfWater`), Infinity beyond {@link EXIT_BUDGET}; 0 out of the water. Kept per board and node.
 */
export function exitInches(board: Board, n: Node): number {
  let known = exits.get(board);
  if (!known) {
    known = new Map();
    exits.set(board, known);
  }
  const key = nodeKey(n);
  let inches = known.get(key);
  if (inches === undefined) {
    inches = waysOutOfWater(board, n, EXIT_BUDGET);
    known.set(key, inches);
  }
  return inches;
}
