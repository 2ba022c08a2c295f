import { describe, expect, it } from 'vitest';
import type { Node, ReachOptions } from '../../../src/rules/space/api.ts';
import { boardFromAscii } from '../../../src/rules/space/ascii.ts';
import { buildBoard } from '../../../src/rules/space/board.ts';
import { isOpenWater, mustMoveOff, nearestFreeOff } from '../../../src/rules/space/obstacles.ts';
import { findReach } from '../../../src/rules/space/reach.ts';
import type { ColumnSpec } from '../../../src/rules/space/terrain.ts';

const n = (i: number, j: number, z = 0): Node => ({ i, j, z });
const free = (budget: number): ReachOptions => ({ budget, blocked: () => false, stopAt: () => false });
const costTo = (r: ReturnType<typeof findReach>, to: Node) =>
  r.nodes.find((x) => x.node.i === to.i && x.node.j === to.j && x.node.z === to.z);
const everywhere = () => true;

describe('obstacle kinds', () => {
  const board = boardFromAscii(['.bocr', '..~g.', '..~g.', '..~g.']);

  it('tells Small, Large and Debris obstacles apart; a gondola is Large', () => {
    expect(board.obstacleKind(1, 0)).toBe('small');
    expect(board.obstacleKind(2, 0)).toBe('large');
    expect(board.obstacleKind(3, 0)).toBe('large');
    expect(board.obstacleKind(4, 0)).toBe('debris');
    expect(board.obstacleKind(3, 2)).toBe('large');
    expect(board.obstacleKind(0, 0)).toBeNull();
    expect(board.obstacleKind(2, 1)).toBeNull();
    expect(board.obstacleKind(-1, 0)).toBeNull();
    expect(board.isObstacle(1, 0)).toBe(true);
    expect(board.isObstacle(4, 0)).toBe(true);
    expect(board.isObstacle(3, 1)).toBe(true);
    expect(board.isObstacle(0, 0)).toBe(false);
  });

  it('lists obstacle pieces for drawing', () => {
    expect(board.pieces.find((p) => p.kind === 'small-obstacle')).toMatchObject({
      cells: [[1, 0]],
      height: 1,
    });
    expect(board.pieces.find((p) => p.kind === 'debris')).toMatchObject({
      cells: [[4, 0]],
      height: 0,
      base: -1,
    });
  });
});

describe('Small Obstacles', () => {
  it('are stepped over when 1″ high, and nobody stays on top', () => {
    const board = boardFromAscii(['.b.']);
    expect(board.surfacesAt(1, 0)).toEqual([n(1, 0, 1)]);
    const r = findReach(board, n(0, 0), free(4));
    expect(costTo(r, n(1, 0, 1))).toMatchObject({ cost: 1, rolls: 0 });
    expect(costTo(r, n(2, 0))).toMatchObject({ cost: 2, rolls: 0 });
    expect(mustMoveOff(board, n(1, 0, 1))).toBe('small');
    expect(mustMoveOff(board, n(0, 0))).toBeNull();
  });

  it('are climbed when taller (a 3″ pole)', () => {
    const pole: ColumnSpec = { kind: 'small-obstacle', height: 3 };
    const ground: ColumnSpec = { kind: 'ground', height: 0 };
    const board = buildBoard({
      name: 'pole',
      width: 3,
      depth: 1,
      columns: [ground, pole, ground],
      bridges: [],
      marks: [],
      deploymentZones: [],
    });
    const r = findReach(board, n(0, 0), free(12));
    expect(costTo(r, n(1, 0, 3))).toMatchObject({ cost: 4, rolls: 1 });
    expect(mustMoveOff(board, n(1, 0, 3))).toBe('small');
    expect(board.obstacleKind(1, 0)).toBe('small');
  });

  it('move a figure left on top the shortest distance off, to a free place', () => {
    const board = boardFromAscii(['...', '.b.', '...']);
    expect(nearestFreeOff(board, n(1, 1, 1), everywhere)).toEqual({ node: n(2, 1), distance: 1 });
    const taken = new Set(['2,1', '0,1', '1,0']);
    const isFree = (x: Node) => !taken.has(`${x.i},${x.j}`);
    expect(nearestFreeOff(board, n(1, 1, 1), isFree)).toEqual({ node: n(1, 2), distance: 1 });
    taken.add('1,2');
    expect(nearestFreeOff(board, n(1, 1, 1), isFree)?.distance).toBeCloseTo(Math.SQRT2, 9);
  });

  it('leave a figure where it is when it may stay, and give up when nowhere is free', () => {
    const board = boardFromAscii(['.b']);
    expect(nearestFreeOff(board, n(0, 0), () => false)).toEqual({ node: n(0, 0), distance: 0 });
    expect(nearestFreeOff(board, n(1, 0, 1), () => false)).toBeNull();
  });
});

describe('Debris', () => {
  const board = boardFromAscii(['.~~~.', '.~r~.', '.~~~.']);

  it('floats 1″ above the water with the water still under it', () => {
    expect(board.surfacesAt(2, 1)).toEqual([n(2, 1, -1), n(2, 1, 0)]);
    expect(board.surfaceKind(n(2, 1, -1))).toBe('water');
    expect(board.surfaceKind(n(2, 1, 0))).toBe('solid');
    expect(board.materialAt(2.5, 1.5, -0.5)).toBe('air');
  });

  it('lets swimmers pass through and climb onto it like a 1″ canal wall', () => {
    const swim = findReach(board, n(1, 1, -1), free(6));
    expect(costTo(swim, n(2, 1, -1))).toMatchObject({ cost: 1, rolls: 0 });
    expect(costTo(swim, n(3, 1, -1))).toMatchObject({ cost: 2, rolls: 0 });
    expect(costTo(swim, n(2, 1, 0))).toMatchObject({ cost: 1, rolls: 0 });
    expect(swim.path(n(2, 1, 0))![0]).toMatchObject({ climb: false });
  });

  it('is no place to end a turn, on it or under it: the figure goes into the water around it', () => {
    expect(mustMoveOff(board, n(2, 1, 0))).toBe('debris');
    expect(mustMoveOff(board, n(2, 1, -1))).toBe('debris');
    expect(mustMoveOff(board, n(1, 1, -1))).toBeNull();
    expect(isOpenWater(board, n(1, 1, -1))).toBe(true);
    expect(isOpenWater(board, n(2, 1, -1))).toBe(false);
    const off = nearestFreeOff(board, n(2, 1, 0), everywhere)!;
    expect(board.surfaceKind(off.node)).toBe('water');
    expect(off.node).not.toEqual(n(2, 1, -1));
    expect(off.distance).toBe(1);
    const under = nearestFreeOff(board, n(2, 1, -1), (x) => x.i !== 3)!;
    expect(isOpenWater(board, under.node)).toBe(true);
    expect(under.node.i).not.toBe(3);
  });

  it('takes another rule for where to go when given one', () => {
    const ashore = nearestFreeOff(
      board,
      n(2, 1, 0),
      everywhere,
      (x) => board.surfaceKind(x) === 'solid' && x.z === 0 && !board.isObstacle(x.i, x.j),
    );
    expect(ashore?.node.z).toBe(0);
    expect([0, 4]).toContain(ashore?.node.i);
  });
});
