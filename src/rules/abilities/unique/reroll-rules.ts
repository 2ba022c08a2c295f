/**
 * Re-rolls printed as unique abilities (rulebook "Dice Rolls", "Re-rolls"), as entries of the RULE_REROLL hook point
 * (rolls/roll-hooks.ts) a faction's plug-in registers: every missed die re-rolled on rolls of some purposes, or the
 * Destiny Dice re-rolled. Readings: "failed dice" are the dice that scored no Ace, never the Destiny Dice (as every
 * re-roll of missed dice); a re-roll of the Destiny Dice that asks nobody is taken when it shows a 1 (the worst face:
 * never an Ace, a Fumble without Aces), as Vatican Apostate's, so it can only help.
 */

import { holdsUnique as holds } from '../../character/stats.ts';
import { type Roll, reroll } from '../../core/dice.ts';
import type { Match } from '../../state/match-state.ts';

/** A RULE_REROLL entry. */
export type RerollRule = (
  m: Match,
  eid: number,
  roll: Roll,
  purpose: string,
) => { roll: Roll; label: string | null };

/** `name`: a holder re-rolls every missed die but the Destiny Dice of its rolls made for one of `purposes`. */
export function missesRerolled(name: string, purposes: readonly string[]): RerollRule {
  return (m, eid, roll, purpose) => {
    if (!purposes.includes(purpose) || !holds(m, eid, name)) return { roll, label: null };
    const misses = roll.dice.flatMap((d, i) => (i > 0 && !d.ace && !d.rerolled ? [i] : []));
    if (misses.length === 0) return { roll, label: null };
    return { roll: reroll(m.dice, roll, misses), label: `${name}: re-roll ${misses.length}` };
  };
}

/** `name`: a holder re-rolls the Destiny Dice of any of its rolls when it shows a 1. */
export function destinyRerolled(name: string): RerollRule {
  return (m, eid, roll) => {
    const destiny = roll.dice[0];
    if (destiny?.value !== 1 || destiny.rerolled || !holds(m, eid, name)) return { roll, label: null };
    return { roll: reroll(m.dice, roll, [0], true), label: `${name}: Destiny Dice re-rolled` };
  };
}
