/**
 * The surface nodes of a voxel grid: every place a figure can stand — a street, a roof, a bridge deck, or
 * the water's surface — numbered 0..count−1 so that searches can use typed arrays instead of string keys.
 *
 * A node (i, j, z) exists where cell (i, j, z − 1) is solid or water and cell (i, j, z) is air (at least
 * 1″ of headroom), and on top of a floating piece (Debris, a gondola's deck: see floats.ts). Impassable
 * columns have no node on top (rulebook "Impassable Terrain"). Overlays (overlays.ts) take nodes away for a while
 * (`impassable`) or make water surfaces Solid Ground (`solid`).
 */
import type { Node, SurfaceKind } from './api.ts';
import { FLOAT_GONDOLA, type FloatLayer, NO_FLOAT } from './floats.ts';
import {
  AIR,
  F_DANGEROUS,
  F_DIFFICULT,
  F_IMPASSABLE,
  F_SOFT,
  F_UNSTABLE,
  SOLID,
  type VoxelGrid,
  WATER,
} from './grid.ts';
import { NO_OVERLAYS, O_IMPASSABLE, O_SOLID, O_WATER, type OverlayLayer, overlayCode } from './overlays.ts';
import type { LandingSpot } from './terrain.ts';

export const SURFACE_KINDS: readonly SurfaceKind[] = ['solid', 'difficult', 'unstable', 'water'];
export const LANDING_SPOTS: readonly LandingSpot[] = ['solid', 'difficult', 'soft', 'dangerous', 'water'];
export const S_DIFFICULT = 1;
export const S_UNSTABLE = 2;
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
  /** 0, or the kind of floating piece (FLOAT_DEBRIS, FLOAT_GONDOLA) the node is the top of. */
  readonly float: Uint8Array;
  /** The canonical (frozen) node objects, by index. */
  readonly nodes: readonly Node[];
  /** The nodes of each column, lowest first (frozen arrays). */
  readonly byColumn: readonly (readonly Node[])[];
}

function surfaceCodes(g: VoxelGrid, c: number, z: number, below: number): [number, number] {
  if (below === WATER) return [S_WATER, 4];
  // Tile properties apply to the column's own top, not to a bridge deck or a ruin's upper floors over it.
  const flags = z === g.colTop[c] ? g.colFlags[c]! : 0;
  const kind = flags & F_DIFFICULT ? 1 : flags & F_UNSTABLE ? 2 : 0;
  const landing = flags & F_SOFT ? 2 : flags & F_DANGEROUS ? 3 : flags & F_DIFFICULT ? 1 : 0;
  return [kind, landing];
}

/** A previous surface index of the same grid, and which columns changed since (1 = changed). */
export interface SurfaceReuse {
  readonly prev: SurfaceIndex;
  readonly changed: Uint8Array;
}

/** Push the surface nodes of column c (lowest first) as [z, kind, landing, float] quadruples. */
function columnSurfaces(
  g: VoxelGrid,
  floats: FloatLayer | null,
  overlays: OverlayLayer,
  c: number,
  out: number[],
): void {
  const plane = g.width * g.depth;
  const impassable = (g.colFlags[c]! & F_IMPASSABLE) !== 0;
  const floatTop = floats ? floats.top[c]! : NO_FLOAT;
  let below = SOLID;
  for (let k = g.zMin; k < g.zMax; k++) {
    const here = g.cells[(k - g.zMin) * plane + c]!;
    if (k > g.zMin && here === AIR) {
      if (k === floatTop) {
        const f = floats!.kind[c]!;
        out.push(k, f === FLOAT_GONDOLA ? S_UNSTABLE : 0, 0, f);
      } else if (below !== AIR && !(impassable && below === SOLID && k === g.colTop[c])) {
        const overlay = overlayCode(overlays, c, k);
        // An `impassable` overlay takes the node away; a `solid` one makes water Solid Ground, a `water` one makes
        // ground count as water (overlays.ts).
        if (!(overlay & O_IMPASSABLE)) {
          const [kd, ld] =
            overlay & O_SOLID && below === WATER
              ? [0, 0]
              : overlay & O_WATER && below !== WATER
                ? surfaceCodes(g, c, k, WATER)
                : surfaceCodes(g, c, k, below);
          out.push(k, kd, ld, 0);
        }
      }
    }
    below = here;
  }
}

/**
 * Enumerate the surface nodes of a grid, its floating pieces and its overlays. With `reuse`, the columns that did
 * not change keep their node objects and column arrays from the previous index (a gondola's move, an overlay laid
 * or taken off).
 */
export function buildSurfaces(
  g: VoxelGrid,
  floats: FloatLayer | null = null,
  reuse?: SurfaceReuse,
  overlays: OverlayLayer = NO_OVERLAYS,
): SurfaceIndex {
  const { width, depth } = g;
  const plane = width * depth;
  const colStart = new Int32Array(plane + 1);
  const data: number[] = [];
  const nodes: Node[] = [];
  const byColumn: (readonly Node[])[] = new Array(plane);
  const scratch: number[] = [];
  for (let c = 0; c < plane; c++) {
    colStart[c] = nodes.length;
    if (reuse && !reuse.changed[c]) {
      const { prev } = reuse;
      for (let n = prev.colStart[c]!; n < prev.colStart[c + 1]!; n++) {
        data.push(prev.nodeZ[n]!, prev.kind[n]!, prev.landing[n]!, prev.float[n]!);
        nodes.push(prev.nodes[n]!);
      }
      byColumn[c] = prev.byColumn[c]!;
      continue;
    }
    scratch.length = 0;
    columnSurfaces(g, floats, overlays, c, scratch);
    const i = c % width;
    const j = (c - i) / width;
    const first = nodes.length;
    for (let q = 0; q < scratch.length; q += 4) {
      data.push(scratch[q]!, scratch[q + 1]!, scratch[q + 2]!, scratch[q + 3]!);
      nodes.push(Object.freeze({ i, j, z: scratch[q]! }));
    }
    byColumn[c] = Object.freeze(nodes.slice(first));
  }
  colStart[plane] = nodes.length;
  const count = nodes.length;
  const nodeZ = new Int16Array(count);
  const nodeCol = new Int32Array(count);
  const kind = new Uint8Array(count);
  const landing = new Uint8Array(count);
  const float = new Uint8Array(count);
  for (let c = 0; c < plane; c++) nodeCol.fill(c, colStart[c]!, colStart[c + 1]!);
  for (let n = 0; n < count; n++) {
    nodeZ[n] = data[4 * n]!;
    kind[n] = data[4 * n + 1]!;
    landing[n] = data[4 * n + 2]!;
    float[n] = data[4 * n + 3]!;
  }
  return { count, colStart, nodeZ, nodeCol, kind, landing, float, nodes, byColumn };
}

/** Index of node (i, j, z) in a column-ordered index (surfaces or wall positions), or −1 when there is none. */
export function nodeIndexOf(
  s: Pick<SurfaceIndex, 'colStart' | 'nodeZ'>,
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
