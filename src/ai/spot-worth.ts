/**
 * What a spot is worth to a character that stands there, in Victory Points (DESIGN §3.4): what it can attack from
 * there (a charge's free Attack of Opportunity, a shot with the Action Point left), the danger there (what enemies
 * can do to it next) and how near the enemy it is. move-candidates.ts scores the end of a Run/Climb with these, jump-candidates.ts
 * the landing spot of a Jump, stance-candidates.ts the spot a character Hides or Guards on.
 */
import {
  combatProblem,
  distanceBetween,
  enemiesOf,
  idOf,
  inContact,
  isSwimming,
  type Match,
  oddsOf,
  planAttack,
  statOf,
  weaponsOf,
} from '../rules/index.ts';
import { attackWorth } from './threat.ts';

/** Share of an enemy's threat counted when it could only shoot (not charge) next round. */
export const RANGED_SHARE = 0.6;

/**
 * Danger to `eid` where it stands: the sum of `threats` (enemy → worth of its best attack on `eid`) of the enemies
 * that could charge it next round (within MOVE + 1″), and {@link RANGED_SHARE} of those that could shoot it (within
 * MOVE + a weapon's range). Standing in water, an enemy that could reach it may Drown it instead (rulebook "Drown":
 * no Protection Roll), whichever is worth more to that enemy (`drowns`: enemy → worth, threat.ts `drownThreats`).
 * Cheap: distances only, no line of sight.
 */
export function dangerFrom(
  m: Match,
  eid: number,
  threats: ReadonlyMap<number, number>,
  drowns?: ReadonlyMap<number, number>,
): number {
  const wet = drowns !== undefined && drowns.size > 0 && isSwimming(m, eid);
  let danger = 0;
  for (const [e, worth] of threats) {
    const share = dangerShare(m, e, eid);
    danger += share === 1 && wet ? Math.max(worth, drowns.get(e) ?? 0) : worth * share;
  }
  return danger;
}

/** Share of enemy `e`'s threat on `eid` counted as danger: 1 within charge reach, {@link RANGED_SHARE} within a shot. */
export function dangerShare(m: Match, e: number, eid: number): number {
  const d = distanceBetween(m, e, eid);
  const move = statOf(m, e, 'move');
  if (d <= move + 1) return 1;
  return weaponsOf(m, e).some((w) => w.range > 0 && d <= w.range + move) ? RANGED_SHARE : 0;
}

/** Distance (inches) from `eid` to its nearest enemy, at most 60. */
export function nearestEnemy(m: Match, eid: number): number {
  return Math.min(60, ...enemiesOf(m, eid).map((e) => distanceBetween(m, eid, e)));
}

/**
 * What `eid` can do from where it stands (put it there with `asIfAt`) after a move, with `apAfter` Action Points
 * left: for an enemy in base contact, the charge's free Attack of Opportunity (and 0.8 of another attack when an
 * Action Point is left), with an Aquatic weapon only when it stands in water (rulebook "Swimming"); else, with an
 * Action Point left, 0.9 of the best shot in range. Worth in Victory Points (`attackWorth`) and the reason in words;
 * 0 and no reason when nothing.
 */
export function spotGain(m: Match, eid: number, apAfter: number): { gain: number; reason: string | null } {
  let gain = 0;
  let reason: string | null = null;
  const swimming = isSwimming(m, eid);
  for (const e of enemiesOf(m, eid)) {
    if (inContact(m, eid, e)) {
      // Charging: a free Attack of Opportunity, then maybe more attacks with the AP left.
      let v = 0;
      for (const x of weaponsOf(m, eid).filter((w) => w.range === 0)) {
        // A swimmer strikes with Aquatic weapons only (attack-plan.ts `combatProblem`, as the engine's charge does).
        if (swimming && combatProblem(m, eid, e, x)) continue;
        const odds = oddsOf(m, planAttack(m, eid, e, x, { opportunity: true }), e);
        v = Math.max(
          v,
          attackWorth(odds.killChance, odds.expectedLpLoss, m.world.components.Points.lp[e] ?? 1),
        );
      }
      const total = v * (1 + Math.min(apAfter, 1) * 0.8);
      if (total > gain) {
        gain = total;
        reason = `charge ${idOf(m, e)}`;
      }
    } else if (apAfter >= 1) {
      for (const x of weaponsOf(m, eid)) {
        if (x.range <= 0 || distanceBetween(m, eid, e) > x.range) continue;
        if (combatProblem(m, eid, e, x)) continue;
        const odds = oddsOf(m, planAttack(m, eid, e, x), e);
        const v =
          attackWorth(odds.killChance, odds.expectedLpLoss, m.world.components.Points.lp[e] ?? 1) * 0.9;
        if (v > gain) {
          gain = v;
          reason = `shoot ${idOf(m, e)} with ${x.name}`;
        }
      }
    }
  }
  return { gain, reason };
}
