/**
 * From a built roster to a match: the gang as the engine takes it (`GangSetup`), whether the gang may play,
 * and the Gang War setup of a built gang against the computer's gang.
 */
import type { Controller, GangSetup, MatchSetup } from '../rules/types.ts';
import { checkRoster, type Roster } from './roster.ts';

/**
 * The gang as it enters a match, under match id `id` (default: the roster's id). Members keep their display
 * names and their choice of "OR" weapons (only the chosen weapon goes into the match); Equipment is counted in
 * the Ducats but not played.
 */
export function toGangSetup(roster: Roster, controller: Controller, id = roster.id): GangSetup {
  return {
    id,
    name: roster.name,
    faction: roster.faction,
    colour: roster.colour,
    controller,
    roster: roster.members.map((m) => ({
      profile: m.profile,
      ...(m.name ? { name: m.name } : {}),
      ...(m.weapons ? { weapons: m.weapons } : {}),
    })),
  };
}

/** Why this roster may not start a match (its first gang-building problem, or no members), or null. */
export function playProblem(roster: Roster): string | null {
  if (roster.members.length === 0) return 'The gang has no characters yet.';
  const check = checkRoster(roster);
  return check.ok ? null : `The gang breaks the gang-building rules: ${check.problems[0]}`;
}

/**
 * Gang War on the Venice board: the person's `mine` (seat 0, deploys first) against the computer's `theirs`.
 * Gang ids are made distinct (`-rival` is added to the computer's when both share an id, e.g. the same save
 * on both sides).
 * @throws Error when `mine` may not play (see {@link playProblem}); the computer's gang is taken as it is.
 */
export function gangWarSetup(mine: Roster, theirs: Roster): MatchSetup {
  const problem = playProblem(mine);
  if (problem) throw new Error(problem);
  const controllers: readonly [Controller, Controller] = ['human', 'ai'];
  const theirId = theirs.id === mine.id ? `${theirs.id}-rival` : theirs.id;
  return {
    scenario: 'gang-war',
    level: 'gang-war-venice',
    gangs: [toGangSetup(mine, controllers[0]), toGangSetup(theirs, controllers[1], theirId)],
  };
}
