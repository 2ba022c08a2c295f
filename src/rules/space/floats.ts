/**
 * Floating pieces (rulebook "Obstacles & Debris", "Gondolas"): Debris and gondolas lie on canal cells with
 * their top 1″ above the water's surface. They are not voxels: the water under them stays a surface that
 * swimmers pass through freely, and the top is a second surface of the column, 1″ above it. The rules decide
 * who may stay where (nobody ends a turn on Debris or in the water under a floating piece; riders stand on a
 * gondola's deck). Keeping them out of the voxel grid lets a gondola move without touching the grid.
 */
import { AIR, cellAt, type VoxelGrid, WATER } from './grid.ts';
import { type BoardSpec, type GondolaPlacement, gondolaCells, rectCellList } from './terrain.ts';

/** No floating piece in the column. */
export const NO_FLOAT = -128;
export const FLOAT_DEBRIS = 1;
export const FLOAT_GONDOLA = 2;

/** The floating pieces of a board, per column c = j · width + i. */
export interface FloatLayer {
  /** Height of the top of the floating piece (water surface + 1), or NO_FLOAT. */
  readonly top: Int8Array;
  /** 0, FLOAT_DEBRIS or FLOAT_GONDOLA. */
  readonly kind: Uint8Array;
  /** Index into the board's gondola list, or −1. */
  readonly gondola: Int16Array;
}

/**
 * Why a floating piece cannot lie on column (i, j), or null when it can: it must be on the table, on a canal
 * cell, with the water's surface open (no bridge deck lying on the water) and 1″ of room above its top.
 */
export function floatProblem(g: VoxelGrid, i: number, j: number): string | null {
  if (i < 0 || j < 0 || i >= g.width || j >= g.depth) return 'off the table';
  const c = j * g.width + i;
  const surface = g.colTop[c]!;
  if (cellAt(g, i, j, surface - 1) !== WATER) return 'not on water';
  if (cellAt(g, i, j, surface) !== AIR) return 'a bridge deck lies on the water there';
  if (cellAt(g, i, j, surface + 1) !== AIR) return 'a bridge deck is too low above the water there';
  return null;
}

/**
 * The float layer of a board: its Debris, then its gondolas (in `gondolas` order).
 * @throws RangeError naming the piece when one is not on open water or two overlap.
 */
export function buildFloats(
  g: VoxelGrid,
  name: string,
  debris: BoardSpec['debris'],
  gondolas: readonly (GondolaPlacement & { readonly id: string })[],
): FloatLayer {
  const plane = g.width * g.depth;
  const layer: FloatLayer = {
    top: new Int8Array(plane).fill(NO_FLOAT),
    kind: new Uint8Array(plane),
    gondola: new Int16Array(plane).fill(-1),
  };
  const place = (i: number, j: number, kind: number, what: string, gondola: number) => {
    const problem = floatProblem(g, i, j);
    if (problem) throw new RangeError(`${name}: ${what} at (${i}, ${j}): ${problem}`);
    const c = j * g.width + i;
    if (layer.kind[c])
      throw new RangeError(`${name}: ${what} at (${i}, ${j}) overlaps another floating piece`);
    layer.top[c] = g.colTop[c]! + 1;
    layer.kind[c] = kind;
    layer.gondola[c] = gondola;
  };
  for (const d of debris ?? []) {
    for (const [i, j] of rectCellList(d)) place(i, j, FLOAT_DEBRIS, `debris ${d.name}`, -1);
  }
  gondolas.forEach((p, n) => {
    for (const [i, j] of gondolaCells(p)) place(i, j, FLOAT_GONDOLA, `gondola ${p.id}`, n);
  });
  return layer;
}
