/**
 * Forced dice that a test can top up between commands: `queue(6, 2, 9)` before a command, then
 * `expect(dice.remaining()).toBe(0)` after it proves the engine rolled exactly those dice, in that order.
 */
import { DiceExhaustedError, type DiceSource } from '../../../src/rules/core/dice.ts';

/** A forced dice source that can be topped up. */
export interface DiceQueue extends DiceSource {
  /** Add die values (1..10) to the end of the queue. */
  queue(...values: number[]): void;
  /** Dice queued and not rolled yet. */
  remaining(): number;
  /** Every value rolled so far, in order. */
  readonly rolled: readonly number[];
}

/**
 * A new empty queue.
 * @throws RangeError from `queue` for a value that is not a D10 result; DiceExhaustedError from `d10` when empty.
 */
export function diceQueue(...values: number[]): DiceQueue {
  const pending: number[] = [];
  const rolled: number[] = [];
  const queue = (...vs: number[]) => {
    for (const v of vs) {
      if (!Number.isInteger(v) || v < 1 || v > 10)
        throw new RangeError(`queued die ${v} is not a D10 result`);
      pending.push(v);
    }
  };
  queue(...values);
  return {
    d10() {
      const v = pending.shift();
      if (v === undefined) throw new DiceExhaustedError(`no forced die left after ${rolled.length}`);
      rolled.push(v);
      return v;
    },
    state: () => [],
    queue,
    remaining: () => pending.length,
    rolled,
  };
}
