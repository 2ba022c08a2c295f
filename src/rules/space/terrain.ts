/**
 * The terrain vocabulary of a board (rulebook "Terrain"): what a 1″ column of the table is made of, and the
 * plain-data description of a whole board that {@link buildBoard} turns into a voxel grid.
 *
 * Heights are whole inches. Ground level is z = 0. A canal (`water`) has its surface at z = −1, so its wall
 * is 1″ and can be crossed freely; a high-walled canal (`deep-water`) has its surface at z = −2, so its 2″
 * wall can only be climbed out of at Water Access or a ladder (rulebook "Canals").
 */
import type { DeploymentZone } from './api.ts';

export type { LandingSpot } from './api.ts';

/** What a tile of a level (one 1″ column) is. */
export type TerrainKind =
  | 'ground'
  | 'water'
  | 'deep-water'
  | 'building'
  | 'obstacle'
  | 'impassable'
  | 'difficult'
  | 'unstable'
  | 'soft'
  | 'dangerous';

export const TERRAIN_KINDS: readonly TerrainKind[] = [
  'ground',
  'water',
  'deep-water',
  'building',
  'obstacle',
  'impassable',
  'difficult',
  'unstable',
  'soft',
  'dangerous',
];

/** Bottom of the voxel grid: canal beds lie here. */
export const BED_Z = -4;
/** Surface height of a canal (`water`). */
export const WATER_SURFACE = -1;
/** Surface height of a high-walled canal (`deep-water`). */
export const DEEP_WATER_SURFACE = -2;
/** Highest column or bridge deck a level may have, inches. */
export const MAX_HEIGHT = 24;

/** One column of a board: its kind and the height of its top (inches; ignored for water kinds). */
export interface ColumnSpec {
  readonly kind: TerrainKind;
  readonly height: number;
}

/** A bridge: a 1″-thick solid deck whose top is at `deck`, over the cells [i0, i1) × [j0, j1). */
export interface BridgeSpec {
  readonly name: string;
  readonly i0: number;
  readonly j0: number;
  readonly i1: number;
  readonly j1: number;
  readonly deck: number;
}

/** A Ropes & Ladders piece or a Water Access point marking one cell. */
export interface MarkSpec {
  readonly i: number;
  readonly j: number;
  readonly kind: 'ladder' | 'water-access';
}

/** A whole board as plain data (what a level file describes once read). */
export interface BoardSpec {
  readonly name: string;
  readonly scenario?: string;
  readonly width: number;
  readonly depth: number;
  /** `width × depth` columns, row by row from the north-west corner (index j * width + i). */
  readonly columns: readonly ColumnSpec[];
  readonly bridges: readonly BridgeSpec[];
  readonly marks: readonly MarkSpec[];
  readonly deploymentZones: readonly DeploymentZone[];
}

/** Whether the kind is one of the two canal kinds. */
export function isWaterKind(kind: TerrainKind): boolean {
  return kind === 'water' || kind === 'deep-water';
}

/** Top of the column as built: the water surface for canals, else its height. */
export function columnTop(c: ColumnSpec): number {
  if (c.kind === 'water') return WATER_SURFACE;
  if (c.kind === 'deep-water') return DEEP_WATER_SURFACE;
  return c.height;
}

/**
 * Why a bridge deck with its top at `deck` cannot lie over column `c`, or null when it can: the deck is a
 * 1″ solid slab, so its top must be at least 1″ above the column's top (ground, roof or water surface), and
 * nothing is built over Impassable terrain.
 */
export function deckProblem(c: ColumnSpec, deck: number): string | null {
  if (c.kind === 'impassable') return 'a bridge cannot lie over impassable terrain';
  const top = columnTop(c);
  if (deck - 1 < top) {
    const what = isWaterKind(c.kind) ? 'the water surface' : `the ${c.kind} top`;
    return `deck ${deck} is not above ${what} (${top})`;
  }
  if (deck > MAX_HEIGHT) return `deck ${deck} is higher than ${MAX_HEIGHT}`;
  return null;
}
