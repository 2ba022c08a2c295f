/**
 * Dredge (the Ferryman; src/rules/abilities/strigoi/dredge.ts): when it Rows, friendly Water Creatures swimming beside
 * its gondola may come along, set beside the gondola where it stops.
 */
import { describe, expect, it } from 'vitest';
import { answerChoice } from '../../src/ai/choices.ts';
import type { Command } from '../../src/rules/core/types.ts';
import { type Arena, arena, CITIZEN, ofType } from './helpers/arena.ts';
import { chooseOption as choose, pendingChoice as pending } from './helpers/commands.ts';

const FERRYMAN = 'strigoi-ferryman'; // DEXTERITY 4, Sculler, Dredge
const SINKER = 'strigoi-sinker'; // a Water Creature
// A west-east gondola, its middle cell at (2, 1).
const CANAL = ['..............', '~ggg~~~~~~~~~~', '~~~~~~~~~~~~~~', '..............'];
/** A Success with one Ace: 3″ east (Sculler re-rolls the two missed dice). */
const ROW_3 = [5, 7, 2, 2, 2, 2];

const scene = (sinkerAt: readonly [number, number]) =>
  arena({
    rows: CANAL,
    figures: {
      ferry: { gang: 0, profile: FERRYMAN, at: [2, 1] },
      sinker: { gang: 0, profile: SINKER, at: sinkerAt },
      pal: { gang: 0, profile: CITIZEN, at: [3, 3] },
      blue: { gang: 1, profile: CITIZEN, at: [12, 3] },
    },
  });
const row = (a: Arena): Command => ({ type: 'row', actor: a.id('ferry'), to: [11.5, 1.5, 0] });

describe('Dredge (the Ferryman)', () => {
  it('a Water Creature beside the gondola comes along, keeping its place beside it', () => {
    const a = scene([2, 2]);
    a.ok(row(a), ...ROW_3);
    expect(ofType(a.m.log, 'gondola').at(-1)).toMatchObject({ i: 5, j: 1 });
    const d = pending(a);
    expect(d).toMatchObject({ purpose: 'dredge', character: a.id('ferry') });
    // the Citizen is no Water Creature
    expect(d.options.map((o) => o.id)).toEqual(['none', a.id('sinker')]);
    expect(answerChoice(a.m, d).command).toMatchObject({ option: a.id('sinker') });
    choose(a, a.id('sinker'));
    expect(a.at('sinker')).toEqual([5.5, 2.5, -1]);
    expect(ofType(a.m.log, 'move').at(-1)).toMatchObject({ character: a.id('sinker'), charge: null });
  });

  it('left behind when its gang says so, and never asked for one not beside the gondola', () => {
    const a = scene([2, 2]);
    a.ok(row(a), ...ROW_3);
    choose(a, 'none');
    expect(a.at('sinker')).toEqual([2.5, 2.5, -1]);
    const far = scene([8, 2]);
    far.ok(row(far), ...ROW_3);
    expect(far.m.pending).toBeNull();
  });
});
