/**
 * The hard computer's look-ahead (issue "The computer gang", Difficulty): before it commits to an option, it plays
 * each of its best few options on copies of the match (src/rules/state/fork.ts) with dice of the copy's own — the rest of
 * the acting character's turn and the enemy's likely reply, both played by the normal computer — and weighs the
 * position it finds there. The match's own dice are never touched: a copy rolls from a generator seeded from the
 * hard computer's seed, the same draws for every option (so options are compared on the same luck).
 *
 * Nova Aetas' enemy AI (../shared/reference) inspires the horizon: a character's plan is judged by what the enemy
 * can do to it next.
 */
import {
  agendaStateOf,
  canFork,
  charactersOnBoard,
  forkMatch,
  gangToAct,
  gangToAnswer,
  type Match,
  primaryVp,
  scenarioOf,
  seededDice,
  submit,
} from '../rules/index.ts';
import type { Candidate, Term } from './types.ts';

/** How far and how wide the hard computer looks. */
export interface LookAheadLimits {
  /** Options looked at (the best by the normal reckoning, within {@link margin}). */
  readonly options: number;
  /** Copies played per option (each with other dice). */
  readonly samples: number;
  /** Victory Points below the best within which an option is looked at. */
  readonly margin: number;
  /** Commands a copy plays at most before it is weighed. */
  readonly maxCommands: number;
  /**
   * Weight of the normal reckoning of an option (its terms: the danger, the Agendas' steps, the points kept, which the
   * copies' position does not see) beside what the look-ahead finds.
   */
  readonly prior: number;
  /** Victory Points a character's whole Life Points are worth on top of its standing (wounds weigh less). */
  readonly wounds: number;
}

/** The limits the hard computer plays with. */
export const HARD_LIMITS: LookAheadLimits = {
  options: 3,
  samples: 4,
  margin: 1,
  maxCommands: 120,
  prior: 1,
  wounds: 0.4,
};

/** Label of the look-ahead's consideration in the Why? panel. */
export const TERM_LOOK_AHEAD = 'looking ahead: the game after the enemy replies, against now';

/**
 * Worth of the position to gang index `g` in Victory Points: its score if the game ended now (the Primary Objective
 * as it stands — characters standing, Objectives held, carried or at home, Attackers away or taken out — and the
 * Agendas scored; the final score once over), plus `wounds` for each character's share of Life Points kept, less the
 * same for the best enemy gang. Before the end the score is counted without Secondary's gate (no Victory Points at all
 * for a gang without an Agenda): a gang has the rounds left to achieve one, and the gate would hide every Objective
 * from the comparison. The Primary Objective is counted here only; the normal reckoning's terms (what a move makes
 * likely at the end, the danger, the Agendas' steps, the points kept) enter an option's score in full as its prior,
 * beside what the copies find.
 */
export function positionWorth(m: Match, g: number, wounds: number): number {
  const scenario = scenarioOf(m.setup.scenario);
  const primary = primaryVp(m, scenario.primary);
  const agendas = agendaStateOf(m).vp;
  const scores: Record<string, number> = m.over
    ? m.vp
    : Object.fromEntries(m.setup.gangs.map((gang, k) => [gang.id, (primary[k] ?? 0) + (agendas[k] ?? 0)]));
  const c = m.world.components;
  const worth = m.setup.gangs.map((gang, k) => {
    let extra = 0;
    for (const e of charactersOnBoard(m.world)) {
      if (c.Gang.index[e] !== k) continue;
      extra += (wounds * (c.Points.lp[e] ?? 0)) / Math.max(1, c.Points.lpStart[e] ?? 1);
    }
    return (scores[gang.id] ?? 0) + extra;
  });
  const mine = worth[g] ?? 0;
  const rivals = worth.filter((_, k) => k !== g);
  return mine - Math.max(...rivals);
}

/** A player for every gang of a copy (the normal computer), in time slices: the last step gives its command. */
export type CopyPlayer = (m: Match, gang: string) => Generator<void, Match['commands'][number], void>;

/**
 * Play copy `copy` on from `gang`'s option until the enemy's reply is over: until `gang` is to choose its next
 * character, the round ends, or the game does (or after `maxCommands`).
 */
function* playOn(
  copy: Match,
  gang: string,
  play: CopyPlayer,
  maxCommands: number,
): Generator<void, void, void> {
  const round = copy.round;
  for (let n = 0; n < maxCommands && !copy.over && copy.round === round; n++) {
    const who = gangToAnswer(copy);
    if (who === null) return;
    // Back to us, choosing a character: the enemy's reply is over.
    if (n > 0 && !copy.pending && copy.active < 0 && copy.setup.gangs[gangToAct(copy)]?.id === gang) return;
    const r = submit(copy, yield* play(copy, who));
    if (!r.ok) return;
  }
}

/**
 * The hard computer's pick among `options` (best first by the normal reckoning, all for `gang` now): each of the
 * best few is played on copies of `m` and weighed by {@link positionWorth}, in the copies' players' slices. Returns
 * the options looked at, re-scored (best first), each with the look-ahead among its terms, then the others as they
 * were. With nothing to compare (one option, or `m` cannot be copied now) it returns `options` as they are.
 */
export function* lookAhead(
  m: Match,
  gang: string,
  options: readonly Candidate[],
  seed: number,
  play: CopyPlayer,
  limits: LookAheadLimits = HARD_LIMITS,
): Generator<void, Candidate[], void> {
  const best = options[0];
  if (!best) return [];
  const looked = options.filter((o) => o.score >= best.score - limits.margin).slice(0, limits.options);
  if (looked.length < 2 || !canFork(m)) return [...options];
  const g = m.setup.gangs.findIndex((x) => x.id === gang);
  const now = positionWorth(m, g, limits.wounds);
  const out: Candidate[] = [];
  for (const o of looked) {
    let sum = 0;
    for (let s = 0; s < limits.samples; s++) {
      // The same dice for every option at this point of the game: options are compared on the same luck.
      const dice = seededDice((seed * 7919 + m.commands.length * 104_729 + s * 15_485_863) | 0);
      const copy = forkMatch(m, dice);
      const r = submit(copy, o.command);
      if (r.ok) yield* playOn(copy, gang, play, limits.maxCommands);
      sum += r.ok ? positionWorth(copy, g, limits.wounds) : now - 10;
    }
    const ahead = sum / limits.samples - now;
    // The normal reckoning's terms, weighed by `prior`, then what the look-ahead found: they add up to the score.
    const terms: Term[] = [
      { label: TERM_LOOK_AHEAD, value: ahead },
      ...(o.terms ?? []).map((t) => ({ label: t.label, value: limits.prior * t.value })),
    ];
    out.push({ ...o, score: limits.prior * o.score + ahead, terms });
  }
  return [...out.sort((a, b) => b.score - a.score), ...options.filter((o) => !looked.includes(o))];
}
