/**
 * Rolls a rule decides for anyone nearby (src/rules/abilities/unique/rolls-decided.ts): All According to Plan
 * (Colombina: once a round, a single Ace instead of a roll by a character that can see her) and Probable Statistic
 * (the Doctor of Divine Probabilities: for 1 Will Point a roll's Destiny Dice reads 1 or 10).
 */
import { describe, expect, it } from 'vitest';
import { answerChoice } from '../../src/ai/choices.ts';
import { arena, CITIZEN, combat, type FigureSpec, ofType } from './helpers/arena.ts';
import { chooseOption as choose, pendingChoice as pending } from './helpers/commands.ts';

const COLOMBINA = 'gifted-colombina';
const STATISTICIAN = 'the-doctors-doctor-of-divine-probabilities';
const OPEN = Array.from({ length: 8 }, () => '..............');

/** A red Citizen in base contact with a blue one, and `more` figures. */
const fight = (more: Record<string, FigureSpec>, rows: readonly string[] = OPEN) =>
  arena({
    rows,
    figures: {
      hitter: { gang: 0, profile: CITIZEN, at: [2, 3] },
      target: { gang: 1, profile: CITIZEN, at: [3, 3] },
      ...more,
    },
  });

const rolls = (a: ReturnType<typeof fight>) => ofType(a.m.log, 'roll');

describe('All According to Plan (Colombina)', () => {
  it('a roll in her sight may score a single Ace instead: a Success, no Critical, nothing re-rolled', () => {
    const a = fight({ colombina: { gang: 0, profile: COLOMBINA, at: [2, 6] } });
    a.submit(combat(a, 'hitter', 'target'));
    const d = pending(a);
    expect(d).toMatchObject({ purpose: 'all-according-to-plan', gang: 'red', character: a.id('hitter') });
    expect(d.options.map((o) => o.id)).toEqual(['roll', 'ace', 'hold']);
    // the target's Protection Roll: 3 dice, no Ace (she is spent for the round, so it is not asked about)
    choose(a, 'ace', 2, 2, 2);
    const attack = rolls(a).find((r) => r.character === a.id('hitter'))!;
    expect(attack).toMatchObject({ kind: 'attack', aces: 1, result: 'success', pool: 1 });
    expect(attack.dice).toHaveLength(1);
    expect(attack.modifiers).toContain('All According to Plan: a single Ace');
    expect(ofType(a.m.log, 'ability').at(-1)).toMatchObject({
      character: a.id('colombina'),
      ability: 'All According to Plan',
    });
    expect(rolls(a).at(-1)).toMatchObject({ kind: 'protection', character: a.id('target') });
    expect(a.m.pending).toBeNull();
  });

  it('`roll` rolls the dice and asks again at the next roll; `hold` stops the asking until the next round', () => {
    const a = fight({ colombina: { gang: 0, profile: COLOMBINA, at: [2, 6] } });
    a.submit(combat(a, 'hitter', 'target'));
    // the Attack Roll is rolled: a Success with one Ace
    choose(a, 'roll', 8, 2, 2);
    expect(rolls(a).at(-1)).toMatchObject({ character: a.id('hitter'), dice: [8, 2, 2], aces: 1 });
    // the enemy's Protection Roll is asked about in its turn
    const d = pending(a);
    expect(d).toMatchObject({ purpose: 'all-according-to-plan', gang: 'red', character: a.id('target') });
    choose(a, 'hold', 2, 2, 2);
    expect(rolls(a).at(-1)).toMatchObject({ character: a.id('target'), dice: [2, 2, 2] });
    a.submit(combat(a, 'hitter', 'target'), 2, 2, 2);
    expect(a.m.pending).toBeNull();
    expect(rolls(a).at(-1)).toMatchObject({ character: a.id('hitter'), dice: [2, 2, 2], result: 'fail' });
  });

  it('not asked for a roller that cannot see her', () => {
    const rows = ['..............', '..............', '..............', '..............', '#######.......'];
    const a = fight({ colombina: { gang: 0, profile: COLOMBINA, at: [2, 7] } }, [...rows, ...OPEN.slice(5)]);
    a.submit(combat(a, 'hitter', 'target'), 2, 2, 2, 2, 2, 2);
    expect(a.m.pending).toBeNull();
    expect(rolls(a)).toHaveLength(1);
  });

  it('the computer takes it for a friend’s poor odds and an enemy’s big Attack Roll, not for a small one', () => {
    const asked = (gang: number, attack: number, dex = 4) => {
      const a = arena({
        rows: OPEN,
        figures: {
          hitter: { gang: 0, profile: CITIZEN, at: [2, 3], stats: { attack } },
          target: { gang: 1, profile: CITIZEN, at: [3, 3], stats: { dex } },
          colombina: { gang, profile: COLOMBINA, at: [2, 6] },
        },
      });
      a.submit(combat(a, 'hitter', 'target'));
      return answerChoice(a.m, pending(a)).command;
    };
    // blue's Colombina: red's 8 dice become one Ace; its 3 dice are left to roll
    expect(asked(1, 8)).toMatchObject({ option: 'ace' });
    expect(asked(1, 3)).toMatchObject({ option: 'roll' });
    // red's own: one die against DEXTERITY 8 (Aces on 8+, 30 %) is worth a sure Ace; three against DEXTERITY 4 are
    // likely enough
    expect(asked(0, 1, 8)).toMatchObject({ option: 'ace' });
    expect(asked(0, 3)).toMatchObject({ option: 'roll' });
  });
});

describe('Probable Statistic (the Doctor of Divine Probabilities)', () => {
  it('for 1 Will Point a friend’s Destiny Dice reads 10: a Fail becomes a Success', () => {
    const a = fight({ doctor: { gang: 0, profile: STATISTICIAN, at: [2, 6], wp: 2 } });
    a.submit(combat(a, 'hitter', 'target'), 2, 2, 2);
    const d = pending(a);
    expect(d).toMatchObject({ purpose: 'probable-statistic', gang: 'red', character: a.id('hitter') });
    // 10 makes it a Success, 1 a Fumble
    expect(d.options.map((o) => o.id)).toEqual(['none', 'ten', 'one', 'hold']);
    expect(answerChoice(a.m, d).command).toMatchObject({ option: 'ten' });
    choose(a, 'ten', 2, 2, 2);
    const attack = rolls(a).find((r) => r.character === a.id('hitter'))!;
    expect(attack).toMatchObject({ dice: [10, 2, 2], aces: 1, result: 'success' });
    expect(attack.modifiers).toContain('Probable Statistic: Destiny Dice 10');
    expect(a.wp('doctor')).toBe(1);
    // the enemy's Protection Roll, no Ace: red's Doctor is asked again (a 1 makes it a Fumble)
    const save = pending(a);
    expect(save).toMatchObject({ purpose: 'probable-statistic', gang: 'red', character: a.id('target') });
    expect(answerChoice(a.m, save).command).toMatchObject({ option: 'one' });
    choose(a, 'none');
    expect(rolls(a).at(-1)).toMatchObject({ kind: 'protection', dice: [2, 2, 2], result: 'fail' });
    expect(a.wp('doctor')).toBe(1);
  });

  it('an enemy’s Protection Roll reads 1; the computer leaves a roll alone when the change is for the worse', () => {
    const a = fight({ doctor: { gang: 0, profile: STATISTICIAN, at: [2, 6], wp: 2 } });
    // a Critical Attack Roll: 10 would change nothing, 1 would make it a Success: the computer keeps its point
    a.submit(combat(a, 'hitter', 'target'), 10, 9, 2);
    const own = pending(a);
    expect(own.options.map((o) => o.id)).toEqual(['none', 'one', 'hold']);
    expect(answerChoice(a.m, own).command).toMatchObject({ option: 'none' });
    choose(a, 'none', 9, 2, 2);
    // the target saves one Damage with its Destiny Dice's Ace: the Doctor makes it a 1
    const save = pending(a);
    expect(save).toMatchObject({ purpose: 'probable-statistic', gang: 'red', character: a.id('target') });
    expect(answerChoice(a.m, save).command).toMatchObject({ option: 'one' });
    choose(a, 'one');
    expect(rolls(a).at(-1)).toMatchObject({ kind: 'protection', dice: [1, 2, 2], aces: 0, result: 'fumble' });
    expect(a.wp('doctor')).toBe(1);
  });

  it('not asked with no Will Point of its own, or beyond 6″', () => {
    const broke = fight({ doctor: { gang: 0, profile: STATISTICIAN, at: [2, 6], wp: 0 } });
    broke.submit(combat(broke, 'hitter', 'target'), 2, 2, 2);
    expect(broke.m.pending).toBeNull();
    const far = fight({ doctor: { gang: 0, profile: STATISTICIAN, at: [12, 7], wp: 2 } });
    far.submit(combat(far, 'hitter', 'target'), 2, 2, 2);
    expect(far.m.pending).toBeNull();
  });

  it('`hold` stops the asking until the round ends', () => {
    const a = fight({ doctor: { gang: 0, profile: STATISTICIAN, at: [2, 6], wp: 2 } });
    a.submit(combat(a, 'hitter', 'target'), 2, 2, 2);
    choose(a, 'hold');
    a.submit(combat(a, 'hitter', 'target'), 2, 2, 2);
    expect(a.m.pending).toBeNull();
    expect(a.wp('doctor')).toBe(2);
  });
});
