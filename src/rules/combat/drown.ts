/**
 * Drown (1 AP; rulebook "Drown", "Attacks & Damage", "Water Creature", "Expert Grappler (X)"; tables.md
 * "Drown").
 *
 * The attacker picks an enemy in base contact that is in water (swimming); a Water Creature cannot be drowned.
 * An Opposed ATTACK Roll, Aces on 7+, the target rolling first; a character on a larger base than the other gains
 * +1 ATTACK (both sides); Expert Grappler (X) re-rolls up to X missed dice (both sides). The Life Points are lost
 * outright: no Protection Roll.
 * - Success: the target loses 2 Life Points + 1 per Ace.
 * - Critical: the target loses 4 Life Points + 1 per Ace.
 * - Fail: nothing.
 * - Fumble: the attacker loses 2 Life Points.
 */
import { loseLifePoints } from '../character/life-points.ts';
import { traitOf } from '../character/traits.ts';
import type { Command, PendingDecision } from '../core/types.ts';
import { makeOpposedRoll } from '../rolls/roll.ts';
import { inContact, isOnBoard, isSwimming, type Match } from '../state/match-state.ts';
import { DROWNED, DROWNED_ALL_THE_SAME } from './combat-hooks.ts';
import { grappleDice } from './grapple.ts';

/** Life Points a Drown roll takes from its target (tables.md "Drown"): 2 + Aces, 4 + Aces on a Critical. */
export function drownLoss(result: string, aces: number): number {
  if (result === 'critical') return 4 + aces;
  if (result === 'success') return 2 + aces;
  return 0;
}

/** Life Points the attacker loses on a fumbled Drown. */
export const DROWN_FUMBLE_LOSS = 2;

/**
 * Why `attacker` may not drown `target` now, or null: the target must be an enemy on the board, in base contact,
 * in water (anywhere for an attacker with the trait drowns-out-of-water: Gusher, Keep it Flowing), and without the
 * trait cannot-be-drowned (a Water Creature; character/traits.ts) unless an entry of {@link DROWNED_ALL_THE_SAME} says
 * otherwise.
 */
export function drownProblem(m: Match, attacker: number, target: number): string | null {
  if (target === attacker) return 'a character cannot drown itself';
  if (!isOnBoard(m, target)) return 'the target is not on the board';
  const { Gang } = m.world.components;
  if (Gang.team[target] === Gang.team[attacker]) return 'the target is not an enemy';
  if (!inContact(m, attacker, target)) return 'a Drown needs base contact';
  // Gusher and Keep it Flowing drown an enemy out of the water too.
  if (!isSwimming(m, target) && !traitOf(m, attacker, 'drowns-out-of-water').has)
    return 'the target is not in water';
  const safe = traitOf(m, target, 'cannot-be-drowned');
  if (safe.has && !m.book.all(DROWNED_ALL_THE_SAME).some((f) => f(m, attacker, target)))
    return `a ${safe.source} cannot be drowned`;
  return null;
}

/** Resolve `attacker`'s Drown of `target` (checked by {@link drownProblem}). */
export function* resolveDrown(
  m: Match,
  attacker: number,
  target: number,
): Generator<PendingDecision, void, Command> {
  const roll = yield* makeOpposedRoll(
    m,
    attacker,
    grappleDice(m, attacker, target, 'drown'),
    target,
    grappleDice(m, target, attacker, 'drown', true),
  );
  if (roll.result === 'fumble') {
    loseLifePoints(m, attacker, DROWN_FUMBLE_LOSS, 'fumbled drown');
    return;
  }
  if (isOnBoard(m, target)) {
    const lp = m.world.components.Points.lp[target] ?? 0;
    // Living Flame (the Theophant of Sinai): twice the Life Points.
    const doubled = traitOf(m, target, 'drown-loss-doubled').has ? 2 : 1;
    loseLifePoints(m, target, doubled * drownLoss(roll.result, roll.aces), 'drown');
    // What losing Life Points to a Drown brings (Truth of Dagon: the Drowned Nun's gaze may Stun).
    if ((m.world.components.Points.lp[target] ?? 0) < lp) for (const f of m.book.all(DROWNED)) f(m, target);
  }
}
