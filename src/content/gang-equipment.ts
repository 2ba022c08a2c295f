/**
 * Equipment in gang building (rulebook "Equipment"): each piece may be bought once, the Gondola once more per
 * character with Sculler; how many of a piece a gang may buy, and the problems of what it bought (unknown pieces,
 * pieces bought too often).
 */
import { equipmentByName } from './equipment.ts';
import type { Profile } from './types.ts';

/** The unique ability that lets a gang buy one more Gondola per character holding it. */
export const SCULLER = 'Sculler';

/**
 * How many of the piece of Equipment `name` a gang of `members` may buy: one, and for the Gondola one more per
 * member with Sculler (its profile: "lets you buy one extra Gondola").
 */
export function equipmentAllowance(name: string, members: readonly Profile[]): number {
  if (name !== 'Gondola') return 1;
  return 1 + members.filter((p) => p.uniqueAbilities.some((u) => u.name === SCULLER)).length;
}

/** Unknown Equipment and pieces bought more often than allowed. */
export function equipmentProblems(equipment: readonly string[], members: readonly Profile[]): string[] {
  const problems: string[] = [];
  const counts = new Map<string, number>();
  for (const name of equipment) counts.set(name, (counts.get(name) ?? 0) + 1);
  for (const [name, n] of counts) {
    const allowed = equipmentAllowance(name, members);
    if (!equipmentByName(name)) problems.push(`"${name}" is not a known piece of Equipment.`);
    else if (n > allowed && allowed === 1)
      problems.push(`${name} is bought ${n} times; each piece of Equipment may be taken once.`);
    else if (n > allowed)
      problems.push(`${name} is bought ${n} times; the gang's Scullers allow ${allowed}.`);
  }
  return problems;
}
