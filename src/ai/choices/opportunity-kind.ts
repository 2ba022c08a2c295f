/**
 * The AI's pick of the kind of an Attack of Opportunity (rulebook "Attacks of Opportunity": Combat, Grapple or
 * Drown). Combat is worth its exact odds with the best weapon (threat.ts `attackWorth`); Drown its exact odds
 * (grapple-preview.ts); Grapple the best place it may throw the target after the roll, judged as the AI's
 * Grapple candidates are (the best listed spot over an edge or into water). Ties keep the first option (Combat).
 */
import {
  bestWeapon,
  type ChoiceDecision,
  drownPreview,
  type Match,
  oddsOf,
  planAttack,
} from '../../rules/index.ts';
import { grappleCandidates } from '../grapple-candidates.ts';
import { attackWorth } from '../threat.ts';
import type { Answer } from '../types.ts';

/** What making the Attack of Opportunity as `kind` against `foe` is worth to `eid`'s side. */
export function opportunityWorth(m: Match, eid: number, foe: number, kind: string): number {
  const lp = m.world.components.Points.lp[foe] ?? 1;
  if (kind === 'combat') {
    const w = bestWeapon(m, eid, foe, { opportunity: true });
    if (!w) return Number.NEGATIVE_INFINITY;
    const odds = oddsOf(m, planAttack(m, eid, foe, w, { opportunity: true }), foe);
    return attackWorth(odds.killChance, odds.expectedLpLoss, lp);
  }
  if (kind === 'drown') {
    const p = drownPreview(m, eid, foe);
    return attackWorth(p.killChance, p.expectedLpLoss, lp) - p.expectedSelfLoss * 0.05;
  }
  const g = grappleCandidates(m, eid).find(
    (c) => c.command.type === 'grapple' && c.command.target === m.world.components.Identity.id[foe],
  );
  return g ? g.worth : Number.NEGATIVE_INFINITY;
}

/** The AI's answer to an `opportunity-kind` decision. */
export function answerOpportunityKind(m: Match, d: ChoiceDecision): Answer {
  const eid = m.ids.get(d.character);
  let best = d.options[0]!;
  if (eid !== undefined) {
    let bestWorth = Number.NEGATIVE_INFINITY;
    for (const o of d.options) {
      const foe = o.figure === undefined ? undefined : m.ids.get(o.figure);
      if (foe === undefined) continue;
      const w = opportunityWorth(m, eid, foe, o.id);
      if (w > bestWorth + 1e-9) {
        best = o;
        bestWorth = w;
      }
    }
  }
  return {
    command: { type: 'decide', decision: 'choose', character: d.character, option: best.id },
    why: `the Attack of Opportunity as ${best.label}`,
  };
}
