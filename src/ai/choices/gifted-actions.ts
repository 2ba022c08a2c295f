/**
 * What the Gifted unique actions are worth to the AI (src/rules/abilities/gifted/unique-actions.ts), in the Victory
 * Point worth src/ai/plan.ts scores with, and its answer to the Protective Bubble's size:
 * - Protective Bubble: each character it would cover counts {@link BUBBLE_WORTH} times how much it is in a fight
 *   (in base contact with an enemy 1, an enemy within 8″ ½, else a tenth), for a friend, and against for an enemy;
 *   the size worth most wins (the smaller on a tie).
 * - Blinding Flash: {@link STUN_WORTH} for each enemy under it not Stunned already, less a Stunned one.
 * - Aura of Inevitability: the chance to win the Opposed MIND roll (each side's share of the MIND dice, a rough
 *   guess) times the 2 Life Points taken (as a wound or a kill counts) and the Will Points taken and regained.
 */
import {
  BUBBLE_MAX_INCHES,
  type ChoiceDecision,
  distanceBetween,
  enemiesOf,
  enemiesUnderFlash,
  hasTag,
  INEVITABILITY_POINTS,
  inContact,
  type Match,
  statOf,
  underBubble,
} from '../../rules/index.ts';
import { attackWorth } from '../threat.ts';
import type { Answer } from '../types.ts';
import { WILL_POINT_WORTH } from '../will-point-worth.ts';

/** Universal Shielding (4) and Expert Protection (4) for a round, on a character in base contact with an enemy. */
export const BUBBLE_WORTH = 0.2;
/** A Stunned counter on an enemy (−1 to four stats until the end of its next turn). */
export const STUN_WORTH = 0.12;

/** How much `eid` is in a fight now: in base contact with an enemy 1, an enemy within 8″ ½, else a tenth. */
function inFight(m: Match, eid: number): number {
  const foes = enemiesOf(m, eid);
  if (foes.some((e) => inContact(m, e, eid))) return 1;
  return foes.some((e) => distanceBetween(m, e, eid) <= 8) ? 0.5 : 0.1;
}

/** What a Protective Bubble of `inches` raised by `eid` now is worth. */
export function bubbleWorth(m: Match, eid: number, inches: number): number {
  const team = m.world.components.Gang.team;
  return underBubble(m, eid, inches).reduce(
    (sum, e) => sum + (team[e] === team[eid] ? 1 : -1) * BUBBLE_WORTH * inFight(m, e),
    0,
  );
}

/** The size of bubble worth most to `eid` now, and its worth. */
export function bestBubble(m: Match, eid: number): { inches: number; worth: number } {
  let best = { inches: 1, worth: bubbleWorth(m, eid, 1) };
  for (let r = 2; r <= BUBBLE_MAX_INCHES; r++) {
    const worth = bubbleWorth(m, eid, r);
    if (worth > best.worth + 1e-9) best = { inches: r, worth };
  }
  return best;
}

/** The AI's answer to a `protective-bubble` decision: the size worth most. */
export function answerProtectiveBubble(m: Match, d: ChoiceDecision): Answer {
  const eid = m.ids.get(d.character);
  const inches = eid === undefined ? 1 : bestBubble(m, eid).inches;
  return {
    command: { type: 'decide', decision: 'choose', character: d.character, option: String(inches) },
    why: `Protective Bubble: ${inches}″ covers the most friends in a fight for the fewest enemies`,
  };
}

/** What Blinding Flash by `eid` now is worth. */
export function flashWorth(m: Match, eid: number): number {
  const stunned = m.world.components.Stunned;
  return enemiesUnderFlash(m, eid).filter((e) => !hasTag(m.world, e, stunned)).length * STUN_WORTH;
}

/** What Aura of Inevitability by `eid` on `target` is worth. */
export function inevitabilityWorth(m: Match, eid: number, target: number): number {
  const p = m.world.components.Points;
  const mine = statOf(m, eid, 'mind');
  const theirs = statOf(m, target, 'mind');
  const win = mine / Math.max(1, mine + theirs);
  const lp = p.lp[target] ?? 1;
  const wound = attackWorth(lp <= INEVITABILITY_POINTS ? 1 : 0, INEVITABILITY_POINTS, lp);
  const taken = Math.min(INEVITABILITY_POINTS, p.wp[target] ?? 0);
  const room = Math.min(INEVITABILITY_POINTS, Math.max(0, (p.wpStart[eid] ?? 0) - (p.wp[eid] ?? 0)));
  return win * (wound + (taken + room) * WILL_POINT_WORTH);
}
