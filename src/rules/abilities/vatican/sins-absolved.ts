/**
 * Let Your Sins Be Absolved (the Eater of Sin, The Vatican): a hit of its Compelled Confession that deals at least 1
 * Damage also takes 1 Will Point from the target (HIT_TAKEN hook). Reading: the Damage before the Protection Roll, as
 * "deals" says of a weapon's hit; a target with no Will Point loses none.
 */
import type { HitReport } from '../../character/ability-types.ts';
import { HIT_TAKEN } from '../../character/hooks.ts';
import { holdsUnique } from '../../character/stats.ts';
import { plugin } from '../../state/rule-book.ts';
import { takeWillPoint } from '../unique/hit-rules.ts';

/** The Will Point the target of the Compelled Confession loses. */
export function sinsAbsolved(hit: HitReport): void {
  const { m, attacker, target, weapon } = hit;
  if (weapon.name !== 'Compelled Confession' || hit.damage < 1) return;
  if (!holdsUnique(m, attacker, 'Let Your Sins Be Absolved')) return;
  takeWillPoint(m, target, attacker, 'Let Your Sins Be Absolved');
}

/** Let Your Sins Be Absolved as a plug-in of the rule book. */
export const SINS_ABSOLVED_PLUGIN = plugin('Let Your Sins Be Absolved', (add) => {
  add(HIT_TAKEN, sinsAbsolved);
});
