import { describe, expect, it } from 'vitest';
import type { Node } from '../../../src/rules/space/api.ts';
import { boardFromAscii } from '../../../src/rules/space/ascii.ts';
import { nearestEdge, shakeMove, shiftSpots, unstablePiece } from '../../../src/rules/space/unstable.ts';

const n = (i: number, j: number, z = 0): Node => ({ i, j, z });

// A 3×2 cart of Unstable Ground on the street, and two gondolas side by side on a canal.
const board = boardFromAscii(['.uuu..~~~~', '.uuu..g~g~', '......g~g~', '...5..g~g~']);

describe('unstablePiece', () => {
  it('is every Unstable Ground node joined to the one given', () => {
    expect(unstablePiece(board, n(2, 1))).toEqual([n(1, 0), n(2, 0), n(3, 0), n(1, 1), n(2, 1), n(3, 1)]);
  });

  it('is the deck of one gondola, never its neighbour', () => {
    expect(unstablePiece(board, n(6, 2))).toEqual([n(6, 1), n(6, 2), n(6, 3)]);
    expect(unstablePiece(board, n(8, 1))).toEqual([n(8, 1), n(8, 2), n(8, 3)]);
  });

  it('is empty off Unstable Ground', () => {
    expect(unstablePiece(board, n(0, 0))).toEqual([]);
    expect(unstablePiece(board, n(6, 2, -1))).toEqual([]);
    expect(unstablePiece(board, n(4, 4))).toEqual([]);
  });
});

describe('nearestEdge', () => {
  const cart = unstablePiece(board, n(1, 0));

  it('points at the nearest side of the piece with its distance', () => {
    expect(nearestEdge(board, cart, { x: 2.5, y: 0.5 })).toEqual({
      dx: 0,
      dy: -1,
      distance: 0.5,
      x: 2.5,
      y: 0,
    });
    expect(nearestEdge(board, cart, { x: 1.2, y: 1.5 })).toMatchObject({ dx: -1, dy: 0, x: 1, y: 1.5 });
    expect(nearestEdge(board, cart, { x: 1.2, y: 1.5 }).distance).toBeCloseTo(0.2, 9);
    const boat = unstablePiece(board, n(6, 1));
    expect(nearestEdge(board, boat, { x: 6.5, y: 2.5 })).toEqual({
      dx: 1,
      dy: 0,
      distance: 0.5,
      x: 7,
      y: 2.5,
    });
  });

  it('gives the outward side when the point is on the edge', () => {
    expect(nearestEdge(board, cart, { x: 4, y: 0.5 })).toMatchObject({ dx: 1, dy: 0, distance: 0 });
  });
});

describe('nearestEdge with the height of the piece: only edges a figure can be moved over', () => {
  it('leaves out a side against a wall or the edge of the table', () => {
    // A cart against a 5″ wall on its west side, the table's edge to the north.
    const walled = boardFromAscii(['5uuu..', '5uuu..', '......']);
    const cart = unstablePiece(walled, n(1, 0));
    expect(nearestEdge(walled, cart, { x: 1.5, y: 0.5 })).toMatchObject({ dx: 0, dy: -1, distance: 0.5 });
    expect(nearestEdge(walled, cart, { x: 1.5, y: 0.5 }, 0)).toMatchObject({ dx: 0, dy: 1, distance: 1.5 });
  });

  it('counts every side when none is open', () => {
    const boxed = boardFromAscii(['5u5', '5u5', '555']);
    const piece = unstablePiece(boxed, n(1, 0));
    expect(nearestEdge(boxed, piece, { x: 1.5, y: 0.5 }, 0)).toMatchObject({ dx: 0, dy: -1, distance: 0.5 });
  });

  it('a 1″ kerb beside the piece is no wall', () => {
    const kerb = boardFromAscii(['......', '.ouuu.', '......', '......']);
    const cart = unstablePiece(kerb, n(2, 1));
    expect(nearestEdge(kerb, cart, { x: 2.5, y: 1.5 }, 0)).toMatchObject({ dx: 0, dy: -1, distance: 0.5 });
  });
});

describe('shakeMove', () => {
  it('moves exactly 2″ towards the nearest edge: off a gondola, over the water, onto the next gondola', () => {
    const boat = unstablePiece(board, n(6, 1));
    expect(shakeMove(board, boat, n(6, 2), 2)).toEqual({
      node: n(8, 2, 0),
      off: true,
      x: 8.5,
      y: 2.5,
      inches: 2,
    });
  });

  it('ends 2″ along the line in the water when nothing floats there', () => {
    const canal = boardFromAscii(['~~~~~~', '~~g~~~', '~~g~~~', '~~g~~~', '~~~~~~']);
    const boat = unstablePiece(canal, n(2, 2));
    // From the middle of the deck the east side is the nearest (0.5″): 2″ east is the middle of column 4.
    expect(shakeMove(canal, boat, n(2, 2), 2)).toEqual({
      node: n(4, 2, -1),
      off: true,
      x: 4.5,
      y: 2.5,
      inches: 2,
    });
  });

  it('keeps a figure on a piece wide enough, and throws it off on a Fumble', () => {
    const wide = boardFromAscii(['......', '.uuuu.', '.uuuu.', '.uuuu.', '.uuuu.', '......']);
    const piece = unstablePiece(wide, n(2, 2));
    expect(shakeMove(wide, piece, n(2, 2), 0.4)).toMatchObject({ node: n(2, 2), off: false });
    expect(shakeMove(wide, piece, n(2, 2), 1)).toMatchObject({ node: n(2, 1), off: false, inches: 1 });
    expect(shakeMove(wide, piece, n(2, 2), 'off')).toMatchObject({
      node: n(2, 0),
      off: true,
      x: 2.5,
      y: 0.5,
    });
  });

  it('is stopped by a wall or the edge of the table: boxed in, it stays', () => {
    const walled = boardFromAscii(['5u5', '5u5', '555']);
    expect(shakeMove(walled, unstablePiece(walled, n(1, 1)), n(1, 0), 'off')).toEqual({
      node: n(1, 0),
      off: false,
      x: 1.5,
      y: 0.5,
      inches: 0,
    });
  });

  it('stops at a wall beyond the edge, over the street before it', () => {
    // Open only to the east, where a 4″ wall stands 1″ beyond the edge: 2″ east ends at the wall's foot.
    const b = boardFromAscii(['555555', '5uu.45', '555555']);
    const piece = unstablePiece(b, n(2, 1));
    const end = shakeMove(b, piece, n(2, 1), 2);
    expect(end).toMatchObject({ node: n(3, 1, 0), off: true });
    expect(end.inches).toBeLessThan(2);
    expect(end.x).toBeLessThan(4);
  });
});

describe('shiftSpots: where a Critical may move a figure (up to 2″, any direction)', () => {
  it('a gondola in mid-canal: its own deck, the water around, nothing through a wall', () => {
    const canal = boardFromAscii(['......', '~~g~~~', '~~g~~~', '~~g~~~', '......']);
    const boat = unstablePiece(canal, n(2, 2));
    const spots = shiftSpots(canal, boat, n(2, 2));
    expect(spots).toHaveLength(12);
    expect(spots.filter((s) => s.onPiece).map((s) => s.node)).toEqual([n(2, 1), n(2, 3)]);
    // 2″ north and south are the quays (z 0, as high as the deck); east and west the water (−1).
    expect(spots.find((s) => s.di === 0 && s.dj === -2)?.node).toEqual(n(2, 0, 0));
    expect(spots.find((s) => s.di === 2 && s.dj === 0)?.node).toEqual(n(4, 2, -1));
    expect(spots.every((s) => s.distance <= 2)).toBe(true);
  });

  it('no spot behind a wall or off the table', () => {
    const b = boardFromAscii(['5uu..', '5uu..', '.....']);
    const piece = unstablePiece(b, n(1, 0));
    const spots = shiftSpots(b, piece, n(1, 0));
    expect(spots.some((s) => s.node.i === 0 || s.node.j < 0)).toBe(false);
    expect(spots.map((s) => [s.di, s.dj])).toEqual([
      [1, 0],
      [0, 1],
      [1, 1],
      [2, 0],
      [0, 2],
    ]);
  });
});
