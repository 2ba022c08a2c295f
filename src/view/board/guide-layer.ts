/**
 * Lines drawn over the board for the previews (DESIGN §1): the path of a Run/Climb or swim to the hovered tile,
 * the straight line and arc of a Jump or a flight, and the line of sight between the selected figure and the
 * hovered one (green when it sees it, red when not, with an "in cover" badge). Drawn above everything so they
 * never hide behind a building; redrawn from what they show when the board turns.
 */
import type * as Phaser from 'phaser';
import type { IsoProjection, ScreenPoint } from '../iso/projection.ts';
import { DEPTH } from './depths.ts';
import type { FigureToken } from './figure-token.ts';
import { arcPoints, type BoardPoint, pathPolyline } from './path-shape.ts';

const DEPTH_GUIDE = DEPTH.effect - 10;

/** What the layer shows now (kept to redraw after a turn of the board). */
interface Shown {
  path: { points: readonly BoardPoint[]; colour: number } | null;
  leap: { from: BoardPoint; to: BoardPoint; colour: number; arc: boolean } | null;
  sight: { from: FigureToken; to: FigureToken; seen: boolean; cover: boolean } | null;
}

function stroke(
  g: Phaser.GameObjects.Graphics,
  pts: readonly ScreenPoint[],
  width: number,
  colour: number,
  alpha = 1,
) {
  if (pts.length < 2) return;
  g.lineStyle(width, colour, alpha);
  g.beginPath();
  pts.forEach((p, k) => {
    if (k === 0) g.moveTo(p.x, p.y);
    else g.lineTo(p.x, p.y);
  });
  g.strokePath();
}

/** A dashed line through `pts` (dash and gap in px). */
function dashed(
  g: Phaser.GameObjects.Graphics,
  pts: readonly ScreenPoint[],
  width: number,
  colour: number,
  dash = 9,
  gap = 6,
): void {
  g.lineStyle(width, colour, 1);
  let on = true;
  let left = dash;
  for (let k = 1; k < pts.length; k++) {
    let a = pts[k - 1]!;
    const b = pts[k]!;
    let len = Math.hypot(b.x - a.x, b.y - a.y);
    while (len > 1e-6) {
      const step = Math.min(left, len);
      const f = step / len;
      const c = { x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f };
      if (on) g.lineBetween(a.x, a.y, c.x, c.y);
      a = c;
      len -= step;
      left -= step;
      if (left <= 1e-6) {
        on = !on;
        left = on ? dash : gap;
      }
    }
  }
}

export class GuideLayer {
  private readonly g: Phaser.GameObjects.Graphics;
  private readonly badge: Phaser.GameObjects.Text;
  private shown: Shown = { path: null, leap: null, sight: null };
  private proj: IsoProjection;

  constructor(scene: Phaser.Scene, proj: IsoProjection) {
    this.proj = proj;
    this.g = scene.add.graphics().setDepth(DEPTH_GUIDE);
    this.badge = scene.add
      .text(0, 0, '', {
        fontFamily: 'system-ui, sans-serif',
        fontSize: '13px',
        fontStyle: 'bold',
        color: '#ffffff',
        backgroundColor: '#2d6a3e',
        padding: { x: 6, y: 3 },
      })
      .setOrigin(0.5, 1)
      .setDepth(DEPTH_GUIDE + 1)
      .setVisible(false);
  }

  /** Use a new projection (the board turned) and redraw. */
  setProjection(proj: IsoProjection): void {
    this.proj = proj;
    this.redraw();
  }

  /** The path of a move through cell centres (null clears it). */
  showPath(points: readonly BoardPoint[] | null, colour = 0xffffff): void {
    this.shown.path = points && points.length > 1 ? { points, colour } : null;
    this.redraw();
  }

  /** A straight leap from `from` to `to`, drawn as an arc for a Jump (null clears it). */
  showLeap(from: BoardPoint | null, to: BoardPoint | null, colour = 0xffffff, arc = true): void {
    this.shown.leap = from && to ? { from, to, colour, arc } : null;
    this.redraw();
  }

  /** The line of sight between two figures (null clears it). */
  showSight(from: FigureToken | null, to: FigureToken | null, seen = false, cover = false): void {
    this.shown.sight = from && to && from !== to ? { from, to, seen, cover } : null;
    this.redraw();
  }

  /** What the layer shows, for tests: `path`, `leap`, `sight` (with seen/cover), or nothing. */
  get state(): { path: boolean; leap: boolean; sight: { seen: boolean; cover: boolean } | null } {
    const s = this.shown.sight;
    return {
      path: this.shown.path !== null,
      leap: this.shown.leap !== null,
      sight: s ? { seen: s.seen, cover: s.cover } : null,
    };
  }

  clear(): void {
    this.shown = { path: null, leap: null, sight: null };
    this.redraw();
  }

  redraw(): void {
    const g = this.g.clear();
    this.badge.setVisible(false);
    const p = (b: BoardPoint) => this.proj.project(b[0], b[1], b[2]);
    const { path, leap, sight } = this.shown;
    if (path) {
      const pts = pathPolyline(path.points).map(p);
      stroke(g, pts, 7, 0x10141c, 0.75);
      stroke(g, pts, 3, path.colour, 1);
      for (const q of path.points.slice(1, -1).map(p)) g.fillStyle(path.colour, 1).fillCircle(q.x, q.y, 3);
      const end = p(path.points[path.points.length - 1]!);
      g.lineStyle(3, 0x10141c, 0.8).strokeCircle(end.x, end.y, 9);
      g.lineStyle(2, path.colour, 1).strokeCircle(end.x, end.y, 9);
    }
    if (leap) {
      const pts = (leap.arc ? arcPoints(leap.from, leap.to) : [leap.from, leap.to]).map(p);
      stroke(g, pts, 6, 0x10141c, 0.7);
      dashed(g, pts, 3, leap.colour);
      // The straight line the rules measure along, faint, and a shadow on the ground under the landing.
      stroke(g, [p(leap.from), p(leap.to)], 1.5, leap.colour, 0.45);
      const end = p(leap.to);
      g.lineStyle(3, 0x10141c, 0.8).strokeCircle(end.x, end.y, 10);
      g.lineStyle(2, leap.colour, 1).strokeCircle(end.x, end.y, 10);
    }
    if (sight) {
      const eye = (t: FigureToken) => ({ x: t.container.x, y: t.container.y - t.extent.height * 0.75 });
      const a = eye(sight.from);
      const b = eye(sight.to);
      const colour = sight.seen ? 0x4cff7a : 0xff4a3d;
      stroke(g, [a, b], 7, 0x10141c, 0.65);
      if (sight.seen) stroke(g, [a, b], 3, colour, 1);
      else dashed(g, [a, b], 3, colour, 10, 7);
      g.fillStyle(colour, 1).fillCircle(a.x, a.y, 4).fillCircle(b.x, b.y, 4);
      const text = !sight.seen ? 'out of sight' : sight.cover ? 'in cover' : '';
      if (text) {
        this.badge
          .setText(text)
          .setBackgroundColor(sight.seen ? '#8a5a12' : '#8a2218')
          .setPosition(sight.to.container.x, sight.to.headY + 2)
          .setVisible(true);
      }
    }
  }

  destroy(): void {
    this.g.destroy();
    this.badge.destroy();
  }
}
