/**
 * From a built roster to a match: the gang as the engine takes it (`GangSetup`), whether the gang may play,
 * and the Gang War setup of a built gang against the computer's gang.
 */
import { FACTIONS } from '../content/factions.ts';
import type { GangRuleOptions } from '../content/gang-rules.ts';
import type { Controller, GangSetup, MatchSetup } from '../rules/index.ts';
import { checkRoster, type Roster } from './roster.ts';

/**
 * The gang as it enters a match, under match id `id` (default: the roster's id). Members keep their display
 * names, their choice of "OR" weapons (only the chosen weapon goes into the match), their spells and an Apprentice's
 * mentor and copy; the Equipment bought goes with the gang (the engine plays the Gondola: bought-gondolas.ts).
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
      ...(m.spells ? { spells: m.spells } : {}),
      ...(m.apprenticeship ? { apprenticeship: m.apprenticeship } : {}),
    })),
    ...(roster.equipment.length > 0 ? { equipment: [...roster.equipment] } : {}),
  };
}

/**
 * Why this roster may not start a match (its first gang-building problem, or no members), or null. `options` are the
 * scenario's changes to gang building (Acquisition needs no Leader).
 */
export function playProblem(roster: Roster, options: GangRuleOptions = {}): string | null {
  if (roster.members.length === 0) return 'The gang has no characters yet.';
  const check = checkRoster(roster, options);
  return check.ok ? null : `The gang breaks the gang-building rules: ${check.problems[0]}`;
}

/** What a scenario asks of each gang (rulebook "The Winds of Fate": its Ducats; whether a Leader is needed). */
export interface GangTerms {
  readonly name: string;
  readonly ducats: number;
  readonly leaderRequired: boolean;
}

/**
 * Why `roster` may not play a scenario with `terms`, or null: it costs more than the scenario's Ducats (whatever
 * limit it was built for), or breaks a gang-building rule under the scenario (a Leader only where it needs one).
 * The sentence names the gang and the scenario.
 */
export function scenarioGangProblem(roster: Roster, terms: GangTerms): string | null {
  const why = `"${roster.name}" cannot play ${terms.name}`;
  if (roster.members.length === 0) return `${why}: the gang has no characters yet.`;
  const check = checkRoster({ ...roster, ducats: terms.ducats }, { leaderRequired: terms.leaderRequired });
  return check.ok ? null : `${why}: ${check.problems[0]}`;
}

/**
 * Gang War on the Venice board: the person's `mine` (seat 0, deploys first) against the computer's `theirs`.
 * The computer's gang changes colour when it is too close to the person's (see {@link distinctColour}).
 * Gang ids are made distinct (`-rival` is added to the computer's when both share an id, e.g. the same save
 * on both sides).
 * @throws Error when `mine` may not play (see {@link playProblem}); the computer's gang is taken as it is.
 */
export function gangWarSetup(mine: Roster, theirs: Roster): MatchSetup {
  const problem = playProblem(mine);
  if (problem) throw new Error(problem);
  const controllers: readonly [Controller, Controller] = ['human', 'ai'];
  const theirId = theirs.id === mine.id ? `${theirs.id}-rival` : theirs.id;
  const rival = toGangSetup(theirs, controllers[1], theirId);
  return {
    scenario: 'gang-war',
    level: 'gang-war-venice',
    gangs: [
      toGangSetup(mine, controllers[0]),
      { ...rival, colour: distinctColour(mine.colour, rival.colour) },
    ],
  };
}

/** Colours at least this far apart (Euclidean distance in 0–255 RGB) tell two gangs' figures apart. */
export const MIN_COLOUR_DISTANCE = 90;

/** Colours a rival gang may take instead of its own: the factions' colours, then a few more. */
export const SPARE_COLOURS = [...FACTIONS.map((f) => f.colour), '#2e6fb0', '#e07a1f', '#8e44ad', '#d9d9d9'];

function rgb(css: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(css.trim());
  return m ? [Number.parseInt(m[1]!, 16), Number.parseInt(m[2]!, 16), Number.parseInt(m[3]!, 16)] : null;
}

/** How far apart two `#rrggbb` colours are (Euclidean in 0–255 RGB; 0 for the same text, unreadable colours far apart). */
export function colourDistance(a: string, b: string): number {
  const x = rgb(a);
  const y = rgb(b);
  if (!x || !y) return a.trim().toLowerCase() === b.trim().toLowerCase() ? 0 : Number.POSITIVE_INFINITY;
  return Math.hypot(x[0] - y[0], x[1] - y[1], x[2] - y[2]);
}

/**
 * The colour the rival gang plays in: its own, unless it is too close to `mine` to tell the figures apart
 * (two gangs of one faction, say), then the first spare colour far enough from `mine`.
 */
export function distinctColour(mine: string, theirs: string): string {
  if (colourDistance(mine, theirs) >= MIN_COLOUR_DISTANCE) return theirs;
  return SPARE_COLOURS.find((c) => colourDistance(mine, c) >= MIN_COLOUR_DISTANCE) ?? theirs;
}
