/**
 * Fly (1 AP, instead of a Run/Climb; rulebook "Flight").
 *
 * A character with Flight (the trait flies; character/traits.ts) moves straight to any point within its MOVE,
 * measured in 3D from its base (across, up, down or slantwise), with no DEXTERITY roll; the point need not be on
 * solid ground. Our readings:
 * - A point is a column's centre at a whole-inch height: `to` names column (⌊x⌋, ⌊y⌋) at height round(z), like
 *   every other destination of the engine. It may be a surface (a street, a roof, the water) or **mid-air**: open
 *   air (not inside terrain, not under water) above some surface of its column.
 * - The distance is from the centre of the base to the point (3D), at most MOVE (the Stunned −1 applies).
 * - The way must be clear: the figure flies in a straight line, so the point must be in its line of sight (the
 *   engine's true line of sight from the figure to a small mark at the point). Flying never goes through walls.
 * - No other figure may be where it ends (nor a full gondola); leaving base contact is disengaging and flying
 *   into it is a charge (from above when it started 3″ or more higher), as on a Run/Climb; guards may react.
 * - **Mid-air** (not on a surface, and not on a wall position, where a figure clings to Vertical Terrain as a
 *   climber does: climbing.ts) it may make no action but another Fly, and end its turn; if its turn ends there
 *   it falls from that spot (rounds.ts `turnEndFall`), and as always with Flight the fall costs 2 Life Points
 *   less (falling.ts).
 */
import { moveTo } from '../character/counters.ts';
import { statOf } from '../character/stats.ts';
import { traitOf } from '../character/traits.ts';
import type { Command, PendingDecision, Point3 } from '../core/types.ts';
import { type Node, nodeKey } from '../space/api.ts';
import { isWallPosition } from '../space/board.ts';
import { sight } from '../space/sight.ts';
import { emit, figureOf, idOf, isOnBoard, type Match, nodeOf } from '../state/match-state.ts';
import { oddityClosed } from '../state/oddity-state.ts';
import { chargeAttack, chargeMade, chargeTarget, disengage, enemiesTouching } from './charging.ts';
import { gondolaRoomFor } from './gondola-riders.ts';
import { guardReactions } from './guard.ts';
import { occupied } from './occupied.ts';

/** Directions (evenly spread around the compass) in which the legal commands offer points in mid-air. */
export const FLY_SAMPLE_DIRECTIONS = 16;
/** Heights above the character's base (inches) at which the legal commands offer points in mid-air. */
export const FLY_SAMPLE_RISES: readonly number[] = [0, 2];

/** Whether node `n` is a surface a figure stands on (a street, a roof, a deck, the water). */
function isSurface(m: Match, n: Node): boolean {
  return m.board.surfacesAt(n.i, n.j).some((s) => s.z === n.z);
}

/**
 * Whether character `eid` is mid-air (rulebook "Flight"): its base is on no surface and it does not cling to a
 * wall (a wall position, see space/walls.ts). Only a flyer gets there, by a Fly to a point in mid-air.
 */
export function isMidAir(m: Match, eid: number): boolean {
  const z = m.world.components.Position.z[eid] ?? 0;
  const n = nodeOf(m, eid);
  if (m.board.surfacesAt(n.i, n.j).some((s) => Math.abs(s.z - z) < 1e-6)) return false;
  return !isWallPosition(m.board, n);
}

const ALLOWED_MID_AIR: ReadonlySet<Command['type']> = new Set<Command['type']>([
  'fly',
  'end-turn',
  'activate',
  'decide',
]);

/**
 * Why character `eid` cannot give a command of type `type` while it is mid-air (only Fly and the end of its
 * turn are left to it: rulebook "Flight"), or null when it may (or is not mid-air).
 */
export function midAirActionProblem(m: Match, eid: number, type: Command['type']): string | null {
  if (ALLOWED_MID_AIR.has(type) || !isMidAir(m, eid)) return null;
  return `a character in mid-air can only Fly on (or end its turn), not ${type}`;
}

/** The node a Fly command's point names: column (⌊x⌋, ⌊y⌋) at the whole-inch height nearest z. */
export function flyNode(to: Point3): Node {
  return { i: Math.floor(to[0]), j: Math.floor(to[1]), z: Math.round(to[2]) };
}

/**
 * Why character `eid` cannot Fly to `to` (inches) now, or null. Checks Flight, the board's edge, terrain and
 * water at the point, the distance (3D, at most MOVE), a clear straight line and room at the point. Action Points
 * are the caller's business.
 */
export function flyProblem(m: Match, eid: number, to: Point3): string | null {
  if (!traitOf(m, eid, 'flies').has) return 'only a character with Flight can Fly';
  const n = flyNode(to);
  if (n.i < 0 || n.j < 0 || n.i >= m.board.width || n.j >= m.board.depth) return 'the point is off the board';
  const here = nodeOf(m, eid);
  const z = m.world.components.Position.z[eid] ?? here.z;
  if (nodeKey(n) === nodeKey(here) && Math.abs(z - n.z) < 1e-6) return 'the character is already there';
  const x = n.i + 0.5;
  const y = n.j + 0.5;
  if (m.board.isSolid(x, y, n.z + 0.5)) return 'the point is inside terrain';
  const surface = isSurface(m, n);
  // Open air only: the cell at the point must not be water (the water's surface itself is a surface).
  if (!surface && (m.board.surfaceKind({ ...n, z: n.z + 1 }) === 'water' || !m.board.nodeAt(x, y, n.z)))
    return 'the point is under water or under the board';
  const from = figureOf(m, eid);
  const move = statOf(m, eid, 'move');
  if (Math.hypot(x - from.x, y - from.y, n.z - from.z) > move + 1e-9)
    return `the point is farther than the character's MOVE (${move}″)`;
  const mark = { x, y, z: n.z, radius: 0.3, height: 1 };
  if (!sight(m.board, from, mark).lineOfSight) return 'the way there is not clear';
  if (occupied(m, eid, n)) return gondolaRoomFor(m, eid, n) ?? 'another figure is there';
  if (oddityClosed(m, eid, n)) return 'an enemy Otherworldly Oddity makes that terrain Impassable';
  return null;
}

/**
 * Points character `eid` may Fly to now, for the legal commands: every surface within MOVE that
 * {@link flyProblem} accepts, then a sample of points in mid-air — in {@link FLY_SAMPLE_DIRECTIONS} directions at
 * the farthest column within MOVE, at each of {@link FLY_SAMPLE_RISES} above its base, and straight up as high
 * as MOVE allows. Not every point of the air: a command may name any other point.
 */
export function flyTargets(m: Match, eid: number): Point3[] {
  if (!traitOf(m, eid, 'flies').has) return [];
  const from = figureOf(m, eid);
  const move = statOf(m, eid, 'move');
  const out: Point3[] = [];
  const seen = new Set<string>();
  const offer = (n: Node) => {
    const key = nodeKey(n);
    if (seen.has(key)) return;
    seen.add(key);
    const to: Point3 = [n.i + 0.5, n.j + 0.5, n.z];
    if (!flyProblem(m, eid, to)) out.push(to);
  };
  const r = Math.ceil(move);
  const ci = Math.floor(from.x);
  const cj = Math.floor(from.y);
  for (let j = cj - r; j <= cj + r; j++) {
    for (let i = ci - r; i <= ci + r; i++) {
      for (const n of m.board.surfacesAt(i, j)) {
        if (Math.hypot(i + 0.5 - from.x, j + 0.5 - from.y, n.z - from.z) <= move + 1e-9) offer(n);
      }
    }
  }
  const base = Math.round(from.z);
  for (const rise of FLY_SAMPLE_RISES) {
    const across = Math.sqrt(Math.max(0, move * move - rise * rise));
    for (let k = 0; k < FLY_SAMPLE_DIRECTIONS; k++) {
      const a = (2 * Math.PI * k) / FLY_SAMPLE_DIRECTIONS;
      // The farthest column centre along the direction that stays within MOVE.
      for (let d = Math.floor(across); d >= 1; d--) {
        const n = {
          i: Math.floor(from.x + d * Math.cos(a)),
          j: Math.floor(from.y + d * Math.sin(a)),
          z: base + rise,
        };
        const far = Math.hypot(n.i + 0.5 - from.x, n.j + 0.5 - from.y, n.z - from.z);
        if (far > move + 1e-9 || isSurface(m, n)) continue;
        offer(n);
        break;
      }
    }
  }
  const up = { i: ci, j: cj, z: base + Math.floor(move) };
  if (!isSurface(m, up)) offer(up);
  return out;
}

/**
 * Resolve a Fly of `eid` to node `n` (checked by {@link flyProblem}): disengaging when it leaves base contact,
 * the move (a `move` event with the straight path), a charge when it comes into base contact with a new enemy,
 * and the guards' reactions.
 */
export function* resolveFly(m: Match, eid: number, n: Node): Generator<PendingDecision, void, Command> {
  const start = nodeOf(m, eid);
  const startZ = m.world.components.Position.z[eid] ?? start.z;
  const from: Point3 = [
    m.world.components.Position.x[eid] ?? start.i + 0.5,
    m.world.components.Position.y[eid] ?? start.j + 0.5,
    startZ,
  ];
  const touching = enemiesTouching(m, eid, start);
  const leaving = touching.filter((e) => !enemiesTouching(m, eid, n).includes(e));
  if (!(yield* disengage(m, eid, leaving)).go) return;
  moveTo(m, eid, n);
  const charged = enemiesTouching(m, eid, n).filter((e) => !touching.includes(e));
  const foe = yield* chargeTarget(m, eid, charged, startZ);
  const to: Point3 = [n.i + 0.5, n.j + 0.5, n.z];
  emit(m, {
    type: 'move',
    character: idOf(m, eid),
    path: [from, to],
    inches: Math.round(Math.hypot(to[0] - from[0], to[1] - from[1], to[2] - from[2]) * 100) / 100,
    charge: foe === undefined ? null : idOf(m, foe),
  });
  yield* guardReactions(m, eid);
  if (foe === undefined) return;
  const struck = yield* chargeMade(m, eid, charged, foe);
  if (isOnBoard(m, eid) && isOnBoard(m, struck)) yield* chargeAttack(m, eid, struck, startZ);
}
