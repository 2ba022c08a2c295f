import { describe, expect, it } from 'vitest';
import { sharedRollOutcomes } from '../../src/rules/combat/area-odds.ts';
import { isAce, resultOf } from '../../src/rules/core/dice.ts';
import type { Outcome } from '../../src/rules/core/probability.ts';
import { attackRollOutcomes } from '../../src/rules/rolls/attack-outcomes.ts';

const key = (os: readonly Outcome[]) => {
  const m = new Map<string, number>();
  for (const o of os) {
    const k = o.result === 'fumble' ? 'fail:0' : `${o.result}:${o.aces}`;
    m.set(k, (m.get(k) ?? 0) + o.p);
  }
  return m;
};

function expectSameLaw(a: readonly Outcome[], b: readonly Outcome[]) {
  const ka = key(a);
  const kb = key(b);
  for (const k of new Set([...ka.keys(), ...kb.keys()]))
    expect(ka.get(k) ?? 0, k).toBeCloseTo(kb.get(k) ?? 0, 12);
}

/** Every die face, the engine's way: re-roll the first missed dice of the declared target, then its first Aces. */
function bruteForce(
  pool: number,
  mainAceOn: number,
  aceOn: number,
  rerolls: number,
  forced: number,
): Outcome[] {
  const out: Outcome[] = [];
  const faces = (n: number): number[][] =>
    n === 0 ? [[]] : faces(n - 1).flatMap((rest) => Array.from({ length: 10 }, (_, v) => [v + 1, ...rest]));
  for (const first of faces(pool)) {
    const misses = first.flatMap((v, i) => (i > 0 && !isAce(v, mainAceOn) ? [i] : [])).slice(0, rerolls);
    const aces = first.flatMap((v, i) => (i > 0 && isAce(v, mainAceOn) ? [i] : [])).slice(0, forced);
    const again = [...misses, ...aces];
    for (const fresh of faces(again.length)) {
      const dice = [...first];
      again.forEach((i, k) => {
        dice[i] = fresh[k]!;
      });
      const p = 0.1 ** (pool + again.length);
      const main = resultOf(dice[0], dice.filter((v) => isAce(v, mainAceOn)).length);
      const n = dice.filter((v) => isAce(v, aceOn)).length;
      const own = resultOf(dice[0], n);
      const spoiled = main === 'fumble' || own === 'fumble';
      out.push({ result: spoiled ? 'fail' : own, aces: spoiled ? 0 : n, p });
    }
  }
  return out;
}

describe('sharedRollOutcomes', () => {
  it('is the plain Attack Roll law for a character with the declared target’s DEXTERITY', () => {
    for (const [pool, aceOn, rerolls, forced, fear] of [
      [3, 5, 0, 0, 0],
      [5, 4, 2, 0, 0],
      [4, 6, 1, 1, 0],
      [6, 3, 0, 0, 0.4],
    ] as const) {
      expectSameLaw(
        sharedRollOutcomes({ pool, mainAceOn: aceOn, rerolls, forced, fearChance: fear, aceOn }),
        attackRollOutcomes(pool, aceOn, rerolls, forced, fear),
      );
    }
  });

  it('matches every die face played out, with re-rolls decided against the declared target', () => {
    for (const [pool, mainAceOn, aceOn, rerolls, forced] of [
      [3, 5, 7, 0, 0],
      [3, 7, 4, 2, 0],
      [3, 4, 8, 1, 1],
      [4, 6, 3, 1, 0],
    ] as const) {
      expectSameLaw(
        sharedRollOutcomes({ pool, mainAceOn, rerolls, forced, fearChance: 0, aceOn }),
        bruteForce(pool, mainAceOn, aceOn, rerolls, forced),
      );
    }
  });

  it('sums to 1', () => {
    const total = sharedRollOutcomes({
      pool: 10,
      mainAceOn: 5,
      rerolls: 3,
      forced: 2,
      fearChance: 0.3,
      aceOn: 8,
    })
      .map((o) => o.p)
      .reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 12);
  });
});
