/**
 * Will Points regained (rulebook "Will Points"; Command Abilities, spells and a Critical Magic Roll give them back).
 * Our reading: Will Points regained never go above the character's starting Will Points (the rulebook says so for
 * Fortune's Favour).
 */
import { emit, idOf, type Match } from '../state/match-state.ts';

/** Give back up to `amount` Will Points (never above the starting value) and emit a `regain` event. */
export function regainWillPoints(m: Match, eid: number, amount: number, cause: string): number {
  const p = m.world.components.Points;
  const before = p.wp[eid] ?? 0;
  const after = Math.max(before, Math.min(before + amount, p.wpStart[eid] ?? before));
  p.wp[eid] = after;
  if (after > before)
    emit(m, {
      type: 'regain',
      character: idOf(m, eid),
      points: 'will',
      amount: after - before,
      after,
      cause,
    });
  return after - before;
}
