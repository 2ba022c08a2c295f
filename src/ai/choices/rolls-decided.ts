/**
 * The AI's answers to the rules that decide anyone's roll nearby (src/rules/abilities/unique/rolls-decided.ts):
 * - `all-according-to-plan` (Colombina): a friend's roll becomes a single Ace when its dice give less than an even
 *   chance of a Success; an enemy's Attack, Protection, Magic or Opposed Roll does when its dice expect at least
 *   {@link PLAN_ENEMY_ACES} Aces (those rolls count their Aces); never an enemy's Basic Roll (a single Ace is a sure
 *   Success there). Otherwise the dice are rolled;
 * - `probable-statistic` (the Doctor of Divine Probabilities): a friend's Destiny Dice reads 10 and an enemy's 1
 *   when that turns the roll's result — a Fail into a Success, a Success into a Critical or back — or when the roll
 *   counts its Aces (Attack, Protection, Magic, Opposed); else the Will Point is kept.
 */
import {
  aceChance,
  type ChoiceDecision,
  destinySetTo,
  gangOf,
  type Match,
  resultChances,
  rollAskedAbout,
} from '../../rules/index.ts';
import type { Answer } from '../types.ts';

/** Aces an enemy's roll must expect for Colombina to make it a single Ace instead. */
export const PLAN_ENEMY_ACES = 2.5;

/** The kinds of roll whose Aces count beyond the first (Damage, saves, spells, dice removed). */
const ACES_COUNT = new Set(['attack', 'protection', 'magic', 'opposed']);

const pick = (d: ChoiceDecision, option: string, why: string): Answer => ({
  command: { type: 'decide', decision: 'choose', character: d.character, option },
  why,
});

/** The AI's answer to `all-according-to-plan` (see the module comment). */
export function answerAllAccordingToPlan(m: Match, d: ChoiceDecision): Answer {
  const asked = rollAskedAbout(m);
  if (!asked) return pick(d, 'roll', 'All According to Plan: the dice are rolled');
  const { pool, aceOn, kind } = asked.about;
  const chances = resultChances(pool, aceOn);
  const success = chances.success + chances.critical;
  if (gangOf(m, asked.roller) === d.gang) {
    return success < 0.5
      ? pick(
          d,
          'ace',
          `All According to Plan: a sure Ace for ${d.character} (${Math.round(success * 100)} % by dice)`,
        )
      : pick(d, 'roll', `All According to Plan: ${d.character}'s dice are likely enough`);
  }
  const expected = pool * aceChance(aceOn);
  return ACES_COUNT.has(kind) && expected >= PLAN_ENEMY_ACES
    ? pick(
        d,
        'ace',
        `All According to Plan: ${d.character}'s ${expected.toFixed(1)} Aces expected become one`,
      )
    : pick(d, 'roll', `All According to Plan: kept for a better roll than ${d.character}'s`);
}

/** The AI's answer to `probable-statistic` (see the module comment). */
export function answerProbableStatistic(m: Match, d: ChoiceDecision): Answer {
  const asked = rollAskedAbout(m);
  if (!asked?.roll) return pick(d, 'none', 'Probable Statistic: nothing to set');
  const friend = gangOf(m, asked.roller) === d.gang;
  const option = friend ? 'ten' : 'one';
  if (!d.options.some((o) => o.id === option))
    return pick(d, 'none', 'Probable Statistic: no change for the better');
  const after = destinySetTo(asked.roll, friend ? 10 : 1);
  return after.result !== asked.roll.result || ACES_COUNT.has(asked.about.kind)
    ? pick(
        d,
        option,
        `Probable Statistic: ${d.character}'s Destiny Dice reads ${friend ? 10 : 1} (${after.result})`,
      )
    : pick(d, 'none', 'Probable Statistic: the Will Point is worth more than this roll');
}
