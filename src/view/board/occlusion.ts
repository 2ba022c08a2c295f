/**
 * Which raised blocks hide a point on screen (DESIGN §3.5 "buildings that hide the selected or hovered figure
 * fade"). A block is a column of one terrain piece drawn as an extruded cell; it hides a point when its
 * silhouette (a hexagon: top diamond and the two visible faces) covers the point and it is painted after it
 * (a larger painting diagonal). Also whether a board point is covered by a column in front of it, or lies under a
 * gondola's deck. Pure: projection maths only, no Phaser.
 */
import type { VoxelBoard } from '../../rules/index.ts';
import { type IsoProjection, LIFT, type ScreenPoint, TILE_H } from '../iso/projection.ts';

/** One drawn column: board cell (i, j) from `bottom` to `top` inches, belonging to the piece `key`. */
export interface BlockColumn {
  readonly key: string;
  readonly i: number;
  readonly j: number;
  readonly bottom: number;
  readonly top: number;
}

/** A column's screen silhouette and painting diagonal, ready for many queries. */
export interface Silhouette {
  readonly key: string;
  readonly diagonal: number;
  readonly outline: readonly ScreenPoint[];
  readonly minX: number;
  readonly maxX: number;
  readonly minY: number;
  readonly maxY: number;
}

/**
 * The screen outline of a column seen through `proj`: back-top, right-top, right-bottom, front-bottom,
 * left-bottom, left-top (a convex hexagon, clockwise on screen).
 */
export function columnOutline(proj: IsoProjection, c: BlockColumn): ScreenPoint[] {
  const { cu, cv } = proj.viewCell(c.i, c.j);
  const p = (u: number, v: number, z: number) => proj.projectView(u, v, z);
  return [
    p(cu, cv, c.top),
    p(cu + 1, cv, c.top),
    p(cu + 1, cv, c.bottom),
    p(cu + 1, cv + 1, c.bottom),
    p(cu, cv + 1, c.bottom),
    p(cu, cv + 1, c.top),
  ];
}

/** Silhouettes of `columns` seen through `proj`. */
export function silhouettes(proj: IsoProjection, columns: readonly BlockColumn[]): Silhouette[] {
  return columns.map((c) => {
    const outline = columnOutline(proj, c);
    const xs = outline.map((q) => q.x);
    const ys = outline.map((q) => q.y);
    return {
      key: c.key,
      diagonal: proj.cellDiagonal(c.i, c.j),
      outline,
      minX: Math.min(...xs),
      maxX: Math.max(...xs),
      minY: Math.min(...ys),
      maxY: Math.max(...ys),
    };
  });
}

/** Whether `p` lies inside the convex polygon `poly` (either winding; edges count as inside). */
export function insideConvex(p: ScreenPoint, poly: readonly ScreenPoint[]): boolean {
  let sign = 0;
  for (let k = 0; k < poly.length; k++) {
    const a = poly[k]!;
    const b = poly[(k + 1) % poly.length]!;
    const cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
    if (Math.abs(cross) < 1e-9) continue;
    const s = Math.sign(cross);
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}

/**
 * Keys of the pieces whose columns cover any of `samples` (screen points of one figure or tile) and are painted
 * after it: columns on a painting diagonal of `minDiagonal` or more.
 */
export function coveringKeys(
  shapes: readonly Silhouette[],
  samples: readonly ScreenPoint[],
  minDiagonal: number,
): Set<string> {
  const out = new Set<string>();
  for (const s of shapes) {
    if (s.diagonal < minDiagonal || out.has(s.key)) continue;
    for (const p of samples) {
      if (p.x < s.minX || p.x > s.maxX || p.y < s.minY || p.y > s.maxY) continue;
      if (insideConvex(p, s.outline)) {
        out.add(s.key);
        break;
      }
    }
  }
  return out;
}

/**
 * Whether a raised column in front of the board point (x, y, z) covers it on screen: a column k rows nearer
 * the viewer covers it when it rises more than about 1.6·k″ above it.
 */
export function hiddenByColumns(
  board: VoxelBoard,
  proj: IsoProjection,
  x: number,
  y: number,
  z: number,
): boolean {
  const { cu, cv } = proj.viewCell(Math.floor(x), Math.floor(y));
  const [cols, rows] = proj.viewSize;
  for (let k = 1; k <= 16; k++) {
    for (const [a, b] of [
      [k, k],
      [k, k - 1],
      [k - 1, k],
    ] as const) {
      const u = cu + a;
      const v = cv + b;
      if (u >= cols || v >= rows) continue;
      const { i, j } = proj.boardCell(u, v);
      const rise = board.topHeight(i, j) - z;
      if (rise * LIFT > ((a + b) * TILE_H) / 2 - TILE_H / 4) return true;
    }
  }
  return false;
}

/** Whether board point (x, y, z) lies under the deck of a gondola over its cell. */
export function underDeck(board: VoxelBoard, x: number, y: number, z: number): boolean {
  const c = board.column(Math.floor(x), Math.floor(y));
  return !!c && c.deck !== null && z < c.deck - 0.5;
}
