/**
 * How fast the battle plays: the speed the person picks on the top bar (1×, 2×, 4×, instant) for the animations
 * and the computer's pauses, and Skip — the computer's turns played at once, with no pause and no animation, until
 * a person must answer or the game is over; then the chosen speed comes back and a summary of what was skipped
 * shows.
 */
import type { Hud } from '../hud/hud.ts';
import type { Names } from '../hud/log-lines.ts';
import { skipSummary } from '../hud/skip-summary.ts';
import type { Animator, Speed } from './animator.ts';
import type { BattleSession } from './battle-session.ts';
import type { TurnDriver } from './turn-driver.ts';

/** A skip under way: the speed to go back to, and the log length when the skip began. */
export interface Skip {
  speed: Speed;
  readonly from: number;
}

export class PlaySpeed {
  /** Skipping the computer's turns, or null. */
  private skipping: Skip | null;
  private readonly session: BattleSession;
  private readonly animator: Animator;
  private readonly driver: TurnDriver;
  private readonly hud: Hud;
  private readonly names: Names;

  /**
   * The speed of the battle of `session`; `unfinished` is the skip a battle left before it ended (the scene keeps it
   * from one battle to the next).
   */
  constructor(
    session: BattleSession,
    animator: Animator,
    driver: TurnDriver,
    hud: Hud,
    names: Names,
    unfinished: Skip | null = null,
  ) {
    this.skipping = unfinished;
    this.session = session;
    this.animator = animator;
    this.driver = driver;
    this.hud = hud;
    this.names = names;
  }

  /** The computer's turns are being skipped. */
  get on(): boolean {
    return this.skipping !== null;
  }

  /** The skip under way, or null. */
  get unfinished(): Skip | null {
    return this.skipping;
  }

  /** The person picked speed `s`: for what plays next, or for after the skip. */
  set(s: Speed): void {
    if (this.skipping) this.skipping.speed = s;
    else {
      this.animator.speed = s;
      this.driver.speed = s;
    }
  }

  /** Skip: the computer's turns play at once (no pause, no animation) until a person must answer. */
  start(): void {
    if (this.skipping || !this.session.aiToAnswer) return;
    this.skipping = { speed: this.driver.speed, from: this.session.match.log.length };
    this.animator.speed = 'instant';
    this.driver.speed = 'instant';
    this.driver.skipping = true;
    this.hud.top.setSkippable(false);
  }

  /**
   * The skip ends once a person must answer (what the driver declines unasked aside) or the game is over: the speed
   * comes back and the summary shows.
   */
  endIfDone(idle: boolean): void {
    const s = this.skipping;
    const pending = this.session.match.pending;
    // what the driver answers for the person unasked (a COUNTER offer during a skip, their "Ask me" modes) does not
    // end the skip
    const unasked = pending !== null && this.session.humanToAnswer && !this.driver.verdict(pending).ask;
    if (!s || !idle || this.session.aiToAnswer || (unasked && !this.session.match.over)) return;
    this.skipping = null;
    this.driver.skipping = false;
    this.animator.speed = s.speed;
    this.driver.speed = s.speed;
    this.hud.top.setSpeed(s.speed);
    const skipped = this.session.match.log.slice(s.from);
    this.hud.skipped.show(skipSummary(skipped, this.names));
    const acted = skipped.flatMap((e) =>
      'character' in e && typeof e.character === 'string' ? [e.character] : [],
    );
    this.afterSkip?.([...new Set(acted)]);
  }

  /** Called as a skip ends with the characters named by what was skipped (the camera takes them in). */
  afterSkip: ((acted: string[]) => void) | null = null;
}
