/**
 * Terrain pieces of a board, for drawing and for naming things in the log: buildings and obstacles (joined
 * columns of one kind and height), Impassable blocks, bridges, Ropes & Ladders and Water Access points,
 * Barricades, Ruins, Debris and gondolas.
 */
import type { BarricadeWeight, Rect } from './api.ts';
import { cellAt, F_RUIN, NO_DECK, SOLID, type VoxelGrid } from './grid.ts';
import {
  type BoardSpec,
  type CellRect,
  columnTop,
  type GondolaOrientation,
  type GondolaSpec,
  gondolaCells,
  rectCellList,
  type TerrainKind,
} from './terrain.ts';

export type PieceKind =
  | 'building'
  | 'obstacle'
  | 'small-obstacle'
  | 'impassable'
  | 'bridge'
  | 'ladder'
  | 'water-access'
  | 'barricade'
  | 'ruin'
  | 'debris'
  | 'gondola';

/** One terrain piece: the cells (columns) it covers, its top height and bounding rectangle (inches). */
export interface TerrainPiece {
  readonly kind: PieceKind;
  /** Stable id, e.g. `building-3`, `bridge-0`, `ladder-1`. */
  readonly id: string;
  /** Bridge name from the level, else ''. */
  readonly name: string;
  readonly cells: readonly (readonly [number, number])[];
  /** Top of the piece: roof, deck, or for ladders and water access the top of the wall they climb. */
  readonly height: number;
  /** Bottom: 0 for blocks on the street; for ladders and water access the foot of the wall. */
  readonly base: number;
  readonly bounds: Rect;
  /** Ladders and water access: the neighbouring column whose wall they stand against (or the own cell). */
  readonly against?: { readonly i: number; readonly j: number };
  /** Barricades: Light or Heavy. */
  readonly weight?: BarricadeWeight;
  /** Ruins: the tops of the upper floors, ascending (the street is the ground floor). */
  readonly floors?: readonly number[];
  /** Gondolas: which way it lies (cells run bow, middle, stern) and the gang that set it up, if any. */
  readonly orientation?: GondolaOrientation;
  readonly gang?: number;
}

const BLOCK_KINDS: readonly TerrainKind[] = ['building', 'obstacle', 'small-obstacle', 'impassable'];

function boundsOf(cells: readonly (readonly [number, number])[]): Rect {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (const [i, j] of cells) {
    x0 = Math.min(x0, i);
    y0 = Math.min(y0, j);
    x1 = Math.max(x1, i + 1);
    y1 = Math.max(y1, j + 1);
  }
  return { x0, y0, x1, y1 };
}

function blocks(spec: BoardSpec): TerrainPiece[] {
  const { width, depth, columns } = spec;
  const seen = new Uint8Array(width * depth);
  const out: TerrainPiece[] = [];
  const count: Partial<Record<TerrainKind, number>> = {};
  for (let c = 0; c < columns.length; c++) {
    const col = columns[c]!;
    if (seen[c] || !BLOCK_KINDS.includes(col.kind)) continue;
    const cells: [number, number][] = [];
    const stack = [c];
    seen[c] = 1;
    while (stack.length > 0) {
      const d = stack.pop()!;
      const i = d % width;
      const j = (d - i) / width;
      cells.push([i, j]);
      for (const [ni, nj] of [
        [i + 1, j],
        [i - 1, j],
        [i, j + 1],
        [i, j - 1],
      ] as const) {
        if (ni < 0 || nj < 0 || ni >= width || nj >= depth) continue;
        const e = nj * width + ni;
        const other = columns[e]!;
        if (seen[e] || other.kind !== col.kind || other.height !== col.height) continue;
        seen[e] = 1;
        stack.push(e);
      }
    }
    cells.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
    const n = count[col.kind] ?? 0;
    count[col.kind] = n + 1;
    const kind = col.kind as PieceKind;
    out.push({
      kind,
      id: `${kind}-${n}`,
      name: '',
      cells,
      height: col.height,
      base: 0,
      bounds: boundsOf(cells),
    });
  }
  return out;
}

/** The top a figure meets in column (i, j): deck if any, else the column top. */
function standTop(g: VoxelGrid, i: number, j: number): number {
  const c = j * g.width + i;
  const deck = g.deckTop[c]!;
  return deck !== NO_DECK ? deck : g.colTop[c]!;
}

/** Top of the highest floor of a ruin column (its highest solid cell + 1). */
function ruinTop(g: VoxelGrid, i: number, j: number): number {
  for (let k = g.zMax - 1; k >= g.zMin; k--) if (cellAt(g, i, j, k) === SOLID) return k + 1;
  return g.zMin;
}

function marks(spec: BoardSpec, g: VoxelGrid): TerrainPiece[] {
  const counts = { ladder: 0, 'water-access': 0 };
  return spec.marks.map((m) => {
    const own = standTop(g, m.i, m.j);
    if (g.colFlags[m.j * g.width + m.i]! & F_RUIN) {
      // A ladder inside a ruin climbs from its street floor to its top floor.
      const n = counts[m.kind]++;
      const cells = [[m.i, m.j] as const];
      return {
        kind: m.kind,
        id: `${m.kind}-${n}`,
        name: '',
        cells,
        height: ruinTop(g, m.i, m.j),
        base: own,
        bounds: boundsOf(cells),
        against: { i: m.i, j: m.j },
      };
    }
    let against = { i: m.i, j: m.j };
    let other = own;
    for (const [di, dj] of [
      [0, -1],
      [1, 0],
      [0, 1],
      [-1, 0],
    ] as const) {
      const i = m.i + di;
      const j = m.j + dj;
      if (i < 0 || j < 0 || i >= g.width || j >= g.depth) continue;
      const t = standTop(g, i, j);
      if (Math.abs(t - own) > Math.abs(other - own)) {
        other = t;
        against = { i, j };
      }
    }
    const n = counts[m.kind]++;
    const cells = [[m.i, m.j] as const];
    return {
      kind: m.kind,
      id: `${m.kind}-${n}`,
      name: '',
      cells,
      height: Math.max(own, other),
      base: Math.min(own, other),
      bounds: boundsOf(cells),
      against,
    };
  });
}

function rectPiece(kind: PieceKind, n: number, r: CellRect, height: number, base: number): TerrainPiece {
  return {
    kind,
    id: `${kind}-${n}`,
    name: r.name,
    cells: rectCellList(r),
    height,
    base,
    bounds: { x0: r.i0, y0: r.j0, x1: r.i1, y1: r.j1 },
  };
}

/** Barricades, Ruins and Debris of a board, in that order. */
function overlays(spec: BoardSpec, g: VoxelGrid): TerrainPiece[] {
  const topAt = (r: CellRect) => g.colTop[r.j0 * g.width + r.i0]!;
  return [
    ...(spec.barricades ?? []).map((b, n) => ({
      ...rectPiece('barricade', n, b, topAt(b), topAt(b) - 1),
      weight: b.weight,
    })),
    ...(spec.ruins ?? []).map((r, n) => ({
      ...rectPiece('ruin', n, r, Math.max(topAt(r), ...r.floors), topAt(r)),
      floors: [...r.floors],
    })),
    ...(spec.debris ?? []).map((d, n) => rectPiece('debris', n, d, topAt(d) + 1, topAt(d))),
  ];
}

/** The piece of a gondola: its 3 cells (bow, middle, stern), deck height and water surface. */
export function gondolaPiece(g: VoxelGrid, spec: GondolaSpec): TerrainPiece {
  const cells = gondolaCells(spec);
  const water = g.colTop[spec.j * g.width + spec.i]!;
  return {
    kind: 'gondola',
    id: spec.id,
    name: spec.name,
    cells,
    height: water + 1,
    base: water,
    bounds: boundsOf(cells),
    orientation: spec.orientation,
    ...(spec.gang === undefined ? {} : { gang: spec.gang }),
  };
}

/**
 * Every terrain piece of a board that does not move, in a stable order: blocks (by first cell), bridges,
 * marks, then Barricades, Ruins and Debris. Gondolas are listed by the board after them.
 */
export function terrainPieces(spec: BoardSpec, g: VoxelGrid): TerrainPiece[] {
  const bridges = spec.bridges.map((b, n): TerrainPiece => {
    const cells: [number, number][] = [];
    for (let j = b.j0; j < b.j1; j++) for (let i = b.i0; i < b.i1; i++) cells.push([i, j]);
    const under = Math.min(...cells.map(([i, j]) => columnTop(spec.columns[j * spec.width + i]!)));
    return {
      kind: 'bridge',
      id: `bridge-${n}`,
      name: b.name,
      cells,
      height: b.deck,
      base: under,
      bounds: { x0: b.i0, y0: b.j0, x1: b.i1, y1: b.j1 },
    };
  });
  return [...blocks(spec), ...bridges, ...marks(spec, g), ...overlays(spec, g)];
}
