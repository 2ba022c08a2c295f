/**
 * The gang builder's character list: every profile a gang of the chosen Faction may recruit (its own, then
 * the Gifted), with cost, role, base and stat line, and an Add button per row (`data-add="<profile id>"`).
 */
import { GIFTED } from '../../content/factions.ts';
import { recruitableFor } from '../../content/profiles.ts';
import type { Profile } from '../../content/types.ts';
import { notPlayedReason } from '../../rules/index.ts';
import { h } from '../hud/dom-builder.ts';
import { NOT_PLAYED_WORDS, unplayedOf } from '../hud/not-played.ts';

/** `Leader`, `Hero or Leader`, … as printed on the card. */
export function roleLabel(p: Profile): string {
  return p.roles.join(' or ') || '—';
}

/** Weapon lines for a row's tooltip: `Harpoon Gun 8″ (Ev 0, Dmg +1, Pen -1)`, "OR" weapons marked. */
function weaponSummary(p: Profile): string {
  const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
  return p.weapons
    .map(
      (w) =>
        `${w.name} ${w.range === 0 ? 'base contact' : `${w.range}″`} (Ev ${signed(w.evasion)}, Dmg ${signed(w.damage)}, Pen ${signed(w.penetration)})${w.optionGroup ? ' — one of a choice' : ''}`,
    )
    .join('\n');
}

function row(p: Profile, add: (id: string) => void): HTMLTableRowElement {
  const unplayed = unplayedOf(p);
  return h(
    'tr',
    { title: `${p.name}\n${weaponSummary(p)}` },
    h(
      'td',
      { class: 'name' },
      p.name,
      p.unique ? h('span', { class: 'tag' }, 'Unique') : null,
      unplayed.length > 0
        ? h(
            'span',
            {
              class: 'not-played',
              title: `${NOT_PLAYED_WORDS[0]!.toUpperCase()}${NOT_PLAYED_WORDS.slice(1)}: ${unplayed
                .map((n) => (notPlayedReason(n) ? `${n} (${notPlayedReason(n)})` : n))
                .join(', ')}`,
            },
            `${unplayed.length} ${NOT_PLAYED_WORDS}`,
          )
        : null,
    ),
    h('td', {}, roleLabel(p)),
    h('td', { class: 'num' }, p.cost),
    h('td', { class: 'num' }, `${p.baseMm}`),
    h('td', { class: 'num' }, `${p.move}″`),
    h('td', { class: 'num' }, p.dex),
    h('td', { class: 'num' }, p.attack),
    h('td', { class: 'num' }, p.protection),
    h('td', { class: 'num' }, p.mind),
    h('td', { class: 'num' }, p.lp),
    h(
      'td',
      {},
      h(
        'button',
        { class: 'add', 'data-add': p.id, 'aria-label': `Add ${p.name}`, onclick: () => add(p.id) },
        'Add',
      ),
    ),
  );
}

/** The table of recruitable characters for `faction`; `add` gets the profile id of a clicked Add button. */
export function catalogueTable(faction: string, add: (id: string) => void): HTMLTableElement {
  const all = recruitableFor(faction);
  const own = all.filter((p) => p.faction !== GIFTED);
  const gifted = all.filter((p) => p.faction === GIFTED);
  const heading = (text: string) => h('tr', { class: 'group' }, h('th', { colspan: 11 }, text));
  return h(
    'table',
    { class: 'catalogue' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', {}, 'Character'),
        h('th', {}, 'Role'),
        h('th', { title: 'Ducats' }, 'Cost'),
        h('th', { title: 'Base diameter, mm' }, 'Base'),
        h('th', { title: 'MOVE' }, 'MOV'),
        h('th', { title: 'DEXTERITY' }, 'DEX'),
        h('th', { title: 'ATTACK' }, 'ATT'),
        h('th', { title: 'PROTECTION' }, 'PRO'),
        h('th', { title: 'MIND' }, 'MND'),
        h('th', { title: 'Life Points' }, 'LP'),
        h('th', {}, ''),
      ),
    ),
    h(
      'tbody',
      {},
      own.length > 0 && faction !== GIFTED ? heading(faction) : null,
      ...own.map((p) => row(p, add)),
      faction !== GIFTED ? heading('Gifted (may join any gang)') : heading('Gifted'),
      ...gifted.map((p) => row(p, add)),
    ),
  );
}
