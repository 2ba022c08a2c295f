/**
 * Slavering Horror (The Abberation, Gifted): it re-rolls its missed dice, never the Destiny Dice, on its Combat
 * (attacks, Attacks of Opportunity), Drown and Grapple rolls, whether or not the target is Brave (unique/reroll-rules.ts:
 * a rule's re-roll, which Brave does not cancel). Vindictive (Mezzetino) and Annoying Tune (Coviello) re-roll Attack
 * Rolls against one character (unique/target-rerolls.ts).
 */
import { HIT_TAKEN } from '../../character/hooks.ts';
import { ATTACK_REROLL, RULE_REROLL } from '../../rolls/roll-hooks.ts';
import { plugin } from '../../state/rule-book.ts';
import { missesRerolled } from '../unique/reroll-rules.ts';
import { annoyingTune, rememberGrudge, vindictive } from '../unique/target-rerolls.ts';

/** The Gifted re-rolls as a plug-in of the rule book. */
export const GIFTED_REROLLS_PLUGIN = plugin('Gifted re-rolls', (add) => {
  add(
    RULE_REROLL,
    missesRerolled('Slavering Horror', ['attack', 'attack-of-opportunity', 'drown', 'grapple']),
  );
  add(HIT_TAKEN, rememberGrudge);
  add(ATTACK_REROLL, vindictive);
  add(ATTACK_REROLL, annoyingTune);
});
