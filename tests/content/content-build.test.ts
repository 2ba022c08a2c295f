import { describe, expect, it } from 'vitest';
import { buildProfilesJson, parseAbility } from '../../tools/content-build.ts';

const character = (over: Record<string, unknown> = {}) => ({
  id: 'the-guild-test',
  name: 'Test',
  faction: 'The Guild',
  role: ['Hero'],
  unique: false,
  costDucats: 12,
  baseSizeMm: 30,
  move: 4,
  dexterity: 5,
  attack: 3,
  protection: 2,
  mind: 4,
  actionPoints: 2,
  lifePoints: 11,
  willPoints: 3,
  commandPoints: 0,
  keywords: ['Hero', 'Faction (The Guild)'],
  disciplines: [],
  mageLevel: null,
  expertSorcerer: null,
  abilities: [{ name: 'Expert Offence', value: 1 }],
  weapons: [
    {
      name: 'Pistol',
      rangeInches: 8,
      evasion: 0,
      damage: 1,
      penetration: -1,
      abilities: ['Black Powder', 'Reload (2)', 'Two-handed'],
      optionGroup: 'Test Choice',
      note: 'ignored',
    },
  ],
  uniqueAbilities: [{ name: 'Sneak', type: 'Action', cost: '1 AP', summary: 'source words' }],
  sources: ['somewhere'],
  discrepancies: [],
  ...over,
});

const source = (characters: unknown[]) => ({
  factions: [
    {
      name: 'The Guild',
      keyword: 'Faction (The Guild)',
      factionCommand: { name: 'Mob Mentality', type: 'PULSE' },
    },
  ],
  characters,
});

const texts = { 'the-guild-test/Sneak': 'Our own words.' };

describe('parseAbility', () => {
  it('splits the (X) off and fixes known misspellings', () => {
    expect(parseAbility('Reload (2)')).toEqual({ name: 'Reload', value: 2 });
    expect(parseAbility('Stun')).toEqual({ name: 'Stun', value: null });
    expect(parseAbility('Two-handed')).toEqual({ name: 'Two-Handed', value: null });
    expect(parseAbility('Knockbakc')).toEqual({ name: 'Knockback', value: null });
    expect(parseAbility('Bodyguard (Leader)')).toEqual({ name: 'Bodyguard', value: 'Leader' });
  });
});

describe('buildProfilesJson', () => {
  it('maps the source fields to the Profile shape with our texts', () => {
    const out = JSON.parse(buildProfilesJson(source([character()]), 'data.json', texts));
    expect(out).toEqual([
      {
        id: 'the-guild-test',
        name: 'Test',
        faction: 'The Guild',
        roles: ['Hero'],
        unique: false,
        cost: 12,
        baseMm: 30,
        move: 4,
        dex: 5,
        attack: 3,
        protection: 2,
        mind: 4,
        ap: 2,
        lp: 11,
        wp: 3,
        cp: 0,
        keywords: ['Hero', 'Faction (The Guild)'],
        abilities: [{ name: 'Expert Offence', value: 1 }],
        weapons: [
          {
            name: 'Pistol',
            range: 8,
            evasion: 0,
            damage: 1,
            penetration: -1,
            abilities: [
              { name: 'Black Powder', value: null },
              { name: 'Reload', value: 2 },
              { name: 'Two-Handed', value: null },
            ],
            optionGroup: 'Test Choice',
          },
        ],
        uniqueAbilities: [{ name: 'Sneak', type: 'Action (1 AP)', text: 'Our own words.' }],
        mageLevel: null,
        expertSorcerer: null,
        disciplines: [],
      },
    ]);
  });

  it('writes deterministic 2-space JSON ending in a newline', () => {
    const a = buildProfilesJson(source([character()]), 'data.json', texts);
    expect(buildProfilesJson(source([character()]), 'data.json', texts)).toBe(a);
    expect(a.startsWith('[\n  {\n    "id": "the-guild-test"')).toBe(true);
    expect(a.endsWith('}\n]\n')).toBe(true);
  });

  it('links a character that comes with another one', () => {
    const owner = character({ id: 'the-guild-owner', name: 'Owner', uniqueAbilities: [] });
    const pet = character({
      id: 'the-guild-pet',
      name: 'Pet',
      costDucats: 0,
      uniqueAbilities: [],
      notes: ['Comes with the Owner (no separate cost).'],
    });
    const out = JSON.parse(buildProfilesJson(source([owner, pet]), 'data.json', {}));
    expect(out[1].attachedTo).toBe('the-guild-owner');
    expect(out[0].attachedTo).toBeUndefined();
  });

  it('refuses a Guild unique ability without our text', () => {
    expect(() => buildProfilesJson(source([character()]), 'data.json', {})).toThrow(
      'data.json: texts: no text for "the-guild-test/Sneak"',
    );
  });

  it('refuses a text that matches no ability', () => {
    expect(() =>
      buildProfilesJson(source([character()]), 'data.json', { ...texts, 'the-guild-test/Gone': 'x' }),
    ).toThrow(/"the-guild-test\/Gone" matches no unique ability/);
  });

  it('names the file and field of bad source data', () => {
    const bad = character({ lifePoints: '11' });
    expect(() => buildProfilesJson(source([bad]), 'data.json', texts)).toThrow(
      'data.json: characters[0].lifePoints: expected number, received "11"',
    );
  });

  it('refuses repeated ids', () => {
    expect(() => buildProfilesJson(source([character(), character()]), 'data.json', texts)).toThrow(
      /duplicate id "the-guild-test"/,
    );
  });
});
