/**
 * What plays on the board while events are shown: a figure tweened along its path (climbing before a cell edge,
 * dropping after it), along a jump's arc or down a fall; a flash between attacker and target; words rising above a
 * figure; a casualty fading out; an area attack's marker or template flashing (or staying, Smoke). Durations
 * follow the playback speed; at 'instant' every figure goes straight to its end and nothing is tweened.
 */
import type * as Phaser from 'phaser';
import type { AreaShape } from '../../rules/index.ts';
import type { BoardView } from '../board/board-view.ts';
import { DEPTH } from '../board/depths.ts';
import { arcPoint, type BoardPoint } from '../board/path-shape.ts';

export class BoardEffects {
  private readonly scene: Phaser.Scene;
  private readonly view: BoardView;
  /** The playback speed now: a multiplier, or everything at once. */
  private readonly rate: () => number | 'instant';
  private tweens: Phaser.Tweens.Tween[] = [];

  constructor(scene: Phaser.Scene, view: BoardView, rate: () => number | 'instant') {
    this.scene = scene;
    this.view = view;
    this.rate = rate;
  }

  private get fast(): boolean {
    return this.rate() === 'instant';
  }

  private dur(ms: number): number {
    const rate = this.rate();
    return rate === 'instant' ? 0 : ms / rate;
  }

  /** Tweens jump to their end. */
  complete(): void {
    for (const t of this.tweens) if (t.isPlaying()) t.complete();
    this.tweens = [];
  }

  /** Tweens stop where they are (scene shutdown). */
  stop(): void {
    for (const t of this.tweens) t.stop();
    this.tweens = [];
  }

  /** A casualty fades out and is hidden. */
  fadeOut(id: string): void {
    const t = this.view.tokens.get(id);
    if (t && !this.fast) {
      this.track(
        this.scene.tweens.add({
          targets: t.container,
          alpha: 0,
          duration: this.dur(600),
          onComplete: () => t.setVisible(false),
        }),
      );
    } else t?.setVisible(false);
  }

  /**
   * An area attack lays its marker or template: a flash that fades, or one that stays until cleared (Smoke); returns
   * how long it takes at 1× (ms).
   */
  area(id: string, shape: AreaShape, stays: boolean): number {
    this.view.areas.showAim(null);
    const g = this.view.areas.lay(id, shape, stays);
    if (stays) return 500;
    if (this.fast) {
      this.view.areas.remove(id);
      return 0;
    }
    this.track(
      this.scene.tweens.add({
        targets: g,
        alpha: { from: 1, to: 0 },
        delay: this.dur(900),
        duration: this.dur(600),
        onComplete: () => this.view.areas.remove(id),
      }),
    );
    return 700;
  }

  private track(t: Phaser.Tweens.Tween): void {
    this.tweens = this.tweens.filter((x) => x.isPlaying());
    this.tweens.push(t);
  }

  /** A figure walks its path; returns how long it takes at 1× (ms). */
  move(id: string, path: readonly (readonly [number, number, number])[]): number {
    const t = this.view.tokens.get(id);
    if (!t || path.length === 0) return 0;
    if (this.fast) {
      const end = path[path.length - 1]!;
      t.place(this.view.proj, end[0], end[1], end[2]);
      return 0;
    }
    const stepMs = 160;
    const pos = { k: 0 };
    const last = path.length - 1;
    const at = (k: number) => {
      const a = path[Math.min(last, Math.floor(k))]!;
      const b = path[Math.min(last, Math.floor(k) + 1)]!;
      const f = k - Math.floor(k);
      // Climb before crossing the cell edge, drop after it, so the figure never cuts through a wall.
      let z = a[2];
      if (b[2] > a[2]) z = f < 0.5 ? a[2] + (b[2] - a[2]) * f * 2 : b[2];
      else if (b[2] < a[2]) z = f < 0.5 ? a[2] : a[2] + (b[2] - a[2]) * (f - 0.5) * 2;
      t.place(this.view.proj, a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f, z);
    };
    this.track(
      this.scene.tweens.add({
        targets: pos,
        k: last,
        duration: this.dur(stepMs * Math.max(1, last)),
        onUpdate: () => at(pos.k),
        onComplete: () => at(last),
      }),
    );
    return stepMs * Math.max(1, last) + 80;
  }

  /** A jump: the figure flies along an arc from `from` to `end`; when it did not land, a fall follows. */
  jump(id: string, from: BoardPoint, end: BoardPoint, landed: boolean): number {
    const t = this.view.tokens.get(id);
    if (!t) return 0;
    if (this.fast) {
      t.place(this.view.proj, end[0], end[1], end[2]);
      return 0;
    }
    const ms = 320 + 90 * Math.hypot(end[0] - from[0], end[1] - from[1]);
    const pos = { k: 0 };
    const at = (k: number) => {
      const p = arcPoint(from, end, k);
      t.place(this.view.proj, p[0], p[1], p[2]);
    };
    this.track(
      this.scene.tweens.add({
        targets: pos,
        k: 1,
        duration: this.dur(ms),
        ease: 'Sine.easeInOut',
        onUpdate: () => at(pos.k),
        onComplete: () => at(1),
      }),
    );
    if (!landed) this.float(id, 'Comes down short!', '#ffb870', 0);
    return ms + 60;
  }

  /** The figure drops (or rises) to height `z` at (x, y) in `ms` at 1×. */
  tweenTo(id: string, x: number, y: number, z: number, ms: number): void {
    const t = this.view.tokens.get(id);
    if (!t) return;
    if (this.fast) {
      t.place(this.view.proj, x, y, z);
      return;
    }
    const from = { z: t.z };
    this.track(
      this.scene.tweens.add({
        targets: from,
        z,
        duration: this.dur(ms),
        ease: 'Quad.easeIn',
        onUpdate: () => t.place(this.view.proj, x, y, from.z),
      }),
    );
  }

  /** A flash on `to`, with a line from the attacker `from` when known. */
  strike(from: string | null, to: string): void {
    const a = from ? this.view.tokens.get(from) : undefined;
    const b = this.view.tokens.get(to);
    if (!b || this.fast) return;
    const g = this.scene.add.graphics().setDepth(DEPTH.effect);
    const bx = b.container.x;
    const by = b.container.y - b.extent.height / 2;
    if (a && a !== b) {
      g.lineStyle(4, 0xfff1a8, 0.9).lineBetween(a.container.x, a.container.y - a.extent.height / 2, bx, by);
    }
    g.fillStyle(0xff3b2f, 0.55).fillCircle(bx, by, b.extent.rx * 1.1);
    this.track(
      this.scene.tweens.add({
        targets: g,
        alpha: 0,
        duration: this.dur(450),
        onComplete: () => g.destroy(),
      }),
    );
  }

  /** Text rising from above a figure. */
  float(id: string, text: string, colour: string, dy: number, size = 15): void {
    const t = this.view.tokens.get(id);
    if (!t || this.fast) return;
    const label = this.scene.add
      .text(t.container.x, t.headY - dy, text, {
        fontFamily: 'system-ui, sans-serif',
        fontSize: `${size}px`,
        fontStyle: 'bold',
        color: colour,
        stroke: '#140e0a',
        strokeThickness: 4,
      })
      .setOrigin(0.5, 1)
      .setDepth(DEPTH.effect + 1);
    this.track(
      this.scene.tweens.add({
        targets: label,
        y: label.y - 34,
        alpha: { from: 1, to: 0 },
        delay: this.dur(250),
        duration: this.dur(900),
        onComplete: () => label.destroy(),
      }),
    );
  }
}
