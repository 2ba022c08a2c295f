/**
 * A member's spells in a roster (rulebook "Magic", "Building Your Gang"): the Discipline a Mage picks its spells
 * from, and each spell picked or dropped within the spell rules (how many it knows, which Disciplines). Pure
 * functions returning a new roster, or the reason a step is refused.
 */
import {
  allowedDisciplines,
  defaultSpellChoice,
  type SpellChoice,
  spellChoiceProblems,
  spellSlots,
} from '../content/spell-choice.ts';
import { type Discipline, spellsOfDiscipline } from '../content/spells.ts';
import { memberProfile, type Roster, type RosterStep } from './roster.ts';

/**
 * Set the Discipline member `index` picks its spells from: its spells become that Discipline's first ones (the
 * number it knows). Refused for a character that knows no spells or a Discipline it may not use.
 */
export function chooseDiscipline(roster: Roster, index: number, discipline: Discipline): RosterStep {
  const m = roster.members[index];
  if (!m) return { ok: false, reason: `There is no member ${index + 1}.` };
  const p = memberProfile(roster, index);
  if (!allowedDisciplines(p).includes(discipline))
    return { ok: false, reason: `${p.name} cannot use ${discipline}.` };
  const spells = spellsOfDiscipline(discipline)
    .filter((s) => !s.cantrip)
    .slice(0, spellSlots(p))
    .map((s) => s.id);
  return withSpells(roster, index, { discipline, spells });
}

/**
 * Pick or drop spell `spellId` for member `index` (in its Discipline, or another one Entwined Magics allows).
 * Picking is refused, with the reason, when it would break the spell rules: one spell too many, another Discipline.
 */
export function toggleSpell(roster: Roster, index: number, spellId: string): RosterStep {
  const m = roster.members[index];
  if (!m) return { ok: false, reason: `There is no member ${index + 1}.` };
  const p = memberProfile(roster, index);
  const current = m.spells ?? defaultSpellChoice(p);
  if (!current) return { ok: false, reason: `${p.name} knows no spells.` };
  if (current.spells.includes(spellId))
    return withSpells(roster, index, { ...current, spells: current.spells.filter((s) => s !== spellId) });
  const next = { ...current, spells: [...current.spells, spellId] };
  const problem = spellChoiceProblems(p, next)[0];
  return problem ? { ok: false, reason: `${problem}.` } : withSpells(roster, index, next);
}

function withSpells(roster: Roster, index: number, spells: SpellChoice): RosterStep {
  const members = roster.members.map((x, i) => (i === index ? { ...x, spells } : x));
  return { ok: true, roster: { ...roster, members } };
}
