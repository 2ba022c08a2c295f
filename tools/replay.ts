/**
 * Replays match records (`npm run sim -- … --save FILE`, an exported match, the golden games of tests/golden/games)
 * and prints, for each, the same one-line summary as `sim`:
 *
 *   npm run replay -- match.json [more.json | folder …] [--log FILE] [--any-content]
 *
 * A folder stands for every `.json` file in it. A record that keeps the fingerprint of its events (a golden game:
 * `fingerprint`, `events`) must replay to exactly those events. With --log FILE (one record only) the replayed
 * match's events are written as JSON lines (docs/events.md), as `sim --log` writes them. A record made with other
 * rules or content is refused unless --any-content. Exit 0 when every record replays; otherwise exit 2, with one
 * line on standard error for each bad record naming what is wrong (never a stack trace).
 */
import { closeSync, openSync, readdirSync, readFileSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { clipped, parseMatchRecord } from '../src/campaign/match-record.ts';
import { eventsFingerprint, type ReplayResult, replayRecord } from '../src/campaign/match-replay.ts';
import { flagsOf } from './flags.ts';
import { fileProblem, matchLine } from './match-line.ts';

function fail(message: string): never {
  process.stderr.write(`replay: ${message}\n`);
  process.exit(2);
}

const parsed = flagsOf('replay', { log: { type: 'string' }, 'any-content': { type: 'boolean' } }, true) as {
  values: { log?: string; 'any-content'?: boolean };
  positionals: string[];
};
if (parsed.positionals.length === 0) fail('name the match record to replay: npm run replay -- match.json');

/** The files named: each file, and every `.json` file of each folder, in name order. */
function filesOf(names: readonly string[]): string[] {
  return names.flatMap((name) => {
    try {
      if (!statSync(name).isDirectory()) return [name];
      return readdirSync(name)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => join(name, f));
    } catch {
      return [name]; // said as that record's problem
    }
  });
}
const files = filesOf(parsed.positionals);
if (parsed.values.log !== undefined && files.length !== 1) fail('--log writes the events of one record only');
let log: number | null = null;
if (parsed.values.log !== undefined) {
  try {
    log = openSync(parsed.values.log, 'w');
  } catch (e) {
    fail(`--log ${parsed.values.log}: ${fileProblem(e)}`);
  }
}

/** Replay one file: the match, or the one line that says what is wrong. */
function replayFile(file: string): ReplayResult {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    return { ok: false, reason: err.code ? fileProblem(err) : `not JSON: ${clipped(err.message, 160)}` };
  }
  const read = parseMatchRecord(json, file);
  if (!read.ok) return read;
  const r = replayRecord(read.record, { anyContent: parsed.values['any-content'] === true });
  if (!r.ok) return r.otherContent ? { ...r, reason: `${r.reason} (--any-content replays it anyway)` } : r;
  const kept = json as { fingerprint?: unknown; events?: unknown };
  if (typeof kept.events === 'number' && kept.events !== r.match.log.length)
    return { ok: false, reason: `${r.match.log.length} events, not the ${kept.events} recorded` };
  if (typeof kept.fingerprint === 'string' && kept.fingerprint !== eventsFingerprint(r.match.log))
    return { ok: false, reason: 'the events differ from the recorded ones (their fingerprint)' };
  return r;
}

let bad = 0;
for (const file of files) {
  const r = replayFile(file);
  if (!r.ok) {
    bad++;
    const said = r.reason.startsWith(file) ? r.reason : `${file}: ${r.reason}`;
    process.stderr.write(`replay: ${said.split('\n')[0]}\n`);
    continue;
  }
  if (log !== null) {
    writeSync(log, `${r.match.log.map((e) => JSON.stringify(e)).join('\n')}\n`);
    closeSync(log);
  }
  process.stdout.write(`${matchLine(r.match)}\n`);
}
if (bad > 0) process.exit(2);
