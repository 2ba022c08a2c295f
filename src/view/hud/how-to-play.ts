/**
 * The one-screen "How to play" card: what a match is about, a turn, the dice, the points, and where to learn more.
 * Shown by itself at a person's first match in this browser (the flag `carnevale:how-to-play` in localStorage), and
 * again from the top bar's "?" button; "Got it" or Escape closes it.
 */
import { h } from './dom-builder.ts';

const SEEN_KEY = 'carnevale:how-to-play';

/** Whether this browser has seen the card (a storage that cannot be read counts as seen: nothing to nag about). */
export function howToPlaySeen(): boolean {
  try {
    return typeof localStorage === 'undefined' || localStorage.getItem(SEEN_KEY) === 'seen';
  } catch {
    return true;
  }
}

function markSeen(): void {
  try {
    localStorage.setItem(SEEN_KEY, 'seen');
  } catch {
    // storage refused: the card may show again next time
  }
}

const PARTS: readonly (readonly [string, string])[] = [
  [
    'The match',
    'Two gangs take turns over a few game rounds. When the last round ends, every figure still standing and every ' +
      'Agenda or Objective achieved scores Victory Points; the most points wins.',
  ],
  [
    'A turn',
    'Click a figure of yours: its profile shows on the left and the tiles it can reach light up. Each action costs ' +
      'Action Points: click a lit tile to Run/Climb, or pick an action in the bar below (Jump, an attack, a spell…) ' +
      'and then its target. End the turn, and the other gang acts with one of its figures.',
  ],
  [
    'The dice',
    'Actions roll a pool of D10. A die at or over the number shown is an Ace (a 10 always, a 1 never); one Ace is a ' +
      'Success. The first die is the Destiny Dice: a 10 with another Ace makes a Critical, a 1 with no Ace a Fumble. ' +
      'Every preview gives the exact odds before you click.',
  ],
  [
    'Points',
    'Life Points are how much harm a figure takes. Will Points add dice before a roll. Command Points win ' +
      'initiative and buy ORDER, COUNTER, ABILITY and PLAN. The game asks you about them only when it matters.',
  ],
  [
    'Learn more',
    'The Tutorial on the menu teaches each rule on a small board. Point at any term for what it means. Press Hint ' +
      '(H) in a match and the computer suggests a move, with its reasons.',
  ],
];

export class HowToPlay {
  readonly root: HTMLElement;
  private readonly ok: HTMLButtonElement;

  constructor() {
    this.ok = h('button', { class: 'primary', onclick: () => this.close() }, 'Got it') as HTMLButtonElement;
    this.root = h(
      'section',
      { class: 'panel how-to-play', role: 'dialog', 'aria-label': 'How to play', hidden: true },
      h('h2', {}, 'How to play'),
      ...PARTS.map(([title, text]) => h('p', {}, h('strong', {}, `${title}. `), text)),
      h('div', { class: 'buttons' }, this.ok),
    );
    this.root.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') this.close();
    });
  }

  get open(): boolean {
    return !this.root.hidden;
  }

  show(): void {
    this.root.hidden = false;
    this.ok.focus();
  }

  /** Close the card; it has been seen. */
  close(): void {
    this.root.hidden = true;
    markSeen();
  }

  /** Open or close (the top bar's button). */
  toggle(): void {
    if (this.open) this.close();
    else this.show();
  }
}
