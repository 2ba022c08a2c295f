/**
 * Who sits at the screen in a game for several people at one machine (hot-seat, co-op against the computer): the gang
 * of the person playing now — the viewer, whose Secret Agendas show — and when another person must take the seat
 * (the person to act changes: a turn, a decision in the middle of someone else's action, the setup). With one
 * person at most there is never a hand-over. Reads the session; no DOM here.
 */
import type { BattleSession } from './battle-session.ts';

export class HandOverGate {
  /** The gang of the person at the screen, or null before anyone has played (or with nobody). */
  viewer: string | null;
  private readonly session: BattleSession;
  private readonly people: readonly string[];

  /** `screens`: hand the seat over behind a screen (off when one person plays every side to try lines of play). */
  constructor(session: BattleSession, screens: boolean) {
    this.session = session;
    this.people = session.setup.gangs.filter((g) => g.controller === 'human').map((g) => g.id);
    this.screens = screens;
    this.viewer = this.people.length === 1 ? this.people[0]! : null;
  }

  private readonly screens: boolean;

  /** More than one person plays at this machine. */
  get shared(): boolean {
    return this.people.length > 1;
  }

  /**
   * The gang whose person must take the seat now, or null: none is due without screens, when one person plays at
   * most, when the computer is to answer, when the person is not asked (`asked` false: their "Ask me" mode answers
   * for them), or when the person to answer is at the screen already (the first person simply sits down).
   */
  due(asked: boolean): string | null {
    if (!this.screens || !this.shared || !this.session.humanToAnswer || !asked) return null;
    const g = this.session.gangToAnswer;
    if (g === null || g === this.viewer) return null;
    if (this.viewer === null) {
      this.viewer = g;
      return null;
    }
    return g;
  }

  /**
   * Whose Secret Agendas the screen may show (agenda-rows.ts `agendaRows`' viewer): with screens between several
   * people, the person at the screen's only (null: nobody's yet); otherwise undefined — every person's, not the
   * computer's.
   */
  get agendaViewer(): string | null | undefined {
    return this.screens && this.shared ? this.viewer : undefined;
  }

  /** The person of `gang` sat down. */
  take(gang: string): void {
    this.viewer = gang;
  }

  /** What the person taking the seat must do now, in a sentence. */
  what(): string {
    const d = this.session.match.pending;
    if (!d) return 'Your turn.';
    if (d.type === 'deploy') return 'Set up your figures in your Deployment Zone.';
    if (d.type === 'guard-attack') return 'A figure of yours on Guard may strike.';
    if (d.type === 'will-points') return 'Spend Will Points on a roll?';
    if (d.purpose === 'deployment-zone') return 'Choose your Deployment Zone.';
    if (d.purpose === 'gondola-spot') return 'Set your gondola afloat.';
    if (d.purpose === 'counter') return 'You may COUNTER.';
    if (d.purpose === 'plan') return 'A new round: PLAN?';
    return 'A choice is yours to make.';
  }
}
