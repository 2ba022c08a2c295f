/**
 * Polygons on a Phaser Graphics from plain screen points (Phaser's own `fillPoints` wants Vector2s).
 */
import type * as Phaser from 'phaser';
import type { ScreenPoint } from '../iso/projection.ts';

/** Begin a closed path through `pts` on `g` (then call fillPath / strokePath). */
export function tracePath(g: Phaser.GameObjects.Graphics, pts: readonly ScreenPoint[]): void {
  g.beginPath();
  pts.forEach((p, k) => {
    if (k === 0) g.moveTo(p.x, p.y);
    else g.lineTo(p.x, p.y);
  });
  g.closePath();
}
