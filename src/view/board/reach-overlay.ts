/**
 * The reach of a Run/Climb drawn on the board: every destination tinted, those that need DEXTERITY rolls
 * (climbing, Difficult Ground) in amber with their chance of getting there. One Graphics per painting
 * diagonal so buildings in front still hide tiles behind them.
 */
import type * as Phaser from 'phaser';
import type { Node } from '../../rules/space/api.ts';
import type { IsoProjection } from '../iso/projection.ts';
import { DEPTH } from './depths.ts';
import { tracePath } from './graphics-path.ts';

/** One destination: the node, its cost in inches and the chance of making it (1 without rolls). */
export interface ReachTile {
  readonly node: Node;
  readonly cost: number;
  readonly rolls: number;
  readonly chance: number;
}

/** Percent text for a chance, e.g. 0.731 → "73%", never "100%" for less than certain. */
export function percent(p: number): string {
  if (p >= 1) return '100%';
  if (p <= 0) return '0%';
  const n = Math.round(p * 100);
  if (n >= 100) return '>99%';
  if (n <= 0) return '<1%';
  return `${n}%`;
}

export class ReachOverlay {
  private readonly scene: Phaser.Scene;
  private objects: Phaser.GameObjects.GameObject[] = [];

  constructor(scene: Phaser.Scene) {
    this.scene = scene;
  }

  show(proj: IsoProjection, tiles: readonly ReachTile[] | null): void {
    this.clear();
    if (!tiles) return;
    const byDiagonal = new Map<number, Phaser.GameObjects.Graphics>();
    for (const t of tiles) {
      const d = proj.cellDiagonal(t.node.i, t.node.j);
      let g = byDiagonal.get(d);
      if (!g) {
        g = this.scene.add.graphics().setDepth(DEPTH.highlight(d));
        byDiagonal.set(d, g);
        this.objects.push(g);
      }
      const pts = proj.cellTop(t.node.i, t.node.j, t.node.z);
      const risky = t.rolls > 0;
      g.fillStyle(risky ? 0xffa726 : 0x4dd0e1, risky ? 0.42 : 0.34);
      g.lineStyle(1, risky ? 0xffe0b2 : 0xe0f7fa, 0.7);
      tracePath(g, pts);
      g.fillPath();
      g.strokePath();
      if (risky) {
        const c = proj.project(t.node.i + 0.5, t.node.j + 0.5, t.node.z);
        const label = this.scene.add
          .text(c.x, c.y, percent(t.chance), {
            fontFamily: 'system-ui, sans-serif',
            fontSize: '11px',
            color: '#fff8e1',
            stroke: '#4e2a00',
            strokeThickness: 3,
          })
          .setOrigin(0.5, 0.5)
          .setDepth(DEPTH.label(d));
        this.objects.push(label);
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
