/**
 * How a roll's modifiers are written for the dice log (rulebook "Dice Rolls": each modifier of the dice, and of the
 * value needed for an Ace, named by the rule that makes it): "Instigator +1", "Stunned −1", "Handbow: Evasion +1".
 */

/** A signed whole number as the log writes it: `+1`, `−3` (a true minus sign), `+0`. */
export function signed(n: number): string {
  return n >= 0 ? `+${n}` : `−${-n}`;
}

/** The rulebook's words for the five stats, as profiles print them. */
export const STAT_WORDS = {
  move: 'MOVE',
  dex: 'DEXTERITY',
  attack: 'ATTACK',
  protection: 'PROTECTION',
  mind: 'MIND',
} as const;
