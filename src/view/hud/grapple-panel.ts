/**
 * The Grapple and Drown previews (DESIGN §1 "Previews before you commit"; rulebook "Grapple", "Drown"): the
 * exact chance of each result of the Opposed ATTACK Roll and what it does to the other figure. A Grapple lists
 * the spots it may be thrown toward (pointing at one shows it on the board); the odds follow the spot picked.
 */
import type { DrownPreview, GrapplePreview, Point3, ResultChances } from '../../rules/index.ts';
import { percent } from '../board/reach-style.ts';
import { h, replace } from './dom-builder.ts';
import { termAttrs } from './term-tip.ts';

/** One spot a Grapple may throw its target toward. */
export interface GrappleSpotView {
  readonly to: Point3;
  /** Short words: the way it points on screen, how far and where it ends ("↗ 2″ · into the water"). */
  readonly label: string;
  readonly preview: GrapplePreview;
}

/** What the panel needs for either action. */
export interface WrestleView {
  readonly actor: string;
  readonly target: string;
}

export interface WrestleHandlers {
  confirm(to: Point3 | null): void;
  cancel(): void;
  /** The pointer is over a spot (null when it leaves). */
  point(to: Point3 | null): void;
  /** Spot `k` of a Grapple was picked in the panel. */
  picked?(k: number): void;
}

const RESULT_ROWS = [
  ['Critical', 'critical'],
  ['Success', 'success'],
  ['Fail', 'fail'],
  ['Fumble', 'fumble'],
] as const;

function oddsRows(chances: ResultChances): HTMLElement[] {
  return RESULT_ROWS.map(([label, key]) =>
    h(
      'div',
      { class: `odds-row ${key}` },
      h('span', termAttrs(label), label),
      h(
        'span',
        { class: 'bar' },
        h('span', { class: 'fill', style: `width:${Math.round(chances[key] * 100)}%` }),
      ),
      h('b', { 'data-odds': key }, percent(chances[key])),
    ),
  );
}

function dice(pool: number, opposed: number | null): (HTMLElement | string)[] {
  return opposed === null
    ? [
        `${pool} dice, a `,
        h('span', termAttrs('Basic Roll'), 'Basic Roll'),
        ' on 7+ (a friend does not resist)',
      ]
    : [`${pool} dice against ${opposed}, `, h('span', termAttrs('Opposed Roll'), 'Opposed Roll'), ' on 7+'];
}

/** The panel's heading: the action's name (explained on hover) and who does it to whom. */
function heading(action: 'Grapple' | 'Drown', v: WrestleView): HTMLElement {
  return h('h2', {}, h('span', termAttrs(action), action), `: ${v.actor} → ${v.target}`);
}

export class WrestlePanel {
  readonly root: HTMLElement;

  constructor() {
    this.root = h('section', {
      class: 'panel wrestle-panel',
      'aria-label': 'Grapple preview',
      hidden: true,
    });
  }

  /** Show a Grapple of `v` with its `spots` (at least one); `chosen` is the index of the spot picked. */
  showGrapple(v: WrestleView, spots: readonly GrappleSpotView[], chosen: number, on: WrestleHandlers): void {
    const pick = spots[chosen] ?? spots[0];
    if (!pick) return;
    const p = pick.preview;
    const spotButtons = spots.map((s, k) =>
      h(
        'button',
        {
          class: k === chosen ? 'spot on' : 'spot',
          'data-spot': String(k),
          'data-to': s.to.join(','),
          onclick: () => {
            this.showGrapple(v, spots, k, on);
            on.picked?.(k);
          },
          onmouseenter: () => on.point(s.to),
          onmouseleave: () => on.point(null),
        },
        s.label,
      ),
    );
    this.root.setAttribute('aria-label', 'Grapple preview');
    replace(
      this.root,
      heading('Grapple', v),
      h('div', { class: 'sub' }, ...dice(p.pool, p.opposedPool)),
      h('div', { class: 'spots' }, ...spotButtons),
      p.problem ? h('div', { class: 'problem' }, `Cannot grapple: ${p.problem}`) : null,
      ...oddsRows(p.chances),
      h(
        'div',
        { class: 'expect' },
        'Ends in water: ',
        h('b', { 'data-odds': 'water' }, percent(p.waterChance)),
        ' · falls: ',
        h('b', { 'data-odds': 'fall' }, percent(p.fallChance)),
        ' · ',
        h('span', termAttrs('Stunned'), 'Stunned'),
        ': ',
        h('b', { 'data-odds': 'stun' }, percent(p.stunChance)),
      ),
      h(
        'div',
        { class: 'expect' },
        'Expected Life Points lost: ',
        h('b', { 'data-odds': 'expected' }, p.expectedLpLoss.toFixed(2)),
        ' · taken out: ',
        h('b', { 'data-odds': 'kill' }, percent(p.killChance)),
        ' · it throws you instead: ',
        h('b', { 'data-odds': 'reversal' }, percent(p.reversalChance)),
      ),
      h(
        'div',
        { class: 'buttons' },
        h(
          'button',
          { class: 'confirm', onclick: () => on.confirm(pick.to), disabled: !!p.problem },
          'Grapple',
        ),
        h('button', { class: 'cancel', onclick: on.cancel }, 'Cancel'),
      ),
    );
    this.root.hidden = false;
  }

  /** Show a Drown of `v`. */
  showDrown(v: WrestleView, p: DrownPreview, on: WrestleHandlers): void {
    this.root.setAttribute('aria-label', 'Drown preview');
    replace(
      this.root,
      heading('Drown', v),
      h(
        'div',
        { class: 'sub' },
        ...dice(p.pool, p.opposedPool),
        ' · no ',
        h('span', termAttrs('Protection Roll'), 'Protection Roll'),
      ),
      p.problem ? h('div', { class: 'problem' }, `Cannot drown: ${p.problem}`) : null,
      ...oddsRows(p.chances),
      h(
        'div',
        { class: 'expect' },
        'Expected Life Points lost: ',
        h('b', { 'data-odds': 'expected' }, p.expectedLpLoss.toFixed(2)),
        ' · taken out: ',
        h('b', { 'data-odds': 'kill' }, percent(p.killChance)),
        ' · you lose on average: ',
        h('b', { 'data-odds': 'self' }, p.expectedSelfLoss.toFixed(2)),
      ),
      h(
        'div',
        { class: 'buttons' },
        h('button', { class: 'confirm', onclick: () => on.confirm(null), disabled: !!p.problem }, 'Drown'),
        h('button', { class: 'cancel', onclick: on.cancel }, 'Cancel'),
      ),
    );
    this.root.hidden = false;
  }

  hide(): void {
    this.root.hidden = true;
  }
}
