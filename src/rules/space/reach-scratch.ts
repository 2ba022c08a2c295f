/**
 * The working arrays of a reach search (reach.ts), kept per board and reused between searches, and the binary
 * heap of (node, cost in inches, rolls) entries it pops cheapest first: among equal costs (within 1e-9″), fewer
 * rolls first.
 */
import type { VoxelBoard } from './board.ts';

/** Costs closer than this (inches) are equal. */
export const EPS = 1e-9;

/** Per graph node: search marks (a generation number each), costs, rolls, predecessors; and the heap. */
export interface Scratch {
  gen: number;
  busy: boolean;
  readonly seen: Uint32Array;
  readonly closed: Uint32Array;
  readonly checked: Uint32Array;
  readonly free: Uint8Array;
  /** `stopAt` asked of the node in this search (gen), and its answer. */
  readonly stopGen: Uint32Array;
  readonly stop: Uint8Array;
  /** The predecessor from which a straight stretch to the node was refused in this search (gen). */
  readonly failGen: Uint32Array;
  readonly failFrom: Int32Array;
  readonly dist: Float64Array;
  readonly rolls: Uint16Array;
  readonly prevNode: Int32Array;
  readonly prevEdge: Int32Array;
  readonly heapNode: Int32Array;
  readonly heapCost: Float64Array;
  readonly heapRolls: Uint16Array;
}

const scratches = new WeakMap<VoxelBoard, Scratch>();

function newScratch(board: VoxelBoard): Scratch {
  const n = board.graphSize;
  const h = board.graph.edgeTo.length + 1;
  return {
    gen: 0,
    busy: false,
    seen: new Uint32Array(n),
    closed: new Uint32Array(n),
    checked: new Uint32Array(n),
    free: new Uint8Array(n),
    stopGen: new Uint32Array(n),
    stop: new Uint8Array(n),
    failGen: new Uint32Array(n),
    failFrom: new Int32Array(n),
    dist: new Float64Array(n),
    rolls: new Uint16Array(n),
    prevNode: new Int32Array(n),
    prevEdge: new Int32Array(n),
    heapNode: new Int32Array(h),
    heapCost: new Float64Array(h),
    heapRolls: new Uint16Array(h),
  };
}

/** The board's scratch arrays for a new search (a fresh set when a search of that board is under way). */
export function takeScratch(board: VoxelBoard): Scratch {
  let s = scratches.get(board);
  if (!s) {
    s = newScratch(board);
    scratches.set(board, s);
  }
  if (s.busy) return newScratch(board);
  if (s.gen >= 0xfffffff0) {
    s.seen.fill(0);
    s.closed.fill(0);
    s.checked.fill(0);
    s.stopGen.fill(0);
    s.failGen.fill(0);
    s.gen = 0;
  }
  s.gen++;
  return s;
}

/** Whether (cost ca, rolls ra) comes before (cb, rb). */
export function less(ca: number, ra: number, cb: number, rb: number): boolean {
  return ca < cb - EPS || (ca <= cb + EPS && ra < rb);
}

/** Push onto the min-heap of (node, cost, rolls) entries in the scratch arrays; returns the new size. */
export function heapPush(s: Scratch, size: number, node: number, cost: number, rolls: number): number {
  let k = size;
  while (k > 0) {
    const p = (k - 1) >> 1;
    if (!less(cost, rolls, s.heapCost[p]!, s.heapRolls[p]!)) break;
    s.heapNode[k] = s.heapNode[p]!;
    s.heapCost[k] = s.heapCost[p]!;
    s.heapRolls[k] = s.heapRolls[p]!;
    k = p;
  }
  s.heapNode[k] = node;
  s.heapCost[k] = cost;
  s.heapRolls[k] = rolls;
  return size + 1;
}

/** Remove the top entry of the heap (read it first); returns the new size. */
export function heapPop(s: Scratch, size: number): number {
  const last = size - 1;
  const node = s.heapNode[last]!;
  const cost = s.heapCost[last]!;
  const rolls = s.heapRolls[last]!;
  let k = 0;
  for (;;) {
    let c = 2 * k + 1;
    if (c >= last) break;
    if (c + 1 < last && less(s.heapCost[c + 1]!, s.heapRolls[c + 1]!, s.heapCost[c]!, s.heapRolls[c]!)) c++;
    if (!less(s.heapCost[c]!, s.heapRolls[c]!, cost, rolls)) break;
    s.heapNode[k] = s.heapNode[c]!;
    s.heapCost[k] = s.heapCost[c]!;
    s.heapRolls[k] = s.heapRolls[c]!;
    k = c;
  }
  s.heapNode[k] = node;
  s.heapCost[k] = cost;
  s.heapRolls[k] = rolls;
  return last;
}
