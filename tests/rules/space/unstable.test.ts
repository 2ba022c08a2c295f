import { describe, expect, it } from 'vitest';
import type { Node } from '../../../src/rules/space/api.ts';
import { boardFromAscii } from '../../../src/rules/space/ascii.ts';
import { nearestEdge, shakeMove, unstablePiece } from '../../../src/rules/space/unstable.ts';

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

describe('shakeMove', () => {
  it('moves 2″ towards the nearest edge: off a gondola into the water beside it', () => {
    const boat = unstablePiece(board, n(6, 1));
    expect(shakeMove(board, boat, n(6, 2), 2)).toEqual({ node: n(7, 2, -1), off: true });
  });

  it('keeps a figure on a piece wide enough, and throws it off on a Fumble', () => {
    const wide = boardFromAscii(['......', '.uuuu.', '.uuuu.', '.uuuu.', '.uuuu.', '......']);
    const piece = unstablePiece(wide, n(2, 2));
    expect(shakeMove(wide, piece, n(2, 2), 0.4)).toEqual({ node: n(2, 2), off: false });
    expect(shakeMove(wide, piece, n(2, 2), 1)).toEqual({ node: n(2, 1), off: false });
    expect(shakeMove(wide, piece, n(2, 2), 'off')).toEqual({ node: n(2, 0), off: true });
  });

  it('has nowhere to go against a wall', () => {
    const walled = boardFromAscii(['5u5', '5u5', '555']);
    expect(shakeMove(walled, unstablePiece(walled, n(1, 1)), n(1, 0), 'off')).toEqual({
      node: null,
      off: true,
    });
  });
});
