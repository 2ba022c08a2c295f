/**
 * Reach (rulebook "Run/Climb", "Measuring & Moving With Terrain"): every surface node and wall position a
 * figure can reach from one node within a MOVE budget, by Dijkstra's algorithm over the board's surface graph
 * (see graph.ts for the edges: walks, climbs through wall positions, ladders, canals, Difficult Ground).
 *
 * Climbing: each climb started from a surface needs a roll (the graph's E_ROLL), and so does a climb started
 * from a wall position where the search begins (a new Run/Climb of a figure hanging on a wall: "each climb is a
 * separate roll"). With `passClimbing`, a figure moving on Vertical Terrain ignores other figures (rulebook
 * "Run/Climb"): a blocked node may be entered by a climbing step, and left only by climbing steps that need no new roll, but is never a
 * destination (it is left out of `nodes`, and `path` to it is null).
 *
 * Among paths of equal cost the one with fewer rolls wins. Works on node indexes and typed arrays with a
 * binary heap; the scratch arrays are kept per board and reused between searches (reach-scratch.ts).
 */
import type { Board, Node, PathStep, Reach, ReachOptions } from './api.ts';
import { VoxelBoard } from './board.ts';
import { E_CLIMB, E_LADDER, E_ROLL } from './graph.ts';
import { EPS, heapPop, heapPush, less, type Scratch, takeScratch } from './reach-scratch.ts';

/** The board's graph, or an error for boards not built by this module (tests' hand-made mocks). */
function voxelBoard(board: Board): VoxelBoard {
  if (board instanceof VoxelBoard) return board;
  throw new TypeError('findReach needs a board built by parseLevel, buildBoard or boardFromAscii');
}

/**
 * Every node reachable from `from` with cost (inches) ≤ `opts.budget`, with the cheapest cost and the number
 * of rolls (climbs without ladder, Difficult Ground crossings) on that path; the start is included at cost 0.
 * `opts.blocked(n)` nodes are never entered; `opts.stopAt(n)` nodes are entered but not left (a charge);
 * the start node is never checked against either. A negative or NaN budget reaches only the start. `path(to)` is the cheapest path (start excluded, cumulative
 * cost per step), [] for the start, null when `to` is out of reach.
 * @throws RangeError when `from` is not a surface node of the board; TypeError for a board not built here.
 */
export function findReach(board: Board, from: Node, opts: ReachOptions): Reach {
  const b = voxelBoard(board);
  const start = b.graphIndex(from);
  if (start < 0)
    throw new RangeError(
      `${b.name}: (${from.i}, ${from.j}, ${from.z}) is neither a surface nor a wall position to move from`,
    );
  const s = takeScratch(b);
  s.busy = true;
  try {
    return search(b, s, start, opts);
  } finally {
    s.busy = false;
  }
}

function search(b: VoxelBoard, s: Scratch, start: number, opts: ReachOptions): Reach {
  const { edgeStart, edgeTo, edgeCost, edgeFlags } = b.graph;
  const surfaces = b.surfaces.count;
  const nodes = b.surfaces.nodes;
  const walls = b.graph.walls.nodes;
  const nodeOf = (n: number): Node => (n < surfaces ? nodes[n]! : walls[n - surfaces]!);
  const fromWall = start >= surfaces;
  const pass = opts.passClimbing === true;
  const gen = s.gen;
  const budget = opts.budget >= 0 ? opts.budget + EPS : 0;
  const order: number[] = [];
  s.seen[start] = gen;
  s.dist[start] = 0;
  s.rolls[start] = 0;
  s.prevNode[start] = -1;
  s.prevEdge[start] = -1;
  s.checked[start] = gen;
  s.free[start] = 1;
  let size = heapPush(s, 0, start, 0, 0);
  while (size > 0) {
    const n = s.heapNode[0]!;
    const cost = s.heapCost[0]!;
    const rolls = s.heapRolls[0]!;
    size = heapPop(s, size);
    if (s.closed[n] === gen) continue;
    s.closed[n] = gen;
    order.push(n);
    const passing = s.free[n] === 0;
    if (n !== start && !passing && n < surfaces && opts.stopAt(nodes[n]!)) continue;
    for (let e = edgeStart[n]!; e < edgeStart[n + 1]!; e++) {
      const m = edgeTo[e]!;
      const c = cost + edgeCost[e]!;
      if (c > budget || s.closed[m] === gen) continue;
      const f = edgeFlags[e]!;
      if (passing && (!(f & E_CLIMB) || f & E_ROLL)) continue;
      const r = rolls + (f & E_ROLL || (n === start && fromWall && !(f & E_LADDER)) ? 1 : 0);
      if (s.seen[m] === gen && !less(c, r, s.dist[m]!, s.rolls[m]!)) continue;
      if (s.checked[m] !== gen) {
        s.checked[m] = gen;
        const node = nodeOf(m);
        // 2: closed (never entered); 1: free; 0: blocked (climbing may pass).
        s.free[m] = opts.closed?.(node) ? 2 : !opts.blocked(node) ? 1 : 0;
      }
      if (s.free[m] === 2 || (!s.free[m] && !(pass && f & E_CLIMB))) continue;
      s.seen[m] = gen;
      s.dist[m] = c;
      s.rolls[m] = r;
      s.prevNode[m] = n;
      s.prevEdge[m] = e;
      size = heapPush(s, size, m, c, r);
    }
  }
  return makeReach(b, s, start, order, nodeOf);
}

function makeReach(
  b: VoxelBoard,
  s: Scratch,
  start: number,
  order: number[],
  nodeOf: (n: number) => Node,
): Reach {
  const count = order.length;
  const index = Int32Array.from(order);
  const cost = new Float64Array(count);
  const prevNode = new Int32Array(count);
  const prevEdge = new Int32Array(count);
  const list: { node: Node; cost: number; rolls: number }[] = [];
  const destination = new Uint8Array(count);
  for (let p = 0; p < count; p++) {
    const n = index[p]!;
    cost[p] = s.dist[n]!;
    prevNode[p] = s.prevNode[n]!;
    prevEdge[p] = s.prevEdge[n]!;
    if (n !== start && !s.free[n]) continue;
    destination[p] = 1;
    list.push({ node: nodeOf(n), cost: s.dist[n]!, rolls: s.rolls[n]! });
  }
  const flags = b.graph.edgeFlags;
  const fromWall = start >= b.surfaces.count;
  // Where each graph node lies in `index`, plus 1 (0: not reached); made when a path is first asked for.
  let position: Int32Array | null = null;
  const positionOf = (n: number): number => {
    if (!position) {
      position = new Int32Array(b.graphSize);
      for (let p = 0; p < count; p++) position[index[p]!] = p + 1;
    }
    return n < 0 ? -1 : position[n]! - 1;
  };
  return {
    from: nodeOf(start),
    nodes: list,
    path(to: Node): PathStep[] | null {
      let p = positionOf(b.graphIndex(to));
      if (p < 0 || !destination[p]) return null;
      const steps: PathStep[] = [];
      while (prevNode[p]! >= 0) {
        const n = nodeOf(index[p]!);
        const f = flags[prevEdge[p]!]!;
        const first = prevNode[p] === start;
        steps.push({
          i: n.i,
          j: n.j,
          z: n.z,
          climb: (f & E_CLIMB) !== 0,
          ladder: (f & E_LADDER) !== 0,
          roll: (f & E_ROLL) !== 0 || (first && fromWall && !(f & E_LADDER)),
          cost: cost[p]!,
        });
        p = positionOf(prevNode[p]!);
      }
      return steps.reverse();
    },
  };
}
