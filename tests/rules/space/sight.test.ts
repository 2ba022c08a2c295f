import { describe, expect, it } from 'vitest';
import type { Figure } from '../../../src/rules/space/api.ts';
import { boardFromAscii } from '../../../src/rules/space/ascii.ts';
import { sight } from '../../../src/rules/space/sight.ts';

const fig = (x: number, y: number, z = 0): Figure => ({ x, y, z, radius: 0.59, height: 1.2 });

describe('sight', () => {
  it('is clear across open ground', () => {
    const board = boardFromAscii(['..........', '..........', '..........']);
    expect(sight(board, fig(0.5, 1.5), fig(9.5, 1.5))).toEqual({
      lineOfSight: true,
      cover: false,
      hiddenFraction: 0,
    });
  });

  it('is blocked by a building', () => {
    const board = boardFromAscii(['.....', '.....', '55555', '.....', '.....']);
    expect(sight(board, fig(2.5, 0.5), fig(2.5, 4.5))).toEqual({
      lineOfSight: false,
      cover: true,
      hiddenFraction: 1,
    });
    expect(sight(board, fig(0.5, 0.5), fig(4.5, 4.5)).lineOfSight).toBe(false);
  });

  it('gives cover to a figure partly behind a corner', () => {
    const board = boardFromAscii(['..........', '..........', '.....55555', '..........']);
    const s = sight(board, fig(0.5, 3.5), fig(5.5, 1.5));
    expect(s.lineOfSight).toBe(true);
    expect(s.cover).toBe(true);
    expect(s.hiddenFraction).toBeGreaterThanOrEqual(0.25);
    expect(s.hiddenFraction).toBeLessThan(1);
  });

  it('gives cover behind a 2″ wall seen from a roof', () => {
    const board = boardFromAscii(['4....', '.....', '.....', '22222', '.....', '.....']);
    const s = sight(board, fig(0.5, 0.5, 4), fig(2.5, 5.5));
    expect(s.lineOfSight).toBe(true);
    expect(s.cover).toBe(true);
    expect(s.hiddenFraction).toBeLessThan(1);
    // from the street the wall hides the figure completely
    expect(sight(board, fig(2.5, 0.5), fig(2.5, 5.5)).lineOfSight).toBe(false);
  });

  it('ignores terrain up to 1″ high', () => {
    const board = boardFromAscii(['..........', 'oooooooooo', '..........']);
    expect(sight(board, fig(4.5, 0.5), fig(4.5, 2.5))).toEqual({
      lineOfSight: true,
      cover: false,
      hiddenFraction: 0,
    });
  });

  it('hides the submerged half of a swimmer', () => {
    const board = boardFromAscii(['.....', '.~~~.', '.....']);
    const s = sight(board, fig(0.5, 0.5), fig(2.5, 1.5, -1));
    expect(s.lineOfSight).toBe(true);
    expect(s.cover).toBe(true);
    expect(s.hiddenFraction).toBeCloseTo(0.5, 9);
  });

  it('sees over rooftops from a higher roof', () => {
    const board = boardFromAscii(['7......', '.......', '...3...', '.......']);
    expect(sight(board, fig(0.5, 0.5, 7), fig(6.5, 3.5)).lineOfSight).toBe(true);
    expect(sight(board, fig(1.5, 0.5), fig(5.5, 3.5)).lineOfSight).toBe(true);
  });

  it('is deterministic', () => {
    const board = boardFromAscii(['..........', '..........', '.....55555', '..........']);
    const a = sight(board, fig(0.5, 3.5), fig(7.5, 1.5));
    expect(sight(board, fig(0.5, 3.5), fig(7.5, 1.5))).toEqual(a);
  });
});
