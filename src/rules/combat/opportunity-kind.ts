/**
 * The kind of an Attack of Opportunity (rulebook "Attacks of Opportunity": the attacker makes it as a Combat, a
 * Grapple or a Drown action, each as the normal action of that type at 0 AP). A failed disengage allows no
 * Grapple (rulebook "Charging & Disengaging"). When more than one kind is possible the attacker's side picks: a
 * `choose` decision with purpose `opportunity-kind`; options are `combat`, `grapple`, `drown` in that order,
 * those possible only, so the first (Combat, when a weapon reaches) is what declining takes.
 */

import type { ChoiceOption, Command, PendingDecision } from '../core/types.ts';
import { gangOf, idOf, type Match } from '../state/match-state.ts';
import { drownProblem } from './drown.ts';
import { grappleProblem } from './grapple.ts';

/** The three kinds an Attack of Opportunity may take. */
export type OpportunityKind = 'combat' | 'grapple' | 'drown';

/**
 * The kinds of Attack of Opportunity `attacker` may make against `target`: Combat with `weapon` (the best weapon
 * in range, or undefined when none reaches), Grapple in base contact (unless `noGrapple`), Drown when the target
 * may be drowned.
 */
export function opportunityKinds(
  m: Match,
  attacker: number,
  target: number,
  weapon: string | undefined,
  noGrapple: boolean,
): OpportunityKind[] {
  const out: OpportunityKind[] = [];
  if (weapon) out.push('combat');
  if (!noGrapple && !grappleProblem(m, attacker, target, null)) out.push('grapple');
  if (!drownProblem(m, attacker, target)) out.push('drown');
  return out;
}

/**
 * Which kind `attacker`'s Attack of Opportunity against `target` takes: null when none is possible, the only
 * kind when there is one, else the answer to an `opportunity-kind` decision of the attacker's gang.
 */
export function* opportunityKind(
  m: Match,
  attacker: number,
  target: number,
  weapon: string | undefined,
  noGrapple: boolean,
): Generator<PendingDecision, OpportunityKind | null, Command> {
  const kinds = opportunityKinds(m, attacker, target, weapon, noGrapple);
  if (kinds.length <= 1) return kinds[0] ?? null;
  const label: Record<OpportunityKind, string> = {
    combat: `Combat (${weapon ?? 'no weapon'})`,
    grapple: 'Grapple',
    drown: 'Drown',
  };
  const options: ChoiceOption[] = kinds.map((k) => ({ id: k, label: label[k], figure: idOf(m, target) }));
  const answer = yield {
    type: 'choose',
    gang: gangOf(m, attacker),
    character: idOf(m, attacker),
    purpose: 'opportunity-kind',
    options,
  };
  const id = answer.type === 'decide' && answer.decision === 'choose' ? answer.option : undefined;
  return kinds.find((k) => k === id) ?? kinds[0]!;
}
