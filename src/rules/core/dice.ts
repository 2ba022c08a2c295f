/**
 * The dice of Carnevale (rulebook "Dice Rolls", "Successes, Failures, Criticals & Fumbles", dice FAQ).
 *
 * - A pool holds 0..10 D10; the first die of every pool is the Destiny Dice.
 * - A die is an Ace when it meets the roll's target (`aceOn`); a 10 is always an Ace and a 1 never.
 * - Critical: the Destiny Dice shows 10 and at least one other die is an Ace (≥ 2 Aces); it cannot be
 *   taken as a plain Success. Fumble: the Destiny Dice shows 1 and there is no Ace at all.
 * - A die may be re-rolled at most once; the Destiny Dice never, unless a rule says so.
 *
 * Every die comes from a {@link DiceSource}: the match's seeded generator, or a list of forced values in tests.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RolledDie, RollKind, RollResult } from './roll-types.ts';

/** Most dice a pool may hold (rulebook "Dice Rolls"). */
export const MAX_DICE = 10;

/** Where dice come from. `d10()` returns an integer in 1..10. */
export interface DiceSource {
  d10(): number;
  /** A JSON snapshot of the source's state (seeded sources only), for saves. */
  state(): readonly number[];
}

/** The match's seeded generator (xoroshiro128+ from pure-rand); its state can be saved and restored. */
export function seededDice(seed: number, state?: readonly number[]): DiceSource {
  const rng = state ? xoroshiro128plusFromState(state) : xoroshiro128plus(seed | 0);
  return {
    d10: () => uniformInt(rng, 1, 10),
    state: () => rng.getState(),
  };
}

/** Thrown when a forced dice list runs out. */
export class DiceExhaustedError extends Error {}

/**
 * Dice forced from a list, in the order the engine rolls them (tests, rules cases).
 * @throws DiceExhaustedError when more dice are rolled than the list holds.
 */
export function forcedDice(values: readonly number[]): DiceSource & { remaining(): number } {
  let next = 0;
  for (const v of values) {
    if (!Number.isInteger(v) || v < 1 || v > 10) throw new RangeError(`forced die ${v} is not a D10 result`);
  }
  return {
    d10: () => {
      const v = values[next];
      if (v === undefined) throw new DiceExhaustedError(`ran out of forced dice after ${values.length}`);
      next++;
      return v;
    },
    state: () => [],
    remaining: () => values.length - next,
  };
}

/** Clamp a pool to 0..10 dice. */
export function clampPool(n: number): number {
  return Math.max(0, Math.min(MAX_DICE, Math.floor(n)));
}

/** The effective value needed: a 1 never scores and a 10 always does, so the target lies in 2..10. */
export function effectiveAceOn(aceOn: number): number {
  return Math.max(2, Math.min(10, aceOn));
}

/** Whether a die value is an Ace against `aceOn`. */
export function isAce(value: number, aceOn: number): boolean {
  return value === 10 || (value !== 1 && value >= aceOn);
}

/** A roll as read: its dice (Destiny Dice first), Aces and result. */
export interface Roll {
  readonly kind: RollKind;
  readonly aceOn: number;
  readonly dice: readonly RolledDie[];
  readonly aces: number;
  readonly result: RollResult;
}

/**
 * Read dice values as a roll. An empty pool is a Fail (no Destiny Dice, so never a Fumble).
 * @param values die values, the Destiny Dice first.
 * @param rerolled indexes of dice that were re-rolled.
 */
export function readRoll(
  kind: RollKind,
  values: readonly number[],
  aceOn: number,
  rerolled: readonly number[] = [],
): Roll {
  const dice = values.map((value, i) => ({
    value,
    destiny: i === 0,
    ace: isAce(value, aceOn),
    rerolled: rerolled.includes(i),
  }));
  const aces = dice.filter((d) => d.ace).length;
  return { kind, aceOn, dice, aces, result: resultOf(values[0], aces) };
}

/** The result of a roll from its Destiny Dice value (undefined for an empty pool) and its Aces. */
export function resultOf(destiny: number | undefined, aces: number): RollResult {
  if (destiny === undefined) return 'fail';
  if (destiny === 10 && aces >= 2) return 'critical';
  if (destiny === 1 && aces === 0) return 'fumble';
  return aces >= 1 ? 'success' : 'fail';
}

/** Roll `pool` dice (clamped to 0..10) against `aceOn`. */
export function rollDice(source: DiceSource, kind: RollKind, pool: number, aceOn: number): Roll {
  const n = clampPool(pool);
  const values: number[] = [];
  for (let i = 0; i < n; i++) values.push(source.d10());
  return readRoll(kind, values, aceOn);
}

/**
 * Re-roll the dice at `indexes` once each (rulebook "Dice Rolls": each die at most once; never the Destiny
 * Dice unless `allowDestiny`). All re-rolls of a roll are declared together.
 * @throws RangeError for an index out of the pool, a die already re-rolled, or the Destiny Dice.
 */
export function reroll(
  source: DiceSource,
  roll: Roll,
  indexes: readonly number[],
  allowDestiny = false,
): Roll {
  const values = roll.dice.map((d) => d.value);
  const done = roll.dice.flatMap((d, i) => (d.rerolled ? [i] : []));
  for (const i of indexes) {
    if (i < 0 || i >= values.length) throw new RangeError(`no die ${i} in a pool of ${values.length}`);
    if (i === 0 && !allowDestiny) throw new RangeError('the Destiny Dice is never re-rolled');
    if (done.includes(i)) throw new RangeError(`die ${i} was already re-rolled`);
  }
  for (const i of [...new Set(indexes)].sort((a, b) => a - b)) {
    values[i] = source.d10();
    done.push(i);
  }
  return readRoll(roll.kind, values, roll.aceOn, done);
}

/**
 * Re-roll up to `count` dice that are not Aces, never the Destiny Dice (Expert Offence (X) and the like) unless
 * `destiny` (a rule lets it: Destined For Victory), when a missed Destiny Dice goes first (it also decides a
 * Critical or a Fumble). Re-rolling a die that missed can never lower the Aces, so the best use is always the failed
 * dice.
 */
export function rerollMisses(source: DiceSource, roll: Roll, count: number, destiny = false): Roll {
  if (count <= 0) return roll;
  const misses = roll.dice
    .flatMap((d, i) => ((i > 0 || destiny) && !d.ace && !d.rerolled ? [i] : []))
    .slice(0, count);
  return misses.length ? reroll(source, roll, misses, destiny) : roll;
}

/**
 * An Opposed Roll (rulebook "Types of Rolls"): the target rolls first; its Aces remove that many dice from the
 * active pool, which is then read as a Basic Roll. The target's roll never gives a Critical or a Fumble.
 */
export function rollOpposed(
  source: DiceSource,
  activePool: number,
  targetPool: number,
  aceOn = 7,
): { target: Roll; active: Roll } {
  const rolled = rollDice(source, 'opposed', targetPool, aceOn);
  const target: Roll = { ...rolled, result: rolled.aces > 0 ? 'success' : 'fail' };
  const active = rollDice(source, 'opposed', clampPool(activePool) - target.aces, aceOn);
  return { target, active };
}
