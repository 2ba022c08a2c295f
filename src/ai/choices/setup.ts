/**
 * The computer's answers at the setup and around Objectives (rulebook "Order of Play", "Deployment Zones", "Primary
 * Objective"; the engine's side: src/rules/scenario/setup-phase.ts): the Deployment Zone it takes and where its
 * figures are set up.
 */
import {
  type ChoiceDecision,
  type DeployDecision,
  type Match,
  objectivePoints,
  zonesOffered,
} from '../../rules/index.ts';
import type { Answer } from '../types.ts';

/**
 * The zone nearest the Objectives (summed distance from the zone's middle to each; the first offered when there are
 * none or on a tie): the gang that chooses first takes the best start toward what scores.
 */
export function answerDeploymentZone(m: Match, d: ChoiceDecision): Answer {
  const g = m.setup.gangs.findIndex((x) => x.id === d.gang);
  const zones = zonesOffered(m)[g] ?? [];
  const targets = objectivePoints(m);
  const cost = (id: string): number => {
    const z = zones.find((x) => x.id === id);
    if (!z || targets.length === 0) return 0;
    const cx = z.corner ? (z.x0 + z.x1) / 2 : (z.x0 + z.x1) / 2;
    const cy = (z.y0 + z.y1) / 2;
    return targets.reduce((sum, [x, y]) => sum + Math.hypot(x - cx, y - cy), 0);
  };
  const best = d.options.reduce((b, o) => (cost(o.id) < cost(b.id) - 1e-9 ? o : b));
  return {
    command: { type: 'decide', decision: 'choose', character: d.character, option: best.id },
    why:
      targets.length > 0
        ? `takes the ${best.label}: the nearest start to the Objectives`
        : `takes the ${best.label}`,
  };
}

/** The engine's Auto-deploy: each figure on the free spot nearest the Objectives (or the middle), 2″ apart. */
export function answerDeploy(_m: Match, d: DeployDecision): Answer {
  return {
    command: { type: 'decide', decision: 'deploy', character: d.character, placements: d.suggested },
    why: `sets up ${d.characters.length} figures as far forward as the zone allows`,
  };
}
