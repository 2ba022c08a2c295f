/**
 * The AI's Guard (rulebook "Guard"): a guarding character may make its Attack of Opportunity on an enemy that just
 * moved in its sight; the AI always makes it (the attack costs nothing, and the Guard has done its work).
 */
import type { GuardDecision, Match } from '../../rules/index.ts';
import type { Answer } from '../types.ts';

/** The AI's answer to a `guard-attack` decision: strike. */
export function answerGuardAttack(_m: Match, d: GuardDecision): Answer {
  return {
    command: { type: 'decide', decision: 'guard-attack', character: d.character, accept: true },
    why: `${d.character} strikes from its guard at ${d.target}`,
  };
}
