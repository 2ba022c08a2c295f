import { describe, expect, it } from 'vitest';
import { EQUIPMENT, equipmentByName } from '../../src/content/equipment.ts';
import { checkGang, weaponOptions } from '../../src/content/gang-rules.ts';
import { getProfile } from '../../src/content/profiles.ts';

const base = { faction: 'The Guild', ducats: 150 };
const leader = { profile: 'the-guild-capodecina' };
const dog = { profile: 'the-guild-dog' };

describe('weaponOptions', () => {
  it('lists the "OR" weapons of a profile by option group', () => {
    expect(weaponOptions(getProfile('the-guild-fisherman'))).toEqual([
      { group: 'Fisherman Weapon Choice', weapons: ['Pole Spear & Net', 'Harpoon Gun'] },
    ]);
    expect(weaponOptions(getProfile('the-guild-capodecina'))).toEqual([]);
  });
});

describe('checkGang: weapon choices (chosen before the game)', () => {
  const fisherman = (weapons?: Record<string, string>) => ({
    profile: 'the-guild-fisherman',
    ...(weapons ? { weapons } : {}),
  });

  it('asks for a choice when none is made', () => {
    const check = checkGang({ ...base, members: [leader, dog, fisherman()] });
    expect(check.issues).toEqual([
      {
        rule: 'weapons',
        text: 'Fisherman must choose its weapon before the game: Pole Spear & Net or Harpoon Gun.',
      },
    ]);
  });

  it('accepts one of the options and refuses anything else', () => {
    const good = checkGang({
      ...base,
      members: [leader, dog, fisherman({ 'Fisherman Weapon Choice': 'Harpoon Gun' })],
    });
    expect(good.ok).toBe(true);
    const bad = checkGang({
      ...base,
      members: [leader, dog, fisherman({ 'Fisherman Weapon Choice': 'Cannon' })],
    });
    expect(bad.problems).toEqual([
      'Fisherman cannot take "Cannon"; it chooses Pole Spear & Net or Harpoon Gun.',
    ]);
    const stray = checkGang({
      ...base,
      members: [leader, { profile: 'the-guild-dog', weapons: { Spare: 'Bone' } }],
    });
    expect(stray.problems).toEqual(['Dog has no weapon choice called "Spare".']);
  });
});

describe('checkGang: Equipment', () => {
  it('counts the Ducats of each piece', () => {
    const check = checkGang({ ...base, members: [leader], equipment: ['Lantern', 'Boat'] });
    expect(check.cost).toBe(20 + 2 + 11);
    expect(check.ok).toBe(true);
  });

  it('allows each piece once and names unknown pieces', () => {
    const check = checkGang({ ...base, members: [leader], equipment: ['Lantern', 'Lantern', 'Jetpack'] });
    expect(check.issues).toEqual([
      { rule: 'equipment', text: 'Lantern is bought 2 times; each piece of Equipment may be taken once.' },
      { rule: 'equipment', text: '"Jetpack" is not a known piece of Equipment.' },
    ]);
  });

  it('puts Equipment into the Ducat limit', () => {
    const check = checkGang({ ...base, ducats: 21, members: [leader], equipment: ['Lantern'] });
    expect(check.issues).toEqual([
      { rule: 'ducats', text: 'The gang costs 22 Ducats, 1 over its limit of 21.' },
    ]);
  });

  it('lists 13 pieces with whole costs and our own one-line text', () => {
    expect(EQUIPMENT).toHaveLength(13);
    expect(new Set(EQUIPMENT.map((e) => e.name)).size).toBe(13);
    for (const e of EQUIPMENT) {
      expect(Number.isInteger(e.cost) && e.cost > 0).toBe(true);
      expect(e.text.length).toBeGreaterThan(10);
    }
    expect(equipmentByName('Gondola')?.cost).toBe(4);
    expect(equipmentByName('gondola')).toBeUndefined();
  });
});
