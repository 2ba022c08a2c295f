/** Regaining Life Points through an ability (Vampiric Attack): never above the starting Life Points. */
import { emit, idOf, isOnBoard, type Match } from '../state/match-state.ts';

/** Whether `eid` has fewer Life Points than it started with (a heal would do something). */
export function isHurt(m: Match, eid: number): boolean {
  const p = m.world.components.Points;
  return (p.lp[eid] ?? 0) < (p.lpStart[eid] ?? 0);
}

/**
 * `eid` replenishes up to `amount` Life Points (never above its starting Life Points) because of `ability`; emits
 * `life-points` (lpAfter above lpBefore) and an `ability` event. Nothing for a character off the board or at full.
 * @returns the Life Points regained.
 */
export function heal(m: Match, eid: number, amount: number, ability: string): number {
  if (amount <= 0 || !isOnBoard(m, eid)) return 0;
  const { Points } = m.world.components;
  const before = Points.lp[eid] ?? 0;
  const after = Math.min(Points.lpStart[eid] ?? before, before + amount);
  if (after <= before) return 0;
  Points.lp[eid] = after;
  emit(m, { type: 'life-points', character: idOf(m, eid), lpBefore: before, lpAfter: after, cause: ability });
  emit(m, {
    type: 'ability',
    character: idOf(m, eid),
    ability,
    effect: `regains ${after - before} Life Point${after - before === 1 ? '' : 's'}`,
  });
  return after - before;
}
