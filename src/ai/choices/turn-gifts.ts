/**
 * The AI's answers to the choices unique abilities offer as a turn begins or ends (src/rules/abilities/
 * turn-choices.ts), each by what it gains in the Victory Point worth src/ai/plan.ts scores with:
 * - Blood for Magic: each Will Point is worth {@link WILL_POINT_WORTH}; each Life Point given up costs its share of
 *   the character (half a Victory Point over its starting Life Points, as `attackWorth` counts a wound), and much
 *   more while an enemy could reach it this round (the share of what it has left). The best count wins; ties keep
 *   the fewer.
 * - Gifts of Dried Meats: the friend missing the most Life Points eats (a meat is never kept: only hurt friends are
 *   offered).
 * - Feast For Dagon: the Monster's worth (a Victory Point and half again for its fighting) times the share of its
 *   life the heal gives back (capped at all of it), three quarters of that when no enemy threatens it, against the Slave's worth
 *   (its Victory Point at the end, half of it whatever its Life Points, half by the share it has left).
 */
import {
  BLOODLETTING_LP,
  type ChoiceDecision,
  isOnBoard,
  type Match,
  nodeOf,
  statOf,
} from '../../rules/index.ts';
import { dangerAt } from '../spot-worth.ts';
import { nearestEnemyDistance } from '../threat.ts';
import type { Answer } from '../types.ts';
import { WILL_POINT_WORTH } from '../will-point-worth.ts';

const answer = (d: ChoiceDecision, option: string, why: string): Answer => ({
  command: { type: 'decide', decision: 'choose', character: d.character, option },
  why,
});

/** Whether an enemy could charge or shoot `eid` where it stands before its next turn (spot-worth.ts `dangerAt`). */
function threatened(m: Match, eid: number): boolean {
  return dangerAt(m, eid, nodeOf(m, eid)) > 0;
}

/** Blood for Magic: how many Life Points to turn into Will Points. */
export function answerBloodForMagic(m: Match, d: ChoiceDecision): Answer {
  const eid = m.ids.get(d.character);
  if (eid === undefined) return answer(d, d.options[0]!.id, 'keep its Life Points');
  const p = m.world.components.Points;
  const lp = p.lp[eid] ?? 0;
  const lpStart = Math.max(1, p.lpStart[eid] ?? 1);
  const danger = threatened(m, eid);
  let best = { id: d.options[0]!.id, value: 0 };
  for (const o of d.options) {
    const k = Number(o.id);
    if (!(k > 0)) continue;
    const cost = (k * 0.5) / lpStart + (danger ? (k * 0.5) / Math.max(1, lp - k) : 0);
    const value = k * WILL_POINT_WORTH - cost;
    if (value > best.value + 1e-9) best = { id: o.id, value };
  }
  return answer(
    d,
    best.id,
    best.id === '0'
      ? 'Blood for Magic: keeps its Life Points'
      : `Blood for Magic: ${best.id} Life Points into Will Points`,
  );
}

/** Gifts of Dried Meats: feed the friend missing the most Life Points. */
export function answerDriedMeats(m: Match, d: ChoiceDecision): Answer {
  const p = m.world.components.Points;
  let best: { id: string; missing: number } | null = null;
  for (const o of d.options) {
    const e = o.figure === undefined ? undefined : m.ids.get(o.figure);
    if (e === undefined || !isOnBoard(m, e)) continue;
    const missing = (p.lpStart[e] ?? 0) - (p.lp[e] ?? 0);
    if (missing > 0 && (!best || missing > best.missing)) best = { id: o.id, missing };
  }
  return best
    ? answer(
        d,
        best.id,
        `Gifts of Dried Meats: feeds the most hurt friend (${best.missing} Life Points missing)`,
      )
    : answer(d, d.options[0]!.id, 'Gifts of Dried Meats: nobody to feed');
}

/** What a Monster is worth beside its Victory Point, for its fighting (Feast For Dagon). */
const MONSTER_FIGHT_WORTH = 0.5;

/** Feast For Dagon: give the Slave to the Monster when the heal is worth more than the Slave. */
export function answerFeastForDagon(m: Match, d: ChoiceDecision): Answer {
  const slave = m.ids.get(d.character);
  const p = m.world.components.Points;
  const slaveWorth =
    slave === undefined ? 1 : 0.5 + (0.5 * (p.lp[slave] ?? 0)) / Math.max(1, p.lpStart[slave] ?? 1);
  let best = { id: d.options[0]!.id, value: 0, why: 'Feast For Dagon: the Slave is worth more' };
  for (const o of d.options) {
    const e = o.figure === undefined ? undefined : m.ids.get(o.figure);
    if (e === undefined || !isOnBoard(m, e)) continue;
    const lp = p.lp[e] ?? 0;
    const healed = Math.min(5, (p.lpStart[e] ?? 0) - lp);
    const share = Math.min(1, healed / Math.max(1, lp));
    const gain = (1 + MONSTER_FIGHT_WORTH) * share * (threatened(m, e) ? 1 : 0.75);
    const value = gain - slaveWorth;
    if (value > best.value + 1e-9)
      best = { id: o.id, value, why: `Feast For Dagon: ${healed} Life Points back for a Monster on ${lp}` };
  }
  return answer(d, best.id, best.why);
}

/**
 * Bloodletting: drink when the Thrall lives through it (more than 4 Life Points) and an enemy is near enough for the
 * extra Action Point to buy a blow (within two Run/Climbs); a Thrall's life is worth more than an idle Action Point.
 */
export function answerBloodletting(m: Match, d: ChoiceDecision): Answer {
  const vampire = m.ids.get(d.character);
  const p = m.world.components.Points;
  const near =
    vampire !== undefined && nearestEnemyDistance(m, vampire) <= 2 * statOf(m, vampire, 'move') + 1;
  for (const o of d.options) {
    const t = o.figure === undefined ? undefined : m.ids.get(o.figure);
    if (t === undefined || !isOnBoard(m, t)) continue;
    if (near && (p.lp[t] ?? 0) > BLOODLETTING_LP)
      return answer(d, o.id, `Bloodletting: drinks from a Thrall on ${p.lp[t] ?? 0} Life Points for a blow`);
  }
  return answer(
    d,
    d.options[0]!.id,
    near ? 'Bloodletting: no Thrall would live through it' : 'Bloodletting: no enemy near',
  );
}
