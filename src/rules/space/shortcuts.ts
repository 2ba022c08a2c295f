/**
 * Straight stretches of a move (rulebook "Run/Climb": a character moves up to its MOVE in inches; "Measuring &
 * Moving With Terrain": distances are measured straight between two points). The surface graph (graph.ts) steps
 * between neighbouring 1″ columns, so a way across open ground at an angle that is neither along a row nor a
 * diagonal would cost more on it than its length. The reach search (reach.ts) also tries, Theta*-style, to go
 * straight from a node's predecessor to the next node; this module says where such a straight stretch may run
 * and which columns it passes.
 *
 * A straight stretch runs between the centres of two surface nodes at the same height. It may run only over
 * ground that the graph's walks cross without a roll or a refusal, judged conservatively on every column whose
 * square (its closed 1″ × 1″ footprint, edges and corners included) the segment touches:
 * - each such column has a surface node at exactly that height (no wall, no step up or down, no drop, no
 *   Impassable terrain, no gap), of the same surface kind as the two ends (Solid, Difficult, Unstable or water:
 *   no Difficult Ground entered, no water left or entered);
 * - none of them holds an Obstacle, a Barricade or a floating piece (Debris, a gondola), whose crossing the rules
 *   read step by step;
 * - the search's own test of each node in between passes (no other figure, nothing closed to the mover, no enemy
 *   whose base contact would stop the move).
 */
import type { PathStep } from './api.ts';
import type { VoxelBoard } from './board.ts';

/**
 * What straight stretches read of one board: per surface node, its class (0: never on a stretch; otherwise 1 + the
 * index of its surface kind: two nodes of one class may share a stretch), with the board's surface arrays.
 */
export interface StraightGround {
  readonly width: number;
  readonly colStart: Int32Array;
  readonly nodeCol: Int32Array;
  readonly nodeZ: Int16Array;
  /** Column (i, j) of each surface node. */
  readonly nodeI: Int16Array;
  readonly nodeJ: Int16Array;
  readonly classOf: Uint8Array;
}

const grounds = new WeakMap<VoxelBoard, StraightGround>();

/** The {@link StraightGround} of `b`, computed once per board and kept. */
export function straightGround(b: VoxelBoard): StraightGround {
  let out = grounds.get(b);
  if (out) return out;
  const { surfaces, width } = b;
  const classOf = new Uint8Array(surfaces.count);
  const nodeI = new Int16Array(surfaces.count);
  const nodeJ = new Int16Array(surfaces.count);
  for (let n = 0; n < surfaces.count; n++) {
    const c = surfaces.nodeCol[n]!;
    const i = c % width;
    const j = (c - i) / width;
    nodeI[n] = i;
    nodeJ[n] = j;
    const plain = b.floats.kind[c] === 0 && b.obstacleKind(i, j) === null && b.barricadeOn(i, j) === null;
    classOf[n] = plain ? 1 + surfaces.kind[n]! : 0;
  }
  const { colStart, nodeCol, nodeZ } = surfaces;
  out = { width, colStart, nodeCol, nodeZ, nodeI, nodeJ, classOf };
  grounds.set(b, out);
  return out;
}

/**
 * Whether a straight stretch may run from surface node `p` to surface node `m` (indexes of `g`'s board): both at
 * the same height and of one class, and every other column whose square the segment between their centres touches
 * holds a node of that height and class for which `ok(node)` holds. Exact (integer) geometry; the columns near `m`
 * are read first.
 */
export function straightClear(g: StraightGround, p: number, m: number, ok: (n: number) => boolean): boolean {
  const { width, nodeZ, classOf } = g;
  const z = nodeZ[p]!;
  const want = classOf[p]!;
  if (want === 0 || classOf[m] !== want || nodeZ[m] !== z || p === m) return false;
  const cp = g.nodeCol[p]!;
  const cm = g.nodeCol[m]!;
  const ip = g.nodeI[p]!;
  const jp = g.nodeJ[p]!;
  const im = g.nodeI[m]!;
  const jm = g.nodeJ[m]!;
  // u: the axis along which the segment goes farther, v: the other; doubled coordinates (centres are odd).
  const xMajor = Math.abs(im - ip) >= Math.abs(jm - jp);
  const ua = xMajor ? ip : jp;
  const ub = xMajor ? im : jm;
  const va = xMajor ? jp : ip;
  const du = ub - ua;
  const span = du > 0 ? du : -du;
  // Doubled v of the segment at doubled u = M, times |du| (an integer): v0 + (M − (2ua + 1)) · slope.
  const slope = ((xMajor ? jm : im) - va) * (du > 0 ? 1 : -1);
  const v0 = (2 * va + 1) * span;
  const u0 = 2 * ua + 1;
  const lowU = 2 * (du > 0 ? ua : ub) + 1;
  const highU = 2 * (du > 0 ? ub : ua) + 1;
  const cell = 2 * span;
  const back = du > 0 ? -1 : 1;
  for (let U = ub; U !== ua + back; U += back) {
    const a = v0 + ((2 * U > lowU ? 2 * U : lowU) - u0) * slope;
    const c = v0 + ((2 * U + 2 < highU ? 2 * U + 2 : highU) - u0) * slope;
    // Squares [2V, 2V + 2] (doubled) that the v-range of the segment touches, edges included.
    const vLo = Math.ceil((a < c ? a : c) / cell) - 1;
    const vHi = Math.floor((a < c ? c : a) / cell);
    for (let V = vLo; V <= vHi; V++) {
      const col = xMajor ? V * width + U : U * width + V;
      if (col === cp || col === cm) continue;
      if (!columnClear(g, col, z, want, ok)) return false;
    }
  }
  return true;
}

/** Whether column `col` of `g` holds a node at height z of class `want` for which `ok(node)` holds. */
function columnClear(
  g: StraightGround,
  col: number,
  z: number,
  want: number,
  ok: (n: number) => boolean,
): boolean {
  let n = g.colStart[col]!;
  const end = g.colStart[col + 1]!;
  while (n < end && g.nodeZ[n] !== z) n++;
  return n < end && g.classOf[n] === want && ok(n);
}

/**
 * {@link straightClear} from `p` to `m` when the stretch from `p` to `n` is known clear and `m` is the next column
 * beyond `n` in the same direction (the stretch runs along a row, a column or a diagonal): only `n`, now passed
 * through, and the two columns beside a diagonal step are read. Null when `m` is not in line.
 */
export function straightOnward(
  g: StraightGround,
  p: number,
  n: number,
  m: number,
  ok: (n: number) => boolean,
): boolean | null {
  const { width, nodeI, nodeJ } = g;
  const di1 = nodeI[n]! - nodeI[p]!;
  const dj1 = nodeJ[n]! - nodeJ[p]!;
  const di2 = nodeI[m]! - nodeI[n]!;
  const dj2 = nodeJ[m]! - nodeJ[n]!;
  if (di1 * dj2 !== dj1 * di2 || di1 * di2 + dj1 * dj2 <= 0) return null;
  const z = g.nodeZ[p]!;
  const want = g.classOf[p]!;
  if (g.classOf[m] !== want || g.nodeZ[m] !== z || !ok(n)) return false;
  if (di2 === 0 || dj2 === 0) return true;
  const cn = g.nodeCol[n]!;
  return columnClear(g, cn + di2, z, want, ok) && columnClear(g, cn + dj2 * width, z, want, ok);
}

/** Column (i, j) of surface node n. */
function columnOf(b: VoxelBoard, n: number): [number, number] {
  const c = b.surfaces.nodeCol[n]!;
  const i = c % b.width;
  return [i, (c - i) / b.width];
}

/**
 * The steps of a straight stretch from surface node `p` (cost `from`, inches) to surface node `m` (cost `to`),
 * `p` excluded: for each column along the major axis, the one whose centre lies nearest the segment (ties toward
 * `p`'s row), each a walk with no roll. A column the segment does not pass through the centre of gets `pass`, the
 * point of the segment level with its centre; its cost is the way there along the segment, plus the short step
 * across to the centre (where a move that stops there stands). Only for a stretch {@link straightClear} allowed.
 */
export function straightSteps(b: VoxelBoard, p: number, m: number, from: number, to: number): PathStep[] {
  const z = b.surfaces.nodeZ[p]!;
  const [ip, jp] = columnOf(b, p);
  const [im, jm] = columnOf(b, m);
  const di = im - ip;
  const dj = jm - jp;
  const n = Math.max(Math.abs(di), Math.abs(dj));
  const xMajor = Math.abs(di) >= Math.abs(dj);
  const dv = xMajor ? dj : di;
  const length = to - from;
  const out: PathStep[] = [];
  for (let k = 1; k < n; k++) {
    const off = k * dv;
    const near = Math.sign(off) * Math.floor((2 * Math.abs(off) + n - 1) / (2 * n));
    const aside = Math.abs(off / n - near);
    const u = (k * (xMajor ? di : dj)) / n;
    const i = ip + (xMajor ? u : near);
    const j = jp + (xMajor ? near : u);
    const cost = from + (length * k) / n + aside;
    if (aside === 0) out.push({ i, j, z, climb: false, ladder: false, roll: false, cost });
    else {
      const pass = [ip + 0.5 + (di * k) / n, jp + 0.5 + (dj * k) / n] as const;
      out.push({ i, j, z, climb: false, ladder: false, roll: false, cost, pass });
    }
  }
  out.push({ i: im, j: jm, z, climb: false, ladder: false, roll: false, cost: to });
  return out;
}
