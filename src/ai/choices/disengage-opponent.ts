/**
 * The AI's pick of the character that stops an enemy's disengage (rulebook "Charging & Disengaging": the opposing
 * player picks one of their characters in base contact). Each option is worth, in Life Points, to the picking gang:
 * - the exact chance the disengage fails or is Fumbled (an Opposed DEXTERITY Roll, smaller base +1, Slippery and
 *   Engage; `disengageChances`), times what that character's Attack of Opportunity is worth: the exact expected
 *   Life Points it takes plus {@link KILL_WORTH} times the chance to take the enemy out;
 * - plus {@link STAY_WORTH} times the chance of a Fumble (the enemy stays where it is);
 * - minus {@link CRITICAL_COST} times the chance of a Critical (the enemy gets 2″ more).
 * Will Points are left out. Ties go to the option listed first (the engine's own pick).
 */
import {
  bestWeapon,
  type ChoiceDecision,
  type ChoiceOption,
  disengageChances,
  type Match,
  nameOf,
  oddsOf,
  planAttack,
} from '../../rules/index.ts';
import type { Answer } from '../types.ts';
import { KILL_WORTH } from './charge-target.ts';

/** Worth (in Life Points) of keeping the enemy in base contact after its Fumble. */
export const STAY_WORTH = 1;
/** Cost (in Life Points) of the 2″ a Critical adds to the enemy's move. */
export const CRITICAL_COST = 0.5;

/**
 * What it is worth to the opposing gang that the character of option `o` stops `mover` disengaging, and the
 * reason in plain words.
 */
export function holdWorth(m: Match, mover: number, o: ChoiceOption): { worth: number; why: string } {
  const foe = o.figure === undefined ? undefined : m.ids.get(o.figure);
  if (foe === undefined) return { worth: Number.NEGATIVE_INFINITY, why: 'nobody there' };
  const c = disengageChances(m, mover, foe);
  const held = c.fail + c.fumble;
  const how = { opportunity: true };
  const w = bestWeapon(m, foe, mover, how);
  const odds = w ? oddsOf(m, planAttack(m, foe, mover, w, how), mover) : null;
  const strike = odds ? odds.expectedLpLoss + KILL_WORTH * odds.killChance : 0;
  const worth = held * strike + STAY_WORTH * c.fumble - CRITICAL_COST * c.critical;
  const hurt = odds
    ? `${odds.expectedLpLoss.toFixed(1)} Life Points expected from its Attack of Opportunity`
    : 'no weapon reaches';
  return { worth, why: `${Math.round(held * 100)}% the disengage fails, ${hurt}` };
}

/** The AI's answer to a `disengage-opponent` decision: the character whose hold is worth most. */
export function answerDisengageOpponent(m: Match, d: ChoiceDecision): Answer {
  const mover = m.ids.get(d.character);
  let best = d.options[0]!;
  let why = 'the first one in base contact';
  if (mover !== undefined) {
    let bestWorth = holdWorth(m, mover, best);
    for (const o of d.options.slice(1)) {
      const w = holdWorth(m, mover, o);
      if (w.worth > bestWorth.worth + 1e-9) {
        best = o;
        bestWorth = w;
      }
    }
    why = bestWorth.why;
  }
  const name = mover === undefined ? d.character : nameOf(m, mover);
  return {
    command: { type: 'decide', decision: 'choose', character: d.character, option: best.id },
    why: `${best.label} holds back ${name}: ${why}`,
  };
}
