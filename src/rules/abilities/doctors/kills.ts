/** Flesh Golem (The Unholy Union) as a plug-in of the rule book (unique/kill-rewards.ts). */
import { HIT_TAKEN } from '../../character/hooks.ts';
import { plugin } from '../../state/rule-book.ts';
import { fleshGolem } from '../unique/kill-rewards.ts';

/** The Doctors' rewards for a kill as a plug-in of the rule book. */
export const DOCTOR_KILLS_PLUGIN = plugin('Doctor rewards for a kill', (add) => {
  add(HIT_TAKEN, fleshGolem);
});
