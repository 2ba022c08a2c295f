/**
 * Ready-made matches: the menu's default (Gang War on the Venice board, The Guild against Rashaar) and one for each
 * scenario of The Winds of Fate, with the ready-made gangs of its Ducats on the first board that serves it.
 */
import { readyGangs } from '../content/gangs/index.ts';
import { levelsFor } from '../content/levels.ts';
import { scenarioFile } from '../content/scenarios.ts';
import type { Controller, DeploymentMode, GangSetup, MatchSetup } from '../rules/index.ts';

/** Controllers of the two default gangs, in seating order. */
export interface DefaultMatchOptions {
  readonly controllers?: readonly [Controller, Controller];
  /** Swap the two gangs (which one sits first: Street Fight's Attacker, the first seat of the roll-off's ties). */
  readonly swap?: boolean;
  /** The scenario (default `gang-war`). */
  readonly scenario?: string;
  /** The level (default: the first shipped level that serves the scenario). */
  readonly level?: string;
  /** How the gangs are set up (default `level-zones`: the engine deploys gang i in zone i). */
  readonly deployment?: DeploymentMode;
  /**
   * The ready-made gangs to field, by id (`the-guild`, `rashaar`, `strigoi`…: a faction's id prefix), in seating
   * order; default the first two of the scenario's Ducats. The same gang twice fields a second copy of it.
   */
  readonly gangs?: readonly [string, string];
}

/** The colour of the second copy of a gang fielded twice. */
const MIRROR_COLOUR = '#8e44ad';

/**
 * The setup of a ready-made match of two gangs: The Guild and Rashaar at the scenario's Ducats (in Street Fight the
 * first attacks and the second defends).
 * @throws Error for an unknown scenario, or when no ready-made gang or level fits it.
 */
export function defaultMatchSetup(options: DefaultMatchOptions = {}): MatchSetup {
  const scenario = scenarioFile(options.scenario ?? 'gang-war');
  const controllers = options.controllers ?? ['human', 'ai'];
  const ready = readyGangs(scenario.ducats);
  // A gang by its id, or by its faction's id prefix (`the-guild` for The Guild, as profile ids begin).
  const slug = (faction: string) => faction.toLowerCase().replaceAll(' ', '-');
  const pick = (id: string) => {
    const g = ready.find((x) => x.id === id) ?? ready.find((x) => slug(x.faction) === id);
    if (!g)
      throw new Error(
        `no ready-made gang "${id}" of ${scenario.ducats} Ducats (there are: ${ready.map((x) => x.id).join(', ')})`,
      );
    return g;
  };
  const gangs = options.gangs ? options.gangs.map(pick) : ready.slice(0, 2);
  if (gangs.length < 2)
    throw new Error(`no ready-made gangs of ${scenario.ducats} Ducats for ${scenario.name}`);
  // The same gang twice: the second copy takes an id, name and colour of its own.
  if (gangs[0]!.id === gangs[1]!.id) {
    const g = gangs[1]!;
    gangs[1] = {
      ...g,
      id: `${g.id}-2`,
      name: `${g.name} (2)`,
      colour: g.colour === MIRROR_COLOUR ? '#16a085' : MIRROR_COLOUR,
    };
  }
  if (options.swap) gangs.reverse();
  const level = options.level ?? (scenario.id === 'gang-war' ? 'gang-war-venice' : levelsFor(scenario.id)[0]);
  if (!level) throw new Error(`no shipped board serves ${scenario.name}`);
  const sides = ['attacker', 'defender'] as const;
  return {
    scenario: scenario.id,
    level,
    ...(options.deployment ? { deployment: options.deployment } : {}),
    gangs: gangs.map(
      (g, k): GangSetup => ({
        id: g.id,
        name: g.name,
        faction: g.faction,
        colour: g.colour,
        controller: controllers[k] ?? 'ai',
        roster: g.members.map((mem) => ({
          profile: mem.profile,
          ...(mem.spells ? { spells: mem.spells } : {}),
          ...(mem.apprenticeship ? { apprenticeship: mem.apprenticeship } : {}),
        })),
        ...(scenario.sides ? { side: sides[k]! } : {}),
      }),
    ),
  };
}
