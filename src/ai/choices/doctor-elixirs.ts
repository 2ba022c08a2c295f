/**
 * The AI's answers to the choices of src/rules/abilities/doctors/elixirs.ts:
 * - Elixir: Slippery for a friend in base contact with an enemy and down to half its Life Points (it will want to
 *   leave), Engage for one in a fight otherwise (its enemies stay), else Acrobatic (3) (it climbs and jumps).
 * - Deep Dive: pay the Will Point when an enemy is within two Run/Climbs (the two Underwater Counters, +4
 *   PROTECTION, are wanted now), else roll and keep it.
 * - Volatile Arc Power: the engine's pick, the enemy with the fewest Life Points; never a friend when an enemy is
 *   offered, and no one at all is refused (the card makes it pick).
 */
import { type ChoiceDecision, enemiesOf, inContact, type Match, statOf } from '../../rules/index.ts';
import { nearestEnemyDistance } from '../threat.ts';
import type { Answer } from '../types.ts';

const answer = (d: ChoiceDecision, option: string, why: string): Answer => ({
  command: { type: 'decide', decision: 'choose', character: d.character, option },
  why,
});

/** Elixir: what the friend named gains. */
export function answerElixir(m: Match, d: ChoiceDecision): Answer {
  const eid = m.ids.get(d.character);
  if (eid === undefined) return answer(d, 'acrobatic', 'Elixir: Acrobatic (3)');
  const p = m.world.components.Points;
  const fighting = enemiesOf(m, eid).some((e) => inContact(m, eid, e));
  if (fighting && (p.lp[eid] ?? 0) * 2 <= (p.lpStart[eid] ?? 0))
    return answer(d, 'slippery', 'Elixir: Slippery, to leave its fight');
  if (fighting) return answer(d, 'engage', 'Elixir: Engage, its enemies stay');
  return answer(d, 'acrobatic', 'Elixir: Acrobatic (3), to climb and jump');
}

/** Deep Dive: pay for a Critical when an enemy is near. */
export function answerDeepDive(m: Match, d: ChoiceDecision): Answer {
  const eid = m.ids.get(d.character);
  const near = eid !== undefined && nearestEnemyDistance(m, eid) <= 2 * statOf(m, eid, 'move');
  return near
    ? answer(d, 'pay', 'Deep Dive: an enemy is near, the Underwater Counters are wanted now')
    : answer(d, 'roll', 'Deep Dive: no enemy near, it keeps its Will Point');
}

/** Volatile Arc Power: the engine's pick (the weakest enemy first). */
export function answerVolatileArc(_m: Match, d: ChoiceDecision): Answer {
  return answer(d, d.options[0]!.id, `Volatile Arc Power: ${d.options[0]!.label}`);
}
