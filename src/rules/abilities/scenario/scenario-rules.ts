/**
 * The abilities the scenarios of The Winds of Fate give, and what abilities change about Objectives (rulebook "The
 * Winds of Fate", "Mindless", "Limited Movement"), as a plug-in of the rule book:
 * - Secure Arms (`armed-near-objectives`): a character within 3″ of an Objective has Expert Offence (2) and Expert
 *   Marksman (2);
 * - Take What is Theirs (`brave-near-carrier`): a character in line of sight of a friend carrying an Objective is
 *   Brave;
 * - Mindless: ignored when Objectives are scored (unique-combat.ts `isMindless`, Bait and Do As I Say included);
 * - Limited Movement: cannot carry Mobile Objectives.
 */
import { type ScenarioRuleId, scenarioFile } from '../../../content/scenarios.ts';
import type { AppliedBoon } from '../../character/grants.ts';
import { PASSIVE_BOONS } from '../../character/hooks.ts';
import { abilityOf } from '../../character/stats.ts';
import { distance } from '../../space/measure.ts';
import { figureOf, isOnBoard, type Match, sightBetween } from '../../state/match-state.ts';
import {
  anyObjective,
  carrierOf,
  OBJECTIVE_TRAITS,
  objectiveFigure,
  objectivesOf,
} from '../../state/objective-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { isMindless } from '../unique/unique-combat.ts';

/** Inches from an Objective within which Secure Arms arms a character. */
export const ARMED_INCHES = 3;

const ARMED: AppliedBoon = {
  source: 'Secure Arms',
  boon: {
    abilities: [
      { name: 'Expert Offence', value: 2 },
      { name: 'Expert Marksman', value: 2 },
    ],
  },
};
const BRAVE: AppliedBoon = {
  source: 'Take What is Theirs',
  boon: { abilities: [{ name: 'Brave', value: null }] },
};

/** Whether the match's scenario prints the special rule `rule`. */
function scenarioHas(m: Match, rule: ScenarioRuleId): boolean {
  return scenarioFile(m.setup.scenario).rules.includes(rule);
}

/** Secure Arms: within 3″ of an Objective (measured from its base to the character's, in 3D). */
function armedNearObjectives(m: Match, eid: number): AppliedBoon[] {
  if (!anyObjective(m) || !isOnBoard(m, eid) || !scenarioHas(m, 'armed-near-objectives')) return [];
  const me = figureOf(m, eid);
  const near = objectivesOf(m).some((o) => distance(me, objectiveFigure(m, o)) <= ARMED_INCHES);
  return near ? [ARMED] : [];
}

/** Take What is Theirs: in line of sight of a friend carrying an Objective (or carrying one itself). */
function braveNearCarrier(m: Match, eid: number): AppliedBoon[] {
  if (!anyObjective(m) || !isOnBoard(m, eid) || !scenarioHas(m, 'brave-near-carrier')) return [];
  const team = m.world.components.Gang.team;
  const sees = objectivesOf(m).some((o) => {
    const carrier = carrierOf(m, o);
    if (carrier < 0 || team[carrier] !== team[eid] || !isOnBoard(m, carrier)) return false;
    return carrier === eid || sightBetween(m, eid, carrier).lineOfSight;
  });
  return sees ? [BRAVE] : [];
}

/** The scenarios' abilities and the Objective rules of abilities as a plug-in of the rule book. */
export const SCENARIO_RULES_PLUGIN = plugin('scenario rules', (add) => {
  add(PASSIVE_BOONS, armedNearObjectives);
  add(PASSIVE_BOONS, braveNearCarrier);
  add(OBJECTIVE_TRAITS, { ignored: isMindless });
  add(OBJECTIVE_TRAITS, { cannotCarry: (m, eid) => abilityOf(m, eid, 'Limited Movement').has });
});
