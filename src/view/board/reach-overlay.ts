/**
 * The lit tiles of a movement preview drawn on the board (see `reach-style.ts`): Run/Climb tiles tinted by cost
 * with a die on those that need DEXTERITY rolls, Jump tiles by the chance to reach them, Fly and swim tiles.
 * One Graphics per painting diagonal so buildings in front still hide (or, faded, show) tiles behind them.
 */
import type * as Phaser from 'phaser';
import type { Node } from '../../rules/index.ts';
import type { IsoProjection } from '../iso/projection.ts';
import { DEPTH } from './depths.ts';
import { tracePath } from './graphics-path.ts';
import { type TileInfo, type TileKind, tileStyle } from './reach-style.ts';

export { percent } from './reach-style.ts';

/** One lit tile: the node and what it takes to get there; `kind` when it is lit otherwise than the rest. */
export interface ReachTile extends TileInfo {
  readonly node: Node;
  readonly kind?: TileKind;
}

/** A small die seen from above at (x, y): a white rounded square with `pips` pips (1–3). */
function drawDie(g: Phaser.GameObjects.Graphics, x: number, y: number, pips: number, gold: boolean): void {
  const s = 11;
  g.fillStyle(0x1a1410, 0.55).fillRoundedRect(x - s / 2 + 1, y - s / 2 + 1.5, s, s, 2.5);
  g.fillStyle(gold ? 0xffe082 : 0xffffff, 1).fillRoundedRect(x - s / 2, y - s / 2, s, s, 2.5);
  g.lineStyle(1, 0x1a1410, 0.9).strokeRoundedRect(x - s / 2, y - s / 2, s, s, 2.5);
  g.fillStyle(0x1a1410, 1);
  const at: Record<number, readonly (readonly [number, number])[]> = {
    1: [[0, 0]],
    2: [
      [-2.5, -2.5],
      [2.5, 2.5],
    ],
    3: [
      [-2.8, -2.8],
      [0, 0],
      [2.8, 2.8],
    ],
  };
  for (const [dx, dy] of at[Math.max(1, Math.min(3, pips))] ?? []) g.fillCircle(x + dx, y + dy, 1.3);
}

export class ReachOverlay {
  private readonly scene: Phaser.Scene;
  private objects: Phaser.GameObjects.GameObject[] = [];

  constructor(scene: Phaser.Scene) {
    this.scene = scene;
  }

  show(proj: IsoProjection, tiles: readonly ReachTile[] | null, kind: TileKind = 'reach'): void {
    this.clear();
    if (!tiles || tiles.length === 0) return;
    const maxCost = Math.max(1, ...tiles.map((t) => t.cost));
    const byDiagonal = new Map<number, Phaser.GameObjects.Graphics>();
    for (const t of tiles) {
      const d = proj.cellDiagonal(t.node.i, t.node.j);
      let g = byDiagonal.get(d);
      if (!g) {
        g = this.scene.add.graphics().setDepth(DEPTH.highlight(d));
        byDiagonal.set(d, g);
        this.objects.push(g);
      }
      const style = tileStyle(t.kind ?? kind, t, maxCost);
      const pts = proj.cellTop(t.node.i, t.node.j, t.node.z);
      g.fillStyle(style.fill, style.alpha);
      g.lineStyle(1, style.line, 0.75);
      tracePath(g, pts);
      g.fillPath();
      g.strokePath();
      if (style.die > 0) {
        const c = proj.project(t.node.i + 0.5, t.node.j + 0.5, t.node.z);
        drawDie(g, c.x, c.y, style.die, style.critical);
      }
    }
  }

  clear(): void {
    for (const o of this.objects) o.destroy();
    this.objects = [];
  }

  destroy(): void {
    this.clear();
  }
}
