/**
 * Vatican abilities read after a hit, as Damage is taken, as a character falls or a turn ends, and against Stun and
 * Poisoned weapons (unique/kill-rewards.ts, unique/damage-rules.ts, unique/deaths-and-turn-ends.ts): Renewed Vigour,
 * Killing Blow, Communion for the Sinless, Stoneskin, Keeper of the Fire of the Persecution, Born of Blood, Infernal
 * Ally, Burn With The Fire of Charity, as a hit lands (unique/hit-rules.ts): Holy Grace, Exorcism, Bifurcation; and
 * about Will Points (unique/will-rules.ts): Impart Will, Heavenly Vision; and the Witch-hunters, Cosmic Harmony,
 * Masterful Summoning and Be Thou Afraid? (unique/vatican-and-patrician-turns.ts).
 */
import { TURN_ENDED } from '../../character/flow-hooks.ts';
import { HIT_TAKEN, PASSIVE_BOONS, ROUND_START, TURN_START } from '../../character/hooks.ts';
import { CASUALTY, LIFE_LOST } from '../../character/life-points.ts';
import { REGAINED } from '../../character/regain.ts';
import { EXTRA_DAMAGE, HIT_LANDS, TAKEN_OUT_OUTRIGHT } from '../../combat/combat-hooks.ts';
import { COMMAND_SIGHT_WAIVED } from '../../command/command-hooks.ts';
import { DISPELS_AS_MAGE } from '../../magic/magic-hooks.ts';
import { FEAR_TEST_FAILED } from '../../rolls/fear.ts';
import { DAMAGE_TAKEN, NO_WILL_POINTS } from '../../rolls/roll-hooks.ts';
import { plugin } from '../../state/rule-book.ts';
import { OWN_MIND_ONLY } from '../common/character.ts';
import { WEAPON_EFFECT_SHRUGGED } from '../common/poison.ts';
import { barsWill, dispelsAs } from '../unique/anti-magic.ts';
import { keeperOfTheFire, stoneskin } from '../unique/damage-rules.ts';
import { bornOfBlood, burnWithTheFire, infernalAlly } from '../unique/deaths-and-turn-ends.ts';
import { bifurcation, exorcism, holyGrace } from '../unique/hit-rules.ts';
import { communionForTheSinless, killingBlow, renewedVigour } from '../unique/kill-rewards.ts';
import {
  beThouAfraid,
  cosmicHarmony,
  masterfulSummoning,
  psychicCommunion,
  searchesYourSoul,
  WITCH_HUNTERS,
} from '../unique/vatican-and-patrician-turns.ts';
import { candidSoul, heavenlyVision, impartWill } from '../unique/will-rules.ts';

/** These Vatican abilities as a plug-in of the rule book. */
export const VATICAN_KILLS_PLUGIN = plugin('Vatican hits, Damage and deaths', (add) => {
  add(HIT_TAKEN, renewedVigour);
  add(HIT_TAKEN, killingBlow);
  add(HIT_TAKEN, communionForTheSinless);
  add(DAMAGE_TAKEN, stoneskin);
  add(EXTRA_DAMAGE, keeperOfTheFire);
  add(CASUALTY, bornOfBlood);
  add(TURN_ENDED, infernalAlly);
  add(WEAPON_EFFECT_SHRUGGED, burnWithTheFire.shrug);
  add(TURN_ENDED, burnWithTheFire.washAway);
  add(HIT_LANDS, holyGrace);
  add(HIT_LANDS, exorcism);
  add(TAKEN_OUT_OUTRIGHT, bifurcation);
  add(ROUND_START, impartWill);
  add(REGAINED, heavenlyVision);
  for (const w of WITCH_HUNTERS) {
    add(DISPELS_AS_MAGE, dispelsAs(w));
    add(NO_WILL_POINTS, barsWill(w));
  }
  add(TURN_START, cosmicHarmony);
  add(PASSIVE_BOONS, masterfulSummoning);
  add(FEAR_TEST_FAILED, beThouAfraid);
  add(COMMAND_SIGHT_WAIVED, psychicCommunion);
  add(LIFE_LOST, candidSoul);
  add(OWN_MIND_ONLY, searchesYourSoul);
});
