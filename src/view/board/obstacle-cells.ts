/**
 * The cells of the small pieces (rulebook "Obstacles & Debris", "Barricades"): barrels and Venetian mooring poles
 * (Small Obstacles), Light Barricades (a fence of planks between posts) and Heavy ones (sandbags on stone), and
 * Debris floating in the canals (a raft of planks, or a drifting barrel).
 */
import type { TerrainPiece } from '../../rules/index.ts';
import { shade } from '../iso/palette.ts';
import type { IsoProjection } from '../iso/projection.ts';
import { circle, DARK_WOOD, fill, type G, prism, rect, WOOD, type XY } from './prisms.ts';

const HOOP = 0x2e2620;
const POLE_LIGHT = 0xeee6d2;
const POLE_BAND = 0x3c4f86;
const STONE = 0x9a9286;
const SANDBAG = 0xb59f76;

/** A barrel on end, `lo`…`hi` inches, with two dark hoops. */
export function barrel(g: G, proj: IsoProjection, x: number, y: number, lo: number, hi: number): void {
  prism(g, proj, circle(x, y, 0.36), lo, hi, WOOD);
  for (const t of [0.22, 0.78]) {
    const z = lo + (hi - lo) * t;
    const ring = circle(x, y, 0.37, 16).map(([px, py]) => proj.project(px, py, z));
    // Only the front half of a hoop shows.
    const front = ring.filter((p) => p.y >= proj.project(x, y, z).y - 0.5);
    g.lineStyle(1.5, HOOP, 0.9);
    for (let k = 1; k < front.length; k++)
      g.lineBetween(front[k - 1]!.x, front[k - 1]!.y, front[k]!.x, front[k]!.y);
  }
  fill(
    g,
    circle(x, y, 0.24).map(([px, py]) => proj.project(px, py, hi)),
    shade(WOOD, 0.8),
  );
}

/** A Venetian mooring pole (palina): white with blue bands, a little cap. */
export function pole(g: G, proj: IsoProjection, x: number, y: number, height: number): void {
  const bands = Math.max(2, Math.round(height * 2));
  for (let k = 0; k < bands; k++) {
    const lo = (height * k) / bands;
    const hi = (height * (k + 1)) / bands;
    prism(g, proj, circle(x, y, 0.14, 8), lo, hi, k % 2 ? POLE_BAND : POLE_LIGHT);
  }
  prism(g, proj, circle(x, y, 0.18, 8), height, height + 0.15, POLE_BAND);
}

/** Along/across axis of a piece laid out in a line of cells: along x when all its cells share a row. */
function alongX(piece: TerrainPiece): boolean {
  const j0 = piece.cells[0]![1];
  return piece.cells.every(([, j]) => j === j0);
}

/** One cell of a Barricade whose top is at `top`: a fence (Light) or sandbags (Heavy), along the piece. */
export function barricadeCell(
  g: G,
  proj: IsoProjection,
  piece: TerrainPiece,
  i: number,
  j: number,
  top: number,
): void {
  const lo = top - 1;
  const ex = alongX(piece);
  const cx = i + 0.5;
  const cy = j + 0.5;
  const across = (w: number): XY[] =>
    ex ? rect(i, cy - w / 2, i + 1, cy + w / 2) : rect(cx - w / 2, j, cx + w / 2, j + 1);
  if (piece.weight === 'heavy') {
    // Sandbags on a stone footing.
    prism(g, proj, across(0.7), lo, lo + 0.35, STONE);
    prism(g, proj, across(0.6), lo + 0.35, lo + 0.7, SANDBAG);
    prism(g, proj, across(0.5), lo + 0.7, top, shade(SANDBAG, 1.08));
    return;
  }
  // A fence of planks between two posts.
  for (const t of [0.15, 0.85]) {
    const px = ex ? i + t : cx;
    const py = ex ? cy : j + t;
    prism(g, proj, rect(px - 0.07, py - 0.07, px + 0.07, py + 0.07), lo, top, DARK_WOOD);
  }
  prism(
    g,
    proj,
    across(0.1).map(([x, y]) => [x, y] as const),
    lo + 0.2,
    top - 0.15,
    WOOD,
  );
}

/** A floating raft of planks (or a drifting barrel for a one-cell piece) whose top is at `top`. */
export function debrisCell(
  g: G,
  proj: IsoProjection,
  piece: TerrainPiece,
  i: number,
  j: number,
  top: number,
): void {
  if (piece.cells.length === 1) {
    barrel(g, proj, i + 0.5, j + 0.5, top - 0.8, top);
    return;
  }
  const ex = alongX(piece);
  for (let k = 0; k < 3; k++) {
    const off = 0.12 + k * 0.27;
    const ring = ex ? rect(i, j + off, i + 1, j + off + 0.22) : rect(i + off, j, i + off + 0.22, j + 1);
    prism(g, proj, ring, top - 0.35, top - 0.15 * (k % 2), k % 2 ? shade(WOOD, 0.9) : WOOD);
  }
}
