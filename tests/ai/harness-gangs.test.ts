import { describe, expect, it } from 'vitest';
import { PAIRINGS, pairingsOf, pairSetup } from '../../src/ai/harness/tournament.ts';

describe('tournament pairings of any two ready-made gangs', () => {
  it('plays X–Y, X–X, Y–Y, Y–X, or The Guild and Rashaar by default', () => {
    expect(pairingsOf()).toBe(PAIRINGS);
    expect(pairingsOf(['strigoi', 'the-doctors'])).toEqual([
      ['strigoi', 'the-doctors'],
      ['strigoi', 'strigoi'],
      ['the-doctors', 'the-doctors'],
      ['the-doctors', 'strigoi'],
    ]);
  });

  it('sets a pair up with the gangs named, by id or by the faction’s id prefix', () => {
    const setup = pairSetup('gang-war', 0, { gangs: ['the-guild', 'the-vatican'] });
    expect(setup.gangs.map((g) => g.faction)).toEqual(['The Guild', 'The Vatican']);
    expect(() => pairSetup('gang-war', 0, { gangs: ['nobody', 'rashaar'] })).toThrow(/nobody/);
  });
});
