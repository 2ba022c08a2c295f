import { describe, expect, it } from 'vitest';
import { getProfile } from '../../../src/content/index.ts';
import { notPlayedYet } from '../../../src/rules/index.ts';
import { notPlayedLine, notPlayedWords, unplayedOf } from '../../../src/view/hud/not-played.ts';

describe('abilities not played yet, as the screens say it', () => {
  it('names the unique abilities of a profile the engine does not play yet, and none of a Guild profile', () => {
    const servant = getProfile('strigoi-highborn-servant');
    const names = servant.uniqueAbilities.map((u) => u.name);
    expect(unplayedOf(servant)).toEqual(names.filter((n) => notPlayedYet(n)));
    expect(unplayedOf(servant).length).toBeGreaterThan(0);
    expect(unplayedOf(getProfile('the-guild-capodecina'))).toEqual([]);
  });

  it('makes one line for a gang, each ability with its character and what it waits for, a profile taken twice named once', () => {
    const servant = getProfile('strigoi-highborn-servant');
    const line = notPlayedLine([servant, getProfile('the-guild-capodecina'), servant]);
    expect(line).toBe('Not played yet: Bankroll (Highborn Servant, waits for Equipment effects)');
    const admiral = getProfile('patricians-noble-admiral');
    expect(notPlayedLine([admiral])).toMatch(/^Not played yet: .*\(Noble Admiral, waits for Boats\)/);
    expect(notPlayedLine([getProfile('the-guild-capodecina')])).toBeNull();
  });

  it('says beside an ability what it waits for, when the game lacks a piece for it', () => {
    expect(notPlayedWords('Naval Discipline')).toBe('not played yet: waits for Boats');
    // every name not played yet waits for a piece today; one that waited for nothing would say only the words
    expect(notPlayedWords('Apprenticeship')).toBe('not played yet');
  });
});
