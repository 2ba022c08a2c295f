/**
 * The golden replays (tests/golden/games, tests/golden/rules-cases.json): seeded games and every rules case,
 * replayed through the engine's one door, must give exactly the events they gave when recorded. A change that
 * is meant to change play re-records the games it changes (`npm run golden:record -- --only ID…`) and says so.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { replayRecord } from '../../src/campaign/match-replay.ts';
import { playRulesCase } from '../../src/rules/read/rules-case.ts';
import { eventsFingerprint, type GoldenRecord } from './fingerprint.ts';

const GAMES = join(import.meta.dirname, 'games');
const CASES = join(import.meta.dirname, '../rules/cases');
const games = readdirSync(GAMES).filter((f) => f.endsWith('.json'));
const casePrints = JSON.parse(readFileSync(join(import.meta.dirname, 'rules-cases.json'), 'utf8')) as Record<
  string,
  string
>;

describe('golden replays: games', () => {
  it('has fifty games to replay, of every scenario', () => {
    expect(games.length).toBeGreaterThanOrEqual(50);
    const scenarios = games.map(
      (f) => (JSON.parse(readFileSync(join(GAMES, f), 'utf8')) as GoldenRecord).setup.scenario,
    );
    expect(new Set(scenarios).size).toBe(5);
  });
  for (const file of games) {
    it(file, () => {
      const r = JSON.parse(readFileSync(join(GAMES, file), 'utf8')) as GoldenRecord;
      // The fingerprint is the check: a record stamped with older content still replays the same events.
      const replayed = replayRecord(r, { anyContent: true });
      if (!replayed.ok) throw new Error(replayed.reason);
      const m = replayed.match;
      expect(m.over, 'the game ends').toBe(true);
      expect(m.log.length, 'events').toBe(r.events);
      expect(m.vp).toEqual(r.vp);
      expect(eventsFingerprint(m.log)).toBe(r.fingerprint);
    });
  }
});

describe('golden replays: rules cases', () => {
  const files = readdirSync(CASES).filter((f) => f.endsWith('.json'));
  it('has a fingerprint for every rules case and none for a case that is gone', () => {
    expect(Object.keys(casePrints).sort()).toEqual([...files].sort());
  });
  for (const file of files) {
    it(file, () => {
      const result = playRulesCase(JSON.parse(readFileSync(join(CASES, file), 'utf8')));
      expect(eventsFingerprint(result.events)).toBe(casePrints[file]);
    });
  }
});
