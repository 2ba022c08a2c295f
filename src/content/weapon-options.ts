/**
 * Weapons separated by "OR" on a profile (rulebook "Character Profiles": chosen before the game): the option groups
 * of a profile with their alternatives, and the problems of a gang member's choices (a group with no choice or a
 * weapon not in it, a group the profile does not have).
 */
import type { Profile } from './types.ts';

/**
 * The weapon option groups of a profile ("OR" on the card), each with its alternatives' names, in card order.
 * Empty for most profiles.
 */
export function weaponOptions(profile: Profile): { group: string; weapons: string[] }[] {
  const groups: { group: string; weapons: string[] }[] = [];
  for (const w of profile.weapons) {
    if (w.optionGroup === undefined) continue;
    const g = groups.find((x) => x.group === w.optionGroup);
    if (g) g.weapons.push(w.name);
    else groups.push({ group: w.optionGroup, weapons: [w.name] });
  }
  return groups;
}

/** Option groups with no choice or a choice that is not one of the group's weapons, and unknown groups. */
export function weaponProblems(p: Profile, chosen: Readonly<Record<string, string>>): string[] {
  const options = weaponOptions(p);
  const problems: string[] = [];
  for (const { group, weapons } of options) {
    const pick = chosen[group];
    const or = weapons.join(' or ');
    if (pick === undefined) problems.push(`${p.name} must choose its weapon before the game: ${or}.`);
    else if (!weapons.includes(pick)) problems.push(`${p.name} cannot take "${pick}"; it chooses ${or}.`);
  }
  for (const group of Object.keys(chosen)) {
    if (!options.some((o) => o.group === group))
      problems.push(`${p.name} has no weapon choice called "${group}".`);
  }
  return problems;
}
