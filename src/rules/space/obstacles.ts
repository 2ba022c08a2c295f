/**
 * Where a figure may not end its turn (rulebook "Obstacles & Debris", "Gondolas"), and the shortest move off
 * such a place.
 *
 * - A Small Obstacle (a barrel, a pole) can be climbed or jumped onto, but a figure that ends its turn on one
 *   is moved the shortest distance possible off it.
 * - Debris floats in a canal: swimmers pass through it and may climb onto it, but a figure that ends its
 *   turn on it (or in the water under it) is moved the shortest distance possible into the water around it.
 * - A gondola is Debris for everyone not riding it: the water under it is no place to stay; its deck is
 *   where its riders stand.
 */
import type { Board, Node } from './api.ts';
import { VoxelBoard } from './board.ts';
import { findReach } from './reach.ts';
import { TERRAIN_KINDS } from './terrain.ts';

function voxelBoard(board: Board): VoxelBoard {
  if (board instanceof VoxelBoard) return board;
  throw new TypeError('obstacles need a board built by parseLevel, buildBoard or boardFromAscii');
}

/**
 * Whether a figure at node `n` must be moved when its turn ends: `small` on top of a Small Obstacle,
 * `debris` on top of Debris or in the water under Debris or a gondola; null when it may stay (a gondola's
 * deck included: its riders stay).
 * @throws TypeError for a board not built by this module.
 */
export function mustMoveOff(board: Board, n: Node): 'small' | 'debris' | null {
  const b = voxelBoard(board);
  if (!b.onTable(n.i, n.j)) return null;
  const c = n.j * b.width + n.i;
  const float = b.floats.kind[c]!;
  if (float !== 0) {
    if (n.z === b.floats.top[c]) return b.obstacleKind(n.i, n.j) === 'debris' ? 'debris' : null;
    if (b.surfaceKind(n) === 'water') return 'debris';
  }
  const small = TERRAIN_KINDS[b.grid.colKind[c]!] === 'small-obstacle';
  return small && n.z === b.grid.colTop[c] ? 'small' : null;
}

/** Open water: a water surface with no floating piece on it. */
export function isOpenWater(board: Board, n: Node): boolean {
  return board.surfaceKind(n) === 'water' && mustMoveOff(board, n) === null;
}

/**
 * The nearest node a figure at `from` can be moved to (rulebook "Obstacles & Debris": "the shortest distance
 * possible"), measured along the surface graph in inches (climbs down count their height), with no rolls.
 * `isFree(n)` says whether another figure leaves room at n. `accept(n)` says where the figure may end; by
 * default any node where it need not move (see {@link mustMoveOff}), and open water when `from` is Debris or
 * water under a floating piece. Returns `from` itself at distance 0 when it is acceptable already.
 * Ties go to the node found first (a stable order). Null when no node is acceptable and free.
 * @throws RangeError when `from` is not a surface of the board; TypeError for a board not built here.
 */
export function nearestFreeOff(
  board: Board,
  from: Node,
  isFree: (n: Node) => boolean,
  accept?: (n: Node) => boolean,
): { node: Node; distance: number } | null {
  const b = voxelBoard(board);
  const fromDebris = mustMoveOff(b, from) === 'debris';
  const ok = accept ?? ((n: Node) => (fromDebris ? isOpenWater(b, n) : mustMoveOff(b, n) === null));
  const reach = findReach(b, from, {
    budget: Number.POSITIVE_INFINITY,
    blocked: () => false,
    stopAt: () => false,
  });
  const start = reach.nodes[0]!;
  if (ok(start.node)) return { node: start.node, distance: 0 };
  // The search finds nodes cheapest first; a straight stretch may, in principle, find one a little out of turn, so
  // the cheapest is kept (the first found among equals).
  let best: { node: Node; distance: number } | null = null;
  for (const { node, cost } of reach.nodes) {
    if (best && cost >= best.distance - 1e-9) continue;
    // never onto a wall position: it is not solid ground (rulebook "Run/Climb")
    if (node !== start.node && ok(node) && isFree(node) && !b.isWallPosition(node))
      best = { node, distance: cost };
  }
  return best;
}
