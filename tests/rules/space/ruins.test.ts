import { describe, expect, it } from 'vitest';
import type { Figure, Node, ReachOptions } from '../../../src/rules/space/api.ts';
import { boardFromAscii } from '../../../src/rules/space/ascii.ts';
import { findReach } from '../../../src/rules/space/reach.ts';
import { sight } from '../../../src/rules/space/sight.ts';

const n = (i: number, j: number, z = 0): Node => ({ i, j, z });
const free = (budget: number): ReachOptions => ({ budget, blocked: () => false, stopAt: () => false });
const costTo = (r: ReturnType<typeof findReach>, to: Node) =>
  r.nodes.find((x) => x.node.i === to.i && x.node.j === to.j && x.node.z === to.z);
const fig = (i: number, j: number, z = 0): Figure => ({
  x: i + 0.5,
  y: j + 0.5,
  z,
  radius: 0.59,
  height: 1.2,
});

// A ruin on columns 1–3 of rows 0–1: floors at 3 and 6 on columns 1–2, at 3 only on column 3 (two pieces).
const board = boardFromAscii(['.....', '.....', '.....'], {
  ruins: [
    { i0: 1, j0: 0, i1: 3, j1: 2, floors: [3, 6] },
    { i0: 3, j0: 0, i1: 4, j1: 2, floors: [3] },
  ],
});

describe('Ruins', () => {
  it('have a street floor and upper floors in each column', () => {
    expect(board.surfacesAt(1, 0)).toEqual([n(1, 0, 0), n(1, 0, 3), n(1, 0, 6)]);
    expect(board.surfacesAt(3, 1)).toEqual([n(3, 1, 0), n(3, 1, 3)]);
    expect(board.surfaceKind(n(2, 1, 3))).toBe('solid');
    expect(board.column(2, 1)).toMatchObject({ kind: 'ground', top: 0, ruin: true });
    expect(board.isSolid(2.5, 1.5, 2.5)).toBe(true);
    expect(board.isSolid(2.5, 1.5, 1.5)).toBe(false);
    expect(
      board.pieces.filter((p) => p.kind === 'ruin').map((p) => [p.floors, p.height, p.cells.length]),
    ).toEqual([
      [[3, 6], 6, 4],
      [[3], 3, 2],
    ]);
  });

  it('are entered from the street at ground level without a climb (doors and windows)', () => {
    const r = findReach(board, n(0, 0), free(3));
    expect(costTo(r, n(1, 0))).toMatchObject({ cost: 1, rolls: 0 });
    expect(r.path(n(2, 0))!.every((s) => !s.climb)).toBe(true);
  });

  it('are climbed inside, floor to floor, as Vertical Terrain: the height, with a roll', () => {
    const r = findReach(board, n(0, 0), free(20));
    expect(costTo(r, n(1, 0, 3))).toMatchObject({ cost: 4, rolls: 1 });
    expect(r.path(n(1, 0, 3))).toEqual([
      { i: 1, j: 0, z: 0, climb: false, ladder: false, roll: false, cost: 1 },
      { i: 1, j: 0, z: 1, climb: true, ladder: false, roll: true, cost: 2 },
      { i: 1, j: 0, z: 3, climb: true, ladder: false, roll: false, cost: 4 },
    ]);
    expect(costTo(r, n(1, 0, 6))).toMatchObject({ cost: 7, rolls: 2 });
    // along a floor is a walk, and down to the street on the other side is a climb down
    expect(costTo(r, n(3, 0, 3))).toMatchObject({ cost: 6, rolls: 1 });
    expect(costTo(r, n(4, 0))).toMatchObject({ cost: 4, rolls: 0 });
    const down = findReach(board, n(3, 1, 3), free(6));
    expect(costTo(down, n(4, 1))).toMatchObject({ cost: 4, rolls: 1 });
  });

  it('need no roll to climb a column with a ladder', () => {
    const laddered = boardFromAscii(['...'], {
      ruins: [{ i0: 1, j0: 0, i1: 2, j1: 1, floors: [3] }],
      ladders: [[1, 0]],
    });
    const r = findReach(laddered, n(0, 0), free(8));
    expect(costTo(r, n(1, 0, 3))).toMatchObject({ cost: 4, rolls: 0 });
    expect(laddered.pieces.find((p) => p.kind === 'ladder')).toMatchObject({ base: 0, height: 3 });
  });

  it('block sight through their floors but not across an open storey', () => {
    expect(sight(board, fig(1, 0, 3), fig(1, 1, 0)).lineOfSight).toBe(false);
    expect(sight(board, fig(2, 1, 6), fig(2, 0, 3)).lineOfSight).toBe(false);
    expect(sight(board, fig(0, 0, 0), fig(4, 0, 0)).lineOfSight).toBe(true);
    expect(sight(board, fig(1, 0, 3), fig(3, 1, 3)).lineOfSight).toBe(true);
  });

  it('are refused with floors out of order or without room between them', () => {
    expect(() =>
      boardFromAscii(['...'], { ruins: [{ i0: 0, j0: 0, i1: 1, j1: 1, floors: [6, 3] }] }),
    ).toThrow(/floors must go up in order: 3 is not above 6/);
    expect(() =>
      boardFromAscii(['...'], { ruins: [{ i0: 0, j0: 0, i1: 1, j1: 1, floors: [3, 4] }] }),
    ).toThrow(/floor 4 is less than 2″ above the floor at 3/);
    expect(() => boardFromAscii(['~..'], { ruins: [{ i0: 0, j0: 0, i1: 1, j1: 1, floors: [3] }] })).toThrow(
      /a ruin stands on open ground, not on water/,
    );
  });
});
