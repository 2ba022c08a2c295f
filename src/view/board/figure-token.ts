/**
 * A character on the board: a base disc in its gang's colour sized by the base (mm), a standing counter, a
 * short name and a Life Point bar. A faint ring at the top of the painting order keeps figures behind
 * buildings findable. Positions are board inches; the token projects itself.
 */
import type * as Phaser from 'phaser';
import { baseRadius } from '../../rules/index.ts';
import { shade } from '../iso/palette.ts';
import { type IsoProjection, TILE_H, TILE_W } from '../iso/projection.ts';
import { DEPTH } from './depths.ts';
import { counterBadges, NO_COUNTERS, type TokenCounters } from './token-counters.ts';

/** What a token shows. */
export interface TokenLook {
  readonly id: string;
  readonly name: string;
  readonly colour: number;
  readonly baseMm: number;
  readonly lp: number;
  readonly lpStart: number;
}

/** Screen semi-axes (px) of a base of radius r inches lying flat. */
function baseAxes(r: number): { rx: number; ry: number } {
  return { rx: (r * TILE_W) / Math.SQRT2, ry: (r * TILE_H) / Math.SQRT2 };
}

/** Short label for a token: the last word of the name, at most 10 letters. */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/);
  const last = words[words.length - 1] ?? name;
  return last.length > 10 ? `${last.slice(0, 9)}…` : last;
}

export class FigureToken {
  readonly id: string;
  readonly container: Phaser.GameObjects.Container;
  private readonly body: Phaser.GameObjects.Graphics;
  private readonly bar: Phaser.GameObjects.Graphics;
  private readonly ghost: Phaser.GameObjects.Graphics;
  private readonly label: Phaser.GameObjects.Text;
  /** Name and Life Point bar above the counter, scaled together. */
  private readonly tag: Phaser.GameObjects.Container;
  /** A chevron over the selected or active figure. */
  private readonly marker: Phaser.GameObjects.Graphics;
  private readonly look: TokenLook;
  private readonly rx: number;
  private readonly ry: number;
  private readonly height: number;
  /** Board position in inches. */
  x = 0;
  y = 0;
  z = 0;
  lp: number;
  /** Whether a figure at (x, y, z) is under a bridge deck (then it is painted before the deck). */
  under: (x: number, y: number, z: number) => boolean = () => false;
  /** Whether terrain in front hides a figure at (x, y, z) (then its ring shows through). */
  hidden: (x: number, y: number, z: number) => boolean = () => false;
  private ring: 'none' | 'active' | 'selected' | 'target' | 'inspect' = 'none';
  private dim = false;
  /** Counters shown as badges beside the Life Point bar. */
  counters: TokenCounters = NO_COUNTERS;
  private readonly badges: Phaser.GameObjects.Container;

  constructor(scene: Phaser.Scene, look: TokenLook) {
    this.id = look.id;
    this.look = look;
    this.lp = look.lp;
    const { rx, ry } = baseAxes(baseRadius(look.baseMm));
    this.rx = rx;
    this.ry = ry;
    this.height = Math.max(26, rx * 1.3);
    this.body = scene.add.graphics();
    this.bar = scene.add.graphics();
    this.label = scene.add
      .text(0, -13, shortName(look.name), {
        fontFamily: 'system-ui, sans-serif',
        fontSize: '13px',
        color: '#ffffff',
        stroke: '#1a1410',
        strokeThickness: 3,
      })
      .setOrigin(0.5, 1);
    this.marker = scene.add.graphics();
    this.badges = scene.add.container(0, 0);
    this.tag = scene.add.container(0, -this.height - ry, [this.bar, this.label, this.marker, this.badges]);
    this.container = scene.add.container(0, 0, [this.body, this.tag]);
    this.ghost = scene.add.graphics().setDepth(DEPTH.ghost).setAlpha(0.55);
    this.redraw();
  }

  /** Half-width and height of the token on screen, px (for picking). */
  /** The radius of the figure's base, inches (its base size in mm, halved). */
  get baseRadius(): number {
    return this.look.baseMm / 25.4 / 2;
  }

  get extent(): { rx: number; ry: number; height: number } {
    return { rx: this.rx, ry: this.ry, height: this.height };
  }

  /** Move to board point (x, y, z) and repaint depth. */
  place(proj: IsoProjection, x: number, y: number, z: number): void {
    this.x = x;
    this.y = y;
    this.z = z;
    const p = proj.project(x, y, z);
    const d = proj.diagonalOf(x, y);
    this.container.setPosition(p.x, p.y).setDepth(this.under(x, y, z) ? DEPTH.under(d) : DEPTH.figure(d));
    this.ghost.setPosition(p.x, p.y).setVisible(this.container.visible && this.hidden(x, y, z));
  }

  /** Draw the label and Life Point bar at `scale` (kept readable when the camera zooms out). */
  setLabelScale(scale: number): void {
    this.tag.setScale(scale);
  }

  /** Names show for every figure when zoomed in, else only for highlighted or hovered figures. */
  setNames(all: boolean, hovered: boolean): void {
    this.label.setVisible(all || hovered || this.ring !== 'none');
  }

  setLp(lp: number): void {
    this.lp = lp;
    this.drawBar();
  }

  setRing(ring: 'none' | 'active' | 'selected' | 'target' | 'inspect'): void {
    if (ring === this.ring) return;
    this.ring = ring;
    this.redraw();
  }

  /** Dim a figure that has had its turn this round. */
  setDim(dim: boolean): void {
    if (dim === this.dim) return;
    this.dim = dim;
    this.container.setAlpha(dim ? 0.72 : 1);
  }

  /** Show counters as badges (Stunned S, Hidden H, Guard G, Underwater U with the number). */
  setCounters(c: TokenCounters): void {
    const same =
      c.stunned === this.counters.stunned &&
      c.hidden === this.counters.hidden &&
      c.guard === this.counters.guard &&
      c.underwater === this.counters.underwater &&
      (c.carrying ?? false) === (this.counters.carrying ?? false);
    if (same) return;
    this.counters = c;
    // Under water the counter shows faintly, as if seen through the canal.
    this.body.setAlpha(c.underwater > 0 ? 0.5 : 1);
    this.drawBadges();
  }

  private drawBadges(): void {
    const scene = this.badges.scene;
    this.badges.removeAll(true);
    const list = counterBadges(this.counters);
    if (list.length === 0) return;
    const total = Math.max(1, this.look.lpStart);
    let x = Math.max(30, Math.min(60, total * 6)) / 2 + 5;
    for (const b of list) {
      const w = b.text.length > 1 ? 20 : 14;
      const g = scene.add.graphics();
      g.fillStyle(0x1a1410, 0.9).fillRoundedRect(x - 1, -15, w + 2, 16, 4);
      g.fillStyle(b.fill, 1).fillRoundedRect(x, -14, w, 14, 3);
      const t = scene.add
        .text(x + w / 2, -7, b.text, {
          fontFamily: 'system-ui, sans-serif',
          fontSize: '10px',
          fontStyle: 'bold',
          color: b.ink,
        })
        .setOrigin(0.5, 0.5);
      t.setName(`counter-${b.name}`);
      this.badges.add([g, t]);
      x += w + 4;
    }
  }

  setVisible(on: boolean): void {
    this.container.setVisible(on);
    this.ghost.setVisible(on && this.hidden(this.x, this.y, this.z));
  }

  destroy(): void {
    this.container.destroy();
    this.ghost.destroy();
  }

  private redraw(): void {
    const { rx, ry, height } = this;
    const c = this.look.colour;
    const g = this.body;
    g.clear();
    g.fillStyle(0x000000, 0.35).fillEllipse(2, 3, rx * 2.1, ry * 2.1);
    const ringColour = {
      none: 0x1a1410,
      active: 0xfff1a8,
      selected: 0x7df9ff,
      target: 0xff4d4d,
      inspect: 0xd0d0ff,
    }[this.ring];
    g.fillStyle(shade(c, 0.55)).fillEllipse(0, 0, rx * 2, ry * 2);
    g.lineStyle(this.ring === 'none' ? 1.5 : 3.5, ringColour, 1).strokeEllipse(0, 0, rx * 2, ry * 2);
    // The counter: a short cylinder standing on the base.
    const w = rx * 0.62;
    const h = height;
    g.fillStyle(shade(c, 0.8)).fillRect(-w, -h, w * 2, h);
    g.fillStyle(shade(c, 0.8)).fillEllipse(0, 0, w * 2, w);
    g.fillStyle(shade(c, 1.15)).fillEllipse(0, -h, w * 2, w);
    g.lineStyle(1, 0x000000, 0.45).strokeEllipse(0, -h, w * 2, w);
    g.fillStyle(0xffffff, 0.18).fillRect(-w * 0.7, -h + w * 0.4, w * 0.35, h - w * 0.5);
    const m = this.marker.clear();
    if (this.ring === 'selected' || this.ring === 'active') {
      m.fillStyle(ringColour, 1).lineStyle(1.5, 0x1a1410, 1);
      m.fillTriangle(-8, -44, 8, -44, 0, -33).strokeTriangle(-8, -44, 8, -44, 0, -33);
    }
    const gh = this.ghost;
    gh.clear();
    gh.lineStyle(2, this.ring === 'none' ? c : ringColour, 1).strokeEllipse(0, 0, rx * 2, ry * 2);
    gh.lineStyle(1, c, 1).lineBetween(0, 0, 0, -h);
    this.drawBar();
  }

  private drawBar(): void {
    const g = this.bar;
    g.clear();
    const total = Math.max(1, this.look.lpStart);
    const width = Math.max(30, Math.min(60, total * 6));
    const y = -10;
    g.fillStyle(0x1a1410, 0.85).fillRect(-width / 2 - 1, y - 1, width + 2, 7);
    const left = Math.max(0, this.lp) / total;
    const colour = left > 0.5 ? 0x56c271 : left > 0.25 ? 0xf2c14e : 0xe5533d;
    g.fillStyle(colour).fillRect(-width / 2, y, width * left, 5);
    g.lineStyle(1, 0x1a1410, 0.9);
    for (let k = 1; k < total; k++) {
      const x = -width / 2 + (width * k) / total;
      g.lineBetween(x, y, x, y + 5);
    }
  }

  /** Whether screen point (sx, sy) (world px) falls on this token. */
  hits(sx: number, sy: number): boolean {
    if (!this.container.visible) return false;
    const dx = sx - this.container.x;
    const dy = sy - this.container.y;
    const inBase = (dx * dx) / (this.rx * this.rx) + (dy * dy) / (this.ry * this.ry) <= 1.2;
    const inBody = Math.abs(dx) <= this.rx * 0.75 && dy <= 2 && dy >= -this.height - this.ry;
    return inBase || inBody;
  }

  /** Height of the token's head above its base point, px (for floating text). */
  get headY(): number {
    return this.container.y - this.height - this.ry - 22;
  }
}
