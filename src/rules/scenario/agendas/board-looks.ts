/** Small looks at the board the Agenda conditions share (conditions.ts). */
import { hasKeyword } from '../../character/keywords.ts';
import { enemiesOf, inContact, isOnBoard, isSwimming, type Match } from '../../state/match-state.ts';
import { allCharacters, charactersOnBoard } from '../../state/world.ts';

export { inContact };

/** Characters of gang `g` (index) on the board, or every one it fielded with `all` (taken out too). */
export function charactersOfGang(m: Match, g: number, all = false): number[] {
  const list = all ? allCharacters(m.world) : charactersOnBoard(m.world);
  return list.filter((e) => m.world.components.Gang.index[e] === g);
}

/** The role the character plays in its gang (its role keyword), or null. */
export function roleOf(m: Match, eid: number): 'Leader' | 'Hero' | 'Henchman' | null {
  for (const r of ['Leader', 'Hero', 'Henchman'] as const) if (hasKeyword(m, eid, r)) return r;
  return null;
}

/** How many enemies are in base contact with the character. */
export function enemiesTouching(m: Match, eid: number): number {
  return enemiesOf(m, eid).filter((o) => inContact(m, eid, o)).length;
}

/** Whether the character is in the water. */
export function inWater(m: Match, eid: number): boolean {
  return isSwimming(m, eid);
}

/** Whether the character is still on the board. */
export function survives(m: Match, eid: number): boolean {
  return isOnBoard(m, eid);
}
