import { describe, expect, it } from 'vitest';
import { boardFromAscii } from '../../../src/rules/space/ascii.ts';
import { buildBoard } from '../../../src/rules/space/board.ts';
import { LevelError, parseLevel } from '../../../src/rules/space/level.ts';
import { type TiledObjects, tiledMap } from './tiled.ts';

const rows = ['.....~~~', '.....~~~', '..5..~~~', '.....~~~', '#....~~~'];
const FILE = 'levels/x.json';
const OBJECTIVES = 'layers[8]'; // terrain, deployment, bridges, ladders, barricades, ruins, debris, gondolas, objectives

/** The message parseLevel throws for the map of `rows` with `o`. */
function problem(o: TiledObjects, edit?: (map: ReturnType<typeof tiledMap>) => void): string {
  const map = tiledMap(rows, o);
  edit?.(map);
  try {
    parseLevel(map, FILE);
  } catch (e) {
    expect(e).toBeInstanceOf(LevelError);
    return (e as Error).message;
  }
  throw new Error('expected a LevelError');
}

/** One spot named Cache on the street tile (3, 3) with properties `p`. */
const spot = (p: Record<string, string | number>): TiledObjects => ({ objectives: [['Cache', 3, 3, p]] });

describe('objective spots of a level', () => {
  it('reads each spot at the centre of its tile, on the highest place to stand there', () => {
    const board = parseLevel(
      tiledMap(rows, {
        bridges: [['Little bridge', 4, 1, 8, 2, 1]],
        ruins: [['Old house', 0, 0, 1, 2, { floors: '0,3,6' }]],
        objectives: [
          ['On the roof', 2, 2, { scenario: 'secure-arms' }],
          ['In the canal', 6, 3, { scenario: 'secure-arms' }],
          ['On the bridge', 6, 1, { scenario: 'acquisition', value: 2 }],
          ['In the ruin', 0, 1, { scenario: 'secure-arms' }],
          ['In the street', 3, 4, { scenario: 'secure-arms', value: 0 }],
        ],
      }),
      FILE,
    );
    expect(board.objectiveSpots).toEqual([
      { scenario: 'secure-arms', x: 2.5, y: 2.5, z: 5 },
      { scenario: 'secure-arms', x: 6.5, y: 3.5, z: -1 },
      { scenario: 'acquisition', x: 6.5, y: 1.5, z: 1, value: 2 },
      { scenario: 'secure-arms', x: 0.5, y: 1.5, z: 6 },
      { scenario: 'secure-arms', x: 3.5, y: 4.5, z: 0, value: 0 },
    ]);
    // the height is a place a figure stands on
    for (const s of board.objectiveSpots) {
      const top = board.surfacesAt(Math.floor(s.x), Math.floor(s.y)).at(-1)!;
      expect(top.z).toBe(s.z);
    }
  });

  it('keeps the spots when the gondolas move and gives text boards none', () => {
    const board = parseLevel(
      tiledMap(rows, {
        gondolas: [['Boat', 6, 2, 7, 5, {}]],
        objectives: [['Under the boat', 6, 3, { scenario: 'secure-arms' }]],
      }),
      FILE,
    );
    expect(board.objectiveSpots).toEqual([{ scenario: 'secure-arms', x: 6.5, y: 3.5, z: -1 }]);
    const moved = board.withGondolas([{ id: 'gondola-0', i: 5, j: 3, orientation: 'north-south' }]);
    expect(moved.objectiveSpots).toEqual(board.objectiveSpots);
    expect(boardFromAscii(['..', '..']).objectiveSpots).toEqual([]);
    expect(parseLevel(tiledMap(rows), FILE).objectiveSpots).toEqual([]);
  });

  it('names the field of a spot without a scenario, or with one that is not a string or an id', () => {
    expect(problem(spot({}))).toBe(
      `${FILE}: ${OBJECTIVES}.objects[0] ("Cache").properties.scenario: needs a property "scenario": the id of the scenario the objective is for, e.g. "secure-arms"`,
    );
    expect(problem(spot({ scenario: 3 }))).toBe(
      `${FILE}: ${OBJECTIVES}.objects[0] ("Cache").properties.scenario: must be a string, found 3`,
    );
    expect(problem(spot({ scenario: 'Secure Arms' }))).toBe(
      `${FILE}: ${OBJECTIVES}.objects[0] ("Cache").properties.scenario: "Secure Arms" is not a scenario id (lower-case words joined by "-", e.g. "secure-arms")`,
    );
  });

  it('names the field of a value that is not a whole number of 0 or more', () => {
    expect(problem(spot({ scenario: 'secure-arms', value: 1.5 }))).toBe(
      `${FILE}: ${OBJECTIVES}.objects[0] ("Cache").properties.value: must be a whole number, found 1.5`,
    );
    expect(problem(spot({ scenario: 'secure-arms', value: -1 }))).toBe(
      `${FILE}: ${OBJECTIVES}.objects[0] ("Cache").properties.value: must be 0 or more, found -1`,
    );
  });

  it('refuses a spot off the board, on Impassable terrain or larger than a tile', () => {
    expect(problem({ objectives: [['Lost', 8, 2, { scenario: 'secure-arms' }]] })).toBe(
      `${FILE}: ${OBJECTIVES}.objects[0] ("Lost"): the point is off the map`,
    );
    expect(problem({ objectives: [['Burnt', 0, 4, { scenario: 'secure-arms' }]] })).toBe(
      `${FILE}: ${OBJECTIVES}.objects[0] ("Burnt"): an objective spot cannot lie on Impassable terrain (at 0, 4)`,
    );
    const wide = (map: ReturnType<typeof tiledMap>) => {
      Object.assign(map.layers[8].objects[0], { point: false, x: 16, y: 16, width: 32, height: 16 });
    };
    expect(problem(spot({ scenario: 'secure-arms' }), wide)).toBe(
      `${FILE}: ${OBJECTIVES}.objects[0] ("Cache"): an objective spot is a point or a 1×1 rectangle, this one is 2×1`,
    );
    const square = tiledMap(rows, spot({ scenario: 'secure-arms' }));
    Object.assign(square.layers[8].objects[0], { point: false, x: 16, y: 32, width: 16, height: 16 });
    const board = parseLevel(square, FILE);
    expect(board.objectiveSpots).toEqual([{ scenario: 'secure-arms', x: 1.5, y: 2.5, z: 0 }]);
  });

  it('refuses a spot off the table or on Impassable terrain in a board built from plain data', () => {
    const spec = {
      name: 'plain',
      width: 2,
      depth: 1,
      columns: [
        { kind: 'ground', height: 0 },
        { kind: 'impassable', height: 3 },
      ] as const,
      bridges: [],
      marks: [],
      deploymentZones: [],
    };
    expect(() => buildBoard({ ...spec, objectiveSpots: [{ scenario: 'secure-arms', i: 2, j: 0 }] })).toThrow(
      'plain: objective spot for secure-arms at (2, 0) is off the table',
    );
    expect(() => buildBoard({ ...spec, objectiveSpots: [{ scenario: 'secure-arms', i: 1, j: 0 }] })).toThrow(
      'plain: objective spot for secure-arms at (1, 0) is on Impassable terrain',
    );
  });
});

describe('the scenarios a level serves', () => {
  it('reads `scenarios` after `scenario`, each id once', () => {
    const board = parseLevel(
      tiledMap(rows, { scenario: 'gang-war', scenarios: 'secure-arms, gang-war,take-what-is-theirs' }),
      FILE,
    );
    expect(board.scenario).toBe('gang-war');
    expect(board.scenarios).toEqual(['gang-war', 'secure-arms', 'take-what-is-theirs']);
  });

  it('serves the one `scenario` alone, only `scenarios`, or none', () => {
    expect(parseLevel(tiledMap(rows, { scenario: 'gang-war' }), FILE).scenarios).toEqual(['gang-war']);
    const listed = parseLevel(tiledMap(rows, { scenarios: 'acquisition' }), FILE);
    expect(listed.scenario).toBe('');
    expect(listed.scenarios).toEqual(['acquisition']);
    expect(parseLevel(tiledMap(rows), FILE).scenarios).toEqual([]);
    expect(boardFromAscii(['..']).scenarios).toEqual([]);
  });

  it('names the property when the list is not a string or holds an empty item or a bad id', () => {
    expect(problem({}, (map) => map.properties.push({ name: 'scenarios', type: 'int', value: 2 }))).toBe(
      `${FILE}: properties.scenarios: must be a string, found 2`,
    );
    expect(problem({ scenarios: 'gang-war,,acquisition' })).toBe(
      `${FILE}: properties.scenarios: item 2 is empty (write e.g. "gang-war,secure-arms")`,
    );
    expect(problem({ scenarios: 'gang-war;acquisition' })).toBe(
      `${FILE}: properties.scenarios: "gang-war;acquisition" is not a scenario id (lower-case words joined by "-", e.g. "secure-arms")`,
    );
  });
});
