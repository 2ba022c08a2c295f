/**
 * Positions on Vertical Terrain (rulebook "Run/Climb": a character climbing a surface may stop partway, in base
 * contact with it, and is then not on solid ground).
 *
 * A *climb run* is one stretch of Vertical Terrain between two surface nodes: the open column beside a wall
 * from the surface at its foot (`lo`) up to the surface on top of the wall (`hi`, in the wall's column), or the
 * inside of a Ruin column from one floor to the next. The *wall positions* of a run are the nodes (i, j, z) of
 * the open column at every whole-inch height strictly between the two surfaces where a figure fits: a figure
 * there hangs on the wall face, its base at height z in contact with the wall. Wall positions are never surface
 * nodes (there is air below them). The surface graph (graph.ts) links them in 1″ steps up and down the run.
 */
import type { Node } from './api.ts';
import { F_LADDER, F_RUIN, F_WATER_ACCESS, SOLID, type VoxelGrid } from './grid.ts';
import { nodeIndexOf, S_WATER, type SurfaceIndex } from './surfaces.ts';

/** One stretch of Vertical Terrain between two surface nodes (indexes into the surface index). */
export interface ClimbRun {
  /** The open column the climber hangs in. */
  readonly col: number;
  /** The surface at the foot of the run (in `col`) and on top of it (beside `col`, or in it for a Ruin). */
  readonly bottom: number;
  readonly top: number;
  /** Height of the foot, and of the highest wall position of the run (`last < lo + 1`: none). */
  readonly lo: number;
  readonly last: number;
  /** Inches from the highest wall position onto the top surface (the rest of the height, +1 across). */
  readonly topCost: number;
  /** Whether the run may be started from the foot (up) and from the top (down). */
  readonly up: boolean;
  readonly down: boolean;
  /** Ropes & Ladders (or Water Access between water and the wall): no roll. */
  readonly ladder: boolean;
}

/** Every wall position of a board, numbered 0..count−1 (graph node count + index in the surface graph). */
export interface WallIndex {
  readonly count: number;
  /** Positions of column c are colStart[c] .. colStart[c + 1] − 1, lowest first. */
  readonly colStart: Int32Array;
  readonly nodeZ: Int16Array;
  /** The canonical (frozen) node objects, by index. */
  readonly nodes: readonly Node[];
}

function cell(g: VoxelGrid, c: number, k: number): number {
  if (k < g.zMin) return SOLID;
  if (k >= g.zMax) return 0;
  return g.cells[(k - g.zMin) * g.width * g.depth + c]!;
}

function span(g: VoxelGrid, c: number, k0: number, k1: number, solid: boolean): boolean {
  for (let k = k0; k < k1; k++) if ((cell(g, c, k) === SOLID) !== solid) return false;
  return true;
}

const ORTHOGONAL: readonly (readonly [number, number])[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];

/**
 * The climb between the foot (column `open`, height `lo`) and the top (column `wall`, height `hi`) of a wall:
 * whether it can be started from each end, and with a ladder. Vertical Terrain is a wall of more than 1″,
 * solid from `lo` to `hi`, with the open column clear up to 1″ above `hi`. Out of water only by Ropes & Ladders
 * or a Water Access point (rulebook "Canals", "Water Access").
 */
function wallRun(
  g: VoxelGrid,
  open: number,
  lo: number,
  wall: number,
  hi: number,
  footInWater: boolean,
  topInWater: boolean,
): { up: boolean; down: boolean; ladder: boolean } | null {
  if (hi - lo <= 1) return null;
  if (!span(g, wall, lo, hi, true) || !span(g, open, lo, hi + 1, false)) return null;
  const flags = g.colFlags[open]! | g.colFlags[wall]!;
  const access = (footInWater || topInWater) && (flags & F_WATER_ACCESS) !== 0;
  const ladder = (flags & F_LADDER) !== 0 || access;
  return { up: !footInWater || ladder, down: true, ladder };
}

/** Every climb run of a grid's surfaces, column by column. */
export function climbRuns(g: VoxelGrid, s: SurfaceIndex): ClimbRun[] {
  const { width, depth } = g;
  const runs: ClimbRun[] = [];
  for (let c = 0; c < width * depth; c++) {
    const i = c % width;
    const j = (c - i) / width;
    for (let a = s.colStart[c]!; a < s.colStart[c + 1]!; a++) {
      const lo = s.nodeZ[a]!;
      if (g.colFlags[c]! & F_RUIN && a + 1 < s.colStart[c + 1]!) {
        // Inside a ruin, floor to floor: the slab of the upper floor is solid, so the highest position is 2″ under it.
        const hi = s.nodeZ[a + 1]!;
        const ladder = (g.colFlags[c]! & F_LADDER) !== 0;
        runs.push({
          col: c,
          bottom: a,
          top: a + 1,
          lo,
          last: hi - 2,
          topCost: 2,
          up: true,
          down: true,
          ladder,
        });
      }
      for (const [di, dj] of ORTHOGONAL) {
        const ib = i + di;
        const jb = j + dj;
        if (ib < 0 || jb < 0 || ib >= width || jb >= depth) continue;
        const cb = jb * width + ib;
        for (let b = s.colStart[cb]!; b < s.colStart[cb + 1]!; b++) {
          const hi = s.nodeZ[b]!;
          // A floating piece's deck in the open column lies across the way: no run past it.
          if (a + 1 < s.colStart[c + 1]! && s.nodeZ[a + 1]! < hi) continue;
          const run = wallRun(g, c, lo, cb, hi, s.kind[a] === S_WATER, s.kind[b] === S_WATER);
          if (run) runs.push({ col: c, bottom: a, top: b, lo, last: hi - 1, topCost: 2, ...run });
        }
      }
    }
  }
  return runs;
}

/** Number the wall positions of a list of runs, column by column, lowest first. */
export function buildWalls(g: VoxelGrid, runs: readonly ClimbRun[]): WallIndex {
  const { width, depth } = g;
  const plane = width * depth;
  const heights = new Map<number, Set<number>>();
  for (const r of runs) {
    let set = heights.get(r.col);
    for (let z = r.lo + 1; z <= r.last; z++) {
      if (!set) {
        set = new Set();
        heights.set(r.col, set);
      }
      set.add(z);
    }
  }
  const colStart = new Int32Array(plane + 1);
  const zs: number[] = [];
  const nodes: Node[] = [];
  for (let c = 0; c < plane; c++) {
    colStart[c] = zs.length;
    const set = heights.get(c);
    if (!set) continue;
    const i = c % width;
    const j = (c - i) / width;
    for (const z of [...set].sort((x, y) => x - y)) {
      zs.push(z);
      nodes.push(Object.freeze({ i, j, z }));
    }
  }
  colStart[plane] = zs.length;
  return { count: zs.length, colStart, nodeZ: Int16Array.from(zs), nodes };
}

/** Index of the wall position (i, j, z) in `w`, or −1 when there is none. */
export function wallIndexOf(
  w: WallIndex,
  width: number,
  depth: number,
  i: number,
  j: number,
  z: number,
): number {
  return nodeIndexOf(w, width, depth, i, j, z);
}
