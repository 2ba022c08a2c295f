/**
 * A gang being built or kept between games (rulebook "Building Your Gang"): its members with their weapon
 * choices and spells, its Equipment, the Ducat limit, name and colour. Every change is a pure function returning a new
 * roster; a step that would break a rule no later step can mend (a second Leader, going over the Ducats, a
 * Unique character twice, a character of another Faction) is refused with its reason. The checks themselves
 * are `checkGang`'s (src/content/gang-rules.ts). This file holds the roster, a new or ready-made one, its
 * Faction, Ducats and id; the changes to its members are in roster-members.ts, to their spells in
 * roster-spells.ts, to its Equipment in roster-equipment.ts.
 */
import { apprenticeMembers, keepMembers, playedProfiles } from '../content/apprenticeship.ts';
import { factionByName } from '../content/factions.ts';
import {
  checkGang,
  type GangCheck,
  type GangRule,
  type GangRuleOptions,
  weaponOptions,
} from '../content/gang-rules.ts';
import { getProfile, hasProfile, isGifted } from '../content/profiles.ts';
import type { SpellChoice } from '../content/spell-choice.ts';
import type { Apprenticeship, GangFile, Profile } from '../content/types.ts';

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
  /** An Apprentice's mentor (a member index) and what it copies (content/apprenticeship.ts). Absent for others. */
  readonly apprenticeship?: Apprenticeship;
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

/**
 * Check the roster against every gang-building rule (see `checkGang`): `ok`, `cost` in Ducats, `problems`;
 * `options` are a scenario's changes (Acquisition needs no Leader).
 */
export function checkRoster(roster: Roster, options: GangRuleOptions = {}): GangCheck {
  return checkGang(roster, options);
}

/**
 * The profile member `index` plays with: as printed, or an Apprentice's with its copy added
 * (content/apprenticeship.ts).
 * @throws Error for an index out of range or an unknown profile.
 */
export function memberProfile(roster: Roster, index: number): Profile {
  const p = playedProfiles(apprenticeMembers(roster.members))[index];
  if (!p) throw new Error(`member ${index + 1} has no known profile`);
  return p;
}

/** Ducats still free under the limit (negative when over it). */
export function ducatsLeft(roster: Roster): number {
  return roster.ducats - checkGang(roster).cost;
}

/**
 * Accept `next`, a change to `before`, unless it newly breaks a blocking rule; the refusal names `what` was
 * refused and quotes the broken rule's sentence.
 */
export function acceptUnlessBlocked(before: Roster, next: Roster, what: string): RosterStep {
  const old = new Set(checkGang(before).problems);
  const fresh = checkGang(next).issues.find((i) => BLOCKING.has(i.rule) && !old.has(i.text));
  return fresh ? { ok: false, reason: `${what}: ${fresh.text}` } : { ok: true, roster: next };
}

/** The first weapon of each option group: the choice a new member starts with. */
export function defaultWeapons(profileId: string): Record<string, string> | undefined {
  const options = weaponOptions(getProfile(profileId));
  if (options.length === 0) return undefined;
  return Object.fromEntries(options.map((o) => [o.group, o.weapons[0] ?? '']));
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
  return { roster: { ...roster, faction, colour, members: keepMembers(roster.members, stays) }, removed };
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
        ...(m.apprenticeship ? { apprenticeship: m.apprenticeship } : {}),
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
