/**
 * A carrier's choice to drop its Objective (src/ai/objective-candidates.ts): with no enemy near, the Objective lying by
 * it is worth what it scores there; among enemies that could make it drop it, it is worth no more than a forced drop
 * leaves (`DROP_STAKE`), so the carrier never drops it to spare itself that risk.
 */
import { describe, expect, it } from 'vitest';
import { DROP_STAKE } from '../../src/ai/objective-worth.ts';
import { candidatesFor } from '../../src/ai/plan.ts';
import { pickUpObjective } from '../../src/rules/state/objective-state.ts';
import { arena, CITIZEN, ESCORT } from '../rules/helpers/arena.ts';
import { objectiveEid, placeAt } from '../rules/helpers/objectives.ts';

const OPEN = ['..........', '..........', '..........', '..........'];

/** Red (gang 0) carries a crate of Acquisition at (2, 1), has taken one step and may drop it; blue stands at `blueAt`. */
function carrier(blueAt: [number, number]) {
  const a = arena({
    rows: OPEN,
    scenario: 'acquisition',
    figures: {
      red: { gang: 0, profile: CITIZEN, at: [1, 1] },
      blue: { gang: 1, profile: ESCORT, at: blueAt },
    },
  });
  const o = placeAt(a, ['mobile'], [2, 1]);
  pickUpObjective(a.m, objectiveEid(a, o), a.eid('red'));
  a.ok({ type: 'run-climb', actor: a.id('red'), to: [1.5, 2.5, 0] });
  const drop = candidatesFor(a.m, a.eid('red')).find((c) => c.command.type === 'drop-objective');
  const carried = candidatesFor(a.m, a.eid('red')).find((c) => c.command.type === 'end-turn');
  return { a, drop, carried };
}

describe('a carrier and its Objective', () => {
  it('with no enemy near, counts it lying by it at what it scores there (2 VP against 3 carried)', () => {
    const { drop } = carrier([9, 3]);
    const lying = drop?.terms?.find((t) => t.label.includes('worth lying here against carried'));
    expect(lying?.value).toBeCloseTo(2 - 3, 1);
  });

  it('among enemies that could make it drop it, counts it lying no higher than a forced drop leaves', () => {
    const { drop, carried } = carrier([2, 2]);
    const lying = drop?.terms?.find((t) => t.label.includes('worth lying here against carried'));
    expect(lying?.value).toBeLessThanOrEqual(-DROP_STAKE * 3 + 0.31);
    // keeping it, the risk of a forced drop weighs less than dropping it now
    expect(carried!.score).toBeGreaterThan(drop!.score);
  });
});
