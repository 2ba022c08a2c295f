import { describe, expect, it } from 'vitest';
import { asciiColumn, boardFromAscii } from '../../../src/rules/space/ascii.ts';
import { gondolas } from '../../../src/rules/space/gondolas.ts';

describe('boardFromAscii', () => {
  it('reads every legend character', () => {
    expect(asciiColumn('b')).toEqual({ kind: 'small-obstacle', height: 1 });
    expect(asciiColumn('c')).toEqual({ kind: 'obstacle', height: 2 });
    expect(asciiColumn('o')).toEqual({ kind: 'obstacle', height: 1 });
    expect(asciiColumn('r')).toEqual({ kind: 'water', height: 0 });
    expect(asciiColumn('7')).toEqual({ kind: 'building', height: 7 });
    expect(asciiColumn('?')).toBeNull();
    const board = boardFromAscii(['bcr~l', '.~g~h', '.~g~h', '.~g~.']);
    expect(board.obstacleKind(0, 0)).toBe('small');
    expect(board.obstacleKind(1, 0)).toBe('large');
    expect(board.surfacesAt(1, 0)).toEqual([{ i: 1, j: 0, z: 2 }]);
    expect(board.obstacleKind(2, 0)).toBe('debris');
    expect(board.column(4, 0)!.barricade).toBe('light');
    expect(board.column(4, 1)!.barricade).toBe('heavy');
    expect(gondolas(board).map((g) => [g.i, g.j, g.orientation])).toEqual([[2, 2, 'north-south']]);
  });

  it('joins lines and blocks of barricade cells into one barricade each', () => {
    const board = boardFromAscii(['lll..', '....h', 'll..h', 'll...', '.l...']);
    const pieces = board.pieces.filter((p) => p.kind === 'barricade');
    expect(pieces.map((p) => [p.weight, p.bounds])).toEqual([
      ['light', { x0: 0, y0: 0, x1: 3, y1: 1 }],
      ['light', { x0: 0, y0: 2, x1: 2, y1: 4 }],
      ['light', { x0: 1, y0: 4, x1: 2, y1: 5 }],
      ['heavy', { x0: 4, y0: 1, x1: 5, y1: 3 }],
    ]);
  });

  it('reads west–east gondolas and gondolas given as extras', () => {
    const board = boardFromAscii(['~~~~~', '~ggg~', '~~~~~', '~~~~~', '~~~~~'], {
      gondolas: [{ i: 2, j: 3, orientation: 'west-east', gang: 1 }],
    });
    expect(gondolas(board).map((g) => [g.id, g.i, g.j, g.orientation, g.gang])).toEqual([
      ['gondola-0', 2, 1, 'west-east', undefined],
      ['gondola-1', 2, 3, 'west-east', 1],
    ]);
  });

  it('refuses gondola cells that are not three in a line, and unknown characters', () => {
    expect(() => boardFromAscii(['~gg~'])).toThrow(/a gondola is three 'g' in a line, found 2/);
    expect(() => boardFromAscii(['~gg~', '~g~~'])).toThrow(/found 3/);
    expect(() => boardFromAscii(['..?'])).toThrow(/row 0, column 2: unknown terrain '\?'/);
  });
});
