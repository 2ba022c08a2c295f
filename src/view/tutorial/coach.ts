/**
 * The tutorial beside a lesson's match (docs/tutorial.md): shows each step on the card, points at what to click (a
 * pulse on the button, or a ring on the tile or figure that clicks through to the board), waits until the person has
 * done it — a figure selected, a mode on, the command the step names taken by the engine, a question come, their turn
 * back, the game over — tells the dice as they fall, keeps the progress, and refuses a person's command the step does
 * not ask for (so the lesson's dice fall as its text says). Back replays the match to an earlier step.
 */
import type { LessonPlace, TutorialProgress } from '../../app/tutorial-store.ts';
import { lessonDone } from '../../app/tutorial-store.ts';
import type { Lesson, LessonStep } from '../../content/tutorial/lesson-schema.ts';
import { lessons } from '../../content/tutorial/lessons.ts';
import type { Command, MatchEvent } from '../../rules/index.ts';
import type { BattleSession } from '../battle/battle-session.ts';
import { h } from '../hud/dom-builder.ts';
import { CoachCard } from './coach-card.ts';
import { rollWords } from './roll-words.ts';
import { commandMatches } from './step-match.ts';

/** What the coach needs of the battle scene. */
export interface CoachHost {
  readonly session: BattleSession;
  /** The person's selected figure and board mode (player-input.ts). */
  selected(): string | null;
  mode(): string;
  /** The figures the person has aimed at: an attack's target, a spell's (player-input.ts). */
  aimedAt(): readonly string[];
  /** Whether the jump panel's Controlled Landing is ticked. */
  controlledLanding(): boolean;
  /** Nothing animates. */
  idle(): boolean;
  /** Page px of a board point (inches), and of a figure's token; null off the board. */
  pageOfPoint(x: number, y: number, z: number): { x: number; y: number } | null;
  pageOfFigure(id: string): { x: number; y: number } | null;
  /** As a click, or the pointer, on the board at page point (x, y). */
  clickAt(x: number, y: number): void;
  hoverAt(x: number, y: number): void;
  /** As a click, or the pointer, on the lit tile at (x, y, z) inches itself, whatever stands in front of it. */
  clickTile(x: number, y: number, z: number): void;
  hoverTile(x: number, y: number, z: number, page: { x: number; y: number }): void;
  name(id: string): string;
  /** Play the lesson again from `place` (Back), or another lesson, or go to the lesson list. */
  restart(place: LessonPlace): void;
  startLesson(id: string): void;
  lessonList(): void;
  /** Keep the progress (the browser's store). */
  keep(p: TutorialProgress): void;
}

/** What the automation hook reports of the tutorial: the lesson, the step (0-based), the lessons done. */
export interface TutorialState {
  readonly lesson: string;
  readonly step: number;
  readonly done: readonly string[];
}

const MAX_DICE_LINES = 2;

export class Coach {
  readonly card: CoachCard;
  private readonly lesson: Lesson;
  private readonly host: CoachHost;
  private progress: TutorialProgress;
  private step: number;
  private readonly at: number[];
  private dice: string[] = [];
  private said: string | null = null;
  private finished = false;
  private readonly spot: HTMLButtonElement;
  private pulsed: Element | null = null;
  private readingDone = false;

  /**
   * Coach `lesson` from `place` (its step and the commands count as each step began), the match already replayed to it.
   * @param layer where the ring over the board goes (the HUD's root)
   */
  constructor(
    lesson: Lesson,
    progress: TutorialProgress,
    place: LessonPlace | null,
    host: CoachHost,
    layer: HTMLElement,
  ) {
    this.lesson = lesson;
    this.host = host;
    this.progress = progress;
    this.step = Math.min(place?.step ?? 0, lesson.steps.length - 1);
    this.at = place ? [...place.at].slice(0, this.step + 1) : [];
    while (this.at.length <= this.step) this.at.push(host.session.match.commands.length);
    this.card = new CoachCard({
      back: () => this.back(),
      next: () => {
        this.readingDone = true;
      },
      skip: () => this.skipLesson(),
      lessons: () => host.lessonList(),
      nextLesson: () => {
        const n = this.nextLesson();
        if (n) host.startLesson(n.id);
      },
    });
    this.spot = h('button', { class: 'coach-spot', hidden: true }) as HTMLButtonElement;
    this.spot.addEventListener('click', (e) => {
      const p = this.current.point;
      if (p && 'tile' in p) host.clickTile(...p.tile);
      else host.clickAt(e.clientX, e.clientY);
    });
    this.spot.addEventListener('pointermove', (e) => {
      const p = this.current.point;
      if (p && 'tile' in p) host.hoverTile(...p.tile, { x: e.clientX, y: e.clientY });
      else host.hoverAt(e.clientX, e.clientY);
    });
    layer.append(this.spot);
    this.keep();
    this.show();
  }

  /** The progress as it stands (a new battle of the tutorial carries it). */
  get progressNow(): TutorialProgress {
    return this.progress;
  }

  /** What the hook reports. */
  get state(): TutorialState {
    return { lesson: this.lesson.id, step: this.step, done: this.progress.done };
  }

  private get current(): LessonStep {
    return this.lesson.steps[this.step]!;
  }

  /** An event the board just showed: a roll of this step is told on the card. */
  played(e: MatchEvent): void {
    if (e.type !== 'roll' || this.finished) return;
    this.dice = [...this.dice, rollWords(e, (id) => this.host.name(id))].slice(-MAX_DICE_LINES);
    this.show();
  }

  /**
   * Why a person's command is refused in this step, or null: while a step waits for a command, only one that says
   * what the step says; while it asks to read or to select, none yet (answers to questions always pass).
   */
  check(cmd: Command): string | null {
    if (this.finished) return null;
    const w = this.current.wait;
    if (typeof w === 'object' && 'command' in w)
      return cmd.type !== 'decide' || w.command.type === 'decide'
        ? commandMatches(w.command, cmd)
          ? null
          : `the lesson asks: ${this.current.text}`
        : null;
    if (cmd.type === 'decide') return null;
    const preparing = ['selected', 'mode', 'target', 'controlledLanding'];
    if (w === 'next' || (typeof w === 'object' && preparing.some((k) => k in w)))
      return `the lesson asks: ${this.current.text}`;
    return null;
  }

  /** Every frame: keep the pulse on its target; go on once the step is done. */
  update(): void {
    this.place();
    if (this.finished || !this.host.idle()) return;
    if (this.stepDone()) this.advance();
  }

  private stepDone(): boolean {
    const w = this.current.wait;
    const s = this.host.session;
    if (w === 'next') return this.readingDone;
    if ('selected' in w) return this.host.selected() === w.selected;
    if ('mode' in w) return this.host.mode() === w.mode;
    if ('target' in w) return this.host.aimedAt().includes(w.target);
    if ('controlledLanding' in w) return this.host.controlledLanding();
    if ('command' in w)
      return s.match.commands.slice(this.at[this.step]).some((c) => commandMatches(w.command, c));
    if ('decision' in w) return s.humanToAnswer && s.match.pending?.type === w.decision;
    if ('yourTurn' in w) return s.humanToAnswer && !s.match.pending && !s.match.over;
    return s.match.over;
  }

  private advance(): void {
    this.readingDone = false;
    this.said = this.current.after ?? null;
    if (this.step + 1 >= this.lesson.steps.length) {
      this.finished = true;
      this.progress = lessonDone(this.progress, this.lesson.id);
      this.host.keep(this.progress);
      this.unpulse();
      this.spot.hidden = true;
      this.card.showEnd(this.lesson.title, this.said, this.nextLesson()?.title ?? null);
      return;
    }
    this.step++;
    this.at.push(this.host.session.match.commands.length);
    this.keep();
    this.show();
    // the dice of the step just done stay in view under its line; the next step's are added as they fall
  }

  private back(): void {
    if (this.step === 0) return;
    const to = this.step - 1;
    const commands = this.host.session.match.commands;
    if (this.at[to] === commands.length) {
      // nothing to take back: only the card goes back
      this.step = to;
      this.at.length = to + 1;
      this.said = null;
      this.readingDone = false;
      this.keep();
      this.show();
      return;
    }
    this.host.restart(this.placeAt(to, commands.slice(0, this.at[to])));
  }

  private skipLesson(): void {
    const n = this.nextLesson();
    this.progress = { ...this.progress, current: null };
    this.host.keep(this.progress);
    if (n) this.host.startLesson(n.id);
    else this.host.lessonList();
  }

  private nextLesson(): Lesson | null {
    const all = lessons();
    return all[all.findIndex((l) => l.id === this.lesson.id) + 1] ?? null;
  }

  private placeAt(step: number, commands: readonly Command[]): LessonPlace {
    return { lesson: this.lesson.id, step, at: this.at.slice(0, step + 1), commands: [...commands] };
  }

  private keep(): void {
    const m = this.host.session.match;
    this.progress = { ...this.progress, current: this.placeAt(this.step, m.commands) };
    this.host.keep(this.progress);
  }

  private show(): void {
    if (this.finished) return;
    const all = lessons();
    const w = this.current.wait;
    this.card.showStep({
      lesson: this.lesson.title,
      number: all.findIndex((l) => l.id === this.lesson.id) + 1,
      of: all.length,
      section: this.lesson.section,
      step: this.step + 1,
      steps: this.lesson.steps.length,
      done: this.said,
      text: this.current.text,
      target: targetWords(this.current),
      dice: this.dice,
      canBack: this.step > 0,
      reading: w === 'next',
    });
  }

  /** Put the pulse on the step's target: a HUD button by its name, or the ring on a tile or a figure. */
  private place(): void {
    const p = this.finished ? undefined : this.current.point;
    if (p && 'button' in p) {
      this.spot.hidden = true;
      const b = findButton(p.button);
      if (b !== this.pulsed) {
        this.unpulse();
        b?.classList.add('coach-pulse');
        this.pulsed = b;
      }
      return;
    }
    this.unpulse();
    const at = !p ? null : 'tile' in p ? this.host.pageOfPoint(...p.tile) : this.host.pageOfFigure(p.figure);
    if (!p || !at || this.stepDoneNow()) {
      this.spot.hidden = true;
      return;
    }
    const label =
      'tile' in p
        ? `Lesson: click here (the tile at ${Math.floor(p.tile[0])}, ${Math.floor(p.tile[1])}, height ${p.tile[2]}″)`
        : `Lesson: click here (${this.host.name(p.figure)})`;
    if (this.spot.getAttribute('aria-label') !== label) this.spot.setAttribute('aria-label', label);
    this.spot.hidden = false;
    this.spot.style.left = `${Math.round(at.x)}px`;
    this.spot.style.top = `${Math.round(at.y)}px`;
  }

  /** A step already done but not yet gone on (animating): its ring is not offered again. */
  private stepDoneNow(): boolean {
    const w = this.current.wait;
    // other commands may follow the step's own (a question answered unasked): the step's is looked for
    return (
      typeof w === 'object' &&
      'command' in w &&
      this.host.session.match.commands.slice(this.at[this.step]).some((c) => commandMatches(w.command, c))
    );
  }

  private unpulse(): void {
    this.pulsed?.classList.remove('coach-pulse');
    this.pulsed = null;
  }

  dispose(): void {
    this.unpulse();
    this.spot.remove();
  }
}

/** What a step asks to click, in words (the card's "Click:" line), or null. */
function targetWords(step: LessonStep): string | null {
  const p = step.point;
  if (!p) return null;
  if ('button' in p) return p.button;
  return 'the pulsing ring on the board';
}

/**
 * A visible button of the battle's panels named `name` — its label, or its text, or a text that starts with the name
 * and goes on after a space (a Will Point answer "+1 62% Success or Critical…" is the button "+1") — or the label of
 * a switch ("Controlled Landing (1 WP)").
 */
function findButton(name: string): Element | null {
  for (const b of document.querySelectorAll('.hud button, .hud label')) {
    const label = b.getAttribute('aria-label') ?? b.textContent?.trim() ?? '';
    const named = label === name || label.startsWith(`${name} `);
    if (named && (b as HTMLElement).offsetParent !== null) return b;
  }
  return null;
}
