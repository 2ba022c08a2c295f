import { describe, expect, it } from 'vitest';
import { checkGang, getProfile, readyGangs } from '../../src/content/index.ts';

describe('readyGangs', () => {
  it('offers a Guild and a Rashaar gang of 150 Ducats', () => {
    const gangs = readyGangs();
    expect(gangs.map((g) => [g.id, g.faction, g.ducats, g.colour])).toEqual([
      ['guild', 'The Guild', 150, '#b03a2e'],
      ['rashaar', 'Rashaar', 150, '#1f8a70'],
    ]);
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

  it('picks characters the engine plays: no Mages (magic comes later), no weapon choices', () => {
    for (const g of readyGangs()) {
      for (const m of g.members) {
        const p = getProfile(m.profile);
        expect(p.mageLevel, p.id).toBeNull();
        for (const w of p.weapons) {
          expect(w.optionGroup, `${p.id} ${w.name}`).toBeUndefined();
        }
      }
    }
  });

  it('returns the same validated objects on every call', () => {
    expect(readyGangs()).toBe(readyGangs());
  });
});
