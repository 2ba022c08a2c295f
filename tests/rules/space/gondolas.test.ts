import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Node, ReachOptions } from '../../../src/rules/space/api.ts';
import { boardFromAscii } from '../../../src/rules/space/ascii.ts';
import { buildBoard } from '../../../src/rules/space/board.ts';
import {
  applyGondolaMove,
  GONDOLA_CAPACITY,
  gondolaAt,
  gondolaLoad,
  gondolaMoves,
  gondolaRoomProblem,
  gondolas,
  moveGondola,
} from '../../../src/rules/space/gondolas.ts';
import { mustMoveOff } from '../../../src/rules/space/obstacles.ts';
import { findReach } from '../../../src/rules/space/reach.ts';
import { gondolaCells } from '../../../src/rules/space/terrain.ts';

const n = (i: number, j: number, z = 0): Node => ({ i, j, z });
const free = (budget: number): ReachOptions => ({ budget, blocked: () => false, stopAt: () => false });
const costTo = (r: ReturnType<typeof findReach>, to: Node) =>
  r.nodes.find((x) => x.node.i === to.i && x.node.j === to.j && x.node.z === to.z);

// A canal (columns 2–6) with a gondola moored by the west quay and a low bridge (deck 1) over row 5.
const rows = [
  '..~~~~~.', //
  '..g~~~~.',
  '..g~~~~.',
  '..g~~~~.',
  '..~~~~~.',
  '..~~~~~.',
  '..~~~~~.',
];
const board = boardFromAscii(rows, { bridges: [{ i0: 0, j0: 5, i1: 8, j1: 6, deck: 1 }] });

describe('a gondola on the board', () => {
  it('floats on the canal with its deck 1″ above the water: Unstable Ground and a Large Obstacle', () => {
    expect(board.surfacesAt(2, 2)).toEqual([n(2, 2, -1), n(2, 2, 0)]);
    expect(board.surfaceKind(n(2, 2, 0))).toBe('unstable');
    expect(board.surfaceKind(n(2, 2, -1))).toBe('water');
    expect(board.landingSpot(n(2, 2, 0))).toBe('solid');
    expect(board.obstacleKind(2, 1)).toBe('large');
    expect(board.column(2, 2)).toMatchObject({ kind: 'water', top: -1, float: 'gondola' });
    expect(gondolas(board)).toEqual([
      {
        id: 'gondola-0',
        name: 'gondola 0',
        i: 2,
        j: 2,
        orientation: 'north-south',
        cells: [
          [2, 1],
          [2, 2],
          [2, 3],
        ],
        deck: 0,
      },
    ]);
    expect(board.pieces.find((p) => p.kind === 'gondola')).toMatchObject({
      id: 'gondola-0',
      height: 0,
      base: -1,
    });
  });

  it('is ridden on its deck; for swimmers it is Debris', () => {
    expect(gondolaAt(board, n(2, 2, 0))).toBe('gondola-0');
    expect(gondolaAt(board, n(2, 2, -1))).toBeNull();
    expect(gondolaAt(board, n(3, 2, -1))).toBeNull();
    expect(mustMoveOff(board, n(2, 2, 0))).toBeNull();
    expect(mustMoveOff(board, n(2, 2, -1))).toBe('debris');
  });

  it('is boarded from the quay with a step and from the water like a 1″ canal wall', () => {
    const quay = findReach(board, n(1, 2), free(3));
    expect(costTo(quay, n(2, 2, 0))).toMatchObject({ cost: 1, rolls: 0 });
    const swimmer = findReach(board, n(3, 2, -1), free(3));
    expect(costTo(swimmer, n(2, 2, 0))).toMatchObject({ cost: 1, rolls: 0 });
    expect(swimmer.path(n(2, 2, 0))![0]).toMatchObject({ climb: false });
  });

  it('lets swimmers pass underneath', () => {
    const swim = findReach(board, n(2, 0, -1), free(4));
    expect(costTo(swim, n(2, 2, -1))).toMatchObject({ cost: 2, rolls: 0 });
    expect(costTo(swim, n(2, 4, -1))).toMatchObject({ cost: 4, rolls: 0 });
    const underOnly = findReach(board, n(2, 0, -1), { ...free(4), blocked: (x) => x.z === 0 || x.i !== 2 });
    expect(underOnly.path(n(2, 4, -1))!.map((s) => [s.i, s.j, s.z])).toEqual([
      [2, 1, -1],
      [2, 2, -1],
      [2, 3, -1],
      [2, 4, -1],
    ]);
  });
});

describe('gondolaMoves', () => {
  it('lists places on open water within the distance, nearest first, not its own', () => {
    const moves = gondolaMoves(board, 'gondola-0', 2);
    expect(moves[0]).toMatchObject({ distance: 1 });
    expect(moves.every((m, k) => k === 0 || m.distance >= moves[k - 1]!.distance)).toBe(true);
    expect(moves.some((m) => m.i === 2 && m.j === 2 && m.orientation === 'north-south')).toBe(false);
    for (const m of moves) {
      expect(m.distance).toBeLessThanOrEqual(2 + 1e-9);
      for (const [i, j] of gondolaCells(m)) expect(board.column(i, j)!.kind).toBe('water');
    }
    expect(moves.find((m) => m.i === 4 && m.j === 2)).toMatchObject({
      distance: 2,
      orientation: 'north-south',
    });
  });

  it('never leaves the water nor passes under a bridge too low for its deck', () => {
    const moves = gondolaMoves(board, 'gondola-0', 30);
    expect(moves.length).toBeGreaterThan(10);
    for (const m of moves) {
      for (const [i, j] of gondolaCells(m)) {
        expect(i).toBeGreaterThanOrEqual(2);
        expect(i).toBeLessThanOrEqual(6);
        expect(j).toBeLessThan(5);
      }
    }
  });

  it('turns about its middle only with open water all around', () => {
    const turned = gondolaMoves(board, 'gondola-0', 3).find(
      (m) => m.orientation === 'west-east' && m.i === 3,
    );
    expect(turned).toMatchObject({ i: 3, j: 2, distance: 1 + Math.SQRT2 });
    const narrow = boardFromAscii(['.~~.', '.g~.', '.g~.', '.g~.', '.~~.']);
    expect(gondolaMoves(narrow, 'gondola-0', 10).every((m) => m.orientation === 'north-south')).toBe(true);
  });

  it('says where each rider goes', () => {
    const south = gondolaMoves(board, 'gondola-0', 1).find((m) => m.i === 2 && m.j === 3)!;
    expect(south.riders).toEqual([
      { from: n(2, 1, 0), to: n(2, 2, 0) },
      { from: n(2, 2, 0), to: n(2, 3, 0) },
      { from: n(2, 3, 0), to: n(2, 4, 0) },
    ]);
    const turned = gondolaMoves(board, 'gondola-0', 3).find(
      (m) => m.orientation === 'west-east' && m.i === 3,
    )!;
    const to = turned.riders.map((r) => [r.to.i, r.to.j]).sort();
    expect(to).toEqual(gondolaCells(turned).sort());
    expect(turned.riders[1]).toEqual({ from: n(2, 2, 0), to: n(3, 2, 0) });
  });

  it('refuses an unknown gondola', () => {
    expect(() => gondolaMoves(board, 'gondola-9', 2)).toThrow(/no gondola "gondola-9"/);
  });
});

describe('moveGondola and the board after it', () => {
  it('rows towards a point as far as the distance allows', () => {
    const m = moveGondola(board, 'gondola-0', { x: 6.5, y: 2.5 }, 2);
    expect(m).toMatchObject({ i: 4, j: 2, orientation: 'north-south', dx: 2, dy: 0, distance: 2 });
    expect(moveGondola(board, 'gondola-0', { x: 2.5, y: 2.5 }, 2)).toBeNull();
  });

  it('makes a new board with the gondola moved and the old one untouched', () => {
    const after = applyGondolaMove(board, moveGondola(board, 'gondola-0', { x: 6.5, y: 2.5 }, 2)!);
    expect(after.surfacesAt(2, 2)).toEqual([n(2, 2, -1)]);
    expect(after.surfacesAt(4, 2)).toEqual([n(4, 2, -1), n(4, 2, 0)]);
    expect(board.surfacesAt(2, 2)).toEqual([n(2, 2, -1), n(2, 2, 0)]);
    expect(gondolas(after)[0]).toMatchObject({ id: 'gondola-0', name: 'gondola 0', i: 4, j: 2 });
    expect(after.grid).toBe(board.grid);
    expect(findReach(after, n(3, 2, -1), free(1)).nodes.some((x) => x.node.i === 4 && x.node.z === 0)).toBe(
      true,
    );
  });

  it('rebuilds surfaces and graph around the gondola exactly as a full build would', () => {
    let b = board;
    for (const target of [
      { x: 6.5, y: 0.5 },
      { x: 5.5, y: 3.5 },
      { x: 2.5, y: 3.5 },
    ]) {
      b = applyGondolaMove(b, moveGondola(b, 'gondola-0', target, 4)!);
      const fresh = buildBoard(b.spec);
      expect(b.surfaces.nodes).toEqual(fresh.surfaces.nodes);
      expect(b.surfaces.kind).toEqual(fresh.surfaces.kind);
      expect(b.surfaces.float).toEqual(fresh.surfaces.float);
      expect(b.graph.edgeStart).toEqual(fresh.graph.edgeStart);
      expect(b.graph.edgeTo).toEqual(fresh.graph.edgeTo);
      expect(b.graph.edgeCost).toEqual(fresh.graph.edgeCost);
      expect(b.graph.edgeFlags).toEqual(fresh.graph.edgeFlags);
    }
  });

  it('rebuilds exactly, over random rows of moves on random canals (property)', () => {
    const canal = fc.array(fc.constantFrom('~', '~', '~', '=', 'r', '.', '5'), {
      minLength: 7,
      maxLength: 7,
    });
    fc.assert(
      fc.property(
        fc.array(canal, { minLength: 5, maxLength: 7 }),
        fc.array(fc.nat(1000), { maxLength: 6 }),
        (grid, picks) => {
          // a clear 3×3 pool in the top-left corner holds the gondola at the start
          const rows = grid.map((r, j) => ['.', ...r.map((ch, i) => (j < 3 && i < 3 ? '~' : ch))].join(''));
          let b = boardFromAscii(rows, { gondolas: [{ i: 2, j: 1, orientation: 'north-south' }] });
          for (const pick of picks) {
            const moves = gondolaMoves(b, 'gondola-0', 4);
            if (moves.length === 0) break;
            b = applyGondolaMove(b, moves[pick % moves.length]!);
            const fresh = buildBoard(b.spec);
            expect(b.surfaces.nodes).toEqual(fresh.surfaces.nodes);
            expect(b.graph.edgeTo).toEqual(fresh.graph.edgeTo);
            expect(b.graph.edgeCost).toEqual(fresh.graph.edgeCost);
            expect(b.graph.edgeFlags).toEqual(fresh.graph.edgeFlags);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('refuses gondolas on land or on top of each other', () => {
    expect(() => board.withGondolas([{ id: 'gondola-0', i: 1, j: 2, orientation: 'north-south' }])).toThrow(
      /gondola gondola-0 at \(1, 1\): not on water/,
    );
    expect(() =>
      board.withGondolas([
        { id: 'a', i: 3, j: 2, orientation: 'north-south' },
        { id: 'b', i: 3, j: 2, orientation: 'west-east' },
      ]),
    ).toThrow(/overlaps another floating piece/);
  });
});

describe('a gondola on a high-walled canal', () => {
  const deep = boardFromAscii(['.===.', '.===.', '.===.', '.===.', '.~~~.'], {
    gondolas: [{ i: 1, j: 1, orientation: 'north-south' }],
  });

  it('has its deck at −1, a step down from the quay and a step up from the water', () => {
    expect(deep.surfacesAt(1, 1)).toEqual([n(1, 1, -2), n(1, 1, -1)]);
    expect(costTo(findReach(deep, n(0, 1), free(3)), n(1, 1, -1))).toMatchObject({ cost: 1, rolls: 0 });
    expect(costTo(findReach(deep, n(2, 1, -2), free(3)), n(1, 1, -1))).toMatchObject({ cost: 1, rolls: 0 });
  });

  it('carries its riders up when rowed into a lower-walled canal', () => {
    const m = moveGondola(deep, 'gondola-0', { x: 1.5, y: 4.5 }, 2)!;
    expect(m).toMatchObject({ i: 1, j: 3 });
    expect(m.riders[2]).toEqual({ from: n(1, 2, -1), to: n(1, 4, 0) });
  });
});

describe('room on a gondola (rulebook "Gondolas": two 30 mm bases or one 40 mm base)', () => {
  const b = boardFromAscii(rows);

  it('a 30 mm base takes one of two places, a 40 mm base both, a larger one cannot ride', () => {
    expect(GONDOLA_CAPACITY).toBe(2);
    expect([25, 30, 32, 40, 50, 75].map(gondolaLoad)).toEqual([1, 1, 2, 2, Infinity, Infinity]);
  });

  it('has room for a second 30 mm base, not a third; for one 40 mm base alone', () => {
    expect(gondolaRoomProblem(b, n(2, 2), 30, [])).toBeNull();
    expect(gondolaRoomProblem(b, n(2, 2), 30, [30])).toBeNull();
    expect(gondolaRoomProblem(b, n(2, 2), 30, [30, 30])).toMatch(/no room on gondola 0 for a 30 mm base/);
    expect(gondolaRoomProblem(b, n(2, 2), 40, [])).toBeNull();
    expect(gondolaRoomProblem(b, n(2, 2), 40, [30])).toMatch(/no room/);
    expect(gondolaRoomProblem(b, n(2, 2), 30, [40])).toMatch(/no room/);
  });

  it('a 50 mm base cannot ride even an empty gondola', () => {
    expect(gondolaRoomProblem(b, n(2, 2), 50, [])).toMatch(/a 50 mm base cannot ride a gondola/);
  });

  it('says nothing off a deck: the quay, the water under the gondola', () => {
    expect(gondolaRoomProblem(b, n(0, 2), 30, [30, 30])).toBeNull();
    expect(gondolaRoomProblem(b, n(2, 2, -1), 50, [30, 30])).toBeNull();
  });
});
