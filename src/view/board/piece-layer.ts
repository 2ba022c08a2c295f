/**
 * The small and moving pieces of the board, drawn as what they are rather than as blocks: barrels and mooring
 * poles (Small Obstacles), Light and Heavy Barricades, the floors and broken walls of Ruins, Debris floating in
 * the canals and the gondolas (rulebook "Obstacles & Debris", "Barricades", "Ruins", "Gondolas").
 * Like the block layer, each piece is cut into one Graphics per board cell, painted at that cell's diagonal, so
 * figures standing on a gondola or a ruin's floor sort correctly; gondolas are redrawn when they move.
 */
import type * as Phaser from 'phaser';
import type { TerrainPiece, VoxelBoard } from '../../rules/index.ts';
import { LIGHT, shade } from '../iso/palette.ts';
import type { IsoProjection, ScreenPoint } from '../iso/projection.ts';
import { pieceKey } from './block-layer.ts';
import { DEPTH } from './depths.ts';
import { tracePath } from './graphics-path.ts';
import type { BlockColumn } from './occlusion.ts';

type G = Phaser.GameObjects.Graphics;
/** A point on the table in inches (x east, y south). */
type XY = readonly [number, number];

const WOOD = 0x7a5230;
const DARK_WOOD = 0x4a3220;
const HOOP = 0x2e2620;
const POLE_LIGHT = 0xeee6d2;
const POLE_BAND = 0x3c4f86;
const STONE = 0x9a9286;
const SANDBAG = 0xb59f76;
const RUIN_WALL = 0xb8a48a;
const RUIN_FLOOR = 0x8c6a4a;
const HULL = 0x1d1b22;
const DECK = 0x5e3d24;
const CUSHION = 0x8e2a2a;
const IRON = 0xd8d4cc;

function fill(g: G, pts: readonly ScreenPoint[], colour: number, alpha = 1): void {
  g.fillStyle(colour, alpha);
  tracePath(g, pts);
  g.fillPath();
}

/**
 * An upright prism: the convex ring `ring` (board inches, either winding) from height `lo` to `hi`. Only the
 * side faces turned toward the viewer are painted, shaded by how they face the light, then the top.
 */
function prism(g: G, proj: IsoProjection, ring: readonly XY[], lo: number, hi: number, colour: number): void {
  const n = ring.length;
  let cx = 0;
  let cy = 0;
  for (const [x, y] of ring) {
    cx += x / n;
    cy += y / n;
  }
  const c = proj.toView(cx, cy);
  const faces: { depth: number; pts: ScreenPoint[]; light: number }[] = [];
  for (let k = 0; k < n; k++) {
    const a = ring[k]!;
    const b = ring[(k + 1) % n]!;
    const m = proj.toView((a[0] + b[0]) / 2, (a[1] + b[1]) / 2);
    const nu = m.u - c.u;
    const nv = m.v - c.v;
    // Toward the viewer means toward +u +v in view space.
    if (nu + nv <= 1e-6) continue;
    const t = nu / (Math.abs(nu) + Math.abs(nv));
    const light = LIGHT.left + (LIGHT.right - LIGHT.left) * Math.max(0, Math.min(1, t));
    faces.push({
      depth: m.u + m.v,
      light,
      pts: [
        proj.project(a[0], a[1], hi),
        proj.project(b[0], b[1], hi),
        proj.project(b[0], b[1], lo),
        proj.project(a[0], a[1], lo),
      ],
    });
  }
  faces.sort((p, q) => p.depth - q.depth);
  for (const f of faces) fill(g, f.pts, shade(colour, f.light));
  fill(
    g,
    ring.map(([x, y]) => proj.project(x, y, hi)),
    colour,
  );
}

/** A ring of `sides` points on a circle of radius `r` around (x, y). */
function circle(x: number, y: number, r: number, sides = 12): XY[] {
  return Array.from({ length: sides }, (_, k) => {
    const a = (k / sides) * Math.PI * 2;
    return [x + Math.cos(a) * r, y + Math.sin(a) * r] as const;
  });
}

/** The rectangle [x0, x1] × [y0, y1] as a ring. */
function rect(x0: number, y0: number, x1: number, y1: number): XY[] {
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
}

/** A barrel on end, `lo`…`hi` inches, with two dark hoops. */
function barrel(g: G, proj: IsoProjection, x: number, y: number, lo: number, hi: number): void {
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
function pole(g: G, proj: IsoProjection, x: number, y: number, height: number): void {
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

function barricadeCell(
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

/** A wall of a Ruin's cell edge from `lo` to a broken top. */
function ruinWall(g: G, proj: IsoProjection, a: XY, b: XY, lo: number, hi: number, colour: number): void {
  const steps = 3;
  const pts: ScreenPoint[] = [];
  for (let k = 0; k <= steps; k++) {
    const t = k / steps;
    const x = a[0] + (b[0] - a[0]) * t;
    const y = a[1] + (b[1] - a[1]) * t;
    // A jagged top: every other notch a little lower.
    pts.push(proj.project(x, y, hi - (k % 2 ? 0.6 : 0)));
  }
  pts.push(proj.project(b[0], b[1], lo), proj.project(a[0], a[1], lo));
  fill(g, pts, colour);
}

/** Stable small variation per cell (0…1), so ruins look broken but never flicker between redraws. */
function jitter(i: number, j: number): number {
  const h = Math.sin(i * 12.9898 + j * 78.233) * 43758.5453;
  return h - Math.floor(h);
}

function ruinCell(
  g: G,
  proj: IsoProjection,
  piece: TerrainPiece,
  inRuin: (i: number, j: number) => boolean,
  i: number,
  j: number,
): number {
  const floors = piece.floors ?? [];
  const top = Math.max(0, ...floors);
  const wallTop = top + 0.4 + jitter(i, j) * 1.2;
  const { cu, cv } = proj.viewCell(i, j);
  const corner = (u: number, v: number): XY => {
    const p = proj.fromView(u, v);
    return [p.x, p.y];
  };
  // Back walls (the edges away from the viewer) stand tall; front walls are stubs so the floors stay visible.
  const edges: { du: number; dv: number; a: XY; b: XY; back: boolean }[] = [
    { du: -1, dv: 0, a: corner(cu, cv), b: corner(cu, cv + 1), back: true },
    { du: 0, dv: -1, a: corner(cu, cv), b: corner(cu + 1, cv), back: true },
    { du: 1, dv: 0, a: corner(cu + 1, cv), b: corner(cu + 1, cv + 1), back: false },
    { du: 0, dv: 1, a: corner(cu, cv + 1), b: corner(cu + 1, cv + 1), back: false },
  ];
  for (const e of edges.filter((x) => x.back)) {
    const n = proj.boardCell(cu + e.du, cv + e.dv);
    if (inRuin(n.i, n.j)) continue;
    ruinWall(g, proj, e.a, e.b, 0, wallTop, shade(RUIN_WALL, e.du ? LIGHT.right + 0.15 : LIGHT.left + 0.1));
  }
  for (const z of floors) {
    prism(g, proj, rect(i + 0.04, j + 0.04, i + 0.96, j + 0.96), z - 0.3, z, RUIN_FLOOR);
  }
  for (const e of edges.filter((x) => !x.back)) {
    const n = proj.boardCell(cu + e.du, cv + e.dv);
    if (inRuin(n.i, n.j)) continue;
    ruinWall(
      g,
      proj,
      e.a,
      e.b,
      0,
      0.8 + jitter(j, i) * 0.6,
      shade(RUIN_WALL, e.du ? LIGHT.right : LIGHT.left),
    );
  }
  return wallTop;
}

/** A floating raft of planks (or a drifting barrel for a one-cell piece) whose top is at `top`. */
function debrisCell(g: G, proj: IsoProjection, piece: TerrainPiece, i: number, j: number, top: number): void {
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

/** Half the beam of a gondola at `t` inches from the bow (0…length): pointed at both ends. */
function beam(t: number, length: number): number {
  const s = Math.max(0, Math.min(1, t / length));
  return 0.42 * Math.sin(Math.PI * s) ** 0.55;
}

function gondolaCell(
  g: G,
  proj: IsoProjection,
  piece: TerrainPiece,
  k: number,
  waterline: number,
  deck: number,
): void {
  const length = piece.cells.length;
  const [bi, bj] = piece.cells[0]!;
  const [si, sj] = piece.cells[length - 1]!;
  const dx = Math.sign(si - bi);
  const dy = Math.sign(sj - bj);
  // From the bow's outer edge along the gondola, across to its right.
  const ox = bi + 0.5 - dx * 0.5;
  const oy = bj + 0.5 - dy * 0.5;
  const at = (t: number, s: number): XY => [ox + dx * t - dy * s, oy + dy * t + dx * s];
  const ts = [0, 0.25, 0.5, 0.75, 1].map((f) => k + f);
  const left = ts.map((t) => at(t, -beam(t, length)));
  const right = ts.map((t) => at(t, beam(t, length)));
  const outline = [...left, ...right.reverse()];
  // Hull sides between the waterline and the deck, then the deck.
  const c = proj.toView(...at(k + 0.5, 0));
  for (let q = 0; q + 1 < outline.length; q++) {
    const a = outline[q]!;
    const b = outline[q + 1]!;
    const m = proj.toView((a[0] + b[0]) / 2, (a[1] + b[1]) / 2);
    if (m.u - c.u + (m.v - c.v) <= 0) continue;
    fill(
      g,
      [
        proj.project(a[0], a[1], deck),
        proj.project(b[0], b[1], deck),
        proj.project(b[0], b[1], waterline),
        proj.project(a[0], a[1], waterline),
      ],
      shade(HULL, 1.3),
    );
  }
  fill(
    g,
    outline.map(([x, y]) => proj.project(x, y, deck)),
    DECK,
  );
  g.lineStyle(1.5, HULL, 1);
  tracePath(
    g,
    outline.map(([x, y]) => proj.project(x, y, deck)),
  );
  g.strokePath();
  if (k === Math.floor(length / 2)) {
    // The passengers' cushioned seat.
    const seat = [at(k + 0.3, -0.22), at(k + 0.7, -0.22), at(k + 0.7, 0.22), at(k + 0.3, 0.22)];
    prism(g, proj, seat, deck, deck + 0.3, CUSHION);
  }
  if (k === 0) {
    // The iron at the bow.
    const [fx, fy] = at(0.08, 0);
    const base = proj.project(fx, fy, deck);
    const tip = proj.project(fx, fy, deck + 0.9);
    g.lineStyle(3, IRON, 1);
    g.lineBetween(base.x, base.y, tip.x, tip.y);
    g.lineStyle(2, IRON, 1);
    for (let z = 0.35; z <= 0.8; z += 0.15) {
      const a = proj.project(fx, fy, deck + z);
      const b = proj.project(fx + dx * 0.25, fy + dy * 0.25, deck + z);
      g.lineBetween(a.x, a.y, b.x, b.y);
    }
  }
  if (k === length - 1) {
    // The gondolier's oar rest at the stern.
    const [rx, ry] = at(length - 0.45, 0.3);
    prism(g, proj, rect(rx - 0.06, ry - 0.06, rx + 0.06, ry + 0.06), deck, deck + 0.6, DARK_WOOD);
  }
}

/** What the piece layer made: its objects, the objects of each piece (to fade) and the columns that can hide. */
export interface DrawnPieces {
  readonly objects: Phaser.GameObjects.GameObject[];
  readonly byPiece: Map<string, Phaser.GameObjects.Graphics[]>;
  readonly columns: BlockColumn[];
}

const DRAWN = new Set(['small-obstacle', 'barricade', 'ruin', 'debris', 'gondola']);

/** Draw every Small Obstacle, Barricade, Ruin, Debris and gondola of `board` as seen through `proj`. */
export function drawPieces(scene: Phaser.Scene, board: VoxelBoard, proj: IsoProjection): DrawnPieces {
  const objects: Phaser.GameObjects.GameObject[] = [];
  const byPiece = new Map<string, Phaser.GameObjects.Graphics[]>();
  const columns: BlockColumn[] = [];
  board.pieces.forEach((piece, n) => {
    if (!DRAWN.has(piece.kind)) return;
    const key = pieceKey(n);
    // Neighbouring ruins read as one ruin: no wall between them.
    const inRuin = (i: number, j: number) => board.column(i, j)?.ruin === true;
    piece.cells.forEach(([i, j], k) => {
      const g = scene.add.graphics().setDepth(DEPTH.block(proj.cellDiagonal(i, j)));
      const col = board.column(i, j);
      const top = col?.top ?? 0;
      switch (piece.kind) {
        case 'small-obstacle':
          if (piece.height <= 1) barrel(g, proj, i + 0.5, j + 0.5, piece.base, piece.height);
          else pole(g, proj, i + 0.5, j + 0.5, piece.height);
          if (piece.height > 1) columns.push({ key, i, j, bottom: piece.base, top: piece.height });
          break;
        case 'barricade':
          barricadeCell(g, proj, piece, i, j, top);
          break;
        case 'ruin': {
          const wallTop = ruinCell(g, proj, piece, inRuin, i, j);
          columns.push({ key, i, j, bottom: 0, top: wallTop });
          break;
        }
        case 'debris':
          debrisCell(g, proj, piece, i, j, top + 1);
          break;
        default:
          gondolaCell(g, proj, piece, k, top, top + 1);
      }
      objects.push(g);
      byPiece.set(key, [...(byPiece.get(key) ?? []), g]);
    });
  });
  return { objects, byPiece, columns };
}
