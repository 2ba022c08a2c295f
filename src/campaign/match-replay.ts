/**
 * A match and its record (match-record.ts): the record of a match as it stands, with this game's content
 * fingerprint; the save of a match in play (match-save.ts); and a match played again from its record, event for event
 * (DESIGN §3.1), or why it cannot be — a record of other content, a setup the engine cannot start, a command refused.
 * These need the engine and the content; reading a record or a save does not (match-record.ts, match-save.ts).
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import {
  type Board,
  createMatch,
  loadLevel,
  type Match,
  type MatchEvent,
  scenarioOf,
  submit,
} from '../rules/index.ts';
import { contentHash } from './content-hash.ts';
import { clipped, MATCH_RECORD_FORMAT, MATCH_RECORD_VERSION, type SavedMatch } from './match-record.ts';
import { MATCH_SAVE_FORMAT, MATCH_SAVE_VERSION, type MatchSave, type PlaySettings } from './match-save.ts';

/** The record of match `m` as it stands: its setup, seed and accepted commands, with this game's version and content. */
export function recordOf(m: Match): SavedMatch {
  return {
    format: MATCH_RECORD_FORMAT,
    version: MATCH_RECORD_VERSION,
    contentHash: contentHash(),
    setup: m.setup,
    seed: m.seed,
    commands: [...m.commands],
  };
}

/**
 * The SHA-256 (64 hex digits) of an event log written as JSON lines (one line per event, each ending in a newline):
 * two logs that differ in any event, field or order differ here. A golden record keeps it (tests/golden).
 */
export function eventsFingerprint(events: readonly MatchEvent[]): string {
  const h = sha256.create();
  for (const e of events) h.update(utf8ToBytes(`${JSON.stringify(e)}\n`));
  return bytesToHex(h.digest());
}

/** What {@link replayRecord} gives: the match, or why the record does not replay. */
export type ReplayResult =
  | { readonly ok: true; readonly match: Match }
  | {
      readonly ok: false;
      readonly reason: string;
      /** The record was made with other content or rules: it may replay anyway (`anyContent`), or stop on the way. */
      readonly otherContent?: boolean;
      /** The index of the command refused, when one was. */
      readonly at?: number;
    };

/** Options of {@link replayRecord}. */
export interface ReplayOptions {
  /** The board to play on (default: the shipped level the setup names). */
  readonly board?: Board;
  /** Keep a mitt event bus on the match (the browser). */
  readonly bus?: boolean;
  /** Replay a record made with other content or rules too (it may stop at a command refused). */
  readonly anyContent?: boolean;
  /** Replay only the first `commands` commands (a replay stepped back, a command taken back). */
  readonly commands?: number;
}

/**
 * Play `record` again on a fresh match: the same setup, seed and commands give the same match, event for event
 * (DESIGN §3.1). Refuses, with a sentence and never a throw: a record made with other content or rules (unless
 * `anyContent`), a setup the engine cannot start (an unknown profile or level, say), and the first command the
 * engine refuses or fails on (its index, type and reason).
 */
export function replayRecord(record: SavedMatch, options: ReplayOptions = {}): ReplayResult {
  if (record.contentHash !== contentHash() && !options.anyContent)
    return {
      ok: false,
      otherContent: true,
      reason: `this match was played with other rules or content than this version of the game has (${record.contentHash.slice(0, 12)}…, here ${contentHash().slice(0, 12)}…): it may play differently from the record`,
    };
  let m: Match;
  try {
    m = createMatch(record.setup, record.seed, options.board ?? loadLevel(record.setup.level), {
      bus: options.bus ?? false,
    });
  } catch (e) {
    return { ok: false, reason: `the match cannot be set up: ${clipped((e as Error).message, 300)}` };
  }
  const n = Math.min(options.commands ?? record.commands.length, record.commands.length);
  for (let k = 0; k < n; k++) {
    const c = record.commands[k]!;
    try {
      const r = submit(m, c);
      if (!r.ok)
        return {
          ok: false,
          at: k,
          reason: `command ${k} (${c.type}) was refused: ${clipped(r.reason, 300)}`,
        };
    } catch (e) {
      return {
        ok: false,
        at: k,
        reason: `command ${k} (${c.type}) failed: ${clipped((e as Error).message, 300)}`,
      };
    }
  }
  return { ok: true, match: m };
}

/** One point of a match's Victory Points chart: the standing of each gang (by id) after a round, or at the end. */
export interface VpPoint {
  /** "Round 2", or "End" (the final score, Agendas of the last round and the Objectives' last scoring in). */
  readonly label: string;
  readonly vp: Readonly<Record<string, number>>;
}

/**
 * The Victory Points of each gang round by round, as the scenario scores them (rulebook "Campaigns & Scenarios":
 * Victory Points) at the end of each round the match played, then its final score: `record` replayed on `board`
 * (default: the level its setup names). Null when the record does not replay.
 */
export function vpByRound(record: SavedMatch, board?: Board): VpPoint[] | null {
  const start = replayRecord(record, { board, bus: true, commands: 0, anyContent: true });
  if (!start.ok) return null;
  const m = start.match;
  const bus = m.bus;
  if (!bus) return null;
  const scenario = scenarioOf(m.setup.scenario);
  const points: VpPoint[] = [];
  bus.on('round-end', () => points.push({ label: `Round ${m.round}`, vp: scenario.score(m) }));
  for (const c of record.commands) if (!submit(m, c).ok) return null;
  if (m.over) points.push({ label: 'End', vp: { ...m.vp } });
  return points;
}

/** The save of match `m` as it stands, played with `play`, at `now`. */
export function saveOf(m: Match, play: PlaySettings, now: Date): MatchSave {
  return {
    format: MATCH_SAVE_FORMAT,
    version: MATCH_SAVE_VERSION,
    savedAt: now.toISOString(),
    round: m.round,
    record: recordOf(m),
    play,
  };
}
