/**
 * Where a character's Will Points may come from (rulebook "Will Points"; the unique abilities Surrogate and Living
 * Sacrifice, Pay Out). A character spends its own Will Points; a friend with a Will Point loan (`AbilityDef.lendsWill`)
 * may lend it more when the spender bears the loan's keyword (if it names one), stands within its range and, unless
 * the loan says otherwise, in its line of sight.
 *
 * Our reading: a person never picks the lender. The engine spends the spender's own Will Points first, then Will
 * Points lent by friends (Surrogate), then Life Points lent by friends (Living Sacrifice, the costliest, last); each
 * lender nearest first. Lent points go into rolls and into Will Point costs alike.
 */

import {
  distanceBetween,
  emit,
  idOf,
  isOnBoard,
  type Match,
  nameOf,
  sightBetween,
} from '../state/match-state.ts';
import { charactersOnBoard } from '../state/world.ts';
import type { WillLoan } from './ability-types.ts';
import { abilitiesOf } from './hooks.ts';
import { hasKeyword } from './keywords.ts';
import { loseLifePoints } from './life-points.ts';

/** One friend that may lend Will Points to a spender now. */
export interface WillLender {
  readonly eid: number;
  /** The ability that lends (Surrogate, Living Sacrifice). */
  readonly ability: string;
  readonly loan: WillLoan;
  /** Will Points it can lend now. */
  readonly available: number;
}

/** The friends that may lend `eid` Will Points now, in the order the engine spends them (Will Points first). */
export function willLenders(m: Match, eid: number): WillLender[] {
  const gang = m.world.components.Gang.index[eid];
  const { Points } = m.world.components;
  const out: WillLender[] = [];
  for (const o of charactersOnBoard(m.world)) {
    if (o === eid || m.world.components.Gang.index[o] !== gang) continue;
    for (const a of abilitiesOf(m, o)) {
      const loan = a.def.lendsWill;
      if (!loan || (loan.keyword !== undefined && !hasKeyword(m, eid, loan.keyword))) continue;
      if (loan.lends && !loan.lends(m, o)) continue;
      if (distanceBetween(m, o, eid) > loan.inches) continue;
      if (loan.sight !== false && !sightBetween(m, o, eid).lineOfSight) continue;
      const points = loan.from === 'wp' ? (Points.wp[o] ?? 0) : (Points.lp[o] ?? 0);
      const available = Math.floor(points / loan.per);
      if (available > 0) out.push({ eid: o, ability: a.def.name, loan, available });
    }
  }
  const rank = (l: WillLender) => (l.loan.from === 'wp' ? 0 : 1);
  return out.sort(
    (a, b) => rank(a) - rank(b) || distanceBetween(m, eid, a.eid) - distanceBetween(m, eid, b.eid),
  );
}

/** Will Points `eid` could spend now: its own and every loan (never Life Points of its own: see will-cost.ts). */
export function willAvailable(m: Match, eid: number): number {
  const own = m.world.components.Points.wp[eid] ?? 0;
  return own + willLenders(m, eid).reduce((s, l) => s + l.available, 0);
}

/**
 * Spend `amount` Will Points of `eid` (at most {@link willAvailable}): its own first (a `will-points` event), then
 * the lenders' in order: a lender's Will Points (a `will-points` event on the lender) or its Life Points, `per`
 * for each point (`life-points`, cause the ability; it may be taken out by it). An `ability` event names each loan.
 * @returns the Will Points still unpaid (0 unless `amount` was more than available).
 */
export function spendWill(m: Match, eid: number, amount: number): number {
  const { Points } = m.world.components;
  const wp = Points.wp[eid] ?? 0;
  const own = Math.min(wp, amount);
  if (own > 0) {
    Points.wp[eid] = wp - own;
    emit(m, { type: 'will-points', character: idOf(m, eid), amount: own, wpBefore: wp, wpAfter: wp - own });
  }
  let rest = amount - own;
  for (const l of rest > 0 ? willLenders(m, eid) : []) {
    if (rest <= 0) break;
    if (!isOnBoard(m, l.eid)) continue;
    const lent = Math.min(rest, l.available);
    rest -= lent;
    emit(m, {
      type: 'ability',
      character: idOf(m, l.eid),
      ability: l.ability,
      effect: `lends ${lent} Will Point${lent === 1 ? '' : 's'} to ${nameOf(m, eid)}`,
    });
    if (l.loan.from === 'wp') {
      const before = Points.wp[l.eid] ?? 0;
      Points.wp[l.eid] = before - lent;
      emit(m, {
        type: 'will-points',
        character: idOf(m, l.eid),
        amount: lent,
        wpBefore: before,
        wpAfter: before - lent,
      });
    } else {
      loseLifePoints(m, l.eid, lent * l.loan.per, l.ability);
    }
  }
  return rest;
}
