/**
 * Pending decisions (DESIGN §3.1): what may answer each one, and whether an answer fits.
 */
import type { Command, DecisionAnswer } from './commands.ts';
import type { ChoiceOption, ChoicePurpose, PendingDecision } from './pending-decisions.ts';

/**
 * Ask `gang` a `choose` decision (`purpose`) about the character `character` among `options`, and return the id of
 * the option picked — the first (declining) one when the answer is no pick.
 */
export function* askToChoose(
  gang: string,
  character: string,
  purpose: ChoicePurpose,
  options: readonly ChoiceOption[],
): Generator<PendingDecision, string, Command> {
  const answer = yield { type: 'choose', gang, character, purpose, options };
  return answer.type === 'decide' && answer.decision === 'choose' ? answer.option : options[0]!.id;
}

/** Every answer the engine accepts for decision `d`. */
export function answersOf(d: PendingDecision): DecisionAnswer[] {
  if (d.type === 'guard-attack') {
    return [true, false].map((accept) => ({
      type: 'decide' as const,
      decision: 'guard-attack' as const,
      character: d.character,
      accept,
    }));
  }
  if (d.type === 'deploy') return [declineOf(d)];
  if (d.type === 'choose') {
    return d.options.map((o) => ({
      type: 'decide' as const,
      decision: 'choose' as const,
      character: d.character,
      option: o.id,
    }));
  }
  return Array.from({ length: d.max + 1 }, (_, amount) => ({
    type: 'decide' as const,
    decision: 'will-points' as const,
    character: d.character,
    amount,
  }));
}

/** The answer that declines `d`: no Will Points, no guard attack, the first option of a choice, Auto-deploy. */
export function declineOf(d: PendingDecision): DecisionAnswer {
  if (d.type === 'deploy') {
    return { type: 'decide', decision: 'deploy', character: d.character, placements: d.suggested };
  }
  if (d.type === 'guard-attack') {
    return { type: 'decide', decision: 'guard-attack', character: d.character, accept: false };
  }
  if (d.type === 'choose') {
    return { type: 'decide', decision: 'choose', character: d.character, option: d.options[0]!.id };
  }
  return { type: 'decide', decision: 'will-points', character: d.character, amount: 0 };
}

/** Why `a` does not answer `d`, or null when it does. */
export function answerProblem(d: PendingDecision, a: DecisionAnswer): string | null {
  if (a.decision !== d.type) return `waiting for a ${d.type} decision`;
  if (a.character !== d.character) return `the decision is ${d.character}'s`;
  if (a.decision === 'will-points' && d.type === 'will-points') {
    if (!Number.isInteger(a.amount) || a.amount < 0 || a.amount > d.max) {
      return `Will Points must be a whole number from 0 to ${d.max}`;
    }
  }
  if (a.decision === 'deploy' && d.type === 'deploy') {
    const ids = a.placements.map((p) => p.character);
    const missing = d.characters.find((c) => !ids.includes(c));
    if (missing) return `${missing} is not set up`;
    const stranger = ids.find((c) => !d.characters.includes(c));
    if (stranger) return `${stranger} is not one of the figures to set up here`;
    const twice = ids.find((c, k) => ids.indexOf(c) !== k);
    if (twice) return `${twice} is set up twice`;
  }
  if (a.decision === 'choose' && d.type === 'choose' && !d.options.some((o) => o.id === a.option)) {
    return `no option "${a.option}"; choose one of ${d.options.map((o) => o.id).join(', ')}`;
  }
  return null;
}
