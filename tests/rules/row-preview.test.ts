/**
 * The Row preview (rulebook "Row"; tables.md "Row") against the engine: the odds it shows are those of the roll,
 * and each place it lists is where a forced roll of that result really takes the gondola.
 */
import { describe, expect, it } from 'vitest';
import { resultChances } from '../../src/rules/core/probability.ts';
import type { Command } from '../../src/rules/core/types.ts';
import { ridden } from '../../src/rules/movement/row.ts';
import { asIfRowed, rowPreview } from '../../src/rules/movement/row-preview.ts';
import { nodeOf } from '../../src/rules/state/match-state.ts';
import { type Arena, arena, CITIZEN, ofType } from './helpers/arena.ts';

// A west-east gondola on the canal, its middle cell at (2, 1); its deck is at z 0 (1″ over the water at −1).
const CANAL = ['..........', '~ggg~~~~~~', '~~~~~~~~~~', '..........'];

function onGondola(): Arena {
  return arena({
    rows: CANAL,
    figures: {
      rider: { gang: 0, profile: CITIZEN, at: [2, 1] },
      friend: { gang: 0, profile: CITIZEN, at: [1, 1] },
      walker: { gang: 0, profile: CITIZEN, at: [1, 0] },
      blue: { gang: 1, profile: CITIZEN, at: [9, 3] },
    },
  });
}

const TO: [number, number, number] = [9.5, 1.5, 0];
const row = (a: Arena, actor: string): Command => ({ type: 'row', actor: a.id(actor), to: TO });

describe('rowPreview', () => {
  it('gives the Fumble chance of a DEXTERITY 4 roll and names every rider it would throw in', () => {
    const a = onGondola();
    const p = rowPreview(a.m, a.m.ids.get(a.id('rider'))!, TO);
    expect(p.problem).toBeNull();
    expect(p.gondola).toBe('gondola-0');
    expect(p.fumbleChance).toBeCloseTo(resultChances(4, 7).fumble, 12);
    expect([...p.riders].sort()).toEqual([a.id('friend'), a.id('rider')].sort());
    const total = p.ends.reduce((s, e) => s + e.chance, 0) + p.stayChance;
    expect(total).toBeCloseTo(1, 12);
    expect(p.stayChance).toBeCloseTo(p.fumbleChance, 12);
  });

  it('lists the places a forced Fail, Success and Critical really take the gondola', () => {
    const p = (() => {
      const a = onGondola();
      return rowPreview(a.m, a.m.ids.get(a.id('rider'))!, TO);
    })();
    const cases: [string, number[], number][] = [
      ['fail', [5, 2, 2, 2], 4],
      ['success', [5, 7, 2, 2], 5],
      ['critical', [10, 7, 2, 2], 8],
    ];
    for (const [result, dice, i] of cases) {
      const a = onGondola();
      const events = a.ok(row(a, 'rider'), ...dice);
      expect(ofType(events, 'roll')[0]?.result).toBe(result);
      const g = ofType(events, 'gondola')[0]!;
      expect(g.i).toBe(i);
      const end = p.ends.find((e) => e.i === g.i && e.j === g.j);
      expect(end, `${result} end listed`).toBeDefined();
      expect(end!.inches).toBe(g.inches);
    }
    // The 2″ of a Fail is the least it moves, so the mean gain is at least 2″ times the chance of moving.
    expect(p.expectedGain).toBeGreaterThanOrEqual(2 * (1 - p.stayChance) - 1e-9);
  });

  it('says why a figure that rides no gondola cannot Row', () => {
    const a = onGondola();
    const p = rowPreview(a.m, a.m.ids.get(a.id('walker'))!, TO);
    expect(p.problem).toMatch(/riding a gondola/);
    expect(p.ends).toEqual([]);
  });

  it('reads a place it lists as if the gondola were there, riders aboard, and puts everything back', () => {
    const a = onGondola();
    const rider = a.m.ids.get(a.id('rider'))!;
    const end = rowPreview(a.m, rider, TO).ends[0]!;
    const board = a.m.board;
    const seen = asIfRowed(a.m, rider, end, () => ({
      at: nodeOf(a.m, rider),
      riding: ridden(a.m, rider),
      surface: a.m.board.surfaceKind(nodeOf(a.m, rider)),
    }));
    expect(seen.at.i).toBe(end.riders.find((r) => r.from.i === 2)!.to.i);
    expect(seen.at.i).toBeGreaterThan(2);
    expect(seen.riding).toBe('gondola-0');
    expect(seen.surface).not.toBe('water');
    expect(a.m.board).toBe(board);
    expect(nodeOf(a.m, rider).i).toBe(2);
    expect(ridden(a.m, rider)).toBe('gondola-0');
  });
});
