/**
 * The shapes the computer's files share (DESIGN §3.4): a candidate action scored in Victory Points with the
 * considerations its score is made of, what the planner knows of the character whose options it scores, and the
 * answer to a pending decision.
 */
import type { Command, Node } from '../rules/index.ts';
import type { ObjectiveView, Standing } from './objective-worth.ts';
import type { AiWeights } from './weights.ts';

/** One consideration of a candidate's score: what it weighs, in plain words, and what it adds (Victory Points). */
export interface Term {
  readonly label: string;
  readonly value: number;
}

/** A scored candidate with the reasons behind its score: `terms` add up to `score` (the "Why?" panel). */
export interface Candidate {
  readonly command: Command;
  readonly score: number;
  readonly why: string;
  readonly terms?: readonly Term[];
  /**
   * On a character's "hold" option: the Victory Points its part in the Primary Objective loses if it does not act now
   * (the walking its turn would give it); the gang acts first with the character that has most to do (index.ts).
   */
  readonly urgency?: number;
}

/** The computer's answer to a pending decision: the `decide` command, and why in words. */
export interface Answer {
  readonly command: Command;
  readonly why: string;
}

/**
 * What plan.ts knows of the character whose options it scores, handed to each behaviour's candidates: the
 * character, the scenario's weights, its enemies and their threat to it, and where it stands now.
 */
export interface PlanContext {
  /** The character (entity) and its id. */
  readonly eid: number;
  readonly actor: string;
  /** The weights the scenario is played with (weights.ts). */
  readonly weights: AiWeights;
  /** Its enemies (entities). */
  readonly enemies: readonly number[];
  /**
   * Enemy → worth of its best attack on the character, Victory Points (threat.ts `threatOf`), times what losing the
   * character costs (threat.ts `lossWorth`: its Command Points go with it).
   */
  readonly threats: ReadonlyMap<number, number>;
  /**
   * Enemy → worth of its Drown of the character should it stand in water (threat.ts `drownThreats`), times
   * `lossWorth` as the threats; empty for a Water Creature, which cannot be drowned.
   */
  readonly drowns: ReadonlyMap<number, number>;
  /** Action Points to plan with. */
  readonly ap: number;
  /** Danger where it stands now (Victory Points, spot-worth.ts `dangerFrom`). */
  readonly hereDanger: number;
  /** Inches from where it stands now to its nearest enemy, as the pull toward it pays (spot-worth.ts `approachGap`). */
  readonly hereGap: number;
  /** Words of the pull toward the enemy for this character (considerations.ts `TERM_APPROACH`, or its Leader's). */
  readonly approachLabel: string;
  /** The scenario's Primary Objective as it reads it (objective-worth.ts), null when it scores none (Gang War). */
  readonly objectives: ObjectiveView | null;
  /** What where it stands now is worth for the Primary Objective (objective-worth.ts `objectiveStanding`), or null. */
  readonly hereStanding: Standing | null;
  /**
   * What staying where it stands changes of that worth (considerations.ts `objectiveDelta`): after an action of 1
   * Action Point there (`act`), after its turn ends there (`end`); null when nothing.
   */
  readonly stay: { readonly act: Term | null; readonly end: Term | null };
  /** Where it stands now. */
  readonly hereNode: Node;
  /**
   * What standing at a node with so many Action Points left costs it in the water (considerations.ts `waterCost`,
   * Victory Points; 0 for a Water Creature or out of the water).
   */
  waterCostAt(at: Node, apAfter: number): number;
  /** What a turn in the water costs it (considerations.ts `SWIM_COST`; 0 for a Water Creature), Victory Points. */
  readonly swimBase: number;
  /** For a carrier: the chance it drops its Objective before its next turn where it stands (else 0). */
  readonly hereDropRisk: number;
  /**
   * Its part, where it stands, in an Agenda of characters standing (agenda-worth.ts `standingAgendaStep`), weighed by
   * the scenario's Agenda weight; null when none.
   */
  readonly hereAgendaStep: Term | null;
}
