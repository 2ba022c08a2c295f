/** The types of roll and their results (rulebook "Types of Rolls", "Successes, Failures, Criticals & Fumbles"). */

/** The kinds of roll (rulebook "Types of Rolls"). */
export type RollKind = 'basic' | 'opposed' | 'attack' | 'magic' | 'protection';
/** The four results of a roll (rulebook "Successes, Failures, Criticals & Fumbles"). */
export type RollResult = 'success' | 'fail' | 'critical' | 'fumble';

/** One die of a roll as rolled, after any re-roll. */
export interface RolledDie {
  readonly value: number;
  readonly destiny: boolean;
  readonly ace: boolean;
  readonly rerolled: boolean;
}
