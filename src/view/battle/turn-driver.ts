/**
 * Keeps the match going when nothing is animating: the computer answers for its gangs (one command at a
 * time, after a short pause so a person can follow; it thinks in its worker when it has one (ai-remote.ts), else in
 * slices of a few milliseconds per frame, so the page keeps drawing), a person's Will Point decisions open the dialog, a person's guard asks "Strike / Hold",
 * other choices the rules give a person open the choice dialog, and the end of the game is announced once. A Will
 * Point question, a COUNTER offer or a PLAN is answered for the person instead when their "Ask me" mode says so
 * (ask-policy.ts), and the answer's reason goes to the dice log.
 */

import type { Choice } from '../../ai/index.ts';
import type { Command, PendingDecision } from '../../rules/index.ts';
import type { AiRemote, RemoteThought } from './ai-remote.ts';
import type { Speed } from './animator.ts';
import type { AskSettings } from './ask-modes.ts';
import { type AskVerdict, askVerdict } from './ask-policy.ts';
import type { BattleSession } from './battle-session.ts';

const THINK_MS = 450;
/** Milliseconds of the computer's thinking per frame (the rest of the frame draws the page). */
const SLICE_MS = 8;

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
  /**
   * A person's question was answered for them (their "Ask me" mode): the view should refresh; `reason` is one
   * line for the dice log saying what was decided and why.
   */
  answered(reason: string): void;
  /** A command was refused (shown as a message). */
  refused(reason: string): void;
  /** The game is over (called once). */
  over(): void;
}

/** The computer's thinking under way: a request to its worker, or time slices on the page. */
type Thinking = { readonly remote: RemoteThought } | { readonly page: ReturnType<BattleSession['aiThink']> };

export class TurnDriver {
  readonly ask: AskSettings;
  speed: Speed;
  /** The computer's turns are being skipped (the top bar's Skip): COUNTER offers to a person are declined. */
  skipping = false;
  private readonly session: BattleSession;
  private readonly hooks: DriverHooks;
  private wait = THINK_MS;
  private refusals = 0;
  /** The computer's thinking in progress (in its worker, or in time slices on the page), or null. */
  private thinking: Thinking | null = null;
  /** The computer's worker, or null: it thinks on the page. */
  private readonly remote: AiRemote | null;

  /** Whether the computer is thinking now (in its worker, or in time slices between the frames). */
  get isThinking(): boolean {
    return this.thinking !== null;
  }
  private ended = false;

  /** `remote`: the computer's worker to think in (null: think on the page, in time slices). */
  constructor(
    session: BattleSession,
    hooks: DriverHooks,
    speed: Speed,
    ask: AskSettings,
    remote: AiRemote | null = null,
  ) {
    this.session = session;
    this.remote = remote;
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
      const gang = s.gangToAnswer;
      this.thinking =
        this.remote && gang !== null ? { remote: this.remote.ask(s, gang) } : { page: s.aiThink() };
      this.think();
      return;
    }
    this.thinking = null;
    const d = s.match.pending;
    if (d && s.humanToAnswer) {
      const v = this.verdict(d);
      if (!v.ask) this.answer(v.command, v.reason);
      else if (d.type === 'guard-attack') this.hooks.askGuard();
      else if (d.type === 'deploy') this.hooks.askDeploy();
      else if (d.type === 'choose') this.hooks.askChoice();
      else this.hooks.askWillPoints();
    }
  }

  /**
   * Whether the person to answer now is asked (a turn, or a decision their "Ask me" modes do not answer for them): a
   * hand-over to them is worth the click only then.
   */
  asksPerson(): boolean {
    const d = this.session.match.pending;
    return !d || this.verdict(d).ask;
  }

  /**
   * Whether pending decision `d` is asked or answered for the person (ask-policy.ts), under the modes and the skip as
   * they are now; kept for the decision and the settings it was worked out under (asked many times a frame).
   */
  verdict(d: PendingDecision): AskVerdict {
    const key = `${this.ask.willPoints}/${this.ask.commandPoints}/${this.skipping}`;
    if (this.lastVerdict?.d === d && this.lastVerdict.key === key) return this.lastVerdict.v;
    const names = this.session.summary().characters;
    const name = (id: string) => names.find((c) => c.id === id)?.name ?? id;
    const v = askVerdict(this.session.match, d, this.ask, name, this.skipping);
    this.lastVerdict = { d, key, v };
    return v;
  }

  private lastVerdict: { d: PendingDecision; key: string; v: AskVerdict } | null = null;

  /** Give the answer decided for a person; the scene refreshes and notes `reason` in the dice log. */
  private answer(c: Command, reason: string): void {
    const r = this.session.submit(c);
    if (!r.ok) this.hooks.refused(r.reason);
    else this.hooks.answered(reason);
  }

  /**
   * Submit the computer's choice once its worker gives it (think on the page instead if the worker fails); or think
   * on the page, a slice at a time, for at most {@link SLICE_MS} this frame (the page keeps drawing), and submit the
   * choice once it is made. A choice for a match that moved on meanwhile is dropped.
   */
  private think(): void {
    const thinking = this.thinking;
    if (!thinking) return;
    if ('remote' in thinking) {
      const r = thinking.remote;
      if (this.session.match.log.length !== r.at) this.thinking = null;
      else if (r.choice) {
        this.thinking = null;
        this.aiMove(r.gang, r.choice);
      } else if (r.failed) {
        console.warn(`The computer thinks on the page: ${r.failed}`);
        this.thinking = { page: this.session.aiThink() };
        this.think();
      }
      return;
    }
    const t = thinking.page;
    if (!t || this.session.match.log.length !== t.at) {
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
