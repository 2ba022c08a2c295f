/**
 * The attack preview (DESIGN §1 "Previews before you commit"): the exact chance of each Attack Roll result,
 * the expected Life Points the target loses and the chance to take it out, then Confirm or Cancel.
 */
import type { AttackPreview } from '../../rules/index.ts';
import { percent } from '../board/reach-overlay.ts';
import { h, replace } from './dom-builder.ts';

/** One character under an area weapon's marker or template, with its odds (names already resolved). */
export interface AreaHitView {
  readonly name: string;
  /** Of the attacker's own gang. */
  readonly friend: boolean;
  readonly expectedLpLoss: number;
  readonly killChance: number;
}

/** What the panel shows. */
export interface AttackView {
  readonly attacker: string;
  readonly target: string;
  readonly weapon: string;
  readonly preview: AttackPreview;
  /** An area weapon (Blast, Template): every character under it, the target first; absent for other weapons. */
  readonly area?: { readonly kind: 'blast' | 'template'; readonly hits: readonly AreaHitView[] };
}

/** The list of characters an area attack would hit (one Attack Roll read against each). */
function areaRows(area: NonNullable<AttackView['area']>): HTMLElement {
  const what = area.kind === 'blast' ? 'Under the blast marker' : 'Touched by the template';
  return h(
    'div',
    { class: 'area-hits' },
    h('div', { class: 'sub' }, `${what} (one Attack Roll, read against each):`),
    ...area.hits.map((hit) =>
      h(
        'div',
        { class: `area-hit${hit.friend ? ' friend' : ''}`, 'data-area-hit': hit.name },
        h('span', {}, `${hit.name}${hit.friend ? ' (your own!)' : ''}`),
        h('span', {}, `−${hit.expectedLpLoss.toFixed(2)} LP · out ${percent(hit.killChance)}`),
      ),
    ),
  );
}

export class AttackPanel {
  readonly root: HTMLElement;

  constructor() {
    this.root = h('section', { class: 'panel attack-panel', 'aria-label': 'Attack preview', hidden: true });
  }

  show(v: AttackView, confirm: () => void, cancel: () => void): void {
    const p = v.preview;
    const odds = p.odds;
    const rows = odds
      ? [
          ['Critical', odds.chances.critical, 'critical'],
          ['Success', odds.chances.success, 'success'],
          ['Fail', odds.chances.fail, 'fail'],
          ['Fumble', odds.chances.fumble, 'fumble'],
        ].map(([label, chance, cls]) =>
          h(
            'div',
            { class: `odds-row ${cls}` },
            h('span', {}, String(label)),
            h(
              'span',
              { class: 'bar' },
              h('span', { class: 'fill', style: `width:${Math.round(Number(chance) * 100)}%` }),
            ),
            h('b', { 'data-odds': String(cls) }, percent(Number(chance))),
          ),
        )
      : [];
    replace(
      this.root,
      h('h2', {}, `${v.attacker} → ${v.target}`),
      h(
        'div',
        { class: 'sub' },
        `${v.weapon}: ${p.pool} dice, Aces on ${p.aceOn}+ · target rolls ${p.protectionPool} Protection dice${p.cover ? ' (in cover)' : ''}`,
      ),
      p.problem ? h('div', { class: 'problem' }, `Cannot attack: ${p.problem}`) : null,
      ...rows,
      v.area ? areaRows(v.area) : null,
      odds
        ? h(
            'div',
            { class: 'expect' },
            'Expected Life Points lost: ',
            h('b', { 'data-odds': 'expected' }, odds.expectedLpLoss.toFixed(2)),
            ' · chance to take out: ',
            h('b', { 'data-odds': 'kill' }, percent(odds.killChance)),
          )
        : null,
      h(
        'div',
        { class: 'buttons' },
        h('button', { class: 'confirm', onclick: confirm, disabled: !!p.problem }, 'Attack'),
        h('button', { class: 'cancel', onclick: cancel }, 'Cancel'),
      ),
    );
    this.root.hidden = false;
  }

  hide(): void {
    this.root.hidden = true;
  }
}
