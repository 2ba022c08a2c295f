/**
 * The voxel grid of a board (DESIGN §3.2): 1″ cells [i, i+1) × [j, j+1) × [k, k+1), each air, solid or water,
 * with per-column surface flags. It is the spatial index every measure, path and sight question reads.
 *
 * Cells are stored in one Uint8Array, index ((k − zMin) · depth + j) · width + i. Below the grid is solid
 * (the canal bed), above it and beyond the table edges is air.
 */
import {
  BED_Z,
  type BoardSpec,
  barricadeProblem,
  type ColumnSpec,
  columnTop,
  deckProblem,
  rectCellList,
  ruinProblem,
  TERRAIN_KINDS,
  type TerrainKind,
} from './terrain.ts';

export const AIR = 0;
export const SOLID = 1;
export const WATER = 2;

/** Column flags (bits of {@link VoxelGrid.colFlags}). */
export const F_DIFFICULT = 1;
export const F_UNSTABLE = 2;
export const F_SOFT = 4;
export const F_DANGEROUS = 8;
export const F_LADDER = 16;
export const F_WATER_ACCESS = 32;
export const F_IMPASSABLE = 64;
/** The column is part of a Ruin: climbs between its floors go straight up and down inside it. */
export const F_RUIN = 128;

/** Deck height of a column without a bridge. */
export const NO_DECK = -128;

const KIND_FLAGS: Partial<Record<TerrainKind, number>> = {
  difficult: F_DIFFICULT,
  unstable: F_UNSTABLE,
  soft: F_SOFT,
  dangerous: F_DANGEROUS,
  impassable: F_IMPASSABLE,
};

/** The raw voxel grid of a board. Read-only once built. */
export interface VoxelGrid {
  readonly width: number;
  readonly depth: number;
  /** Lowest cell index k (the bed) and one past the highest (always air). */
  readonly zMin: number;
  readonly zMax: number;
  readonly cells: Uint8Array;
  /** Cells that block line of sight: solid, except terrain up to 1″ above its surroundings. */
  readonly sightBlock: Uint8Array;
  readonly colFlags: Uint8Array;
  /** Index into TERRAIN_KINDS of each column's kind. */
  readonly colKind: Uint8Array;
  /** Top of each column's base stack (roof, street, water surface, or a barricade on it), without a bridge
   * deck or ruin floors. */
  readonly colTop: Int8Array;
  /** Top of the bridge deck over each column, or NO_DECK. */
  readonly deckTop: Int8Array;
}

/** Material of cell (i, j, k): AIR off the table or above the grid, SOLID below it. */
export function cellAt(g: VoxelGrid, i: number, j: number, k: number): number {
  if (k < g.zMin) return SOLID;
  if (k >= g.zMax || i < 0 || j < 0 || i >= g.width || j >= g.depth) return AIR;
  return g.cells[((k - g.zMin) * g.depth + j) * g.width + i]!;
}

function fillColumn(g: VoxelGrid, c: number, col: ColumnSpec): void {
  const plane = g.width * g.depth;
  const top = columnTop(col);
  const waterKind = col.kind === 'water' || col.kind === 'deep-water';
  for (let k = g.zMin; k < top; k++) {
    g.cells[(k - g.zMin) * plane + c] = waterKind ? WATER : SOLID;
  }
}

/** The columns c of a rectangle spec, or a RangeError naming it when it reaches off the table. */
function rectColumns(spec: BoardSpec, what: string, r: Parameters<typeof rectCellList>[0]): number[] {
  return rectCellList(r).map(([i, j]) => {
    if (i < 0 || j < 0 || i >= spec.width || j >= spec.depth) {
      throw new RangeError(`${spec.name}: ${what} ${r.name} at (${i}, ${j}) is off the table`);
    }
    return j * spec.width + i;
  });
}

/** Barricades: a 1″ solid block on top of each cell's column (rulebook "Barricades"). */
function addBarricades(spec: BoardSpec, g: VoxelGrid): void {
  const plane = g.width * g.depth;
  for (const b of spec.barricades ?? []) {
    for (const c of rectColumns(spec, 'barricade', b)) {
      const problem = barricadeProblem(spec.columns[c]!);
      if (problem) throw new RangeError(`${spec.name}: barricade ${b.name}: ${problem}`);
      const top = g.colTop[c]!;
      if (top !== columnTop(spec.columns[c]!)) {
        throw new RangeError(`${spec.name}: barricade ${b.name}: two barricades on one cell`);
      }
      g.cells[(top - g.zMin) * plane + c] = SOLID;
      g.colTop[c] = top + 1;
    }
  }
}

/** Ruins: a 1″ slab under each upper floor of each cell, and the ruin flag (rulebook "Ruins"). */
function addRuins(spec: BoardSpec, g: VoxelGrid): void {
  const plane = g.width * g.depth;
  for (const r of spec.ruins ?? []) {
    for (const c of rectColumns(spec, 'ruin', r)) {
      const problem = ruinProblem(spec.columns[c]!, r.floors);
      if (problem) throw new RangeError(`${spec.name}: ruin ${r.name}: ${problem}`);
      if (g.colFlags[c]! & F_RUIN) throw new RangeError(`${spec.name}: ruin ${r.name} overlaps another ruin`);
      if (g.colTop[c] !== columnTop(spec.columns[c]!)) {
        throw new RangeError(`${spec.name}: ruin ${r.name} overlaps a barricade`);
      }
      g.colFlags[c]! |= F_RUIN;
      for (const f of r.floors) g.cells[(f - 1 - g.zMin) * plane + c] = SOLID;
    }
  }
}

function highestTop(spec: BoardSpec): number {
  let highest = 0;
  for (const col of spec.columns) highest = Math.max(highest, columnTop(col));
  for (const b of spec.bridges) highest = Math.max(highest, b.deck);
  if ((spec.barricades ?? []).length > 0) highest += 1;
  for (const r of spec.ruins ?? []) highest = Math.max(highest, ...r.floors);
  return highest;
}

/**
 * Build the voxel grid of a board spec.
 * @throws RangeError when the spec is inconsistent (wrong column count, a deck inside solid terrain, a mark,
 *   barricade or ruin off the table, ruin floors out of order); level files are checked with clearer messages
 *   before they get here.
 */
export function buildGrid(spec: BoardSpec): VoxelGrid {
  const { width, depth } = spec;
  if (spec.columns.length !== width * depth) {
    throw new RangeError(`${spec.name}: ${spec.columns.length} columns for a ${width}×${depth} board`);
  }
  const highest = highestTop(spec);
  const zMin = BED_Z;
  const zMax = highest + 3;
  const plane = width * depth;
  const g: VoxelGrid = {
    width,
    depth,
    zMin,
    zMax,
    cells: new Uint8Array(plane * (zMax - zMin)),
    sightBlock: new Uint8Array(plane * (zMax - zMin)),
    colFlags: new Uint8Array(plane),
    colKind: new Uint8Array(plane),
    colTop: new Int8Array(plane),
    deckTop: new Int8Array(plane).fill(NO_DECK),
  };
  spec.columns.forEach((col, c) => {
    g.colKind[c] = TERRAIN_KINDS.indexOf(col.kind);
    g.colTop[c] = columnTop(col);
    g.colFlags[c] = KIND_FLAGS[col.kind] ?? 0;
    fillColumn(g, c, col);
  });
  addBarricades(spec, g);
  addRuins(spec, g);
  for (const b of spec.bridges) {
    for (let j = b.j0; j < b.j1; j++) {
      for (let i = b.i0; i < b.i1; i++) {
        const col = i < width ? spec.columns[j * width + i] : undefined;
        const c = j * width + i;
        let problem = col ? deckProblem(col, b.deck) : 'off the table';
        if (!problem && b.deck - 1 < g.colTop[c]!)
          problem = `deck ${b.deck} is not above the barricade there`;
        if (!problem && g.colFlags[c]! & F_RUIN) problem = 'a bridge cannot lie over a ruin';
        if (problem) throw new RangeError(`${spec.name}: bridge ${b.name} at (${i}, ${j}): ${problem}`);
        g.deckTop[c] = b.deck;
        g.cells[(b.deck - 1 - zMin) * plane + c] = SOLID;
      }
    }
  }
  for (const m of spec.marks) {
    if (m.i < 0 || m.j < 0 || m.i >= width || m.j >= depth) {
      throw new RangeError(`${spec.name}: ${m.kind} at (${m.i}, ${m.j}) is off the table`);
    }
    g.colFlags[m.j * width + m.i]! |= m.kind === 'ladder' ? F_LADDER : F_WATER_ACCESS;
  }
  fillSightBlock(g);
  return g;
}

/** The height a figure stands at in column c when on its base stack (roof, street or water surface). */
function standingLevel(g: VoxelGrid, c: number): number {
  return g.colTop[c]!;
}

/**
 * Mark the cells that block sight: every solid cell, except the part of a column's base stack (with a deck
 * lying directly on it) that rises at most 1″ above the lowest standing level around it (rulebook
 * "Measuring & Moving With Terrain": terrain up to 1″ high is ignored for line of sight).
 */
function fillSightBlock(g: VoxelGrid): void {
  const { width, depth, zMin } = g;
  const plane = width * depth;
  for (let k = 0; k < g.cells.length; k++) g.sightBlock[k] = g.cells[k] === SOLID ? 1 : 0;
  for (let j = 0; j < depth; j++) {
    for (let i = 0; i < width; i++) {
      const c = j * width + i;
      let top = g.colTop[c]!;
      if (g.deckTop[c] === top + 1) top += 1;
      let low = standingLevel(g, c);
      for (let dj = -1; dj <= 1; dj++) {
        for (let di = -1; di <= 1; di++) {
          const ni = i + di;
          const nj = j + dj;
          if (ni < 0 || nj < 0 || ni >= width || nj >= depth) continue;
          low = Math.min(low, standingLevel(g, nj * width + ni));
        }
      }
      if (top - low > 1) continue;
      for (let k = Math.max(low, zMin); k < top; k++) g.sightBlock[(k - zMin) * plane + c] = 0;
    }
  }
}
