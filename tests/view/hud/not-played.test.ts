import { describe, expect, it } from 'vitest';
import { getProfile } from '../../../src/content/index.ts';
import { notPlayedYet } from '../../../src/rules/index.ts';
import { notPlayedLine, unplayedOf } from '../../../src/view/hud/not-played.ts';

describe('abilities not played yet, as the screens say it', () => {
  it('names the unique abilities of a profile the engine does not play yet, and none of a Guild profile', () => {
    const ferryman = getProfile('strigoi-ferryman');
    const names = ferryman.uniqueAbilities.map((u) => u.name);
    expect(unplayedOf(ferryman)).toEqual(names.filter((n) => notPlayedYet(n)));
    expect(unplayedOf(ferryman).length).toBeGreaterThan(0);
    expect(unplayedOf(getProfile('the-guild-capodecina'))).toEqual([]);
  });

  it('makes one line for a gang, each ability with its character, a profile taken twice named once', () => {
    const ferryman = getProfile('strigoi-ferryman');
    const line = notPlayedLine([ferryman, getProfile('the-guild-capodecina'), ferryman]);
    expect(line).toBe(
      `Not played yet: ${unplayedOf(ferryman)
        .map((n) => `${n} (Ferryman)`)
        .join(', ')}`,
    );
    expect(notPlayedLine([getProfile('the-guild-capodecina')])).toBeNull();
  });
});
