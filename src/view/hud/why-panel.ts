/**
 * The "Why?" panel: opened from a computer's line in the dice log, it tells in plain words and bars why the computer
 * chose that command (why-rows.ts). Closed with its button or Escape.
 */
import { h, replace } from './dom-builder.ts';
import type { WhyRows } from './why-rows.ts';

const vp = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(2)} VP`;

/**
 * The considerations behind the chosen option as signed bars, and the options weighed against it (when there were
 * several), as elements; empty parts are null. Shared by this panel and the Hint panel (hint-panel.ts).
 */
export function whyParts(rows: WhyRows): (HTMLElement | null)[] {
  return [
    rows.terms.length
      ? h(
          'div',
          { class: 'why-terms' },
          h('h3', {}, 'What it weighed'),
          ...rows.terms.map((t) =>
            h(
              'div',
              { class: `why-term ${t.value >= 0 ? 'plus' : 'minus'}` },
              h('span', { class: 'why-label' }, t.label),
              h('span', { class: 'why-bar' }, h('span', { class: 'why-fill', style: `width:${t.width}%` })),
              h('span', { class: 'why-value' }, vp(t.value)),
            ),
          ),
        )
      : null,
    rows.options.length > 1
      ? h(
          'div',
          { class: 'why-options' },
          h('h3', {}, 'Against the best other options'),
          ...rows.options.map((o) =>
            h(
              'div',
              { class: `why-option${o.chosen ? ' chosen' : ''}`, 'data-chosen': o.chosen ? 'yes' : 'no' },
              h('span', { class: 'why-label' }, o.label),
              h('span', { class: 'why-bar' }, h('span', { class: 'why-fill', style: `width:${o.width}%` })),
              h('span', { class: 'why-value' }, vp(o.score)),
            ),
          ),
        )
      : null,
  ];
}

export class WhyPanel {
  readonly root: HTMLElement;

  constructor() {
    this.root = h('section', {
      class: 'panel why-panel',
      role: 'dialog',
      'aria-label': 'Why?',
      hidden: true,
    });
    this.root.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') this.hide();
    });
  }

  get open(): boolean {
    return !this.root.hidden;
  }

  show(rows: WhyRows): void {
    replace(
      this.root,
      h('h2', {}, rows.title),
      h('p', { class: 'why-chosen' }, 'Chose: ', h('strong', {}, rows.chosen)),
      ...whyParts(rows),
      h('div', { class: 'buttons' }, h('button', { class: 'close', onclick: () => this.hide() }, 'Close')),
    );
    this.root.hidden = false;
    (this.root.querySelector('button.close') as HTMLButtonElement | null)?.focus();
  }

  hide(): void {
    this.root.hidden = true;
  }
}
