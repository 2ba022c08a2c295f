/**
 * Area attacks for the AI (rulebook "Weapon Abilities": Blast, Template): one Combat command hits everyone under
 * the marker or template, friends included, so its worth is the worth taken from every enemy hit minus the worth
 * lost by every friend hit (the attacker too), from the exact odds of area-preview.ts `areaHitOdds`; with the
 * Agendas a kill among the enemies hit would achieve (agenda-worth.ts `killAgendaGain`, a Combat kill: the best of
 * them, so that one card is not counted twice), less what the Will Points of the shot are worth (Soul Ammunition).
 */
import {
  areaHitOdds,
  brawlingSweep,
  type Command,
  combatProblem,
  enemiesOf,
  idOf,
  isAreaWeapon,
  type Match,
  oddsOf,
  planAttack,
  weaponsOf,
} from '../rules/index.ts';
import { killAgendaGain } from './agenda-worth.ts';
import { shotWillWorth } from './attack-candidates.ts';
import { attackWorth } from './threat.ts';
import type { Term } from './types.ts';

/** An area attack the character may make now, with its net worth, its Agendas (times their chance) and the reason. */
export interface AreaCandidate {
  readonly command: Command;
  readonly worth: number;
  readonly agenda: Term | null;
  readonly why: string;
}

/** Worth lost by friends counts this much more than worth taken from enemies (a gang is loath to hit its own). */
const FRIEND_WEIGHT = 1.5;

/** Every legal area attack of `eid` now (each area weapon on each enemy it may target), scored. */
export function areaCandidates(m: Match, eid: number): AreaCandidate[] {
  const out: AreaCandidate[] = [];
  const { Points } = m.world.components;
  for (const w of weaponsOf(m, eid)) {
    for (const target of enemiesOf(m, eid)) {
      // Brawling Tentacles strike everyone in base contact: scored here like an area weapon.
      if (!isAreaWeapon(w) && !brawlingSweep(m, eid, target, w)) continue;
      if (combatProblem(m, eid, target, w)) continue;
      let worth = 0;
      let foes = 0;
      let friends = 0;
      let agenda: Term | null = null;
      for (const h of areaHitOdds(m, eid, target, w)) {
        const v = attackWorth(h.odds.killChance, h.odds.expectedLpLoss, Points.lp[h.eid] ?? 1);
        if (h.friend) {
          worth -= FRIEND_WEIGHT * v;
          friends++;
        } else {
          worth += v;
          foes++;
          const card = killAgendaGain(m, eid, h.eid, h.odds.killChance);
          if (card && card.value > (agenda?.value ?? 0)) agenda = card;
        }
      }
      const main = oddsOf(m, planAttack(m, eid, target, w), target);
      worth -= main.chances.fumble * 0.1 + shotWillWorth(m, w);
      out.push({
        command: { type: 'combat', actor: idOf(m, eid), target: idOf(m, target), weapon: w.name },
        worth,
        agenda,
        why: `${w.name} at ${idOf(m, target)}: ${foes} enem${foes === 1 ? 'y' : 'ies'}, ${friends} friend${friends === 1 ? '' : 's'} (worth ${worth.toFixed(2)})`,
      });
    }
  }
  return out;
}
