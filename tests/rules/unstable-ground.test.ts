/**
 * Unstable Ground shaken (rulebook "Unstable Ground"; tables.md), every row of the table with forced dice, on a
 * gondola beside a quay: Success nothing; Fail 2″ toward the nearest edge (over it: 2″ along the line, then a
 * fall from the deck); Critical its controller's choice of up to 2″ (a `choose` decision, answered both ways);
 * Fumble off the nearest edge. And the AI's pick for that choice.
 *
 * Citizens: DEXTERITY 4 (a Basic DEXTERITY Roll is 4 dice, the Destiny Dice first, Aces on 7+), 30 mm bases.
 */
import { describe, expect, it } from 'vitest';
import { answerChoice } from '../../src/ai/choices.ts';
import type { ChoiceDecision, Command, MatchEvent } from '../../src/rules/core/types.ts';
import { shiftOptions } from '../../src/rules/movement/unstable-ground.ts';
import { unstablePiece } from '../../src/rules/space/unstable.ts';
import { type Arena, arena, CITIZEN, ESCORT, ofType, refused } from './helpers/arena.ts';

// A north-south gondola on a canal (deck z 0, water −1), cells (2, 2), (2, 3), (2, 4); the quay is column 0.
const CANAL = ['.~~~~~', '.~~~~~', '.~g~~~', '.~g~~~', '.~g~~~', '.~~~~~', '.~~~~~'];

/** The jumper on the quay jumps onto the middle of the deck, where `other` rides the bow. */
function onDeck(jumper = CITIZEN): Arena {
  return arena({
    rows: CANAL,
    figures: {
      jumper: { gang: 0, profile: jumper, at: [0, 3] },
      other: { gang: 0, profile: CITIZEN, at: [2, 2] },
      blue: { gang: 1, profile: CITIZEN, at: [0, 6] },
    },
  });
}

function jump(a: Arena, actor: string, i: number, j: number, z = 0): Command {
  return { type: 'jump', actor: a.id(actor), to: [i + 0.5, j + 0.5, z] };
}

function choose(a: Arena, name: string, option: string): Command {
  return { type: 'decide', decision: 'choose', character: a.id(name), option };
}

// The jump: one Ace, 3″ allowed, no farther than the point 2″ away: onto (2, 3).
const JUMP = [5, 7, 2, 2];
const SUCCESS = [5, 7, 2, 2];
const FAIL = [5, 2, 2, 2];
const CRITICAL = [10, 7, 2, 2];
const FUMBLE = [1, 2, 2, 2];

/** The fall events of one figure. */
function fallsOf(a: Arena, events: readonly MatchEvent[], name: string) {
  return ofType(events, 'fall').filter((e) => e.character === a.id(name));
}

function pendingChoice(a: Arena): ChoiceDecision {
  const d = a.m.pending;
  if (d?.type !== 'choose') throw new Error(`expected a choose decision, got ${d?.type ?? 'none'}`);
  return d;
}

describe('Unstable Ground shaken: the table', () => {
  it('Success: nothing happens to the rider already there', () => {
    const a = onDeck();
    const events = a.ok(jump(a, 'jumper', 2, 3), ...JUMP, ...SUCCESS);
    expect(ofType(events, 'roll').map((r) => [r.purpose, r.result])).toEqual([
      ['jump', 'success'],
      ['unstable-ground', 'success'],
    ]);
    expect(a.at('jumper')).toEqual([2.5, 3.5, 0]);
    expect(a.at('other')).toEqual([2.5, 2.5, 0]);
    expect(a.dice.remaining()).toBe(0);
  });

  it('Fail: exactly 2″ toward the nearest edge; over it, 2″ along the line into the water, a fall from the deck', () => {
    const a = onDeck();
    const events = a.ok(jump(a, 'jumper', 2, 3), ...JUMP, ...FAIL);
    // From the bow the north side is nearest (½″): 2″ north is the middle of (2, 0), in the canal.
    expect(a.at('other')).toEqual([2.5, 0.5, -1]);
    const moves = ofType(events, 'move').filter((e) => e.character === a.id('other'));
    expect(moves).toHaveLength(1);
    expect(moves[0]?.inches).toBe(2);
    expect(fallsOf(a, events, 'other')).toEqual([expect.objectContaining({ from: 0, to: -1, inches: 1 })]);
    // A 1″ fall into water costs nothing, so no fall roll.
    expect(ofType(events, 'roll').map((r) => r.purpose)).toEqual(['jump', 'unstable-ground']);
    expect(a.lp('other')).toBe(11);
    expect(a.dice.remaining()).toBe(0);
  });

  it('Fail: on a piece wide enough the figure stays on it, 2″ nearer the edge', () => {
    const a = arena({
      rows: ['.......', '.uuuuu.', '.uuuuu.', '.uuuuu.', '.uuuuu.', '.uuuuu.', '.......'],
      figures: {
        jumper: { gang: 0, profile: CITIZEN, at: [0, 3] },
        other: { gang: 0, profile: CITIZEN, at: [3, 3] },
        blue: { gang: 1, profile: CITIZEN, at: [6, 6] },
      },
    });
    const events = a.ok(jump(a, 'jumper', 2, 3), ...JUMP, ...FAIL);
    expect(a.at('other')).toEqual([3.5, 1.5, 0]);
    expect(fallsOf(a, events, 'other')).toHaveLength(0);
  });

  it('Fail: a figure standing where it would end stops it short', () => {
    const a = arena({
      rows: ['.......', '.uuuuu.', '.uuuuu.', '.uuuuu.', '.uuuuu.', '.uuuuu.', '.......'],
      figures: {
        jumper: { gang: 0, profile: CITIZEN, at: [0, 3] },
        other: { gang: 0, profile: CITIZEN, at: [3, 3] },
        // A figure on the piece 2″ north of it, where the Fail would end (it rolls next: a Success).
        third: { gang: 0, profile: CITIZEN, at: [3, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [6, 6] },
      },
    });
    a.ok(jump(a, 'jumper', 2, 3), ...JUMP, ...FAIL, ...SUCCESS);
    expect(a.at('other')).toEqual([3.5, 2.5, 0]);
    expect(a.at('third')).toEqual([3.5, 1.5, 0]);
  });

  it('Fumble: moved off the nearest edge into the water; it falls', () => {
    const a = onDeck();
    const events = a.ok(jump(a, 'jumper', 2, 3), ...JUMP, ...FUMBLE);
    expect(a.at('other')).toEqual([2.5, 1.5, -1]);
    expect(fallsOf(a, events, 'other')).toEqual([expect.objectContaining({ from: 0, to: -1 })]);
    expect(a.dice.remaining()).toBe(0);
  });

  it('a newcomer on a larger base: −1 die (a 40 mm jumper onto a raft, a 30 mm figure on it)', () => {
    const a = arena({
      rows: ['.......', '..uuu..', '.......'],
      figures: {
        jumper: { gang: 0, profile: ESCORT, at: [0, 1] },
        other: { gang: 0, profile: CITIZEN, at: [4, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [6, 2] },
      },
    });
    const events = a.ok(jump(a, 'jumper', 2, 1), ...JUMP, 5, 7, 2);
    const shake = ofType(events, 'roll').find((r) => r.purpose === 'unstable-ground');
    expect(shake?.pool).toBe(3);
    expect(shake?.modifiers).toContain('larger base landing −1');
  });

  it('a 40 mm jumper finds no room beside a 30 mm rider: the jump onto the deck is refused, nobody is shaken', () => {
    const a = onDeck(ESCORT);
    refused(a, jump(a, 'jumper', 2, 3), /no room on gondola 0 for a 40 mm base/);
  });
});

describe('Unstable Ground shaken, Critical: its controller may move it up to 2″', () => {
  it('asks the rider’s gang, stay first, then at most 8 distinct spots within 2″, each with a label and a spot', () => {
    const a = onDeck();
    a.ok(jump(a, 'jumper', 2, 3), ...JUMP, ...CRITICAL);
    const d = pendingChoice(a);
    expect(d).toMatchObject({ gang: 'red', character: a.id('other'), purpose: 'unstable-shift' });
    expect(d.options[0]).toEqual({ id: 'stay', label: 'stay', at: [2.5, 2.5, 0] });
    const spots = d.options.slice(1);
    expect(spots.length).toBeGreaterThanOrEqual(2);
    expect(spots.length).toBeLessThanOrEqual(8);
    expect(new Set(d.options.map((o) => o.id)).size).toBe(d.options.length);
    for (const o of spots) {
      expect(o.at).toBeDefined();
      const [x, y] = o.at!;
      expect(Math.hypot(x - 2.5, y - 2.5)).toBeLessThanOrEqual(2 + 1e-9);
      // Never where another figure stands (the jumper is on (2, 3)).
      expect([x, y]).not.toEqual([2.5, 3.5]);
    }
    // The quay 2″ west, the stern 2″ south, the water 2″ north.
    expect(d.options.find((o) => o.id === '0,2,0')?.label).toBe('2″ west, onto solid ground');
    expect(d.options.find((o) => o.id === '2,4,0')?.label).toBe('2″ south, on the gondola');
    expect(d.options.find((o) => o.id === '2,0,-1')?.label).toBe('2″ north, into the water');
  });

  it('answered "stay": the rider stays where it was', () => {
    const a = onDeck();
    a.ok(jump(a, 'jumper', 2, 3), ...JUMP, ...CRITICAL);
    const events = a.ok(choose(a, 'other', 'stay'));
    expect(a.at('other')).toEqual([2.5, 2.5, 0]);
    expect(ofType(events, 'move').filter((e) => e.character === a.id('other'))).toHaveLength(0);
    expect(a.m.pending).toBeNull();
  });

  it('answered with the quay: the rider steps 2″ west onto solid ground, no fall', () => {
    const a = onDeck();
    a.ok(jump(a, 'jumper', 2, 3), ...JUMP, ...CRITICAL);
    const events = a.ok(choose(a, 'other', '0,2,0'));
    expect(a.at('other')).toEqual([0.5, 2.5, 0]);
    expect(ofType(events, 'move')).toEqual([
      expect.objectContaining({ character: a.id('other'), inches: 2 }),
    ]);
    expect(fallsOf(a, events, 'other')).toHaveLength(0);
  });

  it('answered with the water: off the deck means a fall', () => {
    const a = onDeck();
    a.ok(jump(a, 'jumper', 2, 3), ...JUMP, ...CRITICAL);
    const events = a.ok(choose(a, 'other', '2,0,-1'));
    expect(a.at('other')).toEqual([2.5, 0.5, -1]);
    expect(fallsOf(a, events, 'other')).toEqual([expect.objectContaining({ from: 0, to: -1, inches: 1 })]);
  });

  it('an answer naming no option is refused and changes nothing', () => {
    const a = onDeck();
    a.ok(jump(a, 'jumper', 2, 3), ...JUMP, ...CRITICAL);
    const r = a.submit(choose(a, 'other', '5,5,0'));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/no option "5,5,0"/);
    expect(a.at('other')).toEqual([2.5, 2.5, 0]);
  });

  it('no choice when there is nowhere to go: a lone cell of Unstable Ground walled in', () => {
    const a = arena({
      rows: ['555', '5u5', '555'],
      figures: {
        other: { gang: 0, profile: CITIZEN, at: [1, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [0, 0] },
      },
    });
    const options = shiftOptions(a.m, a.eid('other'), unstablePiece(a.board, { i: 1, j: 1, z: 0 }));
    expect(options.map((o) => o.option.id)).toEqual(['stay']);
  });

  it('the options leave out a gondola with no room, and say which spots are falls', () => {
    // Two gondolas side by side; the one east carries two 30 mm riders.
    const a = arena({
      rows: ['.~~~~~', '.~g~g~', '.~g~g~', '.~g~g~', '.~~~~~'],
      figures: {
        other: { gang: 0, profile: CITIZEN, at: [2, 2] },
        east1: { gang: 0, profile: CITIZEN, at: [4, 1] },
        east2: { gang: 0, profile: CITIZEN, at: [4, 3] },
        blue: { gang: 1, profile: CITIZEN, at: [0, 4] },
      },
    });
    const e = a.eid('other');
    const options = shiftOptions(a.m, e, unstablePiece(a.board, { i: 2, j: 2, z: 0 }));
    expect(options.some((o) => o.option.id === '4,2,0')).toBe(false);
    expect(options.find((o) => o.option.id === '0,2,0')?.option.label).toBe('2″ west, onto solid ground');
  });
});

describe('AI: the pick after a Critical', () => {
  it('steps off the gondola onto the quay, solid ground, rather than stay on Unstable Ground', () => {
    const a = onDeck();
    a.ok(jump(a, 'jumper', 2, 3), ...JUMP, ...CRITICAL);
    const answer = answerChoice(a.m, pendingChoice(a));
    expect(answer.command).toEqual(choose(a, 'other', '0,2,0'));
    expect(answer.why).toMatch(/unstable-shift: 2″ west, onto solid ground/);
  });

  it('in mid-canal it keeps its footing: nothing beats staying out of the water', () => {
    const a = arena({
      rows: [
        '~~~~~~~',
        '~~~~~~~',
        '~~~~~~~',
        '~~~g~~~',
        '~~~g~~~',
        '~~~g~~~',
        '~~~~~~~',
        '~~~~~~~',
        '~~~~~~~',
      ],
      figures: {
        jumper: { gang: 0, profile: CITIZEN, at: [3, 5] },
        other: { gang: 0, profile: CITIZEN, at: [3, 3] },
        blue: { gang: 1, profile: CITIZEN, at: [0, 8] },
      },
    });
    // The jumper, already on the stern, jumps onto the middle of the deck.
    a.ok(jump(a, 'jumper', 3, 4), 5, 7, 2, 2, ...CRITICAL);
    const d = pendingChoice(a);
    expect(d.options.some((o) => o.label.includes('into the water'))).toBe(true);
    const pick = answerChoice(a.m, d).command;
    expect(pick.type === 'decide' && pick.decision === 'choose' && pick.option).not.toMatch(/,-1$/);
  });
});
