/**
 * Pieces of Unstable Ground (rulebook "Unstable Ground": a cart, a raft, a gondola) and their edges, for the
 * shake a figure jumping or falling onto one causes: on a Fail the others move 2″ towards the nearest edge
 * (off it, they fall); on a Fumble they go off the nearest edge.
 */
import type { Board, Node } from './api.ts';
import { VoxelBoard } from './board.ts';
import { gondolaAt } from './gondolas.ts';

function voxelBoard(board: Board): VoxelBoard {
  if (board instanceof VoxelBoard) return board;
  throw new TypeError('unstable ground needs a board built by parseLevel, buildBoard or boardFromAscii');
}

const ORTHOGONAL: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
];

/**
 * The piece of Unstable Ground node `n` stands on: every deck node of its gondola, or the Unstable Ground
 * nodes joined to it side by side at the same height (gondolas apart). [] when `n` is not Unstable Ground.
 * Sorted by row, then column.
 * @throws TypeError for a board not built by this module.
 */
export function unstablePiece(board: Board, n: Node): Node[] {
  const b = voxelBoard(board);
  if (b.nodeIndex(n) < 0 || b.surfaceKind(n) !== 'unstable') return [];
  const boat = gondolaAt(b, n);
  const out: Node[] = [];
  const seen = new Set<string>([`${n.i},${n.j}`]);
  const queue: Node[] = [b.node(b.nodeIndex(n))];
  while (queue.length > 0) {
    const m = queue.pop()!;
    out.push(m);
    for (const [di, dj] of ORTHOGONAL) {
      const key = `${m.i + di},${m.j + dj}`;
      if (seen.has(key)) continue;
      const next = b.surfacesAt(m.i + di, m.j + dj).find((s) => s.z === m.z);
      if (!next || b.surfaceKind(next) !== 'unstable' || gondolaAt(b, next) !== boat) continue;
      seen.add(key);
      queue.push(next);
    }
  }
  return out.sort((a, c) => a.j - c.j || a.i - c.i);
}

/** The nearest point of a piece's outline to a point, the way to it and how far (inches). */
export interface EdgePoint {
  /** Unit vector towards the edge (the outward normal when `from` lies on the edge). */
  readonly dx: number;
  readonly dy: number;
  readonly distance: number;
  /** The nearest point of the edge. */
  readonly x: number;
  readonly y: number;
}

/**
 * The nearest edge of `piece` (nodes from {@link unstablePiece}) seen from the point `from` (inches) on it:
 * the nearest point of the piece's outline (the sides of its cells not shared with another cell of it),
 * with the unit vector towards it and the distance. The first side found wins a tie (cells by row, then
 * column; sides north, east, south, west). For an empty piece: distance 0 and no direction.
 * @throws TypeError for a board not built by this module.
 */
export function nearestEdge(
  board: Board,
  piece: readonly Node[],
  from: { readonly x: number; readonly y: number },
): EdgePoint {
  voxelBoard(board);
  const inPiece = new Set(piece.map((p) => `${p.i},${p.j}`));
  let best: EdgePoint = { dx: 0, dy: 0, distance: 0, x: from.x, y: from.y };
  let bestDist = Number.POSITIVE_INFINITY;
  for (const p of piece) {
    for (const [di, dj] of ORTHOGONAL) {
      if (inPiece.has(`${p.i + di},${p.j + dj}`)) continue;
      // The side between the cell and its neighbour (di, dj): a unit segment.
      const cx = p.i + 0.5 + di * 0.5;
      const cy = p.j + 0.5 + dj * 0.5;
      const x = di !== 0 ? cx : Math.min(p.i + 1, Math.max(p.i, from.x));
      const y = dj !== 0 ? cy : Math.min(p.j + 1, Math.max(p.j, from.y));
      const d = Math.hypot(x - from.x, y - from.y);
      if (d >= bestDist - 1e-9) continue;
      bestDist = d;
      best =
        d < 1e-9
          ? { dx: di, dy: dj, distance: 0, x, y }
          : { dx: (x - from.x) / d, dy: (y - from.y) / d, distance: d, x, y };
    }
  }
  return best;
}

/**
 * Where a figure at node `from` on `piece` ends when shaken `inches` towards the nearest edge (rulebook
 * "Unstable Ground": Fail 2″; Fumble: pass `'off'`). `off` says whether it went over the edge: then `node` is
 * the surface at or below the deck in the column just beyond that edge (it falls there), or null when there
 * is none (a wall, the table's edge). Otherwise `node` is the node of the piece it ends on.
 * @throws TypeError for a board not built by this module.
 */
export function shakeMove(
  board: Board,
  piece: readonly Node[],
  from: Node,
  inches: number | 'off',
): { node: Node | null; off: boolean } {
  const b = voxelBoard(board);
  const x = from.i + 0.5;
  const y = from.j + 0.5;
  const edge = nearestEdge(b, piece, { x, y });
  const go = inches === 'off' ? Number.POSITIVE_INFINITY : inches;
  if (go <= edge.distance + 1e-9) {
    const tx = x + edge.dx * go;
    const ty = y + edge.dy * go;
    const on = piece.find((p) => p.i === Math.floor(tx) && p.j === Math.floor(ty));
    return { node: on ?? from, off: false };
  }
  const beyond = b.nodeAt(edge.x + edge.dx * 0.5, edge.y + edge.dy * 0.5, from.z);
  return { node: beyond, off: true };
}
