/**
 * Will Points as a strong player spends them (src/ai/choices/will-points.ts): all it may on a Protection Roll
 * against Damage that would take it out, and in the last round whenever a point adds anything; else only while a
 * point adds 0.12 to the chance of a useful result.
 */
import { describe, expect, it } from 'vitest';
import { answerWillPoints, damageAtStake, lifeAtStake } from '../../../src/ai/choices/will-points.ts';
import type { WillPointsDecision } from '../../../src/rules/core/types.ts';
import { scenarioOf } from '../../../src/rules/index.ts';
import { arena, CITIZEN, combat, ESCORT } from '../../rules/helpers/arena.ts';

/** The Escort strikes the citizen (3 Will Points, `lp` Life Points) with three Aces; the Protection Roll waits. */
function struck(lp: number) {
  const a = arena({
    rows: ['....', '....'],
    figures: {
      brute: { gang: 0, profile: ESCORT, at: [2, 0] },
      hero: { gang: 1, profile: CITIZEN, at: [1, 0], wp: 3, lp },
    },
  });
  a.ok(combat(a, 'brute', 'hero'), 9, 9, 9);
  const d = a.m.pending as WillPointsDecision;
  expect(d).toMatchObject({ type: 'will-points', kind: 'protection', character: a.id('hero') });
  return { a, d };
}

describe('Will Points at stake', () => {
  it('spends all it may on a Protection Roll against Damage that would take it out', () => {
    const { a, d } = struck(1);
    expect(lifeAtStake(a.m, d, a.eid('hero'))).toBe(true);
    expect(answerWillPoints(a.m, d).command).toMatchObject({ amount: d.max });
    expect(d.max).toBe(2);
  });

  it('keeps them against Damage it lives through, when a point adds less than 0.12', () => {
    const { a, d } = struck(30);
    expect(lifeAtStake(a.m, d, a.eid('hero'))).toBe(false);
    expect(d.dice).toBe(3);
    expect(answerWillPoints(a.m, d).command).toMatchObject({ amount: 0 });
  });

  it('spends for less against Damage that takes a large share of its Life Points', () => {
    const far = struck(30);
    const near = struck(8);
    const share = damageAtStake(near.a.m, near.d, near.a.eid('hero'));
    expect(share).toBeGreaterThan(0.3);
    expect(share).toBeLessThan(1);
    expect(damageAtStake(far.a.m, far.d, far.a.eid('hero'))).toBeCloseTo((share * 8) / 30, 9);
    const spent = (x: ReturnType<typeof struck>) =>
      (answerWillPoints(x.a.m, x.d).command as { amount: number }).amount;
    expect(spent(far)).toBe(0);
    expect(spent(near)).toBeGreaterThan(0);
  });

  it('spends them in the last round, where a point kept is worth nothing', () => {
    const { a, d } = struck(30);
    a.m.round = scenarioOf(a.m.setup.scenario).rounds;
    expect(answerWillPoints(a.m, d).command).toMatchObject({ amount: 2 });
  });
});

describe('Will Points against a Drown', () => {
  /** The opposed roll of a Drown of the citizen (`lp` Life Points) standing on `row`. */
  function drowned(row: string, lp: number) {
    const a = arena({
      rows: [row, '....'],
      figures: {
        hero: { gang: 0, profile: CITIZEN, at: [1, 0], wp: 3, lp },
        rival: { gang: 1, profile: ESCORT, at: [3, 1] },
      },
    });
    const d: WillPointsDecision = {
      type: 'will-points',
      gang: a.m.setup.gangs[0]!.id,
      character: a.id('hero'),
      purpose: 'drown',
      kind: 'opposed',
      dice: 3,
      aceOn: 7,
      max: 2,
    };
    return { a, d };
  }

  it('spends all it may swimming with Life Points a Drown can take at one stroke (no Protection Roll follows)', () => {
    const { a, d } = drowned('~~~~', 4);
    expect(lifeAtStake(a.m, d, a.eid('hero'))).toBe(true);
    expect(answerWillPoints(a.m, d).command).toMatchObject({ amount: 2 });
  });

  it('keeps them with Life Points to spare, or out of the water', () => {
    const deep = drowned('~~~~', 12);
    expect(answerWillPoints(deep.a.m, deep.d).command).toMatchObject({ amount: 0 });
    const dry = drowned('....', 4);
    expect(lifeAtStake(dry.a.m, dry.d, dry.a.eid('hero'))).toBe(false);
  });
});
