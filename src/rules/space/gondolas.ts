/**
 * Gondolas (rulebook "Gondolas", "Row"): 1″ × 3″ boats on the canals, their deck 1″ above the water — a kind
 * of Unstable Ground and Large Obstacle for the figures riding them, Debris for everyone else (see
 * floats.ts, obstacles.ts). The Row action moves a gondola with its riders; it never leaves the water and
 * cannot pass through solid terrain (a bridge deck on the water, or one too low to leave 1″ over the deck).
 *
 * A gondola moves in steps: 1″ along a row or column, 1.41″ diagonally (only where both orthogonal steps
 * around the diagonal are open too), or a quarter turn about its middle cell, which costs 1.41″ (how far its
 * ends move) and needs the whole 3 × 3 square around the middle to be open water.
 *
 * Room aboard: two 30 mm bases or one 40 mm base ({@link gondolaRoomProblem}).
 */
import type { Board, Node } from './api.ts';
import { VoxelBoard } from './board.ts';
import { floatProblem } from './floats.ts';
import { type GondolaOrientation, type GondolaSpec, gondolaCells } from './terrain.ts';

/** A gondola of a board, where it is now. */
export interface GondolaInfo extends GondolaSpec {
  /** Bow, middle and stern cells. */
  readonly cells: readonly (readonly [number, number])[];
  /** Height of the deck (inches): 1″ above the water's surface. */
  readonly deck: number;
}

/** A place a gondola can be rowed to, and where each rider goes with it. */
export interface GondolaMove {
  readonly id: string;
  /** The middle cell and the way it lies at the end of the move. */
  readonly i: number;
  readonly j: number;
  readonly orientation: GondolaOrientation;
  /** How far the middle cell moved (inches, east and south); riders on it move by as much. */
  readonly dx: number;
  readonly dy: number;
  /** Length of the move (inches): the farthest any part of the gondola (and so any rider) moves. */
  readonly distance: number;
  /** For each deck node before the move (bow, middle, stern), the deck node it ends on. */
  readonly riders: readonly { readonly from: Node; readonly to: Node }[];
}

/** Bow directions: north, east, south, west. */
const DIRS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
];
const STEPS: readonly (readonly [number, number])[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];

function voxelBoard(board: Board): VoxelBoard {
  if (board instanceof VoxelBoard) return board;
  throw new TypeError('gondolas need a board built by parseLevel, buildBoard or boardFromAscii');
}

function deckAt(b: VoxelBoard, i: number, j: number): number {
  return b.grid.colTop[j * b.width + i]! + 1;
}

/** Every gondola of the board with its cells and deck height, in the level's order. */
export function gondolas(board: Board): GondolaInfo[] {
  const b = voxelBoard(board);
  return b.gondolaSpecs.map((g) => ({ ...g, cells: gondolaCells(g), deck: deckAt(b, g.i, g.j) }));
}

/**
 * The id of the gondola whose deck node `n` is (a figure there rides it), or null — also for a swimmer in
 * the water under a gondola.
 * @throws TypeError for a board not built by this module.
 */
export function gondolaAt(board: Board, n: Node): string | null {
  const b = voxelBoard(board);
  if (!b.onTable(n.i, n.j)) return null;
  const c = n.j * b.width + n.i;
  const index = b.floats.gondola[c]!;
  if (index < 0 || b.floats.top[c] !== n.z) return null;
  return b.gondolaSpecs[index]!.id;
}

/** Room on a gondola's deck, in 30 mm places (rulebook "Gondolas": two 30 mm bases, or one 40 mm base). */
export const GONDOLA_CAPACITY = 2;

/**
 * How many of a gondola's {@link GONDOLA_CAPACITY} places a base of `mm` millimetres takes: 1 up to 30 mm, 2 up
 * to 40 mm. A larger base cannot ride at all (Infinity): the rule gives the whole deck to a single 40 mm base,
 * so nothing bigger fits.
 */
export function gondolaLoad(mm: number): number {
  if (mm <= 30) return 1;
  if (mm <= 40) return 2;
  return Number.POSITIVE_INFINITY;
}

/**
 * Why a figure on a base of `mm` millimetres cannot come to rest on node `n`, or null when it can: null off a
 * gondola's deck; otherwise the gondola must have room for it beside the riders already aboard (`aboardMm`:
 * their bases, the figure itself left out). Rulebook "Gondolas".
 * @throws TypeError for a board not built by this module.
 */
export function gondolaRoomProblem(
  board: Board,
  n: Node,
  mm: number,
  aboardMm: readonly number[],
): string | null {
  const id = gondolaAt(board, n);
  if (id === null || board.surfaceKind(n) === 'water') return null;
  const rule = 'a gondola carries two 30 mm bases or one 40 mm base';
  if (gondolaLoad(mm) > GONDOLA_CAPACITY) return `a ${mm} mm base cannot ride a gondola (${rule})`;
  const load = aboardMm.reduce((sum, x) => sum + gondolaLoad(x), 0);
  if (load + gondolaLoad(mm) <= GONDOLA_CAPACITY) return null;
  const name = voxelBoard(board).gondolaSpecs.find((g) => g.id === id)?.name ?? id;
  return `no room on ${name} for a ${mm} mm base (${rule})`;
}

/** Min-heap of states by cost (arrays, ties by insertion order). */
class Heap {
  readonly #cost: number[] = [];
  readonly #state: number[] = [];
  get size(): number {
    return this.#cost.length;
  }
  push(cost: number, state: number): void {
    this.#cost.push(cost);
    this.#state.push(state);
    let k = this.#cost.length - 1;
    while (k > 0) {
      const p = (k - 1) >> 1;
      if (this.#cost[p]! <= cost) break;
      this.#swap(k, p);
      k = p;
    }
  }
  pop(): [number, number] {
    const top: [number, number] = [this.#cost[0]!, this.#state[0]!];
    const c = this.#cost.pop()!;
    const s = this.#state.pop()!;
    if (this.#cost.length > 0) {
      this.#cost[0] = c;
      this.#state[0] = s;
      let k = 0;
      for (;;) {
        let m = 2 * k + 1;
        if (m >= this.#cost.length) break;
        if (m + 1 < this.#cost.length && this.#cost[m + 1]! < this.#cost[m]!) m++;
        if (this.#cost[m]! >= this.#cost[k]!) break;
        this.#swap(k, m);
        k = m;
      }
    }
    return top;
  }
  #swap(a: number, b: number): void {
    [this.#cost[a], this.#cost[b]] = [this.#cost[b]!, this.#cost[a]!];
    [this.#state[a], this.#state[b]] = [this.#state[b]!, this.#state[a]!];
  }
}

/**
 * Every place gondola `id` can be rowed to with a move of at most `inches`, nearest first (rulebook "Row":
 * the roll gives 2″, 2″ + 1″ per Ace or 4″ + 1″ per Ace), never over water an overlay has made Solid Ground
 * (overlays.ts). Its own place is not listed. Each result says where each deck node goes, so the engine moves
 * the riders with it; swimmers the gondola ends over are the engine's to move (a gondola is Debris for them).
 * @throws RangeError for an unknown gondola id; TypeError for a board not built by this module.
 */
export function gondolaMoves(board: Board, id: string, inches: number): GondolaMove[] {
  const b = voxelBoard(board);
  const self = b.gondolaSpecs.findIndex((g) => g.id === id);
  const g = b.gondolaSpecs[self];
  if (!g) throw new RangeError(`${b.name}: no gondola "${id}"`);
  const { width, depth } = b;
  const open = (i: number, j: number): boolean => {
    if (floatProblem(b.grid, i, j) !== null) return false;
    const c = j * width + i;
    // Water made Solid Ground for a while (Ice Lock: overlays.ts) is no water to row on.
    if (b.overlayAt({ i, j, z: b.grid.colTop[c]! }) !== null) return false;
    return b.floats.kind[c] === 0 || b.floats.gondola[c] === self;
  };
  const fits = (i: number, j: number, dir: number) => {
    const [di, dj] = DIRS[dir]!;
    return open(i, j) && open(i + di, j + dj) && open(i - di, j - dj);
  };
  const turns = (i: number, j: number) => {
    for (let dj = -1; dj <= 1; dj++) for (let di = -1; di <= 1; di++) if (!open(i + di, j + dj)) return false;
    return true;
  };
  const state = (i: number, j: number, dir: number) => (j * width + i) * 4 + dir;
  const dist = new Float64Array(width * depth * 4).fill(Number.POSITIVE_INFINITY);
  const startDir = g.orientation === 'north-south' ? 0 : 3;
  const start = state(g.i, g.j, startDir);
  dist[start] = 0;
  const heap = new Heap();
  heap.push(0, start);
  const order: number[] = [];
  while (heap.size > 0) {
    const [cost, s] = heap.pop();
    if (cost > dist[s]! + 1e-12) continue;
    order.push(s);
    const dir = s % 4;
    const c = (s - dir) / 4;
    const i = c % width;
    const j = (c - i) / width;
    const relax = (next: number, step: number) => {
      const to = cost + step;
      if (to <= inches + 1e-9 && to < dist[next]! - 1e-12) {
        dist[next] = to;
        heap.push(to, next);
      }
    };
    for (const [di, dj] of STEPS) {
      if (!fits(i + di, j + dj, dir)) continue;
      const diagonal = di !== 0 && dj !== 0;
      if (diagonal && (!fits(i + di, j, dir) || !fits(i, j + dj, dir))) continue;
      relax(state(i + di, j + dj, dir), diagonal ? Math.SQRT2 : 1);
    }
    if (turns(i, j)) {
      relax(state(i, j, (dir + 1) % 4), Math.SQRT2);
      relax(state(i, j, (dir + 3) % 4), Math.SQRT2);
    }
  }
  const seen = new Set<string>([`${g.i},${g.j},${g.orientation}`]);
  const out: GondolaMove[] = [];
  const [bi, bj] = DIRS[startDir]!;
  const fromCells: [number, number][] = [
    [g.i + bi, g.j + bj],
    [g.i, g.j],
    [g.i - bi, g.j - bj],
  ];
  for (const s of order) {
    const dir = s % 4;
    const c = (s - dir) / 4;
    const i = c % width;
    const j = (c - i) / width;
    const orientation: GondolaOrientation = dir % 2 === 0 ? 'north-south' : 'west-east';
    const key = `${i},${j},${orientation}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const [di, dj] = DIRS[dir]!;
    const toCells: [number, number][] = [
      [i + di, j + dj],
      [i, j],
      [i - di, j - dj],
    ];
    const riders = fromCells.map(([fi, fj], k) => {
      const [ti, tj] = toCells[k]!;
      return { from: { i: fi, j: fj, z: deckAt(b, fi, fj) }, to: { i: ti, j: tj, z: deckAt(b, ti, tj) } };
    });
    out.push({ id, i, j, orientation, dx: i - g.i, dy: j - g.j, distance: dist[s]!, riders });
  }
  return out;
}

/**
 * The place within `inches` that brings gondola `id` nearest to the point `toward` (inches; measured from
 * the middle of the gondola), the shorter move on a tie; null when no move brings it nearer than it is.
 * @throws RangeError for an unknown gondola id; TypeError for a board not built by this module.
 */
export function moveGondola(
  board: Board,
  id: string,
  toward: { readonly x: number; readonly y: number },
  inches: number,
): GondolaMove | null {
  const b = voxelBoard(board);
  const g = b.gondolaSpecs.find((x) => x.id === id);
  if (!g) throw new RangeError(`${b.name}: no gondola "${id}"`);
  const away = (i: number, j: number) => Math.hypot(i + 0.5 - toward.x, j + 0.5 - toward.y);
  let best: GondolaMove | null = null;
  let bestAway = away(g.i, g.j) - 1e-9;
  for (const m of gondolaMoves(b, id, inches)) {
    const d = away(m.i, m.j);
    if (d < bestAway - 1e-9) {
      best = m;
      bestAway = d;
    }
  }
  return best;
}

/**
 * The board after a move from {@link gondolaMoves} or {@link moveGondola}: the same board with that gondola
 * at its new place (see {@link VoxelBoard.withGondolas}; about 0.4 ms on a 36″ × 36″ board).
 * @throws RangeError when the move does not fit the board; TypeError for a board not built by this module.
 */
export function applyGondolaMove(board: Board, move: GondolaMove): VoxelBoard {
  const b = voxelBoard(board);
  return b.withGondolas(
    b.gondolaSpecs.map((g) =>
      g.id === move.id ? { ...g, i: move.i, j: move.j, orientation: move.orientation } : g,
    ),
  );
}
