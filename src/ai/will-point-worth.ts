/**
 * What one Will Point is worth to the computer when it spends or regains one outside its spells (Command
 * Abilities, Controlled Landing, unique actions, Blood for Magic), in Victory Points: about a die added to one roll
 * later. (Casting and Dispel weigh a Will Point with their own figure: spell-candidates.ts.)
 */
export const WILL_POINT_WORTH = 0.08;
