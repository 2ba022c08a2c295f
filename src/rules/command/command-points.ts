/**
 * Command Points: ORDER and COUNTER (rulebook "Action Points, Will Points & Command Points", "Command Points").
 * Each character may give each command (PLAN, ORDER, COUNTER, ABILITY) once per game round; the bookkeeping is
 * in command-state.ts. PLAN and ABILITY come with Agendas and Command Abilities.
 *
 * ORDER is a command of the gang whose turn it is, `{type:'order', actor: giver, target}`, legal only at the very
 * start of the target's turn (before its first action, or naming a waiting character, which then gets its turn):
 * a different friendly character with a Command Point left, not yet ORDERing this round, with the target in its
 * line of sight, spends the point and the target has 1 more Action Point that turn. Never beyond 3 AP used in the
 * round: a character with 3 AP to spend (or 2 after a COUNTER) cannot be ordered.
 *
 * COUNTER: after an enemy completes an action in its own turn (with its Attacks of Opportunity; the free swim with
 * Underwater Counters costs no AP and is no action here), each other gang, clockwise from the acting one, is asked
 * once, so at most one COUNTER per gang follows each action — a `choose` decision, purpose `counter` (options:
 * `none`, then `<giver id>><actor id>` for every legal pair), only when it has a legal
 * pick: a character with a Command Point left that has not COUNTERed this round (the giver), and a different
 * friendly character in its line of sight that has used fewer than 3 AP this round (the actor). Accepted, the
 * giver spends the point and the actor takes the match's active slot with 1 Action Point for one action (Dive,
 * costing 2, and the start-of-turn free swim are out; no Chained Jump follows). Its action counts toward its 3 AP
 * of the round; `end-turn` passes it. Left on a wall or in mid-air, it falls as at the end of a turn. Then the
 * interrupted turn resumes (and the next gang is asked). An action made in a COUNTER is not in its actor's turn,
 * so it cannot be COUNTERed itself.
 */
import { loseLifePoints } from '../character/life-points.ts';
import { activate, clearTurnEndFall, gangToAct, waitingOf } from '../character/turns.ts';
import { MAX_AP_PER_ROUND } from '../core/constants.ts';
import { rollDice } from '../core/dice.ts';
import type { ChoiceDecision, ChoiceOption, Command, OrderCommand } from '../core/types.ts';
import { emitRoll } from '../rolls/roll.ts';
import {
  type CommandState,
  type CounterInProgress,
  hasUsedCommand,
  markCommandUsed,
} from '../state/command-state.ts';
import { emit, idOf, isOnBoard, type Match, nameOf, type Resolution } from '../state/match-state.ts';
import { charactersOnBoard } from '../state/world.ts';
import {
  COMMAND_POINT_SPENT,
  commandCost,
  commandProblem,
  commandSees,
  commandUsed,
} from './command-hooks.ts';

/** The `choose` option that declines a COUNTER. */
export const NO_COUNTER = 'none';

/** The Command State of a match. */
function stateOf(m: Match): CommandState {
  return m.command;
}

/** Action Points `eid` has for its turn now (active), or would get when its turn starts: min(AP, 3 − used). */
export function turnApOf(m: Match, eid: number): number {
  const p = m.world.components.Points;
  if (m.active === eid) return p.ap[eid] ?? 0;
  return Math.max(0, Math.min(p.apMax[eid] ?? 0, MAX_AP_PER_ROUND - (p.apUsed[eid] ?? 0)));
}

/** Whether `giver` may give `command` now: on the board, not used this round (what it costs is asked apart). */
function canCommand(m: Match, giver: number, command: 'order' | 'counter'): boolean {
  return isOnBoard(m, giver) && !hasUsedCommand(stateOf(m), giver, command);
}

/** Whether `giver` can pay what `command` for `target` costs now (command-hooks.ts `commandCost`). */
function affords(m: Match, giver: number, target: number, command: 'order' | 'counter'): boolean {
  const cost = commandCost(m, giver, target, command);
  const p = m.world.components.Points;
  // our reading: a Command that costs no Command Point is still given only by a character that has them
  if ((p.cpStart[giver] ?? 0) <= 0 && cost.lp === 0) return false;
  return (p.cp[giver] ?? 0) >= cost.cp && (cost.lp === 0 || (p.lp[giver] ?? 0) > 0);
}

/** What a cost is, in words: "1 Command Point", "no Command Point", "4 Life Points". */
function costWords(cost: { readonly cp: number; readonly lp: number }): string {
  if (cost.lp > 0) return `${cost.lp} Life Points`;
  return cost.cp === 0 ? 'no Command Point' : `${cost.cp} Command Point${cost.cp === 1 ? '' : 's'}`;
}

/** `giver` pays for `command` for `target`; the rule that changed the cost is named in an `ability` event. */
function payCommand(m: Match, giver: number, target: number, command: 'order' | 'counter'): void {
  const cost = commandCost(m, giver, target, command);
  const p = m.world.components.Points;
  p.cp[giver] = (p.cp[giver] ?? 0) - cost.cp;
  if (cost.rule)
    emit(m, {
      type: 'ability',
      character: idOf(m, giver),
      ability: cost.rule,
      effect: `the ${command.toUpperCase()} costs ${costWords(cost)}`,
    });
  if (cost.lp > 0) loseLifePoints(m, giver, cost.lp, cost.rule);
  cost.paid?.(m);
}

const sameGang = (m: Match, a: number, b: number) =>
  m.world.components.Gang.team[a] === m.world.components.Gang.team[b];

/**
 * Why ORDER `cmd` is not legal now, or null when it is (see the module comment). Pending decisions are checked
 * by `submit` before this.
 */
export function orderProblem(m: Match, cmd: OrderCommand): string | null {
  const giver = m.ids.get(cmd.actor);
  const target = m.ids.get(cmd.target);
  if (giver === undefined) return `unknown character "${cmd.actor}"`;
  if (target === undefined) return `unknown character "${cmd.target}"`;
  if (!isOnBoard(m, giver)) return `${nameOf(m, giver)} is not on the board`;
  if (!isOnBoard(m, target)) return `${nameOf(m, target)} is not on the board`;
  if (giver === target) return 'a character cannot ORDER itself';
  const barred = commandProblem(m, giver, target);
  if (barred) return barred;
  if (!sameGang(m, giver, target)) return `${nameOf(m, target)} is not a friend of ${nameOf(m, giver)}`;
  if (stateOf(m).counter) return 'no ORDER during a COUNTER';
  if (m.active >= 0 && m.active !== target) return `it is ${nameOf(m, m.active)}'s turn`;
  if (m.active === target && !m.turnState.fresh) return 'ORDER only at the start of the turn';
  if (m.active < 0 && !waitingOf(m, gangToAct(m)).includes(target))
    return `${nameOf(m, target)} cannot start its turn now`;
  if (!affords(m, giver, target, 'order')) return `${nameOf(m, giver)} has no Command Point left`;
  if (hasUsedCommand(stateOf(m), giver, 'order')) return `${nameOf(m, giver)} has given an ORDER this round`;
  const used = m.world.components.Points.apUsed[target] ?? 0;
  if (turnApOf(m, target) + 1 > MAX_AP_PER_ROUND - used)
    return `${nameOf(m, target)} may not use more than ${MAX_AP_PER_ROUND} AP this round`;
  if (!commandSees(m, giver, target))
    return `${nameOf(m, target)} is not in ${nameOf(m, giver)}'s line of sight`;
  return null;
}

/**
 * The ORDER commands legal now for `target` — the active character at the start of its turn, or a waiting
 * character of the gang choosing — giver by giver in entity order.
 */
export function orderCommands(m: Match, target: number): OrderCommand[] {
  if (stateOf(m).counter || (m.active === target && !m.turnState.fresh)) return [];
  const out: OrderCommand[] = [];
  for (const giver of charactersOnBoard(m.world)) {
    if (giver === target || !sameGang(m, giver, target) || !canCommand(m, giver, 'order')) continue;
    const cmd: OrderCommand = { type: 'order', actor: idOf(m, giver), target: idOf(m, target) };
    if (!orderProblem(m, cmd)) out.push(cmd);
  }
  return out;
}

/**
 * Play a legal ORDER (check {@link orderProblem} first): start the target's turn if needed, then 1 Command Point
 * from the giver, 1 Action Point to the target, and a `command-point` event. Nothing is spent when the target is
 * taken out as its turn starts (Stunned in water).
 */
export function giveOrder(m: Match, cmd: OrderCommand): void {
  const giver = m.ids.get(cmd.actor)!;
  const target = m.ids.get(cmd.target)!;
  if (m.active !== target) activate(m, target);
  if (!isOnBoard(m, target)) return;
  const p = m.world.components.Points;
  payCommand(m, giver, target, 'order');
  p.ap[target] = (p.ap[target] ?? 0) + 1;
  markCommandUsed(stateOf(m), giver, 'order');
  emit(m, {
    type: 'command-point',
    character: cmd.actor,
    command: 'order',
    target: cmd.target,
    cp: p.cp[giver] ?? 0,
    ap: p.ap[target] ?? 0,
  });
  commandPointSpent(m, giver, 'order');
}

/**
 * One die for `eid`, 7+ (roll purpose `purpose`, logged with `modifiers`): on 7+ the Command Point it has just spent
 * comes back (a `regain` event, `cause`). The Councillor's Let the Masquerata Begin and the Herald of an Old God.
 */
export function oneDieKeepsCommandPoint(
  m: Match,
  eid: number,
  purpose: string,
  cause: string,
  modifiers: readonly string[],
): void {
  const spec = { kind: 'basic' as const, purpose, pool: 1, modifiers: [...modifiers], aceOn: 7 };
  const roll = rollDice(m.dice, 'basic', 1, 7);
  emitRoll(m, eid, spec, roll, 1, spec.modifiers);
  if ((roll.dice[0]?.value ?? 0) < 7) return;
  const p = m.world.components.Points;
  p.cp[eid] = (p.cp[eid] ?? 0) + 1;
  emit(m, { type: 'regain', character: idOf(m, eid), points: 'command', amount: 1, after: p.cp[eid], cause });
}

/** Tell the rule book `giver` has spent a Command Point on an ORDER or a COUNTER ({@link COMMAND_POINT_SPENT}). */
function commandPointSpent(m: Match, giver: number, command: 'order' | 'counter'): void {
  for (const f of m.book.all(COMMAND_POINT_SPENT)) f(m, giver, command);
  commandUsed(m, giver, command);
}

/**
 * Gangs to ask about a COUNTER after an action (command type `action`) of `eid` in its turn: every other gang,
 * clockwise from its own. None during a COUNTER, and none after the free swim with Underwater Counters at the
 * start of a turn (no action: it costs no AP).
 */
export function counterGangsAfter(m: Match, eid: number, action: Command['type']): number[] {
  if (stateOf(m).counter || action === 'underwater-move' || action === 'drop-objective') return [];
  const n = m.setup.gangs.length;
  const own = m.world.components.Gang.index[eid] ?? 0;
  return Array.from({ length: n - 1 }, (_, k) => (own + k + 1) % n);
}

/** The COUNTER picks of gang `g` now: `[giver, actor]` entity pairs, givers then actors in entity order. */
export function counterPicks(m: Match, g: number): [number, number][] {
  const c = m.world.components;
  const mine = charactersOnBoard(m.world).filter((e) => c.Gang.index[e] === g);
  const out: [number, number][] = [];
  for (const giver of mine) {
    if (!canCommand(m, giver, 'counter')) continue;
    for (const actor of mine) {
      if (actor === giver || (c.Points.apUsed[actor] ?? 0) >= MAX_AP_PER_ROUND) continue;
      if (commandProblem(m, giver, actor) || !affords(m, giver, actor, 'counter')) continue;
      if (commandSees(m, giver, actor)) out.push([giver, actor]);
    }
  }
  return out;
}

/** The option id of a COUNTER pick: `<giver id>><actor id>`. */
export function counterOptionId(m: Match, giver: number, actor: number): string {
  return `${idOf(m, giver)}>${idOf(m, actor)}`;
}

/** The giver and actor an option id names, or null (the `none` option, or an unknown id). */
export function counterPickOf(m: Match, option: string): [number, number] | null {
  const [giver, actor] = option.split('>').map((id) => m.ids.get(id));
  return giver === undefined || actor === undefined ? null : [giver, actor];
}

/** The options of a COUNTER offer, grouped by the character that would act (a person picks it, then the giver). */
function counterOptions(m: Match, picks: readonly [number, number][]): ChoiceOption[] {
  const cp = m.world.components.Points.cp;
  return [
    { id: NO_COUNTER, label: 'no COUNTER' },
    ...picks.map(([giver, actor]) => ({
      id: counterOptionId(m, giver, actor),
      label: `${nameOf(m, actor)} acts (${costWords(commandCost(m, giver, actor, 'counter'))} of ${nameOf(m, giver)})`,
      figure: idOf(m, actor),
      group: `${nameOf(m, actor)} acts`,
      detail: `Command Point of ${nameOf(m, giver)} (${cp[giver] ?? 0} left)`,
    })),
  ];
}

/**
 * The next COUNTER question after the action of the active character: asks the first gang left in
 * `command.toAsk` that has a legal pick (dropping those that have none), or null when no gang is left to ask.
 */
export function nextCounterOffer(m: Match): Resolution | null {
  const state = stateOf(m);
  const interrupted = m.active;
  while (interrupted >= 0 && !state.counter && state.toAsk.length > 0) {
    const g = state.toAsk.shift()!;
    const picks = counterPicks(m, g);
    if (picks.length > 0) return askCounter(m, g, interrupted, counterOptions(m, picks));
  }
  state.toAsk = [];
  return null;
}

function* askCounter(m: Match, g: number, interrupted: number, options: ChoiceOption[]): Resolution {
  const decision: ChoiceDecision = {
    type: 'choose',
    gang: m.setup.gangs[g]!.id,
    character: idOf(m, interrupted),
    purpose: 'counter',
    options,
  };
  const answer = yield decision;
  if (answer.type !== 'decide' || answer.decision !== 'choose') return;
  const pick = counterPickOf(m, answer.option);
  if (pick) startCounter(m, pick[0], pick[1], interrupted);
}

/** Spend the giver's point and hand the active slot to the actor with 1 Action Point. */
function startCounter(m: Match, giver: number, actor: number, interrupted: number): void {
  const p = m.world.components.Points;
  payCommand(m, giver, actor, 'counter');
  markCommandUsed(stateOf(m), giver, 'counter');
  const counter: CounterInProgress = { giver, actor, interrupted, turnState: m.turnState, acted: false };
  stateOf(m).counter = counter;
  m.active = actor;
  m.turnState = { chainedJumpReady: false, chainedJumpUsed: true, fresh: false };
  p.ap[actor] = 1;
  emit(m, {
    type: 'command-point',
    character: idOf(m, giver),
    command: 'counter',
    target: idOf(m, actor),
    cp: p.cp[giver] ?? 0,
    ap: 1,
  });
  commandPointSpent(m, giver, 'counter');
}

/** The COUNTER in progress, or null. */
export function counterInProgress(m: Match): CounterInProgress | null {
  return stateOf(m).counter;
}

/**
 * End the COUNTER in progress (after its action and any fall): the actor keeps no Action Point, and the
 * interrupted character has the active slot and its turn state back. Does nothing without a COUNTER.
 */
export function endCounter(m: Match): void {
  const state = stateOf(m);
  const counter = state.counter;
  if (!counter) return;
  clearTurnEndFall(m);
  m.world.components.Points.ap[counter.actor] = 0;
  state.counter = null;
  m.active = counter.interrupted;
  m.turnState = counter.turnState;
}
