/**
 * The AI's answer to a `bounty` decision (A Bounty Worth Taking, src/rules/abilities/guild/bounty.ts), v0: with an enemy within
 * its MOVE + 2″ (a fight is likely this turn) it buys First Strike (1) when not yet in base contact (its charge
 * strikes harder), then a Will Point it misses; otherwise, or once those are bought, it keeps the coins.
 */
import { type ChoiceDecision, enemiesOf, inContact, type Match, statOf } from '../../rules/index.ts';
import { nearestEnemyDistance } from '../threat.ts';
import type { Answer } from '../types.ts';

/** The AI's pick: a perk that helps the coming fight, or `keep`. */
export function answerBounty(m: Match, d: ChoiceDecision): Answer {
  const eid = m.ids.get(d.character);
  const has = (id: string) => d.options.some((o) => o.id === id);
  let pick = 'keep';
  let why = 'no fight in sight: keeps the coins';
  if (eid !== undefined && nearestEnemyDistance(m, eid) <= statOf(m, eid, 'move') + 2) {
    const touching = enemiesOf(m, eid).some((e) => inContact(m, eid, e));
    if (!touching && has('first-strike')) {
      pick = 'first-strike';
      why = 'an enemy within charge reach: First Strike';
    } else if (has('wp')) {
      pick = 'wp';
      why = 'a fight is near: a Will Point';
    } else why = 'nothing more worth a coin';
  }
  return { command: { type: 'decide', decision: 'choose', character: d.character, option: pick }, why };
}
