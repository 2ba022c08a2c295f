import { describe, expect, it } from 'vitest';
import { validateGangFile } from '../../src/content/gangs/index.ts';
import { QUICK_MATCH_GANGS } from '../../src/content/gangs/quick-match.ts';
import { checkGang, getProfile, readyGangs } from '../../src/content/index.ts';
import { spellChoiceProblems } from '../../src/content/spell-choice.ts';

describe('readyGangs', () => {
  it('offers a gang of 150 Ducats for each of the seven factions, The Guild and Rashaar first', () => {
    const gangs = readyGangs();
    expect(gangs.map((g) => [g.id, g.faction, g.ducats, g.colour])).toEqual([
      ['guild', 'The Guild', 150, '#b03a2e'],
      ['rashaar', 'Rashaar', 150, '#1f8a70'],
      ['strigoi', 'Strigoi', 150, '#a8327a'],
      ['the-vatican', 'The Vatican', 150, '#ece6d6'],
      ['patricians', 'Patricians', 150, '#d4ac0d'],
      ['the-doctors', 'The Doctors', 150, '#2e75b6'],
      ['gifted', 'Gifted', 150, '#6f42c1'],
    ]);
    expect(new Set(gangs.map((g) => g.colour)).size).toBe(gangs.length);
  });

  it("names the quick match's gangs on the menu as the first two ready-made gangs, checked", () => {
    expect(QUICK_MATCH_GANGS).toEqual(
      readyGangs()
        .slice(0, 2)
        .map((g) => ({ faction: g.faction, name: g.name })),
    );
  });

  it('gives each gang 6 to 9 characters, one Leader, and a legal spend', () => {
    for (const g of readyGangs()) {
      expect(g.members.length).toBeGreaterThanOrEqual(6);
      expect(g.members.length).toBeLessThanOrEqual(9);
      const check = checkGang(g);
      expect(check.ok).toBe(true);
      expect(check.roles.filter((r) => r === 'Leader')).toHaveLength(1);
      expect(check.cost).toBeGreaterThanOrEqual(135);
    }
  });

  it('fields a Mage in each gang, with a legal pick of spells, and no weapon choices', () => {
    for (const g of readyGangs()) {
      const mages = g.members.filter((m) => getProfile(m.profile).mageLevel !== null);
      expect(mages.length, g.id).toBeGreaterThanOrEqual(1);
      for (const m of mages) {
        expect(m.spells, m.profile).toBeDefined();
        expect(spellChoiceProblems(getProfile(m.profile), m.spells!)).toEqual([]);
      }
      for (const m of g.members)
        for (const w of getProfile(m.profile).weapons)
          expect(w.optionGroup, `${m.profile} ${w.name}`).toBeUndefined();
    }
  });

  it('refuses a gang file whose Mage picks spells it may not, naming the member', () => {
    const bad = {
      ...readyGangs()[0]!,
      members: [{ profile: 'the-guild-witch', spells: { discipline: 'Divinity', spells: [] } }],
    };
    expect(() => validateGangFile(bad, 'bad.json')).toThrow(
      'bad.json: members[0].spells: Witch cannot use Divinity',
    );
  });

  it('offers a Guild and a Rashaar gang for the smaller scenarios too, each legal within 5 Ducats of its size', () => {
    for (const ducats of [100, 75]) {
      const gangs = readyGangs(ducats);
      expect(gangs.map((g) => [g.id, g.faction, g.ducats])).toEqual([
        ['guild', 'The Guild', ducats],
        ['rashaar', 'Rashaar', ducats],
      ]);
      for (const g of gangs) {
        const check = checkGang(g);
        expect(check.ok, `${g.name}: ${check.problems.join(' ')}`).toBe(true);
        expect(check.cost).toBeGreaterThanOrEqual(ducats - 5);
        expect(check.cost).toBeLessThanOrEqual(ducats);
      }
    }
  });

  it('returns the same validated objects on every call', () => {
    expect(readyGangs()).toBe(readyGangs());
  });
});
