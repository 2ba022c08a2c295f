/**
 * Barricades (rulebook "Barricades"): low walls 1″ high standing on whole cells, Light (+1 PROTECTION in
 * cover) or Heavy (+2). Like all terrain up to 1″ they are ignored for moving and for line of sight; what
 * they change is cover and crossing:
 *
 * - a defender in base contact with a barricade that lies between it and its attacker counts as in cover
 *   and gets the barricade's bonus ({@link barricadeAt}, {@link barricadeBetween});
 * - a figure moving over a barricade with enemies in base contact on the other side tests as if
 *   disengaging from them ({@link barricadeCrossings}, {@link defendsBarricade}).
 *
 * Base contact with a barricade: the barricade stands on one of the 8 cells around the figure (or under
 * it), on the surface the figure stands on. Barricade ids are their pieces' ids (`barricade-0`, …).
 */
import type { BarricadeWeight, Board, Node } from './api.ts';
import { VoxelBoard } from './board.ts';

const RANK: Record<BarricadeWeight, number> = { light: 1, heavy: 2 };

function voxelBoard(board: Board): VoxelBoard {
  if (board instanceof VoxelBoard) return board;
  throw new TypeError('barricades need a board built by parseLevel, buildBoard or boardFromAscii');
}

function heavier(a: BarricadeWeight | null, b: BarricadeWeight | null): BarricadeWeight | null {
  if (!a) return b;
  if (!b) return a;
  return RANK[b] > RANK[a] ? b : a;
}

/** Height of the surface a barricade on column (i, j) stands on (its foot). */
function footOf(b: VoxelBoard, i: number, j: number): number {
  return b.grid.colTop[j * b.width + i]! - 1;
}

/** Indexes of the barricades in base contact with a figure at node n. */
function touching(b: VoxelBoard, n: Node): number[] {
  const out: number[] = [];
  for (let dj = -1; dj <= 1; dj++) {
    for (let di = -1; di <= 1; di++) {
      const on = b.barricadeOn(n.i + di, n.j + dj);
      if (on && footOf(b, n.i + di, n.j + dj) === n.z && !out.includes(on.index)) out.push(on.index);
    }
  }
  return out;
}

/**
 * The cells of the straight segment from (x0, y0) towards (x1, y1), at most `length` inches of it, not
 * counting the cell the segment starts in (2D grid traversal). Where the segment passes exactly through a
 * corner, both cells beside the corner count.
 */
function cellsAlong(x0: number, y0: number, x1: number, y1: number, length: number): [number, number][] {
  const len = Math.hypot(x1 - x0, y1 - y0);
  if (len < 1e-9) return [];
  const t1 = Math.min(1, length / len);
  const dx = x1 - x0;
  const dy = y1 - y0;
  let i = Math.floor(x0);
  let j = Math.floor(y0);
  const si = dx > 0 ? 1 : -1;
  const sj = dy > 0 ? 1 : -1;
  const tdx = dx !== 0 ? Math.abs(1 / dx) : Number.POSITIVE_INFINITY;
  const tdy = dy !== 0 ? Math.abs(1 / dy) : Number.POSITIVE_INFINITY;
  let tx = dx > 0 ? (i + 1 - x0) * tdx : dx < 0 ? (x0 - i) * tdx : Number.POSITIVE_INFINITY;
  let ty = dy > 0 ? (j + 1 - y0) * tdy : dy < 0 ? (y0 - j) * tdy : Number.POSITIVE_INFINITY;
  const out: [number, number][] = [];
  for (let guard = 0; guard < 4 * (Math.ceil(len) + 2); guard++) {
    const t = Math.min(tx, ty);
    if (t >= t1 - 1e-9) break;
    if (Math.abs(tx - ty) < 1e-9) {
      out.push([i + si, j], [i, j + sj]);
      i += si;
      j += sj;
      tx += tdx;
      ty += tdy;
    } else if (tx < ty) {
      i += si;
      tx += tdx;
    } else {
      j += sj;
      ty += tdy;
    }
    out.push([i, j]);
  }
  return out;
}

/** Indexes of the barricades crossed within `length` inches of `to` on the segment from `from` to `to`,
 * leaving out the cells of both ends; with `z`, only barricades standing on that surface. */
function crossedNear(
  b: VoxelBoard,
  from: { x: number; y: number },
  to: { x: number; y: number },
  length: number,
  z: number | undefined,
): number[] {
  const fi = Math.floor(from.x);
  const fj = Math.floor(from.y);
  const out: number[] = [];
  for (const [i, j] of cellsAlong(to.x, to.y, from.x, from.y, length)) {
    if (i === fi && j === fj) continue;
    const on = b.barricadeOn(i, j);
    if (!on || out.includes(on.index)) continue;
    if (z !== undefined && Math.abs(footOf(b, i, j) - z) > 0.5) continue;
    out.push(on.index);
  }
  return out;
}

/**
 * The heaviest barricade in base contact with a figure at node `n` (rulebook "Barricades"), or null.
 * @throws TypeError for a board not built by this module.
 */
export function barricadeAt(board: Board, n: Node): BarricadeWeight | null {
  const b = voxelBoard(board);
  let best: BarricadeWeight | null = null;
  for (const index of touching(b, n)) best = heavier(best, b.spec.barricades![index]!.weight);
  return best;
}

/**
 * The heaviest barricade crossed by the straight segment from the attacker at `a` to the defender at `b`
 * (inches) within 1″ of `b`, not counting the cells the two stand in; with `b.z`, only barricades standing
 * on the defender's surface. Null when none. With {@link barricadeAt} this is the rulebook's cover from a
 * barricade: the defender is in base contact with it and it lies between the two.
 * @throws TypeError for a board not built by this module.
 */
export function barricadeBetween(
  board: Board,
  a: { readonly x: number; readonly y: number },
  b: { readonly x: number; readonly y: number; readonly z?: number },
): BarricadeWeight | null {
  const vb = voxelBoard(board);
  let best: BarricadeWeight | null = null;
  for (const index of crossedNear(vb, a, b, 1, b.z)) best = heavier(best, vb.spec.barricades![index]!.weight);
  return best;
}

/** A barricade a move goes over: the path's step that climbs onto it and the node it came from. */
export interface BarricadeCrossing {
  /** Index in the path of the first node on the barricade. */
  readonly step: number;
  readonly barricade: string;
  readonly weight: BarricadeWeight;
  /** The node before the barricade: its side is the mover's side. */
  readonly from: Node;
}

/**
 * The barricades a move goes over (rulebook "Barricades"): each time the path (nodes after `start`) steps
 * onto a barricade from a node that is not on one (walking along the tops of barricades that touch is one
 * crossing, of the first). Barricades that meet only at a corner leave a gap a diagonal step can slip
 * through; that is not a crossing.
 * @throws TypeError for a board not built by this module.
 */
export function barricadeCrossings(board: Board, start: Node, path: readonly Node[]): BarricadeCrossing[] {
  const b = voxelBoard(board);
  const out: BarricadeCrossing[] = [];
  let prev = start;
  path.forEach((n, step) => {
    const here = b.barricadeOn(n.i, n.j);
    if (here && !b.barricadeOn(prev.i, prev.j)) {
      out.push({ step, barricade: `barricade-${here.index}`, weight: here.weight, from: prev });
    }
    prev = n;
  });
  return out;
}

/**
 * Whether a figure at `defender` defends barricade `barricade` against a figure coming from `side`: it is
 * in base contact with that barricade and the barricade lies between the two (the straight segment from
 * `side` to `defender`, centre to centre, crosses it). Use with {@link barricadeCrossings}: such enemies make the mover test as
 * if disengaging.
 * @throws TypeError for a board not built by this module.
 */
export function defendsBarricade(board: Board, barricade: string, defender: Node, side: Node): boolean {
  const b = voxelBoard(board);
  const index = Number(barricade.replace(/^barricade-/, ''));
  if (!touching(b, defender).includes(index)) return false;
  const from = { x: side.i + 0.5, y: side.j + 0.5 };
  const to = { x: defender.i + 0.5, y: defender.j + 0.5 };
  return crossedNear(b, from, to, Number.POSITIVE_INFINITY, defender.z).includes(index);
}
