/**
 * The AI's answers to `choose` decisions (DESIGN §3.4): one answer per purpose of the engine (src/rules/types.ts
 * `ChoicePurpose`), each judged by what it is worth to the answering gang (choices/*.ts, one file per kind). The
 * table is exhaustive: a purpose the engine adds fails the type check here until it is given an answer. The purposes
 * the AI has no judgement for yet are answered with the engine's pick, the first option (always legal and neutral),
 * and are marked so in the table.
 */
import type { ChoiceDecision, ChoicePurpose, Match } from '../rules/index.ts';
import { answerAgendaDraw, answerDouble, answerPlan } from './choices/agendas.ts';
import { answerBodyguard } from './choices/bodyguard.ts';
import { answerBounty } from './choices/bounty.ts';
import { answerChargeTarget } from './choices/charge-target.ts';
import { answerCounter } from './choices/counter.ts';
import { answerDisengageOpponent } from './choices/disengage-opponent.ts';
import { answerDispel } from './choices/dispel.ts';
import { answerDeepDive, answerElixir, answerVolatileArc } from './choices/doctor-elixirs.ts';
import { answerProtectiveBubble } from './choices/gifted-actions.ts';
import { answerKnockbackDirection } from './choices/knockback-direction.ts';
import { answerCarrion, answerJusticeServed, answerLunarMight, answerMask } from './choices/masks.ts';
import { answerObjective } from './choices/objective.ts';
import { answerOpportunityKind } from './choices/opportunity-kind.ts';
import { answerPickpocket } from './choices/pickpocket.ts';
import {
  answerArtisticRepresentation,
  answerEveryman,
  answerFightUntilTheLast,
  answerHofukuKogeki,
  answerPowerOverDeath,
} from './choices/revivals.ts';
import { answerAllAccordingToPlan, answerProbableStatistic } from './choices/rolls-decided.ts';
import { answerDeploymentZone } from './choices/setup.ts';
import { answerSummonSpot } from './choices/summons.ts';
import { answerTurnBoon } from './choices/turn-boons.ts';
import {
  answerBloodForMagic,
  answerBloodletting,
  answerDriedMeats,
  answerFeastForDagon,
} from './choices/turn-gifts.ts';
import { answerPreyUpon, answerUncoordinatedAssault, answerWritheInside } from './choices/unique-combat.ts';
import {
  answerAbilityCharge,
  answerAbilityMove,
  answerDredge,
  answerKeepUp,
} from './choices/unique-moves.ts';
import { answerUnstableShift } from './choices/unstable-shift.ts';
import type { Answer } from './types.ts';

/** How the AI answers a `choose` decision of one purpose. */
export type ChoiceAnswerer = (m: Match, d: ChoiceDecision) => Answer;

/** The engine's pick, the first option of `d` (always a legal, neutral pick), in the words of its purpose. */
function enginesPick(_m: Match, d: ChoiceDecision): Answer {
  const pick = d.options[0]!;
  return {
    command: { type: 'decide', decision: 'choose', character: d.character, option: pick.id },
    why: `${d.purpose}: ${pick.label}`,
  };
}

/** The AI's answer to each purpose of a `choose` decision, in the order src/rules/types.ts lists them. */
export const CHOICE_ANSWERS: Readonly<Record<ChoicePurpose, ChoiceAnswerer>> = {
  'disengage-opponent': answerDisengageOpponent,
  'charge-target': answerChargeTarget,
  'unstable-shift': answerUnstableShift,
  'opportunity-kind': answerOpportunityKind,
  /** No judgement yet: the engine's pick (where the Grapple moves its target). */
  'grapple-spot': enginesPick,
  counter: answerCounter,
  /** No judgement yet: the engine's pick (Victory Rush's reward). */
  'victory-rush': enginesPick,
  bodyguard: answerBodyguard,
  pickpocket: answerPickpocket,
  'ability-charge': answerAbilityCharge,
  'ability-move': answerAbilityMove,
  bounty: answerBounty,
  'knockback-direction': answerKnockbackDirection,
  /** No judgement yet: the engine's pick (roll for the initiative as usual). */
  'whats-my-cue': enginesPick,
  'blood-for-magic': answerBloodForMagic,
  'turn-boon': answerTurnBoon,
  'dried-meats': answerDriedMeats,
  'feast-for-dagon': answerFeastForDagon,
  bloodletting: answerBloodletting,
  'protective-bubble': answerProtectiveBubble,
  elixir: answerElixir,
  'deep-dive': answerDeepDive,
  'volatile-arc': answerVolatileArc,
  mask: answerMask,
  'justice-served': answerJusticeServed,
  'lunar-might': answerLunarMight,
  carrion: answerCarrion,
  'prey-upon': answerPreyUpon,
  'uncoordinated-assault': answerUncoordinatedAssault,
  'writhe-inside': answerWritheInside,
  'hofuku-kogeki': answerHofukuKogeki,
  'agenda-draw': answerAgendaDraw,
  'artistic-representation': answerArtisticRepresentation,
  everyman: answerEveryman,
  'keep-up': answerKeepUp,
  'all-according-to-plan': answerAllAccordingToPlan,
  'probable-statistic': answerProbableStatistic,
  dredge: answerDredge,
  'power-over-death': answerPowerOverDeath,
  'fight-until-the-last': answerFightUntilTheLast,
  'summon-spot': answerSummonSpot,
  /** No judgement yet: the engine's pick (the first choice the spell offers). */
  'spell-option': enginesPick,
  dispel: answerDispel,
  plan: answerPlan,
  'agenda-double': answerDouble,
  /** No judgement yet: the engine's pick (which friend regains the Command Point). */
  smuggling: enginesPick,
  'deployment-zone': answerDeploymentZone,
  /** No judgement yet: the engine's pick (where the level put the gang's gondola, else nearest the middle). */
  'gondola-spot': enginesPick,
  /** No judgement yet: the engine's pick (the character with the most Command Points). */
  'bonus-command-points': enginesPick,
  objective: answerObjective,
};

/** The AI's pick among `d.options` by `d.purpose` ({@link CHOICE_ANSWERS}), with a reason. */
export function answerChoice(m: Match, d: ChoiceDecision): Answer {
  return CHOICE_ANSWERS[d.purpose](m, d);
}
