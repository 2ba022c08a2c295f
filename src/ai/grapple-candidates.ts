/**
 * AI v0 candidates for Drown and Grapple (DESIGN §3.4), scored in the same worth as a Combat attack
 * (threat.ts `attackWorth`: chance to take the enemy out plus half the share of its Life Points expected lost),
 * from the exact previews (grapple-preview.ts):
 * - Drown an enemy swimming in base contact: its Life Points lost, less what a Fumble costs the attacker.
 * - Grapple an enemy over an edge or into water, toward the listed spots (grapple-legal.ts): its expected fall;
 *   landing in water is worth a little more (the swimmer may be drowned next) to an enemy on dry ground that can
 *   be drowned (not a Water Creature), a reversal (Fumble) a little less. Plain shoves on level ground, and shoves
 *   into water that are worth no more, are left out: they are worth nothing by this measure.
 * Each carries the Agendas the kill would achieve, times its chance (agenda-worth.ts `killAgendaGain`: a Drown's kill
 * drowns the enemy, Watery Grave's condition; a Grapple's is a kill as any other). A candidate is kept only when,
 * with its Agendas, it beats the best Combat attack on the same enemy with the Agendas of that attack's kill.
 */
import {
  boardFor,
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
import { type KillHow, killAgendaGain } from './agenda-worth.ts';
import { bestPlainAttackNow } from './attack-candidates.ts';
import { attackWorth } from './threat.ts';
import type { Term } from './types.ts';

/** Worth of ending an enemy's move in water (it may be drowned next), in the units of `attackWorth`. */
export const WATER_WORTH = 0.05;
/** Cost of a reversal (the enemy grapples back) per unit of chance. */
export const REVERSAL_COST = 0.15;

/** One Drown or Grapple option with its worth, the Agendas its kill would achieve (times its chance) and the reason. */
export interface GrappleCandidate {
  readonly command: Command;
  readonly worth: number;
  readonly agenda: Term | null;
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
    const strike = bestPlainAttackNow(m, eid, e);
    const agendaOf = (chance: number, how: KillHow) => killAgendaGain(m, eid, e, chance, how);
    const combat =
      strike.worth + (agendaOf(strike.killChance, { action: 'combat', inCover: strike.cover })?.value ?? 0);
    if (!drownProblem(m, eid, e)) {
      const p = drownPreview(m, eid, e);
      const worth = attackWorth(p.killChance, p.expectedLpLoss, lp) - p.expectedSelfLoss * 0.05;
      const agenda = agendaOf(p.killChance, { action: 'drown', drowned: true });
      if (worth + (agenda?.value ?? 0) > combat)
        out.push({
          command: { type: 'drown', actor, target },
          worth,
          agenda,
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
      const agenda = agendaOf(p.killChance, { action: 'grapple' });
      const total = worth + (agenda?.value ?? 0);
      if (total <= combat || (best && total <= best.worth + (best.agenda?.value ?? 0))) continue;
      best = {
        command: { type: 'grapple', actor, target, to: s },
        worth,
        agenda,
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
    .filter((s) => s.end.falls || (wet && boardFor(m, e).surfaceKind(s.end.node) === 'water'))
    .map((s) => s.to);
}
