/**
 * The straight line of a Jump in space (rulebook "Jump"; DESIGN §3.2: distances are measured in 3D).
 *
 * A jump travels along the straight 3D line from the character's base (the centre of its base, at the height it
 * stands on) toward the point named. Every distance of the jump is measured along that line: the inches rolled,
 * the 1″ shift onto solid ground, and where it stops. Positions on the line carry the height the line has there
 * (`h`, the height of the figure's base).
 *
 * Our precise reading, in inches:
 * - **Blocked**: terrain more than 1″ above the figure's base stops it (the rulebook lets a jump pass over
 *   terrain features less than 1″ high); it stops at the last point before. {@link JumpLine.clear} is how far
 *   along the line it can get.
 * - **Inside**: a point where the cell ½″ above the base is solid has the figure's base sunk more than ½″ into
 *   terrain; a figure never stops there: it stops at the last point before that is not inside.
 * - **On a surface**: a figure at a point of the line stands on a surface of that point's column whose top is
 *   within {@link LAND_TOLERANCE} (½″) above or below its base. A surface farther below is not landed on: the
 *   figure falls onto it. A surface farther above is a wall the figure cannot step up (the 1″ shift follows the
 *   line, it never climbs).
 */

import type { Point3 } from '../core/types.ts';
import type { Board } from '../space/api.ts';

/** Sampling step along a line (inches). */
export const LINE_STEP = 0.05;
/** How far a surface's top may lie above or below the figure's base for the figure to stand on it (inches). */
export const LAND_TOLERANCE = 0.5;
/** Terrain up to this high above the base is jumped over (rulebook "Jump": "less than 1″ high"). */
export const JUMP_OVER = 1;

/** A point of a jump's line: where the figure's base is (x, y, h) and how far along the line (t), inches. */
export interface LinePoint {
  readonly x: number;
  readonly y: number;
  readonly h: number;
  readonly t: number;
}

/** The straight 3D line of a jump from `from` toward `to`. */
export interface JumpLine {
  readonly from: Point3;
  readonly to: Point3;
  /** 3D length from `from` to `to` (inches). */
  readonly length: number;
  /** How far along the line the figure gets before terrain more than 1″ above its base stops it (≤ length). */
  readonly clear: number;
  /** The point `t` inches along the line (0 ≤ t ≤ length). */
  at(t: number): LinePoint;
}

/** Whether terrain more than {@link JUMP_OVER} above the base at `p` stops the figure there. */
export function blockedAt(board: Board, p: LinePoint): boolean {
  return board.isSolid(p.x, p.y, p.h + JUMP_OVER + 1e-3);
}

/** Whether the figure's base at `p` would be sunk more than ½″ into terrain (see the module's reading). */
export function insideAt(board: Board, p: LinePoint): boolean {
  return board.isSolid(p.x, p.y, p.h + LAND_TOLERANCE);
}

/**
 * The line of a jump from `from` (the centre of the base, at its height) toward `to`, both in inches, with how
 * far the figure can travel along it before terrain stops it (sampled every {@link LINE_STEP}).
 */
export function jumpLine(board: Board, from: Point3, to: Point3): JumpLine {
  const length = Math.hypot(to[0] - from[0], to[1] - from[1], to[2] - from[2]);
  const at = (t: number): LinePoint => {
    const f = length > 0 ? Math.min(1, Math.max(0, t / length)) : 0;
    return {
      x: from[0] + (to[0] - from[0]) * f,
      y: from[1] + (to[1] - from[1]) * f,
      h: from[2] + (to[2] - from[2]) * f,
      t: Math.min(length, Math.max(0, t)),
    };
  };
  let clear = length;
  for (let t = LINE_STEP; t < length + LINE_STEP; t += LINE_STEP) {
    const p = at(t);
    if (blockedAt(board, p)) {
      clear = Math.max(0, Math.min(length, t - LINE_STEP));
      break;
    }
  }
  return { from, to, length, clear, at };
}

/**
 * Where a figure jumping `inches` along `line` stops: `inches` along it, but no farther than the point named nor
 * than terrain lets it ({@link JumpLine.clear}), and never with its base sunk into terrain (it stops at the last
 * point before that).
 */
export function stopOnLine(board: Board, line: JumpLine, inches: number): LinePoint {
  let t = Math.min(Math.max(0, inches), line.clear);
  while (t > 0 && insideAt(board, line.at(t))) t = Math.max(0, t - LINE_STEP);
  return line.at(t);
}

/**
 * The columns a horizontal ray from (x, y) in direction (dx, dy) passes through, in order, out to `inches`
 * (the start column excluded): each as column (i, j) with the distance from (x, y) to its centre. Neighbours in
 * the list share an edge (a ray through a corner takes the column on the x side first).
 */
export function columnsAlong(
  x: number,
  y: number,
  dx: number,
  dy: number,
  inches: number,
): { i: number; j: number; d: number }[] {
  const len = Math.hypot(dx, dy);
  if (len === 0 || inches <= 0) return [];
  const ux = dx / len;
  const uy = dy / len;
  let i = Math.floor(x);
  let j = Math.floor(y);
  const si = ux > 0 ? 1 : -1;
  const sj = uy > 0 ? 1 : -1;
  const tDx = ux !== 0 ? Math.abs(1 / ux) : Number.POSITIVE_INFINITY;
  const tDy = uy !== 0 ? Math.abs(1 / uy) : Number.POSITIVE_INFINITY;
  let tx = ux !== 0 ? ((ux > 0 ? i + 1 : i) - x) / ux : Number.POSITIVE_INFINITY;
  let ty = uy !== 0 ? ((uy > 0 ? j + 1 : j) - y) / uy : Number.POSITIVE_INFINITY;
  const out: { i: number; j: number; d: number }[] = [];
  // The last column worth listing has its centre within `inches`; its edge may lie up to ~0.71″ before that.
  while (Math.min(tx, ty) <= inches + 1e-9) {
    if (tx <= ty) {
      i += si;
      tx += tDx;
    } else {
      j += sj;
      ty += tDy;
    }
    out.push({ i, j, d: Math.hypot(i + 0.5 - x, j + 0.5 - y) });
  }
  return out;
}
