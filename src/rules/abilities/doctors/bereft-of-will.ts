/**
 * Bereft of Will (the Ghoul, The Doctors): other characters within 3″ of it, either side, spend no Will Points at
 * all — Frenzied Life Points and borrowed Will Points alike (NO_WILL_POINTS: the engine asks it before any spending);
 * when it is taken out, every other character within 3″ of where it stood loses 1 Will Point (CASUALTY). Reading:
 * "within 3″" between bases.
 */
import { CASUALTY } from '../../character/life-points.ts';
import { holdsUnique } from '../../character/stats.ts';
import { NO_WILL_POINTS } from '../../rolls/roll-hooks.ts';
import { distanceBetween, emit, idOf, isOnBoard, type Match } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';

const NAME = 'Bereft of Will';
/** How near the Ghoul (inches between bases). */
export const BEREFT_INCHES = 3;

const near = (m: Match, ghoul: number, eid: number) =>
  ghoul !== eid && distanceBetween(m, ghoul, eid) <= BEREFT_INCHES + 1e-9;

/** Whether a Ghoul on the board stands within 3″ of `eid` (either side). */
export function bereftOfWill(m: Match, eid: number): boolean {
  return charactersOnBoard(m.world).some(
    (g) => holdsUnique(m, g, NAME) && isOnBoard(m, g) && near(m, g, eid),
  );
}

/** The Ghoul was taken out: every other character within 3″ loses 1 Will Point. */
export function ghoulDies(m: Match, dead: number): void {
  if (!holdsUnique(m, dead, NAME)) return;
  const wp = m.world.components.Points.wp;
  for (const o of charactersOnBoard(m.world)) {
    const before = wp[o] ?? 0;
    if (!near(m, dead, o) || before <= 0) continue;
    wp[o] = before - 1;
    emit(m, { type: 'will-points', character: idOf(m, o), amount: 1, wpBefore: before, wpAfter: before - 1 });
  }
}

/** Bereft of Will as a plug-in of the rule book. */
export const BEREFT_OF_WILL_PLUGIN = plugin(NAME, (add) => {
  add(NO_WILL_POINTS, bereftOfWill);
  add(CASUALTY, ghoulDies);
});
