/**
 * The AI's answer to a `bodyguard` decision (Bodyguard (X), src/rules/abilities/common/bodyguard.ts): send the bodyguard whose
 * interception is worth most, or none. An interception is worth, in Life Points, what its charging Attack of
 * Opportunity on the charger is expected to take (exact odds, best weapon, from the spot it would end on; from 3″
 * above, Penetration −5) plus {@link KILL_WORTH} times the chance to take the charger out; halved when the way
 * there needs a roll (a climb or Difficult Ground may stop it short). The gang intercepts when the best reaches
 * {@link INTERCEPT_MARGIN}; otherwise it keeps its bodyguard where it stands.
 */
import {
  asIfAt,
  type ChoiceDecision,
  type ChoiceOption,
  chargeOdds,
  chargesFromAbove,
  type Match,
  nodeOf,
  reachOf,
} from '../../rules/index.ts';
import type { Answer } from '../types.ts';
import { KILL_WORTH } from './charge-target.ts';

/** Life Points an interception must be expected to be worth before the bodyguard leaves its place. */
export const INTERCEPT_MARGIN = 0.5;

/** What the interception of option `o` is worth to the bodyguard's gang (Life Points), and why. */
export function interceptWorth(m: Match, charger: number, o: ChoiceOption): { worth: number; why: string } {
  const bg = o.figure === undefined ? undefined : m.ids.get(o.figure);
  const spot = /@(-?\d+),(-?\d+),(-?\d+)$/.exec(o.id);
  if (bg === undefined || !spot) return { worth: 0, why: 'no interception' };
  const node = { i: Number(spot[1]), j: Number(spot[2]), z: Number(spot[3]) };
  const startZ = nodeOf(m, bg).z;
  const rolls = reachOf(m, bg)
    .path(node)
    ?.some((s) => s.roll);
  const odds = asIfAt(m, bg, node, () =>
    chargeOdds(m, bg, charger, chargesFromAbove(m, charger, startZ, bg)),
  );
  if (!odds) return { worth: 0, why: 'no weapon would reach' };
  const worth = (odds.expectedLpLoss + KILL_WORTH * odds.killChance) * (rolls ? 0.5 : 1);
  return {
    worth,
    why: `${odds.expectedLpLoss.toFixed(1)} Life Points expected, ${Math.round(odds.killChance * 100)}% to take it out${rolls ? ', needs a roll' : ''}`,
  };
}

/** The AI's answer to a `bodyguard` decision: the most valuable interception, if it reaches the margin. */
export function answerBodyguard(m: Match, d: ChoiceDecision): Answer {
  const charger = m.ids.get(d.character);
  let best: { o: ChoiceOption; worth: number; why: string } = {
    o: d.options[0]!,
    worth: INTERCEPT_MARGIN - 1e-9,
    why: 'no interception is worth it',
  };
  if (charger !== undefined)
    for (const o of d.options) {
      if (o.id === 'none') continue;
      const w = interceptWorth(m, charger, o);
      if (w.worth > best.worth) best = { o, ...w };
    }
  return {
    command: { type: 'decide', decision: 'choose', character: d.character, option: best.o.id },
    why: `bodyguard: ${best.o.label}: ${best.why}`,
  };
}
