/**
 * True line of sight and cover (rulebook "Line of Sight", "Cover", "Measuring & Moving With Terrain";
 * DESIGN §3.2), from straight rays through the voxel grid between sample points on the two figures.
 *
 * - The target is sampled at 12 points: its axis and both flanks (as seen from the viewer, at 0.7 of the
 *   radius) at 4 heights. The viewer looks from 4 points: the top of the head, and the front and both
 *   flanks at shoulder height.
 * - A ray is blocked by solid cells, except terrain rising at most 1″ above its surroundings (ignored, as
 *   the rulebook says). Water does not block; a point under the water is hidden.
 * - A swimmer (a figure whose base rests on water) floats with the lower half of its body under the surface.
 * - Sample points inside solid terrain (a big base against a wall) are left out of the count.
 * - Other figures do not block sight.
 *
 * A target point is seen when a ray from any viewer point reaches it. Line of sight: any point seen.
 * Cover: at least 25% of the target's points hidden. Deterministic, no randomness.
 */
import type { Board, Figure } from './api.ts';
import { VoxelBoard } from './board.ts';
import { cellAt, type VoxelGrid, WATER } from './grid.ts';

/** The result of a sight check: line of sight, cover (≥ 25% hidden) and the hidden fraction (0..1). */
export interface Sight {
  readonly lineOfSight: boolean;
  readonly cover: boolean;
  readonly hiddenFraction: number;
}

/** Share of a target that must be hidden for cover (rulebook "Cover"). */
export const COVER_FRACTION = 0.25;
/** Share of a swimmer's height under the water's surface. */
export const SWIMMER_SUBMERGED = 0.5;

const TARGET_HEIGHTS = [0.1, 0.37, 0.63, 0.9];
const FLANK = 0.7;

function blocks(g: VoxelGrid, i: number, j: number, k: number): boolean {
  if (k < g.zMin) return true;
  if (k >= g.zMax || i < 0 || j < 0 || i >= g.width || j >= g.depth) return false;
  return g.sightBlock[((k - g.zMin) * g.depth + j) * g.width + i] === 1;
}

/** Whether the straight segment between two points crosses no sight-blocking cell (3D DDA). */
export function rayClear(
  g: VoxelGrid,
  x0: number,
  y0: number,
  z0: number,
  x1: number,
  y1: number,
  z1: number,
) {
  let i = Math.floor(x0);
  let j = Math.floor(y0);
  let k = Math.floor(z0);
  const iE = Math.floor(x1);
  const jE = Math.floor(y1);
  const kE = Math.floor(z1);
  const dx = x1 - x0;
  const dy = y1 - y0;
  const dz = z1 - z0;
  const si = dx > 0 ? 1 : -1;
  const sj = dy > 0 ? 1 : -1;
  const sk = dz > 0 ? 1 : -1;
  const tdx = dx !== 0 ? Math.abs(1 / dx) : Number.POSITIVE_INFINITY;
  const tdy = dy !== 0 ? Math.abs(1 / dy) : Number.POSITIVE_INFINITY;
  const tdz = dz !== 0 ? Math.abs(1 / dz) : Number.POSITIVE_INFINITY;
  let tx = dx > 0 ? (i + 1 - x0) * tdx : dx < 0 ? (x0 - i) * tdx : Number.POSITIVE_INFINITY;
  let ty = dy > 0 ? (j + 1 - y0) * tdy : dy < 0 ? (y0 - j) * tdy : Number.POSITIVE_INFINITY;
  let tz = dz > 0 ? (k + 1 - z0) * tdz : dz < 0 ? (z0 - k) * tdz : Number.POSITIVE_INFINITY;
  let guard = Math.abs(iE - i) + Math.abs(jE - j) + Math.abs(kE - k) + 2;
  while (guard-- > 0) {
    if (blocks(g, i, j, k)) return false;
    if (i === iE && j === jE && k === kE) return true;
    if (tx <= ty && tx <= tz) {
      if (tx > 1) return true;
      i += si;
      tx += tdx;
    } else if (ty <= tz) {
      if (ty > 1) return true;
      j += sj;
      ty += tdy;
    } else {
      if (tz > 1) return true;
      k += sk;
      tz += tdz;
    }
  }
  return true;
}

/** A figure in the water: on a water surface of the board (not on water an overlay made Solid Ground). */
function isSwimmer(board: Board, f: Figure): boolean {
  return board.surfaceKind({ i: Math.floor(f.x), j: Math.floor(f.y), z: Math.round(f.z) }) === 'water';
}

/** Whether a point is under water: in a water cell, or in the submerged part of a swimmer. */
function underWater(g: VoxelGrid, x: number, y: number, z: number, waterline: number): boolean {
  return z < waterline || cellAt(g, Math.floor(x), Math.floor(y), Math.floor(z)) === WATER;
}

function grid(board: Board): VoxelGrid {
  if (board instanceof VoxelBoard) return board.grid;
  throw new TypeError('sight needs a board built by parseLevel, buildBoard or boardFromAscii');
}

/**
 * Line of sight and cover from `viewer` to `target` (figures in inches) on `board`.
 * `hiddenFraction` is the share of the target's sample points no viewer point can see (1 when none is
 * visible). Base contact, Hidden counters and "a character in water is always in cover" are rules of the
 * engine, not of this function.
 * @throws TypeError for a board not built by this module.
 */
export function sight(board: Board, viewer: Figure, target: Figure): Sight {
  let memo = memos.get(board);
  if (!memo) {
    memo = { keys: new Float64Array(MEMO_SLOTS * 10), sights: new Array<Sight | undefined>(MEMO_SLOTS) };
    memos.set(board, memo);
  }
  const q = QUERY;
  q[0] = viewer.x;
  q[1] = viewer.y;
  q[2] = viewer.z;
  q[3] = viewer.radius;
  q[4] = viewer.height;
  q[5] = target.x;
  q[6] = target.y;
  q[7] = target.z;
  q[8] = target.radius;
  q[9] = target.height;
  let h = 0x811c9dc5;
  for (let k = 0; k < 10; k++) h = Math.imul(h ^ ((q[k]! * 1024) | 0), 0x01000193);
  const slot = (h >>> 0) & (MEMO_SLOTS - 1);
  const known = memo.sights[slot];
  if (known) {
    let same = true;
    for (let k = 0; k < 10 && same; k++) same = memo.keys[slot * 10 + k] === q[k];
    if (same) return known;
  }
  const s = measureSight(board, viewer, target);
  memo.keys.set(q, slot * 10);
  memo.sights[slot] = s;
  return s;
}

/**
 * The last sights measured on each board, by the two figures (one per slot of a table, a new one taking the
 * place of the one there): a board never changes (a match replaces it), so one measure answers again while nobody
 * moves. Each slot keeps the 10 numbers of its two figures, compared exactly.
 */
const memos = new WeakMap<Board, { keys: Float64Array; sights: (Sight | undefined)[] }>();
const MEMO_SLOTS = 4096;
const QUERY = new Float64Array(10);

function measureSight(board: Board, viewer: Figure, target: Figure): Sight {
  const { g, eyes, px, py } = eyesOf(board, viewer, target);
  const tWater = isSwimmer(board, target)
    ? target.z + SWIMMER_SUBMERGED * target.height
    : Number.NEGATIVE_INFINITY;
  let counted = 0;
  let hidden = 0;
  someTargetPoint(g, target, px, py, (x, y, z) => {
    counted++;
    if (underWater(g, x, y, z, tWater) || !seenFrom(g, eyes, x, y, z)) hidden++;
    return false;
  });
  if (counted === 0) return { lineOfSight: false, cover: true, hiddenFraction: 1 };
  const hiddenFraction = hidden / counted;
  return { lineOfSight: hidden < counted, cover: hiddenFraction >= COVER_FRACTION - 1e-9, hiddenFraction };
}

/**
 * Whether `viewer` has line of sight to `target`: the `lineOfSight` of {@link sight}, found faster (it stops at the
 * first sample point seen, and skips cover). For the many checks of a list of targets (Jump points).
 * @throws TypeError for a board not built by this module.
 */
export function hasLineOfSight(board: Board, viewer: Figure, target: Figure): boolean {
  const { g, eyes, px, py } = eyesOf(board, viewer, target);
  const tWater = isSwimmer(board, target)
    ? target.z + SWIMMER_SUBMERGED * target.height
    : Number.NEGATIVE_INFINITY;
  return someTargetPoint(
    g,
    target,
    px,
    py,
    (x, y, z) => !underWater(g, x, y, z, tWater) && seenFrom(g, eyes, x, y, z),
  );
}

/**
 * Visit the sample points of `target` (its heights, across its flanks along `px, py`) that are not inside solid
 * terrain, until `visit` says true; whether it did.
 */
function someTargetPoint(
  g: VoxelGrid,
  target: Figure,
  px: number,
  py: number,
  visit: (x: number, y: number, z: number) => boolean,
): boolean {
  const tr = target.radius * FLANK;
  for (const h of TARGET_HEIGHTS) {
    for (const side of SIDES) {
      const x = target.x + px * tr * side;
      const y = target.y + py * tr * side;
      const z = target.z + h * target.height;
      if (blocks(g, Math.floor(x), Math.floor(y), Math.floor(z))) continue;
      if (visit(x, y, z)) return true;
    }
  }
  return false;
}

const SIDES = [-1, 0, 1];

/** The viewer's eye points (x, y, z triples, those not in terrain nor under water) and the sideways unit vector. */
function eyesOf(board: Board, viewer: Figure, target: Figure) {
  const g = grid(board);
  let ux = target.x - viewer.x;
  let uy = target.y - viewer.y;
  const len = Math.hypot(ux, uy);
  if (len < 1e-9) {
    ux = 1;
    uy = 0;
  } else {
    ux /= len;
    uy /= len;
  }
  const px = -uy;
  const py = ux;
  const eyes: number[] = [];
  const vWater = isSwimmer(board, viewer)
    ? viewer.z + SWIMMER_SUBMERGED * viewer.height
    : Number.NEGATIVE_INFINITY;
  const vr = viewer.radius * FLANK;
  eyeAt(g, eyes, viewer, vWater, 0, 0, 0.95);
  eyeAt(g, eyes, viewer, vWater, ux * vr, uy * vr, 0.75);
  eyeAt(g, eyes, viewer, vWater, px * vr, py * vr, 0.75);
  eyeAt(g, eyes, viewer, vWater, -px * vr, -py * vr, 0.75);
  return { g, eyes, px, py };
}

/** Add the viewer's eye point at (ox, oy) from its axis and `h` of its height, unless in terrain or under water. */
function eyeAt(
  g: VoxelGrid,
  eyes: number[],
  viewer: Figure,
  vWater: number,
  ox: number,
  oy: number,
  h: number,
): void {
  const x = viewer.x + ox;
  const y = viewer.y + oy;
  const z = viewer.z + h * viewer.height;
  if (blocks(g, Math.floor(x), Math.floor(y), Math.floor(z)) || underWater(g, x, y, z, vWater)) return;
  eyes.push(x, y, z);
}

function seenFrom(g: VoxelGrid, eyes: readonly number[], x: number, y: number, z: number): boolean {
  for (let e = 0; e < eyes.length; e += 3) {
    if (rayClear(g, eyes[e]!, eyes[e + 1]!, eyes[e + 2]!, x, y, z)) return true;
  }
  return false;
}
