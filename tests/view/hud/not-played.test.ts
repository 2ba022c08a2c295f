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
    const apprentice = getProfile('the-doctors-apprentice-doctor');
    expect(notPlayedLine([apprentice])).toBe('Not played yet: Apprenticeship (Apprentice Doctor)');
    expect(notPlayedLine([getProfile('the-guild-capodecina')])).toBeNull();
  });

  it('says beside an ability what it waits for, when the game lacks a piece for it', () => {
    expect(notPlayedWords('Naval Discipline')).toBe('not played yet: waits for Boats');
    expect(notPlayedWords('Apprenticeship')).toBe('not played yet');
  });
});
