/**
 * The considerations every candidate shares (DESIGN §3.4), in Victory Points: the danger where the character ends
 * up (what enemies can do to it next, spot-worth.ts `dangerFrom`), the distance to its nearest enemy (a small pull
 * toward the fight), what being left in the water costs a character without Water Creature, for a carrier the risk
 * of dropping its Objective there, and what a move changes of its part in the Primary Objective (objective-worth.ts),
 * each weighed by the scenario's weights (weights.ts); and a candidate's score, the sum of its terms.
 */
import { asIfAt, boardFor, type Match, moveBudget, type Node, turnEndMoveOff } from '../rules/index.ts';
import { DROP_STAKE, type Standing } from './objective-worth.ts';
import type { PlanContext, Term } from './types.ts';
import { exitInches } from './ways.ts';
import type { AiWeights } from './weights.ts';

/** Words of the considerations every candidate shares. */
export const TERM_DANGER = 'danger where it ends up (what enemies can do to it next)';
export const TERM_APPROACH = 'distance to the nearest enemy';
/** The same for a character holding Command Points (spot-worth.ts `approachGap`: it keeps at its striking distance). */
export const TERM_APPROACH_LEADER =
  'distance to the nearest enemy beyond its striking distance (it holds Command Points), unless that enemy fights a friend';
export const TERM_ACTING = 'acting beats waiting';
export const TERM_DROP_RISK =
  'risk of dropping the Objective it carries (enemies that can take 3 Life Points)';

/**
 * Victory Points that being left in the water costs a character without Water Creature when its turn ends there
 * (rulebook "Swimming": the next turn begins there, 2″ of MOVE short, with no weapon but an Aquatic one, no spell,
 * Hide or Guard), and {@link SWIM_STEP_SHARE} of it while it has the Action Points left to swim to a way out.
 */
export const SWIM_COST = 0.25;
/** Share of {@link SWIM_COST} counted while the Action Points left reach a way out of the water. */
export const SWIM_STEP_SHARE = 0.2;
/**
 * Turns beyond the first counted at most for a character whose way out of the water is far (rulebook "Canals": a
 * wall higher than 1″ is climbed out of only by a Water Access): {@link SWIM_COST} once more for each.
 */
export const STUCK_TURNS = 2;
/** Words of the cost of being left in the water (the Why? panel). */
export const TERM_SWIM =
  'in the water (2″ of MOVE short, no weapon but an Aquatic one, no spell, Hide or Guard), and how far the way out is';

/**
 * What standing at node `at` with `apAfter` Action Points left costs `eid` in the water, in Victory Points, `base`
 * ({@link SWIM_COST}; 0 for a Water Creature) a turn: none out of the water; with no Action Point left, where the
 * turn's end moves it (off Debris, into the water: rules `turnEndMoveOff`). {@link SWIM_STEP_SHARE} of `base` when
 * the Action Points left swim to the way out (ways.ts `exitInches`; each stroke the MOVE of a Run/Climb begun in the
 * water there, rules `moveBudget`: 2″ short, Fast Swimmer's inches added); else `base` and once more
 * for each further turn the way out takes, at most {@link STUCK_TURNS}.
 */
export function waterCost(m: Match, eid: number, base: number, at: Node, apAfter: number): number {
  if (base <= 0) return 0;
  const end = (apAfter < 1 ? turnEndMoveOff(m, eid, at)?.node : null) ?? at;
  if (boardFor(m, eid).surfaceKind(end) !== 'water') return 0;
  const exit = exitInches(boardFor(m, eid), end);
  const stroke = Math.max(
    1,
    asIfAt(m, eid, end, () => moveBudget(m, eid)),
  );
  const now = apAfter * stroke;
  if (apAfter >= 1 && exit <= now) return base * SWIM_STEP_SHARE;
  const perTurn = stroke * Math.max(1, m.world.components.Points.apMax[eid] ?? 2);
  const more = Number.isFinite(exit) ? Math.max(0, Math.ceil((exit - now) / perTurn) - 1) : STUCK_TURNS;
  return base * (1 + Math.min(STUCK_TURNS, more));
}

/** The cost of standing at `at` with `apAfter` Action Points left in the water, as a term (`here.waterCostAt`). */
export function swimTerm(here: PlanContext, at: Node, apAfter: number): Term[] {
  const cost = here.waterCostAt(at, apAfter);
  return cost > 0 ? [{ label: TERM_SWIM, value: -cost }] : [];
}

/** What an action taken where the character stands adds over holding there, so that acting beats waiting. */
export const ACTING_BONUS = 0.01;

/** A candidate's score: the sum of its terms, in their order (Victory Points). */
export function scoreOf(terms: readonly Term[]): number {
  return terms.reduce((sum, t) => sum + t.value, 0);
}

/**
 * The carrier's risk of dropping its Objective where it stands (`risk`: objective-worth.ts `dropRisk`), weighed by
 * what carrying it is worth there (`standing`); null when it carries nothing or runs no risk.
 */
export function dropRiskTerm(w: AiWeights, standing: Standing | null, risk: number): Term | null {
  if (risk <= 0 || !standing || standing.value <= 0) return null;
  return { label: TERM_DROP_RISK, value: -w.behaviours.objective * DROP_STAKE * standing.value * risk };
}

/**
 * What an action changes of the character's part in the Primary Objective: its worth after the action (`after`: where
 * a move leaves it, or where it stays with fewer Action Points) less its worth now (`before`), weighed by the
 * scenario's weight, in the words of the better of the two; null when nothing changes.
 */
export function objectiveDelta(w: AiWeights, before: Standing | null, after: Standing | null): Term | null {
  const gain = (after?.value ?? 0) - (before?.value ?? 0);
  if (Math.abs(gain) < 1e-6) return null;
  const label = gain > 0 || !before ? (after?.label ?? '') : `gives up: ${before.label}`;
  return { label, value: w.behaviours.objective * gain };
}

/** How an action leaves the character where it stands: it spends an Action Point (`act`), ends its turn (`end`), or
 * spends nothing (`free`). */
export type Stay = 'act' | 'end' | 'free';

/**
 * The terms and score of an action after which the character stays where it stands: `gain` (what the action
 * gains) and `more` (a term beside it) when there are, what staying costs its part in the Primary Objective (`stay`:
 * an Action Point spent, the turn ended, or nothing), the danger and the distance to the nearest enemy where it
 * stands, its part there in an Agenda of characters standing, what being left in the water there costs, a carrier's
 * risk of dropping its Objective, and `extra`
 * (Victory Points, e.g. {@link ACTING_BONUS}) when not 0.
 */
export function scoreHere(
  here: PlanContext,
  gain: Term | null,
  extra = 0,
  more: Term | null = null,
  stay: Stay = 'act',
): { score: number; terms: Term[] } {
  const w = here.weights;
  const risk = dropRiskTerm(w, here.hereStanding, here.hereDropRisk);
  const objective = stay === 'free' ? null : here.stay[stay];
  const terms: Term[] = [
    ...(gain ? [gain] : []),
    ...(more ? [more] : []),
    ...(objective ? [objective] : []),
    ...(here.hereAgendaStep ? [here.hereAgendaStep] : []),
    { label: TERM_DANGER, value: -w.danger * here.hereDanger },
    { label: here.approachLabel, value: -w.approach * here.hereGap },
    ...swimTerm(here, here.hereNode, stay === 'end' ? 0 : stay === 'act' ? here.ap - 1 : here.ap),
    ...(risk ? [risk] : []),
    ...(extra ? [{ label: TERM_ACTING, value: extra }] : []),
  ];
  return { score: scoreOf(terms), terms };
}
