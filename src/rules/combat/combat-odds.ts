/**
 * Exact odds of a Combat action (rulebook "Combat", "Protection Rolls"), for previews and the AI.
 * Combines the Attack Roll outcomes with the target's Protection Roll for each amount of Damage.
 */

import { chancesOf, type Outcome, type ResultChances, rollOutcomes } from '../core/probability.ts';
import { attackRollOutcomes } from '../rolls/attack-outcomes.ts';

/** The dice of one attack as the engine would roll them. */
export interface AttackDice extends LossTerms {
  /** Attack Roll pool (ATTACK + modifiers, before clamping) and value needed (target DEXTERITY + Evasion). */
  readonly attackPool: number;
  readonly aceOn: number;
  readonly attackRerolls: number;
  /** Aces the target forces the attacker to re-roll (Parry); default 0. */
  readonly attackForced?: number;
  /** Chance that the attacker re-rolls every missed die (its Fear worked); default 0. */
  readonly fearChance?: number;
  /** The Destiny Dice value from which a roll with another Ace is a Critical: 10, or 9 on a Prey (Prey Upon). */
  readonly criticalFrom?: number;
}

/** What an attack is expected to do. */
export interface AttackOdds {
  readonly chances: ResultChances;
  /** Expected Life Points the target loses (capped at what it has). */
  readonly expectedLpLoss: number;
  /** Chance the target is left with 0 Life Points. */
  readonly killChance: number;
  /** Distribution of Life Points lost by the target, index = LP (capped at targetLp). */
  readonly lpLoss: readonly number[];
}

/** Distribution of Life Points lost to `damage` points of Damage after the Protection Roll. */
export function protectedLoss(damage: number, pool: number, rerolls: number): Map<number, number> {
  const out = new Map<number, number>();
  if (damage <= 0) return out.set(0, 1);
  for (const o of rollOutcomes(pool, 7, rerolls)) {
    let saved = 0;
    if (o.result === 'success') saved = o.aces;
    if (o.result === 'critical') saved = o.aces + 1;
    if (o.result === 'fumble') saved = -1;
    const loss = Math.max(0, damage - saved);
    out.set(loss, (out.get(loss) ?? 0) + o.p);
  }
  return out;
}

/** Exact odds of an attack: chance of each Attack Roll result, expected LP lost and chance to kill. */
export function attackOdds(a: AttackDice): AttackOdds {
  const critical = a.criticalFrom ?? 10;
  const outcomes =
    a.attackForced || a.fearChance
      ? attackRollOutcomes(
          a.attackPool,
          a.aceOn,
          a.attackRerolls,
          a.attackForced ?? 0,
          a.fearChance ?? 0,
          critical,
        )
      : rollOutcomes(a.attackPool, a.aceOn, a.attackRerolls, critical);
  return oddsFromOutcomes(outcomes, a);
}

/** The rest of one character's odds: its Damage, its Protection Roll and its Life Points. */
export interface LossTerms {
  /** The weapon deals no Damage (Harmless): nothing is lost; default false. */
  readonly harmless?: boolean;
  /** Weapon Damage added on a Success or Critical. */
  readonly damage: number;
  /** Protection Roll pool (PROTECTION + Penetration + cover) and its re-rolls; Aces on 7+. */
  readonly protectionPool: number;
  readonly protectionRerolls: number;
  /** Life Points the target has left. */
  readonly targetLp: number;
  /** The Damage the target takes of the Damage dealt, before its Protection Roll (Stoneskin); default unchanged. */
  readonly damageTaken?: (damage: number) => number;
}

/**
 * Odds of Life Points lost from Attack Roll `outcomes` (Success or Critical deal 1 Damage per Ace plus the weapon's, the Protection Roll takes some off, a Critical costs 1 more).
 */
export function oddsFromOutcomes(outcomes: readonly Outcome[], t: LossTerms): AttackOdds {
  const cap = Math.max(0, t.targetLp);
  const lpLoss = new Array<number>(cap + 1).fill(0);
  for (const o of outcomes) {
    if (o.result === 'fail' || o.result === 'fumble' || t.harmless) {
      lpLoss[0] = (lpLoss[0] ?? 0) + o.p;
      continue;
    }
    const extra = o.result === 'critical' ? 1 : 0;
    for (const [loss, p] of protectedLoss(
      t.damageTaken ? t.damageTaken(o.aces + t.damage) : o.aces + t.damage,
      t.protectionPool,
      t.protectionRerolls,
    )) {
      const total = Math.min(cap, loss + extra);
      lpLoss[total] = (lpLoss[total] ?? 0) + o.p * p;
    }
  }
  return {
    chances: chancesOf(outcomes),
    expectedLpLoss: lpLoss.reduce((s, p, i) => s + p * i, 0),
    killChance: cap > 0 ? (lpLoss[cap] ?? 0) : 1,
    lpLoss,
  };
}
