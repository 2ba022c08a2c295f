/**
 * Commands (DESIGN §3.1): what a player or the computer asks of the match — the actions of the rulebook's
 * "Action Points" table, the turn's start and end, Command Points, and the answers to pending decisions — and why
 * one is refused. Their shapes as data are checked in command-schema.ts.
 */

import type { Placement } from './pending-decisions.ts';
import type { Point3 } from './point.ts';

/** Give the active gang's chosen character its turn (also implied by its first action). */
export interface ActivateCommand {
  readonly type: 'activate';
  readonly actor: string;
}

/** Run/Climb (1 AP, rulebook "Run/Climb"): move along the cheapest path to `to` (a surface node centre). */
export interface RunClimbCommand {
  readonly type: 'run-climb';
  readonly actor: string;
  readonly to: Point3;
  /**
   * The character carries a Mobile Objective and drops it right after this move, where it ends (rulebook "Primary
   * Objective": dropped at any time right after any action) — also when the move spends its last Action Point and
   * the turn ends with it. Refused when it carries none.
   */
  readonly thenDrop?: boolean;
}

/**
 * Jump (1 AP, rulebook "Jump"): leap toward the point `to` (in line of sight, no more than 3″ above the
 * character's base). `controlledLanding` spends 1 Will Point so that a fall scores Aces on 5+. `onward`: when
 * the roll goes beyond the point and the jump lands there, walk the spare inches on horizontally along the same
 * line as on a Run/Climb (see jump-onward.ts); without it the jump stops at the point.
 */
export interface JumpCommand {
  readonly type: 'jump';
  readonly actor: string;
  readonly to: Point3;
  readonly controlledLanding?: boolean;
  readonly onward?: boolean;
}

/** Combat (1 AP, rulebook "Combat"): attack `target` with the weapon named `weapon` (or `Unarmed`). */
export interface CombatCommand {
  readonly type: 'combat';
  readonly actor: string;
  readonly target: string;
  readonly weapon: string;
}

/**
 * Grapple (1 AP, rulebook "Grapple"): move `target` (in base contact, friend or enemy) toward the spot `to`
 * (inches; at least 2″ from the target, no more than 1″ above its base). The roll decides how far: 2″ + up to 1″
 * per Ace, stopping at the spot (grapple.ts).
 */
export interface GrappleCommand {
  readonly type: 'grapple';
  readonly actor: string;
  readonly target: string;
  readonly to: Point3;
}

/** Drown (1 AP, rulebook "Drown"): an enemy in base contact and in water loses Life Points, no Protection Roll. */
export interface DrownCommand {
  readonly type: 'drown';
  readonly actor: string;
  readonly target: string;
}

/** End the actor's turn; unspent AP are lost (rulebook "Action Points"). */
export interface EndTurnCommand {
  readonly type: 'end-turn';
  readonly actor: string;
}

/** Answer to the pending decision `will-points`: spend `amount` (0..max) Will Points on the coming roll. */
export interface WillPointsAnswer {
  readonly type: 'decide';
  readonly decision: 'will-points';
  readonly character: string;
  readonly amount: number;
}

/** Answer to the pending decision `guard-attack`: the guard makes its Attack of Opportunity, or keeps the counter. */
export interface GuardAnswer {
  readonly type: 'decide';
  readonly decision: 'guard-attack';
  readonly character: string;
  readonly accept: boolean;
}

/** Fly (1 AP, rulebook "Flight"): instead of a Run/Climb, straight to a point within MOVE, with no roll. */
export interface FlyCommand {
  readonly type: 'fly';
  readonly actor: string;
  readonly to: Point3;
}

/** Row (1 AP, rulebook "Row"): a rider moves its gondola toward the point `to`. */
export interface RowCommand {
  readonly type: 'row';
  readonly actor: string;
  readonly to: Point3;
}

/** Dive (2 AP, rulebook "Dive"): in water, for Underwater Counters. */
export interface DiveCommand {
  readonly type: 'dive';
  readonly actor: string;
}

/** Hide or Guard (1 AP, rulebook "Hide", "Guard"): gain the counter and end the turn. */
export interface StanceCommand {
  readonly type: 'hide' | 'guard';
  readonly actor: string;
}

/** At the start of its turn, a character with Underwater Counters gives them up to swim 4″ (8″) each, 0 AP. */
export interface UnderwaterMoveCommand {
  readonly type: 'underwater-move';
  readonly actor: string;
  readonly to: Point3;
}

/**
 * ORDER (rulebook "Command Points"): at the very start of `target`'s turn (before its first action), the friendly
 * character `actor` spends 1 Command Point to give it 1 more Action Point for that turn (never beyond 3 AP used in
 * the round). Names a waiting character of the gang choosing: it gets its turn first (see command-points.ts).
 */
export interface OrderCommand {
  readonly type: 'order';
  readonly actor: string;
  readonly target: string;
}

/**
 * ABILITY (rulebook "Command Points"): 1 Command Point of `actor` for its Command Ability `ability` (by name),
 * naming `targets` (character ids, in the order the ability names them; [] when it names none). See
 * command-abilities.ts.
 */
export interface AbilityCommand {
  readonly type: 'ability';
  readonly actor: string;
  readonly ability: string;
  readonly targets: readonly string[];
}

/**
 * A unique action printed on a profile (src/rules/abilities/guild/unique-actions.ts), by its name `action`: Blood Rights
 * and Transfusion name a `target` (a character id); Fade to the Shadow and Rope Arrow name the spot `to` (a surface
 * node's centre, or the whole-inch height of a wall position for Rope Arrow).
 */
export interface UniqueActionCommand {
  readonly type: 'unique-action';
  readonly actor: string;
  readonly action: string;
  readonly target?: string;
  readonly to?: Point3;
}

/**
 * Cast Spell, 1 AP (rulebook "Magic"; cast-spell.ts): the spell's id (src/content/spells.ts) and the characters it
 * is aimed at, by match id (none for a spell on the caster or around it).
 */
export interface CastCommand {
  readonly type: 'cast';
  readonly actor: string;
  readonly spell: string;
  readonly targets?: readonly string[];
}

/** Answer to a pending `choose` decision: the `id` of one of its options. */
export interface ChoiceAnswer {
  readonly type: 'decide';
  readonly decision: 'choose';
  readonly character: string;
  readonly option: string;
}

/** Answer to a pending `deploy` decision: where each of its characters is set up. */
export interface DeployAnswer {
  readonly type: 'decide';
  readonly decision: 'deploy';
  readonly character: string;
  readonly placements: readonly Placement[];
}

/** Drop the Mobile Objective the actor carries, in base contact (0 AP, after any action: rulebook "Primary Objective"). */
export interface DropObjectiveCommand {
  readonly type: 'drop-objective';
  readonly actor: string;
}

/**
 * Destroy a Destructible Objective (1 AP, rulebook "Primary Objective"): the actor started its turn in base contact
 * with it; it is removed from the game.
 */
export interface DestroyObjectiveCommand {
  readonly type: 'destroy-objective';
  readonly actor: string;
  readonly objective: string;
}

export type Command =
  | ChoiceAnswer
  | DeployAnswer
  | DropObjectiveCommand
  | DestroyObjectiveCommand
  | OrderCommand
  | AbilityCommand
  | UniqueActionCommand
  | CastCommand
  | ActivateCommand
  | RowCommand
  | FlyCommand
  | DiveCommand
  | StanceCommand
  | UnderwaterMoveCommand
  | GuardAnswer
  | RunClimbCommand
  | JumpCommand
  | CombatCommand
  | GrappleCommand
  | DrownCommand
  | EndTurnCommand
  | WillPointsAnswer;
export type ActionCommand =
  | RunClimbCommand
  | RowCommand
  | FlyCommand
  | JumpCommand
  | CombatCommand
  | GrappleCommand
  | DrownCommand
  | DiveCommand
  | StanceCommand
  | UnderwaterMoveCommand
  | UniqueActionCommand
  | CastCommand
  | DropObjectiveCommand
  | DestroyObjectiveCommand;
export type DecisionAnswer = WillPointsAnswer | GuardAnswer | ChoiceAnswer | DeployAnswer;

/** Why a command was refused. The match is unchanged. */
export interface Rejection {
  readonly ok: false;
  readonly reason: string;
}
