/**
 * Straight stretches (src/rules/space/shortcuts.ts) never make a move dearer or shorter than it can be: over random
 * small boards, every node the grid's steps reach within the budget is reached for no more inches, and no node
 * costs less than the straight line to it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Node, stepPoint } from '../../../src/rules/space/api.ts';
import { boardFromAscii } from '../../../src/rules/space/ascii.ts';
import type { VoxelBoard } from '../../../src/rules/space/board.ts';
import { findReach } from '../../../src/rules/space/reach.ts';

const LEGEND = ['.', '.', '.', '.', '.', '~', '1', '3', 'o', 'd', 'd', '#', 'u', 'b', 'r', 'l'];

/** Cheapest cost of every graph node from `start` by the grid's steps alone (Dijkstra, no straight stretches). */
function gridCosts(b: VoxelBoard, start: number, blocked: (n: Node) => boolean, stop: (n: Node) => boolean) {
  const { edgeStart, edgeTo, edgeCost } = b.graph;
  const dist = new Float64Array(b.graphSize).fill(Number.POSITIVE_INFINITY);
  const done = new Uint8Array(b.graphSize);
  dist[start] = 0;
  for (;;) {
    let n = -1;
    for (let k = 0; k < dist.length; k++) if (!done[k] && dist[k]! < (n < 0 ? Infinity : dist[n]!)) n = k;
    if (n < 0) return dist;
    done[n] = 1;
    const node = b.graphNode(n);
    if (n !== start && n < b.surfaces.count && stop(node)) continue;
    for (let e = edgeStart[n]!; e < edgeStart[n + 1]!; e++) {
      const m = edgeTo[e]!;
      if (blocked(b.graphNode(m))) continue;
      dist[m] = Math.min(dist[m]!, dist[n]! + edgeCost[e]!);
    }
  }
}

describe('straight stretches (property)', () => {
  it('never cost more than the grid steps, nor less than the straight line; the way walked is the cost', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }).chain((w) =>
          fc.record({
            rows: fc.array(
              fc.array(fc.constantFrom(...LEGEND), { minLength: w, maxLength: w }).map((r) => r.join('')),
              { minLength: 2, maxLength: 8 },
            ),
            start: fc.nat(),
            budget: fc.double({ min: 0, max: 10, noNaN: true }),
            seed: fc.nat(11),
          }),
        ),
        ({ rows, start, budget, seed }) => {
          const board = boardFromAscii(rows);
          const all = board.surfaces.nodes;
          fc.pre(all.length > 0);
          const from = all[start % all.length]!;
          const blocked = (n: Node) => n !== from && (n.i * 5 + n.j * 3 + seed) % 11 === 0;
          const stopAt = (n: Node) => (n.i * 3 + n.j * 7 + seed) % 13 === 0;
          const reach = findReach(board, from, { budget, blocked, stopAt });
          const grid = gridCosts(board, board.graphIndex(from), blocked, stopAt);
          const found = new Map(reach.nodes.map((x) => [board.graphIndex(x.node), x.cost]));
          grid.forEach((cost, k) => {
            if (cost <= budget)
              expect(found.get(k), `${JSON.stringify(board.graphNode(k))}`).toBeLessThanOrEqual(cost + 1e-9);
          });
          for (const { node, cost } of reach.nodes) {
            expect(cost).toBeGreaterThanOrEqual(Math.hypot(node.i - from.i, node.j - from.j) - 1e-9);
            // the points of the way, joined by straight lines, measure the cost (climbs by their height)
            const path = reach.path(node)!;
            let walked = 0;
            let at: readonly number[] = [from.i + 0.5, from.j + 0.5, from.z];
            path.forEach((s, k) => {
              const p = stepPoint(s);
              const dz = Math.abs(p[2] - at[2]!);
              walked += Math.hypot(p[0] - at[0]!, p[1] - at[1]!) + (s.climb ? dz : 0);
              // nothing passed that the move may not pass, and no stop on the way (a figure hanging on a wall
              // is never asked to stop)
              expect(blocked(s)).toBe(false);
              if (k < path.length - 1 && !board.isWallPosition(s)) expect(stopAt(s)).toBe(false);
              at = p;
            });
            if (!path.some((s) => s.climb)) expect(walked).toBeCloseTo(cost, 9);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
