/**
 * The outline of an area attack on the table (rulebook "Weapon Abilities": Blast, Template), as board points for
 * the area layer to project: the round blast marker as a circle at the level it covers, the teardrop as the
 * outline around its two circles joined by straight tangent sides (the sizes come with the `area` event; see
 * rules/space/templates.ts), each point at the template's height there. Pure: no Phaser.
 */
import type { AreaShape } from '../../rules/index.ts';
import type { BoardPoint } from './path-shape.ts';

/**
 * The closed outline of `shape` (the last point is not repeated), counter-clockwise seen from above.
 * @param segments points on a full circle (the blast marker; the teardrop's ends take their share of it).
 */
export function areaOutline(shape: AreaShape, segments = 40): BoardPoint[] {
  if (shape.kind === 'blast') {
    const { centre, radius } = shape;
    return Array.from({ length: segments }, (_, k) => {
      const a = (2 * Math.PI * k) / segments;
      return [centre[0] + radius * Math.cos(a), centre[1] + radius * Math.sin(a), centre[2]] as const;
    });
  }
  const r1 = shape.narrowWidth / 2;
  const r2 = shape.wideWidth / 2;
  const [dx, dy] = shape.axis;
  const d = Math.max(0, shape.length - r1 - r2);
  // The tangent points lie at ±phi from the axis on both circles: cos phi = (r1 − r2) / d.
  const phi = d > 1e-9 ? Math.acos(Math.max(-1, Math.min(1, (r1 - r2) / d))) : Math.PI / 2;
  const onCircle = (along: number, r: number, a: number): BoardPoint => {
    const u = along + r * Math.cos(a);
    const v = r * Math.sin(a);
    const x = shape.apex[0] + dx * u - dy * v;
    const y = shape.apex[1] + dy * u + dx * v;
    const t = Math.max(0, Math.min(shape.length, u));
    return [x, y, shape.apex[2] + shape.slope * t];
  };
  const arc = (along: number, r: number, from: number, to: number): BoardPoint[] => {
    // an even count puts a point on the axis, so the drawn tip and far end are exact
    const n = 2 * Math.max(1, Math.ceil((segments * (to - from)) / (4 * Math.PI)));
    return Array.from({ length: n + 1 }, (_, k) => onCircle(along, r, from + ((to - from) * k) / n));
  };
  // The wide end (centre r1 + d along the axis) from −phi to +phi, then the narrow end (centre r1) round the tip.
  return [...arc(r1 + d, r2, -phi, phi), ...arc(r1, r1, phi, 2 * Math.PI - phi)];
}
