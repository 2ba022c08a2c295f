/**
 * Raised terrain drawn as extruded blocks: buildings (plaster walls, terracotta roofs shaded by height, a row
 * of windows), obstacles, Impassable blocks and bridge decks, plus Ropes & Ladders and Water Access marks.
 * One Graphics object per painting diagonal, so figures standing between them sort correctly (DESIGN §3.5).
 */
import type * as Phaser from 'phaser';
import type { TerrainPiece, VoxelBoard } from '../../rules/index.ts';
import {
  BRIDGE_SIDE,
  BRIDGE_TOP,
  IMPASSABLE,
  LADDER,
  LIGHT,
  OBSTACLE,
  roofColour,
  shade,
  WATER_ACCESS,
  wallColour,
} from '../iso/palette.ts';
import type { IsoProjection, ScreenPoint } from '../iso/projection.ts';
import { DEPTH } from './depths.ts';
import { tracePath } from './graphics-path.ts';
import { sideFaces } from './ground-layer.ts';
import type { BlockColumn } from './occlusion.ts';

type G = Phaser.GameObjects.Graphics;

function poly(g: G, pts: readonly ScreenPoint[], fill: number, alpha = 1): void {
  g.fillStyle(fill, alpha);
  tracePath(g, pts);
  g.fillPath();
}

function line(g: G, a: ScreenPoint, b: ScreenPoint, colour: number, alpha: number, width = 1): void {
  g.lineStyle(width, colour, alpha);
  g.lineBetween(a.x, a.y, b.x, b.y);
}

interface Cell {
  readonly i: number;
  readonly j: number;
  readonly top: number;
  readonly bottom: number;
  readonly kind: 'building' | 'obstacle' | 'impassable' | 'bridge';
  readonly piece: number;
}

/** Raised cells of the board with the piece they belong to (for wall colours). */
function raisedCells(board: VoxelBoard): Cell[] {
  const pieceOf = new Map<string, number>();
  board.pieces.forEach((p, n) => {
    for (const [i, j] of p.cells) pieceOf.set(`${i},${j}`, n);
  });
  const out: Cell[] = [];
  for (let j = 0; j < board.depth; j++) {
    for (let i = 0; i < board.width; i++) {
      const c = board.column(i, j)!;
      const piece = pieceOf.get(`${i},${j}`) ?? -1;
      if (c.kind === 'building' || c.kind === 'obstacle' || c.kind === 'impassable') {
        out.push({ i, j, top: c.top, bottom: 0, kind: c.kind, piece });
      }
      if (c.deck !== null) out.push({ i, j, top: c.deck, bottom: c.deck - 1, kind: 'bridge', piece });
    }
  }
  return out;
}

function colours(cell: Cell): { top: number; side: number } {
  switch (cell.kind) {
    case 'bridge':
      return { top: BRIDGE_TOP, side: BRIDGE_SIDE };
    case 'impassable':
      return { top: shade(IMPASSABLE, 1.25), side: IMPASSABLE };
    case 'obstacle':
      return { top: shade(OBSTACLE, 1.2), side: OBSTACLE };
    default:
      return { top: roofColour(cell.top), side: wallColour(cell.piece) };
  }
}

/** Top of the view neighbour (du, dv) of a cell, or null off the table. */
function neighbourTop(
  board: VoxelBoard,
  proj: IsoProjection,
  cu: number,
  cv: number,
  du: number,
  dv: number,
) {
  const [cols, rows] = proj.viewSize;
  const nu = cu + du;
  const nv = cv + dv;
  if (nu < 0 || nv < 0 || nu >= cols || nv >= rows) return null;
  const { i, j } = proj.boardCell(nu, nv);
  return board.topHeight(i, j);
}

function drawWindows(
  g: G,
  proj: IsoProjection,
  face: 'right' | 'left',
  cu: number,
  cv: number,
  lo: number,
  hi: number,
) {
  for (let z = Math.max(lo, 0) + 1; z + 0.9 <= hi; z += 2) {
    const a = face === 'right' ? [cu + 1, cv + 0.35] : [cu + 0.35, cv + 1];
    const b = face === 'right' ? [cu + 1, cv + 0.65] : [cu + 0.65, cv + 1];
    const pts = [
      proj.projectView(a[0]!, a[1]!, z + 0.75),
      proj.projectView(b[0]!, b[1]!, z + 0.75),
      proj.projectView(b[0]!, b[1]!, z),
      proj.projectView(a[0]!, a[1]!, z),
    ];
    poly(g, pts, 0x2b2230, 0.55);
  }
}

function drawCell(g: G, board: VoxelBoard, proj: IsoProjection, cell: Cell): void {
  const { cu, cv } = proj.viewCell(cell.i, cell.j);
  const c = colours(cell);
  for (const side of ['left', 'right'] as const) {
    const n =
      side === 'right' ? neighbourTop(board, proj, cu, cv, 1, 0) : neighbourTop(board, proj, cu, cv, 0, 1);
    const lo = cell.kind === 'bridge' ? cell.bottom : Math.max(cell.bottom - 3, n ?? -3);
    if (lo >= cell.top) continue;
    const face = sideFaces(proj, cu, cv, lo, cell.top)[side];
    poly(g, face, shade(c.side, side === 'right' ? LIGHT.right : LIGHT.left));
    if (cell.kind === 'building') drawWindows(g, proj, side, cu, cv, lo, cell.top);
    line(g, face[1]!, face[2]!, 0x000000, 0.12);
  }
  const top = proj.cellTop(cell.i, cell.j, cell.top);
  poly(g, top, c.top);
  // A hairline in the fill colour closes the seams between neighbouring roof cells.
  g.lineStyle(1, c.top, 1);
  tracePath(g, top);
  g.strokePath();
  // Outline the roof only where it meets a different height, so each building reads as one block.
  const edges: [number, number, number, number][] = [
    [0, 1, 0, -1],
    [1, 2, 1, 0],
    [2, 3, 0, 1],
    [3, 0, -1, 0],
  ];
  for (const [a, b, du, dv] of edges) {
    const n = neighbourTop(board, proj, cu, cv, du, dv);
    if (n === cell.top) continue;
    line(g, top[a]!, top[b]!, du + dv > 0 ? 0x2a1a10 : 0xfff4e0, du + dv > 0 ? 0.5 : 0.35, 1.2);
  }
}

function drawMark(g: G, proj: IsoProjection, piece: TerrainPiece): void {
  const [i, j] = piece.cells[0]!;
  const against = piece.against ?? { i, j };
  // The mark sits on the edge shared with the wall it climbs.
  const x = (i + 0.5 + against.i + 0.5) / 2;
  const y = (j + 0.5 + against.j + 0.5) / 2;
  const dx = against.j - j;
  const dy = -(against.i - i);
  if (piece.kind === 'water-access') {
    for (let k = 0; k < 3; k++) {
      const z = piece.base + ((piece.height - piece.base) * k) / 3;
      const off = 0.3 - k * 0.12;
      const a = proj.project(x - dx * 0.3 + (i - against.i) * off, y - dy * 0.3 + (j - against.j) * off, z);
      const b = proj.project(x + dx * 0.3 + (i - against.i) * off, y + dy * 0.3 + (j - against.j) * off, z);
      line(g, a, b, WATER_ACCESS, 0.95, 3);
    }
    return;
  }
  const rail = (s: number) => [
    proj.project(x + dx * s, y + dy * s, piece.base),
    proj.project(x + dx * s, y + dy * s, piece.height),
  ];
  const [a0, a1] = rail(-0.2);
  const [b0, b1] = rail(0.2);
  line(g, a0!, a1!, LADDER, 1, 2);
  line(g, b0!, b1!, LADDER, 1, 2);
  for (let z = piece.base + 0.5; z < piece.height; z += 0.5) {
    line(
      g,
      proj.project(x - dx * 0.2, y - dy * 0.2, z),
      proj.project(x + dx * 0.2, y + dy * 0.2, z),
      LADDER,
      1,
      1.5,
    );
  }
}

/** What the block layer made: every object, the objects of each piece (for fading) and the drawn columns. */
export interface DrawnBlocks {
  readonly objects: Phaser.GameObjects.GameObject[];
  /** Graphics of each piece by key (`p<index of the piece>`), to fade the pieces that hide a figure. */
  readonly byPiece: Map<string, Phaser.GameObjects.Graphics[]>;
  /** The drawn columns (for `occlusion.ts`). */
  readonly columns: BlockColumn[];
}

/** Key of a piece for fading: `p<index>`. */
export function pieceKey(piece: number): string {
  return `p${piece}`;
}

/**
 * Draw every raised block and mark of `board` as seen through `proj`: one Graphics per piece and painting
 * diagonal, so that figures between them sort correctly and a piece can fade as a whole.
 */
export function drawBlocks(scene: Phaser.Scene, board: VoxelBoard, proj: IsoProjection): DrawnBlocks {
  const groups = new Map<string, { d: number; piece: number; cells: Cell[] }>();
  const columns: BlockColumn[] = [];
  for (const cell of raisedCells(board)) {
    const d = proj.cellDiagonal(cell.i, cell.j);
    const id = `${cell.piece}:${d}`;
    const group = groups.get(id) ?? { d, piece: cell.piece, cells: [] };
    group.cells.push(cell);
    groups.set(id, group);
    columns.push({ key: pieceKey(cell.piece), i: cell.i, j: cell.j, bottom: cell.bottom, top: cell.top });
  }
  const objects: Phaser.GameObjects.GameObject[] = [];
  const byPiece = new Map<string, Phaser.GameObjects.Graphics[]>();
  for (const { d, piece, cells } of groups.values()) {
    const g = scene.add.graphics().setDepth(DEPTH.block(d));
    for (const cell of cells) drawCell(g, board, proj, cell);
    objects.push(g);
    const key = pieceKey(piece);
    byPiece.set(key, [...(byPiece.get(key) ?? []), g]);
  }
  for (const piece of board.pieces) {
    if (piece.kind !== 'ladder' && piece.kind !== 'water-access') continue;
    const [i, j] = piece.cells[0]!;
    const g = scene.add.graphics().setDepth(DEPTH.mark(proj.cellDiagonal(i, j)));
    drawMark(g, proj, piece);
    objects.push(g);
  }
  return { objects, byPiece, columns };
}
