/**
 * The hook points of rolls (rulebook "Dice Rolls", "Will Points", "Re-rolls"): where plug-ins of the match's rule
 * book (state/rule-book.ts) change who may spend Will Points on a roll and what a roll re-rolls.
 */
import type { Weapon } from '../../content/types.ts';
import type { Roll } from '../core/dice.ts';
import type { Command, PendingDecision, RollKind } from '../core/types.ts';
import type { Match } from '../state/match-state.ts';
import { hookPoint } from '../state/rule-book.ts';

/** Whether a rule forbids `eid` to spend Will Points on its rolls now (an enemy's The Lamp within 3″). */
export const NO_WILL_POINTS = hookPoint<(m: Match, eid: number) => boolean>('no Will Points');

/**
 * A re-roll a rule gives `eid`'s roll made for `purpose`, after its re-roll pools and before a held Destiny Dice
 * re-roll (Vatican Apostate): the roll after it and the log label, or the same roll and null.
 */
export const RULE_REROLL =
  hookPoint<(m: Match, eid: number, roll: Roll, purpose: string) => { roll: Roll; label: string | null }>(
    'rule re-roll',
  );

/**
 * The Damage `eid` takes, before its Protection Roll, as a rule changes it (Stoneskin, Pain Suppression, Corpse):
 * each entry gets the Damage so far and whether it comes from a Combat action, and gives it back changed (with the
 * rule's name for the log) or unchanged (null). Read by rolls/damage.ts `damageTakenBy`.
 */
export const DAMAGE_TAKEN =
  hookPoint<
    (m: Match, eid: number, damage: number, combat: boolean) => { damage: number; rule: string } | null
  >('damage taken');

/**
 * A re-roll a rule gives `attacker`'s Attack Roll on `target` with `weapon` (Vampire Hunter, Vindictive, Rip and
 * Tear, Annoying Tune): after the attacker's own re-rolls and {@link RULE_REROLL}, before the target's Parry; the
 * roll after it and the log label, or the same roll and null. Read by attack-roll.ts `makeAttackRoll`.
 */
export const ATTACK_REROLL =
  hookPoint<
    (
      m: Match,
      attacker: number,
      target: number,
      weapon: Weapon,
      roll: Roll,
    ) => { roll: Roll; label: string | null }
  >('attack re-roll');

/**
 * How many of the `amount` Will Points `eid` has just spent on a roll are wasted, adding no die (Mischievous: a die
 * each, 7+ wasted); summed over the entries, at most `amount`. Read by roll.ts `askWillPoints`.
 */
export const WILL_POINTS_WASTED =
  hookPoint<(m: Match, eid: number, amount: number) => number>('Will Points wasted');

/**
 * Dice added beyond one per Will Point when `eid` spends `amount` Will Points on a roll, `own` of them its own (not
 * lent): Inspiring (each of its own counts as two), Gates of Heaven (each counts as two); the entry's dice and the
 * rule's name, or null. The entries add up. Read by roll.ts `askWillPoints`.
 */
export const WILL_POINT_DICE =
  hookPoint<(m: Match, eid: number, amount: number, own: number) => { dice: number; rule: string } | null>(
    'Will Point dice',
  );

/** `eid` has spent `amount` Will Points on a roll, `own` of them its own (A Light in the Dark). */
export const WILL_POINTS_SPENT = hookPoint<(m: Match, eid: number, amount: number, own: number) => void>(
  'Will Points spent on a roll',
);

/**
 * The most Will Points `eid` may spend on one roll when a rule lifts the rulebook's 2 (A Light in the Dark), or
 * null; the greatest entry counts. Read by roll.ts `askWillPoints`.
 */
export const WILL_POINTS_MOST =
  hookPoint<(m: Match, eid: number) => number | null>('most Will Points a roll');

/**
 * The rule that lets `eid` count the Destiny Dice among the dice it re-rolls with re-rolls from `source` (the
 * ability giving them: "Expert Offence", "Fear"…), or null (Destined For Victory, Martial Elite). Read where a roll's
 * own re-rolls are made ({@link destinyAmongRerolls}).
 */
export const DESTINY_IN_REROLLS = hookPoint<(m: Match, eid: number, source: string) => string | null>(
  'Destiny Dice among re-rolls',
);

/** The first rule letting `eid` re-roll the Destiny Dice with its re-rolls from `source`, or null. */
export function destinyAmongRerolls(m: Match, eid: number, source: string): string | null {
  for (const f of m.book.all(DESTINY_IN_REROLLS)) {
    const rule = f(m, eid, source);
    if (rule) return rule;
  }
  return null;
}

/** What a roll is, for the rules that step in before its dice or after them (All According to Plan, Probable Statistic). */
export interface RollAbout {
  readonly kind: RollKind;
  /** The roll's free words (`attack`, `protection`, `climb`…), as in its `roll` event. */
  readonly purpose: string;
  /** Dice before Will Points (0–10 once clamped). */
  readonly pool: number;
  /** The least die value that is an Ace. */
  readonly aceOn: number;
}

/** A step of a roll that may wait for a player's decision, returning `T`. */
export type RollStep<T> = Generator<PendingDecision, T, Command>;

/**
 * A rule that makes a roll without dice as `eid` is about to roll, before Will Points are asked (All According to
 * Plan: a single Ace instead): a step returning the roll made instead and the dice log's words for it, or null (the
 * dice are rolled); the entry itself is null when the rule has nothing to ask. The first entry that gives a roll wins.
 * Read by roll.ts `makeRoll`, `makeOpposedRoll` and attack-roll.ts `makeAttackRoll`.
 */
export const ROLL_INSTEAD =
  hookPoint<
    (m: Match, eid: number, about: RollAbout) => RollStep<{ roll: Roll; label: string } | null> | null
  >('a roll made without dice');

/**
 * A rule that changes `eid`'s roll once its dice and re-rolls are made, before it is read (Probable Statistic: its
 * Destiny Dice reads 1 or 10): a step returning the roll after it and the dice log's words, or null (unchanged); the
 * entry itself is null when the rule has nothing to ask. Entries are read in turn. Read where {@link ROLL_INSTEAD} is.
 */
export const ROLL_SET =
  hookPoint<
    (
      m: Match,
      eid: number,
      about: RollAbout,
      roll: Roll,
    ) => RollStep<{ roll: Roll; label: string } | null> | null
  >("a roll's dice set");
