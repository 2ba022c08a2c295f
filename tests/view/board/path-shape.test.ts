import { describe, expect, it } from 'vitest';
import { arcLift, arcPoint, arcPoints, pathPolyline } from '../../../src/view/board/path-shape.ts';

describe('pathPolyline', () => {
  it('keeps a level path as it is', () => {
    const p = [
      [0.5, 0.5, 0],
      [1.5, 0.5, 0],
    ] as const;
    expect(pathPolyline(p)).toEqual(p);
  });

  it('climbs at the edge between two cells, not through the wall', () => {
    expect(
      pathPolyline([
        [0.5, 0.5, 0],
        [1.5, 0.5, 4],
        [2.5, 0.5, 4],
      ]),
    ).toEqual([
      [0.5, 0.5, 0],
      [1, 0.5, 0],
      [1, 0.5, 4],
      [1.5, 0.5, 4],
      [2.5, 0.5, 4],
    ]);
  });
});

describe('jump arc', () => {
  const from = [0.5, 0.5, 4] as const;
  const to = [3.5, 0.5, 6] as const;

  it('starts and ends on the two points', () => {
    expect(arcPoint(from, to, 0)).toEqual(from);
    expect(arcPoint(from, to, 1)).toEqual(to);
  });

  it('rises above the straight line in the middle, by half the distance within 0.75″–2″', () => {
    expect(arcLift(from, to)).toBe(1.5);
    expect(arcLift(from, [1.5, 0.5, 4])).toBe(0.75);
    expect(arcLift(from, [9.5, 0.5, 4])).toBe(2);
    const mid = arcPoint(from, to, 0.5);
    expect(mid[2]).toBeCloseTo(5 + 1.5);
    expect(arcPoints(from, to, 8)).toHaveLength(9);
  });
});
