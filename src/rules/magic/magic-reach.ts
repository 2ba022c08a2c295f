/**
 * Whom magic reaches (rulebook "Magic"): every character, but one with the trait untouched-by-magic (Feline
 * Indifference, Gethsemane: spells cannot target it and magic has no effect on it, while the others caught by the
 * same spell are affected as usual). Aiming (aim.ts), the marker and template of area spells (spell-area.ts) and the
 * spells that reach everyone around, under a marker or along a wave (spells/) read it. Our reading: a spell's change
 * to the terrain (Ice Lock, Groundsnap, Dimensional Pool's water) is the board's, which Gethsemane walks on as anyone.
 */
import { traitOf } from '../character/traits.ts';
import type { Match } from '../state/match-state.ts';

/** Whether a spell may name or change `eid` (false for one with the trait untouched-by-magic). */
export function magicReaches(m: Match, eid: number): boolean {
  return !traitOf(m, eid, 'untouched-by-magic').has;
}

/** `among` (entities) without those magic does not reach, in the same order. */
export function reachedByMagic(m: Match, among: readonly number[]): number[] {
  return among.filter((e) => magicReaches(m, e));
}
