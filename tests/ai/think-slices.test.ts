/**
 * The computer thinks in time slices (src/ai/index.ts `thinkAbout`): choosing which character acts weighs one
 * character per slice, and the choice is the one `chooseCommand` makes at once.
 */
import { describe, expect, it } from 'vitest';
import { pairSetup } from '../../src/ai/harness/tournament.ts';
import { chooseCommand, thinkAbout } from '../../src/ai/index.ts';
import { declineOf } from '../../src/rules/core/decisions.ts';
import { loadLevel } from '../../src/rules/index.ts';
import { createMatch, gangToAnswer, submit } from '../../src/rules/match/match.ts';
import { waitingOf } from '../../src/rules/match/rounds.ts';

describe('thinking in slices', () => {
  it('weighs one waiting character per slice and ends with the same choice as at once', () => {
    const setup = pairSetup('gang-war', 0);
    const m = createMatch(setup, 4, loadLevel(setup.level));
    while (m.pending) expect(submit(m, declineOf(m.pending)).ok).toBe(true);
    const gang = gangToAnswer(m)!;
    const waiting = waitingOf(
      m,
      m.setup.gangs.findIndex((g) => g.id === gang),
    ).length;
    expect(waiting).toBeGreaterThan(1);
    const slices = thinkAbout(m, gang, { difficulty: 'normal' });
    let count = 0;
    let step = slices.next();
    while (!step.done) {
      count++;
      step = slices.next();
    }
    expect(count).toBe(waiting);
    expect(step.value.command).toEqual(chooseCommand(m, gang).command);
  });
});
