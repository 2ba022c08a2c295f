/**
 * What Madness and Waves of Force are worth to the caster's gang (rules/spells/madness.ts, waves.ts), in the
 * currency of spell-worth.ts (Victory Points: a kill is one, a wound a share of it). Each is weighed by the engine's
 * pick, which is what the AI answers to their `spell-option` decisions.
 */
import {
  boardFor,
  GRAPPLE_INCHES,
  gangOf,
  grappleEndLoss,
  grappleSpotOptions,
  grappleSpots,
  isOnBoard,
  type Match,
  madActions,
  oddsOf,
  planAttack,
  touchedBy,
  waveLine,
} from '../rules/index.ts';
import { attackWorth } from './threat.ts';

/** What sending an enemy into the water is worth (it swims: −2″ of MOVE, only Aquatic weapons). */
export const WATER_WORTH = 0.1;

/** What a character's Life Points lost are worth (spell-worth.ts `loss`, with an expected amount). */
const lpWorth = (m: Match, e: number, expected: number) =>
  attackWorth(0, expected, m.world.components.Points.lp[e] ?? 0);

/** Madness on `target`: its attack on one of its own friends (the engine's pick), or nothing worth counting. */
export function madnessWorth(m: Match, caster: number, target: number): number {
  if (!isOnBoard(m, target)) return 0;
  const pick = madActions(m, caster, target)[0];
  if (pick?.target === undefined || !pick.weapon || gangOf(m, pick.target) === gangOf(m, caster)) return 0;
  const odds = oddsOf(m, planAttack(m, target, pick.target, pick.weapon), pick.target);
  const lp = m.world.components.Points.lp[pick.target] ?? 0;
  return attackWorth(odds.killChance, odds.expectedLpLoss, lp);
}

/**
 * Waves of Force aimed at `target` with `aces` expected: for each character on the line, the Life Points its
 * fall is expected to cost (an enemy counts for, a friend against) and {@link WATER_WORTH} for an enemy sent into the water.
 */
export function wavesWorth(m: Match, caster: number, target: number, aces: number): number {
  const line = isOnBoard(m, target) ? waveLine(m, caster, target) : null;
  if (!line) return 0;
  const inches = GRAPPLE_INCHES + Math.round(aces);
  let worth = 0;
  for (const e of touchedBy(m, line)) {
    const first = grappleSpotOptions(m, e, e, grappleSpots(m, e, e, inches))[0];
    if (!first) continue;
    const friend = gangOf(m, e) === gangOf(m, caster);
    const loss = grappleEndLoss(m, e, first.spot.end);
    const wet = boardFor(m, e).surfaceKind(first.spot.end.node) === 'water' ? WATER_WORTH : 0;
    worth += friend ? -lpWorth(m, e, loss) : lpWorth(m, e, loss) + wet;
  }
  return worth;
}
