/**
 * A match as it is set up: the gangs, their rosters and controllers, the scenario and level, and the record that
 * replays it.
 *
 * A match is fully described by `{ setup, seed, commands }` (DESIGN §3.1): replaying the commands on a
 * new match built from the same setup and seed produces the same events, byte for byte.
 * Every field is plain JSON so that records, logs and saves can be written and read as they are.
 */

import type { SpellChoice } from '../../content/spell-choice.ts';
import type { Apprenticeship } from '../../content/types.ts';
import type { Command } from './commands.ts';

/** Who answers for a gang: a person at this machine, or the computer. */
export type Controller = 'human' | 'ai';

/** One member of a gang roster: a content profile id (e.g. `the-guild-capodecina`). */
export interface RosterEntry {
  readonly profile: string;
  /** Optional display name; defaults to the profile's name. */
  readonly name?: string;
  /**
   * The weapon chosen before the game in each "OR" option group of the profile (`Weapon.optionGroup` → weapon
   * name; rulebook "Character Profiles"). The others of the group are not carried. A group with no choice here
   * keeps all its weapons (ready-made gangs, rules cases).
   */
  readonly weapons?: Readonly<Record<string, string>>;
  /**
   * A Mage's spells picked before the game (rulebook "Magic"): its Discipline and spell ids, its Cantrip left out
   * (content/spell-choice.ts). Without it a Mage gets its first Discipline's first spells.
   */
  readonly spells?: SpellChoice;
  /**
   * An Apprentice's mentor (its index in this roster) and what it copies (content/apprenticeship.ts; rulebook: the
   * Apprentice Doctor's Apprenticeship). Without it an Apprentice copies nothing.
   */
  readonly apprenticeship?: Apprenticeship;
}

/** A gang as it enters a match (rulebook "Building Your Gang"). */
export interface GangSetup {
  /** Short stable id, e.g. `guild`. */
  readonly id: string;
  readonly name: string;
  readonly faction: string;
  /** CSS colour for tokens and panels, e.g. `#c0392b`. */
  readonly colour: string;
  readonly controller: Controller;
  readonly roster: readonly RosterEntry[];
  /** Equipment bought with the gang's Ducats, by name (a name once per piece; several Gondolas with Scullers). */
  readonly equipment?: readonly string[];
  /** Its side in a scenario that has sides (Street Fight: `attacker` or `defender`); gangs on one side are friends. */
  readonly side?: 'attacker' | 'defender';
}

/**
 * How the gangs are set up (rulebook "Order of Play" → Setup):
 * - `players` (the game as printed): the players roll off, the winner chooses a Deployment Zone of the scenario and
 *   sets up its figures there, then the next (each a decision of the match: its record replays it); the
 *   scenario's setup choices follow (Street Fight's Defender picks who gains 3 Command Points);
 * - `level-zones`: gang i in the level's zone i (else the scenario's zone i), the engine filling each zone from
 *   its middle outward (rules cases, tests, and records made before the roll-off was played).
 */
export type DeploymentMode = 'players' | 'level-zones';

/** Everything needed to start a match, besides the seed. */
export interface MatchSetup {
  /** Scenario id, e.g. `gang-war`. */
  readonly scenario: string;
  /** Level id: the file name under `levels/` without `.json`, e.g. `gang-war-venice`. */
  readonly level: string;
  /** Two to four gangs, in seating (clockwise) order. */
  readonly gangs: readonly GangSetup[];
  /** How the gangs are set up (default `level-zones`). */
  readonly deployment?: DeploymentMode;
}

/** The record that replays a match: setup, seed and every accepted command in order. */
export interface MatchRecord {
  readonly setup: MatchSetup;
  readonly seed: number;
  readonly commands: readonly Command[];
}
