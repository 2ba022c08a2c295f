/**
 * A character on the board: a base disc in its gang's colour sized by the base (mm), a standing counter, and over it
 * an emblem that stays readable at any zoom — the gang's colour *and* shape (circle, diamond, square, hexagon: told
 * apart without colour), the figure's class icon (figure-class.ts) and a crown on a Leader — with its Life Point bar
 * coloured by how hurt it is. Its name shows on hover, when selected and when in the action (acting or aimed at). A
 * faint ring at the top of the painting order keeps figures behind buildings findable. Positions are board inches;
 * the token projects itself.
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
  /** The class icon's texture (`icon-<name>`, loaded by the Preloader), or none. */
  readonly icon?: string;
  /** A Leader wears a crown over the emblem. */
  readonly leader?: boolean;
  /** The gang's emblem shape, by the gang's place in the match (0 circle, 1 diamond, 2 square, 3 hexagon). */
  readonly mark?: number;
}

/** The emblems' shapes, one per gang in its order, so that gangs differ by more than colour. */
export const EMBLEM_SHAPES = ['circle', 'diamond', 'square', 'hexagon'] as const;

/** Radius of the emblem over a figure, px at label scale 1. */
const EMBLEM_R = 11;

/** Screen semi-axes (px) of a base of radius r inches lying flat. */
function baseAxes(r: number): { rx: number; ry: number } {
  return { rx: (r * TILE_W) / Math.SQRT2, ry: (r * TILE_H) / Math.SQRT2 };
}

/** Longest label, letters. */
const LABEL_MAX = 20;

/**
 * The label of a token: the name, shortened to {@link LABEL_MAX} letters by cutting the words before a duplicate's
 * number ("Blood Courier 2" stays whole; "Brother of the Blessed Sword 2" → "Brother of the Bl… 2").
 */
export function shortName(name: string): string {
  const whole = name.trim().replace(/\s+/g, ' ');
  if (whole.length <= LABEL_MAX) return whole;
  const numbered = /^(.*\S)\s+(\d+)$/.exec(whole);
  const stem = numbered ? (numbered[1] ?? whole) : whole;
  const tail = numbered ? ` ${numbered[2]}` : '';
  return `${stem.slice(0, LABEL_MAX - 1 - tail.length).trimEnd()}…${tail}`;
}

export class FigureToken {
  readonly id: string;
  readonly container: Phaser.GameObjects.Container;
  private readonly body: Phaser.GameObjects.Graphics;
  private readonly bar: Phaser.GameObjects.Graphics;
  private readonly ghost: Phaser.GameObjects.Graphics;
  private readonly label: Phaser.GameObjects.Text;
  /** The gang's emblem with the class icon and a Leader's crown. */
  private readonly emblem: Phaser.GameObjects.Graphics;
  private readonly icon: Phaser.GameObjects.Image | null;
  private readonly crown: Phaser.GameObjects.Image | null;
  private hovered = false;
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
    this.emblem = scene.add.graphics();
    const texture = (key: string | undefined) => (key && scene.textures.exists(key) ? key : null);
    const iconKey = texture(look.icon);
    this.icon = iconKey ? scene.add.image(0, -EMBLEM_R, iconKey).setDisplaySize(16, 16) : null;
    const crownKey = look.leader ? texture('icon-crown') : null;
    this.crown = crownKey
      ? scene.add.image(-EMBLEM_R - 9, -2 * EMBLEM_R + 2, crownKey).setDisplaySize(15, 15)
      : null;
    this.label = scene.add
      .text(0, -2 * EMBLEM_R - 16, shortName(look.name), {
        fontFamily: 'system-ui, sans-serif',
        fontSize: '13px',
        color: '#ffffff',
        stroke: '#1a1410',
        strokeThickness: 3,
      })
      .setOrigin(0.5, 1);
    this.marker = scene.add.graphics();
    this.badges = scene.add.container(0, 0);
    const emblemParts = [this.emblem, this.icon, this.crown].filter((o) => o !== null);
    this.tag = scene.add.container(0, -this.height - ry + 4, [
      ...emblemParts,
      this.bar,
      this.label,
      this.marker,
      this.badges,
    ]);
    this.container = scene.add.container(0, 0, [this.body, this.tag]);
    this.ghost = scene.add.graphics().setDepth(DEPTH.ghost).setAlpha(0.55);
    this.redraw();
    this.showLabel();
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

  /** The name shows on hover and for a figure in the action (selected, acting, aimed at or inspected). */
  setHovered(hovered: boolean): void {
    this.hovered = hovered;
    this.showLabel();
  }

  private showLabel(): void {
    this.label.setVisible(this.hovered || this.ring !== 'none');
  }

  setLp(lp: number): void {
    this.lp = lp;
    this.drawBar();
  }

  setRing(ring: 'none' | 'active' | 'selected' | 'target' | 'inspect'): void {
    if (ring === this.ring) return;
    this.ring = ring;
    this.redraw();
    this.showLabel();
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
    let x = Math.max(22, Math.min(40, total * 4)) / 2 + 5;
    for (const b of list) {
      const w = b.text.length > 1 ? 20 : 14;
      const g = scene.add.graphics();
      const y = -2 * EMBLEM_R - 16;
      g.fillStyle(0x1a1410, 0.9).fillRoundedRect(x - 1, y - 1, w + 2, 16, 4);
      g.fillStyle(b.fill, 1).fillRoundedRect(x, y, w, 14, 3);
      const t = scene.add
        .text(x + w / 2, y + 7, b.text, {
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
      const top = -2 * EMBLEM_R - (this.look.leader ? 22 : 8);
      m.fillTriangle(-8, top - 11, 8, top - 11, 0, top).strokeTriangle(-8, top - 11, 8, top - 11, 0, top);
    }
    this.drawEmblem(ringColour);
    const gh = this.ghost;
    gh.clear();
    gh.lineStyle(2, this.ring === 'none' ? c : ringColour, 1).strokeEllipse(0, 0, rx * 2, ry * 2);
    gh.lineStyle(1, c, 1).lineBetween(0, 0, 0, -h);
    this.drawBar();
  }

  /** The emblem: the gang's shape in its colour, outlined by the ring's colour when the figure is in the action. */
  private drawEmblem(ringColour: number): void {
    const g = this.emblem.clear();
    const c = this.look.colour;
    const r = EMBLEM_R;
    const cy = -r;
    const shape = EMBLEM_SHAPES[(this.look.mark ?? 0) % EMBLEM_SHAPES.length];
    const outline = this.ring === 'none' ? 0x1a1410 : ringColour;
    const path = (k: number): { x: number; y: number }[] => {
      const rr = r + k;
      if (shape === 'diamond')
        return [
          { x: 0, y: cy - rr * 1.25 },
          { x: rr * 1.25, y: cy },
          { x: 0, y: cy + rr * 1.25 },
          { x: -rr * 1.25, y: cy },
        ];
      if (shape === 'square')
        return [
          { x: -rr, y: cy - rr },
          { x: rr, y: cy - rr },
          { x: rr, y: cy + rr },
          { x: -rr, y: cy + rr },
        ];
      return Array.from({ length: 6 }, (_, i) => {
        const a = Math.PI / 6 + (i * Math.PI) / 3;
        return { x: Math.cos(a) * rr * 1.1, y: cy + Math.sin(a) * rr * 1.1 };
      });
    };
    const border = this.ring === 'none' ? 1.5 : 3;
    if (shape === 'circle') {
      g.fillStyle(outline, 1).fillCircle(0, cy, r + border);
      g.fillStyle(shade(c, 0.75), 1).fillCircle(0, cy, r);
    } else {
      const fill = (points: { x: number; y: number }[], colour: number) => {
        g.fillStyle(colour, 1).beginPath();
        const [first, ...rest] = points;
        if (first) g.moveTo(first.x, first.y);
        for (const p of rest) g.lineTo(p.x, p.y);
        g.closePath().fillPath();
      };
      fill(path(border), outline);
      fill(path(0), shade(c, 0.75));
    }
  }

  private drawBar(): void {
    const g = this.bar;
    g.clear();
    const total = Math.max(1, this.look.lpStart);
    const width = Math.max(22, Math.min(40, total * 4));
    const y = -2 * EMBLEM_R - 10;
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
    return this.hitGrade(sx, sy) > 0;
  }

  /**
   * How squarely screen point (sx, sy) (world px) falls on this token: 2 on its base or counter, 1 on its emblem
   * only (over the counter, at the labels' scale), 0 off it. A figure's own base beats another's emblem above it.
   */
  hitGrade(sx: number, sy: number): 0 | 1 | 2 {
    if (!this.container.visible) return 0;
    const dx = sx - this.container.x;
    const dy = sy - this.container.y;
    const inBase = (dx * dx) / (this.rx * this.rx) + (dy * dy) / (this.ry * this.ry) <= 1.2;
    const inBody = Math.abs(dx) <= this.rx * 0.75 && dy <= 2 && dy >= -this.height - this.ry;
    if (inBase || inBody) return 2;
    const s = this.tag.scaleX;
    const ey = dy - (this.tag.y - EMBLEM_R * s);
    return dx * dx + ey * ey <= (EMBLEM_R + 3) * (EMBLEM_R + 3) * s * s ? 1 : 0;
  }

  /** Height of the token's head above its base point, px (for floating text). */
  get headY(): number {
    return this.container.y - this.height - this.ry - 2 * EMBLEM_R - 30;
  }
}
