/**
 * What characters can do to each other, in Gang War's currency: a kill is worth one Victory Point, a wound a
 * share of it. Values come from the exact odds of the rules engine (src/rules/combat/combat-odds.ts).
 */
import {
  asIfAt,
  bestWeapon,
  disengageChances,
  distanceBetween,
  drownPreview,
  enemiesOf,
  enemiesTouching,
  hasTag,
  type Match,
  type Node,
  nodeOf,
  oddsOf,
  planAttack,
  statOf,
  traitOf,
  weaponsOf,
} from '../rules/index.ts';
import { COMMAND_POINT_WORTH } from './will-point-worth.ts';

/** Worth of an attack in Victory Points: the chance to kill plus half the share of Life Points taken. */
export function attackWorth(killChance: number, expectedLpLoss: number, targetLp: number): number {
  return killChance + (0.5 * expectedLpLoss) / Math.max(1, targetLp);
}

/**
 * What losing `eid` costs its gang, as a multiple of one character's worth (a kill is one Victory Point): 1, plus
 * {@link COMMAND_POINT_WORTH} for each Command Point it holds (they are gone with it: the Leader's ORDERs, COUNTERs
 * and PLANs). plan.ts weighs the danger to `eid` by it, so a Leader keeps out of reach while it has Command Points.
 */
export function lossWorth(m: Match, eid: number): number {
  return 1 + (m.world.components.Points.cp[eid] ?? 0) * COMMAND_POINT_WORTH;
}

/** The best attack `attacker` can make on `target` from where it stands now: weapon and worth (0 if none). */
export function bestAttackNow(
  m: Match,
  attacker: number,
  target: number,
): { weapon: string | null; worth: number } {
  const w = bestWeapon(m, attacker, target);
  if (!w) return { weapon: null, worth: 0 };
  const odds = oddsOf(m, planAttack(m, attacker, target, w), target);
  const lp = m.world.components.Points.lp[target] ?? 1;
  const fumbleCost = odds.chances.fumble * 0.1;
  return { weapon: w.name, worth: attackWorth(odds.killChance, odds.expectedLpLoss, lp) - fumbleCost };
}

/**
 * What leaving base contact costs `eid` (rulebook "Charging & Disengaging"): as it moves away from the enemies in
 * `leaving`, one of them (the opposing player picks; here the one whose hold is worth most) may stop it with an
 * Opposed DEXTERITY Roll, and on the mover's Fail or Fumble strikes a free Attack of Opportunity. Victory Points:
 * that chance times the attack's worth ({@link attackWorth}); 0 when it leaves nobody. Will Points are left out.
 */
export function disengageCost(m: Match, eid: number, leaving: readonly number[]): number {
  let worst = 0;
  const lp = m.world.components.Points.lp[eid] ?? 1;
  const how = { opportunity: true };
  for (const foe of leaving) {
    const c = disengageChances(m, eid, foe);
    const held = c.fail + c.fumble;
    if (held <= 0) continue;
    const w = bestWeapon(m, foe, eid, how);
    if (!w) continue;
    const odds = oddsOf(m, planAttack(m, foe, eid, w, how), eid);
    worst = Math.max(worst, held * attackWorth(odds.killChance, odds.expectedLpLoss, lp));
  }
  return worst;
}

/** The enemies in base contact with `eid` now (`touching`) that it would leave by ending at node `to`. */
export function enemiesLeft(m: Match, eid: number, touching: readonly number[], to: Node): number[] {
  if (touching.length === 0) return [];
  const there = enemiesTouching(m, eid, to);
  return touching.filter((e) => !there.includes(e));
}

/**
 * Each enemy's Drown of `eid` should `eid` stand in water (rulebook "Drown": base contact, the target in water, an
 * Opposed ATTACK Roll, Life Points lost with no Protection Roll), enemy → worth in Victory Points
 * ({@link attackWorth}); empty when `eid` cannot be drowned (a Water Creature: trait `cannot-be-drowned`).
 */
export function drownThreats(m: Match, eid: number, enemies: readonly number[]): Map<number, number> {
  const out = new Map<number, number>();
  if (traitOf(m, eid, 'cannot-be-drowned').has) return out;
  const lp = m.world.components.Points.lp[eid] ?? 1;
  for (const e of enemies) {
    const p = drownPreview(m, e, eid);
    out.set(e, attackWorth(p.killChance, p.expectedLpLoss, lp));
  }
  return out;
}

/** Longest weapon range of a character (inches). */
export function longestRange(m: Match, eid: number): number {
  return Math.max(...weaponsOf(m, eid).map((w) => w.range));
}

/**
 * How far (inches) `eid` can still bring a fight this round: nothing once its turn is over; else its MOVE for each
 * Action Point but the one it attacks with (what it holds if active, its full AP if still to act), plus its longest
 * weapon range (1″ for a charge).
 */
export function fightReach(m: Match, eid: number): number {
  const c = m.world.components;
  const active = eid === m.active;
  if (!active && hasTag(m.world, eid, c.HadTurn)) return 0;
  return strikeReach(m, eid, active ? (c.Points.ap[eid] ?? 0) : (c.Points.apMax[eid] ?? 0));
}

/**
 * How far (inches) `eid` can bring an attack of `range` inches (default: its longest weapon's, 1″ for a charge) in a
 * turn of `ap` Action Points (default: its full AP): its MOVE for each Action Point but the one it attacks with,
 * plus the range; 0 with no Action Point.
 */
export function strikeReach(
  m: Match,
  eid: number,
  ap = m.world.components.Points.apMax[eid] ?? 0,
  range = Math.max(1, longestRange(m, eid)),
): number {
  if (ap <= 0) return 0;
  return (ap - 1) * statOf(m, eid, 'move') + range;
}

/** Worth of the best attack `attacker` could make on `target` if it got into range (assumed contact/in range). */
export function threatOf(m: Match, attacker: number, target: number): number {
  let best = 0;
  const lp = m.world.components.Points.lp[target] ?? 1;
  for (const w of weaponsOf(m, attacker)) {
    const odds = oddsOf(m, planAttack(m, attacker, target, w), target);
    best = Math.max(best, attackWorth(odds.killChance, odds.expectedLpLoss, lp));
  }
  return best;
}

/** Distance from node `n` to the nearest enemy of `eid` (inches), or Infinity. */
export function nearestEnemyDistance(m: Match, eid: number, n: Node = nodeOf(m, eid)): number {
  return asIfAt(m, eid, n, () =>
    Math.min(Infinity, ...enemiesOf(m, eid).map((e) => distanceBetween(m, eid, e))),
  );
}
