/**
 * Hide (1 AP; rulebook "Hide", "Bulky"). A character not in base contact with an enemy and not in water gains a
 * Hidden counter and ends its turn (one with the trait cannot-hide, a Bulky one, cannot Hide). Enemies more than
 * 6″ away cannot draw line of sight to it while it is in cover from them, and it cannot draw line of sight to
 * anyone more than 6″ away. Moving in any way or making another action takes the counter away
 * (src/rules/character/counters.ts).
 */

import { traitOf } from '../character/traits.ts';
import { enemiesOf, inContact, isSwimming, type Match } from '../state/match-state.ts';

export { HIDDEN_SIGHT } from '../state/match-state.ts';

/** Why the character cannot Hide or Guard now (both share their conditions; rulebook "Guard"), or null. */
export function stanceProblem(m: Match, eid: number, stance: 'hide' | 'guard'): string | null {
  const word = stance === 'hide' ? 'Hide' : 'Guard';
  if (isSwimming(m, eid)) return `a character cannot ${word} in water`;
  if (enemiesOf(m, eid).some((e) => inContact(m, eid, e))) {
    return `a character in base contact with an enemy cannot ${word}`;
  }
  if (stance === 'hide') {
    const bulky = traitOf(m, eid, 'cannot-hide');
    if (bulky.has) return `a ${bulky.source} character cannot Hide`;
  }
  return null;
}
