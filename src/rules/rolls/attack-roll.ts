/**
 * The Attack Roll with its re-rolls (rulebook "Dice Rolls", "Combat"; "Fear", "Parry"): the Will Point decision,
 * the dice, then the re-rolls, the attacker's first (it is the active side; all its re-rolls declared together:
 * Expert Offence / Expert Marksman up to X missed dice, or with Fear every missed die), then the target's forced
 * re-rolls (Parry (X)).
 *
 * Parry, our reading: "force your opponent to re-roll up to (X) dice from the Attack Roll" is the defender's
 * choice of dice; the defender gains only by re-rolling Aces, so the engine re-rolls up to X of the attacker's
 * Aces, never the Destiny Dice and never a die already re-rolled (each die once: rulebook "Dice Rolls"). The
 * attacker re-rolls first, so dice it re-rolled are safe from Parry. The order is the same for an Attack of
 * Opportunity made outside the attacker's turn (a simplification: the rulebook lets the active player go first).
 * A roll a rule makes without dice (roll.ts `madeInstead`) is neither re-rolled nor Parried; a rule that sets the dice
 * (roll.ts `rollSet`) comes after every re-roll.
 */

import type { Weapon } from '../../content/types.ts';
import { clampPool, type Roll, reroll, rerollMisses, rollDice } from '../core/dice.ts';
import type { Command, PendingDecision } from '../core/types.ts';
import type { Match } from '../state/match-state.ts';
import { ruleRerolls } from './reroll-pools.ts';
import {
  askWillPoints,
  emitRoll,
  madeInstead,
  poolLimitLabels,
  type RollSpec,
  rollSet,
  willLabels,
} from './roll.ts';
import { ATTACK_REROLL, destinyAmongRerolls } from './roll-hooks.ts';

/** What the re-rolls of one Attack Roll are. */
export interface AttackRerolls {
  /** The attacker re-rolls every missed die (Fear worked). */
  readonly allMisses: boolean;
  /** Aces the target forces the attacker to re-roll, and the ability's name. */
  readonly forced: number;
  readonly forcedSource: string;
  /** The character attacked and the weapon, for the re-rolls a rule gives against it (ATTACK_REROLL). */
  readonly against?: { readonly target: number; readonly weapon: Weapon };
}

/** Re-roll up to `count` Aces that are not the Destiny Dice and were not re-rolled (Parry). */
export function rerollAces(m: Match, roll: Roll, count: number): Roll {
  if (count <= 0) return roll;
  const aces = roll.dice.flatMap((d, i) => (i > 0 && d.ace && !d.rerolled ? [i] : [])).slice(0, count);
  return aces.length ? reroll(m.dice, roll, aces) : roll;
}

/** Make the Attack Roll of `eid` (see the module comment) and emit its `roll` event. */
export function* makeAttackRoll(
  m: Match,
  eid: number,
  spec: RollSpec,
  extra: AttackRerolls,
): Generator<PendingDecision, Roll, Command> {
  const instead = yield* madeInstead(m, eid, spec);
  if (instead) return instead;
  const wp = yield* askWillPoints(m, eid, spec);
  const pool = clampPool(spec.pool + wp);
  const modifiers = [...spec.modifiers, ...willLabels(wp), ...poolLimitLabels(spec.pool + wp)];
  let roll = rollDice(m.dice, spec.kind, pool, spec.aceOn);
  const own = extra.allMisses ? pool : (spec.rerolls ?? 0);
  if (own > 0) {
    const before = roll;
    const destiny = destinyAmongRerolls(
      m,
      eid,
      extra.allMisses ? 'every failed die' : (spec.rerollSource ?? ''),
    );
    roll = rerollMisses(m.dice, roll, own, destiny !== null);
    if (roll !== before) {
      modifiers.push(
        extra.allMisses
          ? 'Fear: re-roll every failed die'
          : `${spec.rerollSource ?? 'ability'}: re-roll ${own}`,
      );
      if (destiny && roll.dice[0]?.rerolled) modifiers.push(`${destiny}: the Destiny Dice too`);
    }
  }
  roll = ruleRerolls(m, eid, roll, spec.purpose, modifiers);
  if (extra.against)
    for (const f of m.book.all(ATTACK_REROLL)) {
      const after = f(m, eid, extra.against.target, extra.against.weapon, roll);
      if (after.label) modifiers.push(after.label);
      roll = after.roll;
    }
  if (extra.forced > 0) {
    const before = roll;
    roll = rerollAces(m, roll, extra.forced);
    if (roll !== before) modifiers.push(`${extra.forcedSource}: ${extra.forced} Aces re-rolled`);
  }
  roll = yield* rollSet(m, eid, spec, roll, modifiers);
  emitRoll(m, eid, spec, roll, pool, modifiers);
  return roll;
}
