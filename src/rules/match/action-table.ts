/**
 * The table of actions (DESIGN §3 "One table of actions"): every action a character may take, each declared once
 * (action-def.ts `ActionDef`), in the order their kinds are listed (legal.ts). `submit` (match.ts, flow.ts) finds
 * an action's checks and resolution here; legal.ts its kinds and its legal commands. Adding an action is adding its
 * entry here (and its rule file).
 *
 * Not in the table: the answers to decisions (`decide`), ORDER and COUNTER (command/command-points.ts) and ABILITY
 * (command/command-abilities.ts), the activation and the end of a turn: they are steps of the turn's flow
 * (flow.ts), not actions taken with Action Points.
 */
import type { ActionCommand, Command } from '../core/types.ts';
import { wallActionProblem } from '../movement/climbing.ts';
import { midAirActionProblem } from '../movement/fly.ts';
import { carrierActionProblem } from '../scenario/objectives.ts';
import { isOnBoard, type Match, nameOf } from '../state/match-state.ts';
import { hasTag } from '../state/world.ts';
import type { ActionDef, ActionKind } from './action-def.ts';
import { COMBAT, DROWN, GRAPPLE } from './actions/fights.ts';
import { FLY, JUMP, RUN_CLIMB } from './actions/moves.ts';
import { DESTROY_OBJECTIVE, DROP_OBJECTIVE } from './actions/objectives.ts';
import { CAST, GUARD, HIDE } from './actions/others.ts';
import { UNIQUE_ACTION } from './actions/unique.ts';
import { DIVE, ROW, UNDERWATER_MOVE } from './actions/water.ts';
import { gangToAct, waitingOf } from './rounds.ts';

/** Every action, in the order of their kinds in the legal commands (a kind at its first action). */
export const ACTIONS: readonly ActionDef[] = [
  RUN_CLIMB,
  JUMP,
  FLY,
  ROW,
  HIDE,
  GUARD,
  COMBAT,
  GRAPPLE,
  DROWN,
  CAST,
  UNIQUE_ACTION,
  DIVE,
  UNDERWATER_MOVE,
  DROP_OBJECTIVE,
  DESTROY_OBJECTIVE,
];

const BY_TYPE: ReadonlyMap<Command['type'], ActionDef> = new Map(ACTIONS.map((a) => [a.type, a]));

/** The action answering commands of `type`, or undefined for a command that is no action (a decision, an ORDER…). */
export function actionOf(type: Command['type']): ActionDef | undefined {
  return BY_TYPE.get(type);
}

/** The actions listed under `kind`, in table order ([] for `ability` and `end-turn`). */
export function actionsOfKindIn(kind: ActionKind): readonly ActionDef[] {
  return ACTIONS.filter((a) => a.kind === kind);
}

/**
 * Whether the character named `actor` may act now, or why not: it is the active character, or one of the gang
 * choosing that has not had its turn this round (its first command activates it).
 */
export function actorProblem(m: Match, actor: string): string | null {
  const eid = m.ids.get(actor);
  if (eid === undefined) return `unknown character "${actor}"`;
  if (!isOnBoard(m, eid)) return `${nameOf(m, eid)} is not on the board`;
  if (m.active >= 0) return m.active === eid ? null : `it is ${nameOf(m, m.active)}'s turn`;
  const g = gangToAct(m);
  if (m.world.components.Gang.index[eid] !== g)
    return `it is ${m.setup.gangs[g]?.id ?? 'nobody'}'s turn to choose`;
  if (hasTag(m.world, eid, m.world.components.HadTurn))
    return `${nameOf(m, eid)} has had its turn this round`;
  return null;
}

/** Whether `eid` has an Action Point to spend: one left in its turn, or a turn still to come this round. */
function hasAp(m: Match, eid: number): boolean {
  const ap = m.active === eid ? (m.world.components.Points.ap[eid] ?? 0) : -1;
  return ap < 0 ? waitingOf(m, gangToAct(m)).includes(eid) : ap >= 1;
}

/**
 * Why the action `def` may not answer `cmd` of `eid` (who may act now: {@link actorProblem}) now, or null: the
 * checks shared by every action — a character hanging on a wall (movement/climbing.ts) or in mid-air
 * (movement/fly.ts) may give only some commands, a cost of 1 AP or more needs an Action Point — then the action's
 * own. Changes nothing.
 */
export function actionProblem(m: Match, def: ActionDef, cmd: ActionCommand, eid: number): string | null {
  const onWall = wallActionProblem(m, eid, cmd.type);
  if (onWall) return onWall;
  const midAir = midAirActionProblem(m, eid, cmd.type);
  if (midAir) return midAir;
  // A character carrying an Objective makes only Run/Climb actions (scenario/objectives.ts).
  const carrying = carrierActionProblem(m, eid, cmd.type);
  if (carrying) return carrying;
  if (!def.checksOwnAp && def.cost(m, cmd, eid) >= 1 && !hasAp(m, eid)) return 'no Action Points left';
  return def.problem(m, cmd, eid);
}
