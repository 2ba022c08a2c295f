import type { Match } from '../state/match-state.ts';

/** The Agenda rules a scenario may apply (rulebook "Agendas"). */
export type AgendaRuleName = 'Cycle' | 'Double' | 'Secret' | 'Secondary' | 'Total';

/** How many Agendas each gang draws, the Victory Points each scores, and the Agenda rules that apply. */
export interface ScenarioAgendas {
  readonly count: number;
  readonly vp: number;
  readonly rules: readonly AgendaRuleName[];
}

/** A scenario of the rulebook ("Campaigns & Scenarios"): its Duration and how it scores Victory Points. */
export interface Scenario {
  readonly id: string;
  readonly name: string;
  /** Duration in game rounds. */
  readonly rounds: number;
  /** Ducats per gang. */
  readonly ducats: number;
  /** How many Agendas each gang draws, the Victory Points each scores, and the Agenda rules that apply. */
  readonly agendas: ScenarioAgendas;
  /** Victory Points per gang id at the end of the game, Agendas included (agendas/agendas.ts `withAgendas`). */
  score(m: Match): Record<string, number>;
}
