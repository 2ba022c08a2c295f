/**
 * What a spot is worth to a character that stands there, in Victory Points (DESIGN §3.4): what it can attack from
 * there (a charge's free Attack of Opportunity, a shot with the Action Point left), the danger there (what enemies
 * can do to it next) and how near the enemy it is. move-candidates.ts scores the end of a Run/Climb with these,
 * jump-candidates.ts the landing spot of a Jump, stance-candidates.ts the spot a character Hides or Guards on.
 */
import {
  asIfAt,
  bestWeapon,
  chargesFromAbove,
  combatProblem,
  distanceBetween,
  drownPreview,
  drownProblem,
  enemiesOf,
  idOf,
  inContact,
  isSwimming,
  type Match,
  type Node,
  oddsOf,
  planAttack,
  statOf,
  weaponsOf,
} from '../rules/index.ts';
import { chargeWorth } from './choices/charge-target.ts';
import { attackWorth, drownThreats, strikeReach, threatOf } from './threat.ts';
import type { PlanContext } from './types.ts';

/** Share of an enemy's threat counted when it could only shoot (not charge) next round. */
export const RANGED_SHARE = 0.6;

/** Share of an enemy's threat counted when it could charge only after a Run/Climb (one attack after the charge's). */
export const FAR_CHARGE_SHARE = 0.5;

/**
 * What plan.ts knows of the enemies' reach on a character: `threats`, enemy → worth of its best attack on it, and
 * `drowns`, enemy → worth of its Drown should it stand in water (Victory Points, times threat.ts `lossWorth`).
 */
export type DangerView = Pick<PlanContext, 'threats' | 'drowns'>;

/**
 * Danger to `eid` where it stands: the sum of `threats` (enemy → worth of its best attack on `eid`) of the enemies
 * that could reach it next round, each times its share (`dangerShare`: a charge, a shot, a charge after a
 * Run/Climb). Standing in water, an enemy that could charge it may Drown it instead (rulebook "Drown": no Protection
 * Roll), whichever is worth more to that enemy (`drowns`, threat.ts `drownThreats`). Cheap: distances only, no line
 * of sight.
 */
export function dangerFrom(m: Match, eid: number, d: DangerView): number {
  const wet = isSwimming(m, eid) && d.drowns.size > 0;
  let danger = 0;
  for (const [e, worth] of d.threats) {
    const share = dangerShare(m, e, eid);
    danger += share === 1 && wet ? Math.max(worth, d.drowns.get(e) ?? 0) : worth * share;
  }
  return danger;
}

/**
 * Share of enemy `e`'s threat on `eid` counted as danger: 1 within charge reach with Action Points to spare (MOVE +
 * 1″: the charge's Attack of Opportunity and two attacks), {@link RANGED_SHARE} within a shot (MOVE + a weapon's
 * range), {@link FAR_CHARGE_SHARE} within a charge after a Run/Climb (MOVE for each Action Point but one, + 1″: the
 * Attack of Opportunity and one attack).
 */
export function dangerShare(m: Match, e: number, eid: number): number {
  const d = distanceBetween(m, e, eid);
  const move = statOf(m, e, 'move');
  if (d <= move + 1) return 1;
  if (weaponsOf(m, e).some((w) => w.range > 0 && d <= w.range + move)) return RANGED_SHARE;
  return d <= strikeReach(m, e, undefined, 1) ? FAR_CHARGE_SHARE : 0;
}

/**
 * Danger to `eid` were it to stand at node `n`, with no weight for what losing it costs: {@link dangerFrom} with
 * each enemy's best attack on it (threat.ts `threatOf`) and, at a spot in water, its Drown (`drownThreats`). Used
 * where a choice only needs to know how exposed a character stands (a boon's worth, Blood for Magic).
 */
export function dangerAt(m: Match, eid: number, n: Node): number {
  return asIfAt(m, eid, n, () => {
    const near = enemiesOf(m, eid).filter((e) => dangerShare(m, e, eid) > 0);
    const threats = new Map(near.map((e) => [e, threatOf(m, e, eid)]));
    const drowns = isSwimming(m, eid) ? drownThreats(m, eid, near) : new Map<number, number>();
    return dangerFrom(m, eid, { threats, drowns });
  });
}

/**
 * How far (inches) `eid` is from its nearest enemy (`near`, at most 60), and that distance as the pull toward the
 * enemy (`approach`) pays for it (`gap`): in full, but for a character holding Command Points (the Leader), only
 * beyond what it can reach in a whole turn (threat.ts `strikeReach`) unless that enemy already fights one of its
 * friends: it keeps at its striking distance, and closes in by a charge or to join a fight.
 */
export function approach(m: Match, eid: number): { near: number; gap: number } {
  const foes = enemiesOf(m, eid);
  if (foes.length === 0) return { near: 60, gap: 60 };
  const dist = foes.map((e) => distanceBetween(m, eid, e));
  const near = Math.min(60, ...dist);
  if ((m.world.components.Points.cp[eid] ?? 0) <= 0) return { near, gap: near };
  const nearest = foes[dist.indexOf(Math.min(...dist))]!;
  if (enemiesOf(m, nearest).some((f) => f !== eid && inContact(m, nearest, f))) return { near, gap: near };
  return { near, gap: Math.max(0, near - strikeReach(m, eid)) };
}

/** The pull's distance of {@link approach} (inches). */
export function approachGap(m: Match, eid: number): number {
  return approach(m, eid).gap;
}

/** Where a move begins: the enemies in base contact there, and its height (inches). */
export interface MoveStart {
  readonly touching: readonly number[];
  readonly z: number;
}

/** Share of an attack's worth counted for one more attack with an Action Point left after the move. */
const NEXT_ATTACK_SHARE = 0.8;

/**
 * What `eid` can do from where it stands (put it there with `asIfAt`) after a move begun at `from`, with `apAfter`
 * Action Points left, in Victory Points (`attackWorth`) and the reason in words; 0 and no reason when nothing:
 * - a charge (rulebook "Charging & Disengaging"; named even when it is worth 0, as the engine logs every base
 *   contact made as one): of the enemies it touches and did not touch at `from`, the one the
 *   AI strikes (choices/charge-target.ts `chargeWorth`, as it answers the engine): the charge's free Attack of
 *   Opportunity (from above when the move began high enough), and {@link NEXT_ATTACK_SHARE} of another attack when
 *   an Action Point is left and the first leaves it standing: each with the weapon the engine strikes with (a reach
 *   weapon too; an Aquatic one only when it stands in water, rulebook "Swimming"), or a Drown of an enemy swimming
 *   when that is worth more;
 * - with no charge, an enemy it touched already: only that share of an attack with an Action Point left;
 * - else, with an Action Point left, 0.9 of the best attack in range out of base contact (a shot, or a strike of a
 *   1″ reach weapon).
 */
export function spotGain(
  m: Match,
  eid: number,
  apAfter: number,
  from: MoveStart,
): { gain: number; reason: string | null } {
  let gain = 0;
  let reason: string | null = null;
  const lpOf = (e: number) => m.world.components.Points.lp[e] ?? 1;
  /**
   * The best attack on `e`, in base contact, as the engine strikes it (combat.ts `bestWeapon`: any weapon that
   * reaches, an Aquatic one only for a swimmer), or a Drown of `e` swimming when that is worth more; a charge's
   * Attack of Opportunity when `charge` (from above when the move began high enough: `chargesFromAbove`).
   */
  const strike = (e: number, charge: boolean): { worth: number; kill: number } => {
    const how = charge
      ? { opportunity: true, charging: true, fromAbove: chargesFromAbove(m, e, from.z, eid) }
      : {};
    const w = bestWeapon(m, eid, e, how);
    const odds = w ? oddsOf(m, planAttack(m, eid, e, w, how), e) : null;
    let best = odds
      ? { worth: attackWorth(odds.killChance, odds.expectedLpLoss, lpOf(e)), kill: odds.killChance }
      : { worth: 0, kill: 0 };
    if (isSwimming(m, e) && !drownProblem(m, eid, e)) {
      const p = drownPreview(m, eid, e);
      const worth = attackWorth(p.killChance, p.expectedLpLoss, lpOf(e));
      if (worth > best.worth) best = { worth, kill: p.killChance };
    }
    return best;
  };
  const foes = enemiesOf(m, eid);
  const touched = foes.filter((e) => inContact(m, eid, e));
  const charged = touched.filter((e) => !from.touching.includes(e));
  if (charged.length > 0) {
    // The enemy the engine will ask it to strike: the one the AI's answer picks (asked only of two or more).
    let struck = charged[0]!;
    if (charged.length > 1) {
      const option = (e: number) => ({ id: idOf(m, e), label: idOf(m, e), figure: idOf(m, e) });
      const worths = charged.map((e) => chargeWorth(m, eid, option(e), from.z).worth);
      struck = charged[worths.reduce((a, v, i) => (v > worths[a]! + 1e-9 ? i : a), 0)]!;
    }
    // The attack after the charge's counts only when the charge's leaves the enemy standing.
    const first = strike(struck, true);
    const total =
      first.worth + Math.min(apAfter, 1) * NEXT_ATTACK_SHARE * (1 - first.kill) * strike(struck, false).worth;
    gain = Math.max(0, total);
    // Base contact made is a charge (rulebook "Charging"), even one with no attack worth making.
    reason =
      total > 0 ? `charge ${idOf(m, struck)}` : `charge ${idOf(m, struck)} (no attack worth making there)`;
    return { gain, reason };
  }
  if (apAfter >= 1) {
    for (const e of touched) {
      const v = NEXT_ATTACK_SHARE * strike(e, false).worth;
      if (v > gain) {
        gain = v;
        reason = `stay in base contact with ${idOf(m, e)} to attack it`;
      }
    }
    for (const e of foes) {
      if (touched.includes(e)) continue;
      for (const x of weaponsOf(m, eid)) {
        if (x.range <= 0 || distanceBetween(m, eid, e) > x.range) continue;
        if (combatProblem(m, eid, e, x)) continue;
        const odds = oddsOf(m, planAttack(m, eid, e, x), e);
        const v = attackWorth(odds.killChance, odds.expectedLpLoss, lpOf(e)) * 0.9;
        if (v > gain) {
          gain = v;
          reason = `${x.range > 1 ? 'shoot' : 'strike'} ${idOf(m, e)} with ${x.name}`;
        }
      }
    }
  }
  return { gain, reason };
}
