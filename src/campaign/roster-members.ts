/**
 * Changing who is in a roster (rulebook "Building Your Gang"): adding a character (with the free profiles that come
 * with it, its "OR" weapons at their first choice), removing one (its free profiles and the Gondolas its Sculler
 * allowed go with it), buying or giving back the second set of free profiles (Grasp of the Abyss), and choosing a
 * member's weapon in each "OR" group. Pure functions returning a new roster, or the reason a step is refused.
 */

import { isApprentice, keepMembers } from '../content/apprenticeship.ts';
import {
  attachedProfiles,
  equipmentAllowance,
  hasSecondSet,
  SECOND_SET_DUCATS,
  weaponOptions,
} from '../content/gang-rules.ts';
import { allProfiles, getProfile, hasProfile } from '../content/profiles.ts';
import { defaultSpellChoice, gangSpellChoices } from '../content/spell-choice.ts';
import {
  acceptUnlessBlocked,
  defaultWeapons,
  type Roster,
  type RosterMember,
  type RosterStep,
} from './roster.ts';
import { chooseMentor, mentorsFor } from './roster-apprentice.ts';

/**
 * Add a character of profile `profileId` (its "OR" weapons set to the first option; an Apprentice with the first
 * Doctor Hero free to teach it as its mentor, copying the first thing it may: roster-apprentice.ts), followed by the
 * profiles that come with it for free (the Emissary of Mother Hydra's Tentacles). Refused, with the reason,
 * for an unknown profile or when it would go over the Ducats, add a second Leader, repeat a Unique character,
 * or bring a character of another Faction. A missing Leader or too many Heroes are left to the live check.
 */
export function addMember(roster: Roster, profileId: string): RosterStep {
  if (!hasProfile(profileId)) return { ok: false, reason: `There is no character profile "${profileId}".` };
  const p = getProfile(profileId);
  if (p.attachedTo !== undefined || p.roles.length === 0) {
    return { ok: false, reason: `${p.name} cannot be recruited on its own.` };
  }
  const weapons = defaultWeapons(profileId);
  // a Romani takes a Discipline no other Romani of the gang has (Tarot: content/spell-choice.ts `gangSpellChoices`)
  const mates = roster.members.map((x) => ({
    profile: hasProfile(x.profile) ? getProfile(x.profile) : null,
    spells: x.spells,
  }));
  const spells = gangSpellChoices([...mates, { profile: p }]).at(-1) ?? defaultSpellChoice(p);
  const member: RosterMember = {
    profile: profileId,
    ...(weapons ? { weapons } : {}),
    ...(spells ? { spells } : {}),
  };
  const attached = allProfiles()
    .filter((a) => a.attachedTo === profileId)
    .map((a): RosterMember => ({ profile: a.id }));
  const step = acceptUnlessBlocked(
    roster,
    { ...roster, members: [...roster.members, member, ...attached] },
    `${p.name} cannot join`,
  );
  // An Apprentice is recruited with a mentor when the gang has a Doctor Hero free to teach (its first copy).
  const index = roster.members.length;
  const mentor = step.ok && isApprentice(p) ? mentorsFor(step.roster, index)[0] : undefined;
  if (!step.ok || mentor === undefined) return step;
  const taught = chooseMentor(step.roster, index, mentor);
  return taught.ok ? taught : step;
}

/**
 * Remove the member at `index` (0-based) and, when it is the last of its profile, the free profiles attached
 * to it. An index out of range leaves the roster as it is.
 */
export function removeMember(roster: Roster, index: number): Roster {
  const gone = roster.members[index];
  if (!gone) return roster;
  const lastOfProfile = !roster.members.some((m, i) => i !== index && m.profile === gone.profile);
  const owned = (m: RosterMember) =>
    lastOfProfile && hasProfile(m.profile) && getProfile(m.profile).attachedTo === gone.profile;
  // An Apprentice whose mentor leaves copies nothing (content/apprenticeship.ts `keepMembers`).
  const members = keepMembers(roster.members, (m, i) => i !== index && !owned(m));
  // Gondolas beyond what the Scullers left allow are given back (content/gang-equipment.ts `equipmentAllowance`).
  const allowed = equipmentAllowance(
    'Gondola',
    members.filter((m) => hasProfile(m.profile)).map((m) => getProfile(m.profile)),
  );
  let gondolas = 0;
  const equipment = roster.equipment.filter((e) => e !== 'Gondola' || ++gondolas <= allowed);
  return { ...roster, members, equipment };
}

/**
 * Buy or give back the second set of the free profiles attached to `ownerId` (the Emissary of Mother Hydra's
 * Grasp of the Abyss: two of each Tentacle for 12 more Ducats; `SECOND_SET_DUCATS` in attached-profiles.ts).
 * Buying adds one more of each; giving back removes the last of each. Refused when the profile has no second set,
 * is not in the gang, or the Ducats would not allow it.
 */
export function toggleSecondSet(roster: Roster, ownerId: string): RosterStep {
  if (SECOND_SET_DUCATS[ownerId] === undefined || !hasProfile(ownerId))
    return { ok: false, reason: `There is no second set to buy for "${ownerId}".` };
  const owner = getProfile(ownerId);
  if (!roster.members.some((m) => m.profile === ownerId))
    return { ok: false, reason: `${owner.name} is not in the gang.` };
  const attached = attachedProfiles(ownerId).map((a) => a.id);
  const known = roster.members.flatMap((m) => (hasProfile(m.profile) ? [getProfile(m.profile)] : []));
  if (!hasSecondSet(known, ownerId)) {
    const more = attached.map((profile): RosterMember => ({ profile }));
    return acceptUnlessBlocked(
      roster,
      { ...roster, members: [...roster.members, ...more] },
      `The second set cannot be bought`,
    );
  }
  const drop = new Set<number>();
  for (const id of attached) {
    const at = roster.members.map((m) => m.profile).lastIndexOf(id);
    if (at >= 0) drop.add(at);
  }
  return { ok: true, roster: { ...roster, members: keepMembers(roster.members, (_, i) => !drop.has(i)) } };
}

/** Whether the roster holds the second set of the profiles attached to `ownerId` (see {@link toggleSecondSet}). */
export function hasSecondSetOf(roster: Roster, ownerId: string): boolean {
  const known = roster.members.flatMap((m) => (hasProfile(m.profile) ? [getProfile(m.profile)] : []));
  return hasSecondSet(known, ownerId);
}

/** Set member `index`'s choice in weapon option `group` to `weapon` (refused if not one of the group's weapons). */
export function chooseWeapon(roster: Roster, index: number, group: string, weapon: string): RosterStep {
  const m = roster.members[index];
  if (!m) return { ok: false, reason: `There is no member ${index + 1}.` };
  const option = weaponOptions(getProfile(m.profile)).find((o) => o.group === group);
  if (!option?.weapons.includes(weapon)) {
    return { ok: false, reason: `${getProfile(m.profile).name} cannot take "${weapon}".` };
  }
  const members = roster.members.map((x, i) =>
    i === index ? { ...x, weapons: { ...x.weapons, [group]: weapon } } : x,
  );
  return { ok: true, roster: { ...roster, members } };
}
