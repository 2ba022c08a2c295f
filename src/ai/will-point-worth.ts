/**
 * What one Will Point is worth to the computer when it spends or regains one outside its spells (Command
 * Abilities, Controlled Landing, unique actions, Blood for Magic), in Victory Points: about a die added to one roll
 * later. (Casting and Dispel weigh a Will Point with their own figure, less toward the game's end:
 * {@link willPointWorthNow}.)
 */
export const WILL_POINT_WORTH = 0.08;

/**
 * What one Will Point a spell costs is worth to a caster, in Victory Points, with 3 rounds or more to come: less than
 * {@link WILL_POINT_WORTH}, so that a Mage casts what its Will Points are for (tuned by the habits' casts per Mage).
 */
export const CAST_WILL_POINT_WORTH = 0.06;
/** Rounds ahead over which a Will Point kept finds a roll worth it: with fewer left, it is worth that share. */
export const WILL_ROUNDS_AHEAD = 3;

/**
 * What one Will Point kept is worth now with `roundsLeft` rounds to play, this one included (objective-worth.ts
 * `roundsLeft`): `worth` (to a caster, casting and Dispel: {@link CAST_WILL_POINT_WORTH}; else
 * {@link WILL_POINT_WORTH}), less toward the game's end (a Will Point left when the last round ends buys nothing):
 * times `roundsLeft` over {@link WILL_ROUNDS_AHEAD}.
 */
export function willPointWorthNow(roundsLeft: number, worth = CAST_WILL_POINT_WORTH): number {
  return worth * Math.min(1, roundsLeft / WILL_ROUNDS_AHEAD);
}

/**
 * What one Command Point a character holds is worth to its gang, in Victory Points: about what an ORDER or a
 * COUNTER buys (choices/order.ts `ORDER_MARGIN`). A character taken out takes its Command Points with it (rulebook
 * "Command Points (CP)"), so threat.ts `lossWorth` counts them.
 */
export const COMMAND_POINT_WORTH = 0.25;
