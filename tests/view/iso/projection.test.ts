import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IsoProjection, LIFT, type Rotation, TILE_H, TILE_W } from '../../../src/view/iso/projection.ts';

const rotations: Rotation[] = [0, 1, 2, 3];

describe('IsoProjection', () => {
  it('projects the 2:1 diamond of a street cell', () => {
    const p = new IsoProjection(36, 36);
    expect(p.project(0, 0, 0)).toEqual({ x: 0, y: 0 });
    expect(p.project(1, 0, 0)).toEqual({ x: TILE_W / 2, y: TILE_H / 2 });
    expect(p.project(0, 1, 0)).toEqual({ x: -TILE_W / 2, y: TILE_H / 2 });
    expect(p.project(0, 0, 2)).toEqual({ x: 0, y: -2 * LIFT });
  });

  it('turns the table a quarter clockwise: the north-east corner comes to the back', () => {
    const p = new IsoProjection(36, 36, 1);
    // After one turn the north-west corner (0, 0) lies at view (36, 0): the right corner.
    expect(p.toView(0, 0)).toEqual({ u: 36, v: 0 });
    expect(p.toView(0, 36)).toEqual({ u: 0, v: 0 });
  });

  it('fromView undoes toView at every rotation', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...rotations),
        fc.double({ min: 0, max: 36, noNaN: true }),
        fc.double({ min: 0, max: 24, noNaN: true }),
        (r, x, y) => {
          const p = new IsoProjection(36, 24, r);
          const { u, v } = p.toView(x, y);
          const back = p.fromView(u, v);
          expect(back.x).toBeCloseTo(x, 9);
          expect(back.y).toBeCloseTo(y, 9);
        },
      ),
    );
  });

  it('unproject finds the board point under a screen point at a known height', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...rotations),
        fc.double({ min: 0, max: 36, noNaN: true }),
        fc.double({ min: 0, max: 36, noNaN: true }),
        fc.integer({ min: -2, max: 10 }),
        (r, x, y, z) => {
          const p = new IsoProjection(36, 36, r);
          const s = p.project(x, y, z);
          const back = p.unproject(s.x, s.y, z);
          expect(back.x).toBeCloseTo(x, 6);
          expect(back.y).toBeCloseTo(y, 6);
        },
      ),
    );
  });

  it('maps every board cell to one view cell and back', () => {
    for (const r of rotations) {
      const p = new IsoProjection(5, 3, r);
      const seen = new Set<string>();
      for (let j = 0; j < 3; j++) {
        for (let i = 0; i < 5; i++) {
          const { cu, cv } = p.viewCell(i, j);
          const [cols, rows] = p.viewSize;
          expect(cu).toBeGreaterThanOrEqual(0);
          expect(cv).toBeGreaterThanOrEqual(0);
          expect(cu).toBeLessThan(cols);
          expect(cv).toBeLessThan(rows);
          expect(p.boardCell(cu, cv)).toEqual({ i, j });
          seen.add(`${cu},${cv}`);
        }
      }
      expect(seen.size).toBe(15);
    }
  });

  it('paints nearer cells later: the diagonal grows towards the viewer', () => {
    const p = new IsoProjection(36, 36, 0);
    expect(p.cellDiagonal(3, 3)).toBeLessThan(p.cellDiagonal(4, 3));
    expect(p.cellDiagonal(3, 3)).toBeLessThan(p.cellDiagonal(3, 4));
    const q = p.turned(2);
    expect(q.cellDiagonal(3, 3)).toBeGreaterThan(q.cellDiagonal(4, 3));
    expect(p.turned(-1).rotation).toBe(3);
    expect(p.turned(4).rotation).toBe(0);
  });

  it('bounds hold the corners of the table and the tallest roof', () => {
    for (const r of rotations) {
      const p = new IsoProjection(36, 30, r);
      const b = p.bounds(8);
      for (const [x, y] of [
        [0, 0],
        [36, 0],
        [0, 30],
        [36, 30],
      ] as const) {
        for (const z of [-4, 0, 8]) {
          const s = p.project(x, y, z);
          expect(s.x).toBeGreaterThanOrEqual(b.x - 1e-9);
          expect(s.x).toBeLessThanOrEqual(b.x + b.width + 1e-9);
          expect(s.y).toBeGreaterThanOrEqual(b.y - 1e-9);
          expect(s.y).toBeLessThanOrEqual(b.y + b.height + 1e-9);
        }
      }
    }
  });
});
