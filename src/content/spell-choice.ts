/**
 * Which spells a Mage knows (rulebook "Magic", "Mage (X)", "Expert Sorcerer (X)"): before the game a Mage (X) picks
 * X spells, plus X more for Expert Sorcerer (X), all from one Discipline its Discipline (X) keywords allow; it
 * always knows that Discipline's Cantrip, which does not count; the choice holds for the whole game. Spells of
 * single characters (Dagonite Baptism) are always known by the profiles that print them.
 *
 * Entwined Magics (the Seamstress): the spells Expert Sorcerer adds may come from any Discipline it may use,
 * without another Cantrip. Aetheric Gaze (the Doctor of the Firmament): its spells may come from two Disciplines it
 * may use, and it knows the Cantrip of each. Bucket of Blood (the Blood Courier, no Mage): it keeps one Blood Rites spell, picked like
 * a Mage's, that friendly Mages who see it may cast (src/rules/state/magic-state.ts `bucketSpellsFor`).
 */

import {
  allSpells,
  DISCIPLINES,
  type Discipline,
  getSpell,
  hasSpell,
  type Spell,
  spellsOfDiscipline,
} from './spells.ts';
import type { Profile, SpellChoice } from './types.ts';

export type { SpellChoice } from './types.ts';

/** Whether the profile keeps a spell for its friends (Bucket of Blood). */
export function keepsBucket(p: Profile): boolean {
  return p.uniqueAbilities.some((u) => u.name === 'Bucket of Blood');
}

/** Whether the profile is a Mage (Mage (X), X ≥ 0). */
export function isMageProfile(p: Profile): boolean {
  return p.mageLevel !== null;
}

/** How many spells it picks: Mage (X) + Expert Sorcerer (X); 0 for anyone else (and for Mage (0)). */
export function spellSlots(p: Profile): number {
  if (p.mageLevel === null) return keepsBucket(p) ? 1 : 0;
  return p.mageLevel + (p.expertSorcerer ?? 0);
}

/** The Disciplines a Mage may pick from (its Discipline (X) keywords; any Discipline when it prints none). */
export function allowedDisciplines(p: Profile): Discipline[] {
  if (!isMageProfile(p)) return keepsBucket(p) ? ['Blood Rites'] : [];
  const own = DISCIPLINES.filter((d) => p.disciplines.includes(d));
  return own.length > 0 ? own : [...DISCIPLINES];
}

const entwined = (p: Profile) => p.uniqueAbilities.some((u) => u.name === 'Entwined Magics');
const aethericGaze = (p: Profile) => p.uniqueAbilities.some((u) => u.name === 'Aetheric Gaze');

/**
 * The other Disciplines whose spells the profile may pick besides its chosen one: any other it may use for Entwined
 * Magics (its Expert Sorcerer spells only) and Aetheric Gaze (one more Discipline); none for anyone else.
 */
export function otherPickDisciplines(p: Profile, choice: SpellChoice): Discipline[] {
  if (!entwined(p) && !aethericGaze(p)) return [];
  return allowedDisciplines(p).filter((d) => d !== choice.discipline);
}

/**
 * The Cantrips a Mage knows with this choice: its chosen Discipline's, and with Aetheric Gaze (the Doctor of the
 * Firmament) that of the other Discipline it picks spells from.
 */
export function cantripsOf(p: Profile, choice: SpellChoice): Spell[] {
  if (!isMageProfile(p)) return [];
  const disciplines = [choice.discipline];
  if (aethericGaze(p))
    for (const id of choice.spells) {
      const d = hasSpell(id) ? getSpell(id).discipline : null;
      if (d !== null && !disciplines.includes(d as Discipline)) disciplines.push(d as Discipline);
    }
  return disciplines.flatMap((d) =>
    spellsOfDiscipline(d)
      .filter((s) => s.cantrip)
      .slice(0, 1),
  );
}

/**
 * What is wrong with a choice for a profile, in sentences naming it (empty when the choice is legal): not a Mage,
 * a Discipline it may not use, too many spells, an unknown spell, a Cantrip picked, a spell picked twice, a spell of
 * another Discipline (beyond what Entwined Magics allows).
 */
export function spellChoiceProblems(p: Profile, choice: SpellChoice): string[] {
  if (!isMageProfile(p) && !keepsBucket(p)) return [`${p.name} is not a Mage and knows no spells`];
  const out: string[] = [];
  if (!allowedDisciplines(p).includes(choice.discipline))
    out.push(`${p.name} cannot use ${choice.discipline} (it may use ${allowedDisciplines(p).join(', ')})`);
  const slots = spellSlots(p);
  if (choice.spells.length > slots)
    out.push(
      `${p.name} knows ${slots} spell${slots === 1 ? '' : 's'} besides its Cantrip, not ${choice.spells.length}`,
    );
  const seen = new Set<string>();
  let foreign = 0;
  for (const id of choice.spells) {
    if (!hasSpell(id)) {
      out.push(`${p.name}: there is no spell "${id}"`);
      continue;
    }
    const s = getSpell(id);
    if (seen.has(id)) out.push(`${p.name} has picked ${s.name} twice`);
    seen.add(id);
    if (s.cantrip) out.push(`${p.name} knows its Cantrip already: ${s.name} is not picked`);
    else if (s.discipline === null) out.push(`${s.name} belongs to a single character and cannot be picked`);
    else if (s.discipline !== choice.discipline) {
      if ((entwined(p) || aethericGaze(p)) && allowedDisciplines(p).includes(s.discipline)) foreign++;
      else out.push(`${p.name} picks all its spells from ${choice.discipline}: ${s.name} is ${s.discipline}`);
    }
  }
  const others = new Set(
    choice.spells
      .flatMap((id) => (hasSpell(id) ? [getSpell(id).discipline] : []))
      .filter((d) => d !== null && d !== choice.discipline),
  );
  if (aethericGaze(p) && others.size > 1)
    out.push(`${p.name} takes its spells from two Disciplines at most (Aetheric Gaze)`);
  else if (!aethericGaze(p) && foreign > (p.expertSorcerer ?? 0))
    out.push(
      `${p.name}: only its ${p.expertSorcerer ?? 0} Expert Sorcerer spell(s) may come from another Discipline`,
    );
  return out;
}

/** The choice a Mage gets when none was made (ready-made gangs, summoned Mages): its first Discipline's first spells. */
export function defaultSpellChoice(p: Profile): SpellChoice | undefined {
  const d = allowedDisciplines(p)[0];
  if (!d) return undefined;
  const spells = spellsOfDiscipline(d)
    .filter((s) => !s.cantrip)
    .slice(0, spellSlots(p))
    .map((s) => s.id);
  return { discipline: d, spells };
}

/** The spell Water Affinity (the Galilean Priest) adds to those it knows, whichever Discipline it takes them from. */
export const WATER_AFFINITY_SPELL = 'waves-of-force';

/**
 * Every spell the profile knows with this choice (or its default): its Discipline's Cantrip (Minor Arcana: and the
 * Cantrip of the first other Discipline it may use — our reading of the pick; Major Arcana: the Cantrip of every
 * Discipline; Arcane Totem: every Wild Magic spell), the spells picked, and the spells
 * printed on it (Water Affinity: Waves of Force too). Empty for a character that is no Mage and prints no
 * spell.
 */
export function knownSpells(p: Profile, choice: SpellChoice | undefined): Spell[] {
  const printed = allSpells().filter((s) => s.knownBy?.includes(p.name));
  const waterAffinity = p.uniqueAbilities.some((u) => u.name === 'Water Affinity');
  const own =
    waterAffinity && !printed.some((s) => s.id === WATER_AFFINITY_SPELL)
      ? [...printed, getSpell(WATER_AFFINITY_SPELL)]
      : printed;
  const c = choice ?? defaultSpellChoice(p);
  if (!isMageProfile(p) || !c) return own;
  const cantrips = cantripsOf(p, c);
  const picked = c.spells.filter(hasSpell).map(getSpell);
  // Minor Arcana (the Tarot Reader): one more Cantrip, from the first other Discipline it may use
  const other = p.uniqueAbilities.some((u) => u.name === 'Minor Arcana')
    ? allowedDisciplines(p).find((d) => d !== c.discipline)
    : undefined;
  const second = other === undefined ? undefined : spellsOfDiscipline(other)[0];
  // Major Arcana (the Blood Crone): the Cantrip of every Discipline
  const every = p.uniqueAbilities.some((u) => u.name === 'Major Arcana')
    ? allSpells().filter((s) => s.cantrip && s.discipline !== null)
    : [];
  // Arcane Totem (the Adventuring Noble): every Wild Magic spell, its Cantrip too
  const totem = p.uniqueAbilities.some((u) => u.name === 'Arcane Totem')
    ? spellsOfDiscipline('Wild Magic')
    : [];
  const all = [...cantrips, ...(second ? [second] : []), ...every, ...totem, ...picked, ...own];
  return all.filter((s, k) => all.findIndex((o) => o.id === s.id) === k);
}

const tarot = (p: Profile) => p.uniqueAbilities.some((u) => u.name === 'Tarot');

/**
 * The spell choice each member of a gang plays with, in roster order: its own when it made one; for a character
 * with Tarot (the Romani) without one, the first Discipline it may use that no other Romani of the gang takes (its
 * own choice, or one given before it), else its first; undefined for the others (the engine's default pick, {@link
 * defaultSpellChoice}). Unknown profiles are null.
 */
export function gangSpellChoices(
  members: readonly { readonly profile: Profile | null; readonly spells?: SpellChoice | undefined }[],
): (SpellChoice | undefined)[] {
  const taken = new Set<Discipline>(
    members.flatMap((m) => (m.profile && tarot(m.profile) && m.spells ? [m.spells.discipline] : [])),
  );
  return members.map((m) => {
    if (m.spells || !m.profile || !tarot(m.profile)) return m.spells;
    const allowed = allowedDisciplines(m.profile);
    const d = allowed.find((x) => !taken.has(x)) ?? allowed[0];
    if (!d) return undefined;
    taken.add(d);
    return { discipline: d, spells: [] };
  });
}

/**
 * Tarot (the Romani): the Romani of a gang each take a different Discipline until all those they may use are
 * covered. A sentence naming the Discipline taken twice too early, or none (`choices`: {@link gangSpellChoices}).
 */
export function tarotProblems(
  profiles: readonly (Profile | null)[],
  choices: readonly (SpellChoice | undefined)[],
): string[] {
  const romani = profiles.flatMap((p, i) => (p && tarot(p) ? [{ p, d: choices[i]?.discipline }] : []));
  if (romani.length < 2) return [];
  const all = new Set(romani.flatMap((r) => allowedDisciplines(r.p)));
  const taken = new Set(romani.flatMap((r) => (r.d ? [r.d] : [])));
  if (taken.size >= Math.min(romani.length, all.size)) return [];
  const twice = [...taken].find((d) => romani.filter((r) => r.d === d).length > 1);
  return [
    `The ${romani.length} ${romani[0]!.p.name} take ${taken.size} Discipline${taken.size === 1 ? '' : 's'}: each takes a different one until all ${all.size} are covered (Tarot)${twice ? `; ${twice} is taken twice` : ''}.`,
  ];
}
