import type { Match } from '../match-state.ts';

/** A scenario of the rulebook ("Campaigns & Scenarios"): its Duration and how it scores Victory Points. */
export interface Scenario {
  readonly id: string;
  readonly name: string;
  /** Duration in game rounds. */
  readonly rounds: number;
  /** Ducats per gang. */
  readonly ducats: number;
  /** Victory Points per gang id at the end of the game. */
  score(m: Match): Record<string, number>;
}
