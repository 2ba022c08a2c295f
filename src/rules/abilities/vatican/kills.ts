/** Renewed Vigour (Father Baumgartner) as a plug-in of the rule book (unique/kill-rewards.ts). */
import { HIT_TAKEN } from '../../character/hooks.ts';
import { plugin } from '../../state/rule-book.ts';
import { renewedVigour } from '../unique/kill-rewards.ts';

/** The Vatican's rewards for a kill as a plug-in of the rule book. */
export const VATICAN_KILLS_PLUGIN = plugin('Vatican rewards for a kill', (add) => {
  add(HIT_TAKEN, renewedVigour);
});
