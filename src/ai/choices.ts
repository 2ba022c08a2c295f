/**
 * AI answers to `choose` decisions (DESIGN §3.4): each purpose is judged by what it is worth to the answering gang.
 */
import type { Match } from '../rules/match.ts';
import type { ChoiceDecision, Command } from '../rules/types.ts';
import { answerChargeTarget } from './choices/charge-target.ts';
import { answerCounter } from './choices/counter.ts';
import { answerDisengageOpponent } from './choices/disengage-opponent.ts';
import { answerKnockbackDirection } from './choices/knockback-direction.ts';
import { answerOpportunityKind } from './choices/opportunity-kind.ts';
import { answerUnstableShift } from './choices/unstable-shift.ts';

/** The AI's pick among `d.options`, with a reason. Purposes without a judgement take the first option. */
export function answerChoice(m: Match, d: ChoiceDecision): { command: Command; why: string } {
  if (d.purpose === 'unstable-shift') return answerUnstableShift(m, d);
  if (d.purpose === 'charge-target') return answerChargeTarget(m, d);
  if (d.purpose === 'disengage-opponent') return answerDisengageOpponent(m, d);
  if (d.purpose === 'opportunity-kind') return answerOpportunityKind(m, d);
  if (d.purpose === 'counter') return answerCounter(m, d);
  if (d.purpose === 'knockback-direction') return answerKnockbackDirection(m, d);
  const pick = d.options[0]!;
  return {
    command: { type: 'decide', decision: 'choose', character: d.character, option: pick.id },
    why: `${d.purpose}: ${pick.label}`,
  };
}
