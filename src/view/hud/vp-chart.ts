/**
 * The end screen's chart of Victory Points round by round: a line per gang in its colour, each point marked with the
 * gang's emblem shape (circle, diamond, square, hexagon by its place in the match, as on its figures: told apart
 * without colour), the rounds along the bottom and the points up the side. Every point names itself on hover, and
 * the chart reads out as text to a screen reader.
 */
import type { VpPoint } from '../../campaign/match-replay.ts';

const NS = 'http://www.w3.org/2000/svg';
/** The chart's drawing size (px; it scales to the width of its panel). */
const WIDTH = 400;
const HEIGHT = 150;
const LEFT = 26;
const RIGHT = 10;
const TOP = 8;
const BOTTOM = 20;

/** A gang as the chart draws it. */
export interface ChartGang {
  readonly id: string;
  readonly name: string;
  readonly colour: string;
}

/** An SVG element with attributes and children. */
function svg(
  tag: string,
  attrs: Record<string, string | number>,
  ...children: (Node | string)[]
): SVGElement {
  const node = document.createElementNS(NS, tag) as SVGElement;
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  node.append(...children);
  return node;
}

/** The marker of the gang at place `k` (figure-token.ts `EMBLEM_SHAPES`: circle, diamond, square, hexagon), at x, y. */
function marker(k: number, x: number, y: number, colour: string, title: string): SVGElement {
  const r = 4;
  const style = { fill: colour, stroke: '#111', 'stroke-width': 1 };
  const shape = k % 4;
  const t = svg('title', {}, title);
  if (shape === 0) return svg('circle', { cx: x, cy: y, r, ...style }, t);
  if (shape === 2) return svg('rect', { x: x - r, y: y - r, width: 2 * r, height: 2 * r, ...style }, t);
  const corners =
    shape === 1
      ? [
          [0, -r - 1],
          [r + 1, 0],
          [0, r + 1],
          [-r - 1, 0],
        ]
      : [0, 1, 2, 3, 4, 5].map((n) => [r * Math.cos((n * Math.PI) / 3), r * Math.sin((n * Math.PI) / 3)]);
  const points = corners.map(([dx, dy]) => `${(x + dx!).toFixed(1)},${(y + dy!).toFixed(1)}`).join(' ');
  return svg('polygon', { points, ...style }, t);
}

/** A step for the side's grid lines: a whole number giving at most about 5 lines up to `max`. */
function gridStep(max: number): number {
  for (const step of [1, 2, 5, 10, 20, 50]) if (max / step <= 5) return step;
  return Math.ceil(max / 5);
}

/** The chart's words for a screen reader: each gang's Victory Points, point by point. */
export function chartWords(points: readonly VpPoint[], gangs: readonly ChartGang[]): string {
  const labels = points.map((p) => p.label).join(', ');
  const lines = gangs.map((g) => `${g.name} ${points.map((p) => p.vp[g.id] ?? 0).join(', ')}`);
  return `Victory Points at ${labels}: ${lines.join('; ')}`;
}

/**
 * The chart of `points` (after each round, then the end) for `gangs` (in their places in the match). Victory Points
 * below 0 are drawn at 0's line and named as they are.
 */
export function vpChart(points: readonly VpPoint[], gangs: readonly ChartGang[]): SVGElement {
  const max = Math.max(1, ...points.flatMap((p) => gangs.map((g) => p.vp[g.id] ?? 0)));
  const step = gridStep(max);
  const top = Math.ceil(max / step) * step;
  const w = WIDTH - LEFT - RIGHT;
  const hgt = HEIGHT - TOP - BOTTOM;
  const xOf = (k: number) => LEFT + (points.length <= 1 ? w / 2 : (k * w) / (points.length - 1));
  const yOf = (vp: number) => TOP + hgt - (Math.max(0, vp) / top) * hgt;
  const grid: SVGElement[] = [];
  for (let v = 0; v <= top; v += step)
    grid.push(
      svg('line', { x1: LEFT, x2: WIDTH - RIGHT, y1: yOf(v), y2: yOf(v), class: 'grid' }),
      svg('text', { x: LEFT - 5, y: yOf(v) + 4, 'text-anchor': 'end' }, String(v)),
    );
  const labels = points.map((p, k) =>
    svg(
      'text',
      { x: xOf(k), y: HEIGHT - 5, 'text-anchor': 'middle' },
      p.label.startsWith('Round ') ? `R${p.label.slice(6)}` : p.label,
    ),
  );
  // Gangs level at a point are drawn a little apart, so that every line shows.
  const nudge = (k: number) => (k - (gangs.length - 1) / 2) * 1.5;
  const lines = gangs.flatMap((g, k) => {
    const at = points.map((p, n) => [xOf(n), yOf(p.vp[g.id] ?? 0) + nudge(k)] as const);
    return [
      svg('polyline', {
        points: at.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' '),
        fill: 'none',
        stroke: g.colour,
        'stroke-width': 2,
        'data-gang': g.id,
      }),
      ...at.map(([x, y], n) =>
        marker(k, x, y, g.colour, `${g.name}, ${points[n]!.label}: ${points[n]!.vp[g.id] ?? 0} VP`),
      ),
    ];
  });
  return svg(
    'svg',
    {
      class: 'vp-chart',
      viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
      role: 'img',
      'aria-label': chartWords(points, gangs),
    },
    ...grid,
    ...labels,
    ...lines,
  );
}
