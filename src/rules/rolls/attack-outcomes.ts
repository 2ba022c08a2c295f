/**
 * Exact outcomes of an Attack Roll with its ability re-rolls (attack-roll.ts), for previews and the AI:
 * the attacker's re-rolls of missed dice (a number, or every missed die when Fear worked, with a chance), then
 * the target's forced re-rolls of up to F Aces not already re-rolled (Parry). Never the Destiny Dice.
 *
 * Among the n − 1 other dice: a first Aces (binomial); the attacker re-rolls k = min(n − 1 − a, R) misses, b of
 * them become Aces; the target re-rolls q = min(a, F) of the first Aces, c of them stay Aces. Other Aces:
 * a − q + c + b. The Destiny Dice is read as in probability.ts `rollOutcomes`.
 */
import { clampPool, effectiveAceOn } from '../core/dice.ts';
import { aceChance, type Outcome, withDestinyDice } from '../core/probability.ts';

function binomial(n: number, p: number): number[] {
  let out = [1];
  for (let i = 0; i < n; i++) {
    const next = new Array<number>(out.length + 1).fill(0);
    out.forEach((q, k) => {
      next[k] = (next[k] ?? 0) + q * (1 - p);
      next[k + 1] = (next[k + 1] ?? 0) + q * p;
    });
    out = next;
  }
  return out;
}

/** Distribution of Aces among `m` non-Destiny dice with `rerolls` misses re-rolled, then `forced` Aces re-rolled. */
export function otherAcesWithForced(m: number, p: number, rerolls: number, forced: number): number[] {
  const out = new Array<number>(m + 1).fill(0);
  binomial(m, p).forEach((pa, a) => {
    const k = Math.min(m - a, Math.max(0, rerolls));
    const q = Math.min(a, Math.max(0, forced));
    const again = binomial(k, p);
    const kept = binomial(q, p);
    again.forEach((pb, b) => {
      kept.forEach((pc, c) => {
        const total = a - q + c + b;
        out[total] = (out[total] ?? 0) + pa * pb * pc;
      });
    });
  });
  return out;
}

/**
 * Every outcome of an Attack Roll of `pool` dice against `aceOn`: with chance `allMissesChance` the attacker
 * re-rolls every missed die (Fear), else up to `rerolls`; then the target forces `forced` Aces to be re-rolled.
 * With `allMissesChance` 0 and `forced` 0 this equals probability.ts `rollOutcomes(pool, aceOn, rerolls)`.
 */
export function attackRollOutcomes(
  pool: number,
  aceOn: number,
  rerolls: number,
  forced: number,
  allMissesChance = 0,
  criticalFrom = 10,
): Outcome[] {
  const n = clampPool(pool);
  if (n === 0) return [{ result: 'fail', aces: 0, p: 1 }];
  const t = effectiveAceOn(aceOn);
  const p = aceChance(t);
  const base = otherAcesWithForced(n - 1, p, rerolls, forced);
  const feared = allMissesChance > 0 ? otherAcesWithForced(n - 1, p, n - 1, forced) : base;
  const others = base.map((q, k) => q * (1 - allMissesChance) + (feared[k] ?? 0) * allMissesChance);
  return withDestinyDice(others, t, criticalFrom);
}
