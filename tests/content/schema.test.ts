import { describe, expect, it } from 'vitest';
import profilesJson from '../../src/content/data/profiles.json';
import { ContentError, validateGangFile, validateProfiles } from '../../src/content/index.ts';

const copy = (): Record<string, unknown>[] => structuredClone(profilesJson) as Record<string, unknown>[];

describe('validateProfiles', () => {
  it('accepts the generated catalogue', () => {
    expect(validateProfiles(profilesJson, 'profiles.json')).toHaveLength(315);
  });

  it('names the file and the field of a weapon range that is not a number', () => {
    const json = copy();
    const weapons = json[12]?.weapons as Record<string, unknown>[];
    weapons[0] = { ...weapons[0], range: '3' };
    expect(() => validateProfiles(json, 'profiles.json')).toThrow(ContentError);
    expect(() => validateProfiles(json, 'profiles.json')).toThrow(
      'profiles.json: [12].weapons[0].range: expected number',
    );
  });

  it('names a missing stat', () => {
    const json = copy();
    delete json[3]?.lp;
    expect(() => validateProfiles(json, 'mine.json')).toThrow(/mine\.json: \[3\]\.lp: missing/);
  });

  it('rejects an unknown role', () => {
    const json = copy();
    (json[0] as Record<string, unknown>).roles = ['Boss'];
    expect(() => validateProfiles(json, 'profiles.json')).toThrow(
      /profiles\.json: \[0\]\.roles\[0\]: expected/,
    );
  });

  it('rejects a repeated id', () => {
    const json = copy();
    json[5] = { ...json[5], id: json[4]?.id };
    expect(() => validateProfiles(json, 'profiles.json')).toThrow(/\[5\]\.id: duplicate id/);
  });

  it('rejects a file that is not a list', () => {
    expect(() => validateProfiles({ profiles: [] }, 'profiles.json')).toThrow(
      /profiles\.json: \(root\): expected Array/,
    );
  });
});

describe('validateGangFile', () => {
  const good = {
    id: 'test',
    name: 'Test',
    faction: 'The Guild',
    colour: '#123456',
    ducats: 100,
    members: [{ profile: 'the-guild-capodecina' }],
  };

  it('accepts a well-formed gang', () => {
    expect(validateGangFile(good, 'test.json').members).toHaveLength(1);
  });

  it('names a bad colour', () => {
    expect(() => validateGangFile({ ...good, colour: 'red' }, 'test.json')).toThrow(
      /test\.json: colour: expected a colour/,
    );
  });

  it('names an unknown member profile', () => {
    const bad = { ...good, members: [...good.members, { profile: 'the-guild-doge' }] };
    expect(() => validateGangFile(bad, 'test.json')).toThrow(
      'test.json: members[1].profile: unknown character profile "the-guild-doge"',
    );
  });

  it('names a member without a profile', () => {
    const bad = { ...good, members: [{ name: 'Nobody' }] };
    expect(() => validateGangFile(bad, 'test.json')).toThrow(/test\.json: members\[0\]\.profile: missing/);
  });

  it('rejects a gang without members', () => {
    expect(() => validateGangFile({ ...good, members: [] }, 'test.json')).toThrow(
      /members: expected at least one/,
    );
  });
});
