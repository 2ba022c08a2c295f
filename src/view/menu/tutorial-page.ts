/**
 * The tutorial's page of the menu (docs/tutorial.md): the lessons in order, each with what it teaches, the rulebook
 * section, and whether it is done; the lesson left part-way first, to go on where it was left. A DOM panel over the
 * menu's backdrop.
 */
import type { TutorialProgress } from '../../app/tutorial-store.ts';
import { uiLayer } from '../../app/ui-layer.ts';
import type { Lesson } from '../../content/tutorial/lesson-schema.ts';
import { h } from '../hud/dom-builder.ts';
import './menu.css';

/** What the page needs from the menu. */
export interface TutorialPageHost {
  /** Start `lesson` (from where it was left when `resume`). */
  play(lesson: Lesson, resume: boolean): void;
  back(): void;
}

/** Build and show the page; `problem` says why kept progress could not be read. Returns the panel. */
export function tutorialPage(
  all: readonly Lesson[],
  progress: TutorialProgress,
  problem: string | undefined,
  host: TutorialPageHost,
): HTMLElement {
  const current = progress.current ? all.find((l) => l.id === progress.current?.lesson) : undefined;
  const first = all.find((l) => !progress.done.includes(l.id));
  const rows = all.map((l, k) => {
    const done = progress.done.includes(l.id);
    const here = current?.id === l.id;
    return h(
      'li',
      { class: `lesson${done ? ' done' : ''}` },
      h(
        'button',
        {
          class: here || (!current && first?.id === l.id) ? 'primary' : '',
          onclick: () => host.play(l, here),
          'aria-label': `Lesson ${k + 1}: ${l.title}${done ? ' (done)' : here ? ' (go on)' : ''}`,
        },
        `${done ? '✓ ' : ''}${k + 1}. ${l.title}${here ? ' — go on' : ''}`,
      ),
      h('span', { class: 'sub' }, `${l.summary} (Rulebook: ${l.section})`),
    );
  });
  const panel = h(
    'main',
    { class: 'menu-panel tutorial-page', 'aria-label': 'Tutorial' },
    h('h1', {}, 'Tutorial'),
    h(
      'p',
      { class: 'tagline' },
      `Learn Carnevale by playing it, one idea per lesson. ${progress.done.length} of ${all.length} done.`,
    ),
    problem ? h('p', { class: 'notice', role: 'alert' }, `Starting afresh: ${problem}.`) : null,
    h('ol', { class: 'lessons' }, ...rows),
    h('button', { id: 'tutorial-back', onclick: host.back }, '‹ Menu'),
  );
  uiLayer().append(panel);
  return panel;
}
