/**
 * The spell preview (rulebook "Magic"; DESIGN §1 "Previews before you commit"): what the spell does, its cost, the
 * characters it is aimed at, the exact chance of each row of the Cast Spell table, and the chance it still works if
 * each enemy Mage who may Dispel it does; then Cast or Cancel.
 */
import { percent } from '../board/reach-overlay.ts';
import { h, replace } from './dom-builder.ts';
import { termAttrs } from './term-tip.ts';

/** What the panel shows (names already resolved). */
export interface SpellPanelView {
  readonly caster: string;
  readonly spell: string;
  /** e.g. "1 AP, 1 Will Point, Difficulty 5, 6″". */
  readonly cost: string;
  readonly text: string;
  /** Characters named so far; `most` of them may be (0: the spell names nobody). */
  readonly targets: readonly string[];
  readonly most: number;
  readonly chances: {
    readonly critical: number;
    readonly success: number;
    readonly fail: number;
    readonly fumble: number;
  };
  /** Each enemy Mage that may Dispel it, with the chance the spell still takes effect if it does. */
  readonly dispels: readonly { readonly name: string; readonly works: number }[];
  /** Why it cannot be cast as it stands, or null. */
  readonly problem: string | null;
  /** A spell laying a Blast marker or the template, once aimed: everyone under it, the target first. */
  readonly area?: {
    readonly kind: 'blast' | 'template';
    readonly hits: readonly { readonly name: string; readonly friend: boolean }[];
  };
}

/** The list of characters under the spell's marker or template (friend or foe). */
function areaRows(area: NonNullable<SpellPanelView['area']>): HTMLElement {
  const what = area.kind === 'blast' ? 'Under the blast marker' : 'Touched by the template';
  return h(
    'div',
    { class: 'area-hits' },
    h('div', { class: 'sub' }, `${what}:`),
    ...area.hits.map((hit) =>
      h(
        'div',
        { class: `area-hit${hit.friend ? ' friend' : ''}`, 'data-area-hit': hit.name },
        h('span', {}, `${hit.name}${hit.friend ? ' (your own!)' : ''}`),
      ),
    ),
  );
}

export class SpellPanel {
  readonly root: HTMLElement;

  constructor() {
    this.root = h('section', {
      class: 'panel spell-panel',
      'aria-label': 'Spell preview',
      hidden: true,
    });
  }

  show(v: SpellPanelView, confirm: () => void, cancel: () => void): void {
    const c = v.chances;
    const rows = (
      [
        ['Critical', c.critical, 'critical'],
        ['Success', c.success, 'success'],
        ['Fail', c.fail, 'fail'],
        ['Fumble', c.fumble, 'fumble'],
      ] as const
    ).map(([label, chance, cls]) =>
      h(
        'div',
        { class: `odds-row ${cls}` },
        h('span', termAttrs(label), label),
        h(
          'span',
          { class: 'bar' },
          h('span', { class: 'fill', style: `width:${Math.round(chance * 100)}%` }),
        ),
        h('b', { 'data-odds': cls }, percent(chance)),
      ),
    );
    const aim =
      v.most === 0
        ? null
        : h(
            'div',
            { class: 'sub', 'data-spell-targets': v.targets.join('|') },
            v.targets.length
              ? `On ${v.targets.join(', ')}${v.most > v.targets.length ? ` (click another ringed figure to add it, up to ${v.most})` : ''}`
              : `Click ${v.most === 1 ? 'a ringed figure' : `up to ${v.most} ringed figures`} to aim it.`,
          );
    replace(
      this.root,
      h('h2', {}, `${v.caster}: `, h('span', termAttrs(v.spell), v.spell)),
      h('div', { class: 'sub' }, v.cost),
      h('div', { class: 'spell-text' }, v.text),
      aim,
      v.area ? areaRows(v.area) : null,
      v.problem ? h('div', { class: 'problem' }, `Cannot cast: ${v.problem}`) : null,
      ...rows,
      h(
        'div',
        { class: 'expect' },
        h('span', termAttrs('Cast Spell'), 'Takes effect'),
        ': ',
        h('b', { 'data-odds': 'works' }, percent(c.success + c.critical)),
        v.dispels.length === 0 ? ' · no enemy Mage can ' : null,
        v.dispels.length === 0 ? h('span', termAttrs('Dispel'), 'Dispel') : null,
        v.dispels.length === 0 ? ' it' : null,
      ),
      ...v.dispels.map((d) =>
        h(
          'div',
          { class: 'dispel-row', 'data-dispel': d.name, ...termAttrs('Dispel') },
          `If ${d.name} dispels it: ${percent(d.works)}`,
        ),
      ),
      h(
        'div',
        { class: 'buttons' },
        h('button', { class: 'confirm', onclick: confirm, disabled: !!v.problem }, 'Cast'),
        h('button', { class: 'cancel', onclick: cancel }, 'Cancel'),
      ),
    );
    this.root.hidden = false;
  }

  hide(): void {
    this.root.hidden = true;
  }
}
