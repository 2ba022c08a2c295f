/**
 * Losing Life Points and casualties (rulebook "Attacks & Damage"): each point of Damage left after the
 * Protection Roll, and every Life Point lost outright, lowers Life Points; at 0 the character is a casualty and
 * leaves the board.
 */

import { emit, gangOf, idOf, isOnBoard, type Match } from '../state/match-state.ts';
import { dropCarried } from '../state/objective-state.ts';
import { hookPoint } from '../state/rule-book.ts';
import { setTag } from '../state/world.ts';

/**
 * A character became a casualty (it is already off the board and the `casualty` event is logged): what plug-ins do
 * then (a leader's death shakes the gang, a ransom is paid, newcomers are placed…).
 */
export const CASUALTY = hookPoint<(m: Match, eid: number) => void>('casualty');

/**
 * `eid` has lost `lost` Life Points to `cause` (after its `life-points` event, and its casualty when it fell): Blood
 * Nexus, Candid Soul.
 */
export const LIFE_LOST = hookPoint<(m: Match, eid: number, lost: number, cause: string) => void>('life lost');

/**
 * Whether a rule keeps `eid` on the table at 0 Life Points for now (Fight Until the Last: until it has taken its
 * turn): the rule's name, or null. The rule makes the casualty later ({@link becomeCasualty}).
 */
export const CASUALTY_HELD = hookPoint<(m: Match, eid: number) => string | null>('casualty held');

/**
 * Remove `amount` Life Points (never below 0) and emit `life-points`; a character left with 0 is a casualty, unless
 * a rule holds it on the table ({@link CASUALTY_HELD}). Does nothing for an amount ≤ 0, a character already off the
 * board, or one held at 0 Life Points.
 */
export function loseLifePoints(m: Match, eid: number, amount: number, cause: string): void {
  if (amount <= 0 || !isOnBoard(m, eid)) return;
  const { Points } = m.world.components;
  const before = Points.lp[eid] ?? 0;
  if (before === 0) return;
  const after = Math.max(0, before - amount);
  Points.lp[eid] = after;
  m.actionLoss.set(eid, (m.actionLoss.get(eid) ?? 0) + (before - after));
  emit(m, { type: 'life-points', character: idOf(m, eid), lpBefore: before, lpAfter: after, cause });
  if (after === 0) {
    const held = m.book
      .all(CASUALTY_HELD)
      .map((f) => f(m, eid))
      .find((rule) => rule !== null);
    if (held)
      emit(m, {
        type: 'ability',
        character: idOf(m, eid),
        ability: held,
        effect: 'stays on the table at 0 Life Points until it has taken its turn',
      });
    else becomeCasualty(m, eid);
  }
  if (before > after) for (const f of m.book.all(LIFE_LOST)) f(m, eid, before - after, cause);
}

/**
 * `eid` is a casualty (rulebook "Attacks & Damage"): it leaves the board, the `casualty` event is logged, a carried
 * Objective is dropped where it stood, and the {@link CASUALTY} plug-ins run. Called at 0 Life Points, or by a rule
 * that held it there until now.
 */
export function becomeCasualty(m: Match, eid: number): void {
  if (!isOnBoard(m, eid)) return;
  setTag(m.world, eid, m.world.components.OnBoard, false);
  emit(m, { type: 'casualty', character: idOf(m, eid), gang: gangOf(m, eid) });
  // A carried Objective is dropped where the casualty stood (rulebook "Primary Objective": Mobile).
  dropCarried(m, eid, 'removed');
  for (const f of m.book.all(CASUALTY)) f(m, eid);
}
