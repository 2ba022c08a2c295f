/**
 * The moves on foot and in the air of the table of actions (action-table.ts): Run/Climb (rulebook "Run/Climb"),
 * Jump and the Chained Jump ("Jump"), Fly ("Flight"). Their rules live in movement/.
 */

import { canPayWill } from '../../character/will-cost.ts';
import type { Command, FlyCommand, JumpCommand, Point3, RunClimbCommand } from '../../core/types.ts';
import { flyNode, flyProblem, flyTargets, resolveFly } from '../../movement/fly.ts';
import { JUMP_MAX_RISE, jumpProblem, jumpProblemTest, resolveJump } from '../../movement/jump.ts';
import { planRunClimb, resolveRunClimb } from '../../movement/run-climb.ts';
import { reachOf } from '../../movement/run-climb-reach.ts';
import { type Node, nodeKey } from '../../space/api.ts';
import { idOf, type Match, nameOf, nodeOf } from '../../state/match-state.ts';
import { carriedBy, dropCarried } from '../../state/objective-state.ts';
import { action, drawFrom, hasActionPoint, keptPlan, startAction } from '../action-def.ts';
import { spendAp } from '../rounds.ts';

/** A move of `type` to each node of `nodes` but the one `eid` stands on (a surface node's centre, inches). */
export function movesTo(
  m: Match,
  eid: number,
  type: 'run-climb' | 'underwater-move',
  nodes: Iterable<{ readonly node: Node }>,
): Command[] {
  const actor = idOf(m, eid);
  const here = nodeKey(nodeOf(m, eid));
  const out: Command[] = [];
  for (const { node } of nodes) {
    if (nodeKey(node) !== here) out.push({ type, actor, to: [node.i + 0.5, node.j + 0.5, node.z] });
  }
  return out;
}

const runClimbPlan = keptPlan((m, cmd: RunClimbCommand, eid) => planRunClimb(m, eid, cmd.to));

/**
 * Run/Climb, 1 AP: along the cheapest path to a node of the character's reach (movement/run-climb.ts). With
 * `thenDrop` its carrier drops its Objective where the move ends (rulebook "Primary Objective"), which is how a
 * carrier drops it after the move that spends its last Action Point.
 */
export const RUN_CLIMB = action<RunClimbCommand>({
  type: 'run-climb',
  kind: 'run-climb',
  withoutAp: 'no',
  cost: () => 1,
  problem: (m, cmd, eid) =>
    cmd.thenDrop && carriedBy(m, eid) < 0
      ? `${nameOf(m, eid)} carries no Objective to drop`
      : runClimbPlan.problem(m, cmd, eid),
  list: (m, eid) => movesTo(m, eid, 'run-climb', reachOf(m, eid).nodes),
  draw(m, eid, pick) {
    // Run/Climb is allowed on a wall: any node of the reach but the one it stands on.
    const here = nodeKey(nodeOf(m, eid));
    const hit = drawFrom(reachOf(m, eid).nodes, (x) => nodeKey(x.node) !== here, pick);
    if (!hit) return null;
    const { i, j, z } = hit.node;
    return { type: 'run-climb', actor: idOf(m, eid), to: [i + 0.5, j + 0.5, z] };
  },
  *resolve(m, cmd, eid) {
    const { path } = runClimbPlan.take(m, cmd, eid);
    startAction(m, eid, 'run-climb', 1);
    yield* resolveRunClimb(m, eid, path);
    // Dropped where the move ended; nothing to drop when a fall or a fight on the way already made it drop.
    if (cmd.thenDrop) dropCarried(m, eid, 'chosen');
  },
});

/** How far around a character jump targets are listed (inches): beyond the longest likely jump. */
export const JUMP_LIST_RADIUS = 6;

/**
 * Surface points a character may name for a Jump now (those jump.ts `jumpProblem` accepts), within
 * {@link JUMP_LIST_RADIUS} measured across the table (so that points far below stay listed: a jump down may be
 * worth its fall). A Jump command may also name any other point, in mid-air for one.
 */
export function jumpTargets(m: Match, eid: number): Point3[] {
  const problem = jumpProblemTest(m, eid);
  return jumpCandidates(m, eid).filter((to) => !problem(to));
}

/** The surface points {@link jumpTargets} checks, in its order: those within the radius, up to the highest rise. */
function jumpCandidates(m: Match, eid: number): Point3[] {
  const here = nodeOf(m, eid);
  const out: Point3[] = [];
  for (let j = here.j - JUMP_LIST_RADIUS; j <= here.j + JUMP_LIST_RADIUS; j++) {
    for (let i = here.i - JUMP_LIST_RADIUS; i <= here.i + JUMP_LIST_RADIUS; i++) {
      if (Math.hypot(i - here.i, j - here.j) > JUMP_LIST_RADIUS) continue;
      for (const n of m.board.surfacesAt(i, j)) {
        if (n.z <= here.z + JUMP_MAX_RISE) out.push([n.i + 0.5, n.j + 0.5, n.z]);
      }
    }
  }
  return out;
}

/** Whether `eid`'s next Jump is a Chained Jump (rulebook "Jump": after a jump onto an Obstacle; no AP). */
const chainedJump = (m: Match, eid: number): boolean => m.active === eid && m.turnState.chainedJumpReady;

/**
 * Jump, 1 AP (rulebook "Jump"; movement/jump.ts), or a Chained Jump for none; a Controlled Landing costs 1 Will
 * Point. Listed with an Action Point, and without one after the free actions when a Chained Jump is ready.
 */
export const JUMP = action<JumpCommand>({
  type: 'jump',
  kind: 'jump',
  withoutAp: 'last',
  cost: (m, _cmd, eid) => (chainedJump(m, eid) ? 0 : 1),
  problem(m, cmd, eid) {
    const problem = jumpProblem(m, eid, cmd.to);
    if (problem) return problem;
    if (cmd.controlledLanding && !canPayWill(m, eid, 1)) return 'a Controlled Landing needs 1 Will Point';
    return null;
  },
  list(m, eid) {
    // With an Action Point, a Jump; without, a Chained Jump when one is ready.
    if (!hasActionPoint(m, eid) && !chainedJump(m, eid)) return [];
    const actor = idOf(m, eid);
    return jumpTargets(m, eid).map((to) => ({ type: 'jump', actor, to }));
  },
  draw(m, eid, pick) {
    if (!hasActionPoint(m, eid) && !chainedJump(m, eid)) return null;
    const problem = jumpProblemTest(m, eid);
    const to = drawFrom(jumpCandidates(m, eid), (p) => !problem(p), pick);
    return to ? { type: 'jump', actor: idOf(m, eid), to } : null;
  },
  *resolve(m, cmd, eid) {
    const chained = chainedJump(m, eid);
    if (chained) m.turnState.chainedJumpUsed = true;
    m.turnState.chainedJumpReady = false;
    spendAp(m, eid, chained ? 'chained-jump' : 'jump', chained ? 0 : 1);
    yield* resolveJump(m, eid, cmd.to, cmd.controlledLanding ?? false, cmd.onward ?? false);
  },
});

/** Fly, 1 AP (rulebook "Flight"; movement/fly.ts): straight to a point within MOVE, no roll. */
export const FLY = action<FlyCommand>({
  type: 'fly',
  kind: 'fly',
  withoutAp: 'no',
  cost: () => 1,
  problem: (m, cmd, eid) => flyProblem(m, eid, cmd.to),
  list(m, eid) {
    const actor = idOf(m, eid);
    return flyTargets(m, eid).map((to) => ({ type: 'fly', actor, to }));
  },
  *resolve(m, cmd, eid) {
    startAction(m, eid, 'fly', 1);
    yield* resolveFly(m, eid, flyNode(cmd.to));
  },
});
