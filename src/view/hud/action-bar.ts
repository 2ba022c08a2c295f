/**
 * The action bar: a status line (whose turn, what to do, what the computer is doing and why) and, for a
 * selected friendly character that may act, its actions: Run/Climb, Combat with each weapon, End turn.
 */
import { h, replace } from './dom-builder.ts';

/** The actions offered for the selected character. */
export interface ActionChoices {
  readonly name: string;
  readonly ap: number;
  readonly active: boolean;
  readonly mode: 'move' | 'attack' | 'none';
  readonly weapon: string | null;
  readonly canMove: boolean;
  readonly weapons: readonly { readonly name: string; readonly targets: number }[];
}

export interface ActionHandlers {
  move(): void;
  weapon(name: string): void;
  endTurn(): void;
}

export class ActionBar {
  readonly root: HTMLElement;
  private readonly status: HTMLElement;
  private readonly buttons: HTMLElement;

  constructor() {
    this.status = h('div', { class: 'status', role: 'status', 'aria-live': 'polite' });
    this.buttons = h('div', { class: 'actions' });
    this.root = h(
      'section',
      { class: 'panel action-bar', 'aria-label': 'Actions' },
      this.status,
      this.buttons,
    );
  }

  setStatus(text: string): void {
    if (this.status.textContent !== text) this.status.textContent = text;
  }

  /** Show the actions of a character (null hides the buttons). */
  show(c: ActionChoices | null, on: ActionHandlers): void {
    if (!c) {
      replace(this.buttons);
      return;
    }
    const weaponButtons = c.weapons.map((w) =>
      h(
        'button',
        {
          class: `act weapon${c.mode === 'attack' && c.weapon === w.name ? ' on' : ''}`,
          'data-weapon': w.name,
          disabled: w.targets === 0 || (c.active && c.ap < 1),
          title:
            w.targets === 0
              ? 'no enemy in range and in sight'
              : `${w.targets} target${w.targets === 1 ? '' : 's'}`,
          onclick: () => on.weapon(w.name),
        },
        `Attack: ${w.name}`,
      ),
    );
    replace(
      this.buttons,
      h('span', { class: 'who' }, `${c.name} · ${c.active ? `${c.ap} AP left` : 'ready'}`),
      h(
        'button',
        {
          class: `act move${c.mode === 'move' ? ' on' : ''}`,
          'data-action': 'move',
          disabled: !c.canMove,
          title: 'Run/Climb (1 AP): click a lit tile',
          onclick: on.move,
        },
        'Run/Climb',
      ),
      ...weaponButtons,
      h(
        'button',
        {
          class: 'act end',
          'data-action': 'end-turn',
          onclick: on.endTurn,
          title: 'Unspent Action Points are lost',
        },
        c.active ? 'End turn' : 'Pass (end turn)',
      ),
    );
  }
}
