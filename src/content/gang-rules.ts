/**
 * Gang building (rulebook "Building Your Gang"): the Ducat limit, one Faction, exactly one Leader (at most one where
 * the scenario needs none: {@link GangRuleOptions}), no more Heroes than Henchmen, each Unique character at most
 * once. Gifted characters may join any gang.
 * Profiles with two roles follow their own gang-building rule (see {@link memberRoles}); profiles attached
 * to another (the Emissary of Mother Hydra's Tentacles) are free and need their owner in the gang.
 * Weapons separated by "OR" on a profile (rulebook "Character Profiles": chosen before the game) need one
 * choice per option group; Equipment costs its Ducats and each piece may be taken once. A Mage's spells follow
 * the rules of spell-choice.ts; the spell a Bucket of Blood holder keeps is one no Mage of the gang knows. An
 * Apprentice's mentor and copy follow apprenticeship.ts, and its weapons and spells are checked as it plays.
 * The rules of attached profiles, "OR" weapons and Equipment are in attached-profiles.ts, weapon-options.ts and
 * gang-equipment.ts (re-exported here); this file holds the roles, the check of a whole gang and its sentences.
 */
import { apprenticeshipProblems, playedProfiles } from './apprenticeship.ts';
import { attachedProblems, SECOND_SET_DUCATS, secondSetCost } from './attached-profiles.ts';
import { equipmentByName } from './equipment.ts';
import { factionByName } from './factions.ts';
import { equipmentProblems } from './gang-equipment.ts';
import { getProfile, hasProfile, isGifted } from './profiles.ts';
import {
  defaultSpellChoice,
  gangSpellChoices,
  keepsBucket,
  type SpellChoice,
  spellChoiceProblems,
  tarotProblems,
} from './spell-choice.ts';
import { getSpell, hasSpell } from './spells.ts';
import type { Apprenticeship, Profile, Role } from './types.ts';
import { weaponProblems } from './weapon-options.ts';

export { attachedProfiles, hasSecondSet, SECOND_SET_DUCATS } from './attached-profiles.ts';
export { equipmentAllowance, SCULLER } from './gang-equipment.ts';
export { weaponOptions } from './weapon-options.ts';

/** The parts of a roster that gang building looks at. */
export interface RosterToCheck {
  readonly faction: string;
  /** The Ducat limit. */
  readonly ducats: number;
  /**
   * `weapons` maps a weapon option group of the profile (`Weapon.optionGroup`) to the chosen weapon's name.
   * Members whose profile has no option group need none.
   */
  readonly members: readonly {
    readonly profile: string;
    readonly weapons?: Readonly<Record<string, string>>;
    /** A Mage's spells (or a Bucket of Blood holder's kept spell), picked before the game (spell-choice.ts). */
    readonly spells?: SpellChoice;
    /** An Apprentice's mentor and copy (apprenticeship.ts). */
    readonly apprenticeship?: Apprenticeship;
  }[];
  /** Names of the Equipment bought (see `EQUIPMENT`); each costs its Ducats. */
  readonly equipment?: readonly string[];
}

/**
 * What a scenario changes about gang building (rulebook "The Winds of Fate"): `leaderRequired: false` lets a gang go
 * without a Leader (Acquisition's special rule); it may still have no more than one.
 */
export interface GangRuleOptions {
  readonly leaderRequired?: boolean;
}

/** Which gang-building rule a problem breaks. */
export type GangRule =
  | 'faction-unknown'
  | 'profile-unknown'
  | 'ducats'
  | 'faction'
  | 'no-role'
  | 'attached'
  | 'repeat'
  | 'no-leader'
  | 'leaders'
  | 'heroes'
  | 'weapons'
  | 'spells'
  | 'apprenticeship'
  | 'equipment';

/** One broken rule and its sentence. */
export interface GangIssue {
  readonly rule: GangRule;
  readonly text: string;
}

export interface GangCheck {
  /** True when there is no problem. */
  readonly ok: boolean;
  /** Total Ducats of the known members and Equipment. */
  readonly cost: number;
  /** One sentence per broken rule, naming the characters concerned. */
  readonly problems: readonly string[];
  /** The same problems with the rule each breaks, in the same order. */
  readonly issues: readonly GangIssue[];
  /** The role each member plays in this gang (null for an unknown profile or one with no role). */
  readonly roles: readonly (Role | null)[];
}

/** Leader-or-Hero profiles that give up the Leader role only to this one profile (not to any Leader). */
const LEADER_UNLESS: Readonly<Record<string, string>> = { 'gifted-la-signora': 'gifted-il-capitano' };
/** Hero-or-Henchman profiles that count as Henchmen when this profile is in the gang (the Brides). */
const HENCHMAN_WITH = 'strigoi-vlad-dracula';
/** Profiles of which a gang may take only one although they are not Unique. */
const ONLY_ONE = new Set(['patricians-sopracomito']);
const has = (p: Profile, r: Role) => p.roles.includes(r);

/**
 * The role each profile plays in this gang. One-role profiles keep it. Leader-or-Hero profiles (Prince of
 * Thieves, Sopracomito, The Duke, …) lead when no fixed Leader is present and no earlier one took the
 * lead; otherwise they are Heroes (La Signora steps down only for Il Capitano). Hero-or-Henchman profiles
 * (Strigoi Brides) are Henchmen when Vlad Dracula is in the gang, Heroes otherwise.
 */
export function memberRoles(profiles: readonly (Profile | null)[]): (Role | null)[] {
  const ids = new Set(profiles.map((p) => p?.id));
  let leaders = profiles.filter((p) => p?.roles.length === 1 && has(p, 'Leader')).length;
  return profiles.map((p) => {
    if (!p || p.roles.length === 0) return null;
    if (p.roles.length === 1) return p.roles[0] ?? null;
    if (has(p, 'Leader')) {
      const boss = LEADER_UNLESS[p.id];
      const stepsDown = boss === undefined ? leaders > 0 : ids.has(boss);
      if (stepsDown) return 'Hero';
      leaders++;
      return 'Leader';
    }
    return ids.has(HENCHMAN_WITH) && has(p, 'Henchman') ? 'Henchman' : 'Hero';
  });
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const list = (names: readonly string[]) => names.join(', ');

/**
 * Check a roster against the gang-building rules. Returns `ok`, the total Ducat `cost` (characters and
 * Equipment), the `problems` (clear sentences naming the characters), the same as `issues` with the rule
 * each breaks, and each member's resolved role. Never throws: unknown profile ids, factions and Equipment
 * are reported as problems. `options` are a scenario's changes (see {@link GangRuleOptions}).
 */
export function checkGang(roster: RosterToCheck, options: GangRuleOptions = {}): GangCheck {
  const issues: GangIssue[] = [];
  const add = (rule: GangRule, text: string) => issues.push({ rule, text });
  if (!factionByName(roster.faction)) add('faction-unknown', `"${roster.faction}" is not a known faction.`);
  const profiles = roster.members.map((m, i) => {
    if (hasProfile(m.profile)) return getProfile(m.profile);
    add('profile-unknown', `Member ${i + 1} names an unknown character profile "${m.profile}".`);
    return null;
  });
  const known = profiles.filter((p): p is Profile => p !== null);
  const equipment = roster.equipment ?? [];
  const cost =
    known.reduce((sum, p) => sum + p.cost, 0) +
    secondSetCost(known) +
    equipment.reduce((sum, name) => sum + (equipmentByName(name)?.cost ?? 0), 0);
  if (cost > roster.ducats) {
    add(
      'ducats',
      `The gang costs ${cost} Ducats, ${cost - roster.ducats} over its limit of ${roster.ducats}.`,
    );
  }

  for (const p of known) {
    if (p.faction !== roster.faction && !isGifted(p)) {
      add(
        'faction',
        `${p.name} belongs to ${p.faction}, not ${roster.faction}; only Gifted characters may join any gang.`,
      );
    }
    if (p.roles.length === 0)
      add('no-role', `${p.name} cannot be recruited: it has no Leader, Hero or Henchman role.`);
  }
  for (const text of attachedProblems(known)) add('attached', text);
  for (const text of repeatProblems(known)) add('repeat', text);
  const members = roster.members.map((m, i) => ({
    profile: profiles[i] ?? null,
    apprenticeship: m.apprenticeship,
  }));
  for (const text of apprenticeshipProblems(members)) add('apprenticeship', text);
  // An Apprentice's weapons and spells are those of the profile it plays with (its copy added).
  const played = playedProfiles(members);
  roster.members.forEach((m, i) => {
    const p = played[i];
    if (p) for (const text of weaponProblems(p, m.weapons ?? {})) add('weapons', text);
    if (p && m.spells) for (const text of spellChoiceProblems(p, m.spells)) add('spells', `${text}.`);
  });
  for (const text of bucketProblems(roster.members, played)) add('spells', text);
  const choices = gangSpellChoices(
    roster.members.map((m, i) => ({ profile: played[i] ?? null, spells: m.spells })),
  );
  for (const text of tarotProblems(played, choices)) add('spells', text);
  for (const text of equipmentProblems(equipment, known)) add('equipment', text);

  const roles = memberRoles(profiles);
  const namesWithRole = (r: Role) => profiles.flatMap((p, i) => (p && roles[i] === r ? [p.name] : []));
  const leaders = namesWithRole('Leader');
  if (leaders.length === 0 && options.leaderRequired !== false) {
    add('no-leader', 'The gang has no Leader: it needs exactly one character with the Leader keyword.');
  } else if (leaders.length > 1) {
    const most = options.leaderRequired === false ? 'at most one' : 'exactly one';
    add('leaders', `The gang has ${leaders.length} Leaders (${list(leaders)}); it must have ${most}.`);
  }
  const heroes = namesWithRole('Hero');
  const henchmen = roles.filter((r) => r === 'Henchman').length;
  if (heroes.length > henchmen) {
    add(
      'heroes',
      `The gang has ${plural(heroes.length, 'Hero', 'Heroes')} (${list(heroes)}) but only ${plural(henchmen, 'Henchman', 'Henchmen')}; Heroes may not outnumber Henchmen.`,
    );
  }
  const seen = new Set<string>();
  const distinct = issues.filter((i) => !seen.has(i.text) && seen.add(i.text));
  return { ok: distinct.length === 0, cost, problems: distinct.map((i) => i.text), issues: distinct, roles };
}

/** Bucket of Blood: the spell kept must be one no Mage of the gang knows (a sentence per clash). */
function bucketProblems(members: RosterToCheck['members'], profiles: readonly (Profile | null)[]): string[] {
  const known = new Set<string>();
  members.forEach((m, i) => {
    const p = profiles[i];
    if (p && p.mageLevel !== null)
      for (const id of (m.spells ?? defaultSpellChoice(p))?.spells ?? []) known.add(id);
  });
  const out: string[] = [];
  members.forEach((m, i) => {
    const p = profiles[i];
    const kept = p && keepsBucket(p) ? m.spells?.spells[0] : undefined;
    if (kept && hasSpell(kept) && known.has(kept))
      out.push(
        `${p!.name} keeps ${getSpell(kept).name}, which a Mage of the gang knows already (Bucket of Blood).`,
      );
  });
  return out;
}

/** Unique characters (and one-per-gang profiles) taken more than once. */
function repeatProblems(known: readonly Profile[]): string[] {
  const counts = new Map<string, { p: Profile; n: number }>();
  for (const p of known) counts.set(p.id, { p, n: (counts.get(p.id)?.n ?? 0) + 1 });
  const problems: string[] = [];
  for (const { p, n } of counts.values()) {
    if (n < 2) continue;
    if (p.unique) {
      problems.push(`${p.name} is Unique but appears ${n} times; a Unique character may appear only once.`);
    } else if (ONLY_ONE.has(p.id)) {
      problems.push(`${p.name} appears ${n} times; a gang may take only one.`);
    } else if (p.attachedTo !== undefined && !(n === 2 && SECOND_SET_DUCATS[p.attachedTo] !== undefined)) {
      const two = SECOND_SET_DUCATS[p.attachedTo] !== undefined ? ' (two with its second set)' : '';
      problems.push(`${p.name} appears ${n} times; its owner brings only one${two}.`);
    }
  }
  return problems;
}
