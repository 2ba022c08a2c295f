/**
 * A match of one scenario of The Winds of Fate from the menu's seats (rulebook "The Winds of Fate"): 2–4 gangs, each
 * played by a person or the computer, each a ready-made or a built gang, Street Fight's gangs each on a side. The
 * players set their gangs up as the rulebook orders (`deployment: 'players'`: the roll-off, the zones, the figures).
 */
import { levelFile, levelIds, levelsFor } from '../content/levels.ts';
import { type ScenarioFile, type Side, scenarioFile } from '../content/scenarios.ts';
import type { Controller, GangSetup, MatchSetup } from '../rules/index.ts';
import type { Roster } from './roster.ts';
import {
  colourDistance,
  MIN_COLOUR_DISTANCE,
  SPARE_COLOURS,
  scenarioGangProblem,
  toGangSetup,
} from './roster-match.ts';

/** One seat at the table: who plays it, the gang, and its side where the scenario has sides (Street Fight). */
export interface Seat {
  readonly controller: Controller;
  readonly gang: Roster;
  readonly side?: Side;
}

/** A level file's size in inches (its Tiled map's width and height in 1″ tiles), or null when unreadable. */
function levelSize(id: string): { width: number; depth: number } | null {
  const json = levelFile(id) as { width?: unknown; height?: unknown };
  return typeof json.width === 'number' && typeof json.height === 'number'
    ? { width: json.width, depth: json.height }
    : null;
}

/**
 * The boards scenario `id` may be played on: those that name it (content/levels.ts `levelsFor`); when none does, the
 * shipped boards of its size, provided the scenario needs no objective spots marked on the board (its Objectives,
 * if any, are set up by the zones: Take What is Theirs).
 */
export function boardsFor(id: string): string[] {
  const named = levelsFor(id);
  if (named.length > 0) return named;
  const s = scenarioFile(id);
  if (s.objectives?.place === 'level') return [];
  return levelIds().filter((level) => {
    const size = levelSize(level);
    return size !== null && size.width === s.board.width && size.depth === s.board.depth;
  });
}

/** How many gangs a side may have (Street Fight: one or two Attackers, one or two Defenders). */
export const GANGS_PER_SIDE = { min: 1, max: 2 } as const;

/** The side's name as players read it. */
export function sideName(side: Side): string {
  return side === 'attacker' ? 'Attacker' : 'Defender';
}

/**
 * Every reason `seats` may not play `scenario` on `level`, in order (an empty list when they may): how many gangs
 * (the scenario's players), Street Fight's sides (each seat one side, 1–2 gangs a side), each gang within the
 * scenario's Ducats and gang-building rules (Acquisition needs no Leader), a board that serves the scenario.
 */
export function seatProblems(scenario: ScenarioFile, level: string | null, seats: readonly Seat[]): string[] {
  const out: string[] = [];
  const { min, max } = scenario.players;
  if (seats.length < min || seats.length > max)
    out.push(`${scenario.name} is played by ${min} to ${max} gangs; ${seats.length} are seated.`);
  if (scenario.sides) {
    for (const side of ['attacker', 'defender'] as const) {
      const n = seats.filter((s) => s.side === side).length;
      if (n < GANGS_PER_SIDE.min || n > GANGS_PER_SIDE.max)
        out.push(
          `${scenario.name} needs ${GANGS_PER_SIDE.min} or ${GANGS_PER_SIDE.max} ${sideName(side)}s; ${n} chosen.`,
        );
    }
    seats.forEach((s, k) => {
      if (!s.side) out.push(`Seat ${k + 1} has no side: pick Attacker or Defender.`);
    });
  }
  for (const s of seats) {
    const problem = scenarioGangProblem(s.gang, scenario);
    if (problem) out.push(problem);
  }
  if (level === null) out.push(`No board of this game serves ${scenario.name} yet.`);
  else if (!boardsFor(scenario.id).includes(level))
    out.push(`The board "${level}" does not serve ${scenario.name}.`);
  return out;
}

/** `id`, or `id-2`, `id-3`… when it is taken. */
function freeId(id: string, taken: ReadonlySet<string>): string {
  if (!taken.has(id)) return id;
  let k = 2;
  while (taken.has(`${id}-${k}`)) k++;
  return `${id}-${k}`;
}

/** `colour`, unless it is too close to one of `taken` to tell the figures apart: then the first spare colour that is not. */
function freeColour(colour: string, taken: readonly string[]): string {
  const apart = (c: string) => taken.every((t) => colourDistance(c, t) >= MIN_COLOUR_DISTANCE);
  if (apart(colour)) return colour;
  return SPARE_COLOURS.find(apart) ?? colour;
}

/**
 * The gangs of `seats` as they enter a match of `scenario`, in the seats' order: ids, names and colours made
 * distinct where two seats bring the same gang (`guild`, `guild-2`; "The Quayside Few", "The Quayside Few 2";
 * another colour), each with its side where the scenario has sides. Not checked: see {@link seatProblems}.
 */
export function seatedGangs(scenario: ScenarioFile, seats: readonly Seat[]): GangSetup[] {
  const ids = new Set<string>();
  const names = new Map<string, number>();
  const colours: string[] = [];
  return seats.map((s): GangSetup => {
    const base = toGangSetup(s.gang, s.controller, freeId(s.gang.id, ids));
    ids.add(base.id);
    const seen = (names.get(base.name) ?? 0) + 1;
    names.set(base.name, seen);
    const colour = freeColour(base.colour, colours);
    colours.push(colour);
    return {
      ...base,
      name: seen === 1 ? base.name : `${base.name} ${seen}`,
      colour,
      ...(scenario.sides && s.side ? { side: s.side } : {}),
    };
  });
}

/**
 * The setup of `seats` playing scenario `scenarioId` on `level`, set up by the players (see {@link seatedGangs}).
 * @throws Error with the first of {@link seatProblems} when the seats may not play.
 */
export function scenarioSetup(scenarioId: string, level: string | null, seats: readonly Seat[]): MatchSetup {
  const scenario = scenarioFile(scenarioId);
  const problem = seatProblems(scenario, level, seats)[0];
  if (problem || level === null) throw new Error(problem ?? `no board for ${scenario.name}`);
  return { scenario: scenario.id, level, gangs: seatedGangs(scenario, seats), deployment: 'players' };
}
