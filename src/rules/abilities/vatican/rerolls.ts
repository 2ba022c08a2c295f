import type { Roll } from '../../core/dice.ts';
import { rerollOneMissed } from '../../rolls/reroll-pools.ts';
import { ATTACK_REROLL, RULE_REROLL } from '../../rolls/roll-hooks.ts';
import { type Match, sightBetween } from '../../state/match-state.ts';
import { matchTable } from '../../state/per-match.ts';
import { plugin } from '../../state/rule-book.ts';
import { holdersNear } from '../unique/holders.ts';
import { missesRerolled } from '../unique/reroll-rules.ts';
import { vampireHunter } from '../unique/target-rerolls.ts';

/** Relics of Malta: how near the Page (inches, in its sight). */
export const RELICS_INCHES = 6;

/** Relics of Malta used: the character → the round of the turn it used it in. */
const relicsUsed = matchTable<Map<number, number>>();

/** Relics of Malta (see the module comment). */
export function relicsOfMalta(
  m: Match,
  eid: number,
  roll: Roll,
  purpose: string,
): { roll: Roll; label: string | null } {
  const none = { roll, label: null };
  if (m.active !== eid || relicsUsed.get(m)?.get(eid) === m.round) return none;
  const page = holdersNear(m, eid, 'Relics of Malta', RELICS_INCHES, 'friend').some(
    (p) => p === eid || sightBetween(m, p, eid).lineOfSight,
  );
  // the die is rolled only once a Page is known to help
  const after = page ? rerollOneMissed(m, roll, purpose) : null;
  if (!after) return none;
  relicsUsed.ensure(m, () => new Map()).set(eid, m.round);
  return { roll: after, label: 'Relics of Malta: re-roll 1' };
}

/** The Vatican re-rolls as a plug-in of the rule book. */
export const VATICAN_REROLLS_PLUGIN = plugin('Vatican re-rolls', (add) => {
  add(RULE_REROLL, relicsOfMalta);
  add(RULE_REROLL, missesRerolled('Living Tide', ['drown', 'dive']));
  add(ATTACK_REROLL, vampireHunter);
});
