/**
 * The outlines drawn for area attacks (rulebook "Weapon Abilities": Blast, Template) lie on the very shapes the
 * rules measure against (rules/space/templates.ts).
 */
import { describe, expect, it } from 'vitest';
import type { AreaShape } from '../../../src/rules/core/types.ts';
import { teardropDistance, teardropToward } from '../../../src/rules/space/templates.ts';
import { areaOutline } from '../../../src/view/board/area-shape.ts';

describe('areaOutline', () => {
  it('draws the blast marker as a circle of its radius at the level it covers', () => {
    const pts = areaOutline({ kind: 'blast', centre: [4.5, 2.5, 3], radius: 1.5 }, 24);
    expect(pts).toHaveLength(24);
    for (const [x, y, z] of pts) {
      expect(Math.hypot(x - 4.5, y - 2.5)).toBeCloseTo(1.5, 9);
      expect(z).toBe(3);
    }
  });

  it('draws the teardrop along the outline the rules measure, from its tip to its wide end, rising with it', () => {
    const attacker = { x: 1.5, y: 1.5, z: 0, radius: 0.6, height: 1.2 };
    const target = { x: 5.5, y: 4.5, z: 2, radius: 0.6, height: 1.2 };
    const t = teardropToward(attacker, target);
    const shape: AreaShape = {
      kind: 'template',
      apex: [t.apex.x, t.apex.y, t.apex.z],
      axis: [t.dx, t.dy],
      length: t.length,
      narrowWidth: t.narrowRadius * 2,
      wideWidth: t.wideRadius * 2,
      slope: t.slope,
    };
    const pts = areaOutline(shape);
    for (const [x, y] of pts) expect(Math.abs(teardropDistance(t, x, y))).toBeLessThan(1e-9);
    const along = pts.map(([x, y]) => (x - t.apex.x) * t.dx + (y - t.apex.y) * t.dy);
    const across = pts.map(([x, y]) => -(x - t.apex.x) * t.dy + (y - t.apex.y) * t.dx);
    expect(Math.min(...along)).toBeCloseTo(0, 6);
    expect(Math.max(...along)).toBeCloseTo(8, 6);
    expect(Math.max(...across) - Math.min(...across)).toBeCloseTo(3, 2);
    // the height follows the slope of the line from the attacker to the target
    const far = pts[along.indexOf(Math.max(...along))]!;
    expect(far[2]).toBeCloseTo(t.apex.z + t.slope * 8, 6);
    const tip = pts[along.indexOf(Math.min(...along))]!;
    expect(tip[2]).toBeCloseTo(t.apex.z, 6);
  });
});
