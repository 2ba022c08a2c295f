/**
 * What one Will Point is worth to the computer when it spends or regains one outside its spells (Command
 * Abilities, Controlled Landing, unique actions, Blood for Magic), in Victory Points: about a die added to one roll
 * later. (Casting and Dispel weigh a Will Point with their own figure, less toward the game's end:
 * spell-candidates.ts `willPointWorthNow`.)
 */
export const WILL_POINT_WORTH = 0.08;

/**
 * What one Command Point a character holds is worth to its gang, in Victory Points: about what an ORDER or a
 * COUNTER buys (choices/order.ts `ORDER_MARGIN`). A character taken out takes its Command Points with it (rulebook
 * "Command Points (CP)"), so threat.ts `lossWorth` counts them.
 */
export const COMMAND_POINT_WORTH = 0.25;
