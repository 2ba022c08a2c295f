/**
 * The terrain vocabulary of a board (rulebook "Terrain"): what a 1″ column of the table is made of, and the
 * plain-data description of a whole board that {@link buildBoard} turns into a voxel grid.
 *
 * Heights are whole inches. Ground level is z = 0. A canal (`water`) has its surface at z = −1, so its wall
 * is 1″ and can be crossed freely; a high-walled canal (`deep-water`) has its surface at z = −2, so its 2″
 * wall can only be climbed out of at Water Access or a ladder (rulebook "Canals").
 *
 * Obstacles (rulebook "Obstacles & Debris"): an `obstacle` column is a Large Obstacle (a crate stack, a
 * well, a fountain: stood on like any ground); a `small-obstacle` column is a Small Obstacle (a barrel, a
 * pole: climbed or jumped onto, never a place to end a turn). Debris and gondolas float on canals and are
 * pieces of their own ({@link DebrisSpec}, {@link GondolaSpec}), as are Barricades and Ruins.
 */
import type { BarricadeWeight, DeploymentZone } from './api.ts';

export type { BarricadeWeight, LandingSpot } from './api.ts';

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
  | 'dangerous'
  | 'small-obstacle';

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
  'small-obstacle',
];

/** Bottom of the voxel grid: canal beds lie here. */
export const BED_Z = -4;
/** Surface height of a canal (`water`). */
export const WATER_SURFACE = -1;
/** Surface height of a high-walled canal (`deep-water`). */
export const DEEP_WATER_SURFACE = -2;
/** Highest column or bridge deck a level may have, inches. */
export const MAX_HEIGHT = 24;
/** Tallest piece of terrain that counts as an Obstacle (rulebook "Obstacles & Debris"), inches. */
export const MAX_OBSTACLE_HEIGHT = 3;
/** Length of a gondola, inches (it is 1″ wide). */
export const GONDOLA_LENGTH = 3;

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

/** A rectangle of whole cells [i0, i1) × [j0, j1) with a name for messages and the log. */
export interface CellRect {
  readonly name: string;
  readonly i0: number;
  readonly j0: number;
  readonly i1: number;
  readonly j1: number;
}

/** A Barricade (rulebook "Barricades"): a low wall 1″ high standing on the cells of the rectangle. */
export interface BarricadeSpec extends CellRect {
  readonly weight: BarricadeWeight;
}

/**
 * A Ruin (rulebook "Ruins"): open ground with floors at several heights over the cells of the rectangle.
 * `floors` are the tops of the upper floors (inches, ascending, each at least 2″ above the one below so a
 * figure fits between them); the street (z 0) is always the ground floor.
 */
export interface RuinSpec extends CellRect {
  readonly floors: readonly number[];
}

/** Debris (rulebook "Obstacles & Debris") floating on the canal cells of the rectangle, 1″ above the water. */
export type DebrisSpec = CellRect;

/** Which way a gondola lies: its 3″ length runs north–south (along y) or west–east (along x). */
export type GondolaOrientation = 'north-south' | 'west-east';

/** Where a gondola is: its middle cell (i, j) and which way it lies. */
export interface GondolaPlacement {
  readonly i: number;
  readonly j: number;
  readonly orientation: GondolaOrientation;
}

/** A Gondola (rulebook "Gondolas"): 1″ × 3″ on canal cells, its deck 1″ above the water. */
export interface GondolaSpec extends GondolaPlacement {
  /** Stable id, e.g. `gondola-0`. */
  readonly id: string;
  readonly name: string;
  /** The gang (deployment zone number) that set it up, if any (Gang War: one per gang). */
  readonly gang?: number;
}

/** An objective spot of a level on column (i, j) for the scenario with id `scenario` (see `ObjectiveSpot` in
 * api.ts, which the board builds from it); `value` for a Hidden Objective. */
export interface ObjectiveSpotSpec {
  readonly scenario: string;
  readonly i: number;
  readonly j: number;
  readonly value?: number;
}

/** A whole board as plain data (what a level file describes once read). */
export interface BoardSpec {
  readonly name: string;
  /** The scenario the level was drawn for (map property `scenario`). */
  readonly scenario?: string;
  /** More scenarios it serves (map property `scenarios`); the board serves `scenario` and these. */
  readonly scenarios?: readonly string[];
  readonly width: number;
  readonly depth: number;
  /** `width × depth` columns, row by row from the north-west corner (index j * width + i). */
  readonly columns: readonly ColumnSpec[];
  readonly bridges: readonly BridgeSpec[];
  readonly marks: readonly MarkSpec[];
  readonly deploymentZones: readonly DeploymentZone[];
  readonly barricades?: readonly BarricadeSpec[];
  readonly ruins?: readonly RuinSpec[];
  readonly debris?: readonly DebrisSpec[];
  readonly gondolas?: readonly GondolaSpec[];
  readonly objectiveSpots?: readonly ObjectiveSpotSpec[];
}

/** The cells of a gondola placement, bow (north or west end) first, then the middle, then the stern. */
export function gondolaCells(p: GondolaPlacement): [number, number][] {
  const [di, dj] = p.orientation === 'north-south' ? [0, 1] : [1, 0];
  return [
    [p.i - di, p.j - dj],
    [p.i, p.j],
    [p.i + di, p.j + dj],
  ];
}

/** Every cell of a rectangle, row by row. */
export function rectCellList(r: CellRect): [number, number][] {
  const out: [number, number][] = [];
  for (let j = r.j0; j < r.j1; j++) for (let i = r.i0; i < r.i1; i++) out.push([i, j]);
  return out;
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

/** Kinds of column a Ruin or a Barricade may stand on: open ground of any sort. */
const OPEN_GROUND: readonly TerrainKind[] = ['ground', 'difficult', 'unstable', 'soft', 'dangerous'];

/**
 * Why a ruin with these upper `floors` cannot stand on column `c`, or null when it can: ruins stand on open
 * ground, and each floor's top must be whole, at least 2″ above the floor below (a 1″ slab and 1″ of room)
 * and at most {@link MAX_HEIGHT}.
 */
export function ruinProblem(c: ColumnSpec, floors: readonly number[]): string | null {
  if (!OPEN_GROUND.includes(c.kind)) return `a ruin stands on open ground, not on ${c.kind}`;
  let below = c.height;
  for (const f of floors) {
    if (!Number.isInteger(f)) return `floor ${f} is not a whole number of inches`;
    if (f < below + 2) {
      return f <= below
        ? `floors must go up in order: ${f} is not above ${below}`
        : `floor ${f} is less than 2″ above the floor at ${below} (a 1″ slab needs 1″ of room below it)`;
    }
    if (f > MAX_HEIGHT) return `floor ${f} is higher than ${MAX_HEIGHT}`;
    below = f;
  }
  return null;
}

/** Why a 1″ barricade cannot stand on column `c`, or null when it can (not on water or Impassable terrain). */
export function barricadeProblem(c: ColumnSpec): string | null {
  if (isWaterKind(c.kind)) return 'a barricade cannot stand in water';
  if (c.kind === 'impassable') return 'a barricade cannot stand on impassable terrain';
  if (columnTop(c) + 1 > MAX_HEIGHT)
    return `a barricade on top of ${c.height}″ would be higher than ${MAX_HEIGHT}`;
  return null;
}
