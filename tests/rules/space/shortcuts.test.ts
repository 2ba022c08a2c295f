/**
 * Straight stretches of a move (src/rules/space/shortcuts.ts, used by reach.ts): a Run/Climb over open ground costs
 * the straight length of the way taken, and never goes straight across what the grid's steps would refuse or pay.
 */
import { describe, expect, it } from 'vitest';
import { type Node, type PathStep, type ReachOptions, stepPoint } from '../../../src/rules/space/api.ts';
import { boardFromAscii } from '../../../src/rules/space/ascii.ts';
import { findReach } from '../../../src/rules/space/reach.ts';
import { straightClear, straightGround, straightSteps } from '../../../src/rules/space/shortcuts.ts';

const free = (budget: number, more: Partial<ReachOptions> = {}): ReachOptions => ({
  budget,
  blocked: () => false,
  stopAt: () => false,
  ...more,
});
const n = (i: number, j: number, z = 0): Node => ({ i, j, z });
const costOf = (r: ReturnType<typeof findReach>, to: Node) =>
  r.nodes.find((x) => x.node.i === to.i && x.node.j === to.j && x.node.z === to.z)?.cost;
const columns = (path: readonly PathStep[]) => path.map((s) => [s.i, s.j]);
const open = (w: number, h: number) => boardFromAscii(Array.from({ length: h }, () => '.'.repeat(w)));

describe('straight stretches over open ground', () => {
  const board = open(12, 12);
  const r = findReach(board, n(1, 1), free(5));

  it('cost the straight length at any angle: 0°, 26.6°, 36.9°, 45°, 63.4°', () => {
    expect(costOf(r, n(6, 1))).toBe(5);
    expect(costOf(r, n(5, 3))).toBeCloseTo(Math.sqrt(20), 9);
    // 4 along and 3 aside is 5″ straight, 4 + 3(√2 − 1) ≈ 5.24″ as grid steps: out of MOVE 5 before
    expect(costOf(r, n(5, 4))).toBe(5);
    expect(costOf(r, n(4, 4))).toBeCloseTo(3 * Math.SQRT2, 9);
    expect(costOf(r, n(3, 5))).toBeCloseTo(Math.sqrt(20), 9);
  });

  it('reach every column whose centre lies within the budget, and no other', () => {
    for (let j = 0; j < 12; j++) {
      for (let i = 0; i < 12; i++) {
        const straight = Math.hypot(i - 1, j - 1);
        const cost = costOf(r, n(i, j));
        if (straight <= 5 + 1e-9) expect(cost).toBeCloseTo(straight, 9);
        else expect(cost).toBeUndefined();
      }
    }
  });

  it('list every column crossed, one step at a time, with the inches to each', () => {
    const path = r.path(n(5, 3))!;
    expect(columns(path)).toEqual([
      [2, 1],
      [3, 2],
      [4, 2],
      [5, 3],
    ]);
    expect(path.every((s) => !s.climb && !s.ladder && !s.roll)).toBe(true);
    // where the way crosses each column: on the line from (1.5, 1.5) to (5.5, 3.5)
    expect(path.map(stepPoint)).toEqual([
      [2.5, 2, 0],
      [3.5, 2.5, 0],
      [4.5, 3, 0],
      [5.5, 3.5, 0],
    ]);
    // along the line, plus the half inch across to the centre where the move would stop
    const unit = Math.sqrt(20) / 4;
    expect(path.map((s) => s.cost)).toEqual([unit + 0.5, 2 * unit, 3 * unit + 0.5, 4 * unit]);
  });

  it('leave the steps of a row or a diagonal on the column centres', () => {
    expect(r.path(n(6, 1))!.map((s) => [s.i, s.j, s.cost, s.pass])).toEqual([
      [2, 1, 1, undefined],
      [3, 1, 2, undefined],
      [4, 1, 3, undefined],
      [5, 1, 4, undefined],
      [6, 1, 5, undefined],
    ]);
    expect(columns(r.path(n(4, 4))!)).toEqual([
      [2, 2],
      [3, 3],
      [4, 4],
    ]);
  });
});

describe('where a straight stretch may not run', () => {
  it('goes round a building corner, and pays for it', () => {
    // the straight line from (0, 0) to (4, 2) would cross the corner of the house at (2..3, 0..1)
    const board = boardFromAscii(['..33.', '..33.', '.....']);
    const r = findReach(board, n(0, 0), free(12));
    expect(costOf(r, n(4, 2))!).toBeGreaterThan(Math.sqrt(20) + 0.5);
    const path = r.path(n(4, 2))!;
    expect(path.every((s) => s.z === 0 && !s.climb && !(s.j <= 1 && s.i >= 2 && s.i <= 3))).toBe(true);
    // and its steps follow the straight lines it takes: the inches walked are its cost
    let walked = 0;
    let at = [0.5, 0.5];
    for (const s of path) {
      const p = stepPoint(s);
      walked += Math.hypot(p[0] - at[0]!, p[1] - at[1]!);
      at = [p[0], p[1]];
    }
    expect(walked).toBeCloseTo(costOf(r, n(4, 2))!, 9);
  });

  it('does not graze the edge of a wall: a line along it touches it', () => {
    // from (0.5, 0.5) to (4.5, 2.5) the line passes (1.5, 1) and (3.5, 2): exactly on the edges of (1, 1) and (3, 1)
    const board = boardFromAscii(['.....', '.3...', '.....']);
    const r = findReach(board, n(0, 0), free(12));
    expect(costOf(r, n(4, 2))!).toBeGreaterThan(Math.sqrt(20) + 1e-6);
    const g = straightGround(board);
    const ok = () => true;
    expect(straightClear(g, board.nodeIndex(n(0, 0)), board.nodeIndex(n(4, 2)), ok)).toBe(false);
    expect(straightClear(g, board.nodeIndex(n(0, 0)), board.nodeIndex(n(4, 0)), ok)).toBe(true);
    // on open ground the same stretch is clear
    const flat = open(5, 3);
    expect(straightClear(straightGround(flat), flat.nodeIndex(n(0, 0)), flat.nodeIndex(n(4, 2)), ok)).toBe(
      true,
    );
  });

  it('does not cross Difficult Ground without its roll, nor step down into a canal and out', () => {
    for (const middle of ['..d..', '..~..']) {
      const r = findReach(boardFromAscii(['.....', middle, '.....']), n(0, 0), free(12));
      // round the Difficult Ground or the canal: longer than the straight line across it, and no roll
      expect(costOf(r, n(4, 2))!).toBeGreaterThan(Math.sqrt(20) + 1e-6);
      expect(r.path(n(4, 2))!.every((s) => !s.roll && s.z === 0 && !(s.i === 2 && s.j === 1))).toBe(true);
    }
  });

  it('goes straight across Difficult Ground once on it, with the one roll of entering it', () => {
    const board = boardFromAscii(['ddddd', 'ddddd', 'ddddd']);
    const r = findReach(board, n(0, 0), free(12));
    expect(r.nodes.find((x) => x.node.i === 4 && x.node.j === 2)).toMatchObject({
      cost: Math.sqrt(20),
      rolls: 0,
    });
  });

  it('keeps off Debris, Obstacles and Barricades, whose crossings the rules read step by step', () => {
    // Debris floats 1″ above the canal: its top is level with the street, but no stretch runs over it
    for (const rows of [
      ['.....', '..r..', '.....'],
      ['ooooo', 'ooooo', 'ooooo'],
      ['lllll', 'lllll', 'lllll'],
    ]) {
      const board = boardFromAscii(rows);
      const g = straightGround(board);
      const top = board.surfacesAt(0, 0).at(-1)!.z;
      const from = board.nodeIndex(n(0, 0, top));
      const to = board.nodeIndex(n(4, 2, top));
      expect(straightClear(g, from, to, () => true)).toBe(false);
    }
  });

  it('passes no other figure, and no place where the move must stop', () => {
    const board = open(6, 3);
    const other = (x: Node) => x.i === 2 && x.j === 1;
    const blocked = findReach(board, n(0, 0), free(12, { blocked: other }));
    expect(costOf(blocked, n(4, 2))!).toBeGreaterThan(Math.sqrt(20) + 1e-6);
    expect(blocked.path(n(4, 2))!.some(other)).toBe(false);
    const stops = findReach(board, n(0, 0), free(12, { stopAt: other }));
    expect(costOf(stops, n(4, 2))!).toBeGreaterThan(Math.sqrt(20) + 1e-6);
    expect(stops.path(n(4, 2))!.some(other)).toBe(false);
    // but may end where the move stops
    expect(costOf(stops, n(2, 1))).toBeCloseTo(Math.sqrt(5), 9);
  });
});

describe('straightSteps', () => {
  it('gives the columns nearest the line, ties toward the start, and ends on the end node at its cost', () => {
    const board = open(9, 9);
    const from = board.nodeIndex(n(0, 0));
    const to = board.nodeIndex(n(2, 1));
    const steps = straightSteps(board, from, to, 3, 3 + Math.sqrt(5));
    expect(steps.map((s) => [s.i, s.j, s.pass])).toEqual([
      [1, 0, [1.5, 1]],
      [2, 1, undefined],
    ]);
    expect(steps[0]!.cost).toBeCloseTo(3 + Math.sqrt(5) / 2 + 0.5, 9);
    expect(steps[1]!.cost).toBe(3 + Math.sqrt(5));
    // steep and westward: one row at a time
    const up = straightSteps(board, board.nodeIndex(n(5, 7)), board.nodeIndex(n(2, 1)), 0, Math.sqrt(45));
    expect(columns(up)).toEqual([
      [5, 6],
      [4, 5],
      [4, 4],
      [3, 3],
      [3, 2],
      [2, 1],
    ]);
    for (let k = 1; k < up.length; k++) expect(up[k]!.cost).toBeGreaterThan(up[k - 1]!.cost);
  });
});
