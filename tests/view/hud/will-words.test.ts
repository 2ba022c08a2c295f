/** The Will Points dialog's words (src/view/hud/will-dialog.ts), a Frenzied character's Life Points among them. */
import { describe, expect, it } from 'vitest';
import { willAnswerWords, willDialogTitle } from '../../../src/view/hud/will-dialog.ts';

describe('the Will Points dialog says what each answer costs', () => {
  it('Will Points alone', () => {
    expect(willAnswerWords(0)).toBe('Keep them for a later roll');
    expect(willAnswerWords(2)).toBe('Spend 2: 2 more dice in this roll');
  });

  it('a Frenzied character: how many of the points are Life Points, and what none means with no Will Points', () => {
    expect(willAnswerWords(2, 1)).toBe('Spend 2 (1 of them Life Point): 2 more dice in this roll');
    expect(willAnswerWords(1, 1, true)).toBe('Spend 1 (1 of them Life Point): one more die in this roll');
    expect(willAnswerWords(0, 0, true)).toBe('Pay no Life Points: roll as it is');
  });

  it('asks about Life Points when they are all a Frenzied character may pay with', () => {
    expect(willDialogTitle({ max: 2 })).toBe('Spend Will Points?');
    expect(willDialogTitle({ max: 2, fromLife: 1 })).toBe('Spend Will Points?');
    expect(willDialogTitle({ max: 2, fromLife: 2 })).toBe('Pay Life Points as Will Points?');
  });
});
