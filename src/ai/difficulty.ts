/**
 * The computer's levels of play (index.ts reads them). Apart from index.ts so that a page may name them (the menu's
 * options) without loading the computer.
 */

/**
 * How hard the computer plays; the levels differ only in decisions, never in dice or stats. `normal` takes the best
 * option; `easy` takes one at random among those within `EASY_MARGIN` (index.ts) of the best (the character to act, and
 * its action), so it blunders the way a hurried player does; `hard` plays its best few options on copies of the
 * match, the enemy's likely reply included, and takes the one that leaves the better game (look-ahead.ts).
 */
export type Difficulty = 'easy' | 'normal' | 'hard';

/** The difficulties, easiest first. */
export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'normal', 'hard'];
