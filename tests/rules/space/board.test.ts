import { describe, expect, it } from 'vitest';
import { parseLevel } from '../../../src/rules/space/level.ts';
import { tiledMap } from './tiled.ts';

// A small hand-made level: a canal (~) with a bridge (deck 1) over row 1, a high-walled stretch (=),
// a 5″ house, Difficult Ground, a soft landing and an Impassable block.
const rows = [
  '..~~~..', //
  '..~~~.5',
  '..~~~.5',
  '..===..',
  '.d~~~s#',
];
const board = parseLevel(
  tiledMap(rows, {
    bridges: [['Ponte', 1, 1, 6, 2, 1]],
    zones: [[0, 0, 0, 2, 5]],
    ladders: [[5, 2, 'ladder']],
  }),
  'tests/small.json',
);

describe('VoxelBoard surfaces', () => {
  it('has one street surface at z 0 on ground', () => {
    expect(board.surfacesAt(0, 0)).toEqual([{ i: 0, j: 0, z: 0 }]);
    expect(board.surfaceKind({ i: 0, j: 0, z: 0 })).toBe('solid');
    expect(board.landingSpot({ i: 0, j: 0, z: 0 })).toBe('solid');
  });

  it('puts roofs at the building height', () => {
    expect(board.surfacesAt(6, 1)).toEqual([{ i: 6, j: 1, z: 5 }]);
    expect(board.topHeight(6, 1)).toBe(5);
  });

  it('puts a canal surface at z −1 and a high-walled canal at z −2', () => {
    expect(board.surfacesAt(3, 0)).toEqual([{ i: 3, j: 0, z: -1 }]);
    expect(board.surfaceKind({ i: 3, j: 0, z: -1 })).toBe('water');
    expect(board.landingSpot({ i: 3, j: 0, z: -1 })).toBe('water');
    expect(board.surfacesAt(3, 3)).toEqual([{ i: 3, j: 3, z: -2 }]);
    expect(board.topHeight(3, 0)).toBe(-1);
    expect(board.topHeight(3, 3)).toBe(-2);
  });

  it('has the water below a bridge deck and the deck above it', () => {
    expect(board.surfacesAt(3, 1)).toEqual([
      { i: 3, j: 1, z: -1 },
      { i: 3, j: 1, z: 1 },
    ]);
    expect(board.surfaceKind({ i: 3, j: 1, z: -1 })).toBe('water');
    expect(board.surfaceKind({ i: 3, j: 1, z: 1 })).toBe('solid');
    expect(board.topHeight(3, 1)).toBe(1);
    expect(board.materialAt(3.5, 1.5, 0.5)).toBe('solid');
    expect(board.materialAt(3.5, 1.5, -0.5)).toBe('air');
    expect(board.materialAt(3.5, 1.5, -1.5)).toBe('water');
    // the bridge's ends rest on the street: one surface, on the deck
    expect(board.surfacesAt(1, 1)).toEqual([{ i: 1, j: 1, z: 1 }]);
  });

  it('tells Difficult Ground, soft landings and Impassable terrain', () => {
    expect(board.surfaceKind({ i: 1, j: 4, z: 0 })).toBe('difficult');
    expect(board.landingSpot({ i: 1, j: 4, z: 0 })).toBe('difficult');
    expect(board.surfaceKind({ i: 5, j: 4, z: 0 })).toBe('solid');
    expect(board.landingSpot({ i: 5, j: 4, z: 0 })).toBe('soft');
    expect(board.surfacesAt(6, 4)).toEqual([]);
  });

  it('has no surfaces off the table', () => {
    expect(board.surfacesAt(-1, 0)).toEqual([]);
    expect(board.surfacesAt(7, 0)).toEqual([]);
    expect(board.surfacesAt(0, 5)).toEqual([]);
    expect(board.nodeAt(-0.5, 2, 0)).toBeNull();
  });

  it('finds the node at or below a height', () => {
    expect(board.nodeAt(3.5, 1.5, 3)).toEqual({ i: 3, j: 1, z: 1 });
    expect(board.nodeAt(3.2, 1.9, 0.4)).toEqual({ i: 3, j: 1, z: -1 });
    expect(board.nodeAt(3.5, 1.5, -1.5)).toBeNull();
    expect(board.nodeAt(6.5, 1.5, 9)).toEqual({ i: 6, j: 1, z: 5 });
  });

  it('describes columns and pieces for drawing', () => {
    expect(board.column(3, 1)).toMatchObject({ kind: 'water', top: -1, deck: 1 });
    expect(board.column(5, 2)).toMatchObject({ kind: 'ground', top: 0, deck: null, ladder: true });
    expect(board.column(9, 9)).toBeNull();
    const house = board.pieces.find((p) => p.kind === 'building');
    expect(house).toMatchObject({
      height: 5,
      cells: [
        [6, 1],
        [6, 2],
      ],
      bounds: { x0: 6, y0: 1, x1: 7, y1: 3 },
    });
    expect(board.pieces.find((p) => p.kind === 'bridge')).toMatchObject({
      name: 'Ponte',
      height: 1,
      base: -1,
    });
    expect(board.pieces.find((p) => p.kind === 'ladder')).toMatchObject({
      against: { i: 6, j: 2 },
      height: 5,
      base: 0,
    });
    expect(board.pieces.filter((p) => p.kind === 'impassable')).toHaveLength(1);
  });

  it('keeps the deployment zones and the name', () => {
    expect(board.name).toBe('Small test board');
    expect(board.deploymentZones).toEqual([{ id: '0', x0: 0, y0: 0, x1: 2, y1: 5 }]);
    expect(board.width).toBe(7);
    expect(board.depth).toBe(5);
  });
});
