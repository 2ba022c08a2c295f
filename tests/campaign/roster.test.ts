import { describe, expect, it } from 'vitest';
import {
  changeFaction,
  checkRoster,
  ducatsLeft,
  freshRosterId,
  newRoster,
  type Roster,
  type RosterStep,
  rosterFromGangFile,
  setDucats,
} from '../../src/campaign/roster.ts';
import { toggleEquipment } from '../../src/campaign/roster-equipment.ts';
import { addMember, chooseWeapon, removeMember } from '../../src/campaign/roster-members.ts';
import { readyGangs } from '../../src/content/gangs/index.ts';

/** Apply `addMember` for each profile, failing the test on a refusal. */
function build(r: Roster, ...profiles: string[]): Roster {
  return profiles.reduce((acc, p) => ok(addMember(acc, p)), r);
}
function ok(s: RosterStep): Roster {
  if (!s.ok) throw new Error(s.reason);
  return s.roster;
}

const GUILD_150 = [
  'the-guild-capodecina',
  'the-guild-ebenezer-chummage',
  'the-guild-black-lamp',
  'the-guild-whaler',
  'the-guild-very-loud-ostrich',
  'the-guild-blood-courier',
  'the-guild-blood-courier',
  'the-guild-shipwright',
  'the-guild-escort',
  'the-guild-escort',
];

describe('newRoster', () => {
  it('starts empty with the faction colour and 150 Ducats', () => {
    const r = newRoster('The Guild', 'mob');
    expect(r).toMatchObject({
      faction: 'The Guild',
      colour: '#b03a2e',
      ducats: 150,
      members: [],
      equipment: [],
    });
    expect(checkRoster(r).problems).toEqual([
      'The gang has no Leader: it needs exactly one character with the Leader keyword.',
    ]);
  });

  it('refuses an unknown faction', () => {
    expect(() => newRoster('The Carpenters', 'x')).toThrow('unknown faction "The Carpenters"');
  });
});

describe('addMember', () => {
  it('builds a legal Guild gang of exactly 150 Ducats', () => {
    const r = build(newRoster('The Guild', 'mob'), ...GUILD_150);
    const check = checkRoster(r);
    expect(check.problems).toEqual([]);
    expect(check.cost).toBe(150);
    expect(ducatsLeft(r)).toBe(0);
  });

  it('gives each Romani a Discipline no other Romani has (Tarot), so the gang stays legal', () => {
    const r = build(
      newRoster('Strigoi', 'night'),
      'strigoi-radu-basarab',
      'strigoi-romani',
      'strigoi-romani',
    );
    const [, a, b] = r.members;
    expect(a?.spells?.discipline).toBeDefined();
    expect(b?.spells?.discipline).toBeDefined();
    expect(a?.spells?.discipline).not.toBe(b?.spells?.discipline);
    expect(checkRoster(r).problems.filter((p) => p.includes('Tarot'))).toEqual([]);
  });

  it('refuses a second Leader, naming both', () => {
    const r = build(newRoster('The Guild', 'mob'), 'the-guild-capodecina');
    const s = addMember(r, 'the-guild-madame');
    expect(s).toEqual({
      ok: false,
      reason: 'Madame cannot join: The gang has 2 Leaders (Capodecina, Madame); it must have exactly one.',
    });
  });

  it('refuses going over the Ducat limit', () => {
    const r = build(newRoster('The Guild', 'mob'), ...GUILD_150);
    const s = addMember(r, 'the-guild-dog');
    expect(s.ok).toBe(false);
    if (!s.ok) expect(s.reason).toBe('Dog cannot join: The gang costs 155 Ducats, 5 over its limit of 150.');
  });

  it('refuses a Unique character twice and a character of another Faction', () => {
    const r = build(newRoster('The Guild', 'mob'), 'the-guild-black-lamp');
    const again = addMember(r, 'the-guild-black-lamp');
    expect(again.ok || again.reason).toMatch(/Black Lamp is Unique but appears 2 times/);
    const stranger = addMember(r, 'rashaar-brachyura');
    expect(stranger.ok || stranger.reason).toMatch(/belongs to Rashaar, not The Guild/);
  });

  it('lets Heroes come before Henchmen: the live check reports it, the step is not refused', () => {
    const r = build(newRoster('The Guild', 'mob'), 'the-guild-capodecina', 'the-guild-whaler');
    expect(checkRoster(r).problems).toEqual([
      'The gang has 1 Hero (Whaler) but only 0 Henchmen; Heroes may not outnumber Henchmen.',
    ]);
  });

  it('accepts Gifted characters in any gang', () => {
    const gifted = 'gifted-il-capitano';
    const r = build(newRoster('Rashaar', 'tide'), gifted);
    expect(r.members.map((m) => m.profile)).toEqual([gifted]);
  });

  it('brings the Tentacles with the Emissary of Mother Hydra and takes them away with it', () => {
    const r = build(newRoster('Rashaar', 'tide'), 'rashaar-emissary-of-mother-hydra');
    expect(r.members.map((m) => m.profile)).toEqual([
      'rashaar-emissary-of-mother-hydra',
      'rashaar-dagger-tentacle',
      'rashaar-lash-tentacle',
      'rashaar-maw-tentacle',
      'rashaar-thorn-tentacle',
    ]);
    expect(removeMember(r, 0).members).toEqual([]);
    expect(addMember(r, 'rashaar-maw-tentacle')).toEqual({
      ok: false,
      reason: 'Maw Tentacle cannot be recruited on its own.',
    });
  });

  it('refuses an unknown profile', () => {
    expect(addMember(newRoster('The Guild', 'mob'), 'the-guild-kraken')).toEqual({
      ok: false,
      reason: 'There is no character profile "the-guild-kraken".',
    });
  });
});

describe('weapon options', () => {
  it('starts a Fisherman on its first option and lets the player switch', () => {
    let r = build(newRoster('The Guild', 'mob'), 'the-guild-fisherman');
    expect(r.members[0]?.weapons).toEqual({ 'Fisherman Weapon Choice': 'Pole Spear & Net' });
    r = ok(chooseWeapon(r, 0, 'Fisherman Weapon Choice', 'Harpoon Gun'));
    expect(r.members[0]?.weapons).toEqual({ 'Fisherman Weapon Choice': 'Harpoon Gun' });
    expect(checkRoster(r).issues.filter((i) => i.rule === 'weapons')).toEqual([]);
  });

  it('refuses a weapon that is not one of the options', () => {
    const r = build(newRoster('The Guild', 'mob'), 'the-guild-fisherman');
    expect(chooseWeapon(r, 0, 'Fisherman Weapon Choice', 'Cannon')).toEqual({
      ok: false,
      reason: 'Fisherman cannot take "Cannon".',
    });
  });
});

describe('equipment', () => {
  it('adds its cost, once each, and gives it back', () => {
    let r = build(newRoster('The Guild', 'mob'), 'the-guild-capodecina');
    r = ok(toggleEquipment(r, 'Lantern'));
    expect(checkRoster(r).cost).toBe(22);
    expect(ok(toggleEquipment(r, 'Lantern')).equipment).toEqual([]);
  });

  it('refuses equipment over the Ducat limit and unknown equipment', () => {
    const r = build(newRoster('The Guild', 'mob'), ...GUILD_150);
    expect(toggleEquipment(r, 'Flashbang Grenade')).toEqual({
      ok: false,
      reason: 'Flashbang Grenade cannot be bought: The gang costs 151 Ducats, 1 over its limit of 150.',
    });
    expect(toggleEquipment(r, 'Jetpack')).toEqual({
      ok: false,
      reason: '"Jetpack" is not a known piece of Equipment.',
    });
  });
});

describe('changeFaction and setDucats', () => {
  it('keeps Gifted members, drops the rest and follows the faction colour', () => {
    const r = build(newRoster('The Guild', 'mob'), 'the-guild-capodecina', 'gifted-burattino');
    const { roster, removed } = changeFaction(r, 'Rashaar');
    expect(removed).toEqual(['Capodecina']);
    expect(roster.members.map((m) => m.profile)).toEqual(['gifted-burattino']);
    expect(roster.colour).toBe('#1f8a70');
  });

  it('reports a limit below the cost in the live check', () => {
    const r = setDucats(build(newRoster('The Guild', 'mob'), ...GUILD_150), 100);
    expect(checkRoster(r).problems).toContain('The gang costs 150 Ducats, 50 over its limit of 100.');
  });
});

describe('removeMember', () => {
  it('removes one member by index and ignores an index out of range', () => {
    const r = build(newRoster('The Guild', 'mob'), 'the-guild-capodecina', 'the-guild-dog');
    expect(removeMember(r, 1).members.map((m) => m.profile)).toEqual(['the-guild-capodecina']);
    expect(removeMember(r, 5)).toBe(r);
  });
});

describe('rosterFromGangFile and freshRosterId', () => {
  it('turns a ready gang into a legal roster', () => {
    const g = readyGangs()[0]!;
    const r = rosterFromGangFile(g);
    expect(r.members).toHaveLength(g.members.length);
    expect(checkRoster(r).ok).toBe(true);
  });

  it('makes a kebab-case id from the name that is not taken', () => {
    expect(freshRosterId('The Fishmarket Mob!', [])).toBe('the-fishmarket-mob');
    expect(freshRosterId('Mob', ['mob', 'mob-2'])).toBe('mob-3');
    expect(freshRosterId('???', [])).toBe('gang');
  });
});
