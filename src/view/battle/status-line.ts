/**
 * The one-line status under the board: who must act, what a person can do now, or what the computer chose
 * and why (DESIGN §3.4: the AI explains its choices).
 */
import type { BattleSession } from './battle-session.ts';

/** The status text for the moment. `why` is the computer's last explained choice ('' for none). */
export function statusLine(
  session: BattleSession,
  idle: boolean,
  selected: string | null,
  why: string,
): string {
  const m = session.match;
  if (m.over) return 'The game is over.';
  const gangId = session.gangToAnswer;
  const gang = gangId ? session.gang(gangId) : undefined;
  if (!gang) return '';
  if (gang.controller === 'ai') return why ? `${why}` : `${gang.name} (computer) is thinking…`;
  if (!idle) return why || '…';
  if (m.pending) return `${gang.name}: decide on Will Points.`;
  const s = session.summary();
  const name = (id: string | null) => s.characters.find((c) => c.id === id)?.name ?? '';
  if (s.active) {
    return `${gang.name}: ${name(s.active)} has its turn — click a lit tile to Run/Climb, choose an attack, or end the turn.`;
  }
  if (selected)
    return `${gang.name}: ${name(selected)} selected — click a lit tile to Run/Climb or choose an attack.`;
  return `${gang.name} to act: click one of your figures that has not had its turn.`;
}
