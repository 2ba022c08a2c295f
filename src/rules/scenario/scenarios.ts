/** The scenarios the engine can play, by id: The Winds of Fate, from their files (src/content/scenarios.ts). */
import { scenarioFile, scenarioFileIds } from '../../content/scenarios.ts';
import type { Match } from '../state/match-state.ts';
import { withAgendas } from './agendas/scoring.ts';
import { primaryVp } from './primary.ts';
import type { Scenario } from './scenario.ts';

export type { Scenario };

const built = new Map<string, Scenario>();

/** Ids of the playable scenarios, in the rulebook's order. */
export function scenarioIds(): string[] {
  return scenarioFileIds();
}

/**
 * The scenario with id `id`.
 * @throws Error naming the unknown id and the known ones.
 */
export function scenarioOf(id: string): Scenario {
  let s = built.get(id);
  if (!s) {
    const file = scenarioFile(id);
    s = {
      ...file,
      score(m: Match): Record<string, number> {
        const primary = primaryVp(m, file.primary);
        return Object.fromEntries(m.setup.gangs.map((g, gi) => [g.id, withAgendas(m, gi, primary[gi] ?? 0)]));
      },
    };
    built.set(id, s);
  }
  return s;
}
