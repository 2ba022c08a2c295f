/**
 * A gang being built or kept between games (rulebook "Building Your Gang"): its members with their weapon
 * choices and spells, its Equipment, the Ducat limit, name and colour. Every change is a pure function returning a new
 * roster; a step that would break a rule no later step can mend (a second Leader, going over the Ducats, a
 * Unique character twice, a character of another Faction) is refused with its reason. The checks themselves
 * are `checkGang`'s (src/content/gang-rules.ts).
 */
import { equipmentByName } from '../content/equipment.ts';
import { factionByName } from '../content/factions.ts';
import {
  attachedProfiles,
  checkGang,
  equipmentAllowance,
  type GangCheck,
  type GangRule,
  hasSecondSet,
  SECOND_SET_DUCATS,
  weaponOptions,
} from '../content/gang-rules.ts';
import { allProfiles, getProfile, hasProfile, isGifted } from '../content/profiles.ts';
import {
  allowedDisciplines,
  defaultSpellChoice,
  type SpellChoice,
  spellChoiceProblems,
  spellSlots,
} from '../content/spell-choice.ts';
import { type Discipline, spellsOfDiscipline } from '../content/spells.ts';
import type { GangFile } from '../content/types.ts';

/** The version written into saved rosters; a save with another version is reported as outdated or newer. */
export const ROSTER_VERSION = 1;
/** The Ducat limits a gang may be built for (rulebook: agreed before the game; scenarios use 75–150). */
export const DUCAT_LIMITS: readonly number[] = [
  75, 80, 85, 90, 95, 100, 105, 110, 115, 120, 125, 130, 135, 140, 145, 150,
];
export const DEFAULT_DUCATS = 150;

/** One member: a profile id, an optional display name, and its choice in each weapon option group. */
export interface RosterMember {
  readonly profile: string;
  readonly name?: string;
  /** Option group (`Weapon.optionGroup`) → chosen weapon name. Absent when the profile has no "OR" weapons. */
  readonly weapons?: Readonly<Record<string, string>>;
  /** A Mage's spells, or the spell a Bucket of Blood holder keeps (spell-choice.ts). Absent for others. */
  readonly spells?: SpellChoice;
}

/** A gang roster as built and saved. */
export interface Roster {
  readonly version: number;
  /** Kebab-case id, also the key it is saved under. */
  readonly id: string;
  readonly name: string;
  /** Faction name, e.g. `The Guild`. */
  readonly faction: string;
  /** CSS colour `#rrggbb`. */
  readonly colour: string;
  /** The Ducat limit. */
  readonly ducats: number;
  readonly members: readonly RosterMember[];
  /** Names of the Equipment bought, each at most once. */
  readonly equipment: readonly string[];
}

/** The result of a change: the new roster, or why the step is refused (a sentence naming the character). */
export type RosterStep =
  | { readonly ok: true; readonly roster: Roster }
  | { readonly ok: false; readonly reason: string };

/** Rules whose breach another step cannot mend; a step that newly breaks one is refused. */
const BLOCKING: ReadonlySet<GangRule> = new Set<GangRule>([
  'ducats',
  'faction',
  'no-role',
  'repeat',
  'leaders',
  'equipment',
  'profile-unknown',
]);

/**
 * A new empty roster of `faction` with the faction's colour and the default 150 Ducats.
 * @throws Error for an unknown faction name.
 */
export function newRoster(faction: string, id: string, name = 'New gang'): Roster {
  const f = factionByName(faction);
  if (!f) throw new Error(`unknown faction "${faction}"`);
  return {
    version: ROSTER_VERSION,
    id,
    name,
    faction,
    colour: f.colour,
    ducats: DEFAULT_DUCATS,
    members: [],
    equipment: [],
  };
}

/** Check the roster against every gang-building rule (see `checkGang`): `ok`, `cost` in Ducats, `problems`. */
export function checkRoster(roster: Roster): GangCheck {
  return checkGang(roster);
}

/** Ducats still free under the limit (negative when over it). */
export function ducatsLeft(roster: Roster): number {
  return roster.ducats - checkGang(roster).cost;
}

/** Accept `next` unless it newly breaks a blocking rule; the refusal quotes the broken rule's sentence. */
function step(before: Roster, next: Roster, what: string): RosterStep {
  const old = new Set(checkGang(before).problems);
  const fresh = checkGang(next).issues.find((i) => BLOCKING.has(i.rule) && !old.has(i.text));
  return fresh ? { ok: false, reason: `${what}: ${fresh.text}` } : { ok: true, roster: next };
}

/** The first weapon of each option group: the choice a new member starts with. */
function defaultWeapons(profileId: string): Record<string, string> | undefined {
  const options = weaponOptions(getProfile(profileId));
  if (options.length === 0) return undefined;
  return Object.fromEntries(options.map((o) => [o.group, o.weapons[0] ?? '']));
}

/**
 * Add a character of profile `profileId` (its "OR" weapons set to the first option), followed by the profiles
 * that come with it for free (the Emissary of Mother Hydra's Tentacles). Refused, with the reason,
 * for an unknown profile or when it would go over the Ducats, add a second Leader, repeat a Unique character,
 * or bring a character of another Faction. A missing Leader or too many Heroes are left to the live check.
 */
export function addMember(roster: Roster, profileId: string): RosterStep {
  if (!hasProfile(profileId)) return { ok: false, reason: `There is no character profile "${profileId}".` };
  const p = getProfile(profileId);
  if (p.attachedTo !== undefined || p.roles.length === 0) {
    return { ok: false, reason: `${p.name} cannot be recruited on its own.` };
  }
  const weapons = defaultWeapons(profileId);
  const spells = defaultSpellChoice(p);
  const member: RosterMember = {
    profile: profileId,
    ...(weapons ? { weapons } : {}),
    ...(spells ? { spells } : {}),
  };
  const attached = allProfiles()
    .filter((a) => a.attachedTo === profileId)
    .map((a): RosterMember => ({ profile: a.id }));
  return step(
    roster,
    { ...roster, members: [...roster.members, member, ...attached] },
    `${p.name} cannot join`,
  );
}

/**
 * Remove the member at `index` (0-based) and, when it is the last of its profile, the free profiles attached
 * to it. An index out of range leaves the roster as it is.
 */
export function removeMember(roster: Roster, index: number): Roster {
  const gone = roster.members[index];
  if (!gone) return roster;
  let members = roster.members.filter((_, i) => i !== index);
  if (!members.some((m) => m.profile === gone.profile)) {
    const owned = (m: RosterMember) =>
      hasProfile(m.profile) && getProfile(m.profile).attachedTo === gone.profile;
    members = members.filter((m) => !owned(m));
  }
  // Gondolas beyond what the Scullers left allow are given back (content/gang-rules.ts `equipmentAllowance`).
  const allowed = equipmentAllowance(
    'Gondola',
    members.filter((m) => hasProfile(m.profile)).map((m) => getProfile(m.profile)),
  );
  let gondolas = 0;
  const equipment = roster.equipment.filter((e) => e !== 'Gondola' || ++gondolas <= allowed);
  return { ...roster, members, equipment };
}

/**
 * Buy or give back the second set of the free profiles attached to `ownerId` (the Emissary of Mother Hydra's
 * Grasp of the Abyss: two of each Tentacle for 12 more Ducats; `SECOND_SET_DUCATS` in gang-rules.ts). Buying adds
 * one more of each; giving back removes the last of each. Refused when the profile has no second set, is not in
 * the gang, or the Ducats would not allow it.
 */
export function toggleSecondSet(roster: Roster, ownerId: string): RosterStep {
  if (SECOND_SET_DUCATS[ownerId] === undefined || !hasProfile(ownerId))
    return { ok: false, reason: `There is no second set to buy for "${ownerId}".` };
  const owner = getProfile(ownerId);
  if (!roster.members.some((m) => m.profile === ownerId))
    return { ok: false, reason: `${owner.name} is not in the gang.` };
  const attached = attachedProfiles(ownerId).map((a) => a.id);
  const known = roster.members.flatMap((m) => (hasProfile(m.profile) ? [getProfile(m.profile)] : []));
  if (!hasSecondSet(known, ownerId)) {
    const more = attached.map((profile): RosterMember => ({ profile }));
    return step(
      roster,
      { ...roster, members: [...roster.members, ...more] },
      `The second set cannot be bought`,
    );
  }
  const drop = new Set<number>();
  for (const id of attached) {
    const at = roster.members.map((m) => m.profile).lastIndexOf(id);
    if (at >= 0) drop.add(at);
  }
  return { ok: true, roster: { ...roster, members: roster.members.filter((_, i) => !drop.has(i)) } };
}

/** Whether the roster holds the second set of the profiles attached to `ownerId` (see {@link toggleSecondSet}). */
export function hasSecondSetOf(roster: Roster, ownerId: string): boolean {
  const known = roster.members.flatMap((m) => (hasProfile(m.profile) ? [getProfile(m.profile)] : []));
  return hasSecondSet(known, ownerId);
}

/** Set member `index`'s choice in weapon option `group` to `weapon` (refused if not one of the group's weapons). */
export function chooseWeapon(roster: Roster, index: number, group: string, weapon: string): RosterStep {
  const m = roster.members[index];
  if (!m) return { ok: false, reason: `There is no member ${index + 1}.` };
  const option = weaponOptions(getProfile(m.profile)).find((o) => o.group === group);
  if (!option?.weapons.includes(weapon)) {
    return { ok: false, reason: `${getProfile(m.profile).name} cannot take "${weapon}".` };
  }
  const members = roster.members.map((x, i) =>
    i === index ? { ...x, weapons: { ...x.weapons, [group]: weapon } } : x,
  );
  return { ok: true, roster: { ...roster, members } };
}

/**
 * Set the Discipline member `index` picks its spells from: its spells become that Discipline's first ones (the
 * number it knows). Refused for a character that knows no spells or a Discipline it may not use.
 */
export function chooseDiscipline(roster: Roster, index: number, discipline: Discipline): RosterStep {
  const m = roster.members[index];
  if (!m) return { ok: false, reason: `There is no member ${index + 1}.` };
  const p = getProfile(m.profile);
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
  const p = getProfile(m.profile);
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

/**
 * Buy one more of a piece of Equipment (a second Gondola with a Sculler: content/gang-rules.ts
 * `equipmentAllowance`). Refused when unknown, bought as often as allowed, or over the Ducats.
 */
export function buyEquipment(roster: Roster, name: string): RosterStep {
  if (!equipmentByName(name)) return { ok: false, reason: `"${name}" is not a known piece of Equipment.` };
  return step(roster, { ...roster, equipment: [...roster.equipment, name] }, `${name} cannot be bought`);
}

/** Give back one of a piece of Equipment (nothing changes when none is bought). */
export function sellEquipment(roster: Roster, name: string): RosterStep {
  const k = roster.equipment.lastIndexOf(name);
  if (k < 0) return { ok: true, roster };
  return { ok: true, roster: { ...roster, equipment: roster.equipment.filter((_, i) => i !== k) } };
}

/** Buy or give back a piece of Equipment (every one of it). Buying is refused when unknown or over the Ducats. */
export function toggleEquipment(roster: Roster, name: string): RosterStep {
  if (roster.equipment.includes(name)) {
    return { ok: true, roster: { ...roster, equipment: roster.equipment.filter((e) => e !== name) } };
  }
  if (!equipmentByName(name)) return { ok: false, reason: `"${name}" is not a known piece of Equipment.` };
  return step(roster, { ...roster, equipment: [...roster.equipment, name] }, `${name} cannot be bought`);
}

/**
 * Change the gang's Faction: Gifted members stay, the others leave (they could not join). The colour follows
 * the faction when it was the old faction's colour. Returns the new roster and the names of those who left.
 * @throws Error for an unknown faction name.
 */
export function changeFaction(roster: Roster, faction: string): { roster: Roster; removed: string[] } {
  const f = factionByName(faction);
  if (!f) throw new Error(`unknown faction "${faction}"`);
  const stays = (m: RosterMember) => hasProfile(m.profile) && isGifted(getProfile(m.profile));
  const removed = roster.members.filter((m) => !stays(m)).map((m) => m.name ?? getProfile(m.profile).name);
  const colour = roster.colour === factionByName(roster.faction)?.colour ? f.colour : roster.colour;
  return { roster: { ...roster, faction, colour, members: roster.members.filter(stays) }, removed };
}

/** Set the Ducat limit (any whole number ≥ 1; the builder offers {@link DUCAT_LIMITS}). Going under the cost is left to the live check. */
export function setDucats(roster: Roster, ducats: number): Roster {
  return { ...roster, ducats: Math.max(1, Math.round(ducats)) };
}

/** A ready-made gang file as a roster (weapon options at their first choice), e.g. to pick it as the opponent. */
export function rosterFromGangFile(g: GangFile): Roster {
  return {
    version: ROSTER_VERSION,
    id: g.id,
    name: g.name,
    faction: g.faction,
    colour: g.colour,
    ducats: g.ducats,
    members: g.members.map((m) => {
      const weapons = hasProfile(m.profile) ? defaultWeapons(m.profile) : undefined;
      return {
        profile: m.profile,
        ...(m.name ? { name: m.name } : {}),
        ...(weapons ? { weapons } : {}),
        ...(m.spells ? { spells: m.spells } : {}),
      };
    }),
    equipment: [],
  };
}

/** A kebab-case id made from `name` that is not in `taken` (`my-gang`, `my-gang-2`, …). */
export function freshRosterId(name: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const base =
    name
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40)
      .replace(/-$/, '') || 'gang';
  if (!used.has(base)) return base;
  let k = 2;
  while (used.has(`${base}-${k}`)) k++;
  return `${base}-${k}`;
}
