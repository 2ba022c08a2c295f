/**
 * Chain of Command, Inferiority Complex (Patricians) and Ronin (Gifted): who may give or take ORDER and COUNTER
 * (src/rules/abilities/patricians/command-limits.ts, gifted/ronin.ts, read by command/command-hooks.ts
 * `commandProblem`).
 */
import { describe, expect, it } from 'vitest';
import { commandProblem } from '../../../src/rules/command/command-hooks.ts';
import { type Arena, arena, CITIZEN } from '../helpers/arena.ts';

const OPEN = ['..........', '..........', '..........'];

function scene(): Arena {
  return arena({
    rows: OPEN,
    figures: {
      captain: { gang: 0, profile: 'patricians-captain-of-the-guard', at: [0, 0] },
      barnabotti: { gang: 0, profile: 'patricians-barnabotti', at: [1, 0] },
      soldier: { gang: 0, profile: 'patricians-city-guard', at: [2, 0] },
      citizen: { gang: 0, profile: CITIZEN, at: [3, 0] },
      senshi: { gang: 0, profile: 'gifted-senshi-the-undying', at: [4, 0] },
      foe: { gang: 1, profile: CITIZEN, at: [9, 2] },
    },
  });
}
const problem = (a: Arena, giver: string, target: string) => commandProblem(a.m, a.eid(giver), a.eid(target));

describe('limits on ORDER and COUNTER', () => {
  it('Chain of Command: the Captain commands Soldiers only', () => {
    const a = scene();
    expect(problem(a, 'captain', 'soldier')).toBeNull();
    expect(problem(a, 'captain', 'citizen')).toBe(
      'Captain of the Guard commands Soldiers only (Chain of Command)',
    );
  });

  it('Inferiority Complex: the Barnabotti commands nobody', () => {
    const a = scene();
    expect(problem(a, 'barnabotti', 'soldier')).toMatch(/never gives ORDER or COUNTER/);
  });

  it('Ronin: nobody commands Senshi', () => {
    const a = scene();
    expect(problem(a, 'captain', 'senshi')).toMatch(/takes no ORDER or COUNTER \(Ronin\)$/);
  });
});
