/**
 * Apprenticeship (the Apprentice Doctor; src/content/apprenticeship.ts, src/campaign/roster-apprentice.ts): at gang
 * building a friendly Doctor Hero is named its mentor and the Apprentice copies one of its Character Abilities,
 * unique abilities or weapons (a copied Mage with the mentor's Disciplines); each mentor teaches one Apprentice. The
 * match plays the Apprentice with its copy (rules `profileOf`).
 */
import { describe, expect, it } from 'vitest';
import { newRoster, type Roster, type RosterStep, rosterFromGangFile } from '../../src/campaign/roster.ts';
import { chooseMentor, copiesFrom, mentorsFor } from '../../src/campaign/roster-apprentice.ts';
import { gangWarSetup, toGangSetup } from '../../src/campaign/roster-match.ts';
import { addMember, removeMember } from '../../src/campaign/roster-members.ts';
import { parseRoster } from '../../src/campaign/roster-save.ts';
import { toggleSpell } from '../../src/campaign/roster-spells.ts';
import { apprenticeCopies, apprenticeProfile, keepMembers } from '../../src/content/apprenticeship.ts';
import { checkGang } from '../../src/content/gang-rules.ts';
import { readyGangs } from '../../src/content/gangs/index.ts';
import { getProfile } from '../../src/content/profiles.ts';
import { holdsUnique } from '../../src/rules/character/stats.ts';
import { weaponsOf } from '../../src/rules/combat/combat.ts';
import { loadLevel, profileOf } from '../../src/rules/index.ts';
import { createMatch } from '../../src/rules/match/match.ts';
import { knownSpellsOf } from '../../src/rules/state/magic-state.ts';

const APPRENTICE = 'the-doctors-apprentice-doctor';
const POISONS = 'the-doctors-doctor-of-poisons'; // Expert Offence (2), Slippery; Elixir; Poisoned Blade
const MORGUE = 'the-doctors-morgue-doctor'; // Mage (2): Divinity, Fateweaving; Power Over Death; Surgical Tools
const LEADER = 'the-doctors-master-of-arcane-security';

const ok = (s: RosterStep): Roster => {
  if (!s.ok) throw new Error(s.reason);
  return s.roster;
};

/** A Doctors gang as recruited: the Leader, the Doctor of Poisons (1), the Morgue Doctor (2), two Apprentices (3, 4), a Nurse. */
function recruited(): Roster {
  let r = newRoster('The Doctors', 'doctors');
  for (const id of [LEADER, POISONS, MORGUE, APPRENTICE, APPRENTICE, 'the-doctors-nurse'])
    r = ok(addMember(r, id));
  return r;
}

/** The same gang with neither Apprentice taught yet. */
function gang(): Roster {
  return ok(chooseMentor(ok(chooseMentor(recruited(), 3, null)), 4, null));
}

describe('what an Apprentice may copy, and the Apprentice it makes', () => {
  it('lists the mentor’s Character Abilities, unique abilities and weapons', () => {
    const copies = apprenticeCopies(getProfile(APPRENTICE), getProfile(POISONS));
    expect(copies).toEqual([
      { kind: 'ability', name: 'Expert Offence' },
      { kind: 'ability', name: 'Slippery' },
      { kind: 'unique', name: 'Elixir' },
      { kind: 'weapon', name: 'Poisoned Blade' },
    ]);
  });

  it('adds the copy: a weapon with its own abilities, a unique ability, a Mage with the mentor’s Disciplines', () => {
    const apprentice = getProfile(APPRENTICE);
    const blade = apprenticeProfile(apprentice, getProfile(POISONS), {
      kind: 'weapon',
      name: 'Poisoned Blade',
    });
    const mentorBlade = getProfile(POISONS).weapons.find((w) => w.name === 'Poisoned Blade')!;
    expect(blade.weapons.map((w) => w.name)).toEqual(['Scalpel', 'Poisoned Blade']);
    expect(blade.weapons[1]!.abilities).toEqual(mentorBlade.abilities);
    expect(blade.id).toBe(APPRENTICE);
    expect(blade.cost).toBe(apprentice.cost);
    const elixir = apprenticeProfile(apprentice, getProfile(POISONS), { kind: 'unique', name: 'Elixir' });
    expect(elixir.uniqueAbilities.map((u) => u.name)).toEqual(['Apprenticeship', 'Elixir']);
    const mage = apprenticeProfile(apprentice, getProfile(MORGUE), { kind: 'ability', name: 'Mage' });
    expect(mage.mageLevel).toBe(2);
    expect(mage.disciplines).toEqual(['Divinity', 'Fateweaving']);
    expect(apprentice.mageLevel).toBeNull();
    expect(() =>
      apprenticeProfile(apprentice, getProfile(POISONS), { kind: 'weapon', name: 'Sword' }),
    ).toThrow(/no weapon "Sword"/);
  });
});

describe('Apprenticeship in the gang builder', () => {
  it('an Apprentice is recruited with the first Doctor Hero free to teach it, copying its first thing', () => {
    const r = recruited();
    expect(r.members[3]!.apprenticeship).toEqual({
      mentor: 1,
      copy: { kind: 'ability', name: 'Expert Offence' },
    });
    expect(r.members[4]!.apprenticeship).toEqual({ mentor: 2, copy: { kind: 'ability', name: 'Mage' } });
    expect(r.members[4]!.spells?.discipline).toBe('Divinity');
    expect(checkGang(r).ok).toBe(true);
    // with no Doctor Hero in the gang it comes with none
    const alone = ok(addMember(newRoster('The Doctors', 'd'), APPRENTICE));
    expect(alone.members[0]!.apprenticeship).toBeUndefined();
  });

  it('names a Doctor Hero as mentor with its first copy; another copy; none again', () => {
    let r = gang();
    expect(mentorsFor(r, 3)).toEqual([1, 2]);
    r = ok(chooseMentor(r, 3, 1));
    expect(r.members[3]!.apprenticeship).toEqual({
      mentor: 1,
      copy: { kind: 'ability', name: 'Expert Offence' },
    });
    r = ok(chooseMentor(r, 3, 1, { kind: 'weapon', name: 'Poisoned Blade' }));
    expect(r.members[3]!.apprenticeship?.copy.name).toBe('Poisoned Blade');
    expect(checkGang(r).ok).toBe(true);
    r = ok(chooseMentor(r, 3, null));
    expect(r.members[3]!.apprenticeship).toBeUndefined();
  });

  it('refuses a mentor that is no Doctor Hero, one teaching another Apprentice, and a copy it does not have', () => {
    let r = ok(chooseMentor(gang(), 3, 1));
    expect(chooseMentor(r, 4, 0)).toEqual({
      ok: false,
      reason: "Apprentice Doctor's mentor must be another Doctor Hero of the gang (Apprenticeship).",
    });
    expect(mentorsFor(r, 4)).toEqual([2]);
    const twice = chooseMentor(r, 4, 1);
    expect(twice.ok).toBe(false);
    expect(twice.ok ? '' : twice.reason).toMatch(/teaches 2 Apprentices; each mentor teaches one only/);
    expect(chooseMentor(r, 4, 2, { kind: 'unique', name: 'Elixir' })).toEqual({
      ok: false,
      reason: 'Apprentice Doctor cannot copy "Elixir" from Morgue Doctor (Apprenticeship).',
    });
    expect(chooseMentor(r, 0, 1).ok).toBe(false);
    r = ok(chooseMentor(r, 4, 2, { kind: 'unique', name: 'Power Over Death' }));
    expect(checkGang(r).ok).toBe(true);
  });

  it('a gang file naming a mentor twice breaks gang building, with the sentence', () => {
    const r = ok(chooseMentor(gang(), 3, 1));
    const broken: Roster = {
      ...r,
      members: r.members.map((m, i) =>
        i === 4 ? { ...m, apprenticeship: r.members[3]!.apprenticeship! } : m,
      ),
    };
    expect(checkGang(broken).problems).toContain(
      'Doctor of Poisons teaches 2 Apprentices; each mentor teaches one only (Apprenticeship).',
    );
  });

  it('a copied Mage picks its spells from the mentor’s Disciplines; losing the copy drops them', () => {
    let r = ok(chooseMentor(gang(), 3, 2, { kind: 'ability', name: 'Mage' }));
    const spells = r.members[3]!.spells!;
    expect(spells.discipline).toBe('Divinity');
    expect(spells.spells).toHaveLength(2);
    expect(checkGang(r).ok).toBe(true);
    // dropping one and picking it back within the Apprentice's Mage (2)
    r = ok(toggleSpell(r, 3, spells.spells[0]!));
    r = ok(toggleSpell(r, 3, spells.spells[0]!));
    r = ok(chooseMentor(r, 3, 2, { kind: 'weapon', name: 'Surgical Tools' }));
    expect(r.members[3]!.spells).toBeUndefined();
  });

  it('removing a member renumbers the mentors; removing the mentor leaves the Apprentice without one', () => {
    let r = ok(chooseMentor(gang(), 3, 1));
    r = ok(chooseMentor(r, 4, 2, { kind: 'unique', name: 'Power Over Death' }));
    const noLeader = removeMember(r, 0);
    expect(noLeader.members[2]!.apprenticeship?.mentor).toBe(0);
    expect(noLeader.members[3]!.apprenticeship?.mentor).toBe(1);
    const noPoisons = removeMember(r, 1);
    expect(noPoisons.members[2]!.apprenticeship).toBeUndefined();
    expect(noPoisons.members[3]!.apprenticeship?.mentor).toBe(1);
    // an Apprentice that copied Mage and loses its mentor drops the spells too: the gang stays legal
    const mage = ok(chooseMentor(gang(), 3, 2, { kind: 'ability', name: 'Mage' }));
    const noMorgue = removeMember(mage, 2);
    expect(noMorgue.members[2]!.apprenticeship).toBeUndefined();
    expect(noMorgue.members[2]!.spells).toBeUndefined();
    expect(checkGang(noMorgue).ok).toBe(true);
    expect(keepMembers(r.members, () => true)).toEqual(r.members);
  });

  it('is saved and read back with the roster, and goes into the match', () => {
    const r = ok(chooseMentor(gang(), 3, 1, { kind: 'weapon', name: 'Poisoned Blade' }));
    const back = parseRoster(JSON.parse(JSON.stringify(r)), 'Saved gang "doctors"');
    expect(back.ok && back.roster.members[3]!.apprenticeship).toEqual(r.members[3]!.apprenticeship);
    expect(toGangSetup(r, 'human').roster[3]!.apprenticeship).toEqual(r.members[3]!.apprenticeship);
    expect(copiesFrom(r, 3, 1).length).toBe(4);
    // a gang file (a ready-made gang's shape) keeps it too
    const file = {
      id: 'd',
      name: 'D',
      faction: 'The Doctors',
      colour: '#123456',
      ducats: 150,
      members: r.members,
    };
    expect(rosterFromGangFile(file).members[3]!.apprenticeship).toEqual(r.members[3]!.apprenticeship);
  });
});

describe('Apprenticeship in the match', () => {
  const guild = () => rosterFromGangFile(readyGangs().find((g) => g.id === 'guild')!);

  it('plays the Apprentice with its copy: the weapon, the unique ability, the Mage’s spells', () => {
    let r = ok(chooseMentor(gang(), 3, 1, { kind: 'weapon', name: 'Poisoned Blade' }));
    r = ok(chooseMentor(r, 4, 2, { kind: 'ability', name: 'Mage' }));
    const setup = gangWarSetup(r, guild());
    const m = createMatch(setup, 5, loadLevel(setup.level));
    const [blade, mage, plain] = [
      'doctors-apprentice-doctor',
      'doctors-apprentice-doctor-2',
      'doctors-nurse',
    ].map((id) => m.ids.get(id)!);
    expect(weaponsOf(m, blade!).map((w) => w.name)).toContain('Poisoned Blade');
    expect(weaponsOf(m, mage!).map((w) => w.name)).not.toContain('Poisoned Blade');
    expect(profileOf(m, mage!).mageLevel).toBe(2);
    expect(knownSpellsOf(m, mage!).length).toBeGreaterThanOrEqual(2);
    expect(profileOf(m, plain!).name).toBe('Nurse');
    const elixir = ok(chooseMentor(gang(), 3, 1, { kind: 'unique', name: 'Elixir' }));
    const s2 = gangWarSetup(elixir, guild());
    const m2 = createMatch(s2, 5, loadLevel(s2.level));
    expect(holdsUnique(m2, m2.ids.get('doctors-apprentice-doctor')!, 'Elixir')).toBe(true);
    expect(holdsUnique(m2, m2.ids.get('doctors-apprentice-doctor-2')!, 'Elixir')).toBe(false);
  });
});
