/**
 * Rows weighed by the computer (src/ai/row-candidates.ts; rulebook "Row"): a rider is offered a Row toward each
 * compass point, scored by where the roll may take the gondola, with the Fumble's swim as a cost; the match is left
 * as it was; and a Row it chooses moves the gondola the way its reason says.
 */
import { describe, expect, it } from 'vitest';
import { SWIM_COST } from '../../src/ai/considerations.ts';
import { candidatesFor } from '../../src/ai/plan.ts';
import { TERM_ROW_ENDS, TERM_ROW_FUMBLE } from '../../src/ai/row-candidates.ts';
import { resultChances } from '../../src/rules/core/probability.ts';
import { arena, CITIZEN, ofType } from '../rules/helpers/arena.ts';

// A west-east gondola on a wide canal, its middle cell at (2, 2); banks to the north and south.
const CANAL = ['............', '~~~~~~~~~~~~', '~ggg~~~~~~~~', '~~~~~~~~~~~~', '............'];

function onGondola() {
  return arena({
    rows: CANAL,
    figures: {
      rider: { gang: 0, profile: CITIZEN, at: [2, 2] },
      walker: { gang: 0, profile: CITIZEN, at: [0, 0] },
      rival: { gang: 1, profile: CITIZEN, at: [11, 4] },
    },
  });
}

const rows = (a: ReturnType<typeof onGondola>, who = 'rider') =>
  candidatesFor(a.m, a.eid(who)).filter((c) => c.command.type === 'row');

describe('a Row weighed by the computer', () => {
  it('is offered to a rider toward each compass point, never to a figure on the bank', () => {
    const a = onGondola();
    const found = rows(a);
    expect(found.map((c) => c.why.replace(/ \(.*/, '')).sort()).toEqual(
      ['east', 'north', 'north-east', 'north-west', 'south', 'south-east', 'south-west', 'west'].map(
        (d) => `row the gondola ${d}`,
      ),
    );
    expect(rows(a, 'walker')).toEqual([]);
  });

  it('scores the places the roll may take it: toward the enemy across the water beats away from it', () => {
    const a = onGondola();
    const found = rows(a);
    const east = found.find((c) => c.why.startsWith('row the gondola east '))!;
    const west = found.find((c) => c.why.startsWith('row the gondola west '))!;
    expect(east.score).toBeGreaterThan(west.score);
    // Each Row's terms add up to its score: where it ends, and the Fumble's swim for every rider.
    for (const c of found) {
      expect(c.terms?.[0]?.label).toBe(TERM_ROW_ENDS);
      expect(c.score).toBeCloseTo(
        (c.terms ?? []).reduce((s, t) => s + t.value, 0),
        12,
      );
    }
    const fumble = east.terms?.find((t) => t.label === TERM_ROW_FUMBLE);
    expect(fumble?.value).toBeCloseTo(-resultChances(4, 7).fumble * SWIM_COST, 12);
  });

  it('leaves the board, the gondola and the riders as they were', () => {
    const a = onGondola();
    const board = a.m.board;
    const at = a.at('rider');
    rows(a);
    expect(a.m.board).toBe(board);
    expect(a.at('rider')).toEqual(at);
    // The engine still finds the rider on its gondola, and a Row from here moves it as before.
    const events = a.ok({ type: 'row', actor: a.id('rider'), to: [8.5, 2.5, 0] }, 5, 7, 2, 2);
    expect(ofType(events, 'gondola')[0]?.i).toBe(5);
  });
});
