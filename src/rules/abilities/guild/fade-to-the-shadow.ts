/**
 * Fade to the Shadow (the Shadow Assassin, The Guild; a unique action, 2 AP): when its base is within 1″ of a piece
 * of Vertical Terrain (a building, Ruin, Impassable block or Obstacle more than 1″ tall: space/pieces.ts), it is
 * taken off the table and set down at ground level (a street-level surface, not water, not a floating piece, not an
 * Obstacle's top), its base within 1″ of another such piece, at least 6″ from every enemy. No roll, no disengage
 * (it is not a move), no charge.
 */
import { hopTo } from '../../character/counters.ts';
import type { UniqueActionDef } from '../../character/unique-action-def.ts';
import type { Point3 } from '../../core/types.ts';
import { occupied } from '../../movement/occupied.ts';
import type { Board, Figure, Node } from '../../space/api.ts';
import { VoxelBoard } from '../../space/board.ts';
import { distance } from '../../space/measure.ts';
import type { TerrainPiece } from '../../space/pieces.ts';
import { centreOf, enemiesOf, figureOf, type Match, nodeOf } from '../../state/match-state.ts';
import { LISTED_SPOTS, nearestEnemyFrom, spreadPick } from './spots.ts';

/** Fade to the Shadow: how near the Vertical Terrain must be, before and after (inches). */
export const FADE_TERRAIN_INCHES = 1;
/** Fade to the Shadow: how far from every enemy it must be set down (inches). */
export const FADE_ENEMY_INCHES = 6;

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

/** Fade to the Shadow as a unique action (see the module comment). */
export const FADE_TO_THE_SHADOW: UniqueActionDef = {
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
};
