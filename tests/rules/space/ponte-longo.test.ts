import { describe, expect, it } from 'vitest';
import { scenarioOf, scenarioZones } from '../../../src/rules/index.ts';
import { gondolas } from '../../../src/rules/space/gondolas.ts';
import { boardStats, edgeToEdgeCanal } from '../../../src/rules/space/level-stats.ts';
import { loadLevelFile } from '../../../tools/levels-check.ts';
import { scenarioProblems } from '../../../tools/scenario-needs.ts';
import { room, symmetryBreaks, walk } from './boards.ts';

const board = loadLevelFile('levels/street-fight-ponte-longo.json');
const dry = { blocked: (n: { i: number; j: number; z: number }) => board.surfaceKind(n) === 'water' };

describe('the Street Fight board (Ponte Longo)', () => {
  it('is a 2′×4′ board for Street Fight with no problems', () => {
    expect([board.width, board.depth]).toEqual([48, 24]);
    expect(board.scenarios).toEqual(['street-fight']);
    expect(scenarioProblems(board, 'street-fight')).toEqual({ errors: [], warnings: [] });
    expect(board.deploymentZones).toEqual([
      { id: '0', x0: 0, y0: 0, x1: 6, y1: 24 },
      { id: '1', x0: 24, y0: 0, x1: 48, y1: 24 },
    ]);
  });

  it('mirrors its north half in its south half (but for what floats), so each side’s halves get the same ground', () => {
    expect(symmetryBreaks(board, (i, j) => [i, 23 - j], { floats: false })).toEqual([]);
  });

  it('holds six figures in each half of the Attackers’ 6″ strip and of the Defenders’ 24″', () => {
    const s = scenarioOf('street-fight');
    const halves = [...scenarioZones(s, board, 2, 'attacker'), ...scenarioZones(s, board, 2, 'defender')];
    expect(halves.map((z) => [z.x0, z.y0, z.x1, z.y1])).toEqual([
      [0, 0, 6, 12],
      [0, 12, 6, 24],
      [24, 0, 48, 12],
      [24, 12, 48, 24],
    ]);
    for (const z of halves) expect(room(board, z), z.id).toBeGreaterThanOrEqual(6);
  });

  it('has one bridge, in the centre of the board, running west–east over the canal', () => {
    const bridges = board.pieces.filter((p) => p.kind === 'bridge');
    expect(bridges).toHaveLength(1);
    const is = bridges[0]!.cells.map(([i]) => i);
    const js = bridges[0]!.cells.map(([, j]) => j);
    const [x0, x1, y0, y1] = [Math.min(...is), Math.max(...is) + 1, Math.min(...js), Math.max(...js) + 1];
    expect([(x0 + x1) / 2, (y0 + y1) / 2]).toEqual([24, 12]);
    expect(x1 - x0).toBeGreaterThan(y1 - y0);
    for (const [i, j] of bridges[0]!.cells.filter(([a, b]) => board.column(a, b)!.kind === 'water')) {
      // swimmers pass under the deck
      expect(board.surfacesAt(i, j).map((n) => [n.z, board.surfaceKind(n)])).toEqual([
        [-1, 'water'],
        [1, 'solid'],
      ]);
    }
  });

  it('has a canal across the board from the north edge to the south edge, under the bridge', () => {
    expect(edgeToEdgeCanal(board)).toMatchObject({ direction: 'north-south' });
    for (let j = 0; j < 24; j++) for (let i = 20; i < 28; i++) expect(board.column(i, j)!.kind).toBe('water');
  });

  it('lets an Attacker run to the east edge dry over the bridge, or swim the canal', () => {
    for (const from of [
      [2, 3],
      [2, 20],
    ] as const) {
      const path = walk(board, from, { i: 47, j: 7, z: 0 }, dry)!;
      expect(path.at(-1)).toMatchObject({ i: 47, j: 7 });
      expect(path.some((s) => board.column(s.i, s.j)!.deck !== null)).toBe(true);
    }
    const offBridge = (n: { i: number; j: number; z: number }) => board.column(n.i, n.j)!.deck !== null;
    const swim = walk(board, [18, 4], { i: 29, j: 6, z: 0 }, { blocked: offBridge })!;
    expect(swim.at(-1)).toMatchObject({ i: 29, j: 6 });
    expect(swim.some((s) => board.surfaceKind(s) === 'water')).toBe(true);
  });

  it('has houses to climb by ladders on both sides and cover in the Defenders’ half', () => {
    const ladders = board.pieces.filter((p) => p.kind === 'ladder').flatMap((p) => p.cells);
    const climbs = ladders.filter(([i, j]) =>
      [
        [i + 1, j],
        [i - 1, j],
        [i, j + 1],
        [i, j - 1],
      ].some(([a, b]) => (board.column(a!, b!)?.top ?? 0) >= 4),
    );
    expect(climbs.some(([i]) => i < 20)).toBe(true);
    expect(climbs.filter(([i]) => i >= 28).length).toBeGreaterThanOrEqual(2);
    const barricades = board.pieces.filter((p) => p.kind === 'barricade');
    expect(barricades.length).toBeGreaterThanOrEqual(2);
    expect(barricades.every((b) => b.cells.every(([i]) => i >= 24))).toBe(true);
    let crates = 0;
    for (let j = 0; j < 24; j++)
      for (let i = 24; i < 48; i++) if (board.obstacleKind(i, j) === 'large') crates++;
    expect(crates).toBeGreaterThanOrEqual(4);
  });

  it('keeps roughly to the thirds and has gondolas of no gang', () => {
    const s = boardStats(board);
    for (const share of [s.water, s.ground, s.buildings]) {
      expect(share).toBeGreaterThanOrEqual(0.2);
      expect(share).toBeLessThanOrEqual(0.45);
    }
    expect(gondolas(board).map((g) => g.gang)).toEqual([undefined, undefined]);
  });
});
