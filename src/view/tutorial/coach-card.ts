/**
 * The tutorial's card beside the board: the lesson and its rulebook section, what to do now and why, what the dice
 * just did, and the ways on — Back, Next (on a step to read), Skip lesson, Lessons; at the end, the next lesson.
 * A DOM panel that never covers the board's middle (DESIGN §3.5).
 */
import { h, replace } from '../hud/dom-builder.ts';

/** What the card's buttons do. */
export interface CoachCardHandlers {
  back(): void;
  next(): void;
  skip(): void;
  lessons(): void;
  /** Start the lesson after this one (the end card). */
  nextLesson(): void;
}

/** What the card shows for a step. */
export interface StepView {
  readonly lesson: string;
  readonly number: number;
  readonly of: number;
  readonly section: string;
  readonly step: number;
  readonly steps: number;
  /** What the step before said once done, shown above. */
  readonly done: string | null;
  readonly text: string;
  /** What to click, in words: a button's name, or the ring on the board; null on a step to read or wait. */
  readonly target: string | null;
  /** The dice of this step, in words, as they fell. */
  readonly dice: readonly string[];
  readonly canBack: boolean;
  /** A step to read: Next goes on. */
  readonly reading: boolean;
}

export class CoachCard {
  readonly root: HTMLElement;
  private readonly on: CoachCardHandlers;

  constructor(on: CoachCardHandlers) {
    this.on = on;
    this.root = h('section', { class: 'panel coach', 'aria-label': 'Lesson', role: 'region' });
  }

  /** Show a step. */
  showStep(s: StepView): void {
    replace(
      this.root,
      h(
        'div',
        { class: 'coach-body' },
        h('p', { class: 'coach-lesson' }, `Lesson ${s.number} of ${s.of} · ${s.lesson}`),
        h('p', { class: 'coach-section' }, `Rulebook: ${s.section}`),
        s.done ? h('p', { class: 'coach-done' }, `✓ ${s.done}`) : null,
        h('p', { class: 'coach-text', 'aria-live': 'polite' }, s.text),
        s.target ? h('p', { class: 'coach-target' }, 'Click: ', h('strong', {}, s.target)) : null,
        ...s.dice.map((d) => h('p', { class: 'coach-dice' }, h('strong', {}, 'The dice: '), d)),
      ),
      h(
        'div',
        { class: 'coach-buttons' },
        h(
          'button',
          { class: 'coach-back', disabled: !s.canBack || undefined, onclick: this.on.back },
          '‹ Back',
        ),
        s.reading ? h('button', { class: 'primary coach-next', onclick: this.on.next }, 'Next ›') : null,
        h('span', { class: 'coach-count' }, `Step ${s.step} of ${s.steps}`),
        h('button', { class: 'coach-skip', onclick: this.on.skip }, 'Skip lesson'),
        h('button', { class: 'coach-list', onclick: this.on.lessons }, 'Lessons'),
      ),
    );
  }

  /** The lesson is done: what it taught, and the next one. */
  showEnd(lesson: string, said: string | null, next: string | null): void {
    replace(
      this.root,
      h(
        'div',
        { class: 'coach-body' },
        h('p', { class: 'coach-lesson' }, `Lesson done: ${lesson}`),
        said ? h('p', { class: 'coach-done' }, `✓ ${said}`) : null,
        h(
          'p',
          { class: 'coach-text', 'aria-live': 'polite' },
          next ? `Well played. Next: ${next}.` : 'That was the last lesson: the whole game is yours.',
        ),
      ),
      h(
        'div',
        { class: 'coach-buttons' },
        next
          ? h('button', { class: 'primary coach-next', onclick: this.on.nextLesson }, 'Next lesson ›')
          : null,
        h('button', { class: 'coach-list', onclick: this.on.lessons }, 'Lessons'),
      ),
    );
  }
}
