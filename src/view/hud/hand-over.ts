/**
 * The hand-over screen of a game for several people at one machine (hot-seat, co-op): when the person to act changes,
 * a screen covers the board and every panel — so that the next person sees nothing of the last one's Secret Agendas
 * — names whose move it is and what it is, and waits for one click.
 */
import { h, replace } from './dom-builder.ts';

export class HandOver {
  readonly root: HTMLElement;

  constructor() {
    this.root = h('div', { class: 'hand-over', role: 'dialog', 'aria-modal': 'true', hidden: true });
  }

  get open(): boolean {
    return !this.root.hidden;
  }

  /**
   * Cover the screen for `gang` (its name and colour) who must do `what`; `note` a line below (what stays hidden);
   * `go` is called on the click.
   */
  show(gang: { name: string; colour: string }, what: string, note: string, go: () => void): void {
    const button = h(
      'button',
      {
        class: 'primary',
        id: 'hand-over-continue',
        onclick: () => {
          this.hide();
          go();
        },
      },
      `I play ${gang.name}: continue`,
    );
    replace(
      this.root,
      h(
        'section',
        { class: 'panel hand-over-card', 'aria-label': `Hand over to ${gang.name}` },
        h('span', { class: 'swatch', style: `background:${gang.colour}` }),
        h('h2', {}, `Pass the game to ${gang.name}`),
        h('p', {}, what),
        note ? h('p', { class: 'sub' }, note) : null,
        button,
      ),
    );
    this.root.hidden = false;
    button.focus();
  }

  hide(): void {
    this.root.hidden = true;
  }
}
