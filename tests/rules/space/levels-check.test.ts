import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkLevelText, loadLevelFile, main } from '../../../tools/levels-check.ts';
import { tiledMap } from './tiled.ts';

const fixture = (name: string) => `tests/rules/space/fixtures/${name}`;

describe('levels:check', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('passes the Gang War board with one summary line', () => {
    const file = 'levels/gang-war-venice.json';
    const report = checkLevelText(file, readFileSync(file, 'utf8'));
    expect(report.ok).toBe(true);
    expect(report.lines).toHaveLength(1);
    expect(report.lines[0]).toMatch(
      /^ok levels\/gang-war-venice\.json: 36×36, water \d+%, ground \d+%, buildings \d+%, \d+ bridges/,
    );
  });

  it('passes each new board with one line naming the scenarios it serves', () => {
    const cases: [string, string][] = [
      [
        'levels/secure-arms-arsenale.json',
        '36×36, .*6 objective spots \\(Secure Arms, Take What is Theirs, Gang War\\)$',
      ],
      ['levels/acquisition-rialto-market.json', '24×24, .*2 objective spots \\(Acquisition\\)$'],
      ['levels/street-fight-ponte-longo.json', '48×24, .*1 bridge, .*\\(Street Fight\\)$'],
    ];
    for (const [file, summary] of cases) {
      const report = checkLevelText(file, readFileSync(file, 'utf8'));
      expect(report.ok).toBe(true);
      expect(report.lines).toHaveLength(1);
      expect(report.lines[0]).toMatch(new RegExp(`^ok ${file}: ${summary}`));
    }
  });

  it('prints the room of every zone of every scenario served with --zones', () => {
    const file = 'levels/acquisition-rialto-market.json';
    const report = checkLevelText(file, readFileSync(file, 'utf8'), true);
    expect(report.lines[1]).toMatch(
      /^ {2}zones levels\/acquisition-rialto-market\.json: acquisition \(6 a gang\): north-west corner \(2–4 players\) \d+, south-east corner \(2–4 players\) \d+, north-east corner \(3–4 players\) \d+, south-west corner \(4 players\) \d+$/,
    );
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(main(['--zones', 'levels/street-fight-ponte-longo.json'])).toBe(0);
    expect(log.mock.calls.map((c) => String(c[0]))[1]).toMatch(
      /^ {2}zones .*west edge, north half \(2 Attackers\) \d+/,
    );
  });

  it('reports what a board lacks for a scenario it serves, and a scenario it does not know', () => {
    const rows = Array.from({ length: 24 }, () => '.'.repeat(24));
    const map = tiledMap(rows, {
      scenarios: 'acquisition,carnival-ball',
      objectives: [['Goods', 11, 6, { scenario: 'acquisition' }]],
    });
    const report = checkLevelText('levels/x.json', JSON.stringify(map));
    expect(report.ok).toBe(false);
    expect(report.lines).toEqual([
      'error levels/x.json: acquisition: objectives: 1 spots, the scenario needs 2',
      '  warning levels/x.json: scenarios: levels:check knows nothing of "carnival-ball"',
    ]);
  });

  it('names the file and the field of a broken level', () => {
    const file = fixture('broken-level.json');
    const report = checkLevelText(file, readFileSync(file, 'utf8'));
    expect(report.ok).toBe(false);
    expect(report.lines[0]).toMatch(
      /^error tests\/rules\/space\/fixtures\/broken-level\.json: layers\[0\]\.data\[37\]: unknown tile 99/,
    );
  });

  it('reports a level too small for Gang War', () => {
    const file = fixture('gang-war-too-small.json');
    const report = checkLevelText(file, readFileSync(file, 'utf8'));
    expect(report.ok).toBe(false);
    expect(report.lines).toContain(
      `error ${file}: width/height: Gang War is played on a 36×36 board (3'×3'), this one is 8×8`,
    );
    expect(report.lines).toContain(`error ${file}: deployment: needs zones 0 and 1, found 1`);
    expect(report.lines.some((l) => l.startsWith(`  warning ${file}: terrain: no canal`))).toBe(true);
  });

  it('loads a level file for Node tools, naming the file on failure', () => {
    expect(loadLevelFile('levels/gang-war-venice.json').width).toBe(36);
    expect(() => loadLevelFile(fixture('broken-level.json'))).toThrow(
      /broken-level\.json: layers\[0\]\.data\[37\]/,
    );
    expect(() => loadLevelFile('levels/none.json')).toThrow(/^levels\/none\.json: cannot read the file/);
  });

  it('reports text that is not JSON', () => {
    expect(checkLevelText('levels/bad.json', '{ "type": ').lines[0]).toMatch(
      /^error levels\/bad\.json: not valid JSON/,
    );
  });

  it('exits 1 when a level fails and 0 when all pass', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(main([])).toBe(0);
    expect(main([fixture('broken-level.json'), 'levels/gang-war-venice.json'])).toBe(1);
    expect(main(['levels/none.json'])).toBe(1);
    expect(log.mock.calls.map((c) => String(c[0]))).toContain(
      "error levels/none.json: cannot read the file (ENOENT: no such file or directory, open '" +
        `${process.cwd()}/levels/none.json')`,
    );
  });
});
