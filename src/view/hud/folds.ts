/**
 * Which HUD panels a person folded to a tab (the Agendas, the dice log), kept in this browser under
 * `carnevale:folds` as `{ [panel]: boolean }` so a panel stays as it was left in the next match. A panel never
 * touched takes its default: folded when the window is narrower than the panel's `NARROW_PX`, where the board
 * needs the room (the dice log folds first: the Agendas say what to play for).
 */

const KEY = 'carnevale:folds';

/** Panels that fold. */
export type FoldPanel = 'agendas' | 'dice-log';

/** Below this window width (CSS px) a panel never touched starts folded. */
export const NARROW_PX: Readonly<Record<FoldPanel, number>> = { 'dice-log': 1200, agendas: 900 };

function read(): Record<string, boolean> {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, boolean>) : {};
  } catch {
    // A stored value that is not ours: start again from the defaults.
    return {};
  }
}

/** Whether `panel` shows folded: as the person left it, else folded on a narrow window (`width`, CSS px). */
export function isFolded(panel: FoldPanel, width: number): boolean {
  const kept = read()[panel];
  return typeof kept === 'boolean' ? kept : width < NARROW_PX[panel];
}

/** Keep `panel` folded or open for the next match. */
export function keepFolded(panel: FoldPanel, folded: boolean): void {
  if (typeof localStorage === 'undefined') return;
  localStorage.setItem(KEY, JSON.stringify({ ...read(), [panel]: folded }));
}
