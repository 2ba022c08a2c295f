/**
 * The AI's pick of the character that stops an enemy's disengage (src/ai/choices/disengage-opponent.ts): the exact
 * chance the Opposed DEXTERITY Roll fails, times what the Attack of Opportunity is worth.
 */
import { describe, expect, it } from 'vitest';
import { KILL_WORTH } from '../../../src/ai/choices/charge-target.ts';
import { CRITICAL_COST, holdWorth, STAY_WORTH } from '../../../src/ai/choices/disengage-opponent.ts';
import { answerChoice } from '../../../src/ai/choices.ts';
import { bestWeapon, oddsOf, planAttack } from '../../../src/rules/combat/combat.ts';
import { chancesOf, opposedOutcomes } from '../../../src/rules/core/probability.ts';
import type { ChoiceDecision, PendingDecision } from '../../../src/rules/core/types.ts';
import { type Arena, arena, CITIZEN, type FigureSpec, moveTo } from '../../rules/helpers/arena.ts';

const BARBER = 'the-guild-barber'; // 30 mm, D5, Engage, Straight Razor (Penetration −3)

function choice(d: PendingDecision | null): ChoiceDecision {
  if (d?.type !== 'choose') throw new Error(`expected a choose decision, got ${d?.type ?? 'none'}`);
  return d;
}

/** Red at (2, 1) touches blue1 (east) and blue2 (north) and runs away south-west. */
function leaving(
  blue1: Partial<FigureSpec>,
  blue2: Partial<FigureSpec>,
  red: Partial<FigureSpec> = {},
): Arena {
  const a = arena({
    rows: ['........', '........', '........', '........'],
    figures: {
      red: { gang: 0, profile: CITIZEN, at: [2, 1], ...red },
      blue1: { gang: 1, profile: CITIZEN, at: [3, 1], ...blue1 },
      blue2: { gang: 1, profile: CITIZEN, at: [2, 0], ...blue2 },
    },
  });
  a.ok(moveTo(a, 'red', 0, 3));
  return a;
}

describe('the AI picks who stops a disengage', () => {
  it('is the exact chance of a Fail or Fumble times the Attack of Opportunity, plus a Fumble, less a Critical', () => {
    const a = leaving({ stats: { attack: 6 } }, { stats: { dex: 6, attack: 1 } });
    const d = choice(a.m.pending);
    const red = a.eid('red');
    const blue1 = a.eid('blue1');
    const c = chancesOf(opposedOutcomes(4, 4, 7));
    const w = bestWeapon(a.m, blue1, red, { opportunity: true })!;
    const odds = oddsOf(a.m, planAttack(a.m, blue1, red, w, { opportunity: true }), red);
    const option = d.options.find((o) => o.figure === a.id('blue1'))!;
    expect(holdWorth(a.m, red, option).worth).toBeCloseTo(
      (c.fail + c.fumble) * (odds.expectedLpLoss + KILL_WORTH * odds.killChance) +
        STAY_WORTH * c.fumble -
        CRITICAL_COST * c.critical,
      12,
    );
  });

  it('prefers a strong attacker to a nimble one that barely hurts', () => {
    // The engine's pick is blue2 (DEXTERITY 6); blue1 (ATTACK 6) hurts far more when the disengage fails.
    const a = leaving({ stats: { attack: 6 } }, { stats: { dex: 6, attack: 1 } });
    const d = choice(a.m.pending);
    expect(d.gang).toBe('blue');
    expect(d.options[0]!.figure).toBe(a.id('blue2'));
    const answer = answerChoice(a.m, d);
    expect(answer.command).toEqual({
      type: 'decide',
      decision: 'choose',
      character: a.id('red'),
      option: a.id('blue1'),
    });
    expect(answer.why).toBe(
      'Citizen holds back Citizen: 33% the disengage fails, 3.1 Life Points expected from its Attack of Opportunity',
    );
  });

  it('prefers the one that makes the disengage more likely to fail when the attacks are alike', () => {
    const a = leaving({}, { stats: { dex: 6 } });
    const d = choice(a.m.pending);
    expect(answerChoice(a.m, d).command).toMatchObject({ option: a.id('blue2') });
  });

  it('picks Engage: the disengage fails for sure', () => {
    const a = leaving({ stats: { dex: 7 } }, { profile: BARBER });
    const d = choice(a.m.pending);
    const answer = answerChoice(a.m, d);
    expect(answer.command).toMatchObject({ option: a.id('blue2') });
    expect(answer.why).toContain('100% the disengage fails');
  });
});
