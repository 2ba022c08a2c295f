/**
 * The gang builder's sheet of the gang being built: the Ducats spent, each member with its role, cost, weapon
 * choice ("OR" weapons), a Mage's Discipline and spells, an Apprentice's mentor and copy, and a Remove button, the
 * Equipment to buy, and the live check — every broken gang-building rule as a sentence, or a line saying the gang is
 * legal.
 */

import type { Roster, RosterMember } from '../../campaign/roster.ts';
import { checkRoster, memberProfile } from '../../campaign/roster.ts';
import { copiesFrom, mentorsFor } from '../../campaign/roster-apprentice.ts';
import { hasSecondSetOf } from '../../campaign/roster-members.ts';
import { type ApprenticeCopy, copyLabel, isApprentice } from '../../content/apprenticeship.ts';
import { EQUIPMENT } from '../../content/equipment.ts';
import type { GangRuleOptions } from '../../content/gang-rules.ts';
import { equipmentAllowance, SECOND_SET_DUCATS, weaponOptions } from '../../content/gang-rules.ts';
import { getProfile, hasProfile } from '../../content/profiles.ts';
import {
  allowedDisciplines,
  cantripsOf,
  defaultSpellChoice,
  gangSpellChoices,
  otherPickDisciplines,
  type SpellChoice,
  spellSlots,
} from '../../content/spell-choice.ts';
import { type Discipline, type Spell, spellsOfDiscipline } from '../../content/spells.ts';
import type { Profile } from '../../content/types.ts';
import { spellEffect } from '../../rules/index.ts';
import { h } from '../hud/dom-builder.ts';
import { notPlayedLine } from '../hud/not-played.ts';

/** What the sheet's controls ask for. */
export interface SheetActions {
  remove(index: number): void;
  chooseWeapon(index: number, group: string, weapon: string): void;
  toggleEquipment(name: string): void;
  /** Buy one more of a piece the gang may take several times (a Gondola per Sculler). */
  buyEquipment(name: string): void;
  /** Buy or give back the second set of the profiles that come with `owner` (Grasp of the Abyss). */
  toggleSecondSet(owner: string): void;
  /** Pick the Discipline member `index` takes its spells from. */
  chooseDiscipline(index: number, discipline: Discipline): void;
  /** Pick or drop a spell of member `index`. */
  toggleSpell(index: number, spell: string): void;
  /** Name member `mentor` as Apprentice `index`'s mentor (null: none) and what it copies (default: its first copy). */
  chooseMentor(index: number, mentor: number | null, copy?: ApprenticeCopy): void;
}

/**
 * The spells of a Mage (or the spell a Bucket of Blood holder keeps): its Discipline, its Cantrip (always known),
 * and a box for each spell it may pick, with what the spell costs and does in the box's tooltip.
 */
/** The spell choice each member plays with (content/spell-choice.ts `gangSpellChoices`: Tarot's Disciplines). */
function playedChoices(roster: Roster): (SpellChoice | undefined)[] {
  return gangSpellChoices(
    roster.members.map((m, i) => ({
      profile: hasProfile(m.profile) ? memberProfile(roster, i) : null,
      spells: m.spells,
    })),
  );
}

/**
 * An Apprentice's mentor and what it copies (content/apprenticeship.ts): a list of the Doctor Heroes it may name
 * ("no mentor" first), and once one is named, a list of what it may copy from it.
 */
function apprenticeChoices(roster: Roster, i: number, name: string, act: SheetActions): HTMLElement {
  const m = roster.members[i]!;
  const a = m.apprenticeship;
  const mentorName = (k: number) => {
    const x = roster.members[k]!;
    return x.name ?? getProfile(x.profile).name;
  };
  const mentors = [...new Set([...(a ? [a.mentor] : []), ...mentorsFor(roster, i)])].sort((x, y) => x - y);
  const mentorSelect = h(
    'select',
    {
      class: 'mentor-choice',
      'aria-label': `${name}: mentor`,
      onchange: (e) => {
        const v = (e.target as HTMLSelectElement).value;
        act.chooseMentor(i, v === '' ? null : Number(v));
      },
    },
    h(
      'option',
      { value: '', selected: !a },
      mentors.length ? 'none: copies nothing' : 'no Doctor Hero in the gang',
    ),
    ...mentors.map((k) =>
      h('option', { value: String(k), selected: a?.mentor === k }, `${mentorName(k)} (member ${k + 1})`),
    ),
  );
  const parts: HTMLElement[] = [h('label', { class: 'weapon' }, 'Mentor: ', mentorSelect)];
  const mentor = a ? roster.members[a.mentor] : undefined;
  if (a && mentor && hasProfile(mentor.profile)) {
    const copies = copiesFrom(roster, i, a.mentor);
    const key = (c: ApprenticeCopy) => `${c.kind}:${c.name}`;
    const copySelect = h(
      'select',
      {
        class: 'copy-choice',
        'aria-label': `${name}: copies`,
        onchange: (e) => {
          const v = (e.target as HTMLSelectElement).value;
          const copy = copies.find((c) => key(c) === v);
          if (copy) act.chooseMentor(i, a.mentor, copy);
        },
      },
      ...copies.map((c) =>
        h(
          'option',
          { value: key(c), selected: key(c) === key(a.copy) },
          copyLabel(getProfile(mentor.profile), c),
        ),
      ),
    );
    parts.push(h('label', { class: 'weapon' }, 'Copies: ', copySelect));
  }
  return h(
    'div',
    { class: 'apprenticeship', title: 'Apprenticeship: it copies one thing from a Doctor Hero of the gang' },
    ...parts,
  );
}

function spellChoices(
  p: Profile,
  m: RosterMember,
  i: number,
  name: string,
  act: SheetActions,
  played: SpellChoice | undefined,
): HTMLElement | null {
  const slots = spellSlots(p);
  const choice = m.spells ?? played ?? defaultSpellChoice(p);
  if (!choice || (slots === 0 && p.mageLevel === null)) return null;
  const disciplines = allowedDisciplines(p);
  const select = h(
    'select',
    {
      class: 'discipline-choice',
      'aria-label': `${name}: Discipline`,
      onchange: (e) => act.chooseDiscipline(i, (e.target as HTMLSelectElement).value as Discipline),
    },
    ...disciplines.map((d) => h('option', { value: d, selected: choice.discipline === d }, d)),
  );
  const others = otherPickDisciplines(p, choice);
  const pickable = [choice.discipline, ...others].flatMap((d) =>
    spellsOfDiscipline(d).filter((s) => !s.cantrip),
  );
  const cantrips = cantripsOf(p, choice);
  const box = (s: Spell) =>
    h(
      'label',
      {
        class: 'spell',
        title: `${s.wp} Will Point${s.wp === 1 ? '' : 's'}, Difficulty ${s.difficulty}, ${s.rangeText}: ${s.text}`,
      },
      h('input', {
        type: 'checkbox',
        'data-spell': s.id,
        checked: choice.spells.includes(s.id),
        onchange: (ev) => {
          (ev.target as HTMLInputElement).checked = choice.spells.includes(s.id);
          act.toggleSpell(i, s.id);
        },
      }),
      ` ${s.name}`,
      spellEffect(s.id) ? null : h('span', { class: 'not-yet' }, ' (not in the game yet)'),
    );
  const what = p.mageLevel === null ? 'Keeps for friendly Mages' : 'Spells';
  return h(
    'div',
    { class: 'spells', 'data-spells-of': m.profile },
    h('label', { class: 'weapon' }, 'Discipline: ', select),
    ...cantrips.map((c) =>
      h('div', { class: 'cantrip', title: c.text }, `Cantrip: ${c.name} (always known)`),
    ),
    h('div', { class: 'count' }, `${what}: ${choice.spells.length} of ${slots}`),
    h('div', { class: 'spell-boxes' }, ...pickable.map(box)),
  );
}

function memberItem(roster: Roster, i: number, role: string | null, act: SheetActions): HTMLLIElement {
  const m = roster.members[i]!;
  const p = hasProfile(m.profile) ? getProfile(m.profile) : null;
  const name = m.name ?? p?.name ?? m.profile;
  const choices: HTMLElement[] = p
    ? weaponOptions(p).map((o) => {
        const select = h(
          'select',
          {
            class: 'weapon-choice',
            'aria-label': `${name}: weapon`,
            onchange: (e) => act.chooseWeapon(i, o.group, (e.target as HTMLSelectElement).value),
          },
          ...o.weapons.map((w) => h('option', { value: w, selected: m.weapons?.[o.group] === w }, w)),
        );
        return h('label', { class: 'weapon' }, 'Weapon: ', select);
      })
    : [];
  const extra = p ? SECOND_SET_DUCATS[p.id] : undefined;
  if (p && extra !== undefined) {
    // Grasp of the Abyss: two of each Tentacle for more Ducats.
    const box = h('input', {
      type: 'checkbox',
      'data-second-set': p.id,
      checked: hasSecondSetOf(roster, p.id),
      onchange: (ev) => {
        (ev.target as HTMLInputElement).checked = hasSecondSetOf(roster, p.id);
        act.toggleSecondSet(p.id);
      },
    });
    choices.push(h('label', { class: 'weapon' }, box, ` Two of each companion (+${extra} Ducats)`));
  }
  if (p && isApprentice(p)) choices.push(apprenticeChoices(roster, i, name, act));
  const spells = p ? spellChoices(memberProfile(roster, i), m, i, name, act, playedChoices(roster)[i]) : null;
  if (spells) choices.push(spells);
  const free = p?.attachedTo !== undefined;
  return h(
    'li',
    { 'data-member': m.profile },
    h('span', { class: 'name' }, name),
    h('span', { class: 'role' }, role ?? (free ? 'comes free' : '')),
    h('span', { class: 'num' }, p ? `${p.cost}` : '?'),
    h(
      'button',
      {
        class: 'remove',
        'aria-label': `Remove ${name}`,
        title: `Remove ${name}`,
        onclick: () => act.remove(i),
      },
      '✕',
    ),
    ...choices,
  );
}

/**
 * The sheet for `roster`; `refusal` is the last refused step's reason (shown above the members), or null; `rules` the
 * scenario's changes to gang building (Acquisition needs no Leader).
 */
export function gangSheet(
  roster: Roster,
  refusal: string | null,
  act: SheetActions,
  rules: GangRuleOptions = {},
): HTMLElement {
  const check = checkRoster(roster, rules);
  const over = check.cost > roster.ducats;
  const members = roster.members.filter((m) => hasProfile(m.profile)).map((m) => getProfile(m.profile));
  const notPlayed = notPlayedLine(members);
  const equipment = h(
    'details',
    { class: 'equipment', open: roster.equipment.length > 0 },
    h('summary', {}, `Equipment (${roster.equipment.length} bought)`),
    h(
      'p',
      { class: 'hint' },
      'Each piece once per gang (one more Gondola per Sculler). Counted in the Ducats; in battle only the Gondola is played so far: it starts afloat by your deployment zone.',
    ),
    ...EQUIPMENT.map((e) => {
      const bought = roster.equipment.filter((x) => x === e.name).length;
      const allowed = equipmentAllowance(e.name, members);
      return h(
        'label',
        { class: 'piece', title: e.text },
        h('input', {
          type: 'checkbox',
          'data-equipment': e.name,
          checked: roster.equipment.includes(e.name),
          onchange: (ev) => {
            (ev.target as HTMLInputElement).checked = roster.equipment.includes(e.name);
            act.toggleEquipment(e.name);
          },
        }),
        h('span', { class: 'name' }, bought > 1 ? `${e.name} ×${bought}` : e.name),
        allowed > 1 && bought > 0 && bought < allowed
          ? h(
              'button',
              {
                type: 'button',
                class: 'more',
                'data-more': e.name,
                title: `Buy another ${e.name} (${allowed} allowed)`,
                onclick: (ev) => {
                  ev.preventDefault();
                  act.buyEquipment(e.name);
                },
              },
              '+1',
            )
          : null,
        h('span', { class: 'num' }, `${e.cost}`),
        h('span', { class: 'text' }, e.text),
      );
    }),
  );
  return h(
    'div',
    { class: 'gang-sheet' },
    h(
      'p',
      { class: `ducats${over ? ' over' : ''}`, id: 'gang-cost' },
      `${check.cost} / ${roster.ducats} Ducats`,
      h(
        'span',
        { class: 'count' },
        ` · ${roster.members.length} ${roster.members.length === 1 ? 'character' : 'characters'}`,
      ),
    ),
    refusal ? h('p', { class: 'refusal', role: 'alert', id: 'builder-refusal' }, refusal) : null,
    roster.members.length === 0
      ? h('p', { class: 'hint' }, 'No characters yet: add them from the list.')
      : h(
          'ol',
          { class: 'members' },
          ...roster.members.map((_, i) => memberItem(roster, i, check.roles[i] ?? null, act)),
        ),
    notPlayed ? h('p', { class: 'not-played-line', id: 'gang-not-played' }, notPlayed) : null,
    equipment,
    check.ok
      ? h('p', { class: 'legal', id: 'gang-check' }, 'The gang follows every gang-building rule.')
      : h(
          'ul',
          { class: 'problems', id: 'gang-check', 'aria-live': 'polite' },
          ...check.problems.map((text) => h('li', {}, text)),
        ),
  );
}
