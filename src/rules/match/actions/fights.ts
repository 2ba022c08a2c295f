/**
 * The fights of the table of actions (action-table.ts): Combat (rulebook "Combat"), Grapple ("Grapple") and Drown
 * ("Drown"), each naming a character by its match id. Their rules live in combat/.
 */

import type { Weapon } from '../../../content/types.ts';
import { friendsAttackable } from '../../combat/attack-plan.ts';
import { combatProblem, resolveAttack, weaponOf, weaponsOf } from '../../combat/combat.ts';
import { drownProblem, resolveDrown } from '../../combat/drown.ts';
import { grappleProblem, resolveGrapple } from '../../combat/grapple.ts';
import { grappleCommands, grappleCommandsOn, grappleTargets } from '../../combat/grapple-legal.ts';
import type { CombatCommand, Command, DrownCommand, GrappleCommand } from '../../core/types.ts';
import { wallActionProblem } from '../../movement/climbing.ts';
import { enemiesOf, idOf, type Match } from '../../state/match-state.ts';
import { action, drawFrom, keptPlan, startAction } from '../action-def.ts';

/** The character a command names by its match id, or why there is none. */
function targetOf(m: Match, id: string): { problem: string } | { target: number } {
  const target = m.ids.get(id);
  return target === undefined ? { problem: `unknown target "${id}"` } : { target };
}

const attackPlan = keptPlan(
  (m, cmd: CombatCommand, eid): { problem: string } | { target: number; weapon: Weapon } => {
    const t = targetOf(m, cmd.target);
    if ('problem' in t) return t;
    const weapon = weaponOf(m, eid, cmd.weapon);
    const problem = combatProblem(m, eid, t.target, weapon);
    return problem ? { problem } : { target: t.target, weapon: weapon! };
  },
);

/** Those `eid` may attack: its enemies, then the friends the rule book lets it attack (Bait). */
const attackable = (m: Match, eid: number): number[] => [...enemiesOf(m, eid), ...friendsAttackable(m, eid)];

/** Combat, 1 AP (combat/combat.ts): an attack on a character with one of the attacker's weapons. */
export const COMBAT = action<CombatCommand>({
  type: 'combat',
  kind: 'combat',
  withoutAp: 'no',
  cost: () => 1,
  problem: attackPlan.problem,
  list(m, eid) {
    const actor = idOf(m, eid);
    const out: Command[] = [];
    for (const target of attackable(m, eid)) {
      for (const w of weaponsOf(m, eid)) {
        if (!combatProblem(m, eid, target, w)) {
          out.push({ type: 'combat', actor, target: idOf(m, target), weapon: w.name });
        }
      }
    }
    return out;
  },
  draw(m, eid, pick) {
    const pairs = attackable(m, eid).flatMap((target) => weaponsOf(m, eid).map((w) => ({ target, w })));
    const hit = drawFrom(pairs, ({ target, w }) => !combatProblem(m, eid, target, w), pick);
    return hit
      ? { type: 'combat', actor: idOf(m, eid), target: idOf(m, hit.target), weapon: hit.w.name }
      : null;
  },
  *resolve(m, cmd, eid) {
    const { target, weapon } = attackPlan.take(m, cmd, eid);
    startAction(m, eid, 'combat', 1);
    yield* resolveAttack(m, eid, target, weapon);
  },
});

/** The target of a Grapple or a Drown: it must be a character of the match. */
function namedTarget(m: Match, id: string): number {
  return m.ids.get(id)!;
}

/**
 * Grapple, 1 AP (combat/grapple.ts): a character in base contact moved toward a spot. Its kind lists Drown too,
 * target by target (combat/grapple-legal.ts).
 */
export const GRAPPLE = action<GrappleCommand>({
  type: 'grapple',
  kind: 'grapple',
  withoutAp: 'no',
  cost: () => 1,
  problem(m, cmd, eid) {
    const t = targetOf(m, cmd.target);
    return 'problem' in t ? t.problem : grappleProblem(m, eid, t.target, cmd.to);
  },
  list: grappleCommands,
  draw(m, eid, pick) {
    // a target first (each target with a command as likely), then one of its commands
    let found: Command[] = [];
    drawFrom(
      grappleTargets(m, eid),
      (t) => {
        found = grappleCommandsOn(m, eid, t).filter((c) => !wallActionProblem(m, eid, c.type));
        return found.length > 0;
      },
      pick,
    );
    return found.length > 0 ? found[pick(found.length)]! : null;
  },
  *resolve(m, cmd, eid) {
    startAction(m, eid, 'grapple', 1);
    yield* resolveGrapple(m, eid, namedTarget(m, cmd.target), cmd.to);
  },
});

/** Drown, 1 AP (combat/drown.ts): an enemy in base contact and in water. Listed with Grapple. */
export const DROWN = action<DrownCommand>({
  type: 'drown',
  kind: 'grapple',
  withoutAp: 'no',
  cost: () => 1,
  problem(m, cmd, eid) {
    const t = targetOf(m, cmd.target);
    return 'problem' in t ? t.problem : drownProblem(m, eid, t.target);
  },
  *resolve(m, cmd, eid) {
    startAction(m, eid, 'drown', 1);
    yield* resolveDrown(m, eid, namedTarget(m, cmd.target));
  },
});
