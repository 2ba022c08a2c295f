/**
 * Unique actions printed on single profiles of The Guild (one command for all: `unique-action`, naming the action,
 * and a `target` or a spot `to`: match/actions/unique.ts). Each entry of {@link GUILD_UNIQUE_ACTIONS} says what the
 * action costs, whom or where it may name (`problem`, the engine's one test; `options`, a bounded list of what it
 * may name now for the legal commands) and what it does (`resolve`); the plug-in registers them in the rule book.
 *
 * - **Blood Rights** (Baba-Yaga, the Witch; 1 AP): one character within 3″ (measured as always between bases;
 *   friend or foe; no line of sight needed, none is printed) loses 1 Life Point, and the user regains 1 Will Point,
 *   never above its starting Will Points (our reading, as every regain of the engine).
 * - **Transfusion** (Blood Courier; 1 Will Point, no AP, once a turn): a hurt friend in base contact heals 1 Life
 *   Point (never above its start), or an enemy in base contact loses 1 Life Point; if that takes the enemy out the
 *   Courier regains 2 Will Points. Our reading: it is an action of the Courier's turn (or of a COUNTER it makes),
 *   so it needs the turn like any action, starts it when it is the first action, and ends a COUNTER.
 * - **Fade to the Shadow** (Shadow Assassin; 2 AP): when its base is within 1″ of a piece of Vertical Terrain (a
 *   building, Ruin, Impassable block or Obstacle more than 1″ tall: space/pieces.ts), it is taken off the table
 *   and set down at ground level (a street-level surface, not water, not a floating piece, not an Obstacle's top),
 *   its base within 1″ of another such piece, at least 6″ from every enemy. No roll, no disengage (it is not a
 *   move), no charge.
 * - **Rope Arrow** (Poacher; 2 AP): a point on Vertical Terrain within 12″ (from the edge of its base to the point,
 *   in 3D), at least 1″ lower than the Poacher's base, with a clear straight line for the rope (no solid terrain
 *   on it beyond the Poacher's own base); it slides there. A point on Vertical Terrain is a wall position (space/walls.ts: it then hangs on the wall like a climber
 *   stopped partway, run-climb.ts `isOnWall`, and falls if its turn ends there), or the surface at the foot or on
 *   the top edge of a wall. No roll (none is printed); leaving base contact is disengaging, as for a Fly; landing
 *   in base contact is not a charge (it is not a Run/Climb).
 */

import { getProfile } from '../../../content/index.ts';
import { hopTo } from '../../character/counters.ts';
import { heal } from '../../character/heal.ts';
import { loseLifePoints } from '../../character/life-points.ts';
import { spendAp } from '../../character/turns.ts';
import { UNIQUE_ACTIONS, type UniqueActionDef } from '../../character/unique-action-def.ts';
import { canPayWill, payWill } from '../../character/will-cost.ts';
import { MAX_AP_PER_ROUND } from '../../core/constants.ts';
import type { Point3, UniqueActionCommand } from '../../core/types.ts';
import { disengage, enemiesTouching } from '../../movement/charging.ts';
import { wallActionProblem } from '../../movement/climbing.ts';
import { midAirActionProblem } from '../../movement/fly.ts';
import { occupied } from '../../movement/occupied.ts';
import { nodeAtPoint } from '../../movement/run-climb.ts';
import type { Board, Figure, Node } from '../../space/api.ts';
import { isWallPosition, VoxelBoard } from '../../space/board.ts';
import { distance } from '../../space/measure.ts';
import type { TerrainPiece } from '../../space/pieces.ts';
import { memoryOf } from '../../state/ability-memory.ts';
import {
  centreOf,
  distanceBetween,
  emit,
  enemiesOf,
  figureOf,
  idOf,
  inContact,
  isOnBoard,
  type Match,
  nodeOf,
  type Resolution,
} from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { regain } from '../unique/unique.ts';

/** Blood Rights: how near the character that loses the Life Point must be (inches). */
export const BLOOD_RIGHTS_INCHES = 3;
/** Fade to the Shadow: how near the Vertical Terrain must be, before and after (inches). */
export const FADE_TERRAIN_INCHES = 1;
/** Fade to the Shadow: how far from every enemy it must be set down (inches). */
export const FADE_ENEMY_INCHES = 6;
/** Rope Arrow: how far the point may be (inches), and how much lower than the Poacher's base at least. */
export const ROPE_ARROW_INCHES = 12;
export const ROPE_ARROW_DROP = 1;
/** Spots listed among the legal commands for Fade to the Shadow and Rope Arrow (any legal spot is accepted). */
export const LISTED_SPOTS = 6;

const sameGang = (m: Match, a: number, b: number) =>
  m.world.components.Gang.index[a] === m.world.components.Gang.index[b];
const hurt = (m: Match, eid: number) =>
  (m.world.components.Points.lp[eid] ?? 0) < (m.world.components.Points.lpStart[eid] ?? 0);

// ---------------------------------------------------------------------------------------------------------------
// Vertical Terrain as pieces (Fade to the Shadow)

/** Piece kinds that are Vertical Terrain when more than 1″ tall (rulebook "Vertical Terrain"). */
const VERTICAL_KINDS = new Set(['building', 'ruin', 'impassable', 'obstacle', 'small-obstacle']);

/** The pieces of Vertical Terrain of a board, with the street-level columns near each (cached per voxel grid). */
interface VerticalPieces {
  readonly pieces: readonly TerrainPiece[];
  /** For each piece: columns (i, j) whose centre is within reach of it, with the distance from the centre. */
  readonly near: readonly { readonly i: number; readonly j: number; readonly d: number }[][];
}

/** Largest base radius considered when listing columns near a piece (a 120 mm base is 1.18″). */
const MAX_RADIUS = 1.25;

const verticalCache = new WeakMap<object, VerticalPieces>();

/** Horizontal distance from the point (x, y) to the nearest cell of `piece`. */
function gapToPiece(piece: TerrainPiece, x: number, y: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (const [i, j] of piece.cells) {
    const dx = Math.max(i - x, 0, x - (i + 1));
    const dy = Math.max(j - y, 0, y - (j + 1));
    const d = Math.hypot(dx, dy);
    if (d < best) best = d;
  }
  return best;
}

function verticalPieces(board: VoxelBoard): VerticalPieces {
  const cached = verticalCache.get(board.grid);
  if (cached) return cached;
  const pieces = board.pieces.filter((p) => VERTICAL_KINDS.has(p.kind) && p.height - p.base > 1);
  const reach = FADE_TERRAIN_INCHES + MAX_RADIUS;
  const near = pieces.map((p) => {
    const out: { i: number; j: number; d: number }[] = [];
    const i0 = Math.max(0, Math.floor(p.bounds.x0 - reach));
    const i1 = Math.min(board.width - 1, Math.ceil(p.bounds.x1 + reach));
    const j0 = Math.max(0, Math.floor(p.bounds.y0 - reach));
    const j1 = Math.min(board.depth - 1, Math.ceil(p.bounds.y1 + reach));
    for (let j = j0; j <= j1; j++)
      for (let i = i0; i <= i1; i++) {
        const d = gapToPiece(p, i + 0.5, j + 0.5);
        if (d > 0 && d <= reach) out.push({ i, j, d });
      }
    return out;
  });
  const v = { pieces, near };
  verticalCache.set(board.grid, v);
  return v;
}

/** 3D distance from a figure to a piece (its cells, from its base up to its top). */
function figureToPiece(f: Figure, piece: TerrainPiece): number {
  const h = Math.max(0, gapToPiece(piece, f.x, f.y) - f.radius);
  const v = Math.max(0, f.z - piece.height, piece.base - (f.z + f.height));
  return Math.hypot(h, v);
}

/** Indexes (in `verticalPieces`) of the pieces of Vertical Terrain within 1″ of `eid` now. */
function piecesBeside(m: Match, eid: number): number[] {
  if (!(m.board instanceof VoxelBoard)) return [];
  const f = figureOf(m, eid);
  return verticalPieces(m.board)
    .pieces.map((p, k) => (figureToPiece(f, p) <= FADE_TERRAIN_INCHES + 1e-9 ? k : -1))
    .filter((k) => k >= 0);
}

/** Whether `eid` stands within 1″ of Vertical Terrain (the first condition of Fade to the Shadow). */
export function besideVerticalTerrain(m: Match, eid: number): boolean {
  return piecesBeside(m, eid).length > 0;
}

/** A street-level node a character may be set down on: a surface at 0″, not water, not afloat, no Obstacle. */
function groundNode(board: Board, i: number, j: number): Node | null {
  const n = board.surfacesAt(i, j).find((s) => s.z === 0);
  if (!n || board.surfaceKind(n) === 'water' || board.obstacleKind(i, j) !== null) return null;
  return n;
}

/** Whether nobody, friend or foe, would overlap `eid` at `n` and every enemy is at least 6″ away from it there. */
function freeAndFar(m: Match, eid: number, n: Node): boolean {
  if (occupied(m, eid, n)) return false;
  const me = figureOf(m, eid, centreOf(n));
  return enemiesOf(m, eid).every((e) => distance(me, figureOf(m, e)) >= FADE_ENEMY_INCHES - 1e-9);
}

/** Every spot Fade to the Shadow may set `eid` down on now, with the piece it is near (one entry per spot). */
function fadeSpots(m: Match, eid: number): { node: Node; piece: number }[] {
  if (!(m.board instanceof VoxelBoard)) return [];
  const from = piecesBeside(m, eid);
  if (from.length === 0) return [];
  const v = verticalPieces(m.board);
  const radius = m.world.components.Base.radius[eid] ?? 0.6;
  const here = nodeOf(m, eid);
  const seen = new Set<string>();
  const out: { node: Node; piece: number }[] = [];
  v.pieces.forEach((_, k) => {
    // another piece: one beside the character other than this one
    if (!from.some((f) => f !== k)) return;
    for (const c of v.near[k]!) {
      if (c.d - radius > FADE_TERRAIN_INCHES + 1e-9) continue;
      const key = `${c.i},${c.j}`;
      if (seen.has(key) || (c.i === here.i && c.j === here.j)) continue;
      const n = groundNode(m.board, c.i, c.j);
      if (!n || !freeAndFar(m, eid, n)) continue;
      seen.add(key);
      out.push({ node: n, piece: k });
    }
  });
  return out;
}

function fadeProblem(m: Match, eid: number, to: Point3 | undefined): string | null {
  if (!to) return 'Fade to the Shadow names the spot to be set down on';
  if (!besideVerticalTerrain(m, eid)) return 'not within 1″ of Vertical Terrain';
  const i = Math.floor(to[0]);
  const j = Math.floor(to[1]);
  if (Math.abs(to[2]) >= 0.5) return 'Fade to the Shadow sets the character down at ground level';
  const spot = fadeSpots(m, eid).find((s) => s.node.i === i && s.node.j === j);
  if (spot) return null;
  const n = groundNode(m.board, i, j);
  if (!n) return 'the spot is not at ground level';
  if (occupied(m, eid, n)) return 'another figure is there';
  if (!freeAndFar(m, eid, n)) return `the spot is within ${FADE_ENEMY_INCHES}″ of an enemy`;
  return 'the spot is not within 1″ of another piece of Vertical Terrain';
}

/** The enemy nearest to node `n` for `eid` standing there (inches), or Infinity. */
function nearestEnemyFrom(m: Match, eid: number, n: Node): number {
  const me = figureOf(m, eid, centreOf(n));
  return Math.min(Number.POSITIVE_INFINITY, ...enemiesOf(m, eid).map((e) => distance(me, figureOf(m, e))));
}

/** A handful of spots spread out: those nearest the enemy first, each at least `apart` inches from the others. */
function spreadPick(m: Match, eid: number, nodes: readonly Node[], apart: number, limit: number): Node[] {
  const scored = nodes
    .map((node) => ({ node, d: nearestEnemyFrom(m, eid, node) }))
    .sort((a, b) => a.d - b.d || a.node.j - b.node.j || a.node.i - b.node.i || a.node.z - b.node.z);
  const out: Node[] = [];
  for (const s of scored) {
    if (out.length >= limit) break;
    if (out.some((o) => Math.hypot(o.i - s.node.i, o.j - s.node.j) < apart)) continue;
    out.push(s.node);
  }
  return out;
}

function fadeOptions(m: Match, eid: number): { to: Point3 }[] {
  const spots = fadeSpots(m, eid);
  if (spots.length === 0) return [];
  // The nearest to the enemy on as many pieces as the list allows, and the spot farthest from them all.
  const perPiece = new Map<number, Node[]>();
  for (const s of spots) perPiece.set(s.piece, [...(perPiece.get(s.piece) ?? []), s.node]);
  const firsts = [...perPiece.values()].map((nodes) => spreadPick(m, eid, nodes, 0, 1)[0]!);
  const picked = spreadPick(m, eid, firsts, 3, LISTED_SPOTS - 1);
  const far = spots
    .map((s) => ({ node: s.node, d: nearestEnemyFrom(m, eid, s.node) }))
    .sort((a, b) => b.d - a.d)[0];
  if (far && !picked.some((p) => p.i === far.node.i && p.j === far.node.j)) picked.push(far.node);
  return picked.map((n) => ({ to: [n.i + 0.5, n.j + 0.5, n.z] as Point3 }));
}

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

// ---------------------------------------------------------------------------------------------------------------
// The table

function targetProblem(m: Match, target: number | undefined): string | null {
  if (target === undefined) return 'the action names a character';
  if (!isOnBoard(m, target)) return 'the character named is not on the board';
  return null;
}

/** The unique actions of The Guild the engine plays. */
export const GUILD_UNIQUE_ACTIONS: readonly UniqueActionDef[] = [
  {
    name: 'Blood Rights',
    aim: 'target',
    ap: 1,
    wp: 0,
    oncePerTurn: false,
    problem(m, eid, { target }) {
      const p = targetProblem(m, target);
      if (p || target === undefined) return p;
      if (target === eid) return 'Blood Rights names another character';
      if (distanceBetween(m, eid, target) > BLOOD_RIGHTS_INCHES + 1e-9)
        return `the character is farther than ${BLOOD_RIGHTS_INCHES}″`;
      return null;
    },
    options: (m, eid) =>
      charactersOnBoard(m.world)
        .filter((o) => o !== eid && distanceBetween(m, eid, o) <= BLOOD_RIGHTS_INCHES + 1e-9)
        .map((target) => ({ target })),
    // biome-ignore lint/correctness/useYield: Blood Rights rolls nothing and asks nothing
    *resolve(m, eid, { target }) {
      if (target === undefined) return;
      loseLifePoints(m, target, 1, 'Blood Rights');
      regain(m, eid, 'will', 1, 'Blood Rights');
    },
  },
  {
    name: 'Transfusion',
    aim: 'target',
    ap: 0,
    wp: 1,
    oncePerTurn: true,
    problem(m, eid, { target }) {
      const p = targetProblem(m, target);
      if (p || target === undefined) return p;
      if (target === eid || !inContact(m, eid, target))
        return 'Transfusion names a character in base contact';
      if (sameGang(m, eid, target) && !hurt(m, target)) return 'the friend has all its Life Points';
      return null;
    },
    options: (m, eid) =>
      charactersOnBoard(m.world)
        .filter((o) => o !== eid && inContact(m, eid, o) && (!sameGang(m, eid, o) || hurt(m, o)))
        .map((target) => ({ target })),
    // biome-ignore lint/correctness/useYield: Transfusion rolls nothing and asks nothing
    *resolve(m, eid, { target }) {
      if (target === undefined) return;
      if (sameGang(m, eid, target)) {
        heal(m, target, 1, 'Transfusion');
        return;
      }
      loseLifePoints(m, target, 1, 'Transfusion');
      if (!isOnBoard(m, target)) regain(m, eid, 'will', 2, 'Transfusion');
    },
  },
  {
    name: 'Fade to the Shadow',
    aim: 'spot',
    ap: 2,
    wp: 0,
    oncePerTurn: false,
    problem: (m, eid, { to }) => fadeProblem(m, eid, to),
    options: fadeOptions,
    // biome-ignore lint/correctness/useYield: the assassin is set down, no roll, no question
    *resolve(m, eid, { to }) {
      if (!to) return;
      const from = nodeOf(m, eid);
      hopTo(m, eid, from, to, Math.hypot(to.i - from.i, to.j - from.j, to.z - from.z));
    },
  },
  {
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
  },
];

/** The Guild's unique actions as a plug-in of the rule book (character/unique-action-def.ts `UNIQUE_ACTIONS`). */
export const GUILD_UNIQUE_ACTIONS_PLUGIN = plugin('unique actions of The Guild', (add) => {
  for (const def of GUILD_UNIQUE_ACTIONS) add(UNIQUE_ACTIONS, def);
});
