/**
 * The board (DESIGN §3.2): the voxel grid of a level with its surface nodes, surface graph and terrain
 * pieces, answering every question the rules and the view ask of space. Read-only once built; a gondola's
 * move makes a new board with {@link VoxelBoard.withGondolas}, which shares the voxel grid and the pieces
 * that do not move and rebuilds only the floating pieces, the surfaces and the surface graph; terrain changed
 * for a while (overlays.ts: Groundsnap, Ice Lock) makes one with {@link VoxelBoard.withOverlays} the same way.
 */
import type {
  BarricadeWeight,
  Board,
  DeploymentZone,
  LandingSpot,
  Node,
  ObstacleKind,
  SurfaceKind,
} from './api.ts';
import { buildFloats, FLOAT_DEBRIS, FLOAT_GONDOLA, type FloatLayer } from './floats.ts';
import { buildGraph, type SurfaceGraph } from './graph.ts';
import {
  AIR,
  buildGrid,
  cellAt,
  F_DIFFICULT,
  F_LADDER,
  F_RUIN,
  F_UNSTABLE,
  F_WATER_ACCESS,
  NO_DECK,
  SOLID,
  type VoxelGrid,
  WATER,
} from './grid.ts';
import {
  buildOverlays,
  markOverlayChanges,
  NO_OVERLAYS,
  O_IMPASSABLE,
  O_SOLID,
  type OverlayKind,
  type OverlayLayer,
  overlayCode,
  overlayProblem,
  type TerrainOverlay,
} from './overlays.ts';
import { gondolaPiece, type TerrainPiece, terrainPieces } from './pieces.ts';
import { buildSurfaces, LANDING_SPOTS, nodeIndexOf, SURFACE_KINDS, type SurfaceIndex } from './surfaces.ts';
import {
  type BoardSpec,
  type GondolaPlacement,
  type GondolaSpec,
  rectCellList,
  TERRAIN_KINDS,
  type TerrainKind,
} from './terrain.ts';
import { wallIndexOf } from './walls.ts';

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

/** A gondola as given to {@link VoxelBoard.withGondolas}: name and gang default to the gondola of that id. */
export type GondolaUpdate = GondolaPlacement & {
  readonly id: string;
  readonly name?: string;
  readonly gang?: number;
};

/** The parts of a board that never move, shared between a board and its gondola moves. */
interface StaticParts {
  readonly grid: VoxelGrid;
  readonly pieces: readonly TerrainPiece[];
  /** Per column: 0, or 1 + the index of the barricade standing on it. */
  readonly barricadeOf: Int16Array;
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
  /** Buildings, obstacles, Impassable blocks, bridges, ladders, Water Access points, Barricades, Ruins,
   * Debris, then the gondolas (see pieces.ts). */
  readonly pieces: readonly TerrainPiece[];
  readonly spec: BoardSpec;
  /** Debris and gondolas floating on the canals. */
  readonly floats: FloatLayer;
  /** The gondolas where they are now (the level's, or as moved by {@link withGondolas}). */
  readonly gondolaSpecs: readonly GondolaSpec[];
  /** Terrain changed for a while (overlays.ts), in the order laid; [] for the level as drawn. */
  readonly overlays: readonly TerrainOverlay[];
  readonly #static: StaticParts;
  readonly #overlayLayer: OverlayLayer;

  /**
   * Build a board from plain data. `shared` is for {@link withGondolas} and {@link withOverlays} only: the static
   * parts, the board the gondolas moved on, and the overlays (default: the previous board's).
   * @throws RangeError when the spec is inconsistent (see {@link buildGrid}, {@link buildFloats},
   *   {@link buildOverlays}).
   */
  constructor(
    spec: BoardSpec,
    shared?: {
      readonly parts: StaticParts;
      readonly prev: VoxelBoard;
      readonly overlays?: readonly TerrainOverlay[];
    },
  ) {
    this.spec = spec;
    this.width = spec.width;
    this.depth = spec.depth;
    this.name = spec.name;
    this.scenario = spec.scenario ?? '';
    this.deploymentZones = Object.freeze(spec.deploymentZones.map((z) => Object.freeze({ ...z })));
    this.#static = shared?.parts ?? staticParts(spec);
    this.grid = this.#static.grid;
    this.gondolaSpecs = Object.freeze((spec.gondolas ?? []).map((g) => Object.freeze({ ...g })));
    this.floats = buildFloats(this.grid, spec.name, spec.debris, this.gondolaSpecs);
    this.overlays = Object.freeze([...(shared?.overlays ?? shared?.prev.overlays ?? [])]);
    this.#overlayLayer =
      this.overlays.length > 0
        ? buildOverlays(this.grid, spec.name, this.floats.kind, this.overlays)
        : NO_OVERLAYS;
    if (shared) {
      const { prev } = shared;
      const changed = changedColumns(prev.floats, this.floats);
      markOverlayChanges(prev.#overlayLayer, this.#overlayLayer, changed);
      this.surfaces = buildSurfaces(
        this.grid,
        this.floats,
        { prev: prev.surfaces, changed },
        this.#overlayLayer,
      );
      this.graph = buildGraph(this.grid, this.surfaces, {
        prev: prev.graph,
        prevSurfaces: prev.surfaces,
        changed,
      });
    } else {
      this.surfaces = buildSurfaces(this.grid, this.floats, undefined, this.#overlayLayer);
      this.graph = buildGraph(this.grid, this.surfaces);
    }
    this.pieces = Object.freeze([
      ...this.#static.pieces,
      ...this.gondolaSpecs.map((g) => gondolaPiece(this.grid, g)),
    ]);
  }

  /**
   * The same board with its gondolas at new places (rulebook "Gondolas": the Row action). The voxel grid and
   * every piece that does not move are shared; the floating pieces are rebuilt, and the surfaces and surface
   * graph only around the columns whose floating pieces changed (node indexes change; nodes keep their
   * (i, j, z), and node objects away from the gondolas stay the same objects): about 0.4 ms on a 36″ × 36″
   * board, against 2.4 ms for a full build. Each gondola keeps the name and gang of the gondola with its id
   * unless given; gondolas not listed are taken off the board.
   * @throws RangeError when a gondola is not on open water or overlaps another floating piece.
   */
  withGondolas(gondolas: readonly GondolaUpdate[]): VoxelBoard {
    const byId = new Map(this.gondolaSpecs.map((g) => [g.id, g]));
    const next = gondolas.map((g): GondolaSpec => {
      const old = byId.get(g.id);
      const gang = g.gang ?? old?.gang;
      return {
        id: g.id,
        name: g.name ?? old?.name ?? g.id,
        i: g.i,
        j: g.j,
        orientation: g.orientation,
        ...(gang === undefined ? {} : { gang }),
      };
    });
    return new VoxelBoard({ ...this.spec, gondolas: next }, { parts: this.#static, prev: this });
  }

  /**
   * The same board with `overlays` as its terrain changed for a while (overlays.ts; Groundsnap, Ice Lock), in place
   * of the ones it has: [] gives back the terrain as drawn. Shares the voxel grid and the pieces; the surfaces and
   * the surface graph are rebuilt only around the columns whose overlays changed, as for {@link withGondolas}.
   * The gondolas stay where they are.
   * @throws RangeError when an overlay names a node that cannot take it (see overlays.ts).
   */
  withOverlays(overlays: readonly TerrainOverlay[]): VoxelBoard {
    return new VoxelBoard(this.spec, { parts: this.#static, prev: this, overlays });
  }

  /**
   * The overlay that changes node n (overlays.ts), or null: `impassable` (n is no surface while it lasts) wins
   * over `solid` (water made Solid Ground).
   */
  overlayAt(n: Node): OverlayKind | null {
    if (!this.onTable(n.i, n.j)) return null;
    const code = overlayCode(this.#overlayLayer, n.j * this.width + n.i, n.z);
    if (code === 0) return null;
    return code & O_IMPASSABLE ? 'impassable' : code & O_SOLID ? 'solid' : 'water';
  }

  /** Why an overlay of `kind` cannot be laid on node n (overlays.ts), or null. */
  overlayProblem(kind: OverlayKind, n: Node): string | null {
    if (!this.onTable(n.i, n.j)) return 'off the table';
    return overlayProblem(this.grid, this.floats.kind[n.j * this.width + n.i]!, kind, n);
  }

  surfacesAt(i: number, j: number): readonly Node[] {
    if (!this.onTable(i, j)) return [];
    return this.surfaces.byColumn[j * this.width + i]!;
  }

  /** Index of the surface node n in this board's arrays, or −1 when n is not a surface. */
  nodeIndex(n: Node): number {
    return nodeIndexOf(this.surfaces, this.width, this.depth, n.i, n.j, n.z);
  }

  /** Number of nodes of the surface graph: the surface nodes, then the wall positions (walls.ts). */
  get graphSize(): number {
    return this.surfaces.count + this.graph.walls.count;
  }

  /**
   * Index of n in the surface graph: its surface index, or the surface count + its wall position index for a
   * position on Vertical Terrain; −1 for neither.
   */
  graphIndex(n: Node): number {
    const surface = this.nodeIndex(n);
    if (surface >= 0) return surface;
    const wall = wallIndexOf(this.graph.walls, this.width, this.depth, n.i, n.j, n.z);
    return wall < 0 ? -1 : this.surfaces.count + wall;
  }

  /** The canonical node object of graph index `index` (a surface node or a wall position). */
  graphNode(index: number): Node {
    const n =
      index < this.surfaces.count
        ? this.surfaces.nodes[index]
        : this.graph.walls.nodes[index - this.surfaces.count];
    if (!n) throw new RangeError(`${this.name}: no graph node ${index}`);
    return n;
  }

  /**
   * Whether n is a position on Vertical Terrain (rulebook "Run/Climb"): a figure there hangs on a wall face at
   * a whole-inch height, in contact with it, and is not on solid ground. Positions lie in the open column
   * beside the wall (or inside a Ruin column between its floors); see walls.ts.
   */
  isWallPosition(n: Node): boolean {
    return wallIndexOf(this.graph.walls, this.width, this.depth, n.i, n.j, n.z) >= 0;
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
      barricade: this.barricadeOn(i, j)?.weight ?? null,
      ruin: (flags & F_RUIN) !== 0,
      float: FLOAT_NAMES[this.floats.kind[c]!] ?? null,
    };
  }

  /** The Barricade standing on column (i, j), with its index in the level's list, or null. */
  barricadeOn(i: number, j: number): { readonly index: number; readonly weight: BarricadeWeight } | null {
    if (!this.onTable(i, j)) return null;
    const n = this.#static.barricadeOf[j * this.width + i]! - 1;
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

/** Columns whose floating piece differs between two float layers (1 = changed). */
function changedColumns(a: FloatLayer, b: FloatLayer): Uint8Array {
  const out = new Uint8Array(a.kind.length);
  for (let c = 0; c < out.length; c++) {
    out[c] = a.kind[c] !== b.kind[c] || a.top[c] !== b.top[c] || a.gondola[c] !== b.gondola[c] ? 1 : 0;
  }
  return out;
}

function staticParts(spec: BoardSpec): StaticParts {
  const grid = buildGrid(spec);
  const barricadeOf = new Int16Array(spec.width * spec.depth);
  (spec.barricades ?? []).forEach((b, n) => {
    for (const [i, j] of rectCellList(b)) barricadeOf[j * spec.width + i] = n + 1;
  });
  return { grid, pieces: Object.freeze(terrainPieces(spec, grid)), barricadeOf };
}

/**
 * Build a board from plain data.
 * @throws RangeError when the spec is inconsistent (see {@link buildGrid}).
 */
export function buildBoard(spec: BoardSpec): VoxelBoard {
  return new VoxelBoard(spec);
}

/**
 * Whether n is a position on Vertical Terrain of `board` (see {@link VoxelBoard.isWallPosition}); false for
 * boards not built by this module.
 */
export function isWallPosition(board: Board, n: Node): boolean {
  return board instanceof VoxelBoard && board.isWallPosition(n);
}
