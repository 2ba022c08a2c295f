/**
 * AI answers to `choose` decisions (DESIGN §3.4): each purpose is judged by what it is worth to the answering gang.
 */
import type { ChoiceDecision, Command, Match } from '../rules/index.ts';
import { answerDouble, answerPlan } from './choices/agendas.ts';
import { answerBodyguard } from './choices/bodyguard.ts';
import { answerBounty } from './choices/bounty.ts';
import { answerChargeTarget } from './choices/charge-target.ts';
import { answerCounter } from './choices/counter.ts';
import { answerDisengageOpponent } from './choices/disengage-opponent.ts';
import { answerDispel } from './choices/dispel.ts';
import { answerKnockbackDirection } from './choices/knockback-direction.ts';
import { answerOpportunityKind } from './choices/opportunity-kind.ts';
import { answerPickpocket } from './choices/pickpocket.ts';
import { answerSummonSpot } from './choices/summons.ts';
import { answerBloodForMagic, answerDriedMeats, answerFeastForDagon } from './choices/turn-gifts.ts';
import { answerPreyUpon, answerUncoordinatedAssault, answerWritheInside } from './choices/unique-combat.ts';
import { answerAbilityCharge, answerAbilityMove } from './choices/unique-moves.ts';
import { answerUnstableShift } from './choices/unstable-shift.ts';

/** The AI's pick among `d.options`, with a reason. Purposes without a judgement take the first option. */
export function answerChoice(m: Match, d: ChoiceDecision): { command: Command; why: string } {
  if (d.purpose === 'unstable-shift') return answerUnstableShift(m, d);
  if (d.purpose === 'charge-target') return answerChargeTarget(m, d);
  if (d.purpose === 'bodyguard') return answerBodyguard(m, d);
  if (d.purpose === 'pickpocket') return answerPickpocket(m, d);
  if (d.purpose === 'ability-charge') return answerAbilityCharge(m, d);
  if (d.purpose === 'ability-move') return answerAbilityMove(m, d);
  if (d.purpose === 'bounty') return answerBounty(m, d);
  if (d.purpose === 'disengage-opponent') return answerDisengageOpponent(m, d);
  if (d.purpose === 'opportunity-kind') return answerOpportunityKind(m, d);
  if (d.purpose === 'counter') return answerCounter(m, d);
  if (d.purpose === 'dispel') return answerDispel(m, d);
  if (d.purpose === 'knockback-direction') return answerKnockbackDirection(m, d);
  if (d.purpose === 'blood-for-magic') return answerBloodForMagic(m, d);
  if (d.purpose === 'dried-meats') return answerDriedMeats(m, d);
  if (d.purpose === 'feast-for-dagon') return answerFeastForDagon(m, d);
  if (d.purpose === 'summon-spot') return answerSummonSpot(m, d);
  if (d.purpose === 'prey-upon') return answerPreyUpon(m, d);
  if (d.purpose === 'uncoordinated-assault') return answerUncoordinatedAssault(m, d);
  if (d.purpose === 'writhe-inside') return answerWritheInside(m, d);
  if (d.purpose === 'plan') return answerPlan(m, d);
  if (d.purpose === 'agenda-double') return answerDouble(m, d);
  const pick = d.options[0]!;
  return {
    command: { type: 'decide', decision: 'choose', character: d.character, option: pick.id },
    why: `${d.purpose}: ${pick.label}`,
  };
}
