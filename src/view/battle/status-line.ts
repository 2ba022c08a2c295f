/**
 * The one-line status under the board: who must act, what a person can do now, or what the computer chose
 * and why (DESIGN §3.4: the AI explains its choices).
 */
import type { Mode } from '../hud/action-list.ts';
import type { BattleSession } from './battle-session.ts';

/** What a click on the board does in each mode. */
const MODE_HINT: Record<Mode, string> = {
  none: 'choose an action below',
  move: 'point at a lit tile for its path and odds, click it to Run/Climb',
  jump: 'point at a lit tile for the odds of the Jump, click it to jump',
  fly: 'click a lit tile to Fly there',
  swim: 'click a lit water tile to swim there underwater',
  row: 'point at the water for the odds of the Row, click to row the gondola toward it',
  attack: 'click a ringed enemy for the odds of the attack',
  grapple: 'click a ringed figure in base contact, then pick where to throw it',
  drown: 'click a ringed swimmer for the odds of the Drown',
  unique: 'click a ringed figure or a lit tile for the unique action',
  cast: 'click a ringed figure to aim the spell, then Cast in the spell panel',
};

/** The status text for the moment. `why` is the computer's last explained choice ('' for none). */
export function statusLine(
  session: BattleSession,
  idle: boolean,
  selected: string | null,
  why: string,
  mode: Mode = 'move',
): string {
  const m = session.match;
  if (m.over) return 'The game is over.';
  const gangId = session.gangToAnswer;
  const gang = gangId ? session.gang(gangId) : undefined;
  if (!gang) return '';
  if (gang.controller === 'ai') return why ? `${why}` : `${gang.name} (computer) is thinking…`;
  if (!idle) return why || '…';
  if (m.pending) {
    if (m.pending.type === 'guard-attack') return `${gang.name}: strike from guard, or hold?`;
    if (m.pending.type === 'deploy')
      return `${gang.name}: set your figures up in your Deployment Zone — a figure below, then a lit tile.`;
    if (m.pending.type === 'choose' && m.pending.purpose === 'deployment-zone')
      return `${gang.name}: choose a Deployment Zone — click a lit zone on the board.`;
    if (m.pending.type === 'choose' && m.pending.purpose === 'gondola-spot')
      return `${gang.name}: set your gondola afloat — click a lit water tile.`;
    if (m.pending.type === 'choose') return `${gang.name}: make your choice in the dialog.`;
    return `${gang.name}: decide on Will Points.`;
  }
  const s = session.summary();
  const name = (id: string | null) => s.characters.find((c) => c.id === id)?.name ?? '';
  if (s.active) {
    return `${gang.name}: ${name(s.active)} has its turn — ${MODE_HINT[mode]}, or choose another action.`;
  }
  if (selected)
    return `${gang.name}: ${name(selected)} selected — ${MODE_HINT[mode]}, or choose another action.`;
  return `${gang.name} to act: click one of your figures that has not had its turn.`;
}
