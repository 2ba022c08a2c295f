/**
 * The hook points of the movement chapter (rulebook "Run/Climb", "Charging & Disengaging", "Jump", "Guard";
 * state/rule-book.ts): the places where a move asks the rule book's plug-ins what they change — how far it goes,
 * whether it passes over figures, what a disengage or a charge brings — and how an Attack of Opportunity is made.
 *
 * An Attack of Opportunity (rulebook "Attacks of Opportunity") is a Combat, Grapple or Drown action at 0 AP: the
 * movement chapter says when one is made (a charge, a failed disengage, a Guard), the combat chapter how
 * (combat/opportunity.ts adds the one entry at {@link OPPORTUNITY_ATTACK}). So movement sits below combat.
 */
import type { Step } from '../character/ability-types.ts';
import type { Point3 } from '../core/types.ts';
import type { Match, Resolution } from '../state/match-state.ts';
import { hookPoint } from '../state/rule-book.ts';

/** Circumstances of an Attack of Opportunity that movement asks for (a subset of combat.ts `AttackCircumstances`). */
export interface OpportunityCircumstances {
  /** Charging from above: Penetration −5. */
  readonly fromAbove?: boolean;
  /** It may not be a Grapple (after a failed disengage). */
  readonly noGrapple?: boolean;
  /** The Attack of Opportunity of a charge (First Strike). */
  readonly charging?: boolean;
}

/** How Attacks of Opportunity are made: the combat chapter's answer (combat/opportunity.ts). */
export interface OpportunityAttacks {
  /** Whether `attacker` has a weapon that may strike `target` in an Attack of Opportunity now (Guard). */
  canStrike(m: Match, attacker: number, target: number): boolean;
  /**
   * Expected Life Points `foe` loses to the charging Attack of Opportunity of `eid` with its best weapon (no Will
   * Points), or null when no weapon may strike it (the engine's pick of whom a charge strikes).
   */
  chargeWorth(m: Match, eid: number, foe: number, fromAbove: boolean): number | null;
  /** `attacker` makes an Attack of Opportunity against `target` (nothing when none is possible). */
  make(m: Match, attacker: number, target: number, reason: string, how?: OpportunityCircumstances): Step;
}

/** How an Attack of Opportunity is made (the first entry answers). */
export const OPPORTUNITY_ATTACK = hookPoint<OpportunityAttacks>('attack of opportunity');

/** The rule book's {@link OPPORTUNITY_ATTACK}; a rule book without one cannot play a move near an enemy. */
export function opportunityAttacks(m: Match): OpportunityAttacks {
  const o = m.book.all(OPPORTUNITY_ATTACK)[0];
  if (!o) throw new Error('the rule book has no entry at the hook point "attack of opportunity"');
  return o;
}

/** Inches of MOVE added to a Run/Climb of `eid` starting where it stands (Herding). */
export const MOVE_BONUS = hookPoint<(m: Match, eid: number) => number>('move bonus');

/** Inches a Run/Climb of `eid` starting where it stands may add when the move is a charge (Prove Yourselves). */
export const CHARGE_BONUS = hookPoint<(m: Match, eid: number) => number>('charge bonus');

/** A mover that passes over figures on a Run/Climb and never disengages (Levatevi di Mezzo, Imbecilli!). */
export interface PassingOver {
  /** Whether `eid` moves so. */
  holds(m: Match, eid: number): boolean;
  /** After such a Run/Climb of `eid` along `walked` (column centres, the start first). */
  afterMove(m: Match, eid: number, walked: readonly Point3[]): Step;
}

/** Movers that pass over figures (the first entry that holds for the mover answers). */
export const PASSES_OVER_FIGURES = hookPoint<PassingOver>('passes over figures');

/**
 * The highest surface (inches) on which `eid` may end a move on top of other figures now, or null (Atonement from
 * Above: 3″ or more below where it stands, a charge from above); the figures are moved off as it lands (flow-hooks.ts
 * `PLACED`). Read by occupied.ts `occupiedTest`.
 */
export const LANDS_ON_FIGURES = hookPoint<(m: Match, eid: number) => number | null>('lands on figures');

/**
 * `eid`, fallen, is about to lose `loss` Life Points from the fall, before its DEXTERITY roll (Atonement from Above:
 * every other character within 3″ takes as much Damage first): what an entry does then, or null. Read by falling.ts
 * `fall`.
 */
export const FALL_DUE =
  hookPoint<(m: Match, eid: number, loss: number) => Resolution | null>('fall damage due');

/** `eid` has just disengaged from `foe` successfully, with or without a roll (Pickpocket). */
export const DISENGAGED = hookPoint<(m: Match, eid: number, foe: number) => void>('disengaged');

/**
 * Whether a charge of `eid` by a move that started at height `startZ` (inches) counts as one from above whatever
 * the height (Patient Hunter).
 */
export const CHARGE_FROM_ABOVE =
  hookPoint<(m: Match, eid: number, startZ: number) => boolean>('charge from above');

/**
 * `charger` has just charged `charged` (entities, those its move newly touches) and strikes `foe` among them, after
 * any Guard reaction and before its own Attack of Opportunity (Everyman, Bodyguard).
 */
export const CHARGE_MADE =
  hookPoint<(m: Match, charger: number, charged: readonly number[], foe: number) => Step>('charge made');

/**
 * `rower` has just Rowed gondola `gondola` (its riders moved with it): `cellsBefore` are the cells it stood on as it
 * set off (columns i, j), `dx`, `dy` how far its middle cell moved (inches). Dredge brings Water Creatures along.
 */
export const ROWED =
  hookPoint<
    (
      m: Match,
      rower: number,
      gondola: string,
      cellsBefore: readonly (readonly [number, number])[],
      dx: number,
      dy: number,
    ) => Step
  >('rowed');
