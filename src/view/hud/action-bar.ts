/**
 * The action bar: a status line (whose turn, what to do, what the computer is doing and why) and, for a
 * selected friendly character that may act, its actions (see `action-list.ts`): Run/Climb, Jump, Fly, the
 * underwater swim, Dive, Hide, Guard, an attack with each weapon and End turn — only the legal ones enabled,
 * each with a tooltip saying what it does and what it costs, and the glossary popover of the rule it is named after.
 */
import type { ActionButton } from './action-list.ts';
import { h, replace } from './dom-builder.ts';

/** The glossary term a button is named after (term-tip.ts): the action, the Command Ability, unique action or spell. */
const ACTION_TERMS: Readonly<Partial<Record<ActionButton['key'], string>>> = {
  move: 'Run/Climb',
  jump: 'Jump',
  fly: 'Flight',
  swim: 'Underwater Counter',
  row: 'Row',
  dive: 'Dive',
  hide: 'Hide',
  guard: 'Guard',
  weapon: 'Combat',
  grapple: 'Grapple',
  drown: 'Drown',
  order: 'ORDER',
  'drop-objective': 'Mobile',
  'drop-after-move': 'Mobile',
  'destroy-objective': 'Destructible',
  'end-turn': 'Character turn',
};

function actionTerm(b: ActionButton): string | undefined {
  return ACTION_TERMS[b.key] ?? b.weapon;
}

/** What the bar shows for the selected character. */
export interface ActionChoices {
  readonly name: string;
  readonly ap: number;
  readonly active: boolean;
  readonly buttons: readonly ActionButton[];
}

/** Buttons that switch a mode of the board on and off. */
const MODES = new Set<ActionButton['key']>(['move', 'jump', 'fly', 'swim', 'row', 'weapon', 'cast']);

export interface ActionHandlers {
  /** A button was clicked (`weapon` for attack buttons). */
  press(key: ActionButton['key'], weapon?: string): void;
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
    const buttons = c.buttons.map((b) =>
      h(
        'button',
        {
          class: `act ${b.key}${b.on ? ' on' : ''}${b.enabled ? '' : ' off'}`,
          'data-action': b.key === 'weapon' ? undefined : b.key,
          'data-weapon': b.weapon,
          'data-term': actionTerm(b),
          // aria-disabled rather than disabled: the tooltip of an unavailable action still shows on hover.
          'aria-disabled': b.enabled ? undefined : 'true',
          title: b.title,
          'aria-pressed': MODES.has(b.key) ? String(b.on) : undefined,
          onclick: () => {
            if (b.enabled) on.press(b.key, b.weapon);
          },
        },
        b.label,
      ),
    );
    replace(
      this.buttons,
      h('span', { class: 'who' }, `${c.name} · ${c.active ? `${c.ap} AP left` : 'ready'}`),
      ...buttons,
    );
  }
}
