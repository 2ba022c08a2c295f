/**
 * The Hint button (key H) and the Hint panel: what the computer would do now with the person's figure — the command
 * in words, its odds as the previews give them, and why (the considerations and the options it weighed, as the
 * "Why?" panel shows them: why-rows.ts) — with **Take it** (gives that command, as a click would) and **Dismiss**
 * (or Escape). The board draws the suggestion (hint-view.ts); this file only builds the DOM.
 */
import { h, replace } from './dom-builder.ts';
import './hint.css';
import { whyParts } from './why-panel.ts';
import type { WhyRows } from './why-rows.ts';

/** What the panel shows of a Hint. */
export interface HintPanelView {
  /** The command in words ("Whaler: Run/Climb to 12, 5"). */
  readonly command: string;
  /** The difficulty it was worked out at. */
  readonly difficulty: string;
  /** The odds, one line each (none when no roll is made). */
  readonly odds: readonly string[];
  /** Why, as the "Why?" panel reads it. */
  readonly why: WhyRows;
}

/** What the button and the panel's buttons do. */
export interface HintHandlers {
  ask(): void;
  take(): void;
  dismiss(): void;
}

export class HintPanel {
  readonly root: HTMLElement;
  /** The Hint button (placed in the action bar by hint-view.ts). */
  readonly button: HTMLButtonElement;
  private readonly on: HintHandlers;

  constructor(on: HintHandlers) {
    this.on = on;
    this.button = h(
      'button',
      {
        class: 'hint-button',
        title: 'What would the computer do with your figure now? (H)',
        'aria-keyshortcuts': 'H',
        hidden: true,
        onclick: () => on.ask(),
      },
      'Hint',
    );
    this.root = h('section', {
      class: 'panel hint-panel',
      role: 'dialog',
      'aria-label': 'Hint',
      hidden: true,
    });
    this.root.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') on.dismiss();
    });
  }

  get open(): boolean {
    return !this.root.hidden;
  }

  /** Offer the Hint button (a person is to act in their turn), or put it away. */
  offer(on: boolean): void {
    if (this.button.hidden === on) this.button.hidden = !on;
  }

  /** The computer is working the Hint out. */
  thinking(): void {
    this.button.setAttribute('aria-busy', 'true');
    replace(
      this.root,
      h('h2', {}, 'Hint'),
      h('p', { class: 'hint-thinking' }, 'Thinking about what it would do…'),
      h(
        'div',
        { class: 'buttons' },
        h('button', { class: 'dismiss', onclick: () => this.on.dismiss() }, 'Dismiss'),
      ),
    );
    this.root.hidden = false;
  }

  /** Show a Hint worked out. */
  show(v: HintPanelView): void {
    this.button.removeAttribute('aria-busy');
    const take = h('button', { class: 'primary take', onclick: () => this.on.take() }, 'Take it');
    replace(
      this.root,
      h('h2', {}, 'Hint', h('small', {}, ` · what the ${v.difficulty} computer would do`)),
      h('p', { class: 'hint-command' }, h('strong', {}, v.command)),
      v.why.chosen ? h('p', { class: 'hint-because' }, 'Because: ', v.why.chosen) : null,
      v.odds.length
        ? h('ul', { class: 'hint-odds', 'aria-label': 'Odds' }, ...v.odds.map((line) => h('li', {}, line)))
        : null,
      h('div', { class: 'hint-why' }, ...whyParts(v.why)),
      h(
        'div',
        { class: 'buttons' },
        take,
        h('button', { class: 'dismiss', onclick: () => this.on.dismiss() }, 'Dismiss'),
      ),
    );
    this.root.hidden = false;
    take.focus({ preventScroll: true });
  }

  hide(): void {
    this.button.removeAttribute('aria-busy');
    this.root.hidden = true;
  }
}
