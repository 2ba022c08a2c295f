import { describe, expect, it } from 'vitest';
import type { Node, ReachOptions } from '../../../src/rules/space/api.ts';
import { boardFromAscii } from '../../../src/rules/space/ascii.ts';
import { findReach } from '../../../src/rules/space/reach.ts';

const free = (budget: number, more: Partial<ReachOptions> = {}): ReachOptions => ({
  budget,
  blocked: () => false,
  stopAt: () => false,
  ...more,
});
const n = (i: number, j: number, z = 0): Node => ({ i, j, z });
const costTo = (r: ReturnType<typeof findReach>, to: Node) =>
  r.nodes.find((x) => x.node.i === to.i && x.node.j === to.j && x.node.z === to.z);
const same = (a: Node, b: Node) => a.i === b.i && a.j === b.j && a.z === b.z;

describe('findReach on open ground', () => {
  const board = boardFromAscii(['.....', '.....', '.....', '.....', '.....']);
  const r = findReach(board, n(2, 2), free(8));

  it('costs the straight length: 1 orthogonally, √2 diagonally, √5 at 2:1', () => {
    expect(costTo(r, n(3, 2))?.cost).toBe(1);
    expect(costTo(r, n(3, 3))?.cost).toBeCloseTo(Math.SQRT2, 9);
    expect(costTo(r, n(4, 4))?.cost).toBeCloseTo(2 * Math.SQRT2, 9);
    // a straight stretch, not a diagonal and a step (1 + √2 on the grid)
    expect(costTo(r, n(4, 3))?.cost).toBeCloseTo(Math.sqrt(5), 9);
    expect(costTo(r, n(2, 2))).toEqual({ node: n(2, 2), cost: 0, rolls: 0 });
  });

  it('gives paths without the start, with cumulative costs', () => {
    const path = r.path(n(4, 4))!;
    expect(path.map((s) => [s.i, s.j, s.z])).toEqual([
      [3, 3, 0],
      [4, 4, 0],
    ]);
    expect(path[1]!.cost).toBeCloseTo(2 * Math.SQRT2, 9);
    expect(path.every((s) => !s.climb && !s.ladder)).toBe(true);
    expect(r.path(n(2, 2))).toEqual([]);
    expect(r.path(n(9, 9))).toBeNull();
  });

  it('respects the budget', () => {
    const small = findReach(board, n(0, 0), free(2));
    expect(small.nodes.every((x) => x.cost <= 2)).toBe(true);
    expect(costTo(small, n(2, 0))?.cost).toBe(2);
    expect(costTo(small, n(2, 2))).toBeUndefined();
    expect(costTo(small, n(1, 1))?.cost).toBeCloseTo(Math.SQRT2, 9);
    expect(findReach(board, n(0, 0), free(0)).nodes).toHaveLength(1);
  });

  it('refuses to start from a point that is not a surface', () => {
    expect(() => findReach(board, n(2, 2, 3), free(8))).toThrow(/neither a surface nor a wall position/);
  });
});

describe('findReach around walls', () => {
  it('does not cut the corner of a wall', () => {
    const board = boardFromAscii(['.5.', '...']);
    const r = findReach(board, n(0, 0), free(8));
    expect(costTo(r, n(1, 1))?.cost).toBe(2);
  });

  it('cannot slip between two walls touching at a corner', () => {
    const board = boardFromAscii(['.5', '5.']);
    expect(costTo(findReach(board, n(0, 0), free(8)), n(1, 1))).toBeUndefined();
    // over the roof instead: climb 5″ up (6) and 5″ down (6)
    const far = findReach(board, n(0, 0), free(20));
    expect(costTo(far, n(1, 1))).toMatchObject({ cost: 12, rolls: 2 });
  });

  it('walks round a house rather than through it', () => {
    const board = boardFromAscii(['.....', '.999.', '.....']);
    const r = findReach(board, n(0, 1), free(8));
    // no diagonal past the house's corners: up, along, down
    expect(costTo(r, n(4, 1))?.cost).toBe(6);
  });
});

describe('findReach with heights', () => {
  it('ignores terrain up to 1″: stepping onto an obstacle is a walk', () => {
    const board = boardFromAscii(['.o.']);
    const r = findReach(board, n(0, 0), free(8));
    expect(costTo(r, n(1, 0, 1))).toEqual({ node: n(1, 0, 1), cost: 1, rolls: 0 });
    expect(r.path(n(2, 0))!.map((s) => s.climb)).toEqual([false, false]);
  });

  it('climbs Vertical Terrain for 1 + the height, with a roll', () => {
    const board = boardFromAscii(['.3.']);
    const r = findReach(board, n(0, 0), free(8));
    expect(costTo(r, n(1, 0, 3))).toEqual({ node: n(1, 0, 3), cost: 4, rolls: 1 });
    // up the wall face in 1″ steps (the roll when the climb starts), then across onto the roof
    expect(r.path(n(1, 0, 3))).toEqual([
      { i: 0, j: 0, z: 1, climb: true, ladder: false, roll: true, cost: 1 },
      { i: 0, j: 0, z: 2, climb: true, ladder: false, roll: false, cost: 2 },
      { i: 1, j: 0, z: 3, climb: true, ladder: false, roll: false, cost: 4 },
    ]);
    // and down the other side
    expect(costTo(r, n(2, 0))).toMatchObject({ cost: 8, rolls: 2 });
  });

  it('climbs only orthogonally', () => {
    const board = boardFromAscii(['..', '.3']);
    const r = findReach(board, n(0, 0), free(8));
    expect(costTo(r, n(1, 1, 3))?.cost).toBe(5);
  });

  it('needs no roll on Ropes & Ladders', () => {
    const board = boardFromAscii(['.3.'], { ladders: [[0, 0]] });
    const r = findReach(board, n(0, 0), free(8));
    expect(costTo(r, n(1, 0, 3))).toMatchObject({ cost: 4, rolls: 0 });
    expect(r.path(n(1, 0, 3))![0]).toMatchObject({ climb: true, ladder: true });
  });

  it('prefers the path with fewer rolls when costs are equal', () => {
    const board = boardFromAscii(['.3', '.3'], { ladders: [[0, 1]] });
    const r = findReach(board, n(0, 0), free(8));
    // straight up costs 4 with a roll
    expect(costTo(r, n(1, 0, 3))).toMatchObject({ cost: 4, rolls: 1 });
    // to the other roof both ways cost 5: up and along (a roll) or along and up the ladder (none)
    expect(costTo(r, n(1, 1, 3))).toMatchObject({ cost: 5, rolls: 0 });
    expect(r.path(n(1, 1, 3))!.map((s) => [s.i, s.j, s.z, s.ladder])).toEqual([
      [0, 1, 0, false],
      [0, 1, 1, true],
      [0, 1, 2, true],
      [1, 1, 3, true],
    ]);
  });

  it('counts one roll per crossing of Difficult Ground', () => {
    const board = boardFromAscii(['.dd..d']);
    const r = findReach(board, n(0, 0), free(8));
    expect(costTo(r, n(1, 0))).toMatchObject({ cost: 1, rolls: 1 });
    expect(costTo(r, n(2, 0))).toMatchObject({ cost: 2, rolls: 1 });
    expect(costTo(r, n(4, 0))).toMatchObject({ cost: 4, rolls: 1 });
    expect(costTo(r, n(5, 0))).toMatchObject({ cost: 5, rolls: 2 });
  });

  it('never enters Impassable terrain', () => {
    const board = boardFromAscii(['.#.', '.#.', '.#.']);
    const r = findReach(board, n(0, 1), free(30));
    expect(r.nodes.some((x) => x.node.i === 1)).toBe(false);
    expect(r.nodes.some((x) => x.node.i === 2)).toBe(false);
  });
});

describe('findReach in canals', () => {
  it('steps in and out of a canal with a 1″ wall for free', () => {
    const board = boardFromAscii(['.~.']);
    const r = findReach(board, n(0, 0), free(8));
    expect(costTo(r, n(1, 0, -1))).toEqual({ node: n(1, 0, -1), cost: 1, rolls: 0 });
    expect(costTo(r, n(2, 0))).toEqual({ node: n(2, 0), cost: 2, rolls: 0 });
  });

  it('cannot climb out of a canal with a high wall, except at Water Access', () => {
    const board = boardFromAscii(['.==.']);
    const into = findReach(board, n(0, 0), free(8));
    expect(costTo(into, n(1, 0, -2))).toMatchObject({ cost: 3, rolls: 1 });
    expect(costTo(into, n(3, 0))).toBeUndefined();
    // climbing back up from partway down the quay is climbing, not leaving the water
    expect(costTo(findReach(board, n(1, 0, -1), free(8)), n(0, 0))).toMatchObject({ cost: 2, rolls: 1 });
    const swimmer = findReach(board, n(1, 0, -2), free(8));
    expect(swimmer.nodes.map((x) => x.node)).toEqual([n(1, 0, -2), n(2, 0, -2)]);

    const steps = boardFromAscii(['.==.'], { waterAccess: [[3, 0]] });
    const out = findReach(steps, n(2, 0, -2), free(8));
    expect(costTo(out, n(3, 0))).toMatchObject({ cost: 3, rolls: 0 });
    expect(out.path(n(3, 0))![0]).toMatchObject({ climb: true, ladder: true });
    expect(costTo(out, n(0, 0))).toBeUndefined();
  });

  it('can climb out by a ladder', () => {
    const board = boardFromAscii(['.=.'], { ladders: [[0, 0]] });
    const out = findReach(board, n(1, 0, -2), free(8));
    expect(costTo(out, n(0, 0))).toMatchObject({ cost: 3, rolls: 0 });
  });

  it('swims under a bridge whose deck leaves 1″ of room, and walks over it', () => {
    const board = boardFromAscii(['.~~~.', '.~~~.'], { bridges: [{ i0: 0, j0: 0, i1: 5, j1: 1, deck: 1 }] });
    const swim = findReach(board, n(2, 1, -1), free(8));
    expect(costTo(swim, n(2, 0, -1))?.cost).toBe(1);
    expect(costTo(swim, n(1, 0, -1))?.cost).toBeCloseTo(Math.SQRT2, 9);
    // there is no wall to climb from the water onto the deck: the swimmer goes ashore first
    expect(swim.path(n(2, 0, 1))!.map((s) => s.z)).toContain(0);
    const walk = findReach(board, n(0, 1), free(8));
    expect(costTo(walk, n(4, 0, 1))?.cost).toBeCloseTo(Math.SQRT2 + 3, 9);
  });

  it('cannot swim under a bridge lying on the water', () => {
    const board = boardFromAscii(['.~.', '.~.', '.~.'], {
      bridges: [{ i0: 1, j0: 1, i1: 2, j1: 2, deck: 0 }],
    });
    expect(board.surfacesAt(1, 1)).toEqual([{ i: 1, j: 1, z: 0 }]);
    // no water node under it: a swimmer gets out onto the deck (a 1″ wall) and back in
    const swim = findReach(board, n(1, 0, -1), free(8));
    expect(swim.path(n(1, 2, -1))!.map((s) => [s.i, s.j, s.z])).toEqual([
      [1, 1, 0],
      [1, 2, -1],
    ]);
  });
});

describe('findReach with other figures', () => {
  const board = boardFromAscii(['.....', '.....']);

  it('never enters blocked nodes', () => {
    const wall = (x: Node) => x.i === 2;
    const r = findReach(board, n(0, 0), free(8, { blocked: wall }));
    expect(r.nodes.some((x) => x.node.i >= 2)).toBe(false);
    const gap = findReach(board, n(0, 0), free(8, { blocked: (x) => same(x, n(2, 0)) }));
    // straight to (2, 1), whose line stays clear of (2, 0), then the diagonal back up
    expect(costTo(gap, n(3, 0))?.cost).toBeCloseTo(Math.sqrt(5) + Math.SQRT2, 9);
    expect(gap.path(n(3, 0))!.some((s) => same(s, n(2, 0)))).toBe(false);
  });

  it('enters stopAt nodes but does not move on from them', () => {
    const stop = (x: Node) => x.i === 2;
    const r = findReach(board, n(0, 0), free(8, { stopAt: stop }));
    expect(costTo(r, n(2, 0))?.cost).toBe(2);
    expect(r.nodes.some((x) => x.node.i >= 3)).toBe(false);
    expect(r.path(n(2, 1))!.at(-1)).toMatchObject({ i: 2, j: 1 });
  });

  it('may always leave the start node', () => {
    const r = findReach(board, n(0, 0), free(8, { stopAt: () => true, blocked: (x) => same(x, n(0, 0)) }));
    expect(r.nodes.map((x) => x.node)).toHaveLength(4);
  });
});
