/**
 * The menu's default match: Gang War on the Venice board, The Guild against Rashaar, both ready-made gangs.
 */
import { readyGangs } from '../content/gangs/index.ts';
import type { Controller, GangSetup, MatchSetup } from '../rules/index.ts';

/** Controllers of the two default gangs, in seating order. */
export interface DefaultMatchOptions {
  readonly controllers?: readonly [Controller, Controller];
  /** Swap the two gangs (which one deploys west and chooses first at ties). */
  readonly swap?: boolean;
}

/** The setup of the default Gang War match. */
export function defaultMatchSetup(options: DefaultMatchOptions = {}): MatchSetup {
  const controllers = options.controllers ?? ['human', 'ai'];
  const gangs = readyGangs().slice(0, 2);
  if (options.swap) gangs.reverse();
  return {
    scenario: 'gang-war',
    level: 'gang-war-venice',
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
        })),
      }),
    ),
  };
}
