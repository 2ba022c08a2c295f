/**
 * Will Points given back as a turn starts, printed on Vatican profiles (TURN_START hook, character/hooks.ts):
 *
 * - **Holy Relic** (the Cross-bearing Deacon): another friend starting its turn within 6″ of it regains 1 Will Point.
 * - **Censer Bearer** (the Altar Boy): a friend starting its turn within 6″ of it and in its sight regains 1 Will
 *   Point; a character with Censer Bearer itself never does.
 *
 * Readings: "within 6″" between bases; several holders give 1 Will Point a turn, not 1 each (Censer Bearer says so;
 * Holy Relic is read the same way); never above the starting Will Points (as every regain of the engine).
 */
import { TURN_START } from '../../character/hooks.ts';
import { regain } from '../../character/regain.ts';
import { holdsUnique } from '../../character/stats.ts';
import { distanceBetween, type Match, sightBetween } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';

/** How near a holder the friend must start its turn (inches). */
export const REFILL_INCHES = 6;

/** Whether a friend of `eid` holding `name` stands within reach of it (and sees it, when `sight`). */
function nearHolder(m: Match, eid: number, name: string, sight: boolean): boolean {
  const team = m.world.components.Gang.team;
  return charactersOnBoard(m.world).some(
    (h) =>
      h !== eid &&
      team[h] === team[eid] &&
      holdsUnique(m, h, name) &&
      distanceBetween(m, h, eid) <= REFILL_INCHES + 1e-9 &&
      (!sight || sightBetween(m, h, eid).lineOfSight),
  );
}

/** A friend's turn starts: Holy Relic's and Censer Bearer's Will Point, each once. */
export function refillsAtTurnStart(m: Match, eid: number): void {
  if (nearHolder(m, eid, 'Holy Relic', false)) regain(m, eid, 'will', 1, 'Holy Relic');
  if (!holdsUnique(m, eid, 'Censer Bearer') && nearHolder(m, eid, 'Censer Bearer', true))
    regain(m, eid, 'will', 1, 'Censer Bearer');
}

/** The Vatican's turn-start refills as a plug-in of the rule book. */
export const VATICAN_TURN_START_PLUGIN = plugin('Vatican refills as a turn starts', (add) => {
  add(TURN_START, refillsAtTurnStart);
});
