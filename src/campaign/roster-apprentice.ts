/**
 * An Apprentice's mentor and copy in a roster (the Apprentice Doctor's Apprenticeship; content/apprenticeship.ts):
 * naming a friendly Doctor Hero and what it copies, or none. Pure functions returning a new roster, or the reason a
 * step is refused.
 */
import {
  type ApprenticeCopy,
  apprenticeCopies,
  apprenticeMembers,
  apprenticeshipProblems,
  canMentor,
  isApprentice,
  playedProfiles,
} from '../content/apprenticeship.ts';
import { getProfile, hasProfile } from '../content/profiles.ts';
import { defaultSpellChoice } from '../content/spell-choice.ts';
import type { Roster, RosterMember, RosterStep } from './roster.ts';

/** The members that may be `index`'s mentor (other Doctor Heroes no other Apprentice names), by index. */
export function mentorsFor(roster: Roster, index: number): number[] {
  const taken = new Set(
    roster.members.flatMap((m, i) => (i !== index && m.apprenticeship ? [m.apprenticeship.mentor] : [])),
  );
  return roster.members.flatMap((m, i) =>
    i !== index && !taken.has(i) && hasProfile(m.profile) && canMentor(getProfile(m.profile)) ? [i] : [],
  );
}

/** What member `index` may copy from member `mentor` (content/apprenticeship.ts `apprenticeCopies`). */
export function copiesFrom(roster: Roster, index: number, mentor: number): ApprenticeCopy[] {
  const a = roster.members[index];
  const b = roster.members[mentor];
  if (!a || !b || !hasProfile(a.profile) || !hasProfile(b.profile)) return [];
  return apprenticeCopies(getProfile(a.profile), getProfile(b.profile));
}

/**
 * Name member `mentor` as member `index`'s mentor and `copy` as what it copies (its first copy when absent), or
 * none with `mentor` null. A copied Mage takes its first spells of the mentor's first Discipline; an Apprentice that
 * no longer copies Mage drops its spells. Refused, with the reason, for a member that is no Apprentice, a mentor that
 * is no other Doctor Hero of the gang or teaches another Apprentice, or a copy the mentor does not have.
 */
export function chooseMentor(
  roster: Roster,
  index: number,
  mentor: number | null,
  copy?: ApprenticeCopy,
): RosterStep {
  const m = roster.members[index];
  if (!m || !hasProfile(m.profile)) return { ok: false, reason: `There is no member ${index + 1}.` };
  const p = getProfile(m.profile);
  if (!isApprentice(p)) return { ok: false, reason: `${p.name} has no Apprenticeship.` };
  const { apprenticeship: _old, spells: _spells, ...rest } = m;
  let member: RosterMember = rest;
  if (mentor !== null) {
    const what = copy ?? copiesFrom(roster, index, mentor)[0];
    if (!what) return { ok: false, reason: `${p.name} has nothing to copy from member ${mentor + 1}.` };
    member = { ...rest, apprenticeship: { mentor, copy: what } };
  }
  const members = roster.members.map((x, i) => (i === index ? member : x));
  const before = new Set(apprenticeshipProblems(apprenticeMembers(roster.members)));
  const problem = apprenticeshipProblems(apprenticeMembers(members)).find((t) => !before.has(t));
  if (problem) return { ok: false, reason: problem };
  // The spells the Apprentice plays with: those it had while it stays a Mage of that Discipline, else its first.
  const played = playedProfiles(apprenticeMembers(members))[index] ?? p;
  const spells =
    m.spells && played.disciplines.includes(m.spells.discipline) ? m.spells : defaultSpellChoice(played);
  const chosen: RosterMember = spells ? { ...member, spells } : member;
  return { ok: true, roster: { ...roster, members: members.map((x, i) => (i === index ? chosen : x)) } };
}
