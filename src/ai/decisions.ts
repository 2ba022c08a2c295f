/**
 * AI v0 answers to pending decisions. Will Points: spend a point while it adds at least 12 percentage points to
 * the chance of a useful result (Success or Critical; for a Protection Roll, of saving at least one Damage).
 */
import { type Command, gangOf, type Match, type PendingDecision, resultChances } from '../rules/index.ts';
import { answerChoice } from './choices.ts';

/** The AI's answer to `d`, pending in match `m`, with a reason. */
export function answerDecision(m: Match, d: PendingDecision): { command: Command; why: string } {
  if (d.type === 'choose') return answerChoice(m, d);
  if (d.type === 'guard-attack') {
    return {
      command: { type: 'decide', decision: 'guard-attack', character: d.character, accept: true },
      why: `${d.character} strikes from its guard at ${d.target}`,
    };
  }
  // Madness (rules/spells/madness.ts): the caster's side decides for an enemy's rolls, spending the enemy's own
  // Will Points; the AI spends them only on its attacks (the engine's pick turns them on its own friends).
  const roller = m.ids.get(d.character);
  if (roller !== undefined && gangOf(m, roller) !== d.gang && d.purpose !== 'attack') {
    return {
      command: { type: 'decide', decision: 'will-points', character: d.character, amount: 0 },
      why: `keep ${d.character}'s Will Points (${d.purpose})`,
    };
  }
  let amount = 0;
  const good = (wp: number) => {
    const c = resultChances(d.dice + wp, d.aceOn);
    return c.success + c.critical;
  };
  while (amount < d.max && good(amount + 1) - good(amount) >= 0.12) amount++;
  return {
    command: { type: 'decide', decision: 'will-points', character: d.character, amount },
    why: amount
      ? `spend ${amount} Will Point(s) on the ${d.purpose} roll`
      : `keep Will Points (${d.purpose})`,
  };
}
