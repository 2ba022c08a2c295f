/**
 * The dialogs a person answers in the middle of an action: how many Will Points to spend on a roll, whether a
 * guard strikes the enemy that moved in its sight, and which option of a `choose` decision to take (each option
 * shown on the board as it is pointed at). Each opens only for the decision pending now and not while already
 * open; the answer goes through the engine's `submit`, a refusal is shown as a message, and `answered` tells the
 * scene to re-read the match.
 */
import type { BoardView } from '../board/board-view.ts';
import type { Hud } from '../hud/hud.ts';
import type { Names } from '../hud/log-lines.ts';
import type { BattleSession } from './battle-session.ts';

/** Open the Will Points dialog for the pending `will-points` decision. */
export function askWillPoints(session: BattleSession, hud: Hud, answered: () => void): void {
  const d = session.match.pending;
  if (d?.type !== 'will-points' || hud.will.open) return;
  const c = session.summary().characters.find((x) => x.id === d.character);
  hud.will.show(d, c?.name ?? d.character, c?.wp ?? 0, (amount) => {
    const r = session.submit({
      type: 'decide',
      decision: 'will-points',
      character: d.character,
      amount,
    });
    if (!r.ok) hud.toast.show(`Not allowed: ${r.reason}`);
    answered();
  });
}

/** Open the "Strike / Hold" dialog for the pending `guard-attack` decision. */
export function askGuard(session: BattleSession, hud: Hud, names: Names, answered: () => void): void {
  const d = session.match.pending;
  if (d?.type !== 'guard-attack' || hud.guard.open) return;
  hud.guard.show(d, names.character(d.character), names.character(d.target), (strike) => {
    const r = session.submit({
      type: 'decide',
      decision: 'guard-attack',
      character: d.character,
      accept: strike,
    });
    if (!r.ok) hud.toast.show(`Not allowed: ${r.reason}`);
    answered();
  });
}

/** Open the choice dialog for the pending `choose` decision; pointing at an option shows it on the board. */
export function askChoice(
  session: BattleSession,
  view: BoardView,
  hud: Hud,
  names: Names,
  answered: () => void,
): void {
  const d = session.match.pending;
  if (d?.type !== 'choose' || hud.choice.open) return;
  if (d.purpose === 'charge-target') {
    // The engine asks before it reports the move: show the charger where it stands now, among its enemies.
    const c = session.summary().characters.find((x) => x.id === d.character);
    if (c) view.tokens.get(c.id)?.place(view.proj, c.x, c.y, c.z);
  }
  hud.choice.show(
    d,
    names.character(d.character),
    (option) => {
      const r = session.submit({ type: 'decide', decision: 'choose', character: d.character, option });
      if (!r.ok) hud.toast.show(`Not allowed: ${r.reason}`);
      answered();
    },
    (o) => {
      // Show the option on the board: its spot outlined, its figure in focus.
      const at = o?.at;
      view.showHover(at ? view.board.nodeAt(at[0], at[1], at[2]) : null);
      view.setFocus(o?.figure ? [o.figure] : [], null);
      for (const t of view.tokens.values()) t.setRing(t.id === o?.figure ? 'target' : 'none');
    },
  );
}
