/**
 * Pieces of Unstable Ground (rulebook "Unstable Ground": a cart, a raft, a gondola) and their edges, for the
 * shake a figure jumping or falling onto one causes: on a Fail the others move 2″ towards the nearest edge
 * (off it, they fall); on a Fumble they go off the nearest edge; on a Critical their controller may move them
 * up to 2″ in any direction.
 *
 * Being moved ignores terrain up to 1″ above the piece (rulebook "Measuring & Moving With Terrain") and stops
 * at anything higher (a wall) or at the table's edge. A side of a piece against such a wall is no edge to be
 * moved over, so the nearest edge is the nearest open one (every side counts only when none is open).
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

/** Whether a figure moved across column (i, j) at height `z` is stopped: off the table, or a wall over 1″ high. */
function walled(b: VoxelBoard, i: number, j: number, z: number): boolean {
  return !b.onTable(i, j) || b.isSolid(i + 0.5, j + 0.5, z + 1.01);
}

/**
 * The nearest edge of `piece` (nodes from {@link unstablePiece}) seen from the point `from` (inches) on it:
 * the nearest point of the piece's outline (the sides of its cells not shared with another cell of it),
 * with the unit vector towards it and the distance. With `z` (the piece's height), sides against a wall or
 * the table's edge are left out unless every side is. The first side found wins a tie (cells by row, then
 * column; sides north, east, south, west). For an empty piece: distance 0 and no direction.
 * @throws TypeError for a board not built by this module.
 */
export function nearestEdge(
  board: Board,
  piece: readonly Node[],
  from: { readonly x: number; readonly y: number },
  z?: number,
): EdgePoint {
  const b = voxelBoard(board);
  const inPiece = new Set(piece.map((p) => `${p.i},${p.j}`));
  const sides: { p: Node; di: number; dj: number }[] = [];
  for (const p of piece) {
    for (const [di, dj] of ORTHOGONAL) {
      if (!inPiece.has(`${p.i + di},${p.j + dj}`)) sides.push({ p, di, dj });
    }
  }
  const open = z === undefined ? sides : sides.filter((s) => !walled(b, s.p.i + s.di, s.p.j + s.dj, z));
  let best: EdgePoint = { dx: 0, dy: 0, distance: 0, x: from.x, y: from.y };
  let bestDist = Number.POSITIVE_INFINITY;
  for (const { p, di, dj } of open.length > 0 ? open : sides) {
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
  return best;
}

/**
 * How far (inches, at most `inches`) a figure at height `z` gets from (x, y) along the unit vector (dx, dy)
 * before a wall over 1″ high or the table's edge stops it.
 */
function clearRun(
  b: VoxelBoard,
  x: number,
  y: number,
  dx: number,
  dy: number,
  inches: number,
  z: number,
): number {
  const step = 0.05;
  let last = 0;
  for (let t = step; t < inches + step - 1e-9; t += step) {
    const d = Math.min(t, inches);
    if (walled(b, Math.floor(x + dx * d), Math.floor(y + dy * d), z)) return last;
    last = d;
  }
  return inches;
}

/** The highest surface of column (i, j) at or below `h`, or null. */
function surfaceAtOrBelow(b: VoxelBoard, i: number, j: number, h: number): Node | null {
  const below = b.surfacesAt(i, j).filter((n) => n.z <= h + 1e-9);
  return below[below.length - 1] ?? null;
}

/** Where a shaken figure ends: see {@link shakeMove}. */
export interface ShakeEnd {
  /** The node of the piece it stays on, or when `off`, the surface it comes down on (null: none). */
  readonly node: Node | null;
  /** Whether it went over the edge (it falls, unless that surface is as high as the piece). */
  readonly off: boolean;
  /** Where its base centre ends, before any fall (inches; a node's centre when it stays on the piece). */
  readonly x: number;
  readonly y: number;
  /** How far it moved (inches): less than asked when a wall or the table's edge stopped it. */
  readonly inches: number;
}

/**
 * Where a figure at node `from` on `piece` ends when shaken `inches` straight towards the nearest edge (rulebook
 * "Unstable Ground": Fail 2″; Fumble: pass `'off'`, which moves it to the middle of the column just beyond the
 * edge). When the move passes the edge it ends that far along the line (`off`: `node` is the surface at or
 * below the piece's height + 1″ in the column it ends over: the figure falls onto it). Otherwise `node` is the
 * node of the piece it ends on. A wall or the table's edge stops the move early (see the module comment).
 * @throws TypeError for a board not built by this module.
 */
export function shakeMove(
  board: Board,
  piece: readonly Node[],
  from: Node,
  inches: number | 'off',
): ShakeEnd {
  const b = voxelBoard(board);
  const x = from.i + 0.5;
  const y = from.j + 0.5;
  const edge = nearestEdge(b, piece, { x, y }, from.z);
  if (edge.dx === 0 && edge.dy === 0) return { node: from, off: false, x, y, inches: 0 };
  const go = inches === 'off' ? edge.distance + 0.5 : inches;
  const moved = clearRun(b, x, y, edge.dx, edge.dy, go, from.z);
  const ex = x + edge.dx * moved;
  const ey = y + edge.dy * moved;
  const on = piece.find((p) => p.i === Math.floor(ex) && p.j === Math.floor(ey));
  if (on)
    return {
      node: on,
      off: false,
      x: on.i + 0.5,
      y: on.j + 0.5,
      inches: Math.hypot(on.i - from.i, on.j - from.j),
    };
  const node = surfaceAtOrBelow(b, Math.floor(ex), Math.floor(ey), from.z + 1);
  return { node, off: true, x: ex, y: ey, inches: moved };
}

/** A spot a shaken figure may be moved to after a Critical: see {@link shiftSpots}. */
export interface ShiftSpot {
  /** The node it ends on: on the piece, or the surface it comes down on beside it. */
  readonly node: Node;
  /** Columns east and south of the start (whole inches) and the straight distance (inches). */
  readonly di: number;
  readonly dj: number;
  readonly distance: number;
  /** Whether the node is on the piece it was shaken on. */
  readonly onPiece: boolean;
}

/**
 * Every spot within `inches` (default 2) of node `from` on `piece` that a shaken figure may be moved to in a
 * straight line (rulebook "Unstable Ground", Critical: "up to 2″ in any direction"): the middle of each column
 * whose middle lies within reach, not blocked on the way by a wall over 1″ high above the piece or the table's
 * edge. Off the piece the figure comes down on the highest surface at or below the piece's height + 1″ (a
 * lower one means a fall). Figures are the caller's to check. Nearest first, then by row, then column.
 * @throws TypeError for a board not built by this module.
 */
export function shiftSpots(board: Board, piece: readonly Node[], from: Node, inches = 2): ShiftSpot[] {
  const b = voxelBoard(board);
  const x = from.i + 0.5;
  const y = from.j + 0.5;
  const out: ShiftSpot[] = [];
  const r = Math.floor(inches);
  for (let dj = -r; dj <= r; dj++) {
    for (let di = -r; di <= r; di++) {
      const distance = Math.hypot(di, dj);
      if (distance === 0 || distance > inches + 1e-9) continue;
      if (clearRun(b, x, y, di / distance, dj / distance, distance, from.z) < distance - 1e-9) continue;
      const i = from.i + di;
      const j = from.j + dj;
      const on = piece.find((p) => p.i === i && p.j === j);
      const node = on ?? surfaceAtOrBelow(b, i, j, from.z + 1);
      if (node) out.push({ node, di, dj, distance, onPiece: on !== undefined });
    }
  }
  return out.sort((a, c) => a.distance - c.distance || a.dj - c.dj || a.di - c.di);
}
