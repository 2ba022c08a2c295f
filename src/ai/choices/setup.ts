/**
 * The computer's answers at the setup (rulebook "Order of Play", "Deployment Zones"; the engine's side:
 * src/rules/scenario/setup-phase.ts): the Deployment Zone it takes and where its figures are set up, both by the worth
 * of the spots (deploy-spots.ts): how near each is to what the scenario is won by, height for a shooter, cover from
 * the enemy. Every placement is checked with the rules' `placementsProblem` as it is chosen, so the answer is legal
 * by construction; a figure that finds no spot leaves the whole answer to the engine's Auto-deploy.
 */
import {
  type ChoiceDecision,
  type DeployDecision,
  type Match,
  type Placement,
  zoneOf,
  zonesOffered,
} from '../../rules/index.ts';
import { placeGang } from '../deploy-spots.ts';
import type { Answer } from '../types.ts';

/**
 * The zone whose best spots are worth the most to the gang (deploy-spots.ts, the mean over its figures; the first
 * offered on a tie): the gang that chooses first takes the better start.
 */
export function answerDeploymentZone(m: Match, d: ChoiceDecision): Answer {
  const g = m.setup.gangs.findIndex((x) => x.id === d.gang);
  const zones = zonesOffered(m)[g] ?? [];
  let best = d.options[0]!;
  let bestWorth = Number.NEGATIVE_INFINITY;
  for (const o of d.options) {
    const zone = zones.find((z) => z.id === o.id);
    const placed = zone ? placeGang(m, g, zone) : null;
    const worth = placed ? placed.worth / Math.max(1, placed.placements.length) : Number.NEGATIVE_INFINITY;
    if (worth > bestWorth + 1e-9) {
      bestWorth = worth;
      best = o;
    }
  }
  return {
    command: { type: 'decide', decision: 'choose', character: d.character, option: best.id },
    why: `takes the ${best.label}: its spots are the nearest to what wins the scenario, with height and cover`,
  };
}

/** Every figure of the decision on the best spot left for it (deploy-spots.ts); the engine's Auto-deploy when one finds none. */
export function answerDeploy(m: Match, d: DeployDecision): Answer {
  const g = m.setup.gangs.findIndex((x) => x.id === d.gang);
  const zone = zoneOf(m, g);
  const placed = zone ? placeGang(m, g, zone, d.characters) : null;
  const placements: readonly Placement[] =
    placed && placed.placements.length === d.characters.length ? placed.placements : d.suggested;
  return {
    command: { type: 'decide', decision: 'deploy', character: d.character, placements },
    why:
      placements === d.suggested
        ? `sets up ${d.characters.length} figures as the engine suggests`
        : `sets up ${d.characters.length} figures where they start nearest what wins the scenario, shooters high, in cover`,
  };
}
