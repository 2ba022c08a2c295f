/**
 * An Objective on the board (rulebook "Primary Objective"): a 30 mm marker lying where it is set up — a brass disc
 * with a small chest on it so it shows among the buildings, its rim and tag in the colour of the gang that claimed
 * it, its kinds as letters (C Claimable, D Destructible, M Mobile), a Hidden one face down ("?") until turned over.
 * Positions are board inches; the marker projects itself. A carried Objective is not drawn (its carrier's token
 * carries a mark instead).
 */
import type * as Phaser from 'phaser';
import { type IsoProjection, TILE_H, TILE_W } from '../iso/projection.ts';
import { DEPTH } from './depths.ts';

/** What a marker shows. */
export interface ObjectiveLook {
  /** "Objective 1". */
  readonly name: string;
  /** Kind letters, e.g. "M" or "C·M"; "?" face down. */
  readonly letters: string;
  /** The colour of the gang that claimed it, or null. */
  readonly claim: number | null;
  /** Face down: Hidden and not yet turned over. */
  readonly faceDown: boolean;
}

/** The marker's radius: 30 mm, in inches. */
const RADIUS = 30 / 25.4 / 2;
const BRASS = 0xd9a93a;
const WOOD = 0x7a4a22;

export class ObjectiveMarker {
  readonly id: string;
  readonly container: Phaser.GameObjects.Container;
  private readonly body: Phaser.GameObjects.Graphics;
  private readonly tag: Phaser.GameObjects.Text;
  private readonly rx = (RADIUS * TILE_W) / Math.SQRT2;
  private readonly ry = (RADIUS * TILE_H) / Math.SQRT2;
  private look: ObjectiveLook;
  x = 0;
  y = 0;
  z = 0;

  constructor(scene: Phaser.Scene, id: string, look: ObjectiveLook) {
    this.id = id;
    this.look = look;
    this.body = scene.add.graphics();
    this.tag = scene.add
      .text(0, -30, '', {
        fontFamily: 'system-ui, sans-serif',
        fontSize: '11px',
        fontStyle: 'bold',
        color: '#2a1a00',
        backgroundColor: '#f2c14e',
        padding: { x: 3, y: 1 },
      })
      .setOrigin(0.5, 1);
    this.container = scene.add.container(0, 0, [this.body, this.tag]);
    this.container.setName(`objective-${id}`);
    this.redraw();
  }

  /** Show `look` (redrawn only when it changed). */
  setLook(look: ObjectiveLook): void {
    if (
      look.name === this.look.name &&
      look.letters === this.look.letters &&
      look.claim === this.look.claim &&
      look.faceDown === this.look.faceDown
    )
      return;
    this.look = look;
    this.redraw();
  }

  /** Move to board point (x, y, z) (the disc lies on that surface) and repaint depth. */
  place(proj: IsoProjection, x: number, y: number, z: number): void {
    this.x = x;
    this.y = y;
    this.z = z;
    const p = proj.project(x, y, z);
    this.container.setPosition(p.x, p.y).setDepth(DEPTH.figure(proj.diagonalOf(x, y)) - 0.5);
  }

  setVisible(on: boolean): void {
    this.container.setVisible(on);
  }

  /** Keep the tag readable when the camera zooms out (as the figures' names). */
  setLabelScale(scale: number): void {
    this.tag.setScale(scale);
  }

  /** Whether world point (sx, sy) falls on the marker (disc or chest). */
  hits(sx: number, sy: number): boolean {
    if (!this.container.visible) return false;
    const dx = sx - this.container.x;
    const dy = sy - this.container.y;
    return (
      (dx * dx) / (this.rx * this.rx) + (dy * dy) / (this.ry * this.ry) <= 1.3 ||
      (Math.abs(dx) < 9 && dy < 0 && dy > -20)
    );
  }

  destroy(): void {
    this.container.destroy();
  }

  private redraw(): void {
    const { rx, ry } = this;
    const rim = this.look.claim ?? 0x2a1a00;
    const g = this.body.clear();
    g.fillStyle(0x000000, 0.35).fillEllipse(2, 3, rx * 2.1, ry * 2.1);
    g.fillStyle(this.look.faceDown ? 0x6b5a3a : BRASS, 1).fillEllipse(0, 0, rx * 2, ry * 2);
    g.lineStyle(this.look.claim === null ? 1.5 : 3.5, rim, 1).strokeEllipse(0, 0, rx * 2, ry * 2);
    // A small chest on the disc: front, side and lid, so the marker stands out among the tiles.
    const w = 7;
    const h = 9;
    g.fillStyle(WOOD, 1).fillRect(-w, -h, w * 2, h);
    g.fillStyle(0x9a6432, 1).fillRect(-w, -h - 4, w * 2, 4);
    g.lineStyle(1, 0x1a1004, 1).strokeRect(-w, -h - 4, w * 2, h + 4);
    g.fillStyle(this.look.faceDown ? 0xb0a080 : BRASS, 1).fillRect(-1.5, -h - 1, 3, 4);
    this.tag.setText(`${this.look.name} ${this.look.letters}`.trim());
    this.tag.setBackgroundColor(
      this.look.claim === null ? '#f2c14e' : `#${this.look.claim.toString(16).padStart(6, '0')}`,
    );
    this.tag.setColor(this.look.claim === null ? '#2a1a00' : '#ffffff');
  }
}
