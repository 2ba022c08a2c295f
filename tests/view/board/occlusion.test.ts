import { describe, expect, it } from 'vitest';
import {
  type BlockColumn,
  columnOutline,
  coveringKeys,
  insideConvex,
  silhouettes,
} from '../../../src/view/board/occlusion.ts';
import { IsoProjection } from '../../../src/view/iso/projection.ts';

const proj = new IsoProjection(10, 10, 0);

describe('insideConvex', () => {
  const square = [
    { x: 0, y: 0 },
    { x: 10, y: 0 },
    { x: 10, y: 10 },
    { x: 0, y: 10 },
  ];
  it('tells inside from outside, whatever the winding', () => {
    expect(insideConvex({ x: 5, y: 5 }, square)).toBe(true);
    expect(insideConvex({ x: 5, y: 5 }, [...square].reverse())).toBe(true);
    expect(insideConvex({ x: 11, y: 5 }, square)).toBe(false);
    expect(insideConvex({ x: 10, y: 5 }, square)).toBe(true);
  });
});

describe('coveringKeys', () => {
  const tower: BlockColumn = { key: 'p1', i: 5, j: 5, bottom: 0, top: 8 };
  const shapes = silhouettes(proj, [tower]);

  it('outlines a column with its top diamond and two visible faces', () => {
    const o = columnOutline(proj, tower);
    expect(o).toHaveLength(6);
    expect(o[0]).toEqual(proj.project(5, 5, 8));
    expect(o[3]).toEqual(proj.project(6, 6, 0));
  });

  it('finds a tall block standing in front of a figure on the street behind it', () => {
    const behind = proj.project(4.5, 4.5, 0);
    const samples = [
      { x: behind.x, y: behind.y - 3 },
      { x: behind.x, y: behind.y - 20 },
    ];
    expect(coveringKeys(shapes, samples, proj.diagonalOf(4.5, 4.5) + 1)).toEqual(new Set(['p1']));
  });

  it('leaves a block behind the point alone (painted before it)', () => {
    const front = proj.project(6.5, 6.5, 0);
    expect(coveringKeys(shapes, [{ x: front.x, y: front.y - 3 }], proj.diagonalOf(6.5, 6.5) + 1).size).toBe(
      0,
    );
  });

  it('leaves a block alone when the figure stands above it on a higher roof', () => {
    const low: BlockColumn = { key: 'p2', i: 5, j: 5, bottom: 0, top: 1 };
    const high = proj.project(4.5, 4.5, 9);
    const found = coveringKeys(
      silhouettes(proj, [low]),
      [{ x: high.x, y: high.y - 10 }],
      proj.diagonalOf(4.5, 4.5) + 1,
    );
    expect(found.size).toBe(0);
  });

  it('follows the board when it turns', () => {
    const turned = proj.turned(2);
    // Turned half a turn, the cell (6, 6) is now behind the tower as seen from the viewer.
    const p = turned.project(6.5, 6.5, 0);
    const found = coveringKeys(
      silhouettes(turned, [tower]),
      [{ x: p.x, y: p.y - 3 }],
      turned.diagonalOf(6.5, 6.5) + 1,
    );
    expect(found).toEqual(new Set(['p1']));
  });
});
