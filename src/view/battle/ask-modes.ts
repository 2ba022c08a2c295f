/**
 * "Ask me: always / when it matters / never": the modes a person picks for each kind of question (Will Points, and
 * Command Points: COUNTER and PLAN) and their words, for the menu's options and the top bar. What each mode asks and
 * answers is ask-policy.ts's; these few values stand apart so the menu shows them without the engine.
 */

/** How often a person is asked one kind of question. */
export type AskMode = 'always' | 'matters' | 'never';

/** The modes, in the order the controls offer them. */
export const ASK_MODES: readonly AskMode[] = ['always', 'matters', 'never'];

/** Short words of each mode for the controls. */
export const ASK_MODE_WORDS: Readonly<Record<AskMode, string>> = {
  always: 'always',
  matters: 'when it matters',
  never: 'never',
};

/** How often a person is asked about Will Points, and about Command Points (COUNTER and PLAN). */
export interface AskSettings {
  willPoints: AskMode;
  commandPoints: AskMode;
}

/** The modes of a new match: both "when it matters". */
export const ASK_DEFAULT: Readonly<AskSettings> = { willPoints: 'matters', commandPoints: 'matters' };
