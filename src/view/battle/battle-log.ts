/**
 * The battle's dice log: a line for each event of the match, and on the first line of each of the computer's
 * commands a "Why?" button that opens why it chose it (why-panel.ts).
 */
import type { MatchEvent } from '../../rules/index.ts';
import type { Hud } from '../hud/hud.ts';
import { logEntry, type Names } from '../hud/log-lines.ts';
import { whyRows } from '../hud/why-rows.ts';
import type { BattleSession } from './battle-session.ts';

export class BattleLog {
  /** The computer's commands whose first log line has its "Why?" button. */
  private readonly explained = new WeakSet<object>();
  private readonly session: BattleSession;
  private readonly hud: Hud;
  private readonly names: Names;

  constructor(session: BattleSession, hud: Hud, names: Names) {
    this.session = session;
    this.hud = hud;
    this.names = names;
  }

  /** The gang of character `id`, or null. */
  private gangOf(id: string): string | null {
    return this.session.summary().characters.find((c) => c.id === id)?.gang ?? null;
  }

  /** Add the line of event `e`, if it has one. */
  add(e: MatchEvent): void {
    const entry = logEntry(e, this.names);
    if (!entry) return;
    // The first line of each of the computer's commands gets a "Why?" button (why-panel.ts).
    const reason = this.session.reasonFor(e.seq);
    // A line about a figure of another gang (a person's figure reacting to the computer's command) never carries
    // the computer's "Why?": the first line of the computer's own does.
    const who = 'character' in e && typeof e.character === 'string' ? e.character : null;
    const theirs = who === null || this.gangOf(who) === reason?.gang;
    if (!reason || this.explained.has(reason) || !theirs) {
      this.hud.log.add(entry);
      return;
    }
    this.explained.add(reason);
    const ids = [...this.session.match.ids.keys()];
    this.hud.log.add(entry, () => this.hud.why.show(whyRows(reason, ids, this.names)));
  }
}
