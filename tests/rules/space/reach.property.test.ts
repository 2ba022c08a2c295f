import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boardFromAscii } from '../../../src/rules/space/ascii.ts';
import { findReach } from '../../../src/rules/space/reach.ts';

const LEGEND = [
  '.',
  '.',
  '.',
  '~',
  '=',
  '1',
  '2',
  '3',
  '5',
  'o',
  'd',
  '#',
  'u',
  's',
  'b',
  'c',
  'r',
  'l',
  'h',
];
/** Height a bridge deck must clear above each legend character (a deck must leave 1″ above debris). */
const TOPS: Record<string, number> = { o: 1, b: 1, l: 1, h: 1, r: 1, c: 2 };

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
      ruin: fc.option(
        fc.record({ i: fc.nat(w - 1), j: fc.nat(h - 1), floors: fc.constantFrom([2], [3], [2, 5], [3, 6]) }),
      ),
    }),
  );

describe('findReach (property)', () => {
  it('only ever reaches real surfaces on the board, within the budget, along valid paths', () => {
    fc.assert(
      fc.property(
        boardArb,
        ({ rows: drawn, ladders, access, start, budget, blockedSeed, bridgeRow, ruin }) => {
          // A ruin stands on plain street, never under the bridge.
          const ruins =
            ruin && ruin.j !== bridgeRow
              ? [{ i0: ruin.i, j0: ruin.j, i1: ruin.i + 1, j1: ruin.j + 1, floors: ruin.floors }]
              : [];
          const rows = drawn.map((r, j) =>
            [...r].map((ch, i) => (ruins.some((x) => x.i0 === i && x.j0 === j) ? '.' : ch)).join(''),
          );
          const row = bridgeRow === null ? '' : rows[bridgeRow]!;
          const top = Math.max(
            0,
            ...[...row].map((ch) => (ch >= '1' && ch <= '9' ? Number(ch) : (TOPS[ch] ?? 0))),
          );
          const bridges =
            bridgeRow === null || row.includes('#')
              ? []
              : [{ i0: 0, j0: bridgeRow, i1: row.length, j1: bridgeRow + 1, deck: top + 1 }];
          const board = boardFromAscii(rows, { ladders, waterAccess: access, bridges, ruins });
          const all = board.surfaces.nodes;
          fc.pre(all.length > 0);
          const from = all[start % all.length]!;
          const blocked = (n: { i: number; j: number }) => (n.i * 3 + n.j * 5 + blockedSeed) % 7 === 0;
          const reach = findReach(board, from, { budget, blocked, stopAt: () => false, passClimbing: true });
          for (const { node, cost } of reach.nodes) {
            expect(node.i).toBeGreaterThanOrEqual(0);
            expect(node.j).toBeGreaterThanOrEqual(0);
            expect(node.i).toBeLessThan(board.width);
            expect(node.j).toBeLessThan(board.depth);
            expect(board.isSolid(node.i + 0.5, node.j + 0.5, node.z + 0.5)).toBe(false);
            if (board.isWallPosition(node)) {
              // hanging on Vertical Terrain: air below, a wall beside (or the inside of a ruin column)
              expect(board.surfacesAt(node.i, node.j)).not.toContainEqual(node);
              expect(board.isAir(node.i + 0.5, node.j + 0.5, node.z - 0.5)).toBe(true);
              const beside = [
                [1, 0],
                [-1, 0],
                [0, 1],
                [0, -1],
              ].some(([di, dj]) => board.isSolid(node.i + di! + 0.5, node.j + dj! + 0.5, node.z + 0.5));
              expect(beside || board.column(node.i, node.j)!.ruin).toBe(true);
            } else {
              expect(board.surfacesAt(node.i, node.j)).toContainEqual(node);
              // a node stands on something: a solid or water cell, or a floating piece (Debris)
              const floating = board.surfaces.float[board.nodeIndex(node)] !== 0;
              expect(board.isAir(node.i + 0.5, node.j + 0.5, node.z - 0.5)).toBe(floating);
            }
            // never ends where another figure stands (climbing passes them)
            if (node !== reach.from) expect(blocked(node)).toBe(false);
            expect(cost).toBeLessThanOrEqual(budget + 1e-9);
            const path = reach.path(node)!;
            let prev = from;
            let last = 0;
            for (const step of path) {
              // one column over, or straight up or down inside a ruin
              const across = Math.max(Math.abs(step.i - prev.i), Math.abs(step.j - prev.j));
              if (across === 0) {
                // straight up or down a wall face, or inside a ruin
                const onWall = board.isWallPosition(step) || board.isWallPosition(prev);
                expect(step.climb && (onWall || board.column(step.i, step.j)!.ruin)).toBe(true);
              } else expect(across).toBe(1);
              expect(step.cost).toBeGreaterThan(last);
              // other figures are passed only while climbing
              if (!step.climb) expect(blocked(step)).toBe(false);
              last = step.cost;
              prev = step;
            }
            expect(last).toBeCloseTo(path.length ? cost : 0, 9);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
