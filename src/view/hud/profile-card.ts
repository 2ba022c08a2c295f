/**
 * The profile card of a character (rulebook "Character Profiles"): MOVE, DEXTERITY, ATTACK, PROTECTION and
 * MIND; Action, Life, Will and Command Points now and at the start; weapons with range, Evasion, Damage and
 * Penetration; abilities with their glossary text in our own words.
 */
import { abilityText, type Profile, weaponsOf } from '../../content/index.ts';
import type { AbilityRef, Weapon } from '../../content/types.ts';
import type { CharacterSummary } from '../../rules/index.ts';
import { h } from './dom-builder.ts';

const signed = (n: number) => (n > 0 ? `+${n}` : n === 0 ? '0' : `−${-n}`);

function abilityName(a: AbilityRef): string {
  return a.value === null ? a.name : `${a.name} (${a.value})`;
}

function abilityItem(a: AbilityRef): HTMLElement {
  const text = abilityText(a.name);
  return h('li', {}, h('b', {}, abilityName(a)), text ? ` — ${text}` : '');
}

function weaponRow(w: Weapon): HTMLElement {
  const abilities = w.abilities.map(abilityName).join(', ');
  const tip = w.abilities
    .map((a) => {
      const t = abilityText(a.name);
      return t ? `${abilityName(a)}: ${t}` : abilityName(a);
    })
    .join('\n');
  return h(
    'tr',
    {},
    h(
      'td',
      { class: 'wname' },
      w.name,
      abilities ? h('div', { class: 'wabil', title: tip || undefined }, abilities) : null,
    ),
    h('td', {}, w.range === 0 ? 'contact' : `${w.range}″`),
    h('td', {}, signed(w.evasion)),
    h('td', {}, signed(w.damage)),
    h('td', {}, signed(w.penetration)),
  );
}

function stat(label: string, value: string | number, title: string, change = 0): HTMLElement {
  return h(
    'div',
    { class: `stat${change > 0 ? ' up' : change < 0 ? ' down' : ''}`, title, 'data-stat': label },
    h('span', { class: 'label' }, label),
    h('span', { class: 'value' }, value),
  );
}

/** A stat as it is now beside the printed one: the value now, the tip naming the printed value when they differ. */
function liveStat(label: string, now: number, printed: number, title: string, unit = ''): HTMLElement {
  const tip = now === printed ? title : `${title} — ${now}${unit} now, ${printed}${unit} printed`;
  return stat(label, `${now}${unit}`, tip, now - printed);
}

/** Whether the person last left the ability texts open (cards are rebuilt often; keep their choice). */
let abilitiesOpen = false;

/** Character and unique abilities with their text, folded under one line of names (click to open). */
function abilityList(profile: Profile): HTMLElement | null {
  const names = [...profile.abilities.map(abilityName), ...profile.uniqueAbilities.map((u) => u.name)];
  if (names.length === 0) return null;
  const details = h(
    'details',
    { class: 'abilities', open: abilitiesOpen },
    h('summary', {}, h('b', {}, 'Abilities: '), names.join(', ')),
    profile.abilities.length ? h('ul', {}, ...profile.abilities.map(abilityItem)) : null,
    profile.uniqueAbilities.length
      ? h(
          'ul',
          { class: 'unique' },
          ...profile.uniqueAbilities.map((u) => h('li', {}, h('b', {}, u.name), ` (${u.type}) — ${u.text}`)),
        )
      : null,
  );
  details.addEventListener('toggle', () => {
    abilitiesOpen = details.open;
  });
  return details;
}

/** A card for `c` (its live points) built from `profile`; `gangName` and `colour` head the card. */
export function profileCard(
  c: CharacterSummary,
  profile: Profile,
  gangName: string,
  colour: string,
  role: 'friend' | 'enemy',
  counters: readonly string[] = [],
): HTMLElement {
  const underwater = counters.filter((n) => n === 'underwater').length;
  const flags = [
    c.stunned || counters.includes('stunned') ? 'Stunned' : null,
    counters.includes('hidden') ? 'Hidden' : null,
    counters.includes('guard') ? 'on Guard' : null,
    underwater > 0 ? `${underwater} Underwater Counter${underwater === 1 ? '' : 's'}` : null,
    c.boons.length ? `under ${c.boons.join(', ')}` : null,
    c.hadTurn ? 'has had its turn' : null,
    c.onBoard ? null : 'out of the game',
  ].filter(Boolean);
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
          `${profile.roles.join(', ') || 'Character'} · ${gangName} · ${profile.baseMm} mm`,
        ),
      ),
    ),
    flags.length ? h('div', { class: 'card-flags' }, flags.join(' · ')) : null,
    h(
      'div',
      { class: 'stats' },
      liveStat('MOVE', c.stats.move, profile.move, 'inches a Run/Climb may cover', '″'),
      liveStat(
        'DEX',
        c.stats.dex,
        profile.dex,
        'DEXTERITY: the value attackers must roll to hit; used to climb and jump',
      ),
      liveStat('ATTACK', c.stats.attack, profile.attack, 'dice rolled for an Attack Roll'),
      liveStat(
        'PROT',
        c.stats.protection,
        profile.protection,
        'PROTECTION: dice rolled to stop Damage (Aces on 7+)',
      ),
      liveStat('MIND', c.stats.mind, profile.mind, 'MIND: used for magic and some abilities'),
    ),
    h(
      'div',
      { class: 'points' },
      c.ap > 0 || c.hadTurn
        ? stat('AP', `${c.ap}/${profile.ap}`, 'Action Points left this turn / per turn')
        : stat('AP', `${profile.ap}`, 'Action Points it gets when its turn begins'),
      stat('LP', `${c.lp}/${c.lpStart}`, 'Life Points'),
      stat('WP', `${c.wp}/${profile.wp}`, 'Will Points: add dice to a roll, at most 2 per roll'),
      stat('CP', `${c.cp}/${profile.cp}`, 'Command Points'),
    ),
    h(
      'table',
      { class: 'weapons' },
      h(
        'thead',
        {},
        h('tr', {}, ...['Weapon', 'Range', 'Evasion', 'Damage', 'Penetration'].map((t) => h('th', {}, t))),
      ),
      h('tbody', {}, ...weaponsOf(profile).map(weaponRow)),
    ),
    abilityList(profile),
  );
}
