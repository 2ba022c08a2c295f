/**
 * The dialogs a person answers in the middle of an action: how many Will Points to spend on a roll, whether a
 * guard strikes the enemy that moved in its sight, and which option of a `choose` decision to take (each option
 * shown on the board as it is pointed at). Each opens only for the decision pending now and not while already
 * open; the answer goes through the engine's `submit`, a refusal is shown as a message, and `answered` tells the
 * scene to re-read the match. The Will Point and choice dialogs stand beside the figure they are about
 * (dialog-place.ts), not over it.
 */
import type { BoardView } from '../board/board-view.ts';
import { besideFigure, figureRect, type PageRect } from '../hud/dialog-place.ts';
import type { Hud } from '../hud/hud.ts';
import type { Names } from '../hud/log-lines.ts';
import type { BattleSession } from './battle-session.ts';
import { isSpotChoice, type SpotChoice } from './spot-choice.ts';

/** Open the Will Points dialog for the pending `will-points` decision. */
export function askWillPoints(session: BattleSession, view: BoardView, hud: Hud, answered: () => void): void {
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
  standBeside(hud.will.root, figureOnPage(session, view, d.character), session, view, hud, []);
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
  spots?: SpotChoice,
): void {
  const d = session.match.pending;
  if (d?.type !== 'choose' || hud.choice.open) return;
  const onBoard = spots && isSpotChoice(d) ? spots : undefined;
  onBoard?.begin(d);
  if (d.purpose === 'charge-target') {
    // The engine asks before it reports the move: show the charger where it stands now, among its enemies.
    const c = session.summary().characters.find((x) => x.id === d.character);
    if (c) view.tokens.get(c.id)?.place(view.proj, c.x, c.y, c.z);
  }
  hud.choice.show(
    d,
    names.character(d.character),
    (option) => {
      onBoard?.end();
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
    onBoard ? { label: (o) => onBoard.label(o) } : undefined,
  );
  // Board choices (a zone, an Objective) dock under the top bar; an Agenda's stands beside the Agendas panel, the
  // others beside their figure.
  if (!hud.choice.root.classList.contains('docked')) {
    const others = [...new Set(d.options.flatMap((o) => (o.figure ? [o.figure] : [])))].slice(0, 8);
    const agendas = hud.agendas.root.getBoundingClientRect();
    const about =
      (d.purpose === 'plan' || d.purpose === 'agenda-double') && agendas.width > 0
        ? { left: agendas.left, top: agendas.top, right: agendas.right, bottom: agendas.bottom }
        : figureOnPage(session, view, d.character);
    standBeside(hud.choice.root, about, session, view, hud, others);
  }
}

/** Where the figure `id` covers the page (CSS px), or null when it is not on the board. */
function figureOnPage(session: BattleSession, view: BoardView, id: string): PageRect | null {
  const c = session.summary().characters.find((x) => x.id === id);
  if (!c?.onBoard) return null;
  const w = view.proj.project(c.x, c.y, c.z);
  const cam = view.scene.cameras.main;
  const canvas = view.scene.game.canvas.getBoundingClientRect();
  const k = canvas.width / view.scene.scale.width;
  // Phaser's camera: screen = (world - scroll - half the view) × zoom + half the view.
  const sx = cam.x + cam.width / 2 + (w.x - cam.scrollX - cam.width / 2) * cam.zoom;
  const sy = cam.y + cam.height / 2 + (w.y - cam.scrollY - cam.height / 2) * cam.zoom;
  return figureRect({ x: canvas.left + sx * k, y: canvas.top + sy * k }, cam.zoom * k);
}

/**
 * Move dialog `root` (shown) beside `about` (where the figure or panel it is about covers the page), off the figures
 * `others` and inside the part of the page the board shows through, or failing that over the dice log rather than
 * over the figure (dialog-place.ts); back to its usual place when there is nothing on screen to stand beside.
 */
function standBeside(
  root: HTMLElement,
  about: PageRect | null,
  session: BattleSession,
  view: BoardView,
  hud: Hud,
  others: readonly string[],
): void {
  root.classList.remove('beside');
  root.style.left = '';
  root.style.top = '';
  if (!about) return;
  const area = hud.freeArea();
  const board = { left: 6, top: area.top + 6, right: area.right - 6, bottom: area.bottom - 6 };
  const page = { ...board, right: window.innerWidth - 6 };
  const box = root.getBoundingClientRect();
  const rects = others.flatMap((id) => {
    const r = figureOnPage(session, view, id);
    return r ? [r] : [];
  });
  const at = besideFigure(about, { width: box.width, height: box.height }, [board, page], rects);
  if (!at) return;
  const origin = (root.offsetParent ?? document.body).getBoundingClientRect();
  root.classList.add('beside');
  root.style.left = `${Math.round(at.x - origin.left)}px`;
  root.style.top = `${Math.round(at.y - origin.top)}px`;
}
