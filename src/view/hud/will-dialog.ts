/**
 * "Spend Will Points?" (rulebook "Will Points"): before a roll the owning gang may add up to two dice. The
 * dialog offers 0 … max, each with one line saying what it does (and how many of the points a Frenzied character
 * pays with Life Points) and the exact chance of a Success or better and of a Fumble. A Frenzied character with no
 * Will Points left is asked "Pay Life Points as Will Points?".
 */
import { chancesWithWillPoints, type WillPointsDecision } from '../../rules/index.ts';
import { percent } from '../board/reach-overlay.ts';
import { h, replace } from './dom-builder.ts';

/**
 * What spending `wp` Will Points does, in one line; `life` of them paid with Life Points (a Frenzied character's,
 * beyond its Will Points), `lifeOnly` when it has none but Life Points to pay with.
 */
export function willAnswerWords(wp: number, life = 0, lifeOnly = false): string {
  if (wp === 0) return lifeOnly ? 'Pay no Life Points: roll as it is' : 'Keep them for a later roll';
  const paid = life > 0 ? ` (${life} of them Life Point${life === 1 ? '' : 's'})` : '';
  return `Spend ${wp}${paid}: ${wp === 1 ? 'one more die' : `${wp} more dice`} in this roll`;
}

/** The dialog's title: a Frenzied character with none but Life Points to pay with is asked about those. */
export function willDialogTitle(d: Pick<WillPointsDecision, 'max' | 'fromLife'>): string {
  return (d.fromLife ?? 0) >= d.max ? 'Pay Life Points as Will Points?' : 'Spend Will Points?';
}

export class WillDialog {
  readonly root: HTMLElement;
  private showing: WillPointsDecision | null = null;

  constructor() {
    this.root = h('div', {
      class: 'panel will-dialog',
      role: 'dialog',
      'aria-label': 'Spend Will Points?',
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

  /** Show the decision `d` for `who`; `answer(amount)` is called once with the chosen amount. */
  show(d: WillPointsDecision, who: string, wpLeft: number, answer: (amount: number) => void): void {
    if (this.showing === d) return;
    this.showing = d;
    const chances = chancesWithWillPoints(d.dice, d.aceOn, d.max);
    const buttons = chances.map((c, wp) =>
      h(
        'button',
        {
          class: 'wp-choice',
          'data-wp': wp,
          onclick: () => {
            this.hide();
            answer(wp);
          },
        },
        // spaces between the parts: the button's accessible name reads "+1 Add a die … 62% Success or Critical …"
        h('span', { class: 'wp-n' }, wp === 0 ? 'None' : `+${wp}`),
        ' ',
        h(
          'span',
          { class: 'wp-does' },
          willAnswerWords(wp, Math.max(0, wp - (d.max - (d.fromLife ?? 0))), (d.fromLife ?? 0) >= d.max),
        ),
        ' ',
        h('span', { class: 'wp-odds' }, `${percent(c.success + c.critical)} Success or Critical`),
        ' ',
        h('span', { class: 'wp-fumble' }, `${percent(c.fumble)} Fumble`),
      ),
    );
    const title = willDialogTitle(d);
    this.root.setAttribute('aria-label', title);
    replace(
      this.root,
      h('h2', {}, title),
      h(
        'p',
        {},
        `${who} is about to roll ${d.dice} dice for ${d.purpose.replace(/-/g, ' ')} (Aces on ${d.aceOn}+). `,
        `Will Points left: ${wpLeft}.`,
        d.fromLife ? ` Frenzied: it may pay with its Life Points beyond them.` : '',
      ),
      h('div', { class: 'wp-buttons' }, ...buttons),
    );
    this.root.hidden = false;
  }

  hide(): void {
    this.showing = null;
    this.root.hidden = true;
  }
}
