import { describe, expect, it } from 'vitest';
import profilesJson from '../../src/content/data/profiles.json';
import {
  allProfiles,
  getProfile,
  isGifted,
  profilesOfFaction,
  recruitableFor,
  UNARMED,
  weaponsOf,
} from '../../src/content/index.ts';

describe('the generated catalogue', () => {
  it('holds all 315 profiles with unique ids', () => {
    expect(profilesJson).toHaveLength(315);
    const ids = allProfiles().map((p) => p.id);
    expect(ids).toHaveLength(315);
    expect(new Set(ids).size).toBe(315);
  });

  it('covers the seven factions with their counts', () => {
    const counts = Object.fromEntries(
      ['The Guild', 'The Doctors', 'Patricians', 'Rashaar', 'Strigoi', 'The Vatican', 'Gifted'].map((f) => [
        f,
        profilesOfFaction(f).length,
      ]),
    );
    expect(counts).toEqual({
      'The Guild': 48,
      'The Doctors': 47,
      Patricians: 43,
      Rashaar: 47,
      Strigoi: 42,
      'The Vatican': 52,
      Gifted: 36,
    });
  });
});

describe('getProfile', () => {
  it('returns the card numbers of the Capodecina', () => {
    const p = getProfile('the-guild-capodecina');
    expect(p).toMatchObject({
      name: 'Capodecina',
      faction: 'The Guild',
      roles: ['Leader'],
      unique: false,
      move: 5,
      dex: 6,
      attack: 4,
      protection: 2,
      mind: 4,
      ap: 3,
      lp: 13,
      wp: 4,
      cp: 4,
      baseMm: 30,
      cost: 20,
    });
    expect(p.weapons).toEqual([
      { name: 'Twin Blades', range: 0, evasion: 0, damage: 1, penetration: 0, abilities: [] },
    ]);
    expect(p.abilities).toContainEqual({ name: 'Expert Offence', value: 2 });
  });

  it('returns weapon numbers and parsed weapon abilities of a Rashaar leader', () => {
    const p = getProfile('rashaar-sir-tiburcio');
    expect(p).toMatchObject({ unique: true, cost: 23, baseMm: 40, protection: 6, lp: 16 });
    expect(p.weapons[0]).toEqual({
      name: 'Barnacle Claymore',
      range: 1,
      evasion: 1,
      damage: 1,
      penetration: -1,
      abilities: [
        { name: 'Two-Handed', value: null },
        { name: 'Knockback', value: null },
      ],
    });
  });

  it('keeps weapon option groups and Reload values', () => {
    const fisherman = getProfile('the-guild-fisherman');
    expect(fisherman.weapons.map((w) => w.optionGroup)).toEqual([
      'Fisherman Weapon Choice',
      'Fisherman Weapon Choice',
    ]);
    expect(fisherman.weapons[1]?.abilities).toContainEqual({ name: 'Reload', value: 1 });
  });

  it('marks the Tentacles as coming with the Emissary of Mother Hydra', () => {
    expect(getProfile('rashaar-maw-tentacle').attachedTo).toBe('rashaar-emissary-of-mother-hydra');
    expect(getProfile('rashaar-emissary-of-mother-hydra').attachedTo).toBeUndefined();
  });

  it('throws an error naming an unknown id', () => {
    expect(() => getProfile('the-guild-doge')).toThrow(/the-guild-doge/);
  });
});

describe('weaponsOf', () => {
  it('adds Unarmed to the profile weapons', () => {
    const ws = weaponsOf(getProfile('the-guild-capodecina'));
    expect(ws.map((w) => w.name)).toEqual(['Twin Blades', 'Unarmed']);
    expect(ws[1]).toBe(UNARMED);
  });

  it('does not list Unarmed twice when the profile already prints it', () => {
    const ws = weaponsOf(getProfile('rashaar-paartul-matriarch'));
    expect(ws.filter((w) => w.name === 'Unarmed')).toHaveLength(1);
  });
});

describe('recruiting', () => {
  it('lets Gifted characters join any faction but leaves out attached and role-less profiles', () => {
    const rashaar = recruitableFor('Rashaar');
    expect(rashaar.some((p) => p.faction === 'Gifted')).toBe(true);
    expect(rashaar.some((p) => p.faction === 'The Guild')).toBe(false);
    expect(rashaar.some((p) => p.id === 'rashaar-dagger-tentacle')).toBe(false);
    expect(rashaar.some((p) => p.id === 'gifted-painted-protector')).toBe(false);
    expect(rashaar.every((p) => p.faction === 'Rashaar' || isGifted(p))).toBe(true);
  });
});
