/**
 * The previews of Grapple and Drown against the engine itself: every sequence of dice is played with forced dice
 * (a die is added whenever the engine asks for one more), weighted by its chance, and the totals must equal the
 * preview's exact figures.
 */
import { describe, expect, it } from 'vitest';
import { drownPreview, grapplePreview } from '../../src/rules/combat/grapple-preview.ts';
import { DiceExhaustedError } from '../../src/rules/core/dice.ts';
import type { RollResult } from '../../src/rules/core/types.ts';
import { type Arena, arena, CITIZEN, ofType } from './helpers/arena.ts';

/** Play `act` on a fresh arena for every dice sequence it may roll; `see` gets each finished arena and its chance. */
function everyRoll(make: () => Arena, act: (a: Arena) => void, see: (a: Arena, p: number) => void): void {
  const walk = (prefix: number[], p: number) => {
    const a = make();
    a.dice.queue(...prefix);
    try {
      act(a);
    } catch (e) {
      if (!(e instanceof DiceExhaustedError)) throw e;
      for (let v = 1; v <= 10; v++) walk([...prefix, v], p / 10);
      return;
    }
    see(a, p);
  };
  walk([], 1);
}

function resultOfActive(a: Arena, purpose: string): RollResult {
  const rolls = ofType(a.m.log, 'roll').filter((r) => r.purpose === purpose && r.opposedBy !== undefined);
  const basic = ofType(a.m.log, 'roll').filter((r) => r.purpose === purpose && r.kind === 'basic');
  return (rolls[0] ?? basic[0])!.result;
}

describe('previews match the engine over every roll', () => {
  it('Drown: chance of each result, Life Points expected for the target and the attacker', () => {
    const make = () =>
      arena({
        rows: ['....', '.~~.'],
        figures: {
          red: { gang: 0, profile: CITIZEN, at: [1, 0], stats: { attack: 2 } },
          blue: { gang: 1, profile: CITIZEN, at: [1, 1], stats: { attack: 1 }, lp: 5 },
        },
      });
    const first = make();
    const preview = drownPreview(first.m, first.eid('red'), first.eid('blue'));
    expect(preview.problem).toBeNull();
    expect([preview.pool, preview.opposedPool]).toEqual([2, 1]);
    const seen = { success: 0, fail: 0, critical: 0, fumble: 0 };
    let lost = 0;
    let self = 0;
    let kill = 0;
    everyRoll(
      make,
      (a) => a.ok({ type: 'drown', actor: a.id('red'), target: a.id('blue') }),
      (a, p) => {
        seen[resultOfActive(a, 'drown')] += p;
        lost += p * (5 - a.lp('blue'));
        self += p * (11 - a.lp('red'));
        if (!a.onBoard('blue')) kill += p;
      },
    );
    for (const k of ['success', 'fail', 'critical', 'fumble'] as const)
      expect(preview.chances[k]).toBeCloseTo(seen[k], 12);
    expect(preview.expectedLpLoss).toBeCloseTo(lost, 12);
    expect(preview.expectedSelfLoss).toBeCloseTo(self, 12);
    expect(preview.killChance).toBeCloseTo(kill, 12);
  });

  it('Grapple off a roof: where the target ends, its fall, Stunned, and the chance of a reversal', {
    timeout: 60_000,
  }, () => {
    const make = () =>
      arena({
        rows: ['4444......', '4444......', '4444......'],
        figures: {
          red: { gang: 0, profile: CITIZEN, at: [2, 1], stats: { attack: 2 } },
          blue: { gang: 1, profile: CITIZEN, at: [3, 1], stats: { attack: 1, dex: 1 }, lp: 6 },
        },
      });
    const to = [7.5, 1.5, 0] as const;
    const first = make();
    const preview = grapplePreview(first.m, first.eid('red'), first.eid('blue'), to);
    expect(preview.problem).toBeNull();
    const seen = { success: 0, fail: 0, critical: 0, fumble: 0 };
    const ends = new Map<string, number>();
    let lost = 0;
    let kill = 0;
    let stun = 0;
    let fell = 0;
    everyRoll(
      make,
      (a) => a.ok({ type: 'grapple', actor: a.id('red'), target: a.id('blue'), to }),
      (a, p) => {
        const result = resultOfActive(a, 'grapple');
        seen[result] += p;
        if (result === 'fumble') return; // the reversal waits for blue's pick of a spot
        const key = a.at('blue').join(',');
        ends.set(key, (ends.get(key) ?? 0) + p);
        lost += p * (6 - a.lp('blue'));
        if (!a.onBoard('blue')) kill += p;
        if (ofType(a.m.log, 'counter').some((c) => c.counter === 'stunned' && c.gained)) stun += p;
        if (ofType(a.m.log, 'fall').some((f) => f.inches > 1)) fell += p;
      },
    );
    expect(seen.fumble).toBeGreaterThan(0);
    for (const k of ['success', 'fail', 'critical', 'fumble'] as const)
      expect(preview.chances[k]).toBeCloseTo(seen[k], 12);
    expect(preview.reversalChance).toBeCloseTo(seen.fumble, 12);
    expect(preview.expectedLpLoss).toBeCloseTo(lost, 12);
    expect(preview.killChance).toBeCloseTo(kill, 12);
    expect(preview.stunChance).toBeCloseTo(stun, 12);
    expect(preview.fallChance).toBeCloseTo(fell, 12);
    expect(preview.fallChance).toBeGreaterThan(0);
    expect(preview.stunChance).toBeGreaterThan(preview.chances.critical);
    // the preview's places (a Fumble leaves the target where it is, as a Fail does)
    for (const e of preview.ends) {
      const key = [e.node.i + 0.5, e.node.j + 0.5, e.node.z].join(',');
      const extra = key === '3.5,1.5,4' ? seen.fumble : 0;
      expect(e.p).toBeCloseTo((ends.get(key) ?? 0) + extra, 12);
    }
  });
});
