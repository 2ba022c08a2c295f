/**
 * Where a question's dialog stands: beside the figure it is about, never over it nor over the other figures it
 * names, inside the part of the page the board shows through (so not over the previews at the bottom, the top bar
 * or the dice log). Pure geometry in page pixels (CSS px), no DOM.
 */

/** A rectangle of the page, CSS px. */
export interface PageRect {
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** A point of the page, CSS px. */
export interface PagePoint {
  readonly x: number;
  readonly y: number;
}

/** Room kept between a dialog and the figure beside it, CSS px. */
export const DIALOG_GAP = 24;

/**
 * Where a figure drawn with its base centre at `base` covers the page, at camera zoom `zoom`: about one base wide
 * either side and two above (a standing figure), CSS px; at least 30 px wide and 50 px tall.
 */
export function figureRect(base: PagePoint, zoom: number): PageRect {
  const half = Math.max(15, 30 * zoom);
  const tall = Math.max(50, 80 * zoom);
  return { left: base.x - half, right: base.x + half, top: base.y - tall, bottom: base.y + half / 2 };
}

function overlap(a: PageRect, b: PageRect): number {
  const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * The top-left corner (CSS px) for a dialog of `size` beside `figure` (the rectangle of what it is about: a figure,
 * {@link figureRect}, or a panel), inside `free`: to its right, its left, below or above it, {@link DIALOG_GAP} away,
 * each pulled inside `free`; the first that covers neither the figure nor any of `others` (the other figures the
 * question names), else the one covering the least of them (the figure itself counting most). `free` may be a list
 * of areas, the preferred first (e.g. the board without the dice log, then with it): a wider one is tried when the
 * narrower cannot keep off the figure. Null when no part of the figure is in the first area (nothing to stand
 * beside: the dialog keeps its usual place).
 */
export function besideFigure(
  figure: PageRect,
  size: { readonly width: number; readonly height: number },
  free: PageRect | readonly PageRect[],
  others: readonly PageRect[] = [],
): PagePoint | null {
  const areas: readonly PageRect[] = Array.isArray(free) ? free : [free as PageRect];
  const cx = (figure.left + figure.right) / 2;
  const cy = (figure.top + figure.bottom) / 2;
  if (!areas[0] || overlap(figure, areas[0]) === 0) return null;
  const clamp = (v: number, lo: number, hi: number) => Math.max(lo, Math.min(v, Math.max(lo, hi)));
  const candidates = areas.flatMap((area) => {
    const place = (x: number, y: number): PagePoint => ({
      x: clamp(x, area.left, area.right - size.width),
      y: clamp(y, area.top, area.bottom - size.height),
    });
    return [
      place(figure.right + DIALOG_GAP, cy - size.height / 2),
      place(figure.left - DIALOG_GAP - size.width, cy - size.height / 2),
      place(cx - size.width / 2, figure.bottom + DIALOG_GAP),
      place(cx - size.width / 2, figure.top - DIALOG_GAP - size.height),
    ];
  });
  let best: { at: PagePoint; cost: number } | null = null;
  for (const at of candidates) {
    const rect = { left: at.x, top: at.y, right: at.x + size.width, bottom: at.y + size.height };
    const cost = 4 * overlap(rect, figure) + others.reduce((sum, o) => sum + overlap(rect, o), 0);
    if (cost === 0) return at;
    if (!best || cost < best.cost) best = { at, cost };
  }
  return best?.at ?? null;
}
