/**
 * Where a question's dialog stands (src/view/hud/dialog-place.ts): beside its figure, off the other figures it
 * names, inside the free part of the page.
 */
import { describe, expect, it } from 'vitest';
import { besideFigure, DIALOG_GAP, figureRect, type PageRect } from '../../../src/view/hud/dialog-place.ts';

const FREE: PageRect = { left: 0, top: 50, right: 700, bottom: 500 };
const SIZE = { width: 300, height: 160 };

function rectAt(p: { x: number; y: number }): PageRect {
  return { left: p.x, top: p.y, right: p.x + SIZE.width, bottom: p.y + SIZE.height };
}

function overlaps(a: PageRect, b: PageRect): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

describe('besideFigure', () => {
  it('stands to the right of a figure with room there, a gap away, level with it', () => {
    const fig = figureRect({ x: 200, y: 300 }, 1);
    const at = besideFigure(fig, SIZE, FREE)!;
    expect(at.x).toBe(fig.right + DIALOG_GAP);
    expect(overlaps(rectAt(at), fig)).toBe(false);
    expect(at.y + SIZE.height / 2).toBeCloseTo((fig.top + fig.bottom) / 2);
  });

  it('goes to the left of a figure near the right edge, and stays inside the free area', () => {
    const fig = figureRect({ x: 650, y: 80 }, 1);
    const at = besideFigure(fig, SIZE, FREE)!;
    const r = rectAt(at);
    expect(overlaps(r, fig)).toBe(false);
    expect(r.right).toBeLessThanOrEqual(fig.left);
    expect(r.top).toBeGreaterThanOrEqual(FREE.top);
  });

  it('keeps off the other figures the question names when a side is free of them', () => {
    const fig = figureRect({ x: 350, y: 300 }, 1);
    const friend = figureRect({ x: 450, y: 300 }, 1);
    const r = rectAt(besideFigure(fig, SIZE, FREE, [friend])!);
    expect(overlaps(r, fig)).toBe(false);
    expect(overlaps(r, friend)).toBe(false);
  });

  it('tries a wider area (over the dice log) when the board alone cannot keep off the figure', () => {
    const board: PageRect = { left: 0, top: 50, right: 400, bottom: 300 };
    const page: PageRect = { ...board, right: 1000 };
    const fig = figureRect({ x: 200, y: 200 }, 1);
    const narrow = rectAt(besideFigure(fig, SIZE, board)!);
    expect(overlaps(narrow, fig)).toBe(true);
    const wide = rectAt(besideFigure(fig, SIZE, [board, page])!);
    expect(overlaps(wide, fig)).toBe(false);
    expect(wide.right).toBeLessThanOrEqual(page.right);
  });

  it('gives null for a figure off the free area (the dialog keeps its usual place)', () => {
    expect(besideFigure(figureRect({ x: 900, y: 300 }, 1), SIZE, FREE)).toBeNull();
  });
});
