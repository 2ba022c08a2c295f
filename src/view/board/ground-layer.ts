/**
 * The flat ground layer: streets, campi and canals at or below street level, with canal embankments, the
 * table's edge and the deployment zones, painted once per rotation into a canvas texture (DESIGN §3.5:
 * flat ground may be one layer). Raised blocks are drawn separately by `block-layer.ts`.
 */
import type * as Phaser from 'phaser';
import type { VoxelBoard } from '../../rules/index.ts';
import { css, EMBANKMENT, groundColour, LIGHT, shade, waterColour } from '../iso/palette.ts';
import type { IsoProjection, ScreenPoint } from '../iso/projection.ts';

/**
 * A deployment zone tinted in its gang's colour: a rectangle (inches), only the part within `corner.r` of the
 * corner point when it has one (rulebook "Deployment Zones": Acquisition's and Take What is Theirs' corners).
 */
export interface ZoneTint {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
  readonly corner?: { readonly x: number; readonly y: number; readonly r: number };
  readonly colour: number;
}

/** A short board edge marked on the ground (Street Fight: where the Attackers get away), at x inches. */
export interface EdgeMark {
  readonly x: number;
  readonly colour: number;
}

const TABLE_BOTTOM = -3;

/** Height of the flat surface of column (i, j) for the ground layer (street 0, canal −1/−2); null for blocks. */
function flatTop(board: VoxelBoard, i: number, j: number): number | null {
  const c = board.column(i, j);
  if (!c) return null;
  if (c.kind === 'building' || c.kind === 'obstacle' || c.kind === 'impassable') return null;
  // Barrels, poles and barricades stand on the street; the piece layer draws them.
  if (c.kind === 'small-obstacle') return 0;
  if (c.barricade) return c.top - 1;
  return c.top;
}

function path(ctx: CanvasRenderingContext2D, pts: readonly ScreenPoint[], ox: number, oy: number): void {
  ctx.beginPath();
  pts.forEach((p, k) => {
    if (k === 0) ctx.moveTo(p.x - ox, p.y - oy);
    else ctx.lineTo(p.x - ox, p.y - oy);
  });
  ctx.closePath();
}

/** The two visible side faces of view cell (cu, cv) between heights lo and hi: +u (right) and +v (left). */
export function sideFaces(
  proj: IsoProjection,
  cu: number,
  cv: number,
  lo: number,
  hi: number,
): { right: ScreenPoint[]; left: ScreenPoint[] } {
  const p = (u: number, v: number, z: number) => proj.projectView(u, v, z);
  return {
    right: [p(cu + 1, cv, hi), p(cu + 1, cv + 1, hi), p(cu + 1, cv + 1, lo), p(cu + 1, cv, lo)],
    left: [p(cu, cv + 1, hi), p(cu + 1, cv + 1, hi), p(cu + 1, cv + 1, lo), p(cu, cv + 1, lo)],
  };
}

/** Top of the neighbour column of view cell (cu, cv) in view direction (du, dv), or null off the table. */
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

/** Whether cell (i, j) lies in the zone (its centre, as the rules measure a figure set up there). */
function inZone(z: ZoneTint, i: number, j: number): boolean {
  if (i < z.x0 || i >= z.x1 || j < z.y0 || j >= z.y1) return false;
  const c = z.corner;
  return !c || Math.hypot(i + 0.5 - c.x, j + 0.5 - c.y) <= c.r;
}

/** The outline of a zone at street level, as board points (a corner zone's arc in steps of 5°). */
export function zoneOutline(z: ZoneTint): { x: number; y: number }[] {
  const c = z.corner;
  if (!c) {
    return [
      { x: z.x0, y: z.y0 },
      { x: z.x1, y: z.y0 },
      { x: z.x1, y: z.y1 },
      { x: z.x0, y: z.y1 },
    ];
  }
  // From the corner along one edge, round the arc toward the board, back along the other edge.
  const sx = c.x > z.x0 ? -1 : 1;
  const sy = c.y > z.y0 ? -1 : 1;
  const arc = Array.from({ length: 19 }, (_, k) => {
    const a = (k * Math.PI) / 36;
    return { x: c.x + sx * c.r * Math.cos(a), y: c.y + sy * c.r * Math.sin(a) };
  });
  return [{ x: c.x, y: c.y }, ...arc];
}

/**
 * Paint the ground layer of `board` seen through `proj` into a new canvas texture `key` and return the
 * screen position of the canvas's top-left corner (place the image there with origin 0).
 */
export function paintGround(
  scene: Phaser.Scene,
  key: string,
  board: VoxelBoard,
  proj: IsoProjection,
  zones: readonly ZoneTint[],
  edges: readonly EdgeMark[] = [],
): { x: number; y: number } {
  const b = proj.bounds(0, TABLE_BOTTOM - 1);
  const ox = Math.floor(b.x) - 2;
  const oy = Math.floor(b.y) - 2;
  const canvas = document.createElement('canvas');
  canvas.width = Math.ceil(b.width) + 4;
  canvas.height = Math.ceil(b.height) + 4;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('the browser gave no 2D canvas for the ground layer');
  const [cols, rows] = proj.viewSize;
  for (let d = 0; d <= cols + rows - 2; d++) {
    for (let cu = Math.max(0, d - rows + 1); cu <= Math.min(cols - 1, d); cu++) {
      const cv = d - cu;
      const { i, j } = proj.boardCell(cu, cv);
      const top = flatTop(board, i, j);
      if (top === null) continue;
      const col = board.column(i, j)!;
      const water = col.kind === 'water' || col.kind === 'deep-water';
      let fill = water
        ? waterColour(top)
        : groundColour(col.kind === 'small-obstacle' ? 'ground' : col.kind, (i + j) % 2 === 0);
      if (water) {
        const back = [neighbourTop(board, proj, cu, cv, -1, 0), neighbourTop(board, proj, cu, cv, 0, -1)];
        if (back.some((t) => t !== null && t > top)) fill = shade(fill, 0.82);
      }
      const zone = zones.find((z) => inZone(z, i, j));
      path(ctx, proj.cellTop(i, j, top), ox, oy);
      ctx.fillStyle = css(fill);
      ctx.fill();
      if (zone && !water) {
        ctx.fillStyle = css(zone.colour);
        ctx.globalAlpha = 0.2;
        ctx.fill();
        ctx.globalAlpha = 1;
      }
      ctx.strokeStyle = water ? 'rgba(255,255,255,0.06)' : 'rgba(40,30,20,0.16)';
      ctx.lineWidth = 1;
      ctx.stroke();
      paintSides(ctx, board, proj, cu, cv, top, water, ox, oy);
    }
  }
  for (const z of zones) {
    // The edge of each deployment zone at street level, in its gang's colour.
    path(
      ctx,
      zoneOutline(z).map((p) => proj.project(p.x, p.y, 0)),
      ox,
      oy,
    );
    ctx.strokeStyle = css(z.colour);
    ctx.globalAlpha = 0.8;
    ctx.lineWidth = 3;
    ctx.setLineDash([14, 8]);
    ctx.stroke();
    ctx.setLineDash([]);
    ctx.globalAlpha = 1;
    ctx.lineWidth = 1;
  }
  for (const e of edges) {
    // A broad band along the edge, with chevrons pointing off the table.
    const inward = e.x <= 0 ? 1 : -1;
    path(
      ctx,
      [
        proj.project(e.x, 0, 0),
        proj.project(e.x, board.depth, 0),
        proj.project(e.x + inward * 0.6, board.depth, 0),
        proj.project(e.x + inward * 0.6, 0, 0),
      ],
      ox,
      oy,
    );
    ctx.fillStyle = css(e.colour);
    ctx.globalAlpha = 0.75;
    ctx.fill();
    ctx.globalAlpha = 1;
    for (let y = 2; y < board.depth; y += 4) {
      const tip = proj.project(e.x, y, 0);
      const a = proj.project(e.x + inward * 1.4, y - 1, 0);
      const b = proj.project(e.x + inward * 1.4, y + 1, 0);
      ctx.beginPath();
      ctx.moveTo(a.x - ox, a.y - oy);
      ctx.lineTo(tip.x - ox, tip.y - oy);
      ctx.lineTo(b.x - ox, b.y - oy);
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = 3;
      ctx.stroke();
    }
  }
  if (scene.textures.exists(key)) scene.textures.remove(key);
  scene.textures.addCanvas(key, canvas);
  return { x: ox, y: oy };
}

function paintSides(
  ctx: CanvasRenderingContext2D,
  board: VoxelBoard,
  proj: IsoProjection,
  cu: number,
  cv: number,
  top: number,
  water: boolean,
  ox: number,
  oy: number,
): void {
  const base = water ? waterColour(top) : EMBANKMENT;
  for (const side of ['right', 'left'] as const) {
    const n =
      side === 'right' ? neighbourTop(board, proj, cu, cv, 1, 0) : neighbourTop(board, proj, cu, cv, 0, 1);
    const lo = n === null ? TABLE_BOTTOM : n;
    if (lo >= top) continue;
    const faces = sideFaces(proj, cu, cv, lo, top);
    path(ctx, faces[side], ox, oy);
    const edge = n === null;
    ctx.fillStyle = css(shade(edge ? 0x4a4036 : base, side === 'right' ? LIGHT.right : LIGHT.left));
    ctx.fill();
    ctx.strokeStyle = 'rgba(0,0,0,0.18)';
    ctx.stroke();
  }
}
