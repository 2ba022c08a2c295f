import { describe, expect, it } from 'vitest';
import { gondolas } from '../../../src/rules/space/gondolas.ts';
import { boardStats, edgeToEdgeCanal, gangWarProblems } from '../../../src/rules/space/level-stats.ts';
import { mustMoveOff } from '../../../src/rules/space/obstacles.ts';
import { loadLevelFile } from '../../../tools/levels-check.ts';
import { scenarioNeeds, scenarioProblems } from '../../../tools/scenario-needs.ts';
import { room, symmetryBreaks, walk } from './boards.ts';

const board = loadLevelFile('levels/secure-arms-arsenale.json');
const SERVED = ['secure-arms', 'take-what-is-theirs', 'gang-war'];

describe('the Arsenale board', () => {
  it('is a 3′×3′ board for Secure Arms, Take What is Theirs and Gang War with no problems', () => {
    expect([board.width, board.depth]).toEqual([36, 36]);
    expect(board.scenarios).toEqual(SERVED);
    for (const id of SERVED) expect(scenarioProblems(board, id)).toEqual({ errors: [], warnings: [] });
    expect(gangWarProblems(board)).toEqual({ errors: [], warnings: [] });
  });

  it('is the same board turned half a turn', () => {
    expect(symmetryBreaks(board, (i, j) => [35 - i, 35 - j])).toEqual([]);
  });

  it('holds a gang of 9 at ground level in every zone of the three scenarios, for 2 to 4 players', () => {
    const zones = SERVED.flatMap((id) => scenarioNeeds(id)!.zones);
    expect(zones).toHaveLength(14);
    for (const z of zones) expect(room(board, z.area), `${z.name} (${z.players})`).toBeGreaterThanOrEqual(9);
    for (const z of board.deploymentZones) {
      for (let j = z.y0; j < z.y1; j++) {
        for (let i = z.x0; i < z.x1; i++)
          for (const n of board.surfacesAt(i, j)) expect(mustMoveOff(board, n)).toBeNull();
      }
    }
  });

  it('marks six Secure Arms Objectives: two on roofs, two in the water of the docks, two on the basin’s bridge', () => {
    const spots = board.objectiveSpots;
    expect(spots.map((s) => s.scenario)).toEqual(Array(6).fill('secure-arms'));
    const where = spots.map((s) => {
      const c = board.column(Math.floor(s.x), Math.floor(s.y))!;
      return c.deck !== null ? `deck ${s.z}` : `${c.kind} ${s.z}`;
    });
    expect(where.sort()).toEqual([
      'building 5',
      'building 5',
      'deck 1',
      'deck 1',
      'deep-water -2',
      'deep-water -2',
    ]);
    // each spot has its twin turned half a turn
    for (const s of spots) expect(spots).toContainEqual({ ...s, x: 36 - s.x, y: 36 - s.y });
  });

  it('lets a gang walk from its Gang War zone to the other dry, and climb to the roofs of the Objectives', () => {
    const dry = { blocked: (n: { i: number; j: number; z: number }) => board.surfaceKind(n) === 'water' };
    expect(walk(board, [3, 17], { i: 32, j: 18, z: 0 }, dry)?.at(-1)).toMatchObject({ i: 32, j: 18 });
    expect(walk(board, [7, 7], { i: 3, j: 3, z: 5 }, dry)?.at(-1)).toMatchObject({ i: 3, j: 3, z: 5 });
    const byLadder = walk(board, [6, 3], { i: 5, j: 3, z: 5 })!;
    expect(byLadder.at(-1)).toMatchObject({ i: 5, j: 3, z: 5 });
    expect(byLadder.every((s) => !s.roll)).toBe(true);
  });

  it('keeps to the thirds, with canals from edge to edge and water access out of the docks', () => {
    const s = boardStats(board);
    for (const share of [s.water, s.ground, s.buildings]) {
      expect(share).toBeGreaterThanOrEqual(0.25);
      expect(share).toBeLessThanOrEqual(0.4);
    }
    expect(edgeToEdgeCanal(board)!.width).toBeGreaterThanOrEqual(4);
    expect(s.bridges).toBe(5);
    expect(s.waterAccess).toBe(4);
    expect(s.ruins).toBe(4);
    expect(
      new Set(board.pieces.filter((p) => p.kind === 'building').map((p) => p.height)).size,
    ).toBeGreaterThanOrEqual(5);
  });

  it('has gondolas of no gang on the basin, debris, barricades and obstacles of every kind', () => {
    expect(gondolas(board).map((g) => g.gang)).toEqual([undefined, undefined]);
    const kinds = new Set<string>();
    for (let j = 0; j < 36; j++) for (let i = 0; i < 36; i++) kinds.add(String(board.obstacleKind(i, j)));
    expect([...kinds].sort()).toEqual(['debris', 'large', 'null', 'small']);
    expect(board.pieces.filter((p) => p.kind === 'barricade')).toHaveLength(2);
  });
});
