/**
 * What an attack on an enemy does to its part in the Primary Objective (rulebook "Primary Objective", "The Winds of
 * Fate"; DESIGN §3.4), in Victory Points, from the attack's distribution of Life Points lost:
 *
 * - a carrier that loses 3 Life Points or more in one action drops its Objective: that chance times what the carrier
 *   stands to lose (objective-worth.ts `carrierStake`);
 * - held Objectives (Secure Arms, Acquisition): taking out the only enemy within 3″ of an Objective takes its points
 *   away from the enemy — in full in the last round, half before (another may yet come);
 * - Street Fight: taking out an Attacker keeps it from the edge, worth its chance to get away (the kill itself scores
 *   1 VP for the Defender, counted as every kill is).
 */
import {
  carriedBy,
  charactersOnBoard,
  distance,
  figureOf,
  ignoredForObjectives,
  isAttacker,
  type Match,
  OBJECTIVE_RADIUS,
  SCORING_INCHES,
} from '../rules/index.ts';
import { carrierStake, dropChanceOf } from './objective-worth.ts';
import type { PlanContext, Term } from './types.ts';

/** Share of a holder's Objective counted for taking it out before the last round. */
export const EARLY_HOLDER_SHARE = 0.5;

/**
 * What the attack of `here`'s character on `target` (its Life Points lost: `lpLoss`, index Life Points) does to the
 * target's part in the Primary Objective; null when nothing.
 */
export function attackObjectiveGain(
  m: Match,
  here: PlanContext,
  target: number,
  lpLoss: readonly number[],
): Term | null {
  const view = here.objectives;
  if (!view) return null;
  const kill = lpLoss[lpLoss.length - 1] ?? 0;
  const gang = m.world.components.Gang.index;
  if (view.play === 'street') {
    const runner = view.runners.find((r) => r.eid === target);
    return runner && isAttacker(m, gang[target] ?? -1)
      ? { label: 'keeps an Attacker from the far edge (its chance to escape)', value: kill * runner.escape }
      : null;
  }
  const carried = carriedBy(m, target);
  if (carried >= 0) {
    const x = view.objectives.find((o) => o.o === carried);
    if (!x) return null;
    return {
      label: `makes the carrier of ${x.id} drop it (3 Life Points or more)`,
      value: dropChanceOf(lpLoss) * carrierStake(m, view, x),
    };
  }
  if (view.play !== 'held' || ignoredForObjectives(m, target)) return null;
  let value = 0;
  let held = '';
  for (const x of view.objectives) {
    if (x.carrier >= 0) continue;
    const o = { x: x.at[0], y: x.at[1], z: x.at[2], radius: OBJECTIVE_RADIUS, height: 0 };
    const near = (e: number) => distance(figureOf(m, e), o) <= SCORING_INCHES + 1e-9;
    if (!near(target)) continue;
    // The target holds it only when no other character of its gang (nor any of ours) stands within 3″ too.
    const others = charactersOnBoard(m.world).filter(
      (e) => e !== target && !ignoredForObjectives(m, e) && near(e),
    );
    if (others.some((e) => gang[e] === gang[target])) continue;
    // Alone there, its points go; beside one of ours, they become ours: either way the Objective's worth.
    value += kill * x.vp * (view.roundsLeft <= 1 ? 1 : EARLY_HOLDER_SHARE);
    held = held ? `${held}, ${x.id}` : x.id;
  }
  return value > 0 ? { label: `takes out the holder of ${held}`, value } : null;
}
