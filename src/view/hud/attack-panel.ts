/**
 * The attack preview (DESIGN §1 "Previews before you commit"): the exact chance of each Attack Roll result,
 * the expected Life Points the target loses and the chance to take it out, then Confirm or Cancel. The weapon's
 * Evasion, Damage, Penetration and abilities, the rolls, cover and the results are marked for the glossary popover.
 */
import type { Weapon } from '../../content/index.ts';
import type { AttackPreview } from '../../rules/index.ts';
import { percent } from '../board/reach-overlay.ts';
import { h, replace } from './dom-builder.ts';
import { termAttrs } from './term-tip.ts';

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
  /** The weapon's line on the profile (Evasion, Damage, Penetration, abilities), when known. */
  readonly line?: Weapon;
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

const signed = (n: number) => (n > 0 ? `+${n}` : n === 0 ? '0' : `−${-n}`);

/** "Evasion +1 · Damage 0 · Penetration −1 · Reload (1)", each word explaining itself. */
function weaponLine(w: Weapon): HTMLElement {
  const part = (term: string, value: number) => h('span', termAttrs(term), `${term} ${signed(value)}`);
  const abilities = w.abilities.map((a) =>
    h('span', termAttrs(a.name), a.value === null ? a.name : `${a.name} (${a.value})`),
  );
  return h(
    'div',
    { class: 'sub weapon-line' },
    ...[
      part('Evasion', w.evasion),
      part('Damage', w.damage),
      part('Penetration', w.penetration),
      ...abilities,
    ].flatMap((x, k) => (k === 0 ? [x] : [' · ', x])),
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
            h('span', termAttrs(String(label)), String(label)),
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
        `${v.weapon}: `,
        h('span', termAttrs('Attack Roll'), `${p.pool} dice`),
        ', ',
        h('span', termAttrs('Ace'), `Aces on ${p.aceOn}+`),
        ' · target rolls ',
        h('span', termAttrs('Protection Roll'), `${p.protectionPool} Protection dice`),
        p.cover ? ' (' : null,
        p.cover ? h('span', termAttrs('Cover'), 'in cover') : null,
        p.cover ? ')' : null,
      ),
      v.line ? weaponLine(v.line) : null,
      p.problem ? h('div', { class: 'problem' }, `Cannot attack: ${p.problem}`) : null,
      ...rows,
      v.area ? areaRows(v.area) : null,
      odds
        ? h(
            'div',
            { class: 'expect' },
            'Expected Life Points lost: ',
            h('b', { 'data-odds': 'expected' }, odds.expectedLpLoss.toFixed(2)),
            ' · ',
            h('span', termAttrs('Casualty'), 'chance to take out'),
            ': ',
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
