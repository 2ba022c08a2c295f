import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardFromAscii } from '../../../src/rules/space/ascii.ts';
import { findReach } from '../../../src/rules/space/reach.ts';

const LEGEND = ['.', '.', '.', '~', '=', '1', '2', '3', '5', 'o', 'd', '#', 'u', 's'];

const boardArb = fc
  .record({ w: fc.integer({ min: 2, max: 7 }), h: fc.integer({ min: 2, max: 7 }) })
  .chain(({ w, h }) =>
    fc.record({
      rows: fc.array(
        fc.array(fc.constantFrom(...LEGEND), { minLength: w, maxLength: w }).map((r) => r.join('')),
        { minLength: h, maxLength: h },
      ),
      ladders: fc.array(fc.tuple(fc.nat(w - 1), fc.nat(h - 1)), { maxLength: 3 }),
      access: fc.array(fc.tuple(fc.nat(w - 1), fc.nat(h - 1)), { maxLength: 3 }),
      start: fc.nat(),
      budget: fc.double({ min: 0, max: 12, noNaN: true }),
      blockedSeed: fc.nat(7),
      bridgeRow: fc.option(fc.nat(h - 1)),
    }),
  );

describe('findReach (property)', () => {
  it('only ever reaches real surfaces on the board, within the budget, along valid paths', () => {
    fc.assert(
      fc.property(boardArb, ({ rows, ladders, access, start, budget, blockedSeed, bridgeRow }) => {
        const row = bridgeRow === null ? '' : rows[bridgeRow]!;
        const top = Math.max(
          0,
          ...[...row].map((ch) => (ch >= '1' && ch <= '9' ? Number(ch) : ch === 'o' ? 1 : 0)),
        );
        const bridges =
          bridgeRow === null || row.includes('#')
            ? []
            : [{ i0: 0, j0: bridgeRow, i1: row.length, j1: bridgeRow + 1, deck: top + 1 }];
        const board = boardFromAscii(rows, { ladders, waterAccess: access, bridges });
        const all = board.surfaces.nodes;
        fc.pre(all.length > 0);
        const from = all[start % all.length]!;
        const blocked = (n: { i: number; j: number }) => (n.i * 3 + n.j * 5 + blockedSeed) % 7 === 0;
        const reach = findReach(board, from, { budget, blocked, stopAt: () => false });
        for (const { node, cost } of reach.nodes) {
          expect(node.i).toBeGreaterThanOrEqual(0);
          expect(node.j).toBeGreaterThanOrEqual(0);
          expect(node.i).toBeLessThan(board.width);
          expect(node.j).toBeLessThan(board.depth);
          expect(board.surfacesAt(node.i, node.j)).toContainEqual(node);
          expect(board.isSolid(node.i + 0.5, node.j + 0.5, node.z + 0.5)).toBe(false);
          expect(board.isAir(node.i + 0.5, node.j + 0.5, node.z - 0.5)).toBe(false);
          expect(cost).toBeLessThanOrEqual(budget + 1e-9);
          const path = reach.path(node)!;
          let prev = from;
          let last = 0;
          for (const step of path) {
            expect(Math.max(Math.abs(step.i - prev.i), Math.abs(step.j - prev.j))).toBe(1);
            expect(step.cost).toBeGreaterThan(last);
            expect(blocked(step)).toBe(false);
            last = step.cost;
            prev = step;
          }
          expect(last).toBeCloseTo(path.length ? cost : 0, 9);
        }
      }),
      { numRuns: 300 },
    );
  });
});
