/**
 * Will Point costs (rulebook "Will Points"; "Frenzied"). A cost such as a Controlled Landing's is paid from Will
 * Points; a Frenzied character may pay it with Life Points instead. Our reading: the engine pays from Will Points
 * first and with Life Points only for what Will Points cannot cover (always the better use: Life Points are what
 * keeps it on the board), and never so many Life Points that the character would drop to 0.
 */

import { emit, idOf, type Match } from '../state/match-state.ts';
import { loseLifePoints } from './life-points.ts';
import { traitOf } from './traits.ts';
import { spendWill, willAvailable } from './will-sources.ts';

/**
 * Whether `eid` can pay a cost of `amount` Will Points now: its own, those friends lend it (will-sources.ts), and
 * for a Frenzied character Life Points too, keeping 1.
 */
export function canPayWill(m: Match, eid: number, amount: number): boolean {
  return willAvailable(m, eid) + lifeForWill(m, eid) >= amount;
}

/** Life Points `eid` may pay as Will Points (a Frenzied character: all but its last; else none). */
export function lifeForWill(m: Match, eid: number): number {
  if (!traitOf(m, eid, 'pays-will-with-life').has) return 0;
  return Math.max(0, (m.world.components.Points.lp[eid] ?? 0) - 1);
}

/**
 * Pay a cost of `amount` Will Points for `why` (checked by {@link canPayWill}): Will Points first, its own then
 * lent ones (`will-points` events, will-sources.ts), the rest in Life Points for a Frenzied character
 * (`life-points`, the ability as the cause: "Frenzied").
 */
export function payWill(m: Match, eid: number, amount: number, why: string): void {
  const rest = spendWill(m, eid, amount);
  if (rest <= 0) return;
  const frenzied = traitOf(m, eid, 'pays-will-with-life');
  if (frenzied.has) {
    emit(m, {
      type: 'ability',
      character: idOf(m, eid),
      ability: frenzied.source,
      effect: `pays ${why} with Life Points`,
    });
    loseLifePoints(m, eid, rest, frenzied.source);
  }
}
