/**
 * Exact dice chances (DESIGN §3.4) against brute-force enumeration of every face, and known values.
 */
import { describe, expect, it } from 'vitest';
import {
  aceChance,
  aceDistribution,
  chancesOf,
  type Outcome,
  opposedOutcomes,
  resultChances,
  rollOutcomes,
} from '../../src/rules/core/probability.ts';
import { bruteOpposed, bruteRoll, type Dist, maxDiff } from './helpers/enumerate.ts';

const asDist = (outcomes: readonly Outcome[]): Dist => {
  const d: Dist = new Map();
  for (const o of outcomes) d.set(`${o.result}:${o.aces}`, (d.get(`${o.result}:${o.aces}`) ?? 0) + o.p);
  return d;
};
const total = (outcomes: readonly Outcome[]) => outcomes.reduce((s, o) => s + o.p, 0);
const ACE_ON = [2, 3, 4, 5, 6, 7, 8, 9, 10];

describe('rollOutcomes', () => {
  it('sums to 1 for every pool 0..10, value needed 1..11 and 0..3 re-rolls', () => {
    for (let pool = 0; pool <= 10; pool++) {
      for (let aceOn = 1; aceOn <= 11; aceOn++) {
        for (let rerolls = 0; rerolls <= 3; rerolls++) {
          const out = rollOutcomes(pool, aceOn, rerolls);
          expect(Math.abs(total(out) - 1)).toBeLessThan(1e-12);
          for (const o of out) {
            expect(o.p).toBeGreaterThan(0);
            expect(o.aces).toBeGreaterThanOrEqual(0);
            expect(o.aces).toBeLessThanOrEqual(pool);
            if (o.result === 'critical') expect(o.aces).toBeGreaterThanOrEqual(2);
            if (o.result === 'fumble' || o.result === 'fail') expect(o.aces).toBe(0);
            if (o.result === 'success') expect(o.aces).toBeGreaterThanOrEqual(1);
          }
        }
      }
    }
  });

  it('matches brute force over all 10^n faces for n ≤ 4', () => {
    for (let n = 0; n <= 4; n++) {
      for (const aceOn of ACE_ON) {
        expect(maxDiff(asDist(rollOutcomes(n, aceOn)), bruteRoll(n, aceOn))).toBeLessThan(1e-12);
      }
    }
  });

  it('matches brute force with re-rolls of missed dice, the re-rolled faces enumerated too', () => {
    for (let n = 1; n <= 3; n++) {
      for (const aceOn of ACE_ON) {
        for (let rerolls = 1; rerolls <= 3; rerolls++) {
          expect(maxDiff(asDist(rollOutcomes(n, aceOn, rerolls)), bruteRoll(n, aceOn, rerolls))).toBeLessThan(
            1e-12,
          );
        }
      }
    }
    for (const [aceOn, rerolls] of [
      [7, 1],
      [4, 2],
      [9, 3],
    ] as const) {
      expect(maxDiff(asDist(rollOutcomes(4, aceOn, rerolls)), bruteRoll(4, aceOn, rerolls))).toBeLessThan(
        1e-12,
      );
    }
  });

  it('treats a value needed above 10 as 10 and below 2 as 2', () => {
    expect(rollOutcomes(3, 12)).toEqual(rollOutcomes(3, 10));
    expect(rollOutcomes(3, 1)).toEqual(rollOutcomes(3, 2));
    expect(rollOutcomes(3, -4)).toEqual(rollOutcomes(3, 2));
  });

  it('clamps the pool to 0..10 dice', () => {
    expect(rollOutcomes(14, 7)).toEqual(rollOutcomes(10, 7));
    expect(rollOutcomes(-2, 7)).toEqual([{ result: 'fail', aces: 0, p: 1 }]);
    expect(rollOutcomes(0, 7)).toEqual([{ result: 'fail', aces: 0, p: 1 }]);
  });
});

describe('known chances', () => {
  it('gives one die needing 7+: Success .4, Fail .5, Fumble .1, no Critical', () => {
    const c = resultChances(1, 7);
    expect(c.success).toBeCloseTo(0.4, 12);
    expect(c.fail).toBeCloseTo(0.5, 12);
    expect(c.fumble).toBeCloseTo(0.1, 12);
    expect(c.critical).toBe(0);
  });

  it('gives two dice needing 7+: Critical .1 × .4, Fumble .1 × .6', () => {
    const c = resultChances(2, 7);
    expect(c.critical).toBeCloseTo(0.04, 12);
    expect(c.fumble).toBeCloseTo(0.06, 12);
    // at least one Ace: 1 − .6²; the Critical is part of it
    expect(c.success + c.critical).toBeCloseTo(1 - 0.36, 12);
    expect(c.fail).toBeCloseTo(0.36 - 0.06, 12);
  });

  it('follows the closed forms for every pool and value needed', () => {
    for (let n = 1; n <= 10; n++) {
      for (const aceOn of ACE_ON) {
        const q = 1 - aceChance(aceOn);
        const c = resultChances(n, aceOn);
        expect(c.critical).toBeCloseTo(0.1 * (1 - q ** (n - 1)), 12);
        expect(c.fumble).toBeCloseTo(0.1 * q ** (n - 1), 12);
        expect(c.success + c.critical).toBeCloseTo(1 - q ** n, 12);
      }
    }
  });

  it('gives each die an Ace chance of (11 − value needed) / 10, clamped', () => {
    expect(aceChance(7)).toBeCloseTo(0.4, 12);
    expect(aceChance(10)).toBeCloseTo(0.1, 12);
    expect(aceChance(14)).toBeCloseTo(0.1, 12);
    expect(aceChance(2)).toBeCloseTo(0.9, 12);
    expect(aceChance(0)).toBeCloseTo(0.9, 12);
  });

  it('never lowers the chance of at least one Ace by re-rolling', () => {
    for (let n = 1; n <= 10; n++) {
      const [r0, r1, r3] = [0, 1, 3].map((r) => resultChances(n, 7, r));
      expect(r1!.fail + r1!.fumble).toBeLessThanOrEqual(r0!.fail + r0!.fumble + 1e-12);
      expect(r3!.fail + r3!.fumble).toBeLessThanOrEqual(r1!.fail + r1!.fumble + 1e-12);
    }
  });
});

describe('aceDistribution and chancesOf', () => {
  it('is binomial without re-rolls', () => {
    const d = aceDistribution(3, 7);
    expect(d).toHaveLength(4);
    expect(d[0]).toBeCloseTo(0.6 ** 3, 12);
    expect(d[1]).toBeCloseTo(3 * 0.4 * 0.6 ** 2, 12);
    expect(d[2]).toBeCloseTo(3 * 0.4 ** 2 * 0.6, 12);
    expect(d[3]).toBeCloseTo(0.4 ** 3, 12);
  });

  it('adds outcomes up by result', () => {
    const c = chancesOf(rollOutcomes(5, 6, 2));
    expect(c.success + c.fail + c.critical + c.fumble).toBeCloseTo(1, 12);
    expect(c).toEqual(resultChances(5, 6, 2));
  });
});

describe('opposedOutcomes', () => {
  it('matches brute force for small pools', () => {
    for (let active = 0; active <= 3; active++) {
      for (let target = 0; target <= 2; target++) {
        for (const aceOn of [4, 7, 10]) {
          const exact = asDist(opposedOutcomes(active, target, aceOn));
          expect(maxDiff(exact, bruteOpposed(active, target, aceOn))).toBeLessThan(1e-12);
        }
      }
    }
  });

  it('matches brute force with re-rolls on the active side', () => {
    for (const [active, target, rerolls] of [
      [2, 1, 1],
      [3, 1, 2],
      [3, 2, 1],
    ] as const) {
      const exact = asDist(opposedOutcomes(active, target, 7, rerolls));
      expect(maxDiff(exact, bruteOpposed(active, target, 7, rerolls))).toBeLessThan(1e-12);
    }
  });

  it('sums to 1 and is the Basic Roll when the target has no dice', () => {
    for (let active = 0; active <= 10; active++) {
      for (let target = 0; target <= 10; target++) {
        expect(Math.abs(total(opposedOutcomes(active, target)) - 1)).toBeLessThan(1e-12);
      }
      expect(maxDiff(asDist(opposedOutcomes(active, 0)), asDist(rollOutcomes(active, 7)))).toBeLessThan(
        1e-12,
      );
    }
  });
});
