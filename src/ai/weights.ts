/**
 * What a scenario tunes of the computer (DESIGN §3.4: weights in data, so a scenario can tune or switch its
 * behaviours): a weight per behaviour — each behaviour's gain is multiplied by it, and 0 switches the behaviour off —
 * and the weights of the danger where a character ends up and of the pull toward the enemy. Victory Points.
 */

/** The computer's behaviours, one candidate file each (plan.ts gathers them). */
export type Behaviour =
  | 'attack'
  | 'area'
  | 'spell'
  | 'grapple'
  | 'unique'
  | 'stance'
  | 'move'
  | 'jump'
  | 'agenda';

/** The weights the computer plays a scenario with. */
export interface AiWeights {
  /** Multiplies each behaviour's gain; 0 switches it off. */
  readonly behaviours: Readonly<Record<Behaviour, number>>;
  /** Victory Points per unit of danger where a character ends up (threat.ts: what enemies can do to it next). */
  readonly danger: number;
  /** Victory Points per inch between a character and its nearest enemy (a small pull toward the fight). */
  readonly approach: number;
}

/** Gang War: every behaviour in full; the weights measured in docs/ai.md. */
const GANG_WAR: AiWeights = {
  behaviours: {
    attack: 1,
    area: 1,
    spell: 1,
    grapple: 1,
    unique: 1,
    stance: 1,
    move: 1,
    jump: 1,
    agenda: 1,
  },
  danger: 0.4,
  approach: 0.08,
};

/** The weights of each scenario, by scenario id; a scenario not listed plays with Gang War's. */
export const SCENARIO_WEIGHTS: Readonly<Record<string, AiWeights>> = { 'gang-war': GANG_WAR };

/** The weights for scenario `id` (Gang War's when it has none of its own). */
export function weightsFor(id: string): AiWeights {
  return SCENARIO_WEIGHTS[id] ?? GANG_WAR;
}
