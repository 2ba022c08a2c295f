/**
 * What the unique actions of src/rules/abilities/unique/friend-strikes.ts and vatican/unique-actions.ts are worth
 * to the AI, in the Victory Point worth src/ai/plan.ts scores with. Rough guesses, each said beside its constant:
 * - Strike True on a friend yet to act (or the user) in base contact with an enemy: {@link STRIKE_TRUE_WORTH};
 *   none out of base contact (its mark waits for a blow that may never come).
 * - Gun Laying on a friend yet to act with a weapon of some range and no enemy in base contact:
 *   {@link GUN_LAYING_WORTH}.
 * - Spurring Incense: {@link INCENSE_WORTH} for each friend yet to act within 6″ in sight, out of every fight, with
 *   an enemy within two Run/Climbs (a charge to come).
 * - Ensoul: the share of its life the heal gives the Construct back, less the share the Congregation pays, or less
 *   its whole worth (the Victory Point it gives) when the payment takes it out.
 * - Walk Through The Fire…: for each enemy under her marker now, the 3 Life Points as a wound (or a kill) counts,
 *   {@link FIRE_STAYS} of it as they may step away before the round ends.
 */
import {
  distanceBetween,
  ENSOUL_COST,
  ENSOUL_HEAL,
  ENSOUL_LAST_HEAL,
  enemiesOf,
  FIRE_WALK_LP,
  FRIEND_STRIKE_INCHES,
  hasTag,
  inContact,
  type Match,
  sightBetween,
  statOf,
  underTheFire,
  weaponsOf,
} from '../../rules/index.ts';
import { attackWorth, nearestEnemyDistance } from '../threat.ts';

/** A blow that leaves an enemy in base contact no Protection Roll. */
export const STRIKE_TRUE_WORTH = 0.2;
/** Evasion −2 on a friend's shots until the end of its turn. */
export const GUN_LAYING_WORTH = 0.08;
/** First Strike (2) for a friend likely to charge this round. */
export const INCENSE_WORTH = 0.06;
/** The share of the fire's Life Points counted: enemies may step away before the round ends. */
export const FIRE_STAYS = 0.6;

/** The unique actions that mark a friend (friend-strikes.ts). */
export const FRIEND_MARKS: ReadonlySet<string> = new Set(['Strike True', 'Gun Laying']);

const yetToAct = (m: Match, e: number) => m.active === e || !hasTag(m.world, e, m.world.components.HadTurn);
const fighting = (m: Match, e: number) => enemiesOf(m, e).some((f) => inContact(m, e, f));

/** What Strike True or Gun Laying on the friend `target` is worth now. */
export function friendMarkWorth(m: Match, action: string, target: number): number {
  if (!yetToAct(m, target)) return 0;
  if (action === 'Strike True') return fighting(m, target) ? STRIKE_TRUE_WORTH : 0;
  const shoots = weaponsOf(m, target).some((w) => w.range > 0);
  return shoots && !fighting(m, target) ? GUN_LAYING_WORTH : 0;
}

/** What Spurring Incense by `eid` is worth now. */
export function incenseWorth(m: Match, eid: number): number {
  const team = m.world.components.Gang.team;
  const friends = [...m.ids.values()].filter(
    (e) =>
      team[e] === team[eid] &&
      yetToAct(m, e) &&
      !fighting(m, e) &&
      (e === eid ||
        (distanceBetween(m, eid, e) <= FRIEND_STRIKE_INCHES && sightBetween(m, eid, e).lineOfSight)) &&
      nearestEnemyDistance(m, e) <= 2 * statOf(m, e, 'move'),
  );
  return friends.length * INCENSE_WORTH;
}

/** What Ensoul by `eid` on the Construct `target` is worth now. */
export function ensoulWorth(m: Match, eid: number, target: number): number {
  const p = m.world.components.Points;
  const own = p.lp[eid] ?? 0;
  const last = own <= ENSOUL_COST;
  const lp = p.lp[target] ?? 1;
  const healed = Math.min(last ? ENSOUL_LAST_HEAL : ENSOUL_HEAL, (p.lpStart[target] ?? lp) - lp);
  const gain = (healed * 0.5) / Math.max(1, lp);
  const cost = last ? 1 : (ENSOUL_COST * 0.5) / Math.max(1, own);
  return gain - cost;
}

/** What Walk Through The Fire… by `eid` is worth now. */
export function fireWalkWorth(m: Match, eid: number): number {
  const lp = m.world.components.Points.lp;
  return underTheFire(m, eid).reduce((sum, e) => {
    const left = lp[e] ?? 1;
    return sum + FIRE_STAYS * attackWorth(left <= FIRE_WALK_LP ? 1 : 0, Math.min(FIRE_WALK_LP, left), left);
  }, 0);
}
