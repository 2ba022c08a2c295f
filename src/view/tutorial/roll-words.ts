/**
 * A roll told the way a newcomer learns it (rulebook "Dice Rolls", "Successes, Failures, Criticals & Fumbles"): how
 * many D10 and why, what makes an Ace, the Destiny Dice, and the result. No Phaser here.
 */
import type { MatchEvent } from '../../rules/index.ts';

type RollEvent = Extract<MatchEvent, { type: 'roll' }>;

const RESULT: Record<string, string> = {
  success: 'at least one Ace: a Success',
  fail: 'no Ace: a Fail',
  critical: 'the Destiny Dice shows 10 and another die is an Ace: a Critical, better than a Success',
  fumble: 'no Ace and the Destiny Dice shows 1: a Fumble, worse than a Fail',
};

/**
 * One roll in words, e.g. "6 D10 (DEXTERITY 6), an Ace on 7 or more: 7 9 2 8 1 10 — 4 Aces. The first die, the
 * Destiny Dice, shows 7. 4 Aces: at least one Ace: a Success."
 */
export function rollWords(e: RollEvent, name: (id: string) => string): string {
  if (e.dice.length === 0) return `${name(e.character)} has no dice left to roll: a Fail.`;
  const why = e.modifiers.length > 0 ? ` (${e.modifiers.join(', ')})` : '';
  const aces = `${e.aces} Ace${e.aces === 1 ? '' : 's'}`;
  const need = e.aceModifiers?.length ? ` (${e.aceModifiers.join(', ')})` : '';
  const against = e.opposedBy
    ? ` ${name(e.opposedBy.character)} rolled against it first: each of its ${e.opposedBy.aces} Aces took a die away.`
    : '';
  return (
    `${name(e.character)} rolls ${e.dice.length} D10${why}, an Ace on ${e.aceOn} or more${need}: ${e.dice.join(' ')} — ` +
    `${aces}.${against} The first die is the Destiny Dice: ${e.dice[0]}. ${RESULT[e.result] ?? e.result}.`
  );
}
