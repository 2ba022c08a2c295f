/**
 * Previews before committing (DESIGN §1): the reach of a Run/Climb with the chance of making each destination,
 * and the exact odds of an attack. Computed, never simulated.
 */
import { combatProblem, oddsOf, planAttack, weaponOf } from './combat.ts';
import type { AttackOdds } from './combat-odds.ts';
import { abilityOf, type Match, statOf } from './match-state.ts';
import { type ResultChances, resultChances } from './probability.ts';
import { reachOf } from './run-climb.ts';
import type { Node } from './space/api.ts';

/** A destination of a Run/Climb: cost in inches, rolls needed, and the chance to get there (no Will Points). */
export interface ReachCell {
  readonly node: Node;
  readonly cost: number;
  readonly rolls: number;
  readonly chance: number;
}

/** Every destination of a Run/Climb of `eid` now, with its chance (each stretch that needs a roll must pass). */
export function reachPreview(m: Match, eid: number): ReachCell[] {
  const acrobatic = abilityOf(m, eid, 'Acrobatic');
  const c = resultChances(statOf(m, eid, 'dex'), 7, acrobatic.has ? Math.min(3, acrobatic.value) : 0);
  const pass = c.success + c.critical;
  return reachOf(m, eid).nodes.map((n) => ({ ...n, chance: pass ** n.rolls }));
}

/** What the attack preview shows. */
export interface AttackPreview {
  readonly problem: string | null;
  readonly pool: number;
  readonly aceOn: number;
  readonly protectionPool: number;
  readonly cover: boolean;
  readonly odds: AttackOdds | null;
}

/** Exact odds of `attacker` attacking `target` with the weapon named `weapon` (no Will Points). */
export function attackPreview(m: Match, attacker: number, target: number, weapon: string): AttackPreview {
  const w = weaponOf(m, attacker, weapon);
  const problem = combatProblem(m, attacker, target, w);
  if (!w) return { problem, pool: 0, aceOn: 0, protectionPool: 0, cover: false, odds: null };
  const plan = planAttack(m, attacker, target, w);
  return {
    problem,
    pool: plan.attack.pool,
    aceOn: plan.attack.aceOn,
    protectionPool: plan.protection.pool,
    cover: plan.cover,
    odds: problem ? null : oddsOf(m, plan, target),
  };
}

/** Chance of each result of a roll with 0, 1 … `max` Will Points added (for the Will Point decision). */
export function chancesWithWillPoints(
  pool: number,
  aceOn: number,
  max: number,
  rerolls = 0,
): ResultChances[] {
  return Array.from({ length: max + 1 }, (_, wp) => resultChances(pool + wp, aceOn, rerolls));
}
