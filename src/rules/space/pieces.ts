/**
 * Terrain pieces of a board, for drawing and for naming things in the log: buildings and obstacles (joined
 * columns of one kind and height), Impassable blocks, bridges, Ropes & Ladders and Water Access points.
 */
import type { Rect } from './api.ts';
import { NO_DECK, type VoxelGrid } from './grid.ts';
import { type BoardSpec, columnTop, type TerrainKind } from './terrain.ts';

export type PieceKind = 'building' | 'obstacle' | 'impassable' | 'bridge' | 'ladder' | 'water-access';

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
}

const BLOCK_KINDS: readonly TerrainKind[] = ['building', 'obstacle', 'impassable'];

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

function marks(spec: BoardSpec, g: VoxelGrid): TerrainPiece[] {
  const counts = { ladder: 0, 'water-access': 0 };
  return spec.marks.map((m) => {
    const own = standTop(g, m.i, m.j);
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

/** Every terrain piece of a board, in a stable order: blocks (by first cell), bridges, then marks. */
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
  return [...blocks(spec), ...bridges, ...marks(spec, g)];
}
