import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Figure } from '../../../src/rules/space/api.ts';
import {
  BLAST_DIAMETER,
  blastAt,
  TEMPLATE_LENGTH,
  teardropDistance,
  teardropHeightAt,
  teardropToward,
  touchesTeardrop,
  underBlast,
} from '../../../src/rules/space/templates.ts';

const R30 = 30 / 50.8; // a 30 mm base: radius ≈ 0.59″
const fig = (x: number, y: number, z = 0, radius = R30): Figure => ({ x, y, z, radius, height: 1.2 });

describe('round blast marker (3″ across)', () => {
  const b = blastAt({ x: 10, y: 10, z: 0 });

  it('has the rulebook-reading size', () => {
    expect(b.radius).toBe(BLAST_DIAMETER / 2);
  });

  it('covers a figure whose base overlaps it, edges touching included', () => {
    expect(underBlast(b, fig(10, 10))).toBe(true);
    expect(underBlast(b, fig(11.5 + R30, 10))).toBe(true); // the bases' edges touch
    expect(underBlast(b, fig(11.5 + R30 + 0.01, 10))).toBe(false);
    expect(underBlast(b, fig(11, 11))).toBe(true); // 1.41″ away
    expect(underBlast(b, fig(12, 12))).toBe(false); // 2.83″ away
  });

  it('only covers figures within 1″ above or below its level (Blast FAQ)', () => {
    expect(underBlast(b, fig(10.5, 10, 1))).toBe(true);
    expect(underBlast(b, fig(10.5, 10, -1))).toBe(true);
    expect(underBlast(b, fig(10.5, 10, 2))).toBe(false);
    expect(underBlast(blastAt({ x: 10, y: 10, z: 4 }), fig(10.5, 10, 0))).toBe(false);
  });

  it('a bigger base reaches further', () => {
    expect(underBlast(b, fig(12.4, 10, 0, 1))).toBe(true);
    expect(underBlast(b, fig(12.4, 10))).toBe(false);
  });
});

describe('teardrop template (8″ long, 1″ then 3″ wide)', () => {
  const attacker = fig(2.5, 5.5);
  const t = teardropToward(attacker, fig(5.5, 5.5));

  it('starts at the attacker’s base edge and points at the target', () => {
    expect(t.apex.x).toBeCloseTo(2.5 + R30);
    expect(t.apex.y).toBeCloseTo(5.5);
    expect([t.dx, t.dy]).toEqual([1, 0]);
    expect(t.length).toBe(TEMPLATE_LENGTH);
  });

  it('has its outline where the sizes say', () => {
    const x0 = t.apex.x;
    expect(teardropDistance(t, x0, 5.5)).toBeCloseTo(0); // the narrow tip
    expect(teardropDistance(t, x0 + 8, 5.5)).toBeCloseTo(0); // the wide tip
    expect(teardropDistance(t, x0 + 6.5, 7)).toBeCloseTo(0); // the wide end's side: 1.5″ off the axis
    expect(teardropDistance(t, x0 + 0.5, 6)).toBeCloseTo(0, 1); // the narrow end’s side: 0.5″ off the axis
    expect(teardropDistance(t, x0 + 4, 5.5)).toBeLessThan(0);
    expect(teardropDistance(t, x0 - 1, 5.5)).toBeCloseTo(1);
  });

  it('touches figures along its line, widening away from the attacker', () => {
    expect(touchesTeardrop(t, fig(5.5, 5.5))).toBe(true);
    expect(touchesTeardrop(t, fig(9.5, 5.5))).toBe(true);
    expect(touchesTeardrop(t, fig(12, 5.5))).toBe(false); // beyond the wide tip (11.09″) with its base
    expect(touchesTeardrop(t, fig(8.5, 7))).toBe(true); // 1.5″ off the axis near the wide end
    expect(touchesTeardrop(t, fig(4.5, 7))).toBe(false); // 1.5″ off the axis near the narrow end
    expect(touchesTeardrop(t, fig(2.5, 4.5))).toBe(false); // beside the attacker
  });

  it('follows the slope of the line to a target above, within 1″', () => {
    const up = teardropToward(fig(0.5, 0.5, 0), fig(4.5, 0.5, 2));
    expect(teardropHeightAt(up, 4.5, 0.5)).toBeCloseTo(2);
    expect(touchesTeardrop(up, fig(4.5, 0.5, 2))).toBe(true);
    expect(touchesTeardrop(up, fig(4.5, 0.5, 0))).toBe(false); // the street under the target, 2″ below
    expect(touchesTeardrop(up, fig(2.5, 0.5, 0))).toBe(true); // half way: the template is 1″ up
  });

  it('an offset moves the narrow tip along the line', () => {
    const far = teardropToward(attacker, fig(12.5, 5.5), 3);
    expect(far.apex.x).toBeCloseTo(2.5 + R30 + 3);
    expect(touchesTeardrop(far, fig(12.5, 5.5))).toBe(true);
    expect(touchesTeardrop(far, fig(4.5, 5.5))).toBe(false);
  });

  it('is the same shape whatever way it points (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: -2, max: 10, noNaN: true }),
        fc.double({ min: -3, max: 3, noNaN: true }),
        (angle, u, v) => {
          const east = teardropToward(fig(0, 0), fig(5, 0));
          const turned = teardropToward(fig(0, 0), fig(5 * Math.cos(angle), 5 * Math.sin(angle)));
          const x = u * Math.cos(angle) - v * Math.sin(angle);
          const y = u * Math.sin(angle) + v * Math.cos(angle);
          expect(teardropDistance(turned, x, y)).toBeCloseTo(teardropDistance(east, u, v), 9);
        },
      ),
    );
  });
});
