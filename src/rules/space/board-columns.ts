/**
 * The board column by column (DESIGN §3.2; rulebook "Terrain", "Obstacles & Debris", "Barricades", "Ropes &
 * Ladders", "Water Access"): the voxel grid of a level as drawn and the pieces floating on its canals, read one
 * 1″ column at a time — what the view draws of a column, heights, materials, Obstacles, Barricades, ladders and
 * Water Access. The board (board.ts) builds its surfaces and surface graph on it.
 */
import type { BarricadeWeight, DeploymentZone, ObjectiveSpot, ObstacleKind } from './api.ts';
import { buildFloats, FLOAT_DEBRIS, FLOAT_GONDOLA, type FloatLayer } from './floats.ts';
import {
  AIR,
  cellAt,
  F_DIFFICULT,
  F_LADDER,
  F_RUIN,
  F_UNSTABLE,
  F_WATER_ACCESS,
  NO_DECK,
  SOLID,
  type VoxelGrid,
} from './grid.ts';
import {
  type BoardSpec,
  type GondolaSpec,
  type ObjectiveSpotSpec,
  TERRAIN_KINDS,
  type TerrainKind,
} from './terrain.ts';

/** What the view needs to draw one column (inches). */
export interface ColumnInfo {
  readonly kind: TerrainKind;
  /** Top of the column without a bridge: roof or street height, or the water surface for canals. */
  readonly top: number;
  /** Top of a bridge deck over the column, or null. */
  readonly deck: number | null;
  readonly difficult: boolean;
  readonly unstable: boolean;
  readonly ladder: boolean;
  readonly waterAccess: boolean;
  /** A Barricade standing on the column (its top is `top`), or null. */
  readonly barricade: BarricadeWeight | null;
  /** The column is part of a Ruin (its floors are on the ruin's piece). */
  readonly ruin: boolean;
  /** A floating piece on the water of the column (its top is `top + 1`), or null. */
  readonly float: 'debris' | 'gondola' | null;
}

/** Material of a voxel cell. */
export type Material = 'air' | 'solid' | 'water';

const MATERIALS: readonly Material[] = ['air', 'solid', 'water'];

/**
 * The columns of a board built from a {@link BoardSpec}: its voxel grid, the floating pieces where they are now and
 * the Barricades standing on it. `VoxelBoard` (board.ts) is the board itself.
 */
export abstract class BoardColumns {
  readonly width: number;
  readonly depth: number;
  readonly name: string;
  /** Scenario the level was drawn for (a map property), or ''. */
  readonly scenario: string;
  /** Ids of the scenarios the level serves: `scenario`, then the map property `scenarios`, each once. */
  readonly scenarios: readonly string[];
  readonly deploymentZones: readonly DeploymentZone[];
  /** The level's objective spots (see `ObjectiveSpot` in api.ts). */
  readonly objectiveSpots: readonly ObjectiveSpot[];
  readonly grid: VoxelGrid;
  readonly spec: BoardSpec;
  /** Debris and gondolas floating on the canals. */
  readonly floats: FloatLayer;
  /** The gondolas where they are now (the level's, or as moved by `VoxelBoard.withGondolas`). */
  readonly gondolaSpecs: readonly GondolaSpec[];
  /** Per column: 0, or 1 + the index of the barricade standing on it. */
  readonly #barricadeOf: Int16Array;

  /**
   * The columns of `spec` on its voxel grid `grid`, with `barricadeOf` (per column: 0, or 1 + the index of the
   * barricade standing on it). @throws RangeError when the floating pieces are inconsistent (see
   * {@link buildFloats}) or an objective spot is off the table or on Impassable terrain.
   */
  protected constructor(spec: BoardSpec, grid: VoxelGrid, barricadeOf: Int16Array) {
    this.spec = spec;
    this.width = spec.width;
    this.depth = spec.depth;
    this.name = spec.name;
    this.scenario = spec.scenario ?? '';
    this.scenarios = Object.freeze([...new Set([this.scenario, ...(spec.scenarios ?? [])])].filter(Boolean));
    this.deploymentZones = Object.freeze(spec.deploymentZones.map((z) => Object.freeze({ ...z })));
    this.#barricadeOf = barricadeOf;
    this.grid = grid;
    this.gondolaSpecs = Object.freeze((spec.gondolas ?? []).map((g) => Object.freeze({ ...g })));
    this.floats = buildFloats(this.grid, spec.name, spec.debris, this.gondolaSpecs);
    this.objectiveSpots = Object.freeze((spec.objectiveSpots ?? []).map((s) => this.#objectiveSpot(s)));
  }

  /** The spot of `s` with the height of the highest place to stand in its column: deck, roof, street, water
   * surface or the top floor of a Ruin (rulebook "Primary Objective": in water or above ground level). */
  #objectiveSpot(s: ObjectiveSpotSpec): ObjectiveSpot {
    const where = `${this.name}: objective spot for ${s.scenario} at (${s.i}, ${s.j})`;
    if (!this.onTable(s.i, s.j)) throw new RangeError(`${where} is off the table`);
    const c = s.j * this.width + s.i;
    if (TERRAIN_KINDS[this.grid.colKind[c]!] === 'impassable')
      throw new RangeError(`${where} is on Impassable terrain`);
    const ruin = (this.spec.ruins ?? []).find((r) => s.i >= r.i0 && s.i < r.i1 && s.j >= r.j0 && s.j < r.j1);
    const z = Math.max(this.topHeight(s.i, s.j), ...(ruin?.floors ?? []));
    const spot = { scenario: s.scenario, x: s.i + 0.5, y: s.j + 0.5, z };
    return Object.freeze(s.value === undefined ? spot : { ...spot, value: s.value });
  }

  /** Top of the highest solid or water cell of column (i, j) — deck, roof, street or water surface; 0 off the table. */
  topHeight(i: number, j: number): number {
    if (!this.onTable(i, j)) return 0;
    const c = j * this.width + i;
    const deck = this.grid.deckTop[c]!;
    return deck !== NO_DECK ? deck : this.grid.colTop[c]!;
  }

  /** Drawing information for column (i, j), or null off the table. */
  column(i: number, j: number): ColumnInfo | null {
    if (!this.onTable(i, j)) return null;
    const c = j * this.width + i;
    const flags = this.grid.colFlags[c]!;
    const deck = this.grid.deckTop[c]!;
    return {
      kind: TERRAIN_KINDS[this.grid.colKind[c]!]!,
      top: this.grid.colTop[c]!,
      deck: deck === NO_DECK ? null : deck,
      difficult: (flags & F_DIFFICULT) !== 0,
      unstable: (flags & F_UNSTABLE) !== 0,
      ladder: (flags & F_LADDER) !== 0,
      waterAccess: (flags & F_WATER_ACCESS) !== 0,
      barricade: this.barricadeOn(i, j)?.weight ?? null,
      ruin: (flags & F_RUIN) !== 0,
      float: FLOAT_NAMES[this.floats.kind[c]!] ?? null,
    };
  }

  /** The Barricade standing on column (i, j), with its index in the level's list, or null. */
  barricadeOn(i: number, j: number): { readonly index: number; readonly weight: BarricadeWeight } | null {
    if (!this.onTable(i, j)) return null;
    const n = this.#barricadeOf[j * this.width + i]! - 1;
    const b = this.spec.barricades?.[n];
    return b ? { index: n, weight: b.weight } : null;
  }

  /** Material of the 1″ cell containing the point (x, y, z): air off the table, solid below the canal beds. */
  materialAt(x: number, y: number, z: number): Material {
    return MATERIALS[cellAt(this.grid, Math.floor(x), Math.floor(y), Math.floor(z))]!;
  }

  /** Whether the cell containing (x, y, z) is solid (inside a building, the ground, a deck). */
  isSolid(x: number, y: number, z: number): boolean {
    return cellAt(this.grid, Math.floor(x), Math.floor(y), Math.floor(z)) === SOLID;
  }

  /** Whether the cell containing (x, y, z) is open air. */
  isAir(x: number, y: number, z: number): boolean {
    return cellAt(this.grid, Math.floor(x), Math.floor(y), Math.floor(z)) === AIR;
  }

  /** Whether column (i, j) is an Obstacle of any kind (rulebook "Obstacles & Debris"; Chained Jumps). */
  isObstacle(i: number, j: number): boolean {
    return this.obstacleKind(i, j) !== null;
  }

  /**
   * Which kind of Obstacle column (i, j) is (rulebook "Obstacles & Debris"): `small` (a barrel, a pole),
   * `large` (an obstacle tile: crates, a well, a fountain; and a gondola, rulebook "Gondolas"), `debris`, or
   * null. For swimmers a gondola counts as Debris: see `mustMoveOff` in obstacles.ts.
   */
  obstacleKind(i: number, j: number): ObstacleKind | null {
    if (!this.onTable(i, j)) return null;
    const c = j * this.width + i;
    const float = this.floats.kind[c];
    if (float === FLOAT_DEBRIS) return 'debris';
    if (float === FLOAT_GONDOLA) return 'large';
    const kind = TERRAIN_KINDS[this.grid.colKind[c]!];
    return kind === 'small-obstacle' ? 'small' : kind === 'obstacle' ? 'large' : null;
  }

  /** Whether column (i, j) has Ropes & Ladders. */
  hasLadder(i: number, j: number): boolean {
    return this.onTable(i, j) && (this.grid.colFlags[j * this.width + i]! & F_LADDER) !== 0;
  }

  /** Whether column (i, j) is a Water Access point (rulebook "Water Access"). */
  isWaterAccess(i: number, j: number): boolean {
    return this.onTable(i, j) && (this.grid.colFlags[j * this.width + i]! & F_WATER_ACCESS) !== 0;
  }

  /** Whether (i, j) is a column of the table. */
  onTable(i: number, j: number): boolean {
    return Number.isInteger(i) && Number.isInteger(j) && i >= 0 && j >= 0 && i < this.width && j < this.depth;
  }
}

const FLOAT_NAMES: Record<number, 'debris' | 'gondola'> = {
  [FLOAT_DEBRIS]: 'debris',
  [FLOAT_GONDOLA]: 'gondola',
};
