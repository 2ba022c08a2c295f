/**
 * The legal commands of the moment (DESIGN §3.1): what the UI highlights and what the AI chooses from.
 */
import { uniqueActionCommands } from './abilities/unique-actions.ts';
import { friendlyBaits } from './abilities/unique-combat.ts';
import { castCommands } from './cast-spell.ts';
import { wallActionProblem } from './climbing.ts';
import { combatProblem, weaponsOf } from './combat.ts';
import { abilityCommands } from './command-abilities.ts';
import { orderCommands } from './command-points.ts';
import { answersOf } from './decisions.ts';
import { diveProblem, underwaterReach } from './dive.ts';
import { flyTargets, isMidAir } from './fly.ts';
import { grappleCommands } from './grapple-legal.ts';
import { stanceProblem } from './hide.ts';
import { JUMP_MAX_RISE, jumpProblem } from './jump.ts';
import { enemiesOf, idOf, type Match, nodeOf } from './match-state.ts';
import { gangToAct, waitingOf } from './rounds.ts';
import { rowProblem } from './row.ts';
import { isOnWall, reachOf } from './run-climb.ts';
import { nodeKey } from './space/api.ts';
import type { Command, Point3 } from './types.ts';

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

/** How far around a character jump targets are listed (inches): beyond the longest likely jump. */
export const JUMP_LIST_RADIUS = 6;

/**
 * Surface points a character may name for a Jump now (those {@link jumpProblem} accepts), within
 * {@link JUMP_LIST_RADIUS} measured across the table (so that points far below stay listed: a jump down may be
 * worth its fall). A Jump command may also name any other point, in mid-air for one.
 */
export function jumpTargets(m: Match, eid: number): Point3[] {
  const here = nodeOf(m, eid);
  const out: Point3[] = [];
  for (let j = here.j - JUMP_LIST_RADIUS; j <= here.j + JUMP_LIST_RADIUS; j++) {
    for (let i = here.i - JUMP_LIST_RADIUS; i <= here.i + JUMP_LIST_RADIUS; i++) {
      if (Math.hypot(i - here.i, j - here.j) > JUMP_LIST_RADIUS) continue;
      for (const n of m.board.surfacesAt(i, j)) {
        const to: Point3 = [n.i + 0.5, n.j + 0.5, n.z];
        if (n.z <= here.z + JUMP_MAX_RISE && !jumpProblem(m, eid, to)) out.push(to);
      }
    }
  }
  return out;
}

/**
 * Commands an active (or about to be activated) character may give now: moves, attacks, its Command Ability, its
 * unique actions (a handful of spots for those that name one), end of turn.
 */
export function actionsOf(m: Match, eid: number): Command[] {
  const actor = idOf(m, eid);
  const out: Command[] = [...abilityCommands(m, eid)];
  const hasAp = m.active === eid ? (m.world.components.Points.ap[eid] ?? 0) >= 1 : true;
  if (isMidAir(m, eid)) {
    // Mid-air (rulebook "Flight"): only another Fly, or the end of the turn (and its fall).
    if (hasAp) for (const to of flyTargets(m, eid)) out.push({ type: 'fly', actor, to });
    out.push({ type: 'end-turn', actor });
    return out;
  }
  if (hasAp) {
    const here = nodeKey(nodeOf(m, eid));
    for (const { node } of reachOf(m, eid).nodes) {
      if (nodeKey(node) !== here)
        out.push({ type: 'run-climb', actor, to: [node.i + 0.5, node.j + 0.5, node.z] });
    }
    for (const to of jumpTargets(m, eid)) out.push({ type: 'jump', actor, to });
    for (const to of flyTargets(m, eid)) out.push({ type: 'fly', actor, to });
    if (!rowProblem(m, eid)) {
      // Row toward each quay-side direction: the eight compass points 6″ away.
      const x = m.world.components.Position.x[eid] ?? 0;
      const y = m.world.components.Position.y[eid] ?? 0;
      for (const [dx, dy] of ROW_DIRECTIONS)
        out.push({ type: 'row', actor, to: [x + dx * 6, y + dy * 6, 0] });
    }
    if (!stanceProblem(m, eid, 'hide')) out.push({ type: 'hide', actor });
    if (!stanceProblem(m, eid, 'guard')) out.push({ type: 'guard', actor });
    // Bait (the Crybaby): friends may attack it as if it were an enemy.
    for (const target of [...enemiesOf(m, eid), ...friendlyBaits(m, eid)]) {
      for (const w of weaponsOf(m, eid)) {
        if (!combatProblem(m, eid, target, w)) {
          out.push({ type: 'combat', actor, target: idOf(m, target), weapon: w.name });
        }
      }
    }
    out.push(...grappleCommands(m, eid));
    out.push(...castCommands(m, eid));
  }
  // Unique actions (Blood Rights, Transfusion, Fade to the Shadow, Rope Arrow): each checks its own costs.
  out.push(...uniqueActionCommands(m, eid));
  const ap =
    m.active === eid ? (m.world.components.Points.ap[eid] ?? 0) : (m.world.components.Points.apMax[eid] ?? 0);
  if (!diveProblem(m, eid, ap)) out.push({ type: 'dive', actor });
  if ((m.world.components.Counters.underwater[eid] ?? 0) > 0 && (m.active !== eid || m.turnState.fresh)) {
    const here = nodeKey(nodeOf(m, eid));
    for (const { node } of underwaterReach(m, eid).nodes) {
      if (nodeKey(node) !== here)
        out.push({ type: 'underwater-move', actor, to: [node.i + 0.5, node.j + 0.5, node.z] });
    }
  }
  if (!hasAp && m.active === eid && m.turnState.chainedJumpReady) {
    for (const to of jumpTargets(m, eid)) out.push({ type: 'jump', actor, to });
  }
  out.push({ type: 'end-turn', actor });
  return isOnWall(m, eid) ? out.filter((c) => !wallActionProblem(m, eid, c.type)) : out;
}

/**
 * Every command that `submit` would accept now: the answers to a pending decision, the actions of the active
 * character (and the ORDERs it may receive at the start of its turn; during a COUNTER, the actions of the
 * character making it), or the activation of a waiting character of the gang whose turn it is.
 */
export function legalCommands(m: Match): Command[] {
  if (m.over) return [];
  if (m.pending) return answersOf(m.pending);
  if (m.active >= 0) return [...orderCommands(m, m.active), ...actionsOf(m, m.active)];
  return waitingOf(m, gangToAct(m)).map((e) => ({ type: 'activate' as const, actor: idOf(m, e) }));
}
