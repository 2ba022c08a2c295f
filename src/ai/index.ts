/**
 * The computer gang (AI v0, DESIGN §3.4): reads the engine, acts only through its commands.
 * `chooseCommand` gives the next command for the gang that must answer now, with a one-line reason.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import {
  type Command,
  gangToAct,
  gangToAnswer,
  idOf,
  legalCommands,
  type Match,
  waitingOf,
} from '../rules/index.ts';
import { chooseAbility } from './choices/ability.ts';
import { chooseOrder } from './choices/order.ts';
import { chooseSpawn } from './choices/summons.ts';
import { answerDecision } from './decisions.ts';
import type { Difficulty } from './difficulty.ts';
import { lookAhead } from './look-ahead.ts';
import { candidatesFor } from './plan.ts';
import type { Candidate } from './types.ts';

export { DIFFICULTIES, type Difficulty } from './difficulty.ts';
export { COUNTER_OPENING_WORTH, counterOpening, type Opening, planOpening } from './openings.ts';
export type { Candidate, Term } from './types.ts';

/** A chosen command and why. */
export interface Choice {
  readonly command: Command;
  readonly why: string;
  /** The best few candidates considered, best first. */
  readonly candidates: readonly Candidate[];
}

/** Victory Points within which the easy computer treats options as alike. */
export const EASY_MARGIN = 0.2;

/**
 * How the computer plays: its difficulty, and a seed for its own draws — `easy`'s noise, `hard`'s dice on the copies
 * it looks ahead on (never the match's dice).
 */
export interface AiOptions {
  readonly difficulty?: Difficulty;
  readonly seed?: number;
  /**
   * Think only of this character (by id) when the gang picks who acts next — what it would do with that figure (a
   * person's Hint for the figure they selected); its own best options are then the ones weighed against the choice.
   * Ignored while a character has its turn (only that one may act). The character must be waiting to act.
   */
  readonly only?: string;
}

/** The easy computer's draws, one generator per options object (so a bot's picks follow from its seed). */
const draws = new WeakMap<AiOptions, ReturnType<typeof xoroshiro128plus>>();

/** The option `easy` takes among `options` (best first, by `score`): uniform among those near the best. */
function noisy<T extends { readonly score: number }>(options: readonly T[], o: AiOptions): T {
  const best = options[0]!;
  if (o.difficulty !== 'easy') return best;
  const near = options.filter((c) => c.score >= best.score - EASY_MARGIN);
  let rng = draws.get(o);
  if (!rng) {
    rng = xoroshiro128plus((o.seed ?? 0) | 0);
    draws.set(o, rng);
  }
  return near[uniformInt(rng, 0, near.length - 1)] ?? best;
}

/**
 * The AI's next command for `gang` (at `options.difficulty`, default `normal`).
 * @throws Error when it is not `gang`'s move (check `gangToAnswer` first).
 */
export function chooseCommand(m: Match, gang: string, options: AiOptions = {}): Choice {
  const thinking = thinkAbout(m, gang, options);
  for (;;) {
    const step = thinking.next();
    if (step.done) return step.value;
  }
}

/**
 * {@link chooseCommand} in time slices, so that a page stays responsive while the computer thinks: each `next()`
 * does one slice of the work (one character's options weighed) and the last returns the choice. The match must not
 * change before it is done.
 * @throws Error when it is not `gang`'s move (check `gangToAnswer` first), or `options.only` names a character that
 * is not waiting to act while nobody has the turn.
 */
export function* thinkAbout(m: Match, gang: string, options: AiOptions = {}): Generator<void, Choice, void> {
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
    if (options.difficulty === 'hard') {
      const ahead = yield* lookAhead(m, gang, c, options.seed ?? 0, normalPlay);
      const best = ahead[0]!;
      return { command: best.command, why: best.why, candidates: ahead.slice(0, 5) };
    }
    const best = noisy(c, options);
    return { command: best.command, why: best.why, candidates: c.slice(0, 5) };
  }
  // Pick the character whose best option is worth the most, with what its part in the Primary Objective would lose
  // by waiting (one character weighed per slice).
  const firsts: { eid: number; best: Candidate; all: Candidate[]; score: number }[] = [];
  const waiting = waitingOf(m, gangToAct(m)).filter(
    (e) => options.only === undefined || idOf(m, e) === options.only,
  );
  if (options.only !== undefined && waiting.length === 0) throw new Error(`${options.only} may not act now`);
  for (const eid of waiting) {
    const all = candidatesFor(m, eid);
    const urgency = all.find((c) => c.urgency !== undefined)?.urgency ?? 0;
    firsts.push({ eid, best: all[0]!, all, score: all[0]!.score + urgency });
    yield;
  }
  firsts.sort((a, b) => b.score - a.score);
  if (options.difficulty === 'hard' && firsts.length > 0)
    return yield* hardActivation(m, gang, firsts, options);
  const pick = firsts.length > 0 ? noisy(firsts, options) : undefined;
  if (!pick) {
    const first = legalCommands(m)[0];
    if (!first) throw new Error('no legal command');
    return { command: first, why: 'only move', candidates: [] };
  }
  // Why this character: the best option of each character that could act, best first (for one character given:
  // its own best options).
  const rivals =
    options.only !== undefined
      ? pick.all.slice(0, 5)
      : firsts.slice(0, 5).map((f) => ({ ...f.best, why: `${idOf(m, f.eid)}: ${f.best.why}` }));
  const first = firstCommand(m, pick.eid, pick.all);
  if (first) return { ...first, candidates: rivals };
  return {
    command: pick.best.command,
    why: pick.best.why,
    candidates: rivals,
  };
}

/** A copy's player for every gang: the normal computer. */
function* normalPlay(x: Match, g: string): Generator<void, Command, void> {
  return (yield* thinkAbout(x, g)).command;
}

/**
 * The hard computer's choice of the character to act: the best option of each of the best few characters, and
 * the second best of the first, played ahead on copies of the match (look-ahead.ts); an ORDER first as the
 * normal computer would give it.
 */
function* hardActivation(
  m: Match,
  gang: string,
  firsts: readonly { eid: number; best: Candidate; all: Candidate[]; score: number }[],
  options: AiOptions,
): Generator<void, Choice, void> {
  // Each option under its character's name, and back from the option to the character and its own words.
  const whose = new Map<Command, { f: (typeof firsts)[number]; c: Candidate }>();
  const named = (f: (typeof firsts)[number], c: Candidate): Candidate => {
    whose.set(c.command, { f, c });
    return { ...c, why: `${idOf(m, f.eid)}: ${c.why}` };
  };
  const top = firsts[0]!;
  const second = top.all[1];
  const pool = [...firsts.map((f) => named(f, f.best)), ...(second ? [named(top, second)] : [])].sort(
    (a, b) => b.score - a.score,
  );
  const ahead = yield* lookAhead(m, gang, pool, options.seed ?? 0, normalPlay);
  const chosen = whose.get(ahead[0]!.command)!;
  const candidates = ahead.slice(0, 5);
  const first = firstCommand(m, chosen.f.eid, chosen.f.all);
  if (first) return { ...first, candidates };
  return { command: chosen.c.command, why: chosen.c.why, candidates };
}

/**
 * What a character chosen to act gives before its first action, if anything: an ORDER, else a Command Ability that
 * buys enough (rulebook "Command Points": ABILITY at any point in its turn) — so that one whose best is to hold
 * still uses it (a step toward Following Orders), and Mob Mentality's re-rolls come before the attack they serve.
 */
function firstCommand(
  m: Match,
  eid: number,
  all: readonly Candidate[],
): { command: Command; why: string } | null {
  return chooseOrder(m, eid, all) ?? chooseAbility(m, eid, all);
}
