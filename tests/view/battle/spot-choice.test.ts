/**
 * The spot choice's words (src/view/battle/spot-choice.ts): which decisions are picked on the board, and the screen
 * arrow that names a way on a board that turns (never a compass point).
 */
import { describe, expect, it } from 'vitest';
import type { ChoiceDecision } from '../../../src/rules/index.ts';
import { isSpotChoice, screenArrow } from '../../../src/view/battle/spot-choice.ts';

describe('spot choices', () => {
  const options = [
    { id: 'away', label: 'straight away', figure: 'b', at: [3.5, 1.5, 0] as const },
    { id: 'N', label: 'N', figure: 'b', at: [1.5, -0.5, 0] as const },
  ];
  const decision = (purpose: string, opts = options): ChoiceDecision =>
    ({ type: 'choose', gang: 'g', character: 'a', purpose, options: opts }) as unknown as ChoiceDecision;

  it('are the Knockback, Grapple, footing and newcomer spots with two spots or more', () => {
    expect(isSpotChoice(decision('knockback-direction'))).toBe(true);
    expect(isSpotChoice(decision('grapple-spot'))).toBe(true);
    expect(isSpotChoice(decision('charge-target'))).toBe(false);
    expect(isSpotChoice(decision('knockback-direction', options.slice(0, 1)))).toBe(false);
  });

  it('name a way by the arrow it points on screen', () => {
    expect(screenArrow(10, 0)).toBe('→');
    expect(screenArrow(0, 10)).toBe('↓');
    expect(screenArrow(-10, -10)).toBe('↖');
    expect(screenArrow(7, -7)).toBe('↗');
    expect(screenArrow(0, 0)).toBe('•');
  });
});
