/**
 * A scenario of the rulebook ("Campaigns & Scenarios", "The Winds of Fate") as the rules play it: its data (the
 * scenario file, src/content/scenarios.ts) and how it scores.
 */
import type { ScenarioFile } from '../../content/scenarios.ts';
import type { Match } from '../state/match-state.ts';

/** The Agenda rules a scenario may apply (rulebook "Agendas"). */
export type AgendaRuleName = 'Cycle' | 'Double' | 'Secret' | 'Secondary' | 'Total';

/** How many Agendas each gang draws, the Victory Points each scores, and the Agenda rules that apply. */
export interface ScenarioAgendas {
  readonly count: number;
  readonly vp: number;
  readonly rules: readonly AgendaRuleName[];
}

/** A scenario: its file's data (Duration in `rounds`, `ducats` per gang, Agendas, zones, Objectives, rules). */
export interface Scenario extends ScenarioFile {
  /** Victory Points per gang id at the end of the game, Agendas included (agendas/scoring.ts `withAgendas`). */
  score(m: Match): Record<string, number>;
}
