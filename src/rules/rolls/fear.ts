/**
 * Fear (X) and Brave (rulebook "Special Rules"). Before a Combat action of a character with Fear (an Attack of
 * Opportunity made as Combat too: it is a normal Combat action with every ability), the target makes a Basic MIND
 * roll with its MIND changed by X (at least 1 die), Aces on 7+. With an Ace, nothing happens; with none, the
 * attacker may re-roll its failed Attack Roll dice. A Brave target passes without rolling.
 *
 * The attacker's choice is automatic: re-rolling a die that missed can never lose an Ace, and more Aces never
 * hurt the attacker (more Damage, a Critical needs them), so it always re-rolls every failed die but the Destiny
 * Dice, which is never re-rolled (rulebook "Dice Rolls").
 */

import { statDice, statOf } from '../character/stats.ts';
import { traitOf } from '../character/traits.ts';
import { signed } from '../core/modifier-words.ts';
import { aceDistribution } from '../core/probability.ts';
import type { Command, PendingDecision } from '../core/types.ts';
import { emit, idOf, type Match, nameOf } from '../state/match-state.ts';
import { hookPoint } from '../state/rule-book.ts';
import { makeRoll } from './roll.ts';

/** The dice of the target's MIND roll against Fear (X): MIND + X, at least 1. */
export function fearPool(m: Match, target: number, x: number): number {
  return Math.max(1, statOf(m, target, 'mind') + x);
}

/**
 * Chance (0..1, no Will Points) that the target's Fear roll scores no Ace, so that the attacker re-rolls its
 * failed dice; 0 for a Brave target.
 */
export function fearChance(m: Match, target: number, x: number): number {
  if (traitOf(m, target, 'fearless').has) return 0;
  return aceDistribution(fearPool(m, target, x), 7)[0] ?? 0;
}

/**
 * The target's Basic MIND roll against the attacker's Fear (X) (it may spend Will Points on it).
 * @returns true when the roll scored no Ace: the attacker re-rolls its failed dice.
 */
export function* fearRoll(
  m: Match,
  attacker: number,
  target: number,
  x: number,
): Generator<PendingDecision, boolean, Command> {
  const brave = traitOf(m, target, 'fearless');
  if (brave.has) {
    emit(m, { type: 'ability', character: idOf(m, target), ability: brave.source, effect: 'is not afraid' });
    return false;
  }
  const mind = statDice(m, target, 'mind');
  const pool = fearPool(m, target, x);
  const held = pool - (mind.dice + x);
  const roll = yield* makeRoll(m, target, {
    kind: 'basic',
    purpose: 'fear',
    pool,
    modifiers: [
      ...mind.labels,
      `Fear (${signed(x)}) of ${nameOf(m, attacker)}`,
      ...(held > 0 ? [`Fear: to a minimum of 1 ${signed(held)}`] : []),
    ],
    aceOn: 7,
  });
  if (roll.aces === 0) for (const f of m.book.all(FEAR_TEST_FAILED)) f(m, attacker, target);
  return roll.aces === 0;
}

/** `target` scored no Ace on its Basic MIND roll against `attacker`'s Fear (Be Thou Afraid?). */
export const FEAR_TEST_FAILED =
  hookPoint<(m: Match, attacker: number, target: number) => void>('fear test failed');
