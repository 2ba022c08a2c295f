/**
 * Who took out whom on the end screen: a line per casualty (rules read/casualties.ts `casualtiesOf`). Pure: no Phaser,
 * no DOM.
 */
import type { Casualty } from '../../rules/index.ts';

/**
 * One line of who took out whom, characters named as given: "Round 2: Brachyura took out Whaler (Crushing Claws)",
 * or "Round 3: Witch was taken out (falling)" when no enemy is credited with it.
 */
export function takenOutLine(t: Casualty): string {
  const how = t.cause ? ` (${t.cause})` : '';
  return t.by
    ? `Round ${t.round}: ${t.by} took out ${t.character}${how}`
    : `Round ${t.round}: ${t.character} was taken out${how}`;
}
