import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseLevel } from '../../../src/rules/space/level.ts';
import {
  boardStats,
  edgeToEdgeCanal,
  gangWarProblems,
  zoneCapacity,
} from '../../../src/rules/space/level-stats.ts';
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
});
