/**
 * The legal commands of the moment (DESIGN §3.1): what the UI highlights and what the AI chooses from.
 */

import { abilityCommands } from '../command/command-abilities.ts';
import { orderCommands } from '../command/command-points.ts';
import { answersOf } from '../core/decisions.ts';
import type { Command } from '../core/types.ts';
import { wallActionProblem } from '../movement/climbing.ts';
import { isMidAir, midAirActionProblem } from '../movement/fly.ts';
import { isOnWall } from '../movement/run-climb.ts';
import { carrierActionProblem } from '../scenario/objectives.ts';
import { idOf, type Match } from '../state/match-state.ts';
import { anyObjective } from '../state/objective-state.ts';
import { type ActionDef, type ActionKind, hasActionPoint } from './action-def.ts';
import { ACTIONS, actionsOfKindIn } from './action-table.ts';
import { gangToAct, waitingOf } from './rounds.ts';

export type { ActionKind } from './action-def.ts';
export { JUMP_LIST_RADIUS, jumpTargets } from './actions/moves.ts';

/**
 * The kinds of the table's actions (action-table.ts), in its order, each once: all of them with an Action Point;
 * without, those listed without one, then those listed last (a Chained Jump).
 */
function tableKinds(withAp: boolean): ActionKind[] {
  const kinds: ActionKind[] = [];
  const add = (a: ActionDef) => {
    if (!kinds.includes(a.kind)) kinds.push(a.kind);
  };
  if (withAp) ACTIONS.forEach(add);
  else {
    for (const a of ACTIONS) if (a.withoutAp === 'listed') add(a);
    for (const a of ACTIONS) if (a.withoutAp === 'last') add(a);
  }
  return kinds;
}

/** Whether `kind` is one action whose command type is the kind's name (its commands all have that type). */
function oneType(kind: ActionKind): boolean {
  const defs = actionsOfKindIn(kind);
  return defs.length === 1 && defs[0]!.type === kind;
}

/**
 * The kinds of action whose commands {@link actionsOf} lists for `eid` now, in its order: its Command Abilities,
 * the kinds of the table of actions, the end of its turn (mid-air, rulebook "Flight": only the kinds whose every
 * action is allowed there, Fly; without an Action Point: the kinds the table lists without one, then a Chained
 * Jump; carrying an Objective: Run/Climb and dropping it, scenario/objectives.ts `carrierActionProblem`). Cheap: no
 * surface search. A kind listed may still have no command ({@link actionsOfKind} says); one left out has none.
 * `end-turn` is always listed and never empty.
 */
export function actionKindsOf(m: Match, eid: number): ActionKind[] {
  // Dropping and destroying Objectives are listed only in a match that has Objectives.
  const table = tableKinds(hasActionPoint(m, eid)).filter((k) => k !== 'objective' || anyObjective(m));
  if (isMidAir(m, eid)) {
    const flying = table.filter((k) => actionsOfKindIn(k).every((a) => !midAirActionProblem(m, eid, a.type)));
    return ['ability', ...flying, 'end-turn'];
  }
  const all: ActionKind[] = ['ability', ...table, 'end-turn'];
  // Carrying an Objective: only the kinds that have an allowed action (their other commands filtered).
  const kinds = all.filter(
    (k) =>
      k === 'end-turn' ||
      k === 'ability' ||
      actionsOfKindIn(k).some((a) => !carrierActionProblem(m, eid, a.type)),
  );
  // Hanging on a wall (climbing.ts `wallActionProblem`): a kind of one command type the wall forbids is left out
  // (the others keep their place, their commands filtered).
  if (!isOnWall(m, eid)) return kinds;
  return kinds.filter((k) => !oneType(k) || !wallActionProblem(m, eid, k as Command['type']));
}

/**
 * The commands of one kind of action `eid` may give now: the part of {@link actionsOf} of that kind, in the same
 * order (each action of the table lists its own, action-def.ts `list`). [] for a kind {@link actionKindsOf} leaves
 * out.
 */
export function actionsOfKind(m: Match, eid: number, kind: ActionKind): Command[] {
  return actionKindsOf(m, eid).includes(kind) ? kindList(m, eid, kind) : [];
}

/** The commands of a kind {@link actionKindsOf} lists now. */
function kindList(m: Match, eid: number, kind: ActionKind): Command[] {
  // Carrying an Objective: of the actions only Run/Climb and dropping it (Command Abilities are no actions).
  const out = listKind(m, eid, kind).filter(
    (c) => c.type === 'end-turn' || c.type === 'ability' || !carrierActionProblem(m, eid, c.type),
  );
  // Hanging on a wall: only the allowed command types (a character in mid-air lists Fly and the end of its turn).
  return !isMidAir(m, eid) && isOnWall(m, eid) ? out.filter((c) => !wallActionProblem(m, eid, c.type)) : out;
}

/** The commands of `kind`: Command Abilities, the end of the turn, or those the kind's actions list. */
function listKind(m: Match, eid: number, kind: ActionKind): Command[] {
  if (kind === 'ability') return abilityCommands(m, eid);
  if (kind === 'end-turn') return [{ type: 'end-turn', actor: idOf(m, eid) }];
  return actionsOfKindIn(kind).flatMap((a) => a.list?.(m, eid) ?? []);
}

/**
 * Commands an active (or about to be activated) character may give now: moves, attacks, its Command Ability, its
 * unique actions (a handful of spots for those that name one), end of turn — the commands of each of its
 * {@link actionKindsOf}, kind after kind.
 */
export function actionsOf(m: Match, eid: number): Command[] {
  return actionKindsOf(m, eid).flatMap((kind) => kindList(m, eid, kind));
}

/**
 * One of the commands {@link actionsOfKind} lists, drawn with `pick` (n → a whole number in [0, n), e.g. from a
 * seeded generator), or null when the kind has none — without listing them all where the kind's action can
 * (action-def.ts `draw`: a Run/Climb draws a node of the reach, a Jump a surface point then checks it, a Combat a
 * target and weapon, a Grapple or Drown its target first, a Cast Spell its spell first). Every command of the kind
 * may come out.
 */
export function drawActionOfKind(
  m: Match,
  eid: number,
  kind: ActionKind,
  pick: (n: number) => number,
): Command | null {
  if (!actionKindsOf(m, eid).includes(kind)) return null;
  const drawer = actionsOfKindIn(kind).find((a) => a.draw);
  if (drawer?.draw) return drawer.draw(m, eid, pick);
  const list = kindList(m, eid, kind);
  return list.length > 0 ? list[pick(list.length)]! : null;
}

/** A kind of legal command of the active character: an ORDER it may receive, or one of its own actions. */
export type LegalKind = 'order' | ActionKind;

/**
 * The kinds of command {@link legalCommands} lists now by kind, in its order: for the active character (or the
 * one making a COUNTER), `order` (the ORDERs it may receive at the start of its turn) then its
 * {@link actionKindsOf}. [] when the game is over, a decision is pending or no character is active (then the list
 * is short: the answers, or the activations). A kind listed may have no command.
 */
export function legalKinds(m: Match): LegalKind[] {
  if (m.over || m.pending || m.active < 0) return [];
  return ['order', ...actionKindsOf(m, m.active)];
}

/**
 * One command of one of the {@link legalKinds}, drawn with `pick` as {@link drawActionOfKind} does (an ORDER from
 * their list), or null when the kind has none now.
 */
export function drawLegalOfKind(m: Match, kind: LegalKind, pick: (n: number) => number): Command | null {
  if (m.over || m.pending || m.active < 0) return null;
  if (kind !== 'order') return drawActionOfKind(m, m.active, kind, pick);
  const orders = orderCommands(m, m.active);
  return orders.length > 0 ? orders[pick(orders.length)]! : null;
}

/** The commands of one of the {@link legalKinds}, as {@link legalCommands} lists them ([] for any other kind). */
export function legalCommandsOfKind(m: Match, kind: LegalKind): Command[] {
  if (m.over || m.pending || m.active < 0) return [];
  return kind === 'order' ? orderCommands(m, m.active) : actionsOfKind(m, m.active, kind);
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
