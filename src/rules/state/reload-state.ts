/**
 * How much the (X) of a character's Reload (X) weapons is shifted this round (rulebook "Magic": Marksman's Fortune
 * raises or lowers it until the round ends): written by the spell, read by Reload (abilities/common/reload.ts).
 */
import type { Match } from './match-state.ts';
import { matchTable } from './per-match.ts';

const shifts = matchTable<Map<number, { round: number; delta: number }>>();

/**
 * Marksman's Fortune (magic/spells/fate.ts): the (X) of `eid`'s Reload weapons goes up (+1) or down (−1) until the round
 * ends; two castings on one character add up.
 */
export function shiftReload(m: Match, eid: number, delta: number): void {
  let map = shifts.get(m);
  if (!map) {
    map = new Map();
    shifts.set(m, map);
  }
  map.set(eid, { round: m.round, delta: reloadShift(m, eid) + delta });
}

/** How much the (X) of `eid`'s Reload weapons is shifted this round (Marksman's Fortune). */
export function reloadShift(m: Match, eid: number): number {
  const s = shifts.get(m)?.get(eid);
  return s && s.round === m.round ? s.delta : 0;
}
