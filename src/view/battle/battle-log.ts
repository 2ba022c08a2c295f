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

  /** Add the line of event `e`, if it has one. */
  add(e: MatchEvent): void {
    const entry = logEntry(e, this.names);
    if (!entry) return;
    // The first line of each of the computer's commands gets a "Why?" button (why-panel.ts).
    const reason = this.session.reasonFor(e.seq);
    if (!reason || this.explained.has(reason)) {
      this.hud.log.add(entry);
      return;
    }
    this.explained.add(reason);
    const ids = [...this.session.match.ids.keys()];
    this.hud.log.add(entry, () => this.hud.why.show(whyRows(reason, ids, this.names)));
  }
}
