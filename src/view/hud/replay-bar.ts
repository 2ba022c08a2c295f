/**
 * The replay bar: watching a recorded match again, command by command — to the start, a step back, play or pause
 * (at the top bar's speed), a step forward, to the end — with where the replay stands. The board, the dice log and
 * the top bar follow each step (src/view/scenes/Battle.ts).
 */
import { h, replace } from './dom-builder.ts';

/** What the bar's buttons ask for. */
export interface ReplayHandlers {
  /** Go to the record's command `at` (0: the start). */
  seek(at: number): void;
  /** Play one more command. */
  forward(): void;
  /** Play on, or pause. */
  play(on: boolean): void;
}

export class ReplayBar {
  readonly root: HTMLElement;
  private readonly where: HTMLElement;
  private readonly buttons: Record<'start' | 'back' | 'play' | 'forward' | 'end', HTMLButtonElement>;

  constructor(
    private readonly total: number,
    on: ReplayHandlers,
  ) {
    this.where = h('span', { class: 'replay-where', role: 'status' });
    const b = (cls: string, label: string, title: string, click: () => void) =>
      h('button', { class: cls, title, 'aria-label': title, onclick: click }, label);
    this.buttons = {
      start: b('replay-start', '|◀◀', 'To the start', () => on.seek(0)),
      back: b('replay-back', '◀', 'One command back', () => on.seek(this.at - 1)),
      play: b('replay-play', '▶ Play', 'Play the match on, at the speed chosen above', () =>
        on.play(!this.playing),
      ),
      forward: b('replay-forward', '▶', 'One command forward', () => on.forward()),
      end: b('replay-end', '▶▶|', 'To the end', () => on.seek(this.total)),
    };
    this.root = h(
      'section',
      { class: 'panel replay-bar', 'aria-label': 'Replay' },
      h('span', { class: 'replay-title' }, 'Replay'),
      this.buttons.start,
      this.buttons.back,
      this.buttons.play,
      this.buttons.forward,
      this.buttons.end,
      this.where,
    );
  }

  private at = 0;
  private playing = false;

  /** Show the replay at command `at`, playing or not. */
  show(at: number, playing: boolean): void {
    this.at = at;
    this.playing = playing;
    replace(this.where, `Command ${at} of ${this.total}`);
    this.buttons.play.textContent = playing ? '⏸ Pause' : '▶ Play';
    this.buttons.play.setAttribute('aria-pressed', String(playing));
    this.buttons.start.disabled = at === 0;
    this.buttons.back.disabled = at === 0;
    this.buttons.forward.disabled = at >= this.total;
    this.buttons.end.disabled = at >= this.total;
    this.buttons.play.disabled = at >= this.total && !playing;
  }
}
