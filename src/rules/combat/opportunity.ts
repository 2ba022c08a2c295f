/**
 * Attacks of Opportunity as the combat chapter makes them (rulebook "Attacks of Opportunity", "Charging &
 * Disengaging"): the entry of the rule book at the movement chapter's hook point `OPPORTUNITY_ATTACK`
 * (movement/movement-hooks.ts), with the exact odds of a charge's attack for the engine's pick and the AI.
 */
import { OPPORTUNITY_ATTACK } from '../movement/movement-hooks.ts';
import type { Match } from '../state/match-state.ts';
import { carriedBy } from '../state/objective-state.ts';
import { plugin } from '../state/rule-book.ts';
import { attackOfOpportunity, bestWeapon, oddsOf, planAttack } from './combat.ts';
import type { AttackOdds } from './combat-odds.ts';

/**
 * Exact odds of the charging Attack of Opportunity of `eid` against `foe` with its best weapon (no Will Points),
 * or null when no weapon may strike it.
 */
export function chargeOdds(m: Match, eid: number, foe: number, fromAbove: boolean): AttackOdds | null {
  const how = { opportunity: true, fromAbove, charging: true };
  const w = bestWeapon(m, eid, foe, how);
  return w ? oddsOf(m, planAttack(m, eid, foe, w, how), foe) : null;
}

/** Attacks of Opportunity as a plug-in of the rule book: how the moves' charges, disengages and Guards strike. */
export const OPPORTUNITY_PLUGIN = plugin('Attacks of Opportunity', (add) => {
  add(OPPORTUNITY_ATTACK, {
    // A carrier of an Objective makes no Attack of Opportunity (combat.ts `attackOfOpportunity`).
    canStrike: (m, attacker, target) =>
      carriedBy(m, attacker) < 0 && bestWeapon(m, attacker, target, { opportunity: true }) !== undefined,
    chargeWorth: (m, eid, foe, fromAbove) =>
      carriedBy(m, eid) >= 0 ? null : (chargeOdds(m, eid, foe, fromAbove)?.expectedLpLoss ?? null),
    make: attackOfOpportunity,
  });
});
