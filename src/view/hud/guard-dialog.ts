/**
 * "Strike from guard?" (rulebook "Guard"): an enemy just ran, climbed or jumped where a guarding character sees
 * it. The guard's gang may give up the Guard counter to strike it at once, or hold and keep the counter.
 */
import type { GuardDecision } from '../../rules/index.ts';
import { h, replace } from './dom-builder.ts';

export class GuardDialog {
  readonly root: HTMLElement;
  private showing: GuardDecision | null = null;

  constructor() {
    this.root = h('div', {
      class: 'panel guard-dialog',
      role: 'dialog',
      'aria-label': 'Strike from guard?',
      hidden: true,
    });
  }

  get open(): boolean {
    return this.showing !== null;
  }

  /** Close the dialog once the match no longer waits for its decision (answered some other way). */
  closeIfStale(pending: unknown): void {
    if (this.showing && this.showing !== pending) this.hide();
  }

  /** Ask about `d`; `answer(strike)` is called once. `guard` and `target` are the display names. */
  show(d: GuardDecision, guard: string, target: string, answer: (strike: boolean) => void): void {
    if (this.showing === d) return;
    this.showing = d;
    const choose = (strike: boolean) => () => {
      this.hide();
      answer(strike);
    };
    replace(
      this.root,
      h('h2', {}, 'Strike from guard?'),
      h('p', {}, `${guard} may strike ${target} from its guard.`),
      h(
        'p',
        { class: 'sub' },
        'Striking spends the Guard counter on an Attack of Opportunity now; holding keeps the counter for later.',
      ),
      h(
        'div',
        { class: 'buttons' },
        h('button', { class: 'confirm', 'data-guard': 'strike', onclick: choose(true) }, 'Strike'),
        h('button', { class: 'cancel', 'data-guard': 'hold', onclick: choose(false) }, 'Hold'),
      ),
    );
    this.root.hidden = false;
  }

  hide(): void {
    this.showing = null;
    this.root.hidden = true;
  }
}
