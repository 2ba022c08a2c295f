/**
 * The Objectives kept in step with the match on the board (rulebook "Primary Objective"): a marker where each lies,
 * in the colour of the gang that claimed it, face down while Hidden; none for a carried or destroyed one — the
 * carrier's token shows a mark instead (its counters' `carrying`).
 */
import type { BoardView } from '../board/board-view.ts';
import { fromCss } from '../iso/palette.ts';
import type { BattleSession } from './battle-session.ts';
import { objectiveLetters, objectiveViews } from './objective-views.ts';

/** Show every Objective where the match has it; return the characters carrying one (ids). */
export function syncObjectives(session: BattleSession, view: BoardView): Set<string> {
  const carriers = new Set<string>();
  const shown = new Set<string>();
  for (const o of objectiveViews(session.match)) {
    if (o.carrier) {
      carriers.add(o.carrier);
      continue;
    }
    shown.add(o.id);
    const claim = o.claim ? fromCss(session.gang(o.claim)?.colour ?? '#888') : null;
    view.showObjective(
      o.id,
      { name: o.name, letters: objectiveLetters(o), claim, faceDown: o.faceDown },
      ...o.at,
    );
  }
  for (const [id, marker] of view.objectives) if (!shown.has(id)) marker.setVisible(false);
  return carriers;
}
