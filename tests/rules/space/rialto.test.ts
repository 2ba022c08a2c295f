import { describe, expect, it } from 'vitest';
import { scenarioOf, scenarioZones } from '../../../src/rules/index.ts';
import { gondolas } from '../../../src/rules/space/gondolas.ts';
import { boardStats, edgeToEdgeCanal } from '../../../src/rules/space/level-stats.ts';
import { loadLevelFile } from '../../../tools/levels-check.ts';
import { scenarioProblems } from '../../../tools/scenario-needs.ts';
import { room, symmetryBreaks, walk } from './boards.ts';

const board = loadLevelFile('levels/acquisition-rialto-market.json');

describe('the Acquisition board (Mercato di Rialto)', () => {
  it('is a 2′×2′ board for Acquisition with no problems', () => {
    expect([board.width, board.depth]).toEqual([24, 24]);
    expect(board.name).toBe('Mercato di Rialto');
    expect(board.scenarios).toEqual(['acquisition']);
    expect(scenarioProblems(board, 'acquisition')).toEqual({ errors: [], warnings: [] });
  });

  it('is the same board turned half a turn, so the corner gangs meet the same ground', () => {
    expect(symmetryBreaks(board, (i, j) => [23 - i, 23 - j])).toEqual([]);
  });

  it('holds six figures at ground level within 8″ of each corner, for 2 to 4 players', () => {
    const zones = scenarioZones(scenarioOf('acquisition'), board, 4);
    expect(zones.map((z) => z.corner)).toEqual([
      { x: 0, y: 0, r: 8 },
      { x: 24, y: 24, r: 8 },
      { x: 24, y: 0, r: 8 },
      { x: 0, y: 24, r: 8 },
    ]);
    for (const z of zones) expect(room(board, z), z.id).toBeGreaterThanOrEqual(6);
  });

  it('marks the two Objectives by the centre line, one nearer each corner gang, 4″ clear of every corner zone', () => {
    expect(board.objectiveSpots).toEqual([
      { scenario: 'acquisition', x: 11.5, y: 6.5, z: 0 },
      { scenario: 'acquisition', x: 12.5, y: 17.5, z: 0 },
    ]);
    const [north, south] = board.objectiveSpots;
    for (const s of board.objectiveSpots) {
      expect(Math.abs(s.x - 12)).toBe(0.5);
      for (const [x, y] of [
        [0, 0],
        [24, 24],
        [24, 0],
        [0, 24],
      ]) {
        // 8″ of zone, 4″ of gap, the 30 mm marker's radius
        expect(Math.hypot(s.x - x!, s.y - y!)).toBeGreaterThanOrEqual(8 + 4 + 30 / 50.8);
      }
    }
    expect(Math.hypot(north!.x, north!.y)).toBeLessThan(Math.hypot(south!.x, south!.y));
    expect(Math.hypot(24 - south!.x, 24 - south!.y)).toBeLessThan(Math.hypot(24 - north!.x, 24 - north!.y));
  });

  it('lets each corner gang reach both Objectives dry, over a bridge, or swim the canal', () => {
    const dry = { blocked: (n: { i: number; j: number; z: number }) => board.surfaceKind(n) === 'water' };
    for (const from of [
      [1, 1],
      [22, 22],
    ] as const) {
      for (const s of board.objectiveSpots) {
        const to = { i: Math.floor(s.x), j: Math.floor(s.y), z: s.z };
        expect(walk(board, from, to, dry)?.at(-1)).toMatchObject(to);
        expect(walk(board, from, to)?.at(-1)).toMatchObject(to);
      }
    }
    const across = walk(board, [1, 1], { i: 12, j: 17, z: 0 }, dry)!;
    expect(across.some((step) => board.column(step.i, step.j)!.deck !== null)).toBe(true);
    const swim = walk(board, [1, 1], { i: 12, j: 17, z: 0 })!;
    expect(swim.some((step) => board.surfaceKind(step) === 'water')).toBe(true);
  });

  it('keeps to the thirds, with a canal from edge to edge that swimmers pass under the bridges of', () => {
    const s = boardStats(board);
    for (const share of [s.water, s.ground, s.buildings]) {
      expect(share).toBeGreaterThanOrEqual(0.25);
      expect(share).toBeLessThanOrEqual(0.4);
    }
    expect(edgeToEdgeCanal(board)!.width).toBeGreaterThanOrEqual(4);
    for (let i = 0; i < 24; i++) {
      // the Rio de le Beccarie, 6″ wide from the west edge to the east edge
      for (let j = 9; j < 15; j++) expect(board.column(i, j)!.kind).toBe('water');
    }
    expect(board.surfacesAt(7, 11).map((n) => [n.z, board.surfaceKind(n)])).toEqual([
      [-1, 'water'],
      [1, 'solid'],
    ]);
    expect(s.bridges).toBe(4);
    expect(s.ladders).toBeGreaterThanOrEqual(4);
    expect(s.waterAccess).toBeGreaterThanOrEqual(2);
  });

  it('has gondolas of no gang, debris, stalls and barricades', () => {
    expect(gondolas(board).map((g) => g.gang)).toEqual([undefined, undefined]);
    const kinds = new Set<string>();
    for (let j = 0; j < 24; j++) for (let i = 0; i < 24; i++) kinds.add(String(board.obstacleKind(i, j)));
    expect([...kinds].sort()).toEqual(['debris', 'large', 'null', 'small']);
    expect(board.pieces.filter((p) => p.kind === 'barricade')).toHaveLength(2);
  });
});
