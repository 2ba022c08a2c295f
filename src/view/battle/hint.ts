/**
 * The coach beside the player: asked for a Hint, the computer works out what it would do now for the person's gang
 * — with the figure they selected, when that one may act — by the same reckoning as its own play (src/ai
 * `thinkAbout`) at the difficulty chosen for the match, thinking in time slices as on its own turns (turn-driver.ts)
 * so that the page keeps drawing. A Hint has its own draws (the easy computer's noise, the hard one's look-ahead dice),
 * seeded from the match seed: asking never changes what the computer does later, nor the match's dice. Offered in a
 * person's turn (not for a pending decision). No Phaser, no DOM.
 */
import { type AiOptions, type Choice, type Difficulty, thinkAbout } from '../../ai/index.ts';
import type { Command } from '../../rules/index.ts';
import type { BattleSession } from './battle-session.ts';

/** What the computer would do for the person now, and for whom it was worked out. */
export interface Hint {
  /** The person's gang. */
  readonly gang: string;
  /** The figure asked about (the one selected), or null when the computer chose among the gang's figures. */
  readonly asked: string | null;
  /** The figure the suggested command is for (its actor), or null. */
  readonly actor: string | null;
  /** The difficulty it was worked out at (the match's, as the computer plays). */
  readonly difficulty: Difficulty;
  /** The command, why in the computer's words, and the best options it weighed (src/ai `Choice`). */
  readonly choice: Choice;
  /** Length of the match log when it was asked: the Hint holds until the match moves on. */
  readonly at: number;
}

/** Milliseconds of thinking per frame by default (as the computer's own turns). */
export const HINT_SLICE_MS = 8;

/** Whether a Hint may be asked now: a person is to act in their turn (no decision pending) and the game goes on. */
export function hintOffered(session: BattleSession): boolean {
  return !session.match.over && session.humanToAnswer && session.match.pending === null;
}

/**
 * How the computer thinks for a Hint to `gang`: at the difficulty the session gives that gang (the match's
 * difficulty for a person's gang), with draws of its own seeded from the match seed, restricted to figure `only`
 * when given.
 */
export function hintOptions(session: BattleSession, gang: string, only: string | null): AiOptions {
  return { difficulty: session.difficultyOf(gang), seed: session.seed, ...(only ? { only } : {}) };
}

/** The figure a command is for: its actor, or the character answering a decision; null when none. */
export function commandActor(cmd: Command): string | null {
  if (cmd.type === 'decide') return cmd.character;
  return cmd.actor;
}

/** A Hint being worked out. */
interface Thinking {
  readonly gang: string;
  readonly asked: string | null;
  readonly at: number;
  readonly difficulty: Difficulty;
  readonly slices: Generator<void, Choice, void>;
}

/**
 * Works out Hints for a session, one at a time: `ask` starts, `think` goes on for a time budget per frame, `hint`
 * holds the result until `clear` or until the match moves on (`stale`).
 */
export class HintCoach {
  /** The Hint worked out, or null. */
  hint: Hint | null = null;
  private thinking: Thinking | null = null;
  private readonly session: BattleSession;

  constructor(session: BattleSession) {
    this.session = session;
  }

  /** Whether a Hint is being worked out. */
  get busy(): boolean {
    return this.thinking !== null;
  }

  /**
   * Start working out a Hint for the person to act, for figure `selected` when it may act now (else for the whole
   * gang, as the computer picks who acts). False (nothing started) when no Hint is offered now.
   */
  ask(selected: string | null): boolean {
    const s = this.session;
    const gang = s.gangToAnswer;
    if (!hintOffered(s) || gang === null) return false;
    const only = selected !== null && s.canAct(selected) && s.match.active < 0 ? selected : null;
    const options = hintOptions(s, gang, only);
    this.hint = null;
    this.thinking = {
      gang,
      asked: only ?? (s.match.active >= 0 ? s.summary().active : null),
      at: s.match.log.length,
      difficulty: options.difficulty ?? 'normal',
      slices: thinkAbout(s.match, gang, options),
    };
    return true;
  }

  /**
   * Think on for at most `budgetMs` milliseconds by `clock` (one slice at least); the Hint once it is worked out,
   * else null. A Hint asked before the match moved on is dropped.
   */
  think(budgetMs = HINT_SLICE_MS, clock: () => number = () => performance.now()): Hint | null {
    const t = this.thinking;
    if (!t) return null;
    if (this.session.match.log.length !== t.at) {
      this.thinking = null;
      return null;
    }
    const start = clock();
    for (;;) {
      const step = t.slices.next();
      if (step.done) {
        this.thinking = null;
        const choice = step.value;
        this.hint = {
          gang: t.gang,
          asked: t.asked,
          actor: commandActor(choice.command),
          difficulty: t.difficulty,
          choice,
          at: t.at,
        };
        return this.hint;
      }
      if (clock() - start > budgetMs) return null;
    }
  }

  /** Whether the Hint shown (or being worked out) was asked before the match moved on. */
  stale(): boolean {
    const at = this.hint?.at ?? this.thinking?.at;
    return at !== undefined && at !== this.session.match.log.length;
  }

  /** Forget the Hint and stop any thinking. */
  clear(): void {
    this.hint = null;
    this.thinking = null;
  }
}

/** The Hint for the person to act now, worked out at once (tests, tools); null when none is offered. */
export function hintNow(session: BattleSession, selected: string | null): Hint | null {
  const coach = new HintCoach(session);
  if (!coach.ask(selected)) return null;
  while (coach.busy) coach.think(Number.POSITIVE_INFINITY);
  return coach.hint;
}
