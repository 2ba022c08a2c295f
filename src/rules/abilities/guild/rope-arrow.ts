/**
 * Rope Arrow (the Poacher, The Guild; a unique action, 2 AP): a point on Vertical Terrain within 12″ (from the edge
 * of its base to the point, in 3D), at least 1″ lower than the Poacher's base, with a clear straight line for the
 * rope (no solid terrain on it beyond the Poacher's own base); it slides there. A point on Vertical Terrain is a
 * wall position (space/walls.ts: it then hangs on the wall like a climber stopped partway, run-climb.ts `isOnWall`,
 * and falls if its turn ends there), or the surface at the foot or on the top edge of a wall. No roll (none is
 * printed); leaving base contact is disengaging, as for a Fly; landing in base contact is not a charge (it is not a
 * Run/Climb).
 */
import { hopTo } from '../../character/counters.ts';
import type { UniqueActionDef } from '../../character/unique-action-def.ts';
import type { Point3 } from '../../core/types.ts';
import { disengage, enemiesTouching } from '../../movement/charging.ts';
import { occupied } from '../../movement/occupied.ts';
import { nodeAtPoint } from '../../movement/run-climb.ts';
import type { Board, Node } from '../../space/api.ts';
import { isWallPosition } from '../../space/board.ts';
import { figureOf, isOnBoard, type Match, nodeOf } from '../../state/match-state.ts';
import { LISTED_SPOTS, spreadPick } from './spots.ts';

/** Rope Arrow: how far the point may be (inches), and how much lower than the Poacher's base at least. */
export const ROPE_ARROW_INCHES = 12;
export const ROPE_ARROW_DROP = 1;

// ---------------------------------------------------------------------------------------------------------------
// Points on Vertical Terrain (Rope Arrow)

const ORTHOGONAL: readonly (readonly [number, number])[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];

/**
 * Whether node `n` is a point on Vertical Terrain: a wall position, the surface at the foot of a wall (a wall
 * position just above it in its column) or on a wall's top edge (a wall position just below it beside it).
 */
export function onVerticalTerrain(board: Board, n: Node): boolean {
  if (isWallPosition(board, n)) return true;
  if (!board.surfacesAt(n.i, n.j).some((s) => s.z === n.z)) return false;
  if (isWallPosition(board, { i: n.i, j: n.j, z: n.z + 1 })) return true;
  return ORTHOGONAL.some(([di, dj]) => isWallPosition(board, { i: n.i + di, j: n.j + dj, z: n.z - 1 }));
}

/** The checks of Rope Arrow but the line of sight (cheap), for `eid` toward node `n`. */
function ropeReachProblem(m: Match, eid: number, n: Node): string | null {
  if (!onVerticalTerrain(m.board, n)) return 'the point is not on Vertical Terrain';
  const f = figureOf(m, eid);
  if (n.z > f.z - ROPE_ARROW_DROP + 1e-9) return `the point must be at least ${ROPE_ARROW_DROP}″ lower`;
  const far = Math.hypot(n.i + 0.5 - f.x, n.j + 0.5 - f.y, n.z - f.z) - f.radius;
  if (far > ROPE_ARROW_INCHES + 1e-9) return `the point is farther than ${ROPE_ARROW_INCHES}″`;
  if (occupied(m, eid, n)) return 'another figure is there';
  return null;
}

/**
 * Whether the rope runs clear from `eid` to node `n`: the straight line from just above the middle of its base to
 * just above the point crosses no solid terrain, once it is beyond the character's own base and a step (the
 * Poacher shoots from the edge it stands at, so its own roof's edge never blocks the rope).
 */
function ropeSightProblem(m: Match, eid: number, n: Node): string | null {
  const f = figureOf(m, eid);
  const from = [f.x, f.y, f.z + 0.5] as const;
  const at = [n.i + 0.5, n.j + 0.5, n.z + 0.5] as const;
  const length = Math.hypot(at[0] - from[0], at[1] - from[1], at[2] - from[2]);
  const steps = Math.ceil(length / 0.2);
  for (let k = 1; k < steps; k++) {
    const t = k / steps;
    const x = from[0] + (at[0] - from[0]) * t;
    const y = from[1] + (at[1] - from[1]) * t;
    const z = from[2] + (at[2] - from[2]) * t;
    if (Math.hypot(x - from[0], y - from[1]) <= f.radius + 0.5) continue;
    if (m.board.isSolid(x, y, z)) return 'the rope has no clear line to the point';
  }
  return null;
}

function ropeProblem(m: Match, eid: number, to: Point3 | undefined): string | null {
  if (!to) return 'Rope Arrow names the point to slide to';
  const n = nodeAtPoint(m, to);
  if (!n) return 'no point on Vertical Terrain there';
  return ropeReachProblem(m, eid, n) ?? ropeSightProblem(m, eid, n);
}

/** The surfaces (foot or top of a wall) Rope Arrow may reach now, a handful spread out; never a hanging spot. */
function ropeOptions(m: Match, eid: number): { to: Point3 }[] {
  const f = figureOf(m, eid);
  const r = Math.ceil(ROPE_ARROW_INCHES + f.radius);
  const ci = Math.floor(f.x);
  const cj = Math.floor(f.y);
  const cheap: Node[] = [];
  for (let j = cj - r; j <= cj + r; j++)
    for (let i = ci - r; i <= ci + r; i++)
      for (const n of m.board.surfacesAt(i, j)) if (!ropeReachProblem(m, eid, n)) cheap.push(n);
  // Line of sight for the few picked only, in order, until the list is full.
  const out: Node[] = [];
  let pool = cheap;
  while (out.length < LISTED_SPOTS && pool.length > 0) {
    const picks = spreadPick(m, eid, pool, 3, LISTED_SPOTS - out.length);
    for (const p of picks) if (!ropeSightProblem(m, eid, p)) out.push(p);
    const tried = new Set(picks);
    pool = pool.filter((n) => !tried.has(n) && !out.some((o) => Math.hypot(o.i - n.i, o.j - n.j) < 3));
  }
  return out.map((n) => ({ to: [n.i + 0.5, n.j + 0.5, n.z] as Point3 }));
}

/** Rope Arrow as a unique action (see the module comment). */
export const ROPE_ARROW: UniqueActionDef = {
  name: 'Rope Arrow',
  aim: 'spot',
  ap: 2,
  wp: 0,
  oncePerTurn: false,
  problem: (m, eid, { to }) => ropeProblem(m, eid, to),
  options: ropeOptions,
  *resolve(m, eid, { to }) {
    if (!to) return;
    const start = nodeOf(m, eid);
    const touching = enemiesTouching(m, eid, start);
    const leaving = touching.filter((e) => !enemiesTouching(m, eid, to).includes(e));
    if (!(yield* disengage(m, eid, leaving)).go) return;
    if (!isOnBoard(m, eid)) return;
    hopTo(m, eid, start, to, Math.hypot(to.i - start.i, to.j - start.j, to.z - start.z));
  },
};
