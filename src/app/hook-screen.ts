/**
 * The automation hook's view of the screen: the battle scene while one runs, and page
 * coordinates (CSS px) — of a board point, of a figure's token where no other covers it — and back from a page
 * point to the top surface or the figure a click there would pick.
 */
import type * as Phaser from 'phaser';
import { pageOfWorld, worldOfPage } from '../view/battle/page-points.ts';
import type { Battle } from '../view/scenes/Battle.ts';

/** The battle scene while one runs, or null. */
export function battleOf(game: Phaser.Game): Battle | null {
  const s = game.scene.getScene('Battle') as Battle | null;
  return s?.scene.isActive() && s.session ? s : null;
}

/** World px → page px through the battle camera. */
function toPage(_game: Phaser.Game, b: Battle, wx: number, wy: number): { x: number; y: number } {
  return pageOfWorld(b, wx, wy);
}

/** Page coordinates (CSS px) of board point (x, y, z) in inches; null outside a battle. */
export function pageOfPoint(
  game: Phaser.Game,
  x: number,
  y: number,
  z: number,
): { x: number; y: number } | null {
  const b = battleOf(game);
  if (!b) return null;
  const p = b.view.proj.project(x, y, z);
  return toPage(game, b, p.x, p.y);
}

/** Page coordinates of a point of a figure's token that no other token covers (the middle when all are). */
export function pageOfFigure(game: Phaser.Game, id: string): { x: number; y: number } | null {
  const b = battleOf(game);
  const t = b?.view.tokens.get(id);
  if (!b || !t) return null;
  // The first point of the counter (head, body, base) where no other figure stands in front of it.
  const { rx, ry, height } = t.extent;
  const x = t.container.x;
  const y = t.container.y;
  const spots = [
    [0, -height / 2],
    [0, -height + 2],
    [-rx * 0.5, -height / 2],
    [rx * 0.5, -height / 2],
    [0, ry * 0.5],
    [-rx * 0.7, 0],
    [rx * 0.7, 0],
  ] as const;
  const free = spots.find(([dx, dy]) => b.view.pickFigure(x + dx, y + dy) === id) ?? spots[0];
  return toPage(game, b, x + free[0], y + free[1]);
}

/** The top surface node under page point (px, py), or null. */
export function tileAtPage(
  game: Phaser.Game,
  px: number,
  py: number,
): { i: number; j: number; z: number } | null {
  const b = battleOf(game);
  if (!b) return null;
  const w = worldOfPage(b, px, py);
  const n = b.view.pickNode(w.x, w.y);
  return n ? { i: n.i, j: n.j, z: n.z } : null;
}

/** The figure a click at page point (px, py) would pick (the front-most counter there), or null. */
export function figureAtPage(game: Phaser.Game, px: number, py: number): string | null {
  const b = battleOf(game);
  if (!b) return null;
  const rect = game.canvas.getBoundingClientRect();
  const k = rect.width / game.scale.width;
  const w = b.cameras.main.getWorldPoint((px - rect.left) / k, (py - rect.top) / k);
  return b.view.pickFigure(w.x, w.y);
}
