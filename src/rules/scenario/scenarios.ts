/** The scenarios the engine can play, by id. */
import { gangWar } from './gang-war.ts';
import type { Scenario } from './scenario.ts';

export type { Scenario };

const SCENARIOS: Record<string, Scenario> = { [gangWar.id]: gangWar };

/** Ids of the playable scenarios. */
export function scenarioIds(): string[] {
  return Object.keys(SCENARIOS);
}

/**
 * The scenario with id `id`.
 * @throws Error naming the unknown id and the known ones.
 */
export function scenarioOf(id: string): Scenario {
  const s = SCENARIOS[id];
  if (!s) throw new Error(`unknown scenario "${id}" (known: ${scenarioIds().join(', ')})`);
  return s;
}
