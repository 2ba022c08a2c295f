/**
 * Living Tide (the Thalassic Messenger, The Vatican): it re-rolls its missed dice, never the Destiny Dice, on its
 * Drown and Dive rolls (unique/reroll-rules.ts). Vampire Hunter (Thomas Thieme) re-rolls Attack Rolls against a
 * target with no Will Points left (unique/target-rerolls.ts).
 */
import { ATTACK_REROLL, RULE_REROLL } from '../../rolls/roll-hooks.ts';
import { plugin } from '../../state/rule-book.ts';
import { missesRerolled } from '../unique/reroll-rules.ts';
import { vampireHunter } from '../unique/target-rerolls.ts';

/** The Vatican re-rolls as a plug-in of the rule book. */
export const VATICAN_REROLLS_PLUGIN = plugin('Vatican re-rolls', (add) => {
  add(RULE_REROLL, missesRerolled('Living Tide', ['drown', 'dive']));
  add(ATTACK_REROLL, vampireHunter);
});
