/**
 * The considerations every candidate shares (DESIGN §3.4), in Victory Points: the danger where the character ends
 * up (what enemies can do to it next, spot-worth.ts `dangerFrom`) and the distance to its nearest enemy (a small
 * pull toward the fight), each weighed by the scenario's weights (weights.ts); and a candidate's score, the sum of
 * its terms.
 */
import type { PlanContext, Term } from './types.ts';

/** Words of the considerations every candidate shares. */
export const TERM_DANGER = 'danger where it ends up (what enemies can do to it next)';
export const TERM_APPROACH = 'distance to the nearest enemy';
export const TERM_ACTING = 'acting beats waiting';

/** What an action taken where the character stands adds over holding there, so that acting beats waiting. */
export const ACTING_BONUS = 0.01;

/** A candidate's score: the sum of its terms, in their order (Victory Points). */
export function scoreOf(terms: readonly Term[]): number {
  return terms.reduce((sum, t) => sum + t.value, 0);
}

/**
 * The terms and score of an action after which the character stays where it stands: `gain` (what the action
 * gains) and `more` (a term beside it) when there are, the danger and the distance to the nearest enemy where it
 * stands, and `extra` (Victory Points, e.g. {@link ACTING_BONUS}) when not 0.
 */
export function scoreHere(
  here: PlanContext,
  gain: Term | null,
  extra = 0,
  more: Term | null = null,
): { score: number; terms: Term[] } {
  const w = here.weights;
  const terms: Term[] = [
    ...(gain ? [gain] : []),
    ...(more ? [more] : []),
    { label: TERM_DANGER, value: -w.danger * here.hereDanger },
    { label: TERM_APPROACH, value: -w.approach * here.hereNear },
    ...(extra ? [{ label: TERM_ACTING, value: extra }] : []),
  ];
  return { score: scoreOf(terms), terms };
}
