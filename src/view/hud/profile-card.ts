/**
 * The profile card of a character (rulebook "Character Profiles"): MOVE, DEXTERITY, ATTACK, PROTECTION and
 * MIND; Action, Life, Will and Command Points now and at the start; weapons with range, Evasion, Damage and
 * Penetration; abilities with their glossary text in our own words. Every rulebook term on it (stats, points,
 * base, roles, counters, the weapon columns, each ability) is marked for the glossary popover (term-tip.ts).
 */
import { abilityText, type Profile, weaponsOf } from '../../content/index.ts';
import type { AbilityRef, Weapon } from '../../content/types.ts';
import { type CharacterSummary, notPlayedYet } from '../../rules/index.ts';
import { h } from './dom-builder.ts';
import { notPlayedWords } from './not-played.ts';
import { termAttrs } from './term-tip.ts';

const signed = (n: number) => (n > 0 ? `+${n}` : n === 0 ? '0' : `−${-n}`);

function abilityName(a: AbilityRef): string {
  return a.value === null ? a.name : `${a.name} (${a.value})`;
}

function abilityItem(a: AbilityRef): HTMLElement {
  const text = abilityText(a.name);
  return h('li', {}, h('b', termAttrs(a.name), abilityName(a)), text ? ` — ${text}` : '');
}

/** Items separated by commas. */
const commaList = (items: readonly HTMLElement[]): (HTMLElement | string)[] =>
  items.flatMap((x, k) => (k === 0 ? [x] : [', ', x]));

function weaponRow(w: Weapon): HTMLElement {
  const abilities = w.abilities.map((a) => h('span', termAttrs(a.name), abilityName(a)));
  return h(
    'tr',
    {},
    h(
      'td',
      { class: 'wname' },
      w.name === 'Unarmed' ? h('span', termAttrs('Unarmed'), w.name) : w.name,
      abilities.length ? h('div', { class: 'wabil' }, ...commaList(abilities)) : null,
    ),
    h('td', {}, w.range === 0 ? 'contact' : `${w.range}″`),
    h('td', {}, signed(w.evasion)),
    h('td', {}, signed(w.damage)),
    h('td', {}, signed(w.penetration)),
  );
}

/** A stat or points box; the glossary popover explains `label`, with `note` (what the value is) under it. */
function stat(label: string, value: string | number, note: string, change = 0): HTMLElement {
  return h(
    'div',
    {
      class: `stat${change > 0 ? ' up' : change < 0 ? ' down' : ''}`,
      'data-stat': label,
      ...termAttrs(label, { note }),
    },
    h('span', { class: 'label' }, label),
    h('span', { class: 'value' }, value),
  );
}

/** A stat as it is now beside the printed one: the value now, the note naming the printed value when they differ. */
function liveStat(label: string, now: number, printed: number, unit = ''): HTMLElement {
  const note =
    now === printed ? `${now}${unit} on the profile` : `${now}${unit} now, ${printed}${unit} printed`;
  return stat(label, `${now}${unit}`, note, now - printed);
}

/** Whether the person last left the ability texts open (cards are rebuilt often; keep their choice). */
let abilitiesOpen = false;

/** Character and unique abilities with their text, folded under one line of names (click to open). */
function abilityList(profile: Profile): HTMLElement | null {
  // In the folded line the names explain themselves on hover; the list opened below takes the focus.
  const unique = (u: Profile['uniqueAbilities'][number], focusable: boolean) =>
    u.text ? termAttrs(u.name, { of: profile.id, focusable }) : {};
  // An ability the engine does not play yet says so beside its name, folded or open.
  const notYet = (name: string) =>
    notPlayedYet(name) ? h('span', { class: 'not-played' }, ` (${notPlayedWords(name)})`) : null;
  const names = [
    ...profile.abilities.map((a) => h('span', termAttrs(a.name, { focusable: false }), abilityName(a))),
    ...profile.uniqueAbilities.map((u) => h('span', unique(u, false), u.name, notYet(u.name))),
  ];
  if (names.length === 0) return null;
  const details = h(
    'details',
    { class: 'abilities', open: abilitiesOpen },
    h('summary', {}, h('b', {}, 'Abilities: '), ...commaList(names)),
    profile.abilities.length ? h('ul', {}, ...profile.abilities.map(abilityItem)) : null,
    profile.uniqueAbilities.length
      ? h(
          'ul',
          { class: 'unique' },
          ...profile.uniqueAbilities.map((u) =>
            h(
              'li',
              {},
              h('b', unique(u, true), u.name),
              ` (${u.type})`,
              notYet(u.name),
              u.text ? ` — ${u.text}` : '',
            ),
          ),
        )
      : null,
  );
  details.addEventListener('toggle', () => {
    abilitiesOpen = details.open;
  });
  return details;
}

/**
 * A card for `c` (its live points) built from `profile`; `gangName` and `colour` head the card. `acting`: it is taking
 * its turn now (its Action Points left show, 0 included).
 */
export function profileCard(
  c: CharacterSummary,
  profile: Profile,
  gangName: string,
  colour: string,
  role: 'friend' | 'enemy',
  counters: readonly string[] = [],
  acting = false,
): HTMLElement {
  const underwater = counters.filter((n) => n === 'underwater').length;
  const counter = (term: string, text: string) => h('span', termAttrs(term), text);
  const flags = [
    c.stunned || counters.includes('stunned') ? counter('Stunned', 'Stunned') : null,
    counters.includes('hidden') ? counter('Hidden', 'Hidden') : null,
    counters.includes('guard') ? counter('Guard counter', 'on Guard') : null,
    underwater > 0
      ? counter('Underwater Counter', `${underwater} Underwater Counter${underwater === 1 ? '' : 's'}`)
      : null,
    c.boons.length ? `under ${c.boons.join(', ')}` : null,
    c.hadTurn ? 'has had its turn' : null,
    c.onBoard ? null : counter('Casualty', 'out of the game'),
  ].filter((x): x is HTMLElement | string => x !== null);
  return h(
    'div',
    { class: `card ${role}`, 'data-character': c.id },
    h(
      'div',
      { class: 'card-head' },
      h('span', { class: 'swatch', style: `background:${colour}` }),
      h(
        'div',
        {},
        h('div', { class: 'card-name' }, c.name),
        h(
          'div',
          { class: 'card-sub' },
          ...(profile.roles.length
            ? commaList(profile.roles.map((r) => h('span', termAttrs(r, { focusable: false }), r)))
            : ['Character']),
          ` · ${gangName} · `,
          h('span', termAttrs('Base size', { note: `${profile.baseMm} mm across` }), `${profile.baseMm} mm`),
        ),
      ),
    ),
    flags.length
      ? h('div', { class: 'card-flags' }, ...flags.flatMap((f, k) => (k === 0 ? [f] : [' · ', f])))
      : null,
    h(
      'div',
      { class: 'stats' },
      liveStat('MOVE', c.stats.move, profile.move, '″'),
      liveStat('DEX', c.stats.dex, profile.dex),
      liveStat('ATTACK', c.stats.attack, profile.attack),
      liveStat('PROT', c.stats.protection, profile.protection),
      liveStat('MIND', c.stats.mind, profile.mind),
    ),
    h(
      'div',
      { class: 'points' },
      c.ap > 0 || c.hadTurn || acting
        ? stat('AP', `${c.ap}/${profile.ap}`, `${c.ap} left this turn, ${profile.ap} a turn`)
        : stat('AP', `${profile.ap}`, `${profile.ap} when its turn begins`),
      stat('LP', `${c.lp}/${c.lpStart}`, `${c.lp} left of ${c.lpStart}`),
      stat('WP', `${c.wp}/${profile.wp}`, `${c.wp} left of ${profile.wp}`),
      stat('CP', `${c.cp}/${profile.cp}`, `${c.cp} left of ${profile.cp}`),
    ),
    h(
      'table',
      { class: 'weapons' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          ...['Weapon', 'Range', 'Evasion', 'Damage', 'Penetration'].map((t) => h('th', termAttrs(t), t)),
        ),
      ),
      h('tbody', {}, ...weaponsOf(profile).map(weaponRow)),
    ),
    abilityList(profile),
  );
}
