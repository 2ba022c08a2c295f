import { describe, expect, it } from 'vitest';
import { gondolas } from '../../../src/rules/space/gondolas.ts';
import { LevelError, parseLevel } from '../../../src/rules/space/level.ts';
import { checkLevelText } from '../../../tools/levels-check.ts';
import { type TiledObjects, tiledMap } from './tiled.ts';

// 8×5: street on columns 0–4 (a 5″ house at (2, 2)), a canal on columns 5–7.
const rows = ['.....~~~', '.b...~~~', '..5..~~~', '..p..~~~', '.c...~~~'];
const FILE = 'levels/x.json';
const level = (o: TiledObjects) => parseLevel(tiledMap(rows, o), FILE);

function problem(o: TiledObjects): string {
  try {
    level(o);
  } catch (e) {
    expect(e).toBeInstanceOf(LevelError);
    return (e as Error).message;
  }
  throw new Error('expected a LevelError');
}

describe('level pieces', () => {
  it('reads obstacles, barricades, ruins, debris and gondolas', () => {
    const board = level({
      barricades: [
        ['Sandbags', 3, 0, 4, 2, { weight: 'heavy' }],
        ['Cart', 0, 3, 1, 4, { weight: 'light' }],
      ],
      ruins: [['Old house', 0, 0, 1, 2, { floors: '0,3,6' }]],
      debris: [['Crates', 5, 0, 6, 1]],
      gondolas: [
        ['Black', 6, 1, 7, 4, { gang: 0 }],
        ['Gilded', 5, 4, 8, 5, {}],
      ],
    });
    expect(board.obstacleKind(1, 1)).toBe('small');
    expect(board.obstacleKind(2, 3)).toBe('small');
    expect(board.surfacesAt(2, 3)).toEqual([{ i: 2, j: 3, z: 3 }]);
    expect(board.obstacleKind(1, 4)).toBe('large');
    expect(board.column(3, 1)).toMatchObject({ barricade: 'heavy', top: 1 });
    expect(board.column(0, 3)).toMatchObject({ barricade: 'light' });
    expect(board.surfacesAt(0, 1).map((n) => n.z)).toEqual([0, 3, 6]);
    expect(board.obstacleKind(5, 0)).toBe('debris');
    expect(gondolas(board).map((g) => [g.id, g.name, g.i, g.j, g.orientation, g.gang])).toEqual([
      ['gondola-0', 'Black', 6, 2, 'north-south', 0],
      ['gondola-1', 'Gilded', 6, 4, 'west-east', undefined],
    ]);
    expect(board.pieces.filter((p) => p.kind === 'barricade').map((p) => p.name)).toEqual([
      'Sandbags',
      'Cart',
    ]);
  });

  it('reads a gondola drawn as a point with its orientation', () => {
    const map = tiledMap(rows);
    map.layers[7].objects = [
      {
        id: 1,
        name: 'Point',
        x: 6 * 16 + 8,
        y: 2 * 16 + 8,
        point: true,
        properties: [{ name: 'orientation', type: 'string', value: 'north-south' }],
      },
    ];
    expect(gondolas(parseLevel(map, FILE))[0]).toMatchObject({ i: 6, j: 2, orientation: 'north-south' });
    map.layers[7].objects[0].properties = [];
    expect(() => parseLevel(map, FILE)).toThrow(
      'levels/x.json: layers[7].objects[0] ("Point").properties.orientation: a gondola drawn as a point needs "north-south" or "west-east"',
    );
  });

  it('names the file and the field of a gondola not on water, of the wrong size or badly set', () => {
    expect(problem({ gondolas: [['Dry', 3, 0, 4, 3, {}]] })).toBe(
      'levels/x.json: layers[7].objects[0] ("Dry"): a gondola must float on a canal: not on water at (3, 0) (the tile is ground)',
    );
    expect(problem({ gondolas: [['Fat', 5, 0, 7, 3, {}]] })).toBe(
      'levels/x.json: layers[7].objects[0] ("Fat"): a gondola is 1×3 tiles, this rectangle is 2×3',
    );
    expect(problem({ gondolas: [['Odd', 5, 0, 6, 3, { orientation: 'west-east' }]] })).toMatch(
      /\("Odd"\)\.properties\.orientation: "west-east" does not match the rectangle, which lies north-south/,
    );
    expect(problem({ gondolas: [['Who', 5, 0, 6, 3, { gang: 7 }]] })).toMatch(
      /\("Who"\)\.properties\.gang: must be 0, 1, 2 or 3/,
    );
    expect(
      problem({
        gondolas: [
          ['A', 5, 0, 6, 3, {}],
          ['B', 5, 1, 8, 2, {}],
        ],
      }),
    ).toBe('levels/x.json: layers[7].objects[1] ("B"): overlaps gondola A at (5, 1)');
    expect(problem({ debris: [['Crates', 6, 1, 7, 2]], gondolas: [['A', 6, 0, 7, 3, {}]] })).toMatch(
      /objects\[0\] \("A"\): overlaps debris Crates at \(6, 1\)/,
    );
  });

  it('refuses a gondola or debris under a bridge too low for them', () => {
    expect(problem({ bridges: [['Low', 4, 2, 8, 3, 1]], gondolas: [['Under', 6, 1, 7, 4, {}]] })).toMatch(
      /\("Under"\): a gondola must float on a canal: the bridge deck over \(6, 2\) leaves no room for it above the water/,
    );
    expect(problem({ bridges: [['Low', 4, 2, 8, 3, 1]], debris: [['Stuck', 6, 2, 7, 3]] })).toMatch(
      /layers\[6\]\.objects\[0\] \("Stuck"\): debris must float on a canal: the bridge deck/,
    );
    const high = level({ bridges: [['High', 4, 2, 8, 3, 2]], gondolas: [['Under', 6, 1, 7, 4, {}]] });
    expect(high.surfacesAt(6, 2).map((n) => n.z)).toEqual([-1, 0, 2]);
  });

  it('names the file and the field of debris not on water', () => {
    expect(problem({ debris: [['Dry', 3, 3, 4, 4]] })).toBe(
      'levels/x.json: layers[6].objects[0] ("Dry"): debris must float on a canal: not on water at (3, 3) (the tile is ground)',
    );
  });

  it('names the file and the field of a bad barricade', () => {
    expect(problem({ barricades: [['Wet', 5, 0, 6, 2, { weight: 'light' }]] })).toBe(
      'levels/x.json: layers[4].objects[0] ("Wet"): a barricade cannot stand in water (at 5, 0)',
    );
    expect(problem({ barricades: [['Far', 7, 0, 10, 1, { weight: 'light' }]] })).toBe(
      'levels/x.json: layers[4].objects[0] ("Far"): the rectangle reaches off the map',
    );
    expect(problem({ barricades: [['Bare', 0, 0, 1, 1, {}]] })).toBe(
      'levels/x.json: layers[4].objects[0] ("Bare").properties.weight: needs a property "weight": "light" or "heavy"',
    );
    expect(problem({ barricades: [['Huge', 0, 0, 1, 1, { weight: 'medium' }]] })).toMatch(
      /\.properties\.weight: unknown weight "medium" \(use "light" or "heavy"\)/,
    );
    expect(
      problem({
        bridges: [['Arch', 0, 0, 2, 1, 4]],
        barricades: [['Under', 0, 0, 1, 1, { weight: 'light' }]],
      }),
    ).toMatch(/\("Under"\): a barricade cannot stand under a bridge \(at 0, 0\)/);
  });

  it('names the file and the field of a bad ruin', () => {
    expect(problem({ ruins: [['Topsy', 0, 0, 1, 2, { floors: '0,6,3' }]] })).toBe(
      'levels/x.json: layers[5].objects[0] ("Topsy").properties.floors: floors must go up in order: 3 is not above 6 (at 0, 0)',
    );
    expect(problem({ ruins: [['Tight', 0, 0, 1, 2, { floors: '0,3,4' }]] })).toMatch(
      /\("Tight"\)\.properties\.floors: floor 4 is less than 2″ above the floor at 3/,
    );
    expect(problem({ ruins: [['Flat', 0, 0, 1, 2, { floors: '0' }]] })).toMatch(
      /\("Flat"\)\.properties\.floors: a ruin needs at least one floor above the street/,
    );
    expect(problem({ ruins: [['Words', 0, 0, 1, 2, { floors: 'ground, first' }]] })).toMatch(
      /\.properties\.floors: "ground" is not a whole number of inches/,
    );
    expect(problem({ ruins: [['None', 0, 0, 1, 2, {}]] })).toMatch(
      /\.properties\.floors: needs a property "floors"/,
    );
    expect(problem({ ruins: [['Wet', 4, 0, 6, 2, { floors: '3' }]] })).toBe(
      'levels/x.json: layers[5].objects[0] ("Wet"): a ruin stands on open ground, not on water (at 5, 0)',
    );
    expect(problem({ ruins: [['On a house', 2, 2, 3, 3, { floors: '8' }]] })).toMatch(
      /not on building \(at 2, 2\)/,
    );
    expect(
      problem({
        barricades: [['Wall', 0, 0, 1, 1, { weight: 'light' }]],
        ruins: [['Ruin', 0, 0, 1, 2, { floors: '3' }]],
      }),
    ).toMatch(/layers\[5\]\.objects\[0\] \("Ruin"\): overlaps barricade Wall at \(0, 0\)/);
  });

  it('keeps Small Obstacles to 3″', () => {
    const map = tiledMap(rows);
    const pole = map.tilesets[0].tiles.findIndex((t: { properties: { value: unknown }[] }) =>
      t.properties.some((p) => p.value === 'small-obstacle'),
    );
    map.tilesets[0].tiles[pole].properties[1].value = 5;
    expect(() => parseLevel(map, FILE)).toThrow(
      `tilesets[0].tiles[${pole}].properties.height: height 5 is outside 1..3`,
    );
  });

  it('reports a bad piece in levels:check with the file and the field', () => {
    const text = JSON.stringify(tiledMap(rows, { gondolas: [['Dry', 3, 0, 4, 3, {}]] }));
    const report = checkLevelText('levels/dry.json', text);
    expect(report.ok).toBe(false);
    expect(report.lines[0]).toBe(
      'error levels/dry.json: layers[7].objects[0] ("Dry"): a gondola must float on a canal: not on water at (3, 0) (the tile is ground)',
    );
    const good = checkLevelText(
      'levels/ok.json',
      JSON.stringify(tiledMap(rows, { gondolas: [['Wet', 6, 0, 7, 3, {}]] })),
    );
    expect(good.lines[0]).toMatch(/^ok levels\/ok\.json: .*, 3 obstacles, 1 gondola,/);
  });
});
