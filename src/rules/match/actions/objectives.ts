/**
 * The actions of Primary Objectives in the table of actions (action-table.ts; rulebook "Primary Objective"; the rules:
 * scenario/objectives.ts):
 * - drop the Mobile Objective the character carries, in base contact with it — free, right after any of its actions
 *   (our reading: in its turn once it has made an action; never a COUNTER's chance);
 * - destroy a Destructible Objective, 1 AP, when the character began its turn in base contact with it (or, as the
 *   first command of its turn, which begins the turn, is in base contact with it now).
 */
import type { DestroyObjectiveCommand, DropObjectiveCommand } from '../../core/types.ts';
import { idOf, type Match, nameOf } from '../../state/match-state.ts';
import {
  carriedBy,
  destroyObjective,
  dropCarried,
  isKind,
  objectiveById,
  objectivesOf,
  touchedAtTurnStart,
  touchesObjective,
} from '../../state/objective-state.ts';
import { action, startAction } from '../action-def.ts';

/** Why `eid` may not drop an Objective now, or null. */
function dropProblem(m: Match, eid: number): string | null {
  if (carriedBy(m, eid) < 0) return `${nameOf(m, eid)} carries no Objective`;
  if (m.active !== eid || m.turnState.fresh)
    return 'an Objective is dropped right after one of the carrier’s actions';
  return null;
}

/** Drop the carried Objective, 0 AP. */
export const DROP_OBJECTIVE = action<DropObjectiveCommand>({
  type: 'drop-objective',
  kind: 'objective',
  withoutAp: 'listed',
  cost: () => 0,
  checksOwnAp: true,
  problem: (m, _cmd, eid) => dropProblem(m, eid),
  list: (m, eid) => (dropProblem(m, eid) ? [] : [{ type: 'drop-objective', actor: idOf(m, eid) }]),
  // biome-ignore lint/correctness/useYield: dropping rolls nothing and asks nothing
  *resolve(m, _cmd, eid) {
    dropCarried(m, eid, 'chosen');
  },
});

/** Why `eid` may not destroy Objective `o` now, or null. */
function destroyProblem(m: Match, eid: number, o: number): string | null {
  if (o < 0) return 'no such Objective';
  if (!isKind(m, o, 'destructible')) return 'this Objective cannot be destroyed';
  // A command of a character whose turn has not begun begins it (match.ts `submit`): it begins it where it stands.
  const began = m.active === eid ? touchedAtTurnStart(m, eid, o) : touchesObjective(m, eid, o);
  if (!began) return 'only a character that began its turn in base contact with it';
  return null;
}

/** Destroy a Destructible Objective, 1 AP. */
export const DESTROY_OBJECTIVE = action<DestroyObjectiveCommand>({
  type: 'destroy-objective',
  kind: 'objective',
  withoutAp: 'no',
  cost: () => 1,
  problem: (m, cmd, eid) => destroyProblem(m, eid, objectiveById(m, cmd.objective)),
  list: (m, eid) =>
    objectivesOf(m)
      .filter((o) => destroyProblem(m, eid, o) === null)
      .map((o) => ({
        type: 'destroy-objective',
        actor: idOf(m, eid),
        objective: m.world.components.Objective.id[o]!,
      })),
  // biome-ignore lint/correctness/useYield: destroying rolls nothing and asks nothing
  *resolve(m, cmd, eid) {
    startAction(m, eid, 'destroy-objective', 1);
    destroyObjective(m, objectiveById(m, cmd.objective), eid);
  },
});
