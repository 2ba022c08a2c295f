/**
 * Confusing Exit (Scapino, Gifted): when it disengages successfully, each enemy it leaves gets a Stunned counter
 * (DISENGAGED hook, movement/movement-hooks.ts: called for each enemy it disengages from).
 */
import { holdsUnique } from '../../character/stats.ts';
import { gainStunned } from '../../character/stunned.ts';
import { DISENGAGED } from '../../movement/movement-hooks.ts';
import type { Match } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';

/** `eid` has just disengaged from `foe`: Stunned, if `eid` has Confusing Exit. */
export function confusingExit(m: Match, eid: number, foe: number): void {
  if (holdsUnique(m, eid, 'Confusing Exit')) gainStunned(m, foe);
}

/** Confusing Exit as a plug-in of the rule book. */
export const CONFUSING_EXIT_PLUGIN = plugin('Confusing Exit', (add) => {
  add(DISENGAGED, confusingExit);
});
