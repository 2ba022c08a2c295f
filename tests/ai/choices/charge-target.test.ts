/**
 * The AI's pick of the enemy a charge strikes (src/ai/choices/charge-target.ts): exact expected Life Points,
 * plus the chance to take the enemy out, with Penetration −5 from above.
 */
import { describe, expect, it } from 'vitest';
import { chargeWorth, KILL_WORTH } from '../../../src/ai/choices/charge-target.ts';
import { answerChoice } from '../../../src/ai/choices.ts';
import { answerDecision } from '../../../src/ai/decisions.ts';
import { chargeOdds } from '../../../src/rules/combat/opportunity.ts';
import type { ChoiceDecision, PendingDecision } from '../../../src/rules/core/types.ts';
import { type Arena, arena, CITIZEN, type FigureSpec, moveTo } from '../../rules/helpers/arena.ts';

function choice(d: PendingDecision | null): ChoiceDecision {
  if (d?.type !== 'choose') throw new Error(`expected a choose decision, got ${d?.type ?? 'none'}`);
  return d;
}

/** Red charges into (3, 1), touching blue1 at (4, 0) and blue2 at (4, 2). */
function charge(blue1: Partial<FigureSpec>, blue2: Partial<FigureSpec>): Arena {
  const a = arena({
    rows: ['........', '........', '........'],
    figures: {
      red: { gang: 0, profile: CITIZEN, at: [0, 1] },
      blue1: { gang: 1, profile: CITIZEN, at: [4, 0], ...blue1 },
      blue2: { gang: 1, profile: CITIZEN, at: [4, 2], ...blue2 },
    },
  });
  a.ok(moveTo(a, 'red', 3, 1));
  return a;
}

describe('the AI picks the enemy a charge strikes', () => {
  it('weighs the chance to take an enemy out above a few more Life Points', () => {
    // blue1: PROTECTION 1, the engine's pick by expected Life Points; blue2 has 1 Life Point left
    const a = charge({ stats: { protection: 1 } }, { lp: 1 });
    const d = choice(a.m.pending);
    expect(d.options[0]!.figure).toBe(a.id('blue1'));
    const red = a.eid('red');
    const tough = chargeOdds(a.m, red, a.eid('blue1'), false)!;
    const weak = chargeOdds(a.m, red, a.eid('blue2'), false)!;
    expect(tough.expectedLpLoss).toBeGreaterThan(weak.expectedLpLoss);
    expect(chargeWorth(a.m, red, d.options[1]!, 0).worth).toBeCloseTo(
      weak.expectedLpLoss + KILL_WORTH * weak.killChance,
      12,
    );
    const answer = answerChoice(a.m, d);
    expect(answer.command).toEqual({
      type: 'decide',
      decision: 'choose',
      character: a.id('red'),
      option: a.id('blue2'),
    });
    expect(answer.why).toBe('the charge strikes Citizen 2: 0.7 Life Points expected, 65% to take it out');
    // The same through the AI's door for every pending decision; the engine takes the answer.
    expect(answerDecision(a.m, d).command).toEqual(answer.command);
    a.ok(answer.command, 4, 2, 2, 2, 2, 2);
    expect(a.lp('blue2')).toBe(0);
  });

  it('keeps the first option on a tie', () => {
    const a = charge({}, {});
    const d = choice(a.m.pending);
    const answer = answerChoice(a.m, d);
    expect(answer.command).toMatchObject({ option: d.options[0]!.id });
  });

  it('counts Penetration −5 only for a charge from above', () => {
    const a = arena({
      rows: ['........', '...3....', '........'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [3, 1, 3] },
        blue1: { gang: 1, profile: CITIZEN, at: [4, 0] },
        blue2: { gang: 1, profile: CITIZEN, at: [4, 2] },
      },
    });
    a.ok(moveTo(a, 'red', 4, 1), 7, 2, 2, 2);
    const d = choice(a.m.pending);
    const red = a.eid('red');
    const above = chargeWorth(a.m, red, d.options[0]!, 3);
    const level = chargeWorth(a.m, red, d.options[0]!, null);
    expect(above.worth).toBeGreaterThan(level.worth);
    expect(above.worth).toBeCloseTo(chargeOdds(a.m, red, a.eid('blue1'), true)!.expectedLpLoss, 12);
  });

  it('gives no worth to an option that names nobody', () => {
    const a = charge({}, {});
    expect(chargeWorth(a.m, a.eid('red'), { id: 'x', label: 'x' }, 0).worth).toBe(Number.NEGATIVE_INFINITY);
  });
});
