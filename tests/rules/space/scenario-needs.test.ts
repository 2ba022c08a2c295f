import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseLevel } from '../../../src/rules/space/level.ts';
import {
  distanceToZone,
  scenarioNeeds,
  scenarioProblems,
  scenariosToCheck,
  zoneCells,
} from '../../../tools/scenario-needs.ts';
import { tiledMap } from './tiled.ts';

const FILE = 'levels/x.json';
const open = (size: number) => Array.from({ length: size }, () => '.'.repeat(size));

/** A 24×24 street with the Acquisition spots `spots` ([x, y] tiles) and the rows `rows` painted over it. */
function market(spots: [number, number][], edit: (rows: string[]) => void = () => {}) {
  const rows = open(24);
  edit(rows);
  return parseLevel(
    tiledMap(rows, {
      scenarios: 'acquisition',
      objectives: spots.map(([x, y], n) => [`Goods ${n}`, x, y, { scenario: 'acquisition' }]),
    }),
    FILE,
  );
}

describe('the zones of the scenarios', () => {
  const corner = (x: number, y: number, r: number) => ({
    id: 'corner',
    x0: x === 0 ? 0 : x - r,
    y0: y === 0 ? 0 : y - r,
    x1: x === 0 ? r : x,
    y1: y === 0 ? r : y,
    corner: { x, y, r },
  });
  const north = { id: 'north', x0: 12, y0: 0, x1: 24, y1: 8 };

  it('takes the cells wholly inside a zone', () => {
    const cells = zoneCells(corner(0, 0, 8));
    expect(cells).toHaveLength(7 + 7 + 7 + 6 + 6 + 5 + 3);
    expect(cells.every(([i, j]) => Math.hypot(i + 1, j + 1) <= 8)).toBe(true);
    expect(zoneCells(corner(24, 24, 8))).toContainEqual([17, 23]);
    expect(zoneCells(corner(24, 24, 8))).not.toContainEqual([16, 23]);
    expect(zoneCells(north)).toHaveLength(96);
  });

  it('measures from a point to the nearest point of a zone', () => {
    expect(distanceToZone(north, 18, 12)).toBe(4);
    expect(distanceToZone(north, 9, 12)).toBe(5);
    expect(distanceToZone(north, 13, 3)).toBe(0);
    expect(distanceToZone(corner(0, 0, 8), 6, 8)).toBe(2);
    expect(distanceToZone(corner(0, 0, 8), 1, 1)).toBe(0);
  });

  it('reads each scenario of The Winds of Fate from the engine, with the figures of a gang', () => {
    expect(scenarioNeeds('street-fight')).toMatchObject({
      name: 'Street Fight',
      width: 48,
      depth: 24,
      figures: 6,
    });
    expect(scenarioNeeds('acquisition')).toMatchObject({ width: 24, depth: 24, figures: 6, objectives: 2 });
    expect(scenarioNeeds('secure-arms')).toMatchObject({ width: 36, depth: 36, figures: 9, objectives: 6 });
    expect(scenarioNeeds('secure-arms')!.zones.map((z) => `${z.name} (${z.players})`)).toEqual([
      'north edge (2–4 players)',
      'south edge (2–4 players)',
      'west edge (3–4 players)',
      'east edge (4 players)',
    ]);
    expect(scenarioNeeds('street-fight')!.zones.map((z) => `${z.name} (${z.players})`)).toEqual([
      'west edge (1 Attacker)',
      'west edge, north half (2 Attackers)',
      'west edge, south half (2 Attackers)',
      'east edge (1 Defender)',
      'east edge, north half (2 Defenders)',
      'east edge, south half (2 Defenders)',
    ]);
    expect(scenarioNeeds('carnival-ball')).toBeNull();
  });
});

describe('scenarioProblems', () => {
  it('finds nothing wrong with an open board and two spots well placed', () => {
    expect(
      scenarioProblems(
        market([
          [11, 6],
          [12, 17],
        ]),
        'acquisition',
      ),
    ).toEqual({ errors: [], warnings: [] });
  });

  it('wants room for the gang in every zone, for every number of players', () => {
    const board = market(
      [
        [11, 6],
        [12, 17],
      ],
      (rows) => {
        for (let j = 0; j < 8; j++) rows[j] = `${'4'.repeat(8)}${rows[j]!.slice(8)}`;
      },
    );
    expect(scenarioProblems(board, 'acquisition').errors).toEqual([
      'acquisition: deployment zone north-west corner (2–4 players): room for 0 figures 2″ apart, a gang may have 6',
    ]);
  });

  it('wants as many spots as the scenario uses, 4″ from its zones and from each other', () => {
    expect(scenarioProblems(market([[11, 6]]), 'acquisition').errors).toEqual([
      'acquisition: objectives: 1 spots, the scenario needs 2',
    ]);
    expect(
      scenarioProblems(
        market([
          [8, 3],
          [11, 6],
          [12, 17],
        ]),
        'acquisition',
      ),
    ).toEqual({
      errors: [
        'acquisition: objectives: the spot at (8.5, 3.5) is 0.6″ from deployment zone north-west corner (at least 4″)',
        'acquisition: objectives: the spots at (8.5, 3.5) and (11.5, 6.5) are 3.1″ apart (at least 4″)',
      ],
      warnings: ['acquisition: objectives: 3 spots, the scenario uses 2'],
    });
  });

  it('refuses a board of the wrong size and knows no unknown scenario', () => {
    const small = parseLevel(tiledMap(open(8), { scenarios: 'acquisition,carnival-ball' }), FILE);
    expect(scenarioProblems(small, 'acquisition').errors).toEqual([
      "width/height: Acquisition is played on a 24×24 board (2'×2'), this one is 8×8",
    ]);
    expect(scenarioProblems(small, 'carnival-ball')).toEqual({
      errors: [],
      warnings: ['scenarios: levels:check knows nothing of "carnival-ball"'],
    });
  });

  it('checks the spots of a scenario the board does not serve, but not its zones', () => {
    const venice = parseLevel(
      JSON.parse(readFileSync('levels/gang-war-venice.json', 'utf8')),
      'levels/gang-war-venice.json',
    );
    expect(venice.scenarios).toEqual(['gang-war']);
    expect(scenariosToCheck(venice)).toEqual(['gang-war', 'secure-arms']);
    expect(venice.objectiveSpots.filter((s) => s.scenario === 'secure-arms')).toHaveLength(6);
    expect(scenarioProblems(venice, 'secure-arms')).toEqual({ errors: [], warnings: [] });
    // why San Canciano does not serve Secure Arms: its south zone is mostly canal
    expect(scenarioProblems(venice, 'secure-arms', true).errors).toEqual([
      'secure-arms: deployment zone south edge (2–4 players): room for 5 figures 2″ apart, a gang may have 9',
    ]);
  });
});
