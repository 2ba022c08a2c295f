import { describe, expect, it } from 'vitest';
import { newRoster, type Roster } from '../../src/campaign/roster.ts';
import { addMember } from '../../src/campaign/roster-members.ts';
import { parseRoster } from '../../src/campaign/roster-save.ts';

const W = 'Saved gang "mob"';

function sample(): Roster {
  const s = addMember(newRoster('The Guild', 'mob', 'The Mob'), 'the-guild-fisherman');
  if (!s.ok) throw new Error(s.reason);
  return { ...s.roster, equipment: ['Lantern'] };
}

describe('parseRoster', () => {
  it('reads back what was saved, weapon choices and Equipment included', () => {
    const r = sample();
    expect(parseRoster(JSON.parse(JSON.stringify(r)), W)).toEqual({ ok: true, roster: r });
  });

  it('loads an illegal gang: legality is shown in the builder, not refused on load', () => {
    const r = { ...sample(), members: [] };
    expect(parseRoster(r, W).ok).toBe(true);
  });

  it('reports a save with no version as outdated', () => {
    const { version: _, ...old } = sample();
    expect(parseRoster(old, W)).toEqual({
      ok: false,
      message: 'Saved gang "mob" is outdated: it has no version number, so this game cannot read it.',
    });
  });

  it('reports a save from a newer game', () => {
    expect(parseRoster({ ...sample(), version: 7 }, W)).toEqual({
      ok: false,
      message:
        'Saved gang "mob" was saved by a newer version of the game (save version 7; this game reads version 1).',
    });
  });

  it('names the damaged fields', () => {
    const bad = { ...sample(), colour: 'red', members: [{ profile: 3 }] };
    const result = parseRoster(bad, W);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toMatch(/^Saved gang "mob" is damaged: /);
      expect(result.message).toContain('colour: expected a colour like #1f8a70');
      expect(result.message).toContain('members[0].profile: expected string, received 3');
    }
  });

  it('reports a character this game does not know', () => {
    const r = { ...sample(), members: [{ profile: 'the-guild-kraken' }] };
    expect(parseRoster(r, W)).toEqual({
      ok: false,
      message:
        'Saved gang "mob" is outdated: members[0] names the character "the-guild-kraken", which this game does not know.',
    });
  });

  it('never throws on junk', () => {
    for (const junk of [null, 3, 'gang', [], undefined, { version: '1' }]) {
      const result = parseRoster(junk, W);
      expect(result.ok).toBe(false);
    }
  });
});
