/**
 * The match record (src/campaign/match-record.ts): a played match written as JSON, read back and replayed gives the
 * same events; every bad record is refused with a sentence naming what is wrong, never a throw.
 */
import { describe, expect, it } from 'vitest';
import { playOut } from '../../src/ai/play-out.ts';
import { randomPlayer } from '../../src/ai/random-player.ts';
import { contentHash } from '../../src/campaign/content-hash.ts';
import { defaultMatchSetup } from '../../src/campaign/default-match.ts';
import { MATCH_RECORD_VERSION, parseMatchRecord, type SavedMatch } from '../../src/campaign/match-record.ts';
import { recordOf, replayRecord } from '../../src/campaign/match-replay.ts';
import { createMatch, loadLevel, type Match, type MatchSetup } from '../../src/rules/index.ts';

function randomGame(seed: number): Match {
  const setup = defaultMatchSetup({ controllers: ['ai', 'ai'] });
  const m = createMatch(setup, seed, loadLevel(setup.level));
  return playOut(m, Object.fromEntries(setup.gangs.map((g, k) => [g.id, randomPlayer(seed * 31 + k)])));
}

const played = randomGame(5);
/** The played game's record, as a file holds it. */
const file = (): Record<string, unknown> => JSON.parse(JSON.stringify(recordOf(played)));
const read = (json: unknown): SavedMatch => {
  const r = parseMatchRecord(json, 'match.json');
  if (!r.ok) throw new Error(r.reason);
  return r.record;
};

describe('the match record', () => {
  it('holds the format, version, content hash, setup, seed and every command', () => {
    const r = recordOf(played);
    expect(r.format).toBe('carnevale-match');
    expect(r.version).toBe(MATCH_RECORD_VERSION);
    expect(r.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(r.contentHash).toBe(contentHash());
    expect(r.seed).toBe(5);
    expect(r.commands.length).toBe(played.commands.length);
    expect(r.commands).not.toBe(played.commands);
  });

  it('replays event for event after a trip through JSON', () => {
    const r = replayRecord(read(file()));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(JSON.stringify(r.match.log)).toBe(JSON.stringify(played.log));
    expect(r.match.vp).toEqual(played.vp);
    expect(r.match.over).toBe(true);
  });

  it('replays the first commands only when asked (a step back, a command taken back)', () => {
    const r = replayRecord(read(file()), { commands: 40 });
    expect(r.ok && r.match.commands.length).toBe(40);
    expect(r.ok && r.match.over).toBe(false);
  });

  it('refuses what is not a match record, naming what it is', () => {
    expect(parseMatchRecord('hello', 'match.json')).toEqual({
      ok: false,
      reason: 'match.json is not a match record (expected a JSON object).',
    });
    expect(parseMatchRecord([], 'x')).toMatchObject({ ok: false });
    const wrong = parseMatchRecord({ ...file(), format: 'carnevale-gang' }, 'match.json');
    expect(wrong).toMatchObject({ ok: false, reason: expect.stringContaining('"carnevale-gang"') });
  });

  it('names a newer or older version, or a missing one', () => {
    const newer = parseMatchRecord({ ...file(), version: MATCH_RECORD_VERSION + 1 }, 'match.json');
    expect(newer).toMatchObject({ ok: false, reason: expect.stringContaining('a newer version') });
    expect(newer.ok || newer.reason).toContain(`version ${MATCH_RECORD_VERSION + 1}`);
    const { version: _, ...none } = file();
    expect(parseMatchRecord(none, 'match.json')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('no version number'),
    });
  });

  it('names the damaged field', () => {
    const at = (change: (f: Record<string, unknown>) => void) => {
      const f = file();
      change(f);
      const r = parseMatchRecord(f, 'match.json');
      return r.ok ? 'accepted' : r.reason;
    };
    expect(at((f) => (f.seed = 1.5))).toContain('seed: expected a whole number');
    expect(at((f) => (f.seed = 2 ** 40))).toContain('seed: expected a whole number from -2147483648');
    expect(at((f) => ((f.commands as unknown[])[0] = { type: 'run-climb', actor: 'a' }))).toContain(
      'commands[0]',
    );
    expect(at((f) => ((f.setup as MatchSetup & { gangs: unknown[] }).gangs = []))).toContain('setup.gangs');
    expect(at((f) => (f.contentHash = 'abc'))).toContain('contentHash: expected 64 hexadecimal digits');
  });

  it('never echoes a huge value', () => {
    const f = file();
    (f.setup as { scenario: string }).scenario = 'x'.repeat(5_000_000);
    const r = parseMatchRecord(f, 'match.json');
    expect(r.ok).toBe(false);
    expect(!r.ok && r.reason.length).toBeLessThan(1000);
  });

  it('refuses a scenario this game does not know, by a prototype name too', () => {
    const f = file();
    (f.setup as { scenario: string }).scenario = 'constructor';
    expect(parseMatchRecord(f, 'match.json')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('setup.scenario: "constructor" is not a scenario of this game'),
    });
  });

  it('refuses two gangs of one id', () => {
    const f = file();
    const gangs = (f.setup as { gangs: { id: string }[] }).gangs;
    gangs[1]!.id = gangs[0]!.id;
    expect(parseMatchRecord(f, 'match.json')).toMatchObject({
      ok: false,
      reason: expect.stringContaining(`two gangs have the id "${gangs[0]!.id}"`),
    });
  });

  it('says a record of other content or rules may not replay, and replays it when asked', () => {
    const other = { ...read(file()), contentHash: '0'.repeat(64) };
    const r = replayRecord(other);
    expect(r).toMatchObject({
      ok: false,
      otherContent: true,
      reason: expect.stringContaining('other rules or content'),
    });
    expect(replayRecord(other, { anyContent: true }).ok).toBe(true);
  });

  it('gives the index and reason of a command refused on replay, never a throw', () => {
    const rec = read(file());
    const k = rec.commands.findIndex((c) => c.type === 'run-climb');
    const commands = rec.commands.map((c, i) =>
      i === k && c.type === 'run-climb' ? { ...c, to: [-50, -50, 0] as const } : c,
    );
    const r = replayRecord({ ...rec, commands });
    expect(r).toMatchObject({
      ok: false,
      at: k,
      reason: expect.stringContaining(`command ${k} (run-climb) was refused`),
    });
  });

  it('says a setup the engine cannot start cannot be set up', () => {
    const rec = read(file());
    const gangs = rec.setup.gangs.map((g, k) =>
      k === 0 ? { ...g, roster: [{ profile: 'nobody-at-all' }] } : g,
    );
    const r = replayRecord({ ...rec, setup: { ...rec.setup, gangs } });
    expect(r).toMatchObject({ ok: false, reason: expect.stringContaining('cannot be set up') });
    expect(!r.ok && r.reason).toContain('nobody-at-all');
  });
});

describe('character ids', () => {
  it('are unique by construction when one gang id and a name make another gang’s id', () => {
    const base = defaultMatchSetup({ controllers: ['ai', 'ai'] });
    const setup: MatchSetup = {
      ...base,
      deployment: 'level-zones',
      gangs: [
        { ...base.gangs[0]!, id: 'foo', faction: 'Rashaar', roster: [{ profile: 'rashaar-wet-nurse' }] },
        {
          ...base.gangs[1]!,
          id: 'foo-wet',
          faction: 'The Doctors',
          roster: [{ profile: 'the-doctors-nurse' }],
        },
      ],
    };
    const m = createMatch(setup, 1, loadLevel(setup.level));
    expect([...m.ids.keys()].sort()).toEqual(['foo-wet-nurse', 'foo-wet-nurse-2']);
  });

  it('refuses two gangs of one id with a sentence', () => {
    const base = defaultMatchSetup({ controllers: ['ai', 'ai'] });
    const setup = { ...base, gangs: [base.gangs[0]!, { ...base.gangs[1]!, id: base.gangs[0]!.id }] };
    expect(() => createMatch(setup, 1, loadLevel(setup.level))).toThrow(/two gangs have the id/);
  });
});
