import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { barricadeAt } from '../../../src/rules/space/barricades.ts';
import { gondolaMoves, gondolas } from '../../../src/rules/space/gondolas.ts';
import { parseLevel } from '../../../src/rules/space/level.ts';
import {
  boardStats,
  edgeToEdgeCanal,
  gangWarProblems,
  zoneCapacity,
} from '../../../src/rules/space/level-stats.ts';
import { mustMoveOff } from '../../../src/rules/space/obstacles.ts';
import { findReach } from '../../../src/rules/space/reach.ts';

const FILE = 'levels/gang-war-venice.json';
const board = parseLevel(JSON.parse(readFileSync(FILE, 'utf8')), FILE);

describe('the Gang War board', () => {
  it('is a 3′×3′ Gang War board with no problems', () => {
    expect(board.width).toBe(36);
    expect(board.depth).toBe(36);
    expect(board.scenario).toBe('gang-war');
    expect(gangWarProblems(board)).toEqual({ errors: [], warnings: [] });
  });

  it('keeps roughly to the rule of thirds', () => {
    const s = boardStats(board);
    for (const share of [s.water, s.ground, s.buildings]) {
      expect(share).toBeGreaterThanOrEqual(0.2);
      expect(share).toBeLessThanOrEqual(0.45);
    }
  });

  it('has a canal at least 4″ wide from the north edge to the south edge', () => {
    const canal = edgeToEdgeCanal(board);
    expect(canal?.direction).toBe('north-south');
    expect(canal?.width).toBeGreaterThanOrEqual(4);
    for (let j = 0; j < 36; j++) {
      const wet = Array.from({ length: 36 }, (_, i) => board.column(i, j)!.kind === 'water').filter(Boolean);
      expect(wet.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('deploys west and east, 8″ deep, with room for 9 figures each', () => {
    expect(board.deploymentZones).toEqual([
      { id: '0', x0: 0, y0: 0, x1: 8, y1: 36 },
      { id: '1', x0: 28, y0: 0, x1: 36, y1: 36 },
    ]);
    for (const z of board.deploymentZones) expect(zoneCapacity(board, z)).toBeGreaterThanOrEqual(9);
  });

  it('has at least two bridges over the canal that swimmers pass under', () => {
    const bridges = board.pieces.filter((p) => p.kind === 'bridge');
    const overCanal = bridges.filter((b) =>
      b.cells.some(([i, j]) =>
        board.surfacesAt(i, j).some((n) => n.z === -1 && board.surfaceKind(n) === 'water'),
      ),
    );
    expect(overCanal.length).toBeGreaterThanOrEqual(2);
    for (const b of overCanal) {
      const [i, j] = b.cells.find(([ci, cj]) => board.surfacesAt(ci, cj).length === 2)!;
      expect(board.surfacesAt(i, j).map((n) => board.surfaceKind(n))).toEqual(['water', 'solid']);
    }
  });

  it('has buildings 3–8″ high, neighbours of different heights, ladders and water access', () => {
    const buildings = board.pieces.filter((p) => p.kind === 'building');
    expect(buildings.length).toBeGreaterThan(10);
    expect(buildings.every((b) => b.height >= 3 && b.height <= 8)).toBe(true);
    expect(new Set(buildings.map((b) => b.height)).size).toBeGreaterThanOrEqual(5);
    let steps = 0;
    for (let j = 0; j < 36; j++) {
      for (let i = 0; i < 35; i++) {
        const a = board.column(i, j)!;
        const b = board.column(i + 1, j)!;
        if (a.kind === 'building' && b.kind === 'building' && a.top !== b.top) steps++;
      }
    }
    expect(steps).toBeGreaterThan(0);
    expect(board.pieces.filter((p) => p.kind === 'ladder').length).toBeGreaterThanOrEqual(2);
    expect(board.pieces.filter((p) => p.kind === 'water-access').length).toBeGreaterThanOrEqual(2);
    let difficult = 0;
    for (let j = 0; j < 36; j++) for (let i = 0; i < 36; i++) if (board.column(i, j)!.difficult) difficult++;
    expect(difficult).toBeGreaterThan(0);
  });

  it('lets a figure walk from one deployment zone to the other over a bridge', () => {
    const from = board.surfacesAt(4, 14)[0]!;
    const to = board.surfacesAt(31, 15)[0]!;
    const reach = findReach(board, from, { budget: 60, blocked: () => false, stopAt: () => false });
    const path = reach.path(to)!;
    expect(path.at(-1)).toMatchObject({ i: 31, j: 15, z: 0 });
    expect(path.every((s) => !s.climb && board.surfaceKind(s) !== 'water')).toBe(true);
  });

  it('has one gondola per gang on the canal, free to be rowed', () => {
    const list = gondolas(board);
    expect(list.map((g) => g.gang)).toEqual([0, 1]);
    for (const g of list) {
      for (const [i, j] of g.cells) expect(board.column(i, j)!.kind).toBe('water');
      expect(g.deck).toBe(0);
      expect(gondolaMoves(board, g.id, 2).length).toBeGreaterThan(4);
    }
    // the west gang's gondola is moored on the west side of the canal, the east gang's on the east side
    expect(list[0]!.i).toBeLessThan(list[1]!.i);
  });

  it('has Small and Large Obstacles, Debris on the water, both kinds of barricade and a ruin', () => {
    const kinds = new Set<string>();
    for (let j = 0; j < 36; j++) for (let i = 0; i < 36; i++) kinds.add(String(board.obstacleKind(i, j)));
    expect([...kinds].sort()).toEqual(['debris', 'large', 'null', 'small']);
    const weights = board.pieces.filter((p) => p.kind === 'barricade').map((p) => p.weight);
    expect(new Set(weights)).toEqual(new Set(['light', 'heavy']));
    const ruin = board.pieces.find((p) => p.kind === 'ruin')!;
    expect(ruin.floors!.length).toBeGreaterThanOrEqual(1);
    const [i, j] = ruin.cells[0]!;
    const top = Math.max(...board.surfacesAt(i, j).map((n) => n.z));
    const from = board.surfacesAt(i - 1, j)[0]!;
    const reach = findReach(board, from, { budget: 20, blocked: () => false, stopAt: () => false });
    expect(reach.path({ i, j, z: top })!.some((s) => s.climb)).toBe(true);
    expect(board.pieces.filter((p) => p.kind === 'ladder').length).toBeGreaterThanOrEqual(5);
  });

  it('keeps deployment zones free of places nobody may stay, and guards a bridge with a barricade', () => {
    for (const z of board.deploymentZones) {
      for (let j = z.y0; j < z.y1; j++) {
        for (let i = z.x0; i < z.x1; i++) {
          for (const n of board.surfacesAt(i, j)) expect(mustMoveOff(board, n)).toBeNull();
        }
      }
    }
    expect(barricadeAt(board, { i: 22, j: 16, z: 0 })).toBe('heavy');
  });
});
