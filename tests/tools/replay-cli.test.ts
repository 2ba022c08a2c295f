/**
 * The headless record tools as a person runs them: `sim --save` writes a record that `replay` plays again to the
 * same summary line; `replay` plays every golden game to its recorded events; a bad record or flag exits 2 with one
 * line naming what is wrong, never a stack trace.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const run = (tool: string, ...args: string[]) => {
  const r = spawnSync(TSX, [join(ROOT, 'tools', tool), ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const dir = mkdtempSync(join(tmpdir(), 'carnevale-replay-'));

describe('sim --save and replay', () => {
  it('replays a saved game to the same summary and the same log', () => {
    const save = join(dir, 'game.json');
    const sim = run(
      'sim.ts',
      '--scenario',
      'street-fight',
      '--seed',
      '4',
      '--players',
      'random,random',
      '--save',
      save,
      '--log',
      join(dir, 'a.log'),
    );
    expect(sim.code).toBe(0);
    const replay = run('replay.ts', save, '--log', join(dir, 'b.log'));
    expect(replay.code).toBe(0);
    expect(replay.out).toBe(sim.out);
    expect(readFileSync(join(dir, 'b.log'), 'utf8')).toBe(readFileSync(join(dir, 'a.log'), 'utf8'));
  }, 60_000);

  it('replays the fifty golden games to their recorded events', () => {
    const games = readdirSync(join(ROOT, 'tests/golden/games')).length;
    const r = run('replay.ts', 'tests/golden/games', '--any-content');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    expect(r.out.trim().split('\n')).toHaveLength(games);
    expect(games).toBeGreaterThanOrEqual(50);
  }, 120_000);

  it('says in one line what is wrong with a bad record, exit 2', () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ format: 'carnevale-match', version: 1, seed: 'x' }));
    const r = run('replay.ts', bad);
    expect(r.code).toBe(2);
    expect(r.err.trim().split('\n')).toHaveLength(1);
    expect(r.err).toContain('bad.json is damaged');
    expect(r.err).not.toMatch(/\n\s+at /);
    const golden = JSON.parse(readFileSync(join(ROOT, 'tests/golden/games/random-random-1.json'), 'utf8'));
    golden.commands.splice(3, 1);
    writeFileSync(bad, JSON.stringify(golden));
    const cut = run('replay.ts', bad, '--any-content');
    expect(cut.code).toBe(2);
    expect(cut.err).toMatch(/^replay: .*bad\.json: (command \d+ \(.*\) was refused|.*events)/);
  }, 60_000);

  it('refuses unknown flags, missing values and unwritable outputs before playing', () => {
    expect(run('sim.ts', '--bogus').err).toMatch(/^sim: Unknown option '--bogus'/);
    expect(run('sim.ts', '--seed').code).toBe(2);
    expect(run('sim.ts', '--seed', 'NaN').err).toContain('--seed must be a whole number');
    expect(run('sim.ts', '--scenario', 'constructor').err).toContain('unknown scenario "constructor"');
    const missing = run('sim.ts', '--log', join(dir, 'no-such-folder', 'x.log'));
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('no such file or folder');
    expect(run('replay.ts').code).toBe(2);
  }, 60_000);
});
