/**
 * The actions of Primary Objectives for the AI (rulebook "Primary Objective"; DESIGN §3.4), in the Victory Points of
 * plan.ts:
 *
 * - **drop** the Mobile Objective it carries (free, right after an action): what the Objective is worth lying by the
 *   character against carried (objective-worth.ts), the risk of dropping it that goes with it, and half of its best
 *   attack now, since it may fight again;
 * - **destroy** a Destructible Objective (1 AP, when it began its turn touching it): worth the points it scores for
 *   an enemy gang now (claimed, or held within 3″), less those it scores for ours; nothing when nobody scores it.
 */
import {
  actionsOfKind,
  carriedBy,
  holderOf,
  type Match,
  objectiveAt,
  objectiveById,
  objectiveScores,
  scenarioOf,
} from '../rules/index.ts';
import { bestPlainAttackNow } from './attack-candidates.ts';
import { ACTING_BONUS, scoreHere } from './considerations.ts';
import { DROP_STAKE, homeSide } from './objective-worth.ts';
import type { Candidate, PlanContext, Term } from './types.ts';

/** Share of the best attack now counted for a carrier that drops its Objective to fight. */
export const FIGHT_AGAIN_SHARE = 0.5;

/** Drop and destroy for the active character of `here` (none before it has acted, or when the scenario has none). */
export function objectiveCandidates(m: Match, here: PlanContext): Candidate[] {
  const view = here.objectives;
  const weight = here.weights.behaviours.objective;
  if (!view || weight <= 0 || m.active !== here.eid) return [];
  const out: Candidate[] = [];
  for (const command of actionsOfKind(m, here.eid, 'objective')) {
    if (command.type === 'drop-objective') {
      const o = carriedBy(m, here.eid);
      if (o < 0) continue;
      const id = m.world.components.Objective.id[o] ?? 'the Objective';
      const vp = m.world.components.Objective.vp[o] ?? 0;
      // Lying by the character: held while it stands within 3″ (Acquisition), or where it lies (Take What is Theirs).
      const carried = here.hereStanding?.value ?? 0;
      // With enemies that could make it drop it near (the carrier's drop risk), a dropped Objective lies among them,
      // to be fought over: worth what a forced drop leaves of it (DROP_STAKE), no more.
      const free = view.play === 'home' ? vp * homeSide(m, view.g, objectiveAt(m, o)) : vp;
      const lying = here.hereDropRisk > 0 ? Math.min(free, (1 - DROP_STAKE) * carried) : free;
      const fight =
        here.ap >= 1
          ? Math.max(0, ...here.enemies.map((e) => bestPlainAttackNow(m, here.eid, e).worth)) *
            FIGHT_AGAIN_SHARE
          : 0;
      const terms: Term[] = [
        { label: `drops ${id}: worth lying here against carried`, value: weight * (lying - carried) },
        ...(fight > 0
          ? [{ label: 'free to fight again', value: here.weights.behaviours.attack * fight }]
          : []),
      ];
      // Its risk of dropping it goes with it: the terms where it stands, without that risk.
      const base = scoreHere({ ...here, hereDropRisk: 0 }, null, 0, null, 'free');
      out.push({
        command,
        why: `drop ${id}`,
        score: base.score + terms.reduce((s, t) => s + t.value, 0),
        terms: [...terms, ...base.terms],
      });
    } else if (command.type === 'destroy-objective') {
      const o = objectiveById(m, command.objective);
      const worth = destroyWorth(m, here, o);
      if (worth <= 0) continue;
      out.push({
        command,
        why: `destroy ${command.objective}`,
        ...scoreHere(
          here,
          {
            label: `destroys ${command.objective}: the points it would score for an enemy`,
            value: weight * worth,
          },
          ACTING_BONUS,
        ),
      });
    }
  }
  return out;
}

/** Victory Points destroying Objective `o` denies the enemies, less what it takes from the character's gang. */
function destroyWorth(m: Match, here: PlanContext, o: number): number {
  const g = m.world.components.Gang.index[here.eid] ?? 0;
  const id = m.world.components.Objective.id[o];
  const score = objectiveScores(m, scenarioOf(m.setup.scenario).primary).find((s) => s.objective === id);
  if (score) return score.gang === g ? -score.vp : score.vp;
  const holder = holderOf(m, o);
  const vp = m.world.components.Objective.vp[o] ?? 0;
  return holder < 0 ? 0 : holder === g ? -vp : vp;
}
