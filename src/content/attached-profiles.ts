/**
 * Profiles attached to another (the Emissary of Mother Hydra's Tentacles): free, they come with their owner and
 * only with it, one of each — or two of each for more Ducats where the owner allows a second set (Grasp of the
 * Abyss). Which profiles come with an owner, whether a gang holds the second set and what it costs, and the
 * gang-building problems of attached profiles.
 */
import { allProfiles, getProfile, hasProfile } from './profiles.ts';
import type { Profile } from './types.ts';

/**
 * Owners whose free attached profiles may come twice for more Ducats: the Emissary of Mother Hydra brings one of
 * each Tentacle, or two of each for 12 more Ducats (its Grasp of the Abyss).
 */
export const SECOND_SET_DUCATS: Readonly<Record<string, number>> = {
  'rashaar-emissary-of-mother-hydra': 12,
};

/** The profiles attached to `ownerId` (free, coming with it), in id order. */
export function attachedProfiles(ownerId: string): Profile[] {
  return allProfiles()
    .filter((p) => p.attachedTo === ownerId)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Whether the gang (its known profiles) holds the second set of `ownerId`'s attached profiles (two of one). */
export function hasSecondSet(known: readonly Profile[], ownerId: string): boolean {
  return attachedProfiles(ownerId).some((a) => known.filter((p) => p.id === a.id).length >= 2);
}

/** Ducats of the second sets held (see {@link SECOND_SET_DUCATS}). */
export function secondSetCost(known: readonly Profile[]): number {
  const owners = new Set(known.map((p) => p.id));
  let cost = 0;
  for (const [owner, ducats] of Object.entries(SECOND_SET_DUCATS))
    if (owners.has(owner) && hasSecondSet(known, owner)) cost += ducats;
  return cost;
}

/**
 * Attached profiles (e.g. Tentacles) whose owner is missing from the gang, and owners whose attached profiles do
 * not come as whole sets (one of each, or two of each with the second set).
 */
export function attachedProblems(known: readonly Profile[]): string[] {
  const ids = new Set(known.map((p) => p.id));
  const problems: string[] = [];
  for (const owner of Object.keys(SECOND_SET_DUCATS)) {
    if (!ids.has(owner)) continue;
    const attached = attachedProfiles(owner);
    const counts = attached.map((a) => known.filter((p) => p.id === a.id).length);
    if (new Set(counts).size > 1)
      problems.push(
        `The ${getProfile(owner).name} brings one or two of each of ${attached.map((a) => a.name).join(', ')}, the same number of each.`,
      );
  }
  for (const p of known) {
    if (p.attachedTo === undefined || ids.has(p.attachedTo)) continue;
    const owner = hasProfile(p.attachedTo) ? getProfile(p.attachedTo).name : p.attachedTo;
    problems.push(`${p.name} only comes with the ${owner}, who is not in the gang.`);
  }
  return problems;
}
