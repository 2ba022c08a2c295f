/**
 * The surface graph (rulebook "Run/Climb", "Measuring & Moving With Terrain", "Canals", "Water Access",
 * "Vertical Terrain", "Ropes & Ladders", "Difficult Ground"): edges between surface nodes of neighbouring
 * columns, with their cost in inches and whether they need a roll, in compressed (CSR) typed arrays.
 *
 * - Walk: to any of the 8 neighbours when the height changes by at most 1″ (terrain up to 1″ is ignored);
 *   cost 1 orthogonally, √2 diagonally. A diagonal step may not cut the corner of a wall: both columns beside
 *   it must be open at the step's height (a bump of up to 1″ there is ignored).
 * - Climb: orthogonal only, a height change of more than 1″ up or down a solid face (Vertical Terrain), in 1″
 *   steps through the wall positions of the climb (walls.ts): the figure hangs in the open column beside the
 *   wall at every whole-inch height between the foot and the top, and may stop there. The whole climb costs
 *   1 + |Δz| (1″ per step up or down, +1″ across onto the top, or off it going down). Starting a climb from a
 *   surface needs a DEXTERITY roll (flag E_ROLL on that first step only) unless either column has Ropes &
 *   Ladders, or the climb goes into or out of water at Water Access. Out of a canal over a wall higher than 1″
 *   only at Water Access or a ladder. A figure hanging on a wall may climb on up or down, or step onto the top
 *   or the foot; the search counts the roll of a climb that starts on a wall (reach.ts).
 * - Ruins (rulebook "Ruins"): inside a ruin a figure climbs straight up or down between the floors of a
 *   column as on Vertical Terrain, through wall positions inside the column up to 2″ under the upper floor;
 *   cost the height, a roll unless the column has Ropes & Ladders. Doors and windows at street level are plain
 *   walks.
 * - Graph nodes are the surface nodes (0..S−1, surfaces.ts) then the wall positions (S..S+W−1, walls.ts).
 * - Floating pieces (Debris, gondolas) are surfaces 1″ above the water: a swimmer steps onto them from the
 *   water beside them as out of a canal with a 1″ wall, and swims freely under them.
 * - Entering Difficult Ground from elsewhere needs a roll (one per crossing).
 */
import { AIR, SOLID, type VoxelGrid } from './grid.ts';
import { S_DIFFICULT, type SurfaceIndex } from './surfaces.ts';
import { buildWalls, type ClimbRun, climbRuns, type WallIndex } from './walls.ts';

export const E_CLIMB = 1;
export const E_LADDER = 2;
export const E_ROLL = 4;

/** Edges in CSR form: edges of node n are edgeStart[n] .. edgeStart[n + 1] − 1. */
export interface EdgeLists {
  readonly edgeStart: Int32Array;
  readonly edgeTo: Int32Array;
  readonly edgeCost: Float64Array;
  readonly edgeFlags: Uint8Array;
}

/**
 * The surface graph: edges of node n are edgeStart[n] .. edgeStart[n + 1] − 1. Nodes 0..S−1 are the surface
 * nodes, S..S+W−1 the wall positions (`walls`; S = the surface count).
 */
export interface SurfaceGraph extends EdgeLists {
  readonly walls: WallIndex;
  /** The walks between surface nodes alone (reused when a gondola moves). */
  readonly walks: EdgeLists;
}

const DIRS: readonly (readonly [number, number])[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [1, -1],
  [-1, 1],
  [-1, -1],
];

function cell(g: VoxelGrid, c: number, k: number): number {
  if (k < g.zMin) return SOLID;
  if (k >= g.zMax) return AIR;
  return g.cells[(k - g.zMin) * g.width * g.depth + c]!;
}

/** A column beside a diagonal step is open at height m unless a wall there rises more than 1″ above m. */
function openBeside(g: VoxelGrid, c: number, m: number): boolean {
  return cell(g, c, m) !== SOLID || cell(g, c, m + 1) !== SOLID;
}

/** Whether there is a walk from height za in column ca to zb in column cb: a height change of at most 1″ with
 * room at the higher of the two. */
function walks(g: VoxelGrid, ca: number, za: number, cb: number, zb: number): boolean {
  if (Math.abs(zb - za) > 1) return false;
  const m = Math.max(za, zb);
  return cell(g, ca, m) !== SOLID && cell(g, cb, m) !== SOLID;
}

/** A previous graph of the same grid, its surface index, and which columns changed since (1 = changed). */
export interface GraphReuse {
  readonly prev: SurfaceGraph;
  readonly prevSurfaces: SurfaceIndex;
  readonly changed: Uint8Array;
}

/** Edge lists under construction. */
interface Edges {
  readonly to: number[];
  readonly cost: number[];
  readonly flags: number[];
}

function nodeEdges(g: VoxelGrid, s: SurfaceIndex, a: number, out: Edges): void {
  const { width, depth } = g;
  const ca = s.nodeCol[a]!;
  const za = s.nodeZ[a]!;
  const ia = ca % width;
  const ja = (ca - ia) / width;
  for (const [di, dj] of DIRS) {
    const ib = ia + di;
    const jb = ja + dj;
    if (ib < 0 || jb < 0 || ib >= width || jb >= depth) continue;
    const cb = jb * width + ib;
    const diagonal = di !== 0 && dj !== 0;
    for (let b = s.colStart[cb]!; b < s.colStart[cb + 1]!; b++) {
      const zb = s.nodeZ[b]!;
      if (!walks(g, ca, za, cb, zb)) continue;
      if (diagonal) {
        const m = Math.max(za, zb);
        if (!openBeside(g, ja * width + ib, m) || !openBeside(g, jb * width + ia, m)) continue;
      }
      out.to.push(b);
      out.cost.push(diagonal ? Math.SQRT2 : 1);
      out.flags.push(s.kind[b] === S_DIFFICULT && s.kind[a] !== S_DIFFICULT ? E_ROLL : 0);
    }
  }
}

/** Columns whose edges may differ from the previous graph: the changed ones and their 8 neighbours. */
function touched(g: VoxelGrid, changed: Uint8Array): Uint8Array {
  const { width, depth } = g;
  const out = new Uint8Array(width * depth);
  for (let c = 0; c < changed.length; c++) {
    if (!changed[c]) continue;
    const i = c % width;
    const j = (c - i) / width;
    for (let nj = Math.max(0, j - 1); nj <= Math.min(depth - 1, j + 1); nj++) {
      for (let ni = Math.max(0, i - 1); ni <= Math.min(width - 1, i + 1); ni++) out[nj * width + ni] = 1;
    }
  }
  return out;
}

/** Edges of the climb runs, keyed by (from, to): the cheaper one, and without a roll when either needs none. */
class ClimbEdges {
  readonly #byKey = new Map<number, number>();
  readonly from: number[] = [];
  readonly to: number[] = [];
  readonly cost: number[] = [];
  readonly flags: number[] = [];
  constructor(readonly total: number) {}

  add(from: number, to: number, cost: number, flags: number): void {
    const key = from * this.total + to;
    const k = this.#byKey.get(key);
    if (k === undefined) {
      this.#byKey.set(key, this.from.length);
      this.from.push(from);
      this.to.push(to);
      this.cost.push(cost);
      this.flags.push(flags);
      return;
    }
    if (cost < this.cost[k]! - 1e-9) {
      this.cost[k] = cost;
      this.flags[k] = flags;
    } else if (cost <= this.cost[k]! + 1e-9 && !(flags & E_ROLL)) {
      this.flags[k] = (this.flags[k]! & ~E_ROLL) | flags;
    }
  }
}

/** The edges of one climb run: onto the wall from either end (a roll unless a ladder), 1″ steps along it, and
 * off it at either end (no roll: the same climb). */
function runEdges(r: ClimbRun, wallNode: (z: number) => number, out: ClimbEdges): void {
  const along = E_CLIMB | (r.ladder ? E_LADDER : 0);
  const start = E_CLIMB | (r.ladder ? E_LADDER : E_ROLL);
  const first = r.lo + 1;
  if (r.last < first) {
    // No room to hang between the two ends (a ruin's floors 2″ apart): one step, as before.
    const height = r.last + r.topCost - r.lo;
    if (r.up) out.add(r.bottom, r.top, height, start);
    if (r.down) out.add(r.top, r.bottom, height, start);
    return;
  }
  const low = wallNode(first);
  const high = wallNode(r.last);
  if (r.up) out.add(r.bottom, low, 1, start);
  if (r.down) out.add(r.top, high, r.topCost, start);
  out.add(low, r.bottom, 1, along);
  out.add(high, r.top, r.topCost, along);
  for (let z = first; z < r.last; z++) {
    const a = wallNode(z);
    const b = wallNode(z + 1);
    out.add(a, b, 1, along);
    out.add(b, a, 1, along);
  }
}

/** The walks (CSR) of the surface nodes, reusing the previous graph's away from the changed columns. */
function buildWalks(g: VoxelGrid, s: SurfaceIndex, reuse?: GraphReuse): EdgeLists {
  const start = new Int32Array(s.count + 1);
  const out: Edges = { to: [], cost: [], flags: [] };
  const near = reuse ? touched(g, reuse.changed) : null;
  for (let a = 0; a < s.count; a++) {
    start[a] = out.to.length;
    const ca = s.nodeCol[a]!;
    if (!reuse || near![ca]) {
      nodeEdges(g, s, a, out);
      continue;
    }
    const { walks: prev } = reuse.prev;
    const ps = reuse.prevSurfaces;
    const old = ps.colStart[ca]! + (a - s.colStart[ca]!);
    for (let e = prev.edgeStart[old]!; e < prev.edgeStart[old + 1]!; e++) {
      const b = prev.edgeTo[e]!;
      const cb = ps.nodeCol[b]!;
      out.to.push(s.colStart[cb]! + (b - ps.colStart[cb]!));
      out.cost.push(prev.edgeCost[e]!);
      out.flags.push(prev.edgeFlags[e]!);
    }
  }
  start[s.count] = out.to.length;
  return {
    edgeStart: start,
    edgeTo: Int32Array.from(out.to),
    edgeCost: Float64Array.from(out.cost),
    edgeFlags: Uint8Array.from(out.flags),
  };
}

/**
 * Build the surface graph of a grid and its surface nodes: the walks, then the climb runs and their wall
 * positions. With `reuse`, the walks of nodes away from every changed column are copied from the previous
 * graph (renumbered), so a gondola's move rebuilds only the walks around it; the climb runs are found again
 * (they are few). The result is the same as a full build.
 */
export function buildGraph(g: VoxelGrid, s: SurfaceIndex, reuse?: GraphReuse): SurfaceGraph {
  const walks = buildWalks(g, s, reuse);
  const runs = climbRuns(g, s);
  const walls = buildWalls(g, runs);
  const total = s.count + walls.count;
  const climbs = new ClimbEdges(total);
  for (const r of runs) runEdges(r, (z) => s.count + indexIn(walls, r.col, z), climbs);
  const count = new Int32Array(total + 1);
  for (let a = 0; a < s.count; a++) count[a] = walks.edgeStart[a + 1]! - walks.edgeStart[a]!;
  for (const f of climbs.from) count[f]!++;
  const start = new Int32Array(total + 1);
  for (let n = 0; n < total; n++) start[n + 1] = start[n]! + count[n]!;
  const edges = start[total]!;
  const to = new Int32Array(edges);
  const cost = new Float64Array(edges);
  const flags = new Uint8Array(edges);
  const fill = start.slice(0, total);
  for (let a = 0; a < s.count; a++) {
    for (let e = walks.edgeStart[a]!; e < walks.edgeStart[a + 1]!; e++) {
      const k = fill[a]!++;
      to[k] = walks.edgeTo[e]!;
      cost[k] = walks.edgeCost[e]!;
      flags[k] = walks.edgeFlags[e]!;
    }
  }
  for (let q = 0; q < climbs.from.length; q++) {
    const k = fill[climbs.from[q]!]!++;
    to[k] = climbs.to[q]!;
    cost[k] = climbs.cost[q]!;
    flags[k] = climbs.flags[q]!;
  }
  return { edgeStart: start, edgeTo: to, edgeCost: cost, edgeFlags: flags, walls, walks };
}

function indexIn(w: WallIndex, col: number, z: number): number {
  for (let n = w.colStart[col]!; n < w.colStart[col + 1]!; n++) if (w.nodeZ[n] === z) return n;
  throw new RangeError(`no wall position at height ${z} in column ${col}`);
}
