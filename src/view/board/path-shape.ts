/**
 * Shapes of movement in board space (inches), for the previews and the animations: the polyline of a Run/Climb
 * path that climbs at the edge between two cells instead of cutting through a wall, and the arc of a jump.
 * Pure: no Phaser.
 */

/** A board point [x, y, z] in inches. */
export type BoardPoint = readonly [number, number, number];

/**
 * The polyline of a path through cell centres: where two consecutive points differ in height, the figure climbs
 * (or drops) at the edge between them, so the line goes level to the edge, up or down the wall, then on.
 */
export function pathPolyline(points: readonly BoardPoint[]): BoardPoint[] {
  const out: BoardPoint[] = [];
  points.forEach((b, k) => {
    const a = points[k - 1];
    if (a && Math.abs(b[2] - a[2]) > 1e-9) {
      const ex = (a[0] + b[0]) / 2;
      const ey = (a[1] + b[1]) / 2;
      out.push([ex, ey, a[2]], [ex, ey, b[2]]);
    }
    out.push(b);
  });
  return out;
}

/** Height of a jump's arc above the straight line at its middle, inches: half the distance, 0.75″ to 2″. */
export function arcLift(from: BoardPoint, to: BoardPoint): number {
  const d = Math.hypot(to[0] - from[0], to[1] - from[1]);
  return Math.max(0.75, Math.min(2, d / 2));
}

/** The point of a jump's arc from `from` to `to` at t in [0, 1] (a parabola over the straight line). */
export function arcPoint(from: BoardPoint, to: BoardPoint, t: number): BoardPoint {
  const lift = arcLift(from, to) * 4 * t * (1 - t);
  return [
    from[0] + (to[0] - from[0]) * t,
    from[1] + (to[1] - from[1]) * t,
    from[2] + (to[2] - from[2]) * t + lift,
  ];
}

/** `n` + 1 points along the arc from `from` to `to`, both ends included. */
export function arcPoints(from: BoardPoint, to: BoardPoint, n = 16): BoardPoint[] {
  return Array.from({ length: n + 1 }, (_, k) => arcPoint(from, to, k / n));
}
