/**
 * Plays match events on the board at a readable pace (DESIGN §3.5): moves tween along their path, rolls and
 * damage float above the figures, attacks flash, casualties fade (the effects themselves: board-effects.ts).
 * Events queue up as the engine emits them and play one after another; the speed (1×, 2×, 4×, instant) applies
 * to what is still to come.
 */
import type * as Phaser from 'phaser';
import type { GondolaOrientation, MatchEvent } from '../../rules/index.ts';
import type { BoardView } from '../board/board-view.ts';
import { withCounter } from '../board/token-counters.ts';
import { resultWord } from '../hud/log-lines.ts';
import { BoardEffects } from './board-effects.ts';

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
  private readonly view: BoardView;
  private readonly hooks: AnimatorHooks;
  private readonly queue: MatchEvent[] = [];
  private busyUntil = 0;
  private clock = 0;
  private lastAttacker: string | null = null;
  /** The tweens, flashes and words on the board. */
  private readonly effects: BoardEffects;

  constructor(scene: Phaser.Scene, view: BoardView, hooks: AnimatorHooks, speed: Speed) {
    this.effects = new BoardEffects(scene, view, () => this.speed);
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
    this.effects.complete();
    const was = this.speed;
    this.speed = 'instant';
    while (this.queue.length > 0) this.update(0);
    this.speed = was;
    this.busyUntil = this.clock;
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
        this.effects.float(
          e.character,
          `${resultWord(e.result)} · ${aces}`,
          RESULT_COLOUR[e.result] ?? '#fff',
          0,
        );
        return 650;
      }
      case 'will-points':
        this.effects.float(e.character, `+${e.amount} Will Point${e.amount === 1 ? '' : 's'}`, '#c9a6ff', 0);
        return 350;
      case 'move':
        return this.effects.move(e.character, e.path);
      case 'jump':
        return this.effects.jump(e.character, e.from, e.end, e.landed);
      case 'fall': {
        const t = this.view.tokens.get(e.character);
        if (t) this.effects.tweenTo(e.character, t.x, t.y, e.to, 120 + 40 * Math.max(1, e.from - e.to));
        this.effects.float(e.character, `Falls ${e.inches}″`, '#ffb870', 0);
        return 160 + 40 * Math.max(1, e.from - e.to) + 200;
      }
      case 'counter': {
        const t = this.view.tokens.get(e.character);
        if (t) t.setCounters(withCounter(t.counters, e.counter, e.gained));
        const text = COUNTER_WORD[e.counter];
        if (text)
          this.effects.float(
            e.character,
            `${e.gained ? '+' : '−'} ${text}`,
            e.gained ? '#bfe3ff' : '#c8c0b0',
            0,
            13,
          );
        return text ? 300 : 0;
      }
      case 'damage':
        this.effects.strike(this.lastAttacker, e.character);
        return 300;
      case 'life-points': {
        this.view.tokens.get(e.character)?.setLp(e.lpAfter);
        const gained = e.lpAfter > e.lpBefore;
        const text = gained ? `+${e.lpAfter - e.lpBefore} LP` : `−${e.lpBefore - e.lpAfter} LP`;
        this.effects.float(e.character, text, gained ? '#7be39b' : '#ff5a4a', 10, 22);
        return 600;
      }
      case 'fortune':
        this.effects.float(e.character, "Fortune's Favour!", '#ffd84d', 0, 16);
        return 700;
      case 'attack-of-opportunity':
        this.effects.float(e.character, 'Attack of Opportunity!', '#ffd0a0', 0);
        return 450;
      case 'casualty':
        this.effects.fadeOut(e.character);
        return 650;
      case 'round-end':
        return 250;
      case 'area':
        return this.effects.area(e.marker, e.shape, e.stays);
      case 'area-cleared':
        this.view.areas.remove(e.marker);
        return 0;
      case 'area-reading': {
        const aces = `${e.aces} Ace${e.aces === 1 ? '' : 's'}`;
        this.effects.float(
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
        this.effects.float(e.character, e.ability, '#c89bff', 18, 15);
        return 500;
      case 'ability':
        this.effects.float(e.character, `${e.ability}: ${e.effect}`, '#f0c8ff', 18, 13);
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

  /** Stop everything (scene shutdown). */
  dispose(): void {
    this.effects.stop();
    this.queue.length = 0;
  }
}
