/**
 * Premonition (the Seer, Strigoi): it may re-roll the Destiny Dice of any of its own rolls — re-rolled when it shows a
 * 1 (unique/reroll-rules.ts, as Vatican Apostate).
 */
import { RULE_REROLL } from '../../rolls/roll-hooks.ts';
import { plugin } from '../../state/rule-book.ts';
import { destinyRerolled } from '../unique/reroll-rules.ts';

/** The Strigoi re-rolls as a plug-in of the rule book. */
export const STRIGOI_REROLLS_PLUGIN = plugin('Strigoi re-rolls', (add) => {
  add(RULE_REROLL, destinyRerolled('Premonition'));
});
