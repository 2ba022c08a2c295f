/** The panel that lists what happened while the computer's turns were skipped (skip-summary.ts). */
import { h, replace } from './dom-builder.ts';

export class SkipPanel {
  readonly root: HTMLElement;

  constructor() {
    this.root = h('section', {
      class: 'panel info-panel skip-panel',
      role: 'dialog',
      'aria-label': 'While you skipped',
      hidden: true,
    });
  }

  show(lines: readonly string[]): void {
    replace(
      this.root,
      h('h2', {}, 'While the computer played'),
      h('ul', { class: 'skip-lines' }, ...lines.map((l) => h('li', {}, l))),
      h('div', { class: 'buttons' }, h('button', { class: 'close', onclick: () => this.hide() }, 'Close')),
    );
    this.root.hidden = false;
  }

  hide(): void {
    this.root.hidden = true;
  }
}
