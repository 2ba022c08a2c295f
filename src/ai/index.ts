/**
 * The computer gang (AI v0, DESIGN §3.4): reads the engine, acts only through its commands.
 * `chooseCommand` gives the next command for the gang that must answer now, with a one-line reason.
 */
import { legalCommands } from '../rules/legal.ts';
import { gangToAnswer, type Match } from '../rules/match.ts';
import { gangToAct, waitingOf } from '../rules/rounds.ts';
import type { Command } from '../rules/types.ts';
import { chooseAbility } from './choices/ability.ts';
import { chooseOrder } from './choices/order.ts';
import { chooseSpawn } from './choices/summons.ts';
import { answerDecision } from './decisions.ts';
import { type Candidate, candidatesFor } from './plan.ts';

export type { Candidate };

/** A chosen command and why. */
export interface Choice {
  readonly command: Command;
  readonly why: string;
  /** The best few candidates considered, best first. */
  readonly candidates: readonly Candidate[];
}

/**
 * The AI's next command for `gang`.
 * @throws Error when it is not `gang`'s move (check `gangToAnswer` first).
 */
export function chooseCommand(m: Match, gang: string): Choice {
  if (gangToAnswer(m) !== gang) throw new Error(`it is not ${gang}'s move`);
  if (m.pending) {
    const a = answerDecision(m, m.pending);
    return { ...a, candidates: [] };
  }
  if (m.active >= 0) {
    const c = candidatesFor(m, m.active);
    // At the start of its turn (never during a COUNTER, whose actor is the active one): maybe an ORDER first.
    const order = m.turnState.fresh ? chooseOrder(m, m.active, c) : null;
    if (order) return { ...order, candidates: c.slice(0, 5) };
    // Between its actions: a Command Ability when it buys enough (none during a COUNTER).
    const ability = chooseAbility(m, m.active, c);
    if (ability) return { ...ability, candidates: c.slice(0, 5) };
    // Spawn (no Action Point): a new Infant Kraken when it is worth the Life Points (choices/summons.ts).
    const spawn = chooseSpawn(m, m.active);
    if (spawn) return { ...spawn, candidates: c.slice(0, 5) };
    const best = c[0]!;
    return { command: best.command, why: best.why, candidates: c.slice(0, 5) };
  }
  // Pick the character whose best option is worth the most.
  let pick: { eid: number; best: Candidate; all: Candidate[] } | undefined;
  for (const eid of waitingOf(m, gangToAct(m))) {
    const all = candidatesFor(m, eid);
    const best = all[0]!;
    if (!pick || best.score > pick.best.score) pick = { eid, best, all };
  }
  if (!pick) {
    const first = legalCommands(m)[0];
    if (!first) throw new Error('no legal command');
    return { command: first, why: 'only move', candidates: [] };
  }
  const order = chooseOrder(m, pick.eid, pick.all);
  if (order) return { ...order, candidates: [pick.best] };
  return {
    command: pick.best.command,
    why: pick.best.why,
    candidates: [pick.best],
  };
}
