import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LevelError, parseLevel } from '../../../src/rules/space/level.ts';
import { tiledMap } from './tiled.ts';

const rows = ['.....~~~', '.....~~~', '..5..~~~', '.....~~~', '.....~~~'];
const FILE = 'levels/x.json';

/** The message parseLevel throws for `json`. */
function problem(json: unknown): string {
  try {
    parseLevel(json, FILE);
  } catch (e) {
    expect(e).toBeInstanceOf(LevelError);
    return (e as Error).message;
  }
  throw new Error('expected a LevelError');
}

describe('parseLevel', () => {
  it('reads a Tiled map with zones, bridges and ladders', () => {
    const board = parseLevel(
      tiledMap(rows, {
        zones: [
          [1, 3, 0, 5, 5],
          [0, 0, 0, 2, 5],
        ],
        bridges: [['Little bridge', 4, 1, 8, 2, 1]],
        ladders: [
          [3, 2, 'ladder'],
          [4, 4, 'water-access'],
        ],
        scenario: 'gang-war',
      }),
      FILE,
    );
    expect(board.width).toBe(8);
    expect(board.depth).toBe(5);
    expect(board.scenario).toBe('gang-war');
    expect(board.deploymentZones.map((z) => z.id)).toEqual(['0', '1']);
    expect(board.deploymentZones[1]).toEqual({ id: '1', x0: 3, y0: 0, x1: 5, y1: 5 });
    expect(board.surfacesAt(6, 1)).toEqual([
      { i: 6, j: 1, z: -1 },
      { i: 6, j: 1, z: 1 },
    ]);
    expect(board.hasLadder(3, 2)).toBe(true);
    expect(board.isWaterAccess(4, 4)).toBe(true);
    expect(board.isWaterAccess(3, 2)).toBe(false);
  });

  it('takes empty cells as street and ignores Tiled flip flags', () => {
    const map = tiledMap(rows);
    map.layers[0].data[0] = 0;
    map.layers[0].data[1] = (0x80000000 + 10) >>> 0; // building of height 1 (tile id 9), flipped
    const board = parseLevel(map, FILE);
    expect(board.surfacesAt(0, 0)).toEqual([{ i: 0, j: 0, z: 0 }]);
    expect(board.surfacesAt(1, 0)).toEqual([{ i: 1, j: 0, z: 1 }]);
  });

  it('names the file and the tile of an unknown tile', () => {
    const map = tiledMap(rows);
    map.layers[0].data[37] = 99;
    expect(problem(map)).toMatch(
      /^levels\/x\.json: layers\[0\]\.data\[37\]: unknown tile 99 \(at x 5, y 4\)/,
    );
  });

  it('names the file and the field of a wrong map', () => {
    expect(problem(null)).toMatch(/^levels\/x\.json: .*Expected Object/);
    expect(problem({ ...tiledMap(rows), width: 3 })).toBe(
      'levels/x.json: width: the map must be 4 to 96 tiles wide',
    );
    expect(problem({ ...tiledMap(rows), orientation: 'isometric' })).toMatch(
      /^levels\/x\.json: orientation: the map must be orthogonal/,
    );
    expect(problem({ ...tiledMap(rows), infinite: true })).toMatch(/^levels\/x\.json: infinite: /);
  });

  it('wants a terrain tile layer of the map size in CSV', () => {
    const noTerrain = tiledMap(rows);
    noTerrain.layers[0].name = 'ground';
    expect(problem(noTerrain)).toBe('levels/x.json: layers: no tile layer named "terrain"');
    const short = tiledMap(rows);
    short.layers[0].data.pop();
    expect(problem(short)).toBe('levels/x.json: layers[0].data: expected 40 tiles (8×5), found 39');
    const base64 = tiledMap(rows);
    base64.layers[0].data = 'AAAA';
    base64.layers[0].encoding = 'base64';
    expect(problem(base64)).toMatch(/^levels\/x\.json: layers\[0\]\.data: tile data must be stored as CSV/);
    const text = tiledMap(rows);
    text.layers[0].data[3] = 'x';
    expect(problem(text)).toMatch(/^levels\/x\.json: layers\[0\]\.data\[3\]: /);
  });

  it('checks the tileset', () => {
    const unknownKind = tiledMap(rows);
    unknownKind.tilesets[0].tiles[3].properties[0].value = 'roof';
    expect(problem(unknownKind)).toMatch(
      /^levels\/x\.json: tilesets\[0\]\.tiles\[3\]\.properties\.kind: unknown kind "roof"/,
    );
    const noHeight = tiledMap(rows);
    noHeight.tilesets[0].tiles[10].properties.pop();
    expect(problem(noHeight)).toBe(
      'levels/x.json: tilesets[0].tiles[10].properties.height: a building tile needs a height',
    );
    const external = tiledMap(rows);
    external.tilesets = [{ firstgid: 1, source: 'venice.tsj' }];
    expect(problem(external)).toMatch(/^levels\/x\.json: tilesets\[0\]: external tileset "venice.tsj"/);
  });

  it('checks deployment zones', () => {
    const noZone = tiledMap(rows, { zones: [[0, 0, 0, 2, 5]] });
    noZone.layers[1].objects[0].properties = [];
    expect(problem(noZone)).toBe(
      'levels/x.json: layers[1].objects[0] ("Zone 0").properties.zone: needs a property "zone": 0, 1, 2 or 3',
    );
    const twice = tiledMap(rows, {
      zones: [
        [0, 0, 0, 2, 5],
        [0, 3, 0, 5, 5],
      ],
    });
    expect(problem(twice)).toMatch(/objects\[1\] \("Zone 0"\)\.properties\.zone: zone 0 is drawn twice/);
    const gap = tiledMap(rows, { zones: [[1, 0, 0, 2, 5]] });
    expect(problem(gap)).toMatch(/layers\[1\]\.objects: zones must be numbered from 0 without gaps/);
    const off = tiledMap(rows, { zones: [[0, 6, 0, 10, 5]] });
    expect(problem(off)).toMatch(/layers\[1\]\.objects\[0\] \("Zone 0"\): the rectangle reaches off the map/);
  });

  it('checks bridges and ladders', () => {
    const inside = tiledMap(rows, { bridges: [['Low', 1, 2, 4, 3, 3]] });
    expect(problem(inside)).toBe(
      'levels/x.json: layers[2].objects[0] ("Low").properties.deck: deck 3 is not above the building top (5) at (2, 2)',
    );
    const noDeck = tiledMap(rows, { bridges: [['Flat', 4, 1, 8, 2, 1]] });
    noDeck.layers[2].objects[0].properties = [];
    expect(problem(noDeck)).toMatch(/\("Flat"\)\.properties\.deck: needs a property "deck"/);
    const rope = tiledMap(rows, { ladders: [[1, 1, 'trapeze']] });
    expect(problem(rope)).toMatch(/layers\[3\]\.objects\[0\]\.properties\.kind: unknown kind "trapeze"/);
  });

  it('reads the committed broken fixture with a message naming the file and the field', () => {
    const file = 'tests/rules/space/fixtures/broken-level.json';
    const json = JSON.parse(readFileSync(file, 'utf8'));
    expect(() => parseLevel(json, file)).toThrow(
      'tests/rules/space/fixtures/broken-level.json: layers[0].data[37]: unknown tile 99 (at x 5, y 4)',
    );
  });
});
