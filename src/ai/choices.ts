/**
 * AI answers to `choose` decisions (DESIGN §3.4): each purpose is judged by what it is worth to the answering gang.
 */
import type { Match } from '../rules/match.ts';
import type { ChoiceDecision, Command } from '../rules/types.ts';

/** The AI's pick among `d.options`, with a reason. Purposes without a judgement take the first option. */
export function answerChoice(_m: Match, d: ChoiceDecision): { command: Command; why: string } {
  const pick = d.options[0]!;
  return {
    command: { type: 'decide', decision: 'choose', character: d.character, option: pick.id },
    why: `${d.purpose}: ${pick.label}`,
  };
}
