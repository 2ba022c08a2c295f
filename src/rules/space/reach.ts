/**
 * Reach (rulebook "Run/Climb", "Measuring & Moving With Terrain"): every surface node and wall position a
 * figure can reach from one node within a MOVE budget, by Dijkstra's algorithm over the board's surface graph
 * (see graph.ts for the edges: walks, climbs through wall positions, ladders, canals, Difficult Ground).
 *
 * Costs are inches along the way taken. Over open ground the way goes straight, not in the graph's 1″ and √2″
 * steps (Theta*): when a walk from node n to m needs no roll, the search also tries going straight to m from n's
 * predecessor, and takes it when shortcuts.ts allows a straight stretch there (same height and kind of ground,
 * nothing in the way, no figure, no stop). The rules' Run/Climb, its preview and the AI all read this one search.
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
import { straightClear, straightGround, straightOnward, straightSteps } from './shortcuts.ts';

/** The board's graph, or an error for boards not built by this module (tests' hand-made mocks). */
function voxelBoard(board: Board): VoxelBoard {
  if (board instanceof VoxelBoard) return board;
  throw new TypeError('findReach needs a board built by parseLevel, buildBoard or boardFromAscii');
}

/**
 * Every node reachable from `from` with cost (inches) ≤ `opts.budget`, with the cheapest cost and the number
 * of rolls (climbs without ladder, Difficult Ground crossings) on that path; the start is included at cost 0.
 * `opts.blocked(n)` nodes are never entered; `opts.stopAt(n)` nodes are entered but not left (a charge);
 * the start node is never checked against either, and a straight stretch passes neither kind. A negative or NaN
 * budget reaches only the start. `path(to)` is the cheapest path (start excluded, cumulative cost per step; a
 * straight stretch lists every column it crosses, with where it crosses it: `PathStep.pass`), [] for the start,
 * null when `to` is out of reach.
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
  // 2: closed (never entered); 1: free; 0: blocked (climbing may pass).
  const freeOf = (m: number): number => {
    if (s.checked[m] !== gen) {
      s.checked[m] = gen;
      const node = nodeOf(m);
      s.free[m] = opts.closed?.(node) ? 2 : !opts.blocked(node) ? 1 : 0;
    }
    return s.free[m]!;
  };
  const stopsAt = (m: number): boolean => {
    if (s.stopGen[m] !== gen) {
      s.stopGen[m] = gen;
      s.stop[m] = opts.stopAt(nodes[m]!) ? 1 : 0;
    }
    return s.stop[m] === 1;
  };
  // A node a straight stretch passes through: free, and no place where the move would have to stop.
  const through = (m: number): boolean => freeOf(m) === 1 && !stopsAt(m);
  const ground = straightGround(b);
  const classes = ground.classOf;
  const { nodeI, nodeJ, nodeZ } = ground;
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
    if (n !== start && !passing && n < surfaces && (s.stopGen[n] === gen ? s.stop[n] === 1 : stopsAt(n)))
      continue;
    // Where a straight stretch through n would start: n's predecessor, when a plain surface node that is free.
    const p = s.prevNode[n]!;
    const sf = p >= 0 && p < surfaces && classes[p] !== 0 && s.free[p] === 1 ? p : -1;
    const sfClass = sf >= 0 ? classes[sf]! : -1;
    const sfZ = sf >= 0 ? nodeZ[sf]! : 0;
    const sfI = sf >= 0 ? nodeI[sf]! : 0;
    const sfJ = sf >= 0 ? nodeJ[sf]! : 0;
    const sfDist = sf >= 0 ? s.dist[sf]! : 0;
    const sfRolls = sf >= 0 ? s.rolls[sf]! : 0;
    const inLine = s.prevEdge[n] === -1;
    for (let e = edgeStart[n]!; e < edgeStart[n + 1]!; e++) {
      const m = edgeTo[e]!;
      if (s.closed[m] === gen) continue;
      const f = edgeFlags[e]!;
      if (passing && (!(f & E_CLIMB) || f & E_ROLL)) continue;
      let c = cost + edgeCost[e]!;
      let r = rolls + (f & E_ROLL || (n === start && fromWall && !(f & E_LADDER)) ? 1 : 0);
      let from = n;
      let via = e;
      // Theta*: from n's predecessor straight to m, when the way between allows it (shortcuts.ts).
      if (f === 0 && classes[m] === sfClass && nodeZ[m] === sfZ) {
        const di = nodeI[m]! - sfI;
        const dj = nodeJ[m]! - sfJ;
        const cs = sfDist + Math.sqrt(di * di + dj * dj);
        // Going by n costs no less (each step costs at least its straight length) and rolls no less: when the
        // straight way gains nothing, neither does the step.
        if (cs > budget || (s.seen[m] === gen && !less(cs, sfRolls, s.dist[m]!, s.rolls[m]!))) continue;
        if ((s.checked[m] === gen ? s.free[m] : freeOf(m)) !== 1) continue;
        if (!(s.failGen[m] === gen && s.failFrom[m] === sf)) {
          const clear = inLine
            ? (straightOnward(ground, sf, n, m, through) ?? straightClear(ground, sf, m, through))
            : straightClear(ground, sf, m, through);
          if (clear) {
            c = cs;
            r = sfRolls;
            from = sf;
            via = -1;
          } else {
            s.failGen[m] = gen;
            s.failFrom[m] = sf;
          }
        }
      }
      if (c > budget) continue;
      if (s.seen[m] === gen && !less(c, r, s.dist[m]!, s.rolls[m]!)) continue;
      const free = s.checked[m] === gen ? s.free[m]! : freeOf(m);
      if (free === 2 || (!free && !(pass && f & E_CLIMB))) continue;
      s.seen[m] = gen;
      s.dist[m] = c;
      s.rolls[m] = r;
      s.prevNode[m] = from;
      s.prevEdge[m] = via;
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
        const back = positionOf(prevNode[p]!);
        if (prevEdge[p]! < 0) {
          // a straight stretch (shortcuts.ts)
          const stretch = straightSteps(b, prevNode[p]!, index[p]!, cost[back]!, cost[p]!);
          for (let k = stretch.length - 1; k >= 0; k--) steps.push(stretch[k]!);
        } else {
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
        }
        p = back;
      }
      return steps.reverse();
    },
  };
}
