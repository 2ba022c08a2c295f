/**
 * Exact odds of an attack (rulebook "Combat", "Protection Rolls") against brute force over every face of the
 * Attack Roll and of the Protection Roll.
 */
import { describe, expect, it } from 'vitest';
import { type AttackDice, attackOdds, protectedLoss } from '../../src/rules/combat/combat-odds.ts';
import { resultChances } from '../../src/rules/core/probability.ts';
import { denominatorOf, eachRoll, readFaces } from './helpers/enumerate.ts';

/** Life Points lost to Damage after a Protection Roll of these faces (rulebook "Protection Rolls"). */
function lossAfter(damage: number, faces: readonly number[]): number {
  if (damage <= 0) return 0; // no Damage, no Protection Roll
  const r = readFaces(faces, 7);
  let d = damage;
  if (r.result === 'success') d -= r.aces;
  if (r.result === 'critical') d -= r.aces + 1;
  if (r.result === 'fumble') d += 1;
  return Math.max(0, d);
}

/**
 * Distribution of Life Points lost (index = LP, capped at the target's LP) by enumerating every face; sums
 * whole-number weights so that the oracle itself carries no rounding.
 */
function bruteLoss(a: AttackDice): number[] {
  const cap = Math.max(0, a.targetLp);
  const out = new Array<number>(cap + 1).fill(0);
  const attackPool = Math.max(0, Math.min(10, a.attackPool));
  const protectionPool = Math.max(0, Math.min(10, a.protectionPool));
  const aDen = denominatorOf(attackPool, a.attackRerolls);
  const pDen = denominatorOf(protectionPool, a.protectionRerolls);
  eachRoll(attackPool, a.aceOn, a.attackRerolls, (atk, aw) => {
    const hit = readFaces(atk, a.aceOn);
    if (hit.result === 'fail' || hit.result === 'fumble') {
      out[0]! += aw * pDen;
      return;
    }
    const damage = hit.aces + a.damage;
    const extra = hit.result === 'critical' ? 1 : 0;
    if (damage <= 0) {
      out[Math.min(cap, extra)]! += aw * pDen;
      return;
    }
    eachRoll(protectionPool, 7, a.protectionRerolls, (save, pw) => {
      out[Math.min(cap, lossAfter(damage, save) + extra)]! += aw * pw;
    });
  });
  return out.map((w) => w / (aDen * pDen));
}

const dice = (over: Partial<AttackDice>): AttackDice => ({
  attackPool: 3,
  aceOn: 4,
  attackRerolls: 0,
  damage: 0,
  protectionPool: 3,
  protectionRerolls: 0,
  targetLp: 10,
  ...over,
});

const close = (a: readonly number[], b: readonly number[]) => {
  expect(a).toHaveLength(b.length);
  a.forEach((x, k) => {
    expect(Math.abs(x - b[k]!)).toBeLessThan(1e-12);
  });
};

describe('attackOdds against brute force', () => {
  const cases: [string, Partial<AttackDice>][] = [
    ['plain', {}],
    ['weapon Damage +2', { damage: 2 }],
    ['weapon Damage −1', { damage: -1 }],
    ['weapon Damage −3: a Critical still costs 1 LP', { damage: -3 }],
    ['hard to hit', { aceOn: 8, attackPool: 2 }],
    ['value needed above 10', { aceOn: 12 }],
    ['no Protection dice', { protectionPool: 0 }],
    ['Protection pool below 0', { protectionPool: -2 }],
    ['thick armour', { protectionPool: 4, attackPool: 2 }],
    ['attack re-rolls', { attackRerolls: 2, protectionPool: 2 }],
    ['protection re-rolls', { protectionRerolls: 1, protectionPool: 2 }],
    ['capped at 2 LP', { targetLp: 2, damage: 1 }],
    ['capped at 1 LP', { targetLp: 1 }],
    ['no attack dice', { attackPool: 0 }],
  ];
  for (const [name, over] of cases) {
    it(`gives the exact Life Points lost: ${name}`, () => {
      const a = dice(over);
      const odds = attackOdds(a);
      const brute = bruteLoss(a);
      close(odds.lpLoss, brute);
      expect(odds.lpLoss.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
      expect(odds.expectedLpLoss).toBeCloseTo(
        brute.reduce((s, p, i) => s + p * i, 0),
        12,
      );
      expect(odds.killChance).toBeCloseTo(brute[Math.max(0, a.targetLp)]!, 12);
    });
  }

  it('reports the chances of the Attack Roll', () => {
    expect(attackOdds(dice({ attackPool: 4, aceOn: 6, attackRerolls: 1 })).chances).toEqual(
      resultChances(4, 6, 1),
    );
  });
});

describe('attackOdds by hand', () => {
  it('adds 1 Life Point for a Critical', () => {
    // 2 dice needing 10+: 10-10 is a Critical (2 Aces); a single 10 on either die a Success (1 Ace)
    const odds = attackOdds(dice({ attackPool: 2, aceOn: 10, protectionPool: 0, targetLp: 10 }));
    // Critical (.01): 2 Damage, no Protection dice: 2 + 1 = 3 LP
    expect(odds.lpLoss[3]).toBeCloseTo(0.01, 12);
    expect(odds.lpLoss[1]).toBeCloseTo(2 * 0.1 * 0.9, 12);
    expect(odds.lpLoss[0]).toBeCloseTo(0.81, 12);
  });

  it('keeps the Critical Life Point when the Protection Roll saves every Damage', () => {
    const odds = attackOdds(dice({ attackPool: 2, aceOn: 10, protectionPool: 10, targetLp: 10 }));
    // only misses and fully saved Successes lose nothing; a Critical always costs at least 1 LP
    expect(odds.lpLoss[0]).toBeCloseTo(0.81 + 0.18 * (1 - 0.6 ** 10), 12);
    // a Critical whose 2 Damage are saved loses exactly the 1 LP: 10 Protection dice with ≥ 2 Aces or a Critical
    expect(odds.lpLoss[1]).toBeGreaterThan(0.01 * 0.9);
  });

  it('adds 1 Damage for a Fumbled Protection Roll', () => {
    // one Protection die: 1 → Fumble (+1), 7..10 → −1 (10 alone is a Success, not a Critical)
    const loss = protectedLoss(2, 1, 0);
    expect(loss.get(3)).toBeCloseTo(0.1, 12);
    expect(loss.get(2)).toBeCloseTo(0.5, 12);
    expect(loss.get(1)).toBeCloseTo(0.4, 12);
    expect(loss.get(0)).toBeUndefined();
  });

  it('adds an extra Ace for a Critical Protection Roll', () => {
    // two dice: 10 + Ace = Critical: 2 Aces + 1 = 3 saved
    const loss = protectedLoss(3, 2, 0);
    expect(loss.get(0)).toBeCloseTo(0.1 * 0.4, 12);
  });

  it('makes no Protection Roll for 0 Damage', () => {
    expect([...protectedLoss(0, 5, 0)]).toEqual([[0, 1]]);
    expect([...protectedLoss(-2, 0, 0)]).toEqual([[0, 1]]);
  });

  it('never loses more Life Points than the target has', () => {
    const odds = attackOdds(dice({ attackPool: 10, aceOn: 2, damage: 5, protectionPool: 0, targetLp: 3 }));
    expect(odds.lpLoss).toHaveLength(4);
    expect(odds.killChance).toBeCloseTo(odds.lpLoss[3]!, 12);
    expect(odds.expectedLpLoss).toBeLessThanOrEqual(3);
    // 10 dice on 2+: at least 1 Ace unless all ten dice show 1: any hit kills
    expect(odds.killChance).toBeCloseTo(1 - 0.1 ** 10, 12);
  });

  it('cannot kill what has no Life Points left to lose', () => {
    expect(attackOdds(dice({ targetLp: 0 })).lpLoss).toHaveLength(1);
  });
});
