/**
 * The board (DESIGN §3.2): the voxel grid of a level with its surface nodes, surface graph and terrain
 * pieces, answering every question the rules and the view ask of space. Read-only once built; a gondola's
 * move makes a new board with {@link VoxelBoard.withGondolas}, which shares the voxel grid and the pieces
 * that do not move and rebuilds only the floating pieces, the surfaces and the surface graph; terrain changed
 * for a while (overlays.ts: Groundsnap, Ice Lock) makes one with {@link VoxelBoard.withOverlays} the same way.
 * What each column holds (heights, materials, Obstacles, Barricades, ladders) is read by the class it extends,
 * board-columns.ts.
 */
import type { Board, LandingSpot, Node, SurfaceKind } from './api.ts';
import { BoardColumns } from './board-columns.ts';
import type { FloatLayer } from './floats.ts';
import { buildGraph, type SurfaceGraph } from './graph.ts';
import { buildGrid, cellAt, type VoxelGrid, WATER } from './grid.ts';
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
import { type BoardSpec, type GondolaPlacement, type GondolaSpec, rectCellList } from './terrain.ts';
import { wallIndexOf } from './walls.ts';

export type { ColumnInfo, Material } from './board-columns.ts';

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

/** A board built from a {@link BoardSpec}; implements {@link Board} and adds read-only helpers for the view. */
export class VoxelBoard extends BoardColumns implements Board {
  readonly surfaces: SurfaceIndex;
  readonly graph: SurfaceGraph;
  /** Buildings, obstacles, Impassable blocks, bridges, ladders, Water Access points, Barricades, Ruins,
   * Debris, then the gondolas (see pieces.ts). */
  readonly pieces: readonly TerrainPiece[];
  /** Terrain changed for a while (overlays.ts), in the order laid; [] for the level as drawn. */
  readonly overlays: readonly TerrainOverlay[];
  /** The team this board is the terrain of (see {@link forTeam}); undefined: as drawn for everyone. */
  readonly team: number | undefined;
  readonly #static: StaticParts;
  readonly #overlayLayer: OverlayLayer;
  /** The boards of {@link forTeam}, built when first asked. */
  readonly #teams = new Map<number, VoxelBoard>();

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
      readonly team?: number;
    },
  ) {
    const parts = shared?.parts ?? staticParts(spec);
    super(spec, parts.grid, parts.barricadeOf);
    this.#static = parts;
    this.overlays = Object.freeze([...(shared?.overlays ?? shared?.prev.overlays ?? [])]);
    this.team = shared?.team;
    this.#overlayLayer =
      this.overlays.length > 0
        ? buildOverlays(this.grid, spec.name, this.floats.kind, this.overlays, this.team)
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
   * The board as team `team` (`Gang.team`) treats it: the overlays laid for that team only (overlays.ts `team`;
   * Blessed Water) are terrain on it, as those laid for everyone. The same board when no overlay names the team;
   * built once per board and team (rebuilt only around the overlays' columns). A board to read: its gondola moves
   * and overlays are made on the board as drawn, which {@link withGondolas} and {@link withOverlays} of this one
   * give too.
   */
  forTeam(team: number): VoxelBoard {
    if (team === this.team) return this;
    if (this.team === undefined && !this.overlays.some((o) => o.team === team)) return this;
    let board = this.#teams.get(team);
    if (!board) {
      board = new VoxelBoard(this.spec, { parts: this.#static, prev: this, team });
      this.#teams.set(team, board);
    }
    return board;
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
}

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
