/**
 * How the board's pieces are painted: filled outlines, upright prisms whose sides turned toward the viewer are
 * shaded by how they face the light, rings of points for circles and rectangles, and the woods several pieces are
 * made of. Points are on the table in inches, seen through the projection.
 */
import type * as Phaser from 'phaser';
import { LIGHT, shade } from '../iso/palette.ts';
import type { IsoProjection, ScreenPoint } from '../iso/projection.ts';
import { tracePath } from './graphics-path.ts';

export type G = Phaser.GameObjects.Graphics;
/** A point on the table in inches (x east, y south). */
export type XY = readonly [number, number];

export const WOOD = 0x7a5230;
export const DARK_WOOD = 0x4a3220;

/** Fill the outline `pts` (screen points) with `colour`. */
export function fill(g: G, pts: readonly ScreenPoint[], colour: number, alpha = 1): void {
  g.fillStyle(colour, alpha);
  tracePath(g, pts);
  g.fillPath();
}

/**
 * An upright prism: the convex ring `ring` (board inches, either winding) from height `lo` to `hi`. Only the
 * side faces turned toward the viewer are painted, shaded by how they face the light, then the top.
 */
export function prism(
  g: G,
  proj: IsoProjection,
  ring: readonly XY[],
  lo: number,
  hi: number,
  colour: number,
): void {
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
export function circle(x: number, y: number, r: number, sides = 12): XY[] {
  return Array.from({ length: sides }, (_, k) => {
    const a = (k / sides) * Math.PI * 2;
    return [x + Math.cos(a) * r, y + Math.sin(a) * r] as const;
  });
}

/** The rectangle [x0, x1] × [y0, y1] as a ring. */
export function rect(x0: number, y0: number, x1: number, y1: number): XY[] {
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
}
