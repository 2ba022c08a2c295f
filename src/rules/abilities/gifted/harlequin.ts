/**
 * The Harlequin's two abilities (Gifted):
 *
 * - **Mischievous**: an enemy within 3″ of it that spends Will Points on a roll rolls a die for each; each 7+ is a
 *   Will Point gone with no die added (rolls/roll-hooks.ts `WILL_POINTS_WASTED`). Reading: the Will Points added to
 *   rolls; a Will Point paid as a cost (a Controlled Landing, a spell) is not rolled for. Several Harlequins near one
 *   enemy: one die a Will Point all the same.
 * - **Maximum Fastness**: the modifiers (abilities, grants, auras) raise its DEXTERITY by 1 at most
 *   (character/hooks.ts `STAT_CEILING`); the dice Will Points add to a roll are no modifier and are not limited.
 */
import type { StatName } from '../../character/ability-types.ts';
import { STAT_CEILING } from '../../character/hooks.ts';
import { holdsUnique } from '../../character/stats.ts';
import { rollDice } from '../../core/dice.ts';
import { emitRoll } from '../../rolls/roll.ts';
import { WILL_POINTS_WASTED } from '../../rolls/roll-hooks.ts';
import type { Match } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { holdersNear } from '../unique/holders.ts';

/** Mischievous: a die for each Will Point an enemy within 3″ spends on a roll; 7+ wastes it. */
export function mischievous(m: Match, eid: number, amount: number): number {
  if (amount <= 0 || holdersNear(m, eid, 'Mischievous', 3, 'enemy').length === 0) return 0;
  const spec = {
    kind: 'basic' as const,
    purpose: 'mischievous',
    pool: amount,
    modifiers: ['Mischievous'],
    aceOn: 7,
  };
  const roll = rollDice(m.dice, 'basic', amount, 7);
  emitRoll(m, eid, spec, roll, amount, spec.modifiers);
  return roll.dice.filter((d) => d.value >= 7).length;
}

/** Maximum Fastness: DEXTERITY at most 1 above its value before the modifiers. */
export function maximumFastness(
  m: Match,
  eid: number,
  stat: StatName,
  value: number,
): { most: number; rule: string } | null {
  return stat === 'dex' && holdsUnique(m, eid, 'Maximum Fastness')
    ? { most: value + 1, rule: 'Maximum Fastness' }
    : null;
}

/** The Harlequin's abilities as a plug-in of the rule book. */
export const HARLEQUIN_PLUGIN = plugin('the Harlequin', (add) => {
  add(WILL_POINTS_WASTED, mischievous);
  add(STAT_CEILING, maximumFastness);
});
