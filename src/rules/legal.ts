/**
 * The legal commands of the moment (DESIGN §3.1): what the UI highlights and what the AI chooses from.
 */
import { combatProblem, weaponsOf } from './combat.ts';
import { enemiesOf, idOf, type Match, nodeOf } from './match-state.ts';
import { gangToAct, waitingOf } from './rounds.ts';
import { reachOf } from './run-climb.ts';
import { nodeKey } from './space/api.ts';
import type { Command } from './types.ts';

/** Commands an active (or about to be activated) character may give now: moves, attacks, end of turn. */
export function actionsOf(m: Match, eid: number): Command[] {
  const actor = idOf(m, eid);
  const out: Command[] = [];
  const hasAp = m.active === eid ? (m.world.components.Points.ap[eid] ?? 0) >= 1 : true;
  if (hasAp) {
    const here = nodeKey(nodeOf(m, eid));
    for (const { node } of reachOf(m, eid).nodes) {
      if (nodeKey(node) !== here)
        out.push({ type: 'run-climb', actor, to: [node.i + 0.5, node.j + 0.5, node.z] });
    }
    for (const target of enemiesOf(m, eid)) {
      for (const w of weaponsOf(m, eid)) {
        if (!combatProblem(m, eid, target, w)) {
          out.push({ type: 'combat', actor, target: idOf(m, target), weapon: w.name });
        }
      }
    }
  }
  out.push({ type: 'end-turn', actor });
  return out;
}

/**
 * Every command that `submit` would accept now: the answers to a pending decision, the actions of the active
 * character, or the activation of a waiting character of the gang whose turn it is.
 */
export function legalCommands(m: Match): Command[] {
  if (m.over) return [];
  if (m.pending) {
    const d = m.pending;
    return Array.from({ length: d.max + 1 }, (_, amount) => ({
      type: 'decide' as const,
      decision: d.type,
      character: d.character,
      amount,
    }));
  }
  if (m.active >= 0) return actionsOf(m, m.active);
  return waitingOf(m, gangToAct(m)).map((e) => ({ type: 'activate' as const, actor: idOf(m, e) }));
}
