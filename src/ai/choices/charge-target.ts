/**
 * The AI's pick of the enemy a charge strikes (rulebook "Charging & Disengaging": the charging player picks one
 * of the enemies charged). Each option is worth, in Life Points, the exact expected Life Points its Attack of
 * Opportunity takes (with the best weapon; from 3″ above, Penetration −5) plus {@link KILL_WORTH} times the chance
 * to take the enemy out. Ties go to the option listed first (the engine's own pick).
 */
import {
  type ChoiceDecision,
  type ChoiceOption,
  chargeOdds,
  chargeStartZ,
  chargesFromAbove,
  type Match,
} from '../../rules/index.ts';
import type { Answer } from '../types.ts';

/** What taking an enemy out is worth beyond the Life Points themselves (in Life Points). */
export const KILL_WORTH = 3;

/**
 * What striking the enemy of option `o` is worth to the charger's gang, and the reason in plain words. `startZ`:
 * where the charging move started (inches up), null when unknown (then no charge counts as from above).
 */
export function chargeWorth(
  m: Match,
  eid: number,
  o: ChoiceOption,
  startZ: number | null,
): { worth: number; why: string } {
  const foe = o.figure === undefined ? undefined : m.ids.get(o.figure);
  if (foe === undefined) return { worth: Number.NEGATIVE_INFINITY, why: 'nobody there' };
  const fromAbove = startZ !== null && chargesFromAbove(m, foe, startZ, eid);
  const odds = chargeOdds(m, eid, foe, fromAbove);
  if (!odds) return { worth: -1, why: 'no weapon reaches it' };
  const why = `${odds.expectedLpLoss.toFixed(1)} Life Points expected, ${Math.round(odds.killChance * 100)}% to take it out`;
  return { worth: odds.expectedLpLoss + KILL_WORTH * odds.killChance, why };
}

/** The AI's answer to a `charge-target` decision: the enemy whose Attack of Opportunity is worth most. */
export function answerChargeTarget(m: Match, d: ChoiceDecision): Answer {
  const eid = m.ids.get(d.character);
  let best = d.options[0]!;
  let why = 'the first enemy charged';
  if (eid !== undefined) {
    const startZ = chargeStartZ(d);
    let bestWorth = chargeWorth(m, eid, best, startZ);
    for (const o of d.options.slice(1)) {
      const w = chargeWorth(m, eid, o, startZ);
      if (w.worth > bestWorth.worth + 1e-9) {
        best = o;
        bestWorth = w;
      }
    }
    why = bestWorth.why;
  }
  return {
    command: { type: 'decide', decision: 'choose', character: d.character, option: best.id },
    why: `the charge strikes ${best.label}: ${why}`,
  };
}
