import { describe, expect, it } from 'vitest';
import { defaultMatchSetup } from '../../src/campaign/default-match.ts';

describe('defaultMatchSetup: the ready-made gangs fielded', () => {
  it('fields the first two ready-made gangs unless told which, by id or by the faction’s id prefix', () => {
    const plain = defaultMatchSetup({ controllers: ['ai', 'ai'] });
    expect(plain.gangs.map((g) => g.id)).toEqual(['guild', 'rashaar']);
    const named = defaultMatchSetup({ controllers: ['ai', 'ai'], gangs: ['rashaar', 'the-guild'] });
    expect(named.gangs.map((g) => [g.id, g.faction])).toEqual([
      ['rashaar', 'Rashaar'],
      ['guild', 'The Guild'],
    ]);
  });

  it('fields a second copy of a gang named twice, with an id, name and colour of its own', () => {
    const mirror = defaultMatchSetup({ controllers: ['ai', 'ai'], gangs: ['rashaar', 'rashaar'] });
    const [a, b] = mirror.gangs;
    expect(b!.id).toBe('rashaar-2');
    expect(b!.name).toBe(`${a!.name} (2)`);
    expect(b!.colour).not.toBe(a!.colour);
    expect(b!.roster).toEqual(a!.roster);
  });

  it('names the gangs there are when asked for one that is not', () => {
    expect(() => defaultMatchSetup({ gangs: ['rashaar', 'nobody'] })).toThrow(
      /^no ready-made gang "nobody" of 150 Ducats \(there are: guild, rashaar/,
    );
  });
});
