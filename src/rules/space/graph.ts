/**
 * The surface graph (rulebook "Run/Climb", "Measuring & Moving With Terrain", "Canals", "Water Access",
 * "Vertical Terrain", "Ropes & Ladders", "Difficult Ground"): edges between surface nodes of neighbouring
 * columns, with their cost in inches and whether they need a roll, in compressed (CSR) typed arrays.
 *
 * - Walk: to any of the 8 neighbours when the height changes by at most 1″ (terrain up to 1″ is ignored);
 *   cost 1 orthogonally, √2 diagonally. A diagonal step may not cut the corner of a wall: both columns beside
 *   it must be open at the step's height (a bump of up to 1″ there is ignored).
 * - Climb: orthogonal only, a height change of more than 1″ up or down a solid face (Vertical Terrain);
 *   cost 1 + |Δz|. It needs a DEXTERITY roll unless either column has Ropes & Ladders, or the climb goes into
 *   or out of water at Water Access. Out of a canal over a wall higher than 1″ only at Water Access or a ladder.
 * - Ruins (rulebook "Ruins"): inside a ruin a figure climbs straight up or down between the floors of a
 *   column as on Vertical Terrain; cost the height, a roll unless the column has Ropes & Ladders. Doors and
 *   windows at street level are plain walks.
 * - Floating pieces (Debris, gondolas) are surfaces 1″ above the water: a swimmer steps onto them from the
 *   water beside them as out of a canal with a 1″ wall, and swims freely under them.
 * - Entering Difficult Ground from elsewhere needs a roll (one per crossing).
 */
import { AIR, F_LADDER, F_RUIN, F_WATER_ACCESS, SOLID, type VoxelGrid } from './grid.ts';
import { S_DIFFICULT, S_WATER, type SurfaceIndex } from './surfaces.ts';

export const E_CLIMB = 1;
export const E_LADDER = 2;
export const E_ROLL = 4;

/** The surface graph: edges of node n are edgeStart[n] .. edgeStart[n + 1] − 1. */
export interface SurfaceGraph {
  readonly edgeStart: Int32Array;
  readonly edgeTo: Int32Array;
  readonly edgeCost: Float64Array;
  readonly edgeFlags: Uint8Array;
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

/** Whether cells [k0, k1) of column c are all solid (when `solid`) or all not solid. */
function span(g: VoxelGrid, c: number, k0: number, k1: number, solid: boolean): boolean {
  for (let k = k0; k < k1; k++) if ((cell(g, c, k) === SOLID) !== solid) return false;
  return true;
}

/** A column beside a diagonal step is open at height m unless a wall there rises more than 1″ above m. */
function openBeside(g: VoxelGrid, c: number, m: number): boolean {
  return cell(g, c, m) !== SOLID || cell(g, c, m + 1) !== SOLID;
}

/** Flags of the edge from node at za in column ca to zb in column cb, or −1 when there is no edge.
 * `fromWater` / `intoWater`: the nodes are water surfaces (a swimmer's). */
function edgeFlags(
  g: VoxelGrid,
  ca: number,
  za: number,
  cb: number,
  zb: number,
  diagonal: boolean,
  fromWater: boolean,
  intoWater: boolean,
): number {
  const dz = zb - za;
  if (Math.abs(dz) <= 1) {
    const m = Math.max(za, zb);
    if (cell(g, ca, m) === SOLID || cell(g, cb, m) === SOLID) return -1;
    return 0;
  }
  if (diagonal) return -1;
  const up = dz > 0;
  const lo = up ? za : zb;
  const hi = up ? zb : za;
  const [wall, open] = up ? [cb, ca] : [ca, cb];
  if (!span(g, wall, lo, hi, true) || !span(g, open, lo, hi + 1, false)) return -1;
  const flags = g.colFlags[ca]! | g.colFlags[cb]!;
  const access = (fromWater || intoWater) && (flags & F_WATER_ACCESS) !== 0;
  const ladder = (flags & F_LADDER) !== 0 || access;
  if (fromWater && up && !ladder) return -1;
  return E_CLIMB | (ladder ? E_LADDER : E_ROLL);
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
  const fromWater = s.kind[a] === S_WATER;
  if (g.colFlags[ca]! & F_RUIN) {
    // Up and down between the floors of a ruin, inside the column.
    const climb = E_CLIMB | (g.colFlags[ca]! & F_LADDER ? E_LADDER : E_ROLL);
    for (const b of [a - 1, a + 1]) {
      if (b < s.colStart[ca]! || b >= s.colStart[ca + 1]!) continue;
      out.to.push(b);
      out.cost.push(Math.abs(s.nodeZ[b]! - za));
      out.flags.push(climb);
    }
  }
  for (const [di, dj] of DIRS) {
    const ib = ia + di;
    const jb = ja + dj;
    if (ib < 0 || jb < 0 || ib >= width || jb >= depth) continue;
    const cb = jb * width + ib;
    const diagonal = di !== 0 && dj !== 0;
    for (let b = s.colStart[cb]!; b < s.colStart[cb + 1]!; b++) {
      const zb = s.nodeZ[b]!;
      if (diagonal) {
        const m = Math.max(za, zb);
        if (!openBeside(g, ja * width + ib, m) || !openBeside(g, jb * width + ia, m)) continue;
      }
      let f = edgeFlags(g, ca, za, cb, zb, diagonal, fromWater, s.kind[b] === S_WATER);
      if (f < 0) continue;
      if (s.kind[b] === S_DIFFICULT && s.kind[a] !== S_DIFFICULT) f |= E_ROLL;
      out.to.push(b);
      out.cost.push((diagonal ? Math.SQRT2 : 1) + (f & E_CLIMB ? Math.abs(zb - za) : 0));
      out.flags.push(f);
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

/**
 * Build the surface graph of a grid and its surface nodes. With `reuse`, nodes of columns away from every
 * changed column copy their edges from the previous graph (renumbered), so a gondola's move rebuilds only
 * the edges around it; the result is the same as a full build.
 */
export function buildGraph(g: VoxelGrid, s: SurfaceIndex, reuse?: GraphReuse): SurfaceGraph {
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
    const { prev, prevSurfaces: ps } = reuse;
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
