/**
 * The keywords of a character now (rulebook "Character Profiles": keywords; "Building Your Gang": Leader, Hero,
 * Henchman). One answer for every rule that reads keywords (Companion (X), Bodyguard (X), the Command Abilities that
 * name "friendly Henchmen" or "House of Virtue characters"):
 *
 * - the role keyword is the role the character plays in its gang (content/gang-rules.ts `memberRoles`): the
 *   Prince of Thieves leading his gang is a Leader, not a Hero, and one beside another Leader is a Hero;
 * - Pirate's Retinue (Mira O'Shea) strips her friends of the Trade, End of Days and House of Virtue keywords
 *   while she is on the board: the trait friends-lose-keywords, printed on the profile (traits.ts).
 */
import { getProfile, memberRoles } from '../../content/index.ts';
import type { Role } from '../../content/types.ts';
import { isOnBoard, type Match, profileOf } from '../state/match-state.ts';
import { matchTable, shareState } from '../state/per-match.ts';
import { allCharacters } from '../state/world.ts';
import { printedTraitOf } from './traits.ts';

const ROLE_WORDS: readonly string[] = ['Leader', 'Hero', 'Henchman'];

/** Keywords the trait friends-lose-keywords (Pirate's Retinue) takes from its holder's friends. */
export const RETINUE_LOSES: readonly string[] = ['Trade', 'End of Days', 'House of Virtue'];

/** Per match: each character's keywords with the role it plays (profiles and rosters never change in a match). */
const withRoles = matchTable<Map<number, readonly string[]>>(shareState);
/** Per match: the characters whose profile prints the trait friends-lose-keywords (Pirate's Retinue). */
const retinues = matchTable<readonly number[]>(shareState);

/** The role each character of the rosters plays in its gang (entities are added in roster order, gang by gang). */
function rolesOf(m: Match): Map<number, Role | null> {
  const roles = new Map<number, Role | null>();
  const all = allCharacters(m.world);
  m.setup.gangs.forEach((g, gi) => {
    // characters placed during the match (summoned) come after the roster, with their printed keywords
    const members = all.filter((e) => m.world.components.Gang.index[e] === gi).slice(0, g.roster.length);
    if (members.length !== g.roster.length) return;
    const played = memberRoles(g.roster.map((r) => getProfile(r.profile)));
    for (const [k, e] of members.entries())
      if (profileOf(m, e).id === g.roster[k]?.profile) roles.set(e, played[k] ?? null);
  });
  return roles;
}

/** The keywords of `eid` with its role in place (cached). */
function roleKeywords(m: Match, eid: number): readonly string[] {
  let known = withRoles.get(m);
  if (!known) {
    known = new Map();
    for (const [e, role] of rolesOf(m)) {
      const printed = profileOf(m, e).keywords;
      known.set(e, role ? [role, ...printed.filter((k) => !ROLE_WORDS.includes(k))] : printed);
    }
    withRoles.set(m, known);
  }
  return known.get(eid) ?? profileOf(m, eid).keywords;
}

/** Whether a friend of `eid` whose profile prints the trait friends-lose-keywords is on the board. */
function retinueOf(m: Match, eid: number): boolean {
  let holders = retinues.get(m);
  if (!holders) {
    holders = allCharacters(m.world).filter(
      (o) => printedTraitOf(m.book, profileOf(m, o), 'friends-lose-keywords').has,
    );
    retinues.set(m, holders);
  }
  const team = m.world.components.Gang.team;
  return holders.some((h) => team[h] === team[eid] && isOnBoard(m, h));
}

/** Keywords given for the whole game (Mask of Dagon: Monster), by entity. */
const given = matchTable<Map<number, readonly string[]>>();

/** `eid` bears keyword `k` for the rest of the game (Mask of Dagon gives Monster). */
export function giveKeyword(m: Match, eid: number, k: string): void {
  const t = given.ensure(m, () => new Map());
  const now = t.get(eid) ?? [];
  if (!now.includes(k)) t.set(eid, [...now, k]);
}

/**
 * The keywords of `eid` now (see the module comment), in the profile's order with its role in place, then those
 * given for the game ({@link giveKeyword}).
 */
export function keywordsNow(m: Match, eid: number): readonly string[] {
  const more = given.get(m)?.get(eid);
  const words = more ? [...roleKeywords(m, eid), ...more] : roleKeywords(m, eid);
  if (words.some((k) => RETINUE_LOSES.includes(k)) && isOnBoard(m, eid) && retinueOf(m, eid))
    return words.filter((k) => !RETINUE_LOSES.includes(k));
  return words;
}

/** Whether `eid` has the keyword `k` now (any letter case). */
export function hasKeyword(m: Match, eid: number, k: string): boolean {
  const key = k.toLowerCase();
  return keywordsNow(m, eid).some((w) => w.toLowerCase() === key);
}

/** Whether `eid` is "an (X) character": X is its profile's name or one of its keywords now (any letter case). */
export function isNamedBy(m: Match, eid: number, x: string): boolean {
  return profileOf(m, eid).name.toLowerCase() === x.toLowerCase() || hasKeyword(m, eid, x);
}
