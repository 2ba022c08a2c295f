/**
 * The shape of an action of the table of actions (DESIGN §3 "One table of actions"; the table: action-table.ts):
 * each action is declared once — the command type it answers, its cost in Action Points, what forbids it, how its
 * legal commands are listed and how it resolves. `submit` (match.ts) and the legal commands (legal.ts) read it.
 */
import type { ActionCommand, Command } from '../core/types.ts';
import { idOf, type Match, type Resolution } from '../state/match-state.ts';
import { spendAp } from './rounds.ts';

/**
 * The kinds of action a character's commands are listed by (legal.ts `actionsOf`), one group each: its Command
 * Abilities (`ability`), Run/Climb, Jump (Chained Jump included), Fly, Row, Hide, Guard, Combat (attacks, Bait
 * included), Grapple (and Drown), Cast Spell, its unique actions (Blood Rights, Transfusion, Fade to the Shadow,
 * Rope Arrow…: `unique`), Dive, the move of a character underwater (`underwater-move`), dropping or destroying an
 * Objective (`objective`), and the end of its turn.
 * `ability` and `end-turn` are no actions of the table: legal.ts lists them first and last.
 */
export type ActionKind =
  | 'ability'
  | 'run-climb'
  | 'jump'
  | 'fly'
  | 'row'
  | 'hide'
  | 'guard'
  | 'combat'
  | 'grapple'
  | 'cast'
  | 'unique'
  | 'dive'
  | 'underwater-move'
  | 'objective'
  | 'end-turn';

/**
 * One action of the table, answering the commands of type `type` (`C`). The shared checks (the actor may act now,
 * a hanging or mid-air character's rules, an Action Point for a cost of 1 or more: action-table.ts
 * `actionProblem`) come before `problem`.
 */
export interface ActionDef<C extends ActionCommand = ActionCommand> {
  /** The command type it answers. */
  readonly type: C['type'];
  /** The kind its commands are listed under (legal.ts); several actions may share one (Grapple and Drown). */
  readonly kind: ActionKind;
  /**
   * Whether its kind is listed for a character without an Action Point: `listed` (its rule counts its own costs:
   * Dive, the underwater move, unique actions), `last` (listed after those: a Jump, given as a Chained Jump),
   * `no` (only with an Action Point).
   */
  readonly withoutAp: 'listed' | 'last' | 'no';
  /**
   * Action Points it costs now (rulebook), read from the command and the moment: 1 for most, 0 for a Chained Jump
   * or a free move, 2 for a Dive; 0 where the rule spends its own (unique actions: each its own cost).
   */
  cost(m: Match, cmd: C, eid: number): number;
  /** true: its rule checks its own Action Points (Dive, with its own message); the shared check is skipped. */
  readonly checksOwnAp?: boolean;
  /** Why its own rules forbid `cmd` of character `eid` now, or null. Changes nothing. */
  problem(m: Match, cmd: C, eid: number): string | null;
  /**
   * Its legal commands for `eid` now, in a fixed order (each checked by its rule); absent when another action of
   * its kind lists them (Grapple lists Drown, target by target).
   */
  list?(m: Match, eid: number): Command[];
  /**
   * One command of its kind, drawn with `pick` (n → a whole number in [0, n)) without listing them all; null when
   * there is none. Absent: one of `list` is drawn.
   */
  draw?(m: Match, eid: number, pick: (n: number) => number): Command | null;
  /**
   * Its resolution, once `problem` said null: it spends the Action Points (`startAction`), then rolls and asks
   * decisions as its rules say.
   */
  resolve(m: Match, cmd: C, eid: number): Resolution;
}

/** An action of the table, its command type left open (the table holds them all). */
export function action<C extends ActionCommand>(def: ActionDef<C>): ActionDef {
  return def;
}

/**
 * Start an action of the active character `eid`: no Chained Jump is left, `ap` Action Points are spent and the
 * `action` event names it (rounds.ts `spendAp`).
 */
export function startAction(m: Match, eid: number, name: string, ap: number): void {
  m.turnState.chainedJumpReady = false;
  spendAp(m, eid, name, ap);
}

/**
 * What a check found that the resolution uses (a move's path, an attack's weapon): kept from `problem` for
 * `resolve` of the same command on the same match, so that it is found once.
 * @param plan the check: a reason, or what it found.
 */
export function keptPlan<C extends object, P extends object>(
  plan: (m: Match, cmd: C, eid: number) => { problem: string } | P,
): {
  problem: (m: Match, cmd: C, eid: number) => string | null;
  take: (m: Match, cmd: C, eid: number) => P;
} {
  const kept = new WeakMap<C, { m: Match; plan: P }>();
  return {
    problem(m, cmd, eid) {
      const p = plan(m, cmd, eid);
      if ('problem' in p) return p.problem;
      kept.set(cmd, { m, plan: p });
      return null;
    },
    take(m, cmd, eid) {
      const k = kept.get(cmd);
      kept.delete(cmd);
      if (k && k.m === m) return k.plan;
      const p = plan(m, cmd, eid);
      if ('problem' in p) throw new Error(`${idOf(m, eid)} cannot act: ${p.problem}`);
      return p;
    },
  };
}

/** Whether the character may spend an Action Point now, as listed (one about to be activated counts as having one). */
export function hasActionPoint(m: Match, eid: number): boolean {
  return m.active === eid ? (m.world.components.Points.ap[eid] ?? 0) >= 1 : true;
}

/**
 * An item of `candidates` that passes `ok`, drawn uniformly among those that pass with `pick`, checking as few
 * as it can (one drawn that fails is set aside and another drawn); null when none passes.
 */
export function drawFrom<T>(
  candidates: readonly T[],
  ok: (c: T) => boolean,
  pick: (n: number) => number,
): T | null {
  const pool = [...candidates];
  while (pool.length > 0) {
    const k = pick(pool.length);
    const c = pool[k]!;
    if (ok(c)) return c;
    pool[k] = pool[pool.length - 1]!;
    pool.pop();
  }
  return null;
}
