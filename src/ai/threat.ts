/**
 * What characters can do to each other, in Gang War's currency: a kill is worth one Victory Point, a wound a
 * share of it. Values come from the exact odds of the rules engine (src/rules/combat/combat-odds.ts).
 */
import {
  asIfAt,
  bestWeapon,
  distanceBetween,
  enemiesOf,
  type Match,
  type Node,
  nodeOf,
  oddsOf,
  planAttack,
  statOf,
  weaponsOf,
} from '../rules/index.ts';

/** Worth of an attack in Victory Points: the chance to kill plus half the share of Life Points taken. */
export function attackWorth(killChance: number, expectedLpLoss: number, targetLp: number): number {
  return killChance + (0.5 * expectedLpLoss) / Math.max(1, targetLp);
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

/** Longest weapon range of a character (inches). */
export function longestRange(m: Match, eid: number): number {
  return Math.max(...weaponsOf(m, eid).map((w) => w.range));
}

/**
 * How much the enemies of `eid` threaten it if it stood at `n` next round: for each enemy that could charge it
 * (within MOVE + 1″) or shoot it (within MOVE + range), the worth of that enemy's best attack on it, assuming
 * contact for a charge. Cheap: distances only, no line of sight.
 */
export function dangerAt(m: Match, eid: number, n: Node): number {
  return asIfAt(m, eid, n, () => {
    let danger = 0;
    for (const e of enemiesOf(m, eid)) {
      const d = distanceBetween(m, e, eid);
      const move = statOf(m, e, 'move');
      const melee = d <= move + 1;
      const ranged = weaponsOf(m, e).some((w) => w.range > 0 && d <= w.range + move);
      if (!melee && !ranged) continue;
      const worth = threatOf(m, e, eid);
      danger += melee ? worth : worth * 0.6;
    }
    return danger;
  });
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
