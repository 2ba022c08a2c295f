/**
 * The AI's answers to pending decisions (DESIGN §3.1 "Decisions"), one per kind of decision the engine stops with
 * (src/rules/types.ts `PendingDecision`): Will Points before a roll (choices/will-points.ts), a Guard's Attack of
 * Opportunity (choices/guard-attack.ts), and a `choose` decision, answered by its purpose (choices.ts). The table
 * is exhaustive: a kind of decision the engine adds fails the type check here until it is given an answer.
 */
import type { Match, PendingDecision } from '../rules/index.ts';
import { answerGuardAttack } from './choices/guard-attack.ts';
import { answerDeploy } from './choices/setup.ts';
import { answerWillPoints } from './choices/will-points.ts';
import { answerChoice } from './choices.ts';
import type { Answer } from './types.ts';

/** Each kind of pending decision, by its `type`. */
type DecisionOfType = { [D in PendingDecision as D['type']]: D };

/** How the AI answers each kind of pending decision. */
export type DecisionAnswerers = {
  readonly [K in keyof DecisionOfType]: (m: Match, d: DecisionOfType[K]) => Answer;
};

/** The AI's answer to each kind of pending decision. */
export const DECISION_ANSWERS: DecisionAnswerers = {
  'will-points': answerWillPoints,
  'guard-attack': answerGuardAttack,
  choose: answerChoice,
  deploy: answerDeploy,
};

/** The answer of {@link DECISION_ANSWERS} to a decision of kind `type`. */
function answerOfKind<K extends keyof DecisionOfType>(m: Match, type: K, d: DecisionOfType[K]): Answer {
  return DECISION_ANSWERS[type](m, d);
}

/** The AI's answer to `d`, pending in match `m`, with a reason. */
export function answerDecision(m: Match, d: PendingDecision): Answer {
  return answerOfKind(m, d.type, d);
}
