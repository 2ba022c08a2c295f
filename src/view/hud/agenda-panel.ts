/**
 * The Agendas panel of the battle HUD (rulebook "Agendas"): for each gang its colour, name and the Victory
 * Points its Agendas scored, then each card — name, what achieves it, and its state (in play, achieved this
 * round, kept for double or nothing, scored, lost). A header button folds it away so it does not hide the board,
 * and the fold is kept for the next match (folds.ts).
 * The rows come from agenda-rows.ts; each card carries `data-agenda` (id, or `secret`) and `data-state`.
 */
import type { AgendaGangRows } from './agenda-rows.ts';
import { h, replace } from './dom-builder.ts';
import { isFolded, keepFolded } from './folds.ts';

export class AgendaPanel {
  readonly root: HTMLElement;
  private readonly toggle: HTMLButtonElement;
  private readonly body: HTMLElement;
  /** The rows last drawn, as text: the panel is redrawn only when they change. */
  private shown = '';
  /** Kept out of sight whatever the cards (a tutorial lesson that is not about Agendas). */
  off = false;

  constructor() {
    this.body = h('div', { class: 'agenda-body', id: 'agenda-body' });
    this.toggle = h(
      'button',
      {
        class: 'agenda-toggle',
        'aria-expanded': 'true',
        'aria-controls': 'agenda-body',
        title: 'Show or hide the Agendas',
        onclick: () => {
          this.setOpen(this.body.hidden);
          keepFolded('agendas', !this.open);
        },
      },
      '▾ Agendas',
    );
    this.root = h(
      'section',
      { class: 'panel agendas', 'aria-label': 'Agendas', hidden: true },
      h('h2', {}, this.toggle),
      this.body,
    );
    this.setOpen(!isFolded('agendas', typeof window === 'undefined' ? Infinity : window.innerWidth));
  }

  /** Whether the cards are shown (open unless the person folded it, or the window is narrow: folds.ts). */
  get open(): boolean {
    return !this.body.hidden;
  }

  setOpen(open: boolean): void {
    this.body.hidden = !open;
    this.toggle.setAttribute('aria-expanded', String(open));
    this.toggle.textContent = `${open ? '▾' : '▸'} Agendas`;
    this.root.classList.toggle('folded', !open);
  }

  /**
   * Draw `rows` (agenda-rows.ts `agendaRows`); nothing happens when they are as last drawn. A scenario without
   * Agendas (no gang holds a card) hides the panel.
   */
  update(rows: readonly AgendaGangRows[]): void {
    const key = JSON.stringify(rows);
    if (key === this.shown) return;
    this.shown = key;
    this.root.hidden = this.off || rows.every((g) => g.cards.length === 0);
    replace(
      this.body,
      ...rows.map((g) =>
        h(
          'div',
          { class: 'agenda-gang', 'data-gang': g.gang },
          h(
            'div',
            { class: 'agenda-gang-head' },
            h('span', { class: 'swatch', style: `background:${g.colour}` }),
            h('span', { class: 'agenda-gang-name' }, g.name),
            h(
              'b',
              { class: 'agenda-vp', title: `${g.name}: Victory Points from Agendas so far` },
              `${g.vp} VP`,
            ),
          ),
          ...g.cards.map((c) =>
            h(
              'div',
              { class: `agenda-card ${c.state}`, 'data-agenda': c.id, 'data-state': c.state },
              h(
                'div',
                { class: 'agenda-line' },
                h('span', { class: 'agenda-name' }, c.name),
                h('span', { class: 'agenda-state' }, c.stateText),
              ),
              c.text ? h('div', { class: 'agenda-text' }, c.text) : null,
            ),
          ),
        ),
      ),
    );
  }
}
