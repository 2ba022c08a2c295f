/**
 * The actions on the water of the table of actions (action-table.ts): Row (rulebook "Row"), Dive ("Dive") and the
 * move of a character underwater ("Swimming": its Underwater Counters given up at the start of its turn). Their
 * rules live in movement/.
 */
import type { DiveCommand, RowCommand, UnderwaterMoveCommand } from '../../core/types.ts';
import {
  DIVE_AP,
  diveProblem,
  planUnderwaterMove,
  resolveDive,
  resolveUnderwaterMove,
  underwaterReach,
} from '../../movement/dive.ts';
import { resolveRow, rowProblem } from '../../movement/row.ts';
import { idOf, type Match } from '../../state/match-state.ts';
import { action, keptPlan, startAction } from '../action-def.ts';
import { spendAp } from '../rounds.ts';
import { movesTo } from './moves.ts';

/** The eight compass points a Row is listed toward, 6″ away (x east, y south). */
const ROW_DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
];

/** Row, 1 AP (movement/row.ts): a rider moves its gondola toward a point. */
export const ROW = action<RowCommand>({
  type: 'row',
  kind: 'row',
  withoutAp: 'no',
  cost: () => 1,
  problem: (m, _cmd, eid) => rowProblem(m, eid),
  list(m, eid) {
    if (rowProblem(m, eid)) return [];
    // Row toward each quay-side direction: the eight compass points 6″ away.
    const actor = idOf(m, eid);
    const x = m.world.components.Position.x[eid] ?? 0;
    const y = m.world.components.Position.y[eid] ?? 0;
    return ROW_DIRECTIONS.map(([dx, dy]) => ({ type: 'row', actor, to: [x + dx * 6, y + dy * 6, 0] }));
  },
  *resolve(m, cmd, eid) {
    startAction(m, eid, 'row', 1);
    yield* resolveRow(m, eid, cmd.to);
  },
});

/** The Action Points a Dive is checked against: those left in the turn, or all of them before it starts. */
function diveAp(m: Match, eid: number): number {
  const p = m.world.components.Points;
  return m.active === eid ? (p.ap[eid] ?? 0) : (p.apMax[eid] ?? 0);
}

/** Dive, 2 AP (movement/dive.ts): in water, for Underwater Counters. A Chained Jump stays ready. */
export const DIVE = action<DiveCommand>({
  type: 'dive',
  kind: 'dive',
  withoutAp: 'listed',
  cost: () => DIVE_AP,
  checksOwnAp: true,
  problem: (m, _cmd, eid) => diveProblem(m, eid, diveAp(m, eid)),
  list: (m, eid) => (diveProblem(m, eid, diveAp(m, eid)) ? [] : [{ type: 'dive', actor: idOf(m, eid) }]),
  *resolve(m, _cmd, eid) {
    spendAp(m, eid, 'dive', DIVE_AP);
    yield* resolveDive(m, eid);
  },
});

const underwaterPlan = keptPlan((m, cmd: UnderwaterMoveCommand, eid) => planUnderwaterMove(m, eid, cmd.to));

/**
 * The move underwater, 0 AP and no action (movement/dive.ts): at the start of its turn a character gives up its
 * Underwater Counters to swim 4″ (8″) each.
 */
export const UNDERWATER_MOVE = action<UnderwaterMoveCommand>({
  type: 'underwater-move',
  kind: 'underwater-move',
  withoutAp: 'listed',
  cost: () => 0,
  problem: underwaterPlan.problem,
  list(m, eid) {
    if ((m.world.components.Counters.underwater[eid] ?? 0) <= 0 || (m.active === eid && !m.turnState.fresh))
      return [];
    return movesTo(m, eid, 'underwater-move', underwaterReach(m, eid).nodes);
  },
  // biome-ignore lint/correctness/useYield: the free swim rolls nothing
  *resolve(m, cmd, eid) {
    resolveUnderwaterMove(m, eid, underwaterPlan.take(m, cmd, eid).path);
  },
});
