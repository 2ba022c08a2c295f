/**
 * Keeps the match going when nothing is animating: the computer answers for its gangs (one command at a
 * time, after a short pause so a person can follow; it thinks in slices of a few milliseconds per frame, so the
 * page keeps drawing), a person's Will Point decisions open the dialog (or are
 * answered with 0 when "Never ask" is on), a person's guard asks "Strike / Hold", other choices the rules give
 * a person open the choice dialog (a COUNTER offer, and PLAN as a round starts, are declined unasked when the
 * "Never ask: CP" switch is on), and the end of the game is announced once.
 */

import type { Choice } from '../../ai/index.ts';
import type { ChoiceDecision, ChoicePurpose, Command } from '../../rules/index.ts';
import type { Speed } from './animator.ts';
import type { BattleSession } from './battle-session.ts';

const THINK_MS = 450;
/** Milliseconds of the computer's thinking per frame (the rest of the frame draws the page). */
const SLICE_MS = 8;

/** Questions a person may switch off (each answered as declining: 0 Will Points, no COUNTER, no PLAN). */
export interface AskSettings {
  neverAskWillPoints: boolean;
  /** Decline every offer to spend a Command Point unasked: COUNTER (first option) and PLAN (`done`). */
  neverOfferCounter: boolean;
}

/** The choices the `neverOfferCounter` switch declines unasked, with the answer each gets. */
const DECLINED_BY_COUNTER_SWITCH: Partial<Record<ChoicePurpose, (d: ChoiceDecision) => string>> = {
  counter: (d) => d.options[0]!.id,
  plan: (d) => d.options.find((o) => o.id === 'done')?.id ?? d.options[0]!.id,
};
const MAX_REFUSALS = 3;

/** What the driver asks of the scene. */
export interface DriverHooks {
  /** The computer chose `why` for `gang`. */
  chose(gang: string, why: string): void;
  /** A person must answer a Will Point decision. */
  askWillPoints(): void;
  /** A person's guard may strike an enemy that moved in its sight. */
  askGuard(): void;
  /** A person must pick one option of a `choose` decision. */
  askChoice(): void;
  /** A person must set a gang's figures up (a `deploy` decision). */
  askDeploy(): void;
  /** A person's question was answered unasked (a switch is on): the view should refresh. */
  answered(): void;
  /** A command was refused (shown as a message). */
  refused(reason: string): void;
  /** The game is over (called once). */
  over(): void;
}

export class TurnDriver {
  readonly ask: AskSettings;
  speed: Speed;
  /** The computer's turns are being skipped (the top bar's Skip): COUNTER offers to a person are declined. */
  skipping = false;
  private readonly session: BattleSession;
  private readonly hooks: DriverHooks;
  private wait = THINK_MS;
  private refusals = 0;
  /** The computer's thinking in progress (time slices), or null. */
  private thinking: ReturnType<BattleSession['aiThink']> = null;
  private ended = false;

  constructor(session: BattleSession, hooks: DriverHooks, speed: Speed, ask: AskSettings) {
    this.session = session;
    this.hooks = hooks;
    this.speed = speed;
    this.ask = { ...ask };
  }

  /** Advance the match if it is the computer's move; call every frame with `idle` = nothing animating. */
  update(deltaMs: number, idle: boolean): void {
    if (!idle) return;
    const s = this.session;
    if (s.match.over) {
      if (!this.ended) {
        this.ended = true;
        this.hooks.over();
      }
      return;
    }
    if (s.aiToAnswer) {
      if (this.thinking) {
        this.think();
        return;
      }
      this.wait -= deltaMs;
      if (this.wait > 0 && this.speed !== 'instant') return;
      this.wait = THINK_MS / (this.speed === 'instant' ? 1 : this.speed);
      this.thinking = s.aiThink();
      this.think();
      return;
    }
    this.thinking = null;
    const d = s.match.pending;
    if (d && s.humanToAnswer) {
      if (d.type === 'guard-attack') this.hooks.askGuard();
      else if (d.type === 'deploy') this.hooks.askDeploy();
      else if (d.type === 'choose') {
        const decline = this.declinedUnasked(d);
        if (decline) {
          this.answer({ type: 'decide', decision: 'choose', character: d.character, option: decline(d) });
        } else this.hooks.askChoice();
      } else if (this.ask.neverAskWillPoints) {
        this.answer({ type: 'decide', decision: 'will-points', character: d.character, amount: 0 });
      } else this.hooks.askWillPoints();
    }
  }

  /**
   * Whether the person to answer now is asked (a turn, or a decision no "Never ask" switch answers for them): a
   * hand-over to them is worth the click only then.
   */
  asksPerson(): boolean {
    const d = this.session.match.pending;
    if (!d) return true;
    if (d.type === 'will-points') return !this.ask.neverAskWillPoints;
    if (d.type === 'choose') return this.declinedUnasked(d) === undefined;
    return true;
  }

  /**
   * How a person's `choose` decision is declined without asking, or undefined when it is asked: what the "Never
   * ask: CP" switch declines (COUNTER, PLAN), and while the computer's turns are skipped a COUNTER offer.
   */
  declinedUnasked(d: ChoiceDecision): ((d: ChoiceDecision) => string) | undefined {
    if (this.ask.neverOfferCounter) return DECLINED_BY_COUNTER_SWITCH[d.purpose];
    return this.skipping && d.purpose === 'counter' ? DECLINED_BY_COUNTER_SWITCH.counter : undefined;
  }

  /** Give a person's declining answer; the scene refreshes as after the computer's answers. */
  private answer(c: Command): void {
    const r = this.session.submit(c);
    if (!r.ok) this.hooks.refused(r.reason);
    else this.hooks.answered();
  }

  /**
   * Think on for the computer, a slice at a time, for at most {@link SLICE_MS} this frame (the page keeps drawing);
   * submit its choice once it is made. A choice for a match that moved on meanwhile is dropped.
   */
  private think(): void {
    const t = this.thinking;
    if (!t) return;
    if (this.session.match.log.length !== t.at) {
      this.thinking = null;
      return;
    }
    const start = performance.now();
    for (;;) {
      const step = t.slices.next();
      if (step.done) {
        this.thinking = null;
        this.aiMove(t.gang, step.value);
        return;
      }
      if (performance.now() - start > SLICE_MS) return;
    }
  }

  private aiMove(gang: string, choice: Choice): void {
    const s = this.session;
    const result = s.aiSubmit(gang, choice);
    if (result.ok) {
      this.refusals = 0;
      this.hooks.chose(gang, choice.why);
      return;
    }
    // The computer should never give an illegal command; if it does, say so and fall back to a legal one.
    this.refusals++;
    this.hooks.refused(`the computer's command was refused: ${result.reason}`);
    if (this.refusals >= MAX_REFUSALS) {
      const fallback = s.legal().find((c) => c.type === 'end-turn' || c.type === 'decide') ?? s.legal()[0];
      if (fallback) s.submit(fallback);
    }
  }
}
