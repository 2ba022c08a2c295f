/**
 * AI v0 candidates for Drown and Grapple (DESIGN §3.4), scored in the same worth as a Combat attack
 * (threat.ts `attackWorth`: chance to take the enemy out plus half the share of its Life Points expected lost),
 * from the exact previews (grapple-preview.ts):
 * - Drown an enemy swimming in base contact: its Life Points lost, less what a Fumble costs the attacker.
 * - Grapple an enemy over an edge or into water, toward the listed spots (grapple-legal.ts): its expected fall;
 *   landing in water is worth a little more (the swimmer may be drowned next) to an enemy on dry ground that can
 *   be drowned (not a Water Creature), a reversal (Fumble) a little less. Plain shoves on level ground, and shoves
 *   into water that are worth no more, are left out: they are worth nothing by this measure.
 * A candidate is kept only when it beats the best Combat attack on the same enemy.
 */
import {
  type Command,
  drownPreview,
  drownProblem,
  enemiesOf,
  grappleListSpots,
  grapplePreview,
  idOf,
  inContact,
  isSwimming,
  type Match,
  traitOf,
} from '../rules/index.ts';
import { attackWorth, bestAttackNow } from './threat.ts';

/** Worth of ending an enemy's move in water (it may be drowned next), in the units of `attackWorth`. */
export const WATER_WORTH = 0.05;
/** Cost of a reversal (the enemy grapples back) per unit of chance. */
export const REVERSAL_COST = 0.15;

/** One Drown or Grapple option with its worth and the reason in words. */
export interface GrappleCandidate {
  readonly command: Command;
  readonly worth: number;
  readonly why: string;
}

/** The Drown and Grapple options of `eid` worth more than its best Combat attack on the same enemy. */
export function grappleCandidates(m: Match, eid: number): GrappleCandidate[] {
  const actor = idOf(m, eid);
  const out: GrappleCandidate[] = [];
  for (const e of enemiesOf(m, eid)) {
    // Both need base contact: nothing to weigh for the others.
    if (!inContact(m, eid, e)) continue;
    const target = idOf(m, e);
    const lp = m.world.components.Points.lp[e] ?? 1;
    const combat = bestAttackNow(m, eid, e).worth;
    if (!drownProblem(m, eid, e)) {
      const p = drownPreview(m, eid, e);
      const worth = attackWorth(p.killChance, p.expectedLpLoss, lp) - p.expectedSelfLoss * 0.05;
      if (worth > combat)
        out.push({
          command: { type: 'drown', actor, target },
          worth,
          why: `drown ${target} (${p.expectedLpLoss.toFixed(1)} Life Points expected)`,
        });
    }
    let best: GrappleCandidate | null = null;
    // The water is worth something only to an enemy that is dry now and can be drowned there.
    const water = !isSwimming(m, e) && !traitOf(m, e, 'cannot-be-drowned').has ? WATER_WORTH : 0;
    for (const s of edgeSpots(m, eid, e, water > 0)) {
      const p = grapplePreview(m, eid, e, s);
      if (p.problem) continue;
      const worth =
        attackWorth(p.killChance, p.expectedLpLoss, lp) +
        water * p.waterChance -
        REVERSAL_COST * p.reversalChance;
      if (worth <= combat || (best && worth <= best.worth)) continue;
      best = {
        command: { type: 'grapple', actor, target, to: s },
        worth,
        why: `grapple ${target} ${p.fallChance > 0 ? 'off the edge' : 'into the water'} (${p.expectedLpLoss.toFixed(1)} Life Points expected)`,
      };
    }
    if (best) out.push(best);
  }
  return out;
}

/**
 * The listed Grapple spots of `e` that end in a fall, or in water when `wet` (the others are worth nothing here).
 */
function edgeSpots(m: Match, eid: number, e: number, wet: boolean) {
  return grappleListSpots(m, eid, e)
    .filter((s) => s.end.falls || (wet && m.board.surfaceKind(s.end.node) === 'water'))
    .map((s) => s.to);
}
