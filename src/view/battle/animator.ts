/**
 * Plays match events on the board at a readable pace (DESIGN §3.5): moves tween along their path, rolls and
 * damage float above the figures, attacks flash, casualties fade. Events queue up as the engine emits them and
 * play one after another; the speed (1×, 2×, 4×, instant) applies to what is still to come.
 */
import type * as Phaser from 'phaser';
import type { AreaShape, GondolaOrientation, MatchEvent } from '../../rules/index.ts';
import type { BoardView } from '../board/board-view.ts';
import { DEPTH } from '../board/depths.ts';
import { arcPoint, type BoardPoint } from '../board/path-shape.ts';
import { withCounter } from '../board/token-counters.ts';
import { resultWord } from '../hud/log-lines.ts';

/** Playback speed: a multiplier, or everything at once. */
export type Speed = 1 | 2 | 4 | 'instant';

/** What the animator tells the rest of the scene. */
export interface AnimatorHooks {
  /** An event starts playing (log it, refresh panels). */
  played(e: MatchEvent): void;
}

/** Words floated over a figure when it gains or loses a counter. */
const COUNTER_WORD: Record<string, string> = {
  stunned: 'Stunned',
  hidden: 'Hidden',
  guard: 'Guard',
  underwater: 'Underwater',
};

const RESULT_COLOUR: Record<string, string> = {
  success: '#9be37a',
  critical: '#ffe14d',
  fail: '#e0e0e0',
  fumble: '#ff7a6b',
};

export class Animator {
  speed: Speed;
  private readonly scene: Phaser.Scene;
  private readonly view: BoardView;
  private readonly hooks: AnimatorHooks;
  private readonly queue: MatchEvent[] = [];
  private busyUntil = 0;
  private clock = 0;
  private lastAttacker: string | null = null;
  private tweens: Phaser.Tweens.Tween[] = [];

  constructor(scene: Phaser.Scene, view: BoardView, hooks: AnimatorHooks, speed: Speed) {
    this.scene = scene;
    this.view = view;
    this.hooks = hooks;
    this.speed = speed;
  }

  push(e: MatchEvent): void {
    this.queue.push(e);
  }

  /** Nothing queued and nothing playing. */
  get idle(): boolean {
    return this.queue.length === 0 && this.clock >= this.busyUntil;
  }

  /** Play due events; call every frame with the frame's delta (ms). */
  update(deltaMs: number): void {
    this.clock += deltaMs;
    if (this.speed === 'instant') this.busyUntil = this.clock;
    let budget = this.speed === 'instant' ? 400 : 1;
    while (this.clock >= this.busyUntil && this.queue.length > 0 && budget-- > 0) {
      const e = this.queue.shift()!;
      this.hooks.played(e);
      const ms = this.play(e);
      if (this.speed !== 'instant' && ms > 0) this.busyUntil = this.clock + ms / this.speed;
    }
  }

  /** Finish everything now (tweens jump to their end). */
  flush(): void {
    for (const t of this.tweens) if (t.isPlaying()) t.complete();
    this.tweens = [];
    const was = this.speed;
    this.speed = 'instant';
    while (this.queue.length > 0) this.update(0);
    this.speed = was;
    this.busyUntil = this.clock;
  }

  private get fast(): boolean {
    return this.speed === 'instant';
  }

  private dur(ms: number): number {
    return this.speed === 'instant' ? 0 : ms / this.speed;
  }

  /** Start showing one event; returns how long it takes at 1× (ms). */
  private play(e: MatchEvent): number {
    switch (e.type) {
      case 'deploy':
        this.view.tokens.get(e.character)?.place(this.view.proj, e.x, e.y, e.z);
        return 0;
      case 'round-start':
        for (const t of this.view.tokens.values()) t.setDim(false);
        this.view.areas.clearAuras();
        return 700;
      case 'turn-start':
        return 250;
      case 'turn-end':
        this.view.tokens.get(e.character)?.setDim(true);
        return 200;
      case 'roll': {
        if (e.purpose === 'attack' || e.purpose === 'attack-of-opportunity') this.lastAttacker = e.character;
        const aces = `${e.aces} Ace${e.aces === 1 ? '' : 's'}`;
        this.float(e.character, `${resultWord(e.result)} · ${aces}`, RESULT_COLOUR[e.result] ?? '#fff', 0);
        return 650;
      }
      case 'will-points':
        this.float(e.character, `+${e.amount} Will Point${e.amount === 1 ? '' : 's'}`, '#c9a6ff', 0);
        return 350;
      case 'move':
        return this.move(e.character, e.path);
      case 'jump':
        return this.jump(e.character, e.from, e.end, e.landed);
      case 'fall': {
        const t = this.view.tokens.get(e.character);
        if (t) this.tweenTo(e.character, t.x, t.y, e.to, 120 + 40 * Math.max(1, e.from - e.to));
        this.float(e.character, `Falls ${e.inches}″`, '#ffb870', 0);
        return 160 + 40 * Math.max(1, e.from - e.to) + 200;
      }
      case 'counter': {
        const t = this.view.tokens.get(e.character);
        if (t) t.setCounters(withCounter(t.counters, e.counter, e.gained));
        const text = COUNTER_WORD[e.counter];
        if (text)
          this.float(e.character, `${e.gained ? '+' : '−'} ${text}`, e.gained ? '#bfe3ff' : '#c8c0b0', 0, 13);
        return text ? 300 : 0;
      }
      case 'damage':
        this.strike(this.lastAttacker, e.character);
        return 300;
      case 'life-points': {
        this.view.tokens.get(e.character)?.setLp(e.lpAfter);
        const gained = e.lpAfter > e.lpBefore;
        const text = gained ? `+${e.lpAfter - e.lpBefore} LP` : `−${e.lpBefore - e.lpAfter} LP`;
        this.float(e.character, text, gained ? '#7be39b' : '#ff5a4a', 10, 22);
        return 600;
      }
      case 'fortune':
        this.float(e.character, "Fortune's Favour!", '#ffd84d', 0, 16);
        return 700;
      case 'attack-of-opportunity':
        this.float(e.character, 'Attack of Opportunity!', '#ffd0a0', 0);
        return 450;
      case 'casualty': {
        const t = this.view.tokens.get(e.character);
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
        return 650;
      }
      case 'round-end':
        return 250;
      case 'area':
        return this.area(e.marker, e.shape, e.stays);
      case 'area-cleared':
        this.view.areas.remove(e.marker);
        return 0;
      case 'area-reading': {
        const aces = `${e.aces} Ace${e.aces === 1 ? '' : 's'}`;
        this.float(
          e.character,
          `${resultWord(e.result)} · ${aces}`,
          RESULT_COLOUR[e.result] ?? '#fff',
          0,
          13,
        );
        return 250;
      }
      case 'command-ability':
        if (e.form === 'aura' && e.range !== null) this.view.areas.addAura(e.character, e.range, e.ability);
        this.float(e.character, e.ability, '#c89bff', 18, 15);
        return 500;
      case 'ability':
        this.float(e.character, `${e.ability}: ${e.effect}`, '#f0c8ff', 18, 13);
        return 450;
      case 'gondola': {
        // The engine has a new board with the gondola moved; the view redraws from the same facts.
        const b = this.view.board;
        const moved = b.gondolaSpecs.map((g) =>
          g.id === e.gondola ? { ...g, i: e.i, j: e.j, orientation: e.orientation as GondolaOrientation } : g,
        );
        this.view.setBoard(b.withGondolas(moved));
        return 400;
      }
      default:
        return 0;
    }
  }

  /** An area attack lays its marker or template: a flash that fades, or one that stays until cleared (Smoke). */
  private area(id: string, shape: AreaShape, stays: boolean): number {
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

  private move(id: string, path: readonly (readonly [number, number, number])[]): number {
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
  private jump(id: string, from: BoardPoint, end: BoardPoint, landed: boolean): number {
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

  private tweenTo(id: string, x: number, y: number, z: number, ms: number): void {
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

  private strike(from: string | null, to: string): void {
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
  private float(id: string, text: string, colour: string, dy: number, size = 15): void {
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

  /** Stop everything (scene shutdown). */
  dispose(): void {
    for (const t of this.tweens) t.stop();
    this.tweens = [];
    this.queue.length = 0;
  }
}
