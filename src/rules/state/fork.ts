/**
 * A copy of a match to look ahead on (the computer's `ai:hard`, src/ai/look-ahead.ts): a copy of its world (the
 * characters and their counters, the markers on the table, the terrain pieces and gondolas, and the per-match state
 * the world keeps: Agendas, Fortune's Favour…), the same board (never changed: a gondola rowed in the copy gives the
 * copy a board of its own, terrain-state.ts), with dice of its own. Commands submitted to the copy never change the
 * original, and the original's never reach the copy. No event bus: the view never hears a copy.
 */

import type { DiceSource } from '../core/dice.ts';
import type { Match } from './match-state.ts';
import { copyState } from './per-match.ts';
import { copyWorld } from './world.ts';

/**
 * Whether `m` can be copied now: between commands, with no decision pending and nothing being resolved (a
 * resolution in progress is a running generator, which cannot be copied).
 */
export function canFork(m: Match): boolean {
  return m.pending === null && m.running === null && !m.over;
}

/**
 * A copy of `m` that rolls `dice` from now on (its Agenda deck draws from a copy of the original's stream).
 * @throws Error when `m` cannot be copied now ({@link canFork}).
 */
export function forkMatch(m: Match, dice: DiceSource): Match {
  if (!canFork(m)) throw new Error('a match can be copied only between commands, with no decision pending');
  const copy: Match = {
    setup: m.setup,
    seed: m.seed,
    book: m.book,
    board: m.board,
    world: copyWorld(m.world),
    dice,
    ids: new Map(m.ids),
    round: m.round,
    order: [...m.order],
    turn: m.turn,
    active: m.active,
    pending: null,
    running: null,
    over: m.over,
    winner: m.winner,
    vp: { ...m.vp },
    log: [...m.log],
    commands: [...m.commands],
    bus: null,
    sandbox: m.sandbox,
    command: copyState(m.command),
    turnState: { ...m.turnState },
    actionLoss: new Map(m.actionLoss),
  };
  return copy;
}
