/**
 * Area attacks drawn on the board (rulebook "Weapon Abilities": Blast, Template, Smoke): the round marker or the
 * teardrop where an attack laid it (a short flash, or until the round ends for Smoke's marker), and the dashed
 * outline of where it would lie while the player aims; and the ring of each AURA in force round its user. Drawn above the terrain like the guides, so a marker on a
 * street is never hidden by a roof; redrawn from what it shows when the board turns.
 */
import type * as Phaser from 'phaser';
import type { AreaShape } from '../../rules/index.ts';
import type { IsoProjection } from '../iso/projection.ts';
import { areaOutline } from './area-shape.ts';
import { DEPTH } from './depths.ts';
import { tracePath } from './graphics-path.ts';

const DEPTH_AREA = DEPTH.effect - 20;
/** A blast or a flame: warm; a smoke marker that stays: grey. */
const FIRE = 0xff8a3d;
const SMOKE = 0xb9bcc6;
const AIM = 0xffc34d;

/** An AURA in force this round: drawn as a ring `range` inches round its user's base, wherever the user stands. */
interface AuraRing {
  readonly user: string;
  readonly range: number;
  readonly ability: string;
}

/** Where a figure stands now (inches) and its base radius (inches); null when it is off the board. */
export type FigureAt = (id: string) => { x: number; y: number; z: number; radius: number } | null;

const AURA = 0xa35cff;

interface Laid {
  readonly shape: AreaShape;
  readonly stays: boolean;
  readonly g: Phaser.GameObjects.Graphics;
}

export class AreaLayer {
  private readonly scene: Phaser.Scene;
  private proj: IsoProjection;
  private readonly laid = new Map<string, Laid>();
  private readonly aim: Phaser.GameObjects.Graphics;
  private aimed: AreaShape | null = null;
  private readonly rings: Phaser.GameObjects.Graphics;
  private auras: AuraRing[] = [];
  private ringsDrawn = '';

  constructor(scene: Phaser.Scene, proj: IsoProjection) {
    this.scene = scene;
    this.proj = proj;
    this.aim = scene.add.graphics().setDepth(DEPTH_AREA + 1);
    this.rings = scene.add.graphics().setDepth(DEPTH_AREA - 1);
  }

  /** An AURA is used: its ring is drawn round `user` until {@link clearAuras} (the round ends). */
  addAura(user: string, range: number, ability: string): void {
    this.auras.push({ user, range, ability });
    this.ringsDrawn = '';
  }

  /** The round ends: AURAs end. */
  clearAuras(): void {
    this.auras = [];
    this.ringsDrawn = '';
    this.rings.clear();
  }

  /** The AURAs in force (user id, range in inches, ability), for tests. */
  get auraRings(): readonly AuraRing[] {
    return this.auras;
  }

  /** Draw the AURA rings where their users stand now (cheap when nothing moved; call every frame). */
  drawAuras(at: FigureAt): void {
    if (this.auras.length === 0) return;
    const places = this.auras.map((a) => ({ a, p: at(a.user) }));
    const key = places.map(({ a, p }) => (p ? `${a.user}:${p.x},${p.y},${p.z}:${a.range}` : '-')).join('|');
    if (key === this.ringsDrawn) return;
    this.ringsDrawn = key;
    const g = this.rings.clear();
    for (const { a, p } of places) {
      if (!p) continue;
      const pts = areaOutline({ kind: 'blast', centre: [p.x, p.y, p.z], radius: a.range + p.radius }, 64).map(
        ([x, y, z]) => this.proj.project(x, y, z),
      );
      tracePath(g, pts);
      g.fillStyle(AURA, 0.12).fillPath();
      tracePath(g, pts);
      g.lineStyle(4, 0x10141c, 0.45).strokePath();
      tracePath(g, pts);
      g.lineStyle(3, AURA, 1).strokePath();
    }
  }

  /** Use a new projection (the board turned) and redraw. */
  setProjection(proj: IsoProjection): void {
    this.proj = proj;
    for (const l of this.laid.values()) this.draw(l);
    this.drawAim();
    this.ringsDrawn = '';
  }

  /**
   * Lay the marker or template `id` (an `area` event); `stays`: it stays until `remove` (Smoke), else it is a
   * flash the caller fades. Returns its graphics (for the fade).
   */
  lay(id: string, shape: AreaShape, stays: boolean): Phaser.GameObjects.Graphics {
    this.remove(id);
    const l: Laid = { shape, stays, g: this.scene.add.graphics().setDepth(DEPTH_AREA) };
    this.laid.set(id, l);
    this.draw(l);
    return l.g;
  }

  /** Take a marker off the board (an `area-cleared` event, or the end of a flash). */
  remove(id: string): void {
    this.laid.get(id)?.g.destroy();
    this.laid.delete(id);
  }

  /** The dashed outline of where an area attack would lie (null clears it). */
  showAim(shape: AreaShape | null): void {
    this.aimed = shape;
    this.drawAim();
  }

  /** What the layer shows, for tests: the ids laid (staying or not), whether an aim is drawn, the AURA rings. */
  get state(): { laid: string[]; staying: string[]; aim: boolean; auras: string[] } {
    const ids = [...this.laid.keys()];
    return {
      laid: ids,
      staying: ids.filter((id) => this.laid.get(id)!.stays),
      aim: this.aimed !== null,
      auras: this.auras.map((a) => `${a.ability}@${a.user}`),
    };
  }

  /** Fill and outline `shape` on `g` in `colour`. */
  private paint(g: Phaser.GameObjects.Graphics, shape: AreaShape, colour: number, alpha: number): void {
    const pts = areaOutline(shape).map(([x, y, z]) => this.proj.project(x, y, z));
    tracePath(g, pts);
    g.fillStyle(colour, alpha).fillPath();
    tracePath(g, pts);
    g.lineStyle(6, 0x10141c, 0.55).strokePath();
    tracePath(g, pts);
    g.lineStyle(3, colour, 1).strokePath();
  }

  private draw(l: Laid): void {
    this.paint(l.g.clear(), l.shape, l.stays ? SMOKE : FIRE, l.stays ? 0.45 : 0.35);
  }

  private drawAim(): void {
    const g = this.aim.clear();
    if (this.aimed) this.paint(g, this.aimed, AIM, 0.32);
  }

  destroy(): void {
    for (const l of this.laid.values()) l.g.destroy();
    this.laid.clear();
    this.aim.destroy();
    this.rings.destroy();
  }
}
