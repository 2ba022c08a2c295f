/**
 * What a scenario tunes of the computer (DESIGN §3.4: weights in data, so a scenario can tune or switch its
 * behaviours): a weight per behaviour — each behaviour's gain is multiplied by it, and 0 switches the behaviour off —
 * the weights of the danger where a character ends up and of the pull toward the enemy, and how fast the worth of a
 * goal fades with the turns of walking it still needs (objective-worth.ts). Victory Points.
 *
 * Gang War's weights are the base; each scenario's entry in `scenario-weights.json` (beside this file) overrides some
 * of them, and may override them again for one side (`sides.attacker`, `sides.defender`: Street Fight), and for a
 * gang whose score the Secondary rule no longer holds back (`unlocked`: Secure Arms). A scenario without an entry
 * plays with Gang War's. The file is checked when it is read: an unknown key or a weight that is not
 * a number at least 0 is an error naming the scenario and the key.
 */
import { type Match, primaryUnlocked } from '../rules/index.ts';
import overrides from './scenario-weights.json';

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
  | 'agenda'
  | 'objective';

/** The weights the computer plays a scenario with. */
export interface AiWeights {
  /** Multiplies each behaviour's gain; 0 switches it off. */
  readonly behaviours: Readonly<Record<Behaviour, number>>;
  /** Victory Points per unit of danger where a character ends up (threat.ts: what enemies can do to it next). */
  readonly danger: number;
  /** Victory Points per inch between a character and its nearest enemy (a small pull toward the fight). */
  readonly approach: number;
  /**
   * How fast a goal's worth fades with the turns of walking it still needs (objective-worth.ts `reachChance`:
   * e^(−decay × turns)).
   */
  readonly decay: number;
}

/**
 * An entry of scenario-weights.json: some weights, some behaviours, the same again per side, and again for a gang
 * whose score the Secondary rule no longer holds back (`unlocked`: it has achieved an Agenda).
 */
interface WeightsOverride {
  readonly behaviours?: Partial<Record<Behaviour, number>>;
  readonly danger?: number;
  readonly approach?: number;
  readonly decay?: number;
  readonly sides?: Partial<Record<Side, Omit<WeightsOverride, 'sides' | 'unlocked'>>>;
  readonly unlocked?: Omit<WeightsOverride, 'sides' | 'unlocked'>;
}

/** A gang's side in a scenario with sides (Street Fight). */
export type Side = 'attacker' | 'defender';

/** Gang War: every behaviour in full; the weights measured in docs/ai.md. The base of every scenario's weights. */
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
    objective: 1,
  },
  danger: 0.4,
  approach: 0.08,
  decay: 0.5,
};

const BEHAVIOURS = Object.keys(GANG_WAR.behaviours) as Behaviour[];
const SCALARS = ['danger', 'approach', 'decay'] as const;

/**
 * Check an entry of scenario-weights.json (`where`: its scenario, and side; `sides`: whether it may hold sides).
 * @throws Error naming the scenario and the key that is unknown or not a number at least 0.
 */
export function checked(entry: unknown, where: string, sides = true): WeightsOverride {
  if (typeof entry !== 'object' || entry === null)
    throw new Error(`scenario-weights.json: ${where}: not an object`);
  const number = (v: unknown, key: string) => {
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0)
      throw new Error(
        `scenario-weights.json: ${where}.${key}: a number at least 0, not ${JSON.stringify(v)}`,
      );
  };
  for (const [key, v] of Object.entries(entry)) {
    if ((SCALARS as readonly string[]).includes(key)) number(v, key);
    else if (key === 'behaviours') {
      if (typeof v !== 'object' || v === null)
        throw new Error(`scenario-weights.json: ${where}.behaviours: not an object`);
      for (const [b, w] of Object.entries(v)) {
        if (!(BEHAVIOURS as string[]).includes(b))
          throw new Error(`scenario-weights.json: ${where}.behaviours.${b}: unknown behaviour`);
        number(w, `behaviours.${b}`);
      }
    } else if (key === 'unlocked' && sides) {
      checked(v, `${where}.unlocked`, false);
    } else if (key === 'sides' && sides) {
      if (typeof v !== 'object' || v === null)
        throw new Error(`scenario-weights.json: ${where}.sides: not an object`);
      for (const [side, o] of Object.entries(v)) {
        if (side !== 'attacker' && side !== 'defender')
          throw new Error(`scenario-weights.json: ${where}.sides.${side}: unknown side`);
        checked(o, `${where}.sides.${side}`, false);
      }
    } else throw new Error(`scenario-weights.json: ${where}.${key}: unknown key`);
  }
  return entry as WeightsOverride;
}

/** `base` with the weights of `o` over it. */
function over(base: AiWeights, o: Omit<WeightsOverride, 'sides' | 'unlocked'> | undefined): AiWeights {
  if (!o) return base;
  return {
    behaviours: { ...base.behaviours, ...o.behaviours },
    danger: o.danger ?? base.danger,
    approach: o.approach ?? base.approach,
    decay: o.decay ?? base.decay,
  };
}

/**
 * The weights of each scenario (and side: `street-fight:attacker`; and once its score is unlocked:
 * `secure-arms:unlocked`), by scenario id, from scenario-weights.json.
 */
export const SCENARIO_WEIGHTS: Readonly<Record<string, AiWeights>> = Object.fromEntries(
  Object.entries(overrides as Record<string, unknown>).flatMap(([id, entry]) => {
    const o = checked(entry, id, true);
    const weights = over(GANG_WAR, o);
    const sides = Object.entries(o.sides ?? {}).map(
      ([side, s]) => [`${id}:${side}`, over(weights, s)] as const,
    );
    const unlocked = o.unlocked ? [[`${id}:unlocked`, over(weights, o.unlocked)] as const] : [];
    return [[id, weights] as const, ...sides, ...unlocked];
  }),
);

/** The weights for scenario `id` (and `side`, when the scenario has sides); Gang War's when it has none of its own. */
export function weightsFor(id: string, side?: Side): AiWeights {
  return (
    (side ? SCENARIO_WEIGHTS[`${id}:${side}`] : undefined) ??
    SCENARIO_WEIGHTS[id] ??
    SCENARIO_WEIGHTS['gang-war'] ??
    GANG_WAR
  );
}

/**
 * The weights character `eid` plays with: its scenario's, for its gang's side; under Secondary, the scenario's
 * `unlocked` weights once the gang has achieved an Agenda (rules `primaryUnlocked`), when it has some.
 */
export function weightsOf(m: Match, eid: number): AiWeights {
  const g = m.world.components.Gang.index[eid] ?? 0;
  const unlocked = SCENARIO_WEIGHTS[`${m.setup.scenario}:unlocked`];
  if (unlocked && primaryUnlocked(m, g)) return unlocked;
  return weightsFor(m.setup.scenario, m.setup.gangs[g]?.side);
}
