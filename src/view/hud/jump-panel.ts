/**
 * The jump preview (DESIGN §1 "Previews before you commit"; rulebook "Jump", "Falling", "Controlled Landing"):
 * for the tile under the pointer, the exact chance to come down on solid ground and to reach the point, the
 * Life Points a fall is expected to cost and the chance to be taken out; the "Controlled Landing (1 WP)"
 * switch recomputes the odds. A click on the tile jumps.
 */
import type { JumpPreview } from '../../rules/index.ts';
import { inchesText, percent } from '../board/reach-style.ts';
import { h, replace } from './dom-builder.ts';
import { termAttrs } from './term-tip.ts';

/** What the panel shows: the target (null until the pointer is on a lit tile) and the switch. */
export interface JumpView {
  readonly name: string;
  /** Horizontal distance and rise to the point, inches (rise < 0: down). */
  readonly target: { readonly distance: number; readonly rise: number; readonly preview: JumpPreview } | null;
  readonly controlled: boolean;
  /** Walk on past the point with the inches the roll leaves over ("Jump": as a Run/Climb, along the line). */
  readonly onward: boolean;
  readonly wp: number;
}

export interface JumpHandlers {
  controlled(on: boolean): void;
  onward(on: boolean): void;
  cancel(): void;
}

export class JumpPanel {
  readonly root: HTMLElement;

  constructor() {
    this.root = h('section', { class: 'panel jump-panel', 'aria-label': 'Jump preview', hidden: true });
  }

  show(v: JumpView, on: JumpHandlers): void {
    const box = h('input', {
      type: 'checkbox',
      id: 'controlled-landing',
      checked: v.controlled || undefined,
      disabled: v.wp < 1 || undefined,
    });
    box.addEventListener('change', () => on.controlled(box.checked));
    const onward = h('input', { type: 'checkbox', id: 'jump-onward', checked: v.onward || undefined });
    onward.addEventListener('change', () => on.onward(onward.checked));
    const t = v.target;
    const p = t?.preview;
    const row = (label: string, key: string, value: string, tone: string, term: string) =>
      h(
        'div',
        { class: `jump-row ${tone}` },
        h('span', termAttrs(term), label),
        h('b', { 'data-odds': key }, value),
      );
    replace(
      this.root,
      h(
        'h2',
        {},
        ...(t
          ? [
              `${v.name} jumps ${inchesText(t.distance)}${t.rise > 0 ? `, ${inchesText(t.rise)} up` : t.rise < 0 ? `, ${inchesText(-t.rise)} down` : ''}`,
            ]
          : [`${v.name}: `, h('span', termAttrs('Jump'), 'Jump')]),
      ),
      !t ? h('div', { class: 'sub' }, 'Point at a lit tile to see the odds; click it to jump (1 AP).') : null,
      p?.problem ? h('div', { class: 'problem' }, `Cannot jump there: ${p.problem}`) : null,
      p && !p.problem
        ? row('Lands on solid ground', 'land', percent(p.landChance), 'good', 'Solid Ground')
        : null,
      p && !p.problem ? row('Reaches the point', 'reach', percent(p.reachChance), 'good', 'Jump') : null,
      p && !p.problem
        ? row(
            'Life Points lost in a fall (expected)',
            'fall-lp',
            p.expectedFallLp.toFixed(2),
            'bad',
            'Falling',
          )
        : null,
      p && !p.problem
        ? row('Chance to be taken out', 'kill', percent(p.killChance), 'bad', 'Casualty')
        : null,
      h(
        'div',
        { class: 'buttons' },
        h(
          'label',
          {
            class: 'toggle',
            for: 'controlled-landing',
            ...termAttrs('Controlled Landing', {
              focusable: false,
              note: v.wp < 1 ? 'No Will Points left.' : `${v.wp} Will Point${v.wp === 1 ? '' : 's'} left.`,
            }),
          },
          box,
          ' Controlled Landing (1 WP)',
        ),
        h(
          'label',
          {
            class: 'toggle',
            for: 'jump-onward',
            title:
              'When the roll carries the figure past the point, it goes on along the same line with the inches ' +
              'left, as a Run/Climb: stopped by walls, drops and figures; touching an enemy is a charge.',
          },
          onward,
          ' Keep going past the point',
        ),
        h('button', { class: 'cancel', onclick: on.cancel }, 'Cancel'),
      ),
      t ? h('div', { class: 'sub' }, 'Click the tile to jump (1 AP).') : null,
    );
    this.root.hidden = false;
  }

  hide(): void {
    this.root.hidden = true;
  }
}
