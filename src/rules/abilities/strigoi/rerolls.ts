/**
 * Premonition (the Seer, Strigoi): it may re-roll the Destiny Dice of any of its own rolls — re-rolled when it shows a
 * 1 (unique/reroll-rules.ts, as Vatican Apostate). Rip and Tear (the Monstrous Stryx) re-rolls Attack Rolls against
 * the enemy it has clawed (unique/target-rerolls.ts).
 */
import { ATTACK_REROLL, RULE_REROLL } from '../../rolls/roll-hooks.ts';
import { plugin } from '../../state/rule-book.ts';
import { destinyRerolled } from '../unique/reroll-rules.ts';
import { ripAndTear } from '../unique/target-rerolls.ts';

/** The Strigoi re-rolls as a plug-in of the rule book. */
export const STRIGOI_REROLLS_PLUGIN = plugin('Strigoi re-rolls', (add) => {
  add(RULE_REROLL, destinyRerolled('Premonition'));
  add(ATTACK_REROLL, ripAndTear);
});
