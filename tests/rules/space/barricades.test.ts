import { describe, expect, it } from 'vitest';
import type { Figure, Node } from '../../../src/rules/space/api.ts';
import { boardFromAscii } from '../../../src/rules/space/ascii.ts';
import {
  barricadeAt,
  barricadeBetween,
  barricadeCrossings,
  defendsBarricade,
} from '../../../src/rules/space/barricades.ts';
import { findReach } from '../../../src/rules/space/reach.ts';
import { sight } from '../../../src/rules/space/sight.ts';

const n = (i: number, j: number, z = 0): Node => ({ i, j, z });
const at = (i: number, j: number, z = 0) => ({ x: i + 0.5, y: j + 0.5, z });
const fig = (i: number, j: number, z = 0): Figure => ({ ...at(i, j, z), radius: 0.59, height: 1.2 });

// A light barricade across a street (column 3, rows 0–2) and a heavy one further east (column 6, rows 1–2).
const board = boardFromAscii([
  '...l.....', //
  '...l..h..',
  '...l..h..',
  '.........',
]);

describe('barricade cells', () => {
  it('are 1″ low walls on the street, listed as pieces with their weight', () => {
    expect(board.surfacesAt(3, 1)).toEqual([n(3, 1, 1)]);
    expect(board.column(3, 1)).toMatchObject({ kind: 'ground', top: 1, barricade: 'light' });
    expect(board.column(6, 2)).toMatchObject({ barricade: 'heavy' });
    expect(board.column(0, 0)).toMatchObject({ barricade: null });
    const pieces = board.pieces.filter((p) => p.kind === 'barricade');
    expect(pieces.map((p) => [p.id, p.weight, p.height, p.base, p.cells.length])).toEqual([
      ['barricade-0', 'light', 1, 0, 3],
      ['barricade-1', 'heavy', 1, 0, 2],
    ]);
    expect(board.isObstacle(3, 1)).toBe(false);
  });

  it('are ignored for moving (a 1″ step) and for line of sight', () => {
    const r = findReach(board, n(2, 1), { budget: 3, blocked: () => false, stopAt: () => false });
    expect(r.path(n(4, 1))!.map((s) => [s.i, s.z, s.climb, s.roll])).toEqual([
      [3, 1, false, false],
      [4, 0, false, false],
    ]);
    expect(sight(board, fig(0, 1), fig(8, 1))).toMatchObject({ lineOfSight: true, cover: false });
  });
});

describe('barricadeAt', () => {
  it('finds the heaviest barricade in base contact, beside or diagonally', () => {
    expect(barricadeAt(board, n(2, 1))).toBe('light');
    expect(barricadeAt(board, n(4, 3))).toBe('light');
    expect(barricadeAt(board, n(5, 1))).toBe('heavy');
    expect(barricadeAt(board, n(7, 2))).toBe('heavy');
    expect(barricadeAt(board, n(1, 1))).toBeNull();
    expect(barricadeAt(board, n(5, 0))).toBe('heavy');
  });

  it('does not count a barricade under the figure’s feet', () => {
    const lone = boardFromAscii(['.l.']);
    expect(barricadeAt(lone, n(1, 0, 1))).toBeNull();
    expect(barricadeAt(lone, n(0, 0))).toBe('light');
  });
});

describe('barricadeBetween', () => {
  it('is the barricade the attack crosses within 1″ of the defender', () => {
    expect(barricadeBetween(board, at(8, 1), at(2, 1))).toBe('light');
    expect(barricadeBetween(board, at(8, 3), at(2, 1))).toBe('light');
    // the heavy one is crossed too, but far from the defender
    expect(barricadeBetween(board, at(8, 1), at(1, 1))).toBeNull();
    expect(barricadeBetween(board, at(0, 1), at(7, 1))).toBe('heavy');
    expect(barricadeBetween(board, at(4, 1), at(2, 1))).toBe('light');
  });

  it('is null when the attacker is on the same side or the barricade is not in the way', () => {
    expect(barricadeBetween(board, at(0, 1), at(2, 1))).toBeNull();
    expect(barricadeBetween(board, at(2, 3), at(2, 1))).toBeNull();
    expect(barricadeBetween(board, at(2, 1), at(2, 1))).toBeNull();
  });

  it('counts only barricades on the defender’s surface when its height is given', () => {
    expect(barricadeBetween(board, at(8, 1), at(2, 1, 0))).toBe('light');
    expect(barricadeBetween(board, at(8, 1), at(2, 1, 4))).toBeNull();
  });

  it('counts both cells beside a corner the line passes through', () => {
    const corner = boardFromAscii(['...', '.l.', '...']);
    expect(barricadeBetween(corner, at(2, 0), at(0, 2))).toBe('light');
    // a line grazing the corner of a barricade beside the defender counts; one clear of it does not
    const beside = boardFromAscii(['...', 'l..', '...']);
    expect(barricadeBetween(beside, at(2, 0), at(0, 2))).toBe('light');
    expect(barricadeBetween(beside, at(2, 2), at(0, 2))).toBeNull();
    expect(barricadeBetween(beside, at(2, 1), at(0, 2))).toBeNull();
  });
});

describe('crossing a defended barricade', () => {
  it('finds where a path climbs onto a barricade and who defends it on the far side', () => {
    const path = [n(3, 1, 1), n(4, 1), n(5, 1), n(6, 1, 1), n(7, 1)];
    const crossings = barricadeCrossings(board, n(2, 1), path);
    expect(crossings).toEqual([
      { step: 0, barricade: 'barricade-0', weight: 'light', from: n(2, 1) },
      { step: 3, barricade: 'barricade-1', weight: 'heavy', from: n(5, 1) },
    ]);
    // an enemy touching the light barricade on the far side defends it; one on the near side does not
    expect(defendsBarricade(board, 'barricade-0', n(4, 1), n(2, 1))).toBe(true);
    expect(defendsBarricade(board, 'barricade-0', n(4, 2), n(2, 1))).toBe(true);
    expect(defendsBarricade(board, 'barricade-0', n(2, 2), n(2, 1))).toBe(false);
    expect(defendsBarricade(board, 'barricade-0', n(5, 1), n(2, 1))).toBe(false);
    expect(defendsBarricade(board, 'barricade-1', n(7, 1), n(5, 1))).toBe(true);
  });

  it('walking along barricades that touch is one crossing', () => {
    const along = barricadeCrossings(board, n(2, 0), [n(3, 0, 1), n(3, 1, 1), n(4, 1)]);
    expect(along.map((c) => c.step)).toEqual([0]);
    const touching = boardFromAscii(['lh.']);
    expect(barricadeCrossings(touching, n(0, 0, 1), [n(1, 0, 1), n(2, 0)])).toEqual([]);
    expect(barricadeCrossings(touching, n(2, 0), [n(1, 0, 1), n(0, 0, 1)])).toMatchObject([
      { step: 0, weight: 'heavy' },
    ]);
    expect(barricadeCrossings(board, n(0, 3), [n(1, 3), n(2, 3)])).toEqual([]);
  });
});
