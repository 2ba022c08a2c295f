/**
 * The board (DESIGN §3.2): the voxel grid of a level with its surface nodes, surface graph and terrain
 * pieces, answering every question the rules and the view ask of space. Read-only once built.
 */
import type { Board, DeploymentZone, LandingSpot, Node, SurfaceKind } from './api.ts';
import { buildGraph, type SurfaceGraph } from './graph.ts';
import {
  AIR,
  buildGrid,
  cellAt,
  F_DIFFICULT,
  F_LADDER,
  F_UNSTABLE,
  F_WATER_ACCESS,
  NO_DECK,
  SOLID,
  type VoxelGrid,
  WATER,
} from './grid.ts';
import { type TerrainPiece, terrainPieces } from './pieces.ts';
import { buildSurfaces, LANDING_SPOTS, nodeIndexOf, SURFACE_KINDS, type SurfaceIndex } from './surfaces.ts';
import { type BoardSpec, TERRAIN_KINDS, type TerrainKind } from './terrain.ts';

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
}

/** Material of a voxel cell. */
export type Material = 'air' | 'solid' | 'water';

const MATERIALS: readonly Material[] = ['air', 'solid', 'water'];

/** A board built from a {@link BoardSpec}; implements {@link Board} and adds read-only helpers for the view. */
export class VoxelBoard implements Board {
  readonly width: number;
  readonly depth: number;
  readonly name: string;
  /** Scenario the level was drawn for (a map property), or ''. */
  readonly scenario: string;
  readonly deploymentZones: readonly DeploymentZone[];
  readonly grid: VoxelGrid;
  readonly surfaces: SurfaceIndex;
  readonly graph: SurfaceGraph;
  /** Buildings, obstacles, Impassable blocks, bridges, ladders and Water Access points. */
  readonly pieces: readonly TerrainPiece[];
  readonly spec: BoardSpec;

  constructor(spec: BoardSpec) {
    this.spec = spec;
    this.width = spec.width;
    this.depth = spec.depth;
    this.name = spec.name;
    this.scenario = spec.scenario ?? '';
    this.deploymentZones = Object.freeze(spec.deploymentZones.map((z) => Object.freeze({ ...z })));
    this.grid = buildGrid(spec);
    this.surfaces = buildSurfaces(this.grid);
    this.graph = buildGraph(this.grid, this.surfaces);
    this.pieces = Object.freeze(terrainPieces(spec, this.grid));
  }

  surfacesAt(i: number, j: number): readonly Node[] {
    if (!this.onTable(i, j)) return [];
    return this.surfaces.byColumn[j * this.width + i]!;
  }

  /** Index of the surface node n in this board's arrays, or −1 when n is not a surface. */
  nodeIndex(n: Node): number {
    return nodeIndexOf(this.surfaces, this.width, this.depth, n.i, n.j, n.z);
  }

  /** The canonical node object with index `index`. */
  node(index: number): Node {
    const n = this.surfaces.nodes[index];
    if (!n) throw new RangeError(`${this.name}: no surface node ${index}`);
    return n;
  }

  /** What the surface at n is made of; for a point that is not a surface, judged by the cell below it. */
  surfaceKind(n: Node): SurfaceKind {
    const index = this.nodeIndex(n);
    if (index >= 0) return SURFACE_KINDS[this.surfaces.kind[index]!]!;
    return cellAt(this.grid, n.i, n.j, n.z - 1) === WATER ? 'water' : 'solid';
  }

  landingSpot(n: Node): LandingSpot {
    const index = this.nodeIndex(n);
    if (index >= 0) return LANDING_SPOTS[this.surfaces.landing[index]!]!;
    return cellAt(this.grid, n.i, n.j, n.z - 1) === WATER ? 'water' : 'solid';
  }

  nodeAt(x: number, y: number, z: number): Node | null {
    const nodes = this.surfacesAt(Math.floor(x), Math.floor(y));
    for (let n = nodes.length - 1; n >= 0; n--) {
      if (nodes[n]!.z <= z + 1e-6) return nodes[n]!;
    }
    return null;
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
    };
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

  /** Whether column (i, j) is an Obstacle (rulebook "Obstacles & Debris"). */
  isObstacle(i: number, j: number): boolean {
    return this.column(i, j)?.kind === 'obstacle';
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

/**
 * Build a board from plain data.
 * @throws RangeError when the spec is inconsistent (see {@link buildGrid}).
 */
export function buildBoard(spec: BoardSpec): VoxelBoard {
  return new VoxelBoard(spec);
}
