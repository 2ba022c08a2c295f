/**
 * The isometric 2:1 projection of the board (DESIGN §3.5), with the view turned in 90° steps.
 *
 * Board coordinates are inches: x east, y south, z up (DESIGN §3.2). The view first turns the table by
 * `rotation` quarter turns clockwise into view coordinates (u, v), then projects:
 *
 *   screenX = (u − v) · TILE_W / 2,   screenY = (u + v) · TILE_H / 2 − z · LIFT
 *
 * so +u runs to the lower right, +v to the lower left, and the viewer looks from the +u+v side: the faces
 * of a column that face +u and +v are the visible ones. Painting order is by the view diagonal
 * `floor(u) + floor(v)`: two cells on one diagonal never overlap on screen.
 */

/** Width of one 1″ cell's diamond, px. */
export const TILE_W = 64;
/** Height of one 1″ cell's diamond, px (2:1). */
export const TILE_H = 32;
/** Screen lift of 1″ of height, px. */
export const LIFT = 20;

/** A point on screen (world pixels before the camera). */
export interface ScreenPoint {
  readonly x: number;
  readonly y: number;
}

/** Quarter turns, clockwise as seen from above. */
export type Rotation = 0 | 1 | 2 | 3;

/** The projection of one board size at one rotation. Immutable; make a new one to turn the view. */
export class IsoProjection {
  readonly width: number;
  readonly depth: number;
  readonly rotation: Rotation;

  constructor(width: number, depth: number, rotation: Rotation = 0) {
    this.width = width;
    this.depth = depth;
    this.rotation = rotation;
  }

  /** The same board turned by `quarterTurns` more (negative turns the other way). */
  turned(quarterTurns: number): IsoProjection {
    const r = ((((this.rotation + quarterTurns) % 4) + 4) % 4) as Rotation;
    return new IsoProjection(this.width, this.depth, r);
  }

  /** Size of the turned table in view cells: [columns along u, rows along v]. */
  get viewSize(): readonly [number, number] {
    return this.rotation % 2 === 0 ? [this.width, this.depth] : [this.depth, this.width];
  }

  /** Board point (inches) → view coordinates (inches). */
  toView(x: number, y: number): { u: number; v: number } {
    const { width: w, depth: d } = this;
    switch (this.rotation) {
      case 1:
        return { u: d - y, v: x };
      case 2:
        return { u: w - x, v: d - y };
      case 3:
        return { u: y, v: w - x };
      default:
        return { u: x, v: y };
    }
  }

  /** View coordinates (inches) → board point (inches); the inverse of {@link toView}. */
  fromView(u: number, v: number): { x: number; y: number } {
    const { width: w, depth: d } = this;
    switch (this.rotation) {
      case 1:
        return { x: v, y: d - u };
      case 2:
        return { x: w - u, y: d - v };
      case 3:
        return { x: w - v, y: u };
      default:
        return { x: u, y: v };
    }
  }

  /** The view cell (whole u, v) that board cell (i, j) becomes. */
  viewCell(i: number, j: number): { cu: number; cv: number } {
    const { u, v } = this.toView(i + 0.5, j + 0.5);
    return { cu: Math.floor(u), cv: Math.floor(v) };
  }

  /** The board cell shown at view cell (cu, cv). */
  boardCell(cu: number, cv: number): { i: number; j: number } {
    const { x, y } = this.fromView(cu + 0.5, cv + 0.5);
    return { i: Math.floor(x), j: Math.floor(y) };
  }

  /** Project a board point (inches, z up) to screen pixels. */
  project(x: number, y: number, z: number): ScreenPoint {
    const { u, v } = this.toView(x, y);
    return this.projectView(u, v, z);
  }

  /** Project a view point (u, v inches, z up) to screen pixels. */
  projectView(u: number, v: number, z: number): ScreenPoint {
    return { x: ((u - v) * TILE_W) / 2, y: ((u + v) * TILE_H) / 2 - z * LIFT };
  }

  /** The board point at height z under screen point (sx, sy): the inverse of {@link project} for that z. */
  unproject(sx: number, sy: number, z: number): { x: number; y: number } {
    const a = (2 * sx) / TILE_W;
    const b = (2 * (sy + z * LIFT)) / TILE_H;
    return this.fromView((a + b) / 2, (b - a) / 2);
  }

  /** The four screen corners of the top of board cell (i, j) at height z: back, right, front, left. */
  cellTop(i: number, j: number, z: number): ScreenPoint[] {
    const { cu, cv } = this.viewCell(i, j);
    return [
      this.projectView(cu, cv, z),
      this.projectView(cu + 1, cv, z),
      this.projectView(cu + 1, cv + 1, z),
      this.projectView(cu, cv + 1, z),
    ];
  }

  /** Painting diagonal of the board point (x, y): larger is nearer the viewer. */
  diagonalOf(x: number, y: number): number {
    const { u, v } = this.toView(x, y);
    return Math.floor(u) + Math.floor(v);
  }

  /** Painting diagonal of board cell (i, j). */
  cellDiagonal(i: number, j: number): number {
    const { cu, cv } = this.viewCell(i, j);
    return cu + cv;
  }

  /** Screen rectangle holding the whole table with columns up to `maxHeight` inches and canals down to `minZ`. */
  bounds(maxHeight: number, minZ = -4): { x: number; y: number; width: number; height: number } {
    const [cols, rows] = this.viewSize;
    const left = this.projectView(0, rows, 0).x;
    const right = this.projectView(cols, 0, 0).x;
    const top = this.projectView(0, 0, maxHeight).y;
    const bottom = this.projectView(cols, rows, minZ).y;
    return { x: left, y: top, width: right - left, height: bottom - top };
  }
}
