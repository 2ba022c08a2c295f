/**
 * Apprenticeship (the Apprentice Doctor; a unique ability played at gang building): as it is recruited, the gang
 * names a friendly Doctor Hero as its mentor, and the Apprentice copies one of the mentor's Character Abilities, unique
 * abilities or weapons. A copied Mage uses the mentor's Disciplines (its level as the mentor's); a copied weapon keeps
 * its own Weapon Abilities. Each mentor teaches one Apprentice only.
 *
 * Our reading:
 * - The mentor is a member of the same gang with the Hero role printed and the Doctor keyword, other than the
 *   Apprentice; it is named by its place in the roster (two mentors may share a profile).
 * - What may be copied: a Character Ability the Apprentice does not have already (Mage brings the mentor's
 *   Disciplines; Expert Sorcerer its value), a unique ability of the mentor (not Apprenticeship), a weapon the
 *   Apprentice does not carry (a weapon of an "OR" group comes on its own, with no choice to make).
 * - An Apprentice with no mentor named copies nothing; the gang sheet says so, and the gang may still play. A
 *   mentor named twice, or one that is no friendly Doctor Hero, or a copy the mentor does not have, breaks gang
 *   building (`checkGang` rule `apprenticeship`).
 * - The Apprentice plays as its profile with the copy added ({@link apprenticeProfile}) everywhere: its card, the
 *   builder's spell choice, the match.
 */
import { getProfile, hasProfile } from './profiles.ts';
import type { AbilityRef, ApprenticeCopy, Apprenticeship, Profile, UniqueAbility, Weapon } from './types.ts';

export type { ApprenticeCopy, Apprenticeship } from './types.ts';

/** The name as printed. */
export const APPRENTICESHIP = 'Apprenticeship';

/** Whether `p` has Apprenticeship printed. */
export function isApprentice(p: Profile): boolean {
  return p.uniqueAbilities.some((u) => u.name === APPRENTICESHIP);
}

/** Whether `p` may be a mentor: the Hero role printed and the Doctor keyword. */
export function canMentor(p: Profile): boolean {
  return p.roles.includes('Hero') && p.keywords.includes('Doctor');
}

/** Words for a copy, as the builder lists it: "Mage (2)", "Elixir", "Poisoned Blade (weapon)". */
export function copyLabel(mentor: Profile, copy: ApprenticeCopy): string {
  if (copy.kind === 'weapon') return `${copy.name} (weapon)`;
  if (copy.kind === 'unique') return copy.name;
  const a = mentor.abilities.find((x) => x.name === copy.name);
  return a && a.value !== null ? `${a.name} (${a.value})` : copy.name;
}

/**
 * What `apprentice` may copy from `mentor` (see the module comment), abilities, then unique abilities, then weapons.
 */
export function apprenticeCopies(apprentice: Profile, mentor: Profile): ApprenticeCopy[] {
  const abilities = mentor.abilities
    .filter((a) => !apprentice.abilities.some((x) => x.name === a.name))
    .map((a): ApprenticeCopy => ({ kind: 'ability', name: a.name }));
  const uniques = mentor.uniqueAbilities
    .filter((u) => u.name !== APPRENTICESHIP)
    .map((u): ApprenticeCopy => ({ kind: 'unique', name: u.name }));
  const weapons = [...new Set(mentor.weapons.map((w) => w.name))]
    .filter((n) => !apprentice.weapons.some((w) => w.name === n))
    .map((name): ApprenticeCopy => ({ kind: 'weapon', name }));
  return [...abilities, ...uniques, ...weapons];
}

/**
 * The Apprentice as it plays with `copy` from `mentor` (same id, name and cost): the Character Ability added (Mage: the
 * mentor's level and Disciplines; Expert Sorcerer: its value), the unique ability added, or the weapon added with its
 * Weapon Abilities (out of any "OR" group).
 * @throws RangeError when the mentor has no such thing to copy.
 */
export function apprenticeProfile(apprentice: Profile, mentor: Profile, copy: ApprenticeCopy): Profile {
  if (copy.kind === 'ability') {
    const a: AbilityRef | undefined = mentor.abilities.find((x) => x.name === copy.name);
    if (!a) throw new RangeError(`${mentor.name} has no Character Ability "${copy.name}"`);
    const mage =
      a.name === 'Mage'
        ? { mageLevel: mentor.mageLevel ?? Number(a.value), disciplines: mentor.disciplines }
        : {};
    const sorcerer =
      a.name === 'Expert Sorcerer' ? { expertSorcerer: mentor.expertSorcerer ?? Number(a.value) } : {};
    return { ...apprentice, abilities: [...apprentice.abilities, a], ...mage, ...sorcerer };
  }
  if (copy.kind === 'unique') {
    const u: UniqueAbility | undefined = mentor.uniqueAbilities.find((x) => x.name === copy.name);
    if (!u) throw new RangeError(`${mentor.name} has no unique ability "${copy.name}"`);
    return { ...apprentice, uniqueAbilities: [...apprentice.uniqueAbilities, u] };
  }
  const w: Weapon | undefined = mentor.weapons.find((x) => x.name === copy.name);
  if (!w) throw new RangeError(`${mentor.name} has no weapon "${copy.name}"`);
  const { optionGroup: _group, ...own } = w;
  return { ...apprentice, weapons: [...apprentice.weapons, own] };
}

/** The parts of a roster member Apprenticeship reads. */
export interface ApprenticeMember {
  readonly profile: Profile | null;
  readonly apprenticeship?: Apprenticeship;
}

/** Roster members (profile ids) as Apprenticeship reads them: each profile, null for an unknown id. */
export function apprenticeMembers(
  members: readonly { readonly profile: string; readonly apprenticeship?: Apprenticeship }[],
): ApprenticeMember[] {
  return members.map((m) => ({
    profile: hasProfile(m.profile) ? getProfile(m.profile) : null,
    apprenticeship: m.apprenticeship,
  }));
}

/** Why member `index`'s Apprenticeship cannot stand in this gang (a sentence), or null. */
function apprenticeshipProblem(members: readonly ApprenticeMember[], index: number): string | null {
  const m = members[index];
  const p = m?.profile;
  const a = m?.apprenticeship;
  if (!p || !a) return null;
  if (!isApprentice(p)) return `${p.name} has no Apprenticeship, so it can have no mentor.`;
  const mentor = members[a.mentor]?.profile;
  if (a.mentor === index || !mentor || !canMentor(mentor))
    return `${p.name}'s mentor must be another Doctor Hero of the gang (Apprenticeship).`;
  if (!apprenticeCopies(p, mentor).some((c) => c.kind === a.copy.kind && c.name === a.copy.name))
    return `${p.name} cannot copy "${a.copy.name}" from ${mentor.name} (Apprenticeship).`;
  return null;
}

/**
 * Every broken rule of Apprenticeship in a gang (sentences): an Apprentice whose mentor is no other Doctor Hero of the
 * gang or who copies what the mentor does not have, and a mentor named by two Apprentices.
 */
export function apprenticeshipProblems(members: readonly ApprenticeMember[]): string[] {
  const out: string[] = [];
  const taught = new Map<number, number>();
  members.forEach((m, i) => {
    const problem = apprenticeshipProblem(members, i);
    if (problem) out.push(problem);
    else if (m.apprenticeship)
      taught.set(m.apprenticeship.mentor, (taught.get(m.apprenticeship.mentor) ?? 0) + 1);
  });
  for (const [mentor, n] of taught)
    if (n > 1)
      out.push(
        `${members[mentor]?.profile?.name ?? 'A mentor'} teaches ${n} Apprentices; each mentor teaches one only (Apprenticeship).`,
      );
  return out;
}

/**
 * The profile each member plays with: an Apprentice whose Apprenticeship stands ({@link apprenticeshipProblems})
 * with its copy added ({@link apprenticeProfile}); every other member as printed (null stays null).
 */
export function playedProfiles(members: readonly ApprenticeMember[]): (Profile | null)[] {
  return members.map((m, i) => {
    const a = m.apprenticeship;
    const mentor = a ? members[a.mentor]?.profile : null;
    if (!m.profile || !a || !mentor || apprenticeshipProblem(members, i) !== null) return m.profile;
    return apprenticeProfile(m.profile, mentor, a.copy);
  });
}

/**
 * The members `keep` accepts, in order, each Apprentice's mentor renumbered to its new place; an Apprentice whose
 * mentor leaves loses its Apprenticeship and the spells a copied Mage picked (it copies nothing until another mentor
 * is named).
 */
export function keepMembers<
  T extends { readonly apprenticeship?: Apprenticeship; readonly spells?: unknown },
>(members: readonly T[], keep: (m: T, index: number) => boolean): T[] {
  const kept = members.map((m, i) => keep(m, i));
  const place: number[] = [];
  let next = 0;
  for (const k of kept) place.push(k ? next++ : -1);
  return members.flatMap((m, i) => {
    if (!kept[i]) return [];
    const a = m.apprenticeship;
    if (!a) return [m];
    const mentor = place[a.mentor] ?? -1;
    if (mentor >= 0) return [mentor === a.mentor ? m : { ...m, apprenticeship: { ...a, mentor } }];
    const { apprenticeship: _gone, spells: _spells, ...rest } = m;
    return [rest as T];
  });
}
