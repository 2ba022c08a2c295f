/**
 * Exact odds of an area attack (Blast, Template) for each character it hits (area-attack.ts): one Attack Roll is
 * rolled, with its Will Points and re-rolls decided against the declared target, and every character reads the
 * same dice against its own DEXTERITY + Evasion. A Fumble against the declared target spoils the attack for all.
 *
 * The re-rolls make the readings depend on each other: the attacker re-rolls dice that missed the declared target
 * (Expert Marksman and the like, or every missed die after Fear), the declared target forces Aces of its own
 * reading to be re-rolled (Parry). So the odds of another character come from the joint distribution of the two
 * readings: each non-Destiny die falls in one of four classes (Ace for the declared target or not × Ace for the
 * other or not); the first roll is a multinomial over them; re-rolled dice are taken at random among those that
 * qualify (the engine takes the first in order, the same in law as the dice are alike) and roll afresh.
 */

import { clampPool, effectiveAceOn, isAce, resultOf } from '../core/dice.ts';
import type { Outcome } from '../core/probability.ts';
import type { RollResult } from '../core/types.ts';

/** The dice of a shared Attack Roll read by another character. */
export interface SharedRoll {
  /** Pool, re-rolls and forced re-rolls of the roll as made against the declared target. */
  readonly pool: number;
  readonly mainAceOn: number;
  readonly rerolls: number;
  readonly forced: number;
  /** Chance the attacker re-rolls every missed die (its Fear worked on the declared target). */
  readonly fearChance: number;
  /** Value needed for an Ace by the character reading the roll. */
  readonly aceOn: number;
}

const choose = (() => {
  const c: number[][] = [];
  for (let n = 0; n <= 10; n++) {
    c[n] = [];
    for (let k = 0; k <= n; k++) c[n]![k] = k === 0 || k === n ? 1 : c[n - 1]![k - 1]! + c[n - 1]![k]!;
  }
  return (n: number, k: number) => (k < 0 || k > n ? 0 : (c[n]?.[k] ?? 0));
})();

/** Probabilities of the four classes of one die: [both Aces, main only, other only, neither]. */
function classes(mainAceOn: number, aceOn: number): [number, number, number, number] {
  const out: [number, number, number, number] = [0, 0, 0, 0];
  for (let v = 1; v <= 10; v++) {
    const a = isAce(v, mainAceOn);
    const b = isAce(v, aceOn);
    out[a && b ? 0 : a ? 1 : b ? 2 : 3] += 0.1;
  }
  return out;
}

/** Every count vector of `n` dice over four classes with its chance. */
function multinomial(n: number, p: readonly number[]): { c: number[]; p: number }[] {
  const out: { c: number[]; p: number }[] = [];
  for (let a = 0; a <= n; a++)
    for (let b = 0; a + b <= n; b++)
      for (let c = 0; a + b + c <= n; c++) {
        const d = n - a - b - c;
        const q =
          choose(n, a) *
          choose(n - a, b) *
          choose(n - a - b, c) *
          (p[0] ?? 0) ** a *
          (p[1] ?? 0) ** b *
          (p[2] ?? 0) ** c *
          (p[3] ?? 0) ** d;
        if (q > 0) out.push({ c: [a, b, c, d], p: q });
      }
  return out;
}

/** Chance of taking `k` of the `good` among `total` when `draw` are taken at random (hypergeometric). */
function hyper(total: number, good: number, draw: number, k: number): number {
  const all = choose(total, draw);
  return all > 0 ? (choose(good, k) * choose(total - good, draw - k)) / all : 0;
}

/** Joint law of (main Aces, other Aces) among the non-Destiny dice; key `main*16+other`. */
function otherDice(n: number, p: readonly number[], rerolls: number, forced: number): Map<number, number> {
  const out = new Map<number, number>();
  const fresh = new Map<number, { c: number[]; p: number }[]>();
  const freshOf = (k: number) => {
    const known = fresh.get(k);
    if (known) return known;
    const f = multinomial(k, p);
    fresh.set(k, f);
    return f;
  };
  for (const first of multinomial(n, p)) {
    const [c11 = 0, c10 = 0, c01 = 0, c00 = 0] = first.c;
    const misses = c01 + c00;
    const k = Math.min(misses, Math.max(0, rerolls));
    const aces = c11 + c10;
    const q = Math.min(aces, Math.max(0, forced));
    for (let h = Math.max(0, k - c00); h <= Math.min(k, c01); h++) {
      const ph = hyper(misses, c01, k, h);
      if (ph <= 0) continue;
      for (let g = Math.max(0, q - c10); g <= Math.min(q, c11); g++) {
        const pg = hyper(aces, c11, q, g);
        if (pg <= 0) continue;
        const keptMain = aces - q;
        const keptOther = c11 - g + (c01 - h);
        for (const r of freshOf(k + q)) {
          const [r11 = 0, r10 = 0, r01 = 0] = r.c;
          const key = (keptMain + r11 + r10) * 16 + keptOther + r11 + r01;
          out.set(key, (out.get(key) ?? 0) + first.p * ph * pg * r.p);
        }
      }
    }
  }
  return out;
}

/**
 * Every outcome of a shared Attack Roll as read by a character needing `aceOn` (see the module comment); a Fumble
 * against the declared target reads as a Fail with 0 Aces (nobody is hit), and so does this character's own
 * Fumble reading. Outcomes are merged by result and Aces.
 */
export function sharedRollOutcomes(s: SharedRoll): Outcome[] {
  const n = clampPool(s.pool);
  if (n === 0) return [{ result: 'fail', aces: 0, p: 1 }];
  const p = classes(effectiveAceOn(s.mainAceOn), effectiveAceOn(s.aceOn));
  const base = otherDice(n - 1, p, s.rerolls, s.forced);
  const feared = s.fearChance > 0 ? otherDice(n - 1, p, n - 1, s.forced) : base;
  const merged = new Map<string, Outcome>();
  const add = (result: RollResult, aces: number, q: number) => {
    const key = `${result}:${aces}`;
    merged.set(key, { result, aces, p: (merged.get(key)?.p ?? 0) + q });
  };
  for (const [law, weight] of [
    [base, 1 - s.fearChance],
    [feared, s.fearChance],
  ] as const) {
    if (weight <= 0) continue;
    for (const [key, q] of law) {
      const mainOthers = Math.floor(key / 16);
      const others = key % 16;
      for (let v = 1; v <= 10; v++) {
        const mainAces = mainOthers + (isAce(v, s.mainAceOn) ? 1 : 0);
        const aces = others + (isAce(v, s.aceOn) ? 1 : 0);
        const mainResult = resultOf(v, mainAces);
        const own = resultOf(v, aces);
        const spoiled = mainResult === 'fumble' || own === 'fumble';
        add(spoiled ? 'fail' : own, spoiled ? 0 : aces, weight * q * 0.1);
      }
    }
  }
  return [...merged.values()].sort((a, b) => a.aces - b.aces || a.result.localeCompare(b.result));
}
