/**
 * Combat (1 AP; rulebook "Combat", "Weapons", "Attacks & Damage", "Protection Rolls", "Cover"; tables.md).
 *
 * Attack Roll: ATTACK dice, an Ace on the target's DEXTERITY + Evasion or more. Success: 1 Damage per Ace plus
 * the weapon's Damage. Critical: the same, and the target also loses 1 Life Point. Fail: nothing. Fumble: the
 * attacker loses 1 Life Point and the target makes an Attack of Opportunity against it.
 * Protection Roll (whenever Damage is taken): PROTECTION + Penetration (+1 in cover), Aces on 7+. Success:
 * −1 Damage per Ace. Critical: one extra Ace. Fail: nothing. Fumble: +1 Damage.
 */

import type { Weapon } from '../../content/types.ts';
import { beginAction } from '../character/counters.ts';
import { weaponUsed } from '../character/hooks.ts';
import { loseLifePoints } from '../character/life-points.ts';
import { weaponTraitOf } from '../character/traits.ts';
import type { Command, PendingDecision } from '../core/types.ts';
import { makeAttackRoll } from '../rolls/attack-roll.ts';
import { fearRoll } from '../rolls/fear.ts';
import { emit, idOf, inContact, isOnBoard, type Match } from '../state/match-state.ts';
import { carriedBy } from '../state/objective-state.ts';
import { isAreaWeapon, resolveAreaAttack } from './area-attack.ts';
import { hitOne } from './attack-damage.ts';
import { combatProblem, oddsOf, planAttack, weaponsOf } from './attack-plan.ts';
import {
  AFTER_ATTACK,
  ATTACK_MADE,
  ATTACK_ROLL_COUNTS,
  type AttackCircumstances,
  EXTRA_DAMAGE,
  failAsFumble,
  STRIKE_INSTEAD,
  TAKEN_OUT_OUTRIGHT,
  WEAPON_STRIKES,
} from './combat-hooks.ts';
import { resolveDrown } from './drown.ts';
import { resolveGrapple } from './grapple.ts';
import { opportunityKind, opportunityKinds } from './opportunity-kind.ts';
import { applySmoke } from './smoke.ts';

export {
  type AttackPlan,
  carried,
  combatProblem,
  oddsOf,
  planAttack,
  weaponOf,
  weaponsOf,
} from './attack-plan.ts';
export type { AttackCircumstances } from './combat-hooks.ts';

/**
 * Resolve one attack (the Combat action or an Attack of Opportunity made as Combat), then what follows it in the
 * rule book ({@link AFTER_ATTACK}: Uncoordinated Assault).
 */
export function* resolveAttack(
  m: Match,
  attacker: number,
  target: number,
  weapon: Weapon,
  how: AttackCircumstances = {},
): Generator<PendingDecision, void, Command> {
  const contact = inContact(m, attacker, target);
  const lpBefore = m.world.components.Points.lp[target] ?? 0;
  yield* strike(m, attacker, target, weapon, how);
  const lpLost = lpBefore - (m.world.components.Points.lp[target] ?? 0);
  for (const f of m.book.all(ATTACK_MADE)) f(m, attacker, target, lpLost, contact, how);
  for (const f of m.book.all(AFTER_ATTACK)) yield* f(m, attacker, weapon, how);
}

function* strike(
  m: Match,
  attacker: number,
  target: number,
  weapon: Weapon,
  how: AttackCircumstances,
): Generator<PendingDecision, void, Command> {
  // Blast and Template: one Attack Roll for every character under the marker or template (area-attack.ts).
  if (isAreaWeapon(weapon)) return yield* resolveAreaAttack(m, attacker, target, weapon, how);
  // An attack the rule book resolves its own way (Brawling Tentacles: one roll for all in base contact).
  for (const f of m.book.all(STRIKE_INSTEAD)) if (yield* f(m, attacker, target, weapon, how)) return;
  const planned = planAttack(m, attacker, target, weapon, how);
  weaponUsed(m, attacker, weapon);
  for (const f of m.book.all(WEAPON_STRIKES)) f(m, attacker, weapon);
  const feared = planned.fear === null ? false : yield* fearRoll(m, attacker, target, planned.fear);
  // Supernatural: a target that failed its Basic MIND roll against Fear re-rolls the Aces of its Protection Roll
  const plan =
    feared && planned.fearedRerollsAces
      ? { ...planned, protection: { ...planned.protection, acesRerolledBy: planned.fearedRerollsAces } }
      : planned;
  const rolled = yield* makeAttackRoll(m, attacker, plan.attack, {
    allMisses: feared,
    forced: plan.forcedRerolls,
    forcedSource: plan.forcedSource,
    against: { target, weapon },
  });
  const roll = failAsFumble(
    m,
    attacker,
    weapon,
    m.book.all(ATTACK_ROLL_COUNTS).reduce((r, f) => f(m, attacker, target, r, plan.criticalFrom), rolled),
  );
  if (roll.result === 'fumble') {
    loseLifePoints(m, attacker, plan.fumbleLoss, 'fumbled attack');
    if (!how.uncoordinated && isOnBoard(m, attacker) && isOnBoard(m, target)) {
      yield* attackOfOpportunity(m, target, attacker, 'fumbled attack');
    }
    return;
  }
  if (roll.result === 'fail') return;
  if (m.book.all(TAKEN_OUT_OUTRIGHT).some((f) => f(m, attacker, target, roll, how, weapon))) return;
  if (weaponTraitOf(m.book, weapon, 'smokes').has) applySmoke(m, target, weapon.name);
  const extra = plan.harmless
    ? 0
    : m.book.all(EXTRA_DAMAGE).reduce((sum, f) => sum + f(m, attacker, weapon, plan.protection.pool), 0);
  yield* hitOne(m, attacker, target, weapon, plan, roll, extra);
}

/**
 * The best weapon of `attacker` against `target` that may be used now, by expected Life Points lost; undefined
 * when none is in range.
 */
export function bestWeapon(
  m: Match,
  attacker: number,
  target: number,
  how: AttackCircumstances = {},
): Weapon | undefined {
  let best: { w: Weapon; v: number } | undefined;
  for (const w of weaponsOf(m, attacker)) {
    if (combatProblem(m, attacker, target, w)) continue;
    const v = oddsOf(m, planAttack(m, attacker, target, w, how), target).expectedLpLoss;
    if (!best || v > best.v) best = { w, v };
  }
  return best?.w;
}

/**
 * An Attack of Opportunity at 0 AP (rulebook "Attacks of Opportunity"): a Combat action with the best weapon in
 * range, a Grapple or a Drown, as the attacker's side picks when more than one is possible (opportunity-kind.ts;
 * `how.noGrapple` rules the Grapple out). Nothing happens when none is possible.
 */
export function* attackOfOpportunity(
  m: Match,
  attacker: number,
  target: number,
  reason: string,
  how: AttackCircumstances = {},
): Generator<PendingDecision, void, Command> {
  // A character carrying an Objective makes only Run/Climb actions, and an Attack of Opportunity is an action
  // (rulebook "Primary Objective", "Attacks of Opportunity").
  if (carriedBy(m, attacker) >= 0) return;
  const weapon = bestWeapon(m, attacker, target, { ...how, opportunity: true });
  const kinds = opportunityKinds(m, attacker, target, weapon?.name, how.noGrapple ?? false);
  if (kinds.length === 0) return;
  emit(m, { type: 'attack-of-opportunity', character: idOf(m, attacker), target: idOf(m, target), reason });
  const kind = yield* opportunityKind(m, attacker, target, weapon?.name, how.noGrapple ?? false);
  beginAction(m, attacker, true);
  emit(m, { type: 'action', character: idOf(m, attacker), action: kind ?? 'combat', ap: 0 });
  if (kind === 'grapple') yield* resolveGrapple(m, attacker, target, null);
  else if (kind === 'drown') yield* resolveDrown(m, attacker, target);
  else if (weapon) yield* resolveAttack(m, attacker, target, weapon, { ...how, opportunity: true });
}
