/**
 * The dice (rulebook "Dice Rolls", "Successes, Failures, Criticals & Fumbles", "Types of Rolls"; dice FAQ).
 */
import { describe, expect, it } from 'vitest';
import {
  clampPool,
  DiceExhaustedError,
  effectiveAceOn,
  forcedDice,
  isAce,
  MAX_DICE,
  readRoll,
  reroll,
  rerollMisses,
  resultOf,
  rollDice,
  rollOpposed,
  seededDice,
} from '../../src/rules/core/dice.ts';

const FACES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const read = (values: number[], aceOn = 7) => readRoll('basic', values, aceOn);

describe('Aces', () => {
  it('scores a 10 always and a 1 never, whatever the value needed', () => {
    for (let aceOn = -2; aceOn <= 14; aceOn++) {
      expect(isAce(10, aceOn)).toBe(true);
      expect(isAce(1, aceOn)).toBe(false);
    }
  });

  it('scores faces at or above the value needed', () => {
    expect(FACES.filter((v) => isAce(v, 7))).toEqual([7, 8, 9, 10]);
    expect(FACES.filter((v) => isAce(v, 4))).toEqual([4, 5, 6, 7, 8, 9, 10]);
    expect(FACES.filter((v) => isAce(v, 10))).toEqual([10]);
  });

  it('needs only 10s above 10 and 2+ at 1 or below', () => {
    expect(FACES.filter((v) => isAce(v, 11))).toEqual([10]);
    expect(FACES.filter((v) => isAce(v, 15))).toEqual([10]);
    expect(FACES.filter((v) => isAce(v, 1))).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(FACES.filter((v) => isAce(v, 0))).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(effectiveAceOn(11)).toBe(10);
    expect(effectiveAceOn(1)).toBe(2);
    expect(effectiveAceOn(6)).toBe(6);
  });

  it('counts Aces in a read roll', () => {
    const r = read([7, 6, 10, 1, 8], 7);
    expect(r.aces).toBe(3);
    expect(r.dice.map((d) => d.ace)).toEqual([true, false, true, false, true]);
  });
});

describe('pools', () => {
  it('holds 0..10 dice', () => {
    expect(MAX_DICE).toBe(10);
    expect(clampPool(11)).toBe(10);
    expect(clampPool(25)).toBe(10);
    expect(clampPool(-1)).toBe(0);
    expect(clampPool(0)).toBe(0);
    expect(clampPool(3.7)).toBe(3);
  });

  it('rolls 10 dice for a pool of 11 and none for a pool of −1', () => {
    const src = forcedDice([2, 3, 4, 5, 6, 7, 8, 9, 10, 2, 3, 4]);
    const big = rollDice(src, 'basic', 11, 7);
    expect(big.dice).toHaveLength(10);
    expect(src.remaining()).toBe(2);
    const none = rollDice(src, 'basic', -1, 7);
    expect(none.dice).toEqual([]);
    expect(none.aces).toBe(0);
    expect(src.remaining()).toBe(2);
  });

  it('makes the first die rolled the Destiny Dice', () => {
    const r = rollDice(forcedDice([4, 9, 1]), 'attack', 3, 5);
    expect(r.dice.map((d) => d.value)).toEqual([4, 9, 1]);
    expect(r.dice.map((d) => d.destiny)).toEqual([true, false, false]);
    expect(r.kind).toBe('attack');
    expect(r.aceOn).toBe(5);
    // a single die is the Destiny Dice
    expect(rollDice(forcedDice([6]), 'basic', 1, 7).dice[0]!.destiny).toBe(true);
  });
});

describe('results', () => {
  it('is a Success with at least one Ace and a Fail with none', () => {
    expect(read([7]).result).toBe('success');
    expect(read([2, 8, 3]).result).toBe('success');
    expect(read([2, 3, 4]).result).toBe('fail');
    expect(read([6, 6, 6, 6]).result).toBe('fail');
  });

  it('is a Critical with the Destiny Dice on 10 and another Ace', () => {
    expect(read([10, 7]).result).toBe('critical');
    expect(read([10, 2, 3, 10]).result).toBe('critical');
    expect(read([10, 7]).aces).toBe(2);
  });

  it('is only a Success for a lone 10, or a 10 on another die than the Destiny Dice', () => {
    expect(read([10]).result).toBe('success');
    expect(read([10, 2, 3]).result).toBe('success');
    expect(read([7, 10]).result).toBe('success');
    expect(read([9, 10, 10]).result).toBe('success');
  });

  it('is a Fumble with the Destiny Dice on 1 and no Ace at all', () => {
    expect(read([1]).result).toBe('fumble');
    expect(read([1, 2, 6]).result).toBe('fumble');
    expect(read([1, 7]).result).toBe('success');
    expect(read([1, 2, 10]).result).toBe('success');
    expect(read([2, 1, 1]).result).toBe('fail');
  });

  it('makes an empty pool a Fail, never a Fumble', () => {
    expect(read([]).result).toBe('fail');
    expect(resultOf(undefined, 0)).toBe('fail');
    expect(rollDice(forcedDice([]), 'basic', 0, 7).result).toBe('fail');
  });

  it('agrees with the rulebook for every pair of faces and every value needed', () => {
    for (let aceOn = 2; aceOn <= 11; aceOn++) {
      for (const a of FACES) {
        for (const b of FACES) {
          const aces = Number(isAce(a, aceOn)) + Number(isAce(b, aceOn));
          let want = aces > 0 ? 'success' : 'fail';
          if (a === 10 && isAce(b, aceOn)) want = 'critical';
          if (a === 1 && aces === 0) want = 'fumble';
          expect(read([a, b], aceOn).result).toBe(want);
        }
      }
    }
  });
});

describe('re-rolls', () => {
  it('re-rolls a die once and keeps the new result, even a worse one', () => {
    const src = forcedDice([3]);
    const first = read([5, 9, 2]);
    const again = reroll(src, first, [1]);
    expect(again.dice.map((d) => d.value)).toEqual([5, 3, 2]);
    expect(again.dice.map((d) => d.rerolled)).toEqual([false, true, false]);
    expect(again.aces).toBe(0);
    expect(again.result).toBe('fail');
  });

  it('refuses to re-roll a die twice, before rolling anything', () => {
    const src = forcedDice([8, 8]);
    const once = reroll(src, read([5, 2, 2]), [1]);
    expect(() => reroll(src, once, [2, 1])).toThrow(RangeError);
    expect(src.remaining()).toBe(1);
    expect(reroll(src, once, [2]).dice.map((d) => d.rerolled)).toEqual([false, true, true]);
  });

  it('never re-rolls the Destiny Dice unless a rule allows it', () => {
    const src = forcedDice([10]);
    expect(() => reroll(src, read([1, 2]), [0])).toThrow(/Destiny Dice/);
    expect(src.remaining()).toBe(1);
    const allowed = reroll(src, read([1, 2]), [0], true);
    expect(allowed.dice[0]).toMatchObject({ value: 10, destiny: true, rerolled: true });
  });

  it('refuses an index outside the pool', () => {
    const src = forcedDice([7]);
    expect(() => reroll(src, read([5, 2]), [2])).toThrow(RangeError);
    expect(() => reroll(src, read([5, 2]), [-1])).toThrow(RangeError);
  });

  it('re-rolls all the dice of one declaration in index order', () => {
    const again = reroll(forcedDice([7, 8]), read([2, 3, 4, 5]), [3, 1]);
    expect(again.dice.map((d) => d.value)).toEqual([2, 7, 4, 8]);
    expect(again.result).toBe('success');
  });

  it('re-rolls only missed dice that are not the Destiny Dice', () => {
    const src = forcedDice([9, 10]);
    const first = read([5, 2, 8, 3]);
    const one = rerollMisses(src, first, 1);
    expect(one.dice.map((d) => d.value)).toEqual([5, 9, 8, 3]);
    expect(one.dice.map((d) => d.rerolled)).toEqual([false, true, false, false]);
    // a second pass never touches a die already re-rolled, nor the Destiny Dice, nor an Ace
    const two = rerollMisses(src, one, 5);
    expect(two.dice.map((d) => d.value)).toEqual([5, 9, 8, 10]);
    expect(two.dice.map((d) => d.rerolled)).toEqual([false, true, false, true]);
    expect(src.remaining()).toBe(0);
    expect(rerollMisses(src, two, 3)).toBe(two);
  });

  it('re-rolls nothing for a count of 0 or when every other die is an Ace', () => {
    const src = forcedDice([]);
    const r = read([1, 7, 8]);
    expect(rerollMisses(src, r, 0)).toBe(r);
    expect(rerollMisses(src, r, 2)).toBe(r);
    expect(rerollMisses(src, read([2]), 2).dice[0]!.rerolled).toBe(false);
  });

  it('can turn a Fumble into a Success but keeps the Destiny Dice', () => {
    const r = rerollMisses(forcedDice([7]), read([1, 2]), 1);
    expect(r.dice.map((d) => d.value)).toEqual([1, 7]);
    expect(r.result).toBe('success');
  });
});

describe('dice sources', () => {
  it('forces dice in order and throws when they run out', () => {
    const src = forcedDice([3, 10]);
    expect(src.remaining()).toBe(2);
    expect(src.d10()).toBe(3);
    expect(src.d10()).toBe(10);
    expect(src.remaining()).toBe(0);
    expect(() => src.d10()).toThrow(DiceExhaustedError);
  });

  it('refuses forced values that are not D10 results', () => {
    expect(() => forcedDice([0])).toThrow(RangeError);
    expect(() => forcedDice([11])).toThrow(RangeError);
    expect(() => forcedDice([2.5])).toThrow(RangeError);
  });

  it('gives the same sequence for the same seed, and another for another seed', () => {
    const roll = (seed: number) => {
      const src = seededDice(seed);
      return Array.from({ length: 500 }, () => src.d10());
    };
    expect(roll(42)).toEqual(roll(42));
    expect(roll(42)).not.toEqual(roll(43));
  });

  it('rolls every face 1..10 about equally often', () => {
    const src = seededDice(7);
    const counts = new Array<number>(11).fill(0);
    for (let k = 0; k < 20_000; k++) {
      const v = src.d10();
      expect(Number.isInteger(v) && v >= 1 && v <= 10).toBe(true);
      counts[v] = (counts[v] ?? 0) + 1;
    }
    for (const v of FACES) {
      expect(counts[v]).toBeGreaterThan(1800);
      expect(counts[v]).toBeLessThan(2200);
    }
  });

  it('restores a saved state, through JSON', () => {
    const src = seededDice(99);
    for (let k = 0; k < 37; k++) src.d10();
    const saved = JSON.parse(JSON.stringify(src.state())) as number[];
    const next = Array.from({ length: 50 }, () => src.d10());
    const restored = seededDice(99, saved);
    expect(Array.from({ length: 50 }, () => restored.d10())).toEqual(next);
    // the seed is ignored when a state is given
    const other = seededDice(12345, saved);
    expect(Array.from({ length: 50 }, () => other.d10())).toEqual(next);
  });
});

describe('Opposed Rolls', () => {
  it("removes one die of the active pool per Ace of the target's roll, the target rolling first", () => {
    const src = forcedDice([7, 8, 2, 9, 3, 1]);
    const { target, active } = rollOpposed(src, 5, 3);
    expect(target.dice.map((d) => d.value)).toEqual([7, 8, 2]);
    expect(target.aces).toBe(2);
    expect(active.dice.map((d) => d.value)).toEqual([9, 3, 1]);
    expect(active.dice[0]!.destiny).toBe(true);
    expect(active.result).toBe('success');
    expect(src.remaining()).toBe(0);
  });

  it('leaves the active side a Fail without dice when the target scores as many Aces as its pool', () => {
    const src = forcedDice([7, 8, 9]);
    const { active } = rollOpposed(src, 2, 3);
    expect(active.dice).toEqual([]);
    expect(active.result).toBe('fail');
  });

  it('reads the active roll as a Basic Roll, Criticals and Fumbles included', () => {
    expect(rollOpposed(forcedDice([2, 10, 7]), 2, 1).active.result).toBe('critical');
    expect(rollOpposed(forcedDice([2, 1, 3]), 2, 1).active.result).toBe('fumble');
  });

  it("never gives the target's roll a Critical or a Fumble", () => {
    // rulebook "Opposed Rolls": the targeted character cannot score Criticals or Fumbles
    expect(rollOpposed(forcedDice([10, 7, 2, 2]), 2, 2).target.result).toBe('success');
    expect(rollOpposed(forcedDice([1, 2, 2, 2]), 2, 2).target.result).toBe('fail');
  });
});
