/**
 * The surface nodes of a voxel grid: every place a figure can stand — a street, a roof, a bridge deck, or
 * the water's surface — numbered 0..count−1 so that searches can use typed arrays instead of string keys.
 *
 * A node (i, j, z) exists where cell (i, j, z − 1) is solid or water and cell (i, j, z) is air (at least
 * 1″ of headroom). Impassable columns have no node on top (rulebook "Impassable Terrain").
 */
import type { Node, SurfaceKind } from './api.ts';
import {
  AIR,
  cellAt,
  F_DANGEROUS,
  F_DIFFICULT,
  F_IMPASSABLE,
  F_SOFT,
  F_UNSTABLE,
  SOLID,
  type VoxelGrid,
  WATER,
} from './grid.ts';
import type { LandingSpot } from './terrain.ts';

export const SURFACE_KINDS: readonly SurfaceKind[] = ['solid', 'difficult', 'unstable', 'water'];
export const LANDING_SPOTS: readonly LandingSpot[] = ['solid', 'difficult', 'soft', 'dangerous', 'water'];
export const S_DIFFICULT = 1;
export const S_WATER = 3;

/** Every surface node of a grid, by index. */
export interface SurfaceIndex {
  readonly count: number;
  /** Nodes of column c are indexes colStart[c] .. colStart[c + 1] − 1, lowest first. */
  readonly colStart: Int32Array;
  readonly nodeZ: Int16Array;
  readonly nodeCol: Int32Array;
  /** Index into SURFACE_KINDS / LANDING_SPOTS. */
  readonly kind: Uint8Array;
  readonly landing: Uint8Array;
  /** The canonical (frozen) node objects, by index. */
  readonly nodes: readonly Node[];
  /** The nodes of each column, lowest first (frozen arrays). */
  readonly byColumn: readonly (readonly Node[])[];
}

function surfaceCodes(g: VoxelGrid, c: number, z: number, below: number): [number, number] {
  if (below === WATER) return [S_WATER, 4];
  const onDeck = g.deckTop[c] === z;
  const flags = onDeck ? 0 : g.colFlags[c]!;
  const kind = flags & F_DIFFICULT ? 1 : flags & F_UNSTABLE ? 2 : 0;
  const landing = flags & F_SOFT ? 2 : flags & F_DANGEROUS ? 3 : flags & F_DIFFICULT ? 1 : 0;
  return [kind, landing];
}

/** Enumerate the surface nodes of a grid. */
export function buildSurfaces(g: VoxelGrid): SurfaceIndex {
  const { width, depth } = g;
  const plane = width * depth;
  const colStart = new Int32Array(plane + 1);
  const z: number[] = [];
  const col: number[] = [];
  const kind: number[] = [];
  const landing: number[] = [];
  for (let c = 0; c < plane; c++) {
    colStart[c] = z.length;
    const i = c % width;
    const j = (c - i) / width;
    const impassable = (g.colFlags[c]! & F_IMPASSABLE) !== 0;
    for (let k = g.zMin + 1; k < g.zMax; k++) {
      const below = cellAt(g, i, j, k - 1);
      if (cellAt(g, i, j, k) !== AIR || below === AIR) continue;
      if (impassable && below === SOLID && k === g.colTop[c]) continue;
      const [kd, ld] = surfaceCodes(g, c, k, below);
      z.push(k);
      col.push(c);
      kind.push(kd);
      landing.push(ld);
    }
  }
  colStart[plane] = z.length;
  const nodeZ = Int16Array.from(z);
  const nodeCol = Int32Array.from(col);
  const nodes = z.map((zz, n) => {
    const c = col[n]!;
    const i = c % width;
    return Object.freeze({ i, j: (c - i) / width, z: zz });
  });
  const byColumn: (readonly Node[])[] = [];
  for (let c = 0; c < plane; c++) byColumn.push(Object.freeze(nodes.slice(colStart[c], colStart[c + 1])));
  return {
    count: nodes.length,
    colStart,
    nodeZ,
    nodeCol,
    kind: Uint8Array.from(kind),
    landing: Uint8Array.from(landing),
    nodes,
    byColumn,
  };
}

/** Index of node (i, j, z), or −1 when there is no such surface. */
export function nodeIndexOf(
  s: SurfaceIndex,
  width: number,
  depth: number,
  i: number,
  j: number,
  z: number,
): number {
  if (i < 0 || j < 0 || i >= width || j >= depth) return -1;
  const c = j * width + i;
  for (let n = s.colStart[c]!; n < s.colStart[c + 1]!; n++) if (s.nodeZ[n] === z) return n;
  return -1;
}
