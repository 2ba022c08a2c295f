/**
 * Exact chances of the dice (DESIGN §3.4), for previews, the AI and tests. Nothing here is simulated.
 *
 * A pool of n dice needing `aceOn`: each die is an Ace with p = (11 − t) / 10 where t = clamp(aceOn, 2, 10)
 * (a 10 always scores, a 1 never). The Destiny Dice is one of the n dice; its value decides Criticals (10 with
 * another Ace) and Fumbles (1 with no Ace at all) — rulebook "Successes, Failures, Criticals & Fumbles".
 */
import { clampPool, effectiveAceOn } from './dice.ts';
import type { RollResult } from './roll-types.ts';

/** One outcome of a roll: its result, its Aces and its probability. */
export interface Outcome {
  readonly result: RollResult;
  readonly aces: number;
  readonly p: number;
}

/** Chance of each result; the four add up to 1. */
export interface ResultChances {
  readonly success: number;
  readonly fail: number;
  readonly critical: number;
  readonly fumble: number;
}

/** Chance that one die is an Ace against `aceOn`. */
export function aceChance(aceOn: number): number {
  return (11 - effectiveAceOn(aceOn)) / 10;
}

function binomial(n: number, p: number): number[] {
  const out = [1];
  for (let i = 0; i < n; i++) {
    const next = new Array<number>(out.length + 1).fill(0);
    for (let k = 0; k < out.length; k++) {
      next[k] = (next[k] ?? 0) + (out[k] ?? 0) * (1 - p);
      next[k + 1] = (next[k + 1] ?? 0) + (out[k] ?? 0) * p;
    }
    out.splice(0, out.length, ...next);
  }
  return out;
}

/**
 * Distribution of Aces among `m` non-Destiny dice when up to `rerolls` missed dice are re-rolled once.
 * @returns array indexed by the number of Aces.
 */
export function otherAces(m: number, p: number, rerolls = 0): number[] {
  const first = binomial(m, p);
  if (rerolls <= 0) return first;
  const out = new Array<number>(m + 1).fill(0);
  first.forEach((pa, a) => {
    const again = binomial(Math.min(m - a, rerolls), p);
    again.forEach((pb, b) => {
      out[a + b] = (out[a + b] ?? 0) + pa * pb;
    });
  });
  return out;
}

/**
 * Every outcome of a Basic/Attack/Magic/Protection roll of `pool` dice (clamped 0..10) against `aceOn`,
 * with up to `rerolls` missed dice re-rolled (never the Destiny Dice); `criticalFrom` as in {@link withDestinyDice}.
 */
export function rollOutcomes(pool: number, aceOn: number, rerolls = 0, criticalFrom = 10): Outcome[] {
  const n = clampPool(pool);
  if (n === 0) return [{ result: 'fail', aces: 0, p: 1 }];
  const t = effectiveAceOn(aceOn);
  return withDestinyDice(otherAces(n - 1, aceChance(t), rerolls), t, criticalFrom);
}

/**
 * The outcomes of a roll from the law of its other dice (`others[k]`: the chance that exactly k of them are Aces)
 * and the Destiny Dice, rolled once against `t` (an effective Ace value, 2..10): a 10 is an Ace and makes a
 * Critical with another Ace; a 1 is no Ace and makes a Fumble with no other Ace (rulebook "Dice Rolls").
 * `criticalFrom` 9: a 9 on the Destiny Dice makes a Critical with another Ace too, Ace or not itself (Prey Upon).
 */
export function withDestinyDice(others: readonly number[], t: number, criticalFrom = 10): Outcome[] {
  // Destiny Dice classes: 10; 1; (9 when it is a Critical face); another Ace (t..); another miss (2..t-1).
  const nine = criticalFrom <= 9;
  const top = nine ? 8 : 9;
  const classes: { p: number; ace: boolean; face: 10 | 1 | 0 }[] = [
    { p: 0.1, ace: true, face: 10 },
    { p: 0.1, ace: false, face: 1 },
    ...(nine ? [{ p: 0.1, ace: t <= 9, face: 10 as const }] : []),
    { p: Math.max(0, top + 1 - t) / 10, ace: true, face: 0 },
    { p: (Math.min(t - 1, top) - 1) / 10, ace: false, face: 0 },
  ];
  const merged = new Map<string, Outcome>();
  for (const d of classes) {
    if (d.p <= 0) continue;
    others.forEach((pk, k) => {
      if (pk <= 0) return;
      const aces = k + (d.ace ? 1 : 0);
      let result: RollResult = aces >= 1 ? 'success' : 'fail';
      if (d.face === 10 && k >= 1) result = 'critical';
      if (d.face === 1 && k === 0) result = 'fumble';
      const key = `${result}:${aces}`;
      const prev = merged.get(key);
      merged.set(key, { result, aces, p: (prev?.p ?? 0) + d.p * pk });
    });
  }
  return [...merged.values()].sort((a, b) => a.aces - b.aces || a.result.localeCompare(b.result));
}

/** Sum outcomes into the chance of each result. */
export function chancesOf(outcomes: readonly Outcome[]): ResultChances {
  const c = { success: 0, fail: 0, critical: 0, fumble: 0 };
  for (const o of outcomes) c[o.result] += o.p;
  return c;
}

/** Chance of each result of a roll of `pool` dice against `aceOn` (with `rerolls` as in {@link rollOutcomes}). */
export function resultChances(pool: number, aceOn: number, rerolls = 0): ResultChances {
  return chancesOf(rollOutcomes(pool, aceOn, rerolls));
}

/** Distribution of the number of Aces (index = Aces) of a pool, ignoring the Destiny Dice's special faces. */
export function aceDistribution(pool: number, aceOn: number, rerolls = 0): number[] {
  const out = new Array<number>(clampPool(pool) + 1).fill(0);
  for (const o of rollOutcomes(pool, aceOn, rerolls)) out[o.aces] = (out[o.aces] ?? 0) + o.p;
  return out;
}

/**
 * An Opposed Roll (rulebook "Types of Rolls"): the target's Aces remove dice from the active pool, which is
 * then read as a Basic Roll. Returns the active side's outcomes. `target` gives the target side's re-rolls and the
 * most of its Aces that count (a Dispel: the dispeller's Mage (X)).
 */
export function opposedOutcomes(
  activePool: number,
  targetPool: number,
  aceOn = 7,
  activeRerolls = 0,
  target: { readonly rerolls?: number; readonly maxAces?: number } = {},
): Outcome[] {
  const merged = new Map<string, Outcome>();
  aceDistribution(targetPool, aceOn, target.rerolls ?? 0).forEach((pt, aces) => {
    const t = Math.min(aces, target.maxAces ?? aces);
    for (const o of rollOutcomes(clampPool(activePool) - t, aceOn, activeRerolls)) {
      const key = `${o.result}:${o.aces}`;
      const prev = merged.get(key);
      merged.set(key, { result: o.result, aces: o.aces, p: (prev?.p ?? 0) + pt * o.p });
    }
  });
  return [...merged.values()];
}
