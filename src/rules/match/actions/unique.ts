/**
 * The unique actions (rulebook "Special Rules": actions printed on single profiles), one action of the table for
 * all: the `unique-action` command names the action and a `target` or a spot `to`. The actions themselves come from
 * the rule book (character/unique-action-def.ts `UNIQUE_ACTIONS`: Blood Rights, Fade to the Shadow, Spawn…); here
 * are what they share — the profile that prints them, their costs (Action Points, Will Points, once a turn), the
 * aim, the `unique-action` event, the bounded list of legal commands.
 */
import { spendAp } from '../../character/turns.ts';
import { UNIQUE_ACTIONS, type UniqueActionDef } from '../../character/unique-action-def.ts';
import { canPayWill, payWill } from '../../character/will-cost.ts';
import { MAX_AP_PER_ROUND } from '../../core/constants.ts';
import type { Point3, UniqueActionCommand } from '../../core/types.ts';
import { wallActionProblem } from '../../movement/climbing.ts';
import { midAirActionProblem } from '../../movement/fly.ts';
import { nodeAtPoint } from '../../movement/run-climb.ts';
import type { Node } from '../../space/api.ts';
import { memoryOf } from '../../state/ability-memory.ts';
import {
  emit,
  idOf,
  isOnBoard,
  type Match,
  nameOf,
  profileOf,
  type Resolution,
} from '../../state/match-state.ts';
import { action } from '../action-def.ts';

/** Emit the `unique-action` event. */
function announce(
  m: Match,
  eid: number,
  def: UniqueActionDef,
  target: number | null,
  to: Point3 | null,
): void {
  emit(m, {
    type: 'unique-action',
    character: idOf(m, eid),
    action: def.name,
    target: target === null ? null : idOf(m, target),
    to,
    ap: def.ap,
    wp: def.wp,
  });
}

/** The unique action called `name` in `m`'s rule book, or undefined. */
export function uniqueActionDef(m: Match, name: string): UniqueActionDef | undefined {
  return m.book.all(UNIQUE_ACTIONS).find((a) => a.name === name);
}

/** The unique actions printed on `eid`'s profile that the engine plays. */
export function uniqueActionsOf(m: Match, eid: number): UniqueActionDef[] {
  const profile = profileOf(m, eid);
  return m.book.all(UNIQUE_ACTIONS).filter((a) => profile.uniqueAbilities.some((u) => u.name === a.name));
}

/** Action Points `eid` has for an action now: its own in its turn, else those its turn would start with. */
function apAvailable(m: Match, eid: number): number {
  const p = m.world.components.Points;
  if (m.active === eid) return p.ap[eid] ?? 0;
  return Math.max(0, Math.min(p.apMax[eid] ?? 0, MAX_AP_PER_ROUND - (p.apUsed[eid] ?? 0)));
}

/** Why `eid` may not pay for or use `def` now (Action Points, Will Points, once a turn), or null. */
function costProblem(m: Match, eid: number, def: UniqueActionDef): string | null {
  if (def.ap > 0 && apAvailable(m, eid) < def.ap)
    return `${def.name} needs ${def.ap} Action Point${def.ap === 1 ? '' : 's'}`;
  if (def.wp > 0 && !canPayWill(m, eid, def.wp))
    return `${def.name} needs ${def.wp} Will Point${def.wp === 1 ? '' : 's'}`;
  if (def.oncePerTurn && m.active === eid && memoryOf(m).usedThisTurn.has(`${eid}|${def.name}`))
    return `${def.name} has been used this turn`;
  return null;
}

/** The aim of a command as entities and nodes, or why it names nothing usable. */
function aimOf(
  m: Match,
  cmd: UniqueActionCommand,
): { problem: string } | { target?: number; to?: Point3; node?: Node } {
  if (cmd.target !== undefined) {
    const target = m.ids.get(cmd.target);
    if (target === undefined) return { problem: `unknown target "${cmd.target}"` };
    return { target };
  }
  if (cmd.to) {
    const node = nodeAtPoint(m, cmd.to) ?? undefined;
    return node ? { to: cmd.to, node } : { to: cmd.to };
  }
  return {};
}

/**
 * Why `eid` may not make the unique action `cmd` now, or null. Whose turn it is, and a wall or mid-air under it,
 * are the caller's business (the action table).
 */
export function uniqueActionProblem(m: Match, eid: number, cmd: UniqueActionCommand): string | null {
  const def = uniqueActionDef(m, cmd.action);
  if (!def || !uniqueActionsOf(m, eid).includes(def))
    return `${nameOf(m, eid)} has no unique action "${cmd.action}"`;
  const aim = aimOf(m, cmd);
  if ('problem' in aim) return aim.problem;
  if (def.aim === 'target' && cmd.to) return `${def.name} names a character, not a spot`;
  if (def.aim === 'spot' && cmd.target !== undefined) return `${def.name} names a spot, not a character`;
  return costProblem(m, eid, def) ?? def.problem(m, eid, aim);
}

/**
 * Plan the unique action `cmd` of `eid` (checked by {@link uniqueActionProblem}): the resolution pays its Action
 * Points (an `action` event) and Will Points, emits `unique-action`, then its effect.
 */
export function* resolveUniqueAction(m: Match, eid: number, cmd: UniqueActionCommand): Resolution {
  const def = uniqueActionDef(m, cmd.action)!;
  const aim = aimOf(m, cmd);
  if ('problem' in aim) return;
  m.turnState.chainedJumpReady = false;
  spendAp(m, eid, def.name, def.ap);
  if (def.wp > 0) payWill(m, eid, def.wp, def.name);
  if (def.oncePerTurn) memoryOf(m).usedThisTurn.add(`${eid}|${def.name}`);
  const to: Point3 | null = aim.node ? [aim.node.i + 0.5, aim.node.j + 0.5, aim.node.z] : null;
  announce(m, eid, def, aim.target ?? null, to);
  if (!isOnBoard(m, eid)) return;
  yield* def.resolve(m, eid, {
    ...(aim.target === undefined ? {} : { target: aim.target }),
    ...(aim.node ? { to: aim.node } : {}),
  });
}

/** Every unique-action command `eid` may give now (a bounded list: a handful of spots for each). */
export function uniqueActionCommands(m: Match, eid: number): UniqueActionCommand[] {
  const actor = idOf(m, eid);
  const out: UniqueActionCommand[] = [];
  // hanging on a wall or in mid-air, a character makes none (climbing.ts, fly.ts)
  if (wallActionProblem(m, eid, 'unique-action') || midAirActionProblem(m, eid, 'unique-action')) return out;
  for (const def of uniqueActionsOf(m, eid)) {
    if (costProblem(m, eid, def)) continue;
    for (const o of def.options(m, eid)) {
      const cmd: UniqueActionCommand =
        o.target !== undefined
          ? { type: 'unique-action', actor, action: def.name, target: idOf(m, o.target) }
          : { type: 'unique-action', actor, action: def.name, to: o.to! };
      if (!uniqueActionProblem(m, eid, cmd)) out.push(cmd);
    }
  }
  return out;
}

/** The unique actions: each checks and spends its own costs (Action Points, Will Points). */
export const UNIQUE_ACTION = action<UniqueActionCommand>({
  type: 'unique-action',
  kind: 'unique',
  withoutAp: 'listed',
  cost: () => 0,
  problem: (m, cmd, eid) => uniqueActionProblem(m, eid, cmd),
  list: uniqueActionCommands,
  resolve: (m, cmd, eid) => resolveUniqueAction(m, eid, cmd),
});
