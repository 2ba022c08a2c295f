/**
 * The golden replays' record and fingerprint: a game kept as `{setup, seed, commands}` and the SHA-256 of its event
 * log (one JSON line per event), so that a replay that differs in any event, field or order is caught.
 */
import { createHash } from 'node:crypto';
import type { Command, MatchEvent, MatchSetup } from '../../src/rules/index.ts';

/** One recorded game (tests/golden/games/<id>.json), written by `npm run golden:record`. */
export interface GoldenRecord {
  readonly id: string;
  /** The harness bots that played each seat (for the reader: replays need only the commands). */
  readonly bots: readonly string[];
  readonly setup: MatchSetup;
  readonly seed: number;
  readonly commands: readonly Command[];
  /** How many events the game produced, and its Victory Points at the end (to read a failure at a glance). */
  readonly events: number;
  readonly vp: Readonly<Record<string, number>>;
  /** SHA-256 (hex) of the event log, one JSON line per event. */
  readonly fingerprint: string;
}

/** The SHA-256 (hex) of an event log written as JSON lines. */
export function eventsFingerprint(events: readonly MatchEvent[]): string {
  const h = createHash('sha256');
  for (const e of events) h.update(`${JSON.stringify(e)}\n`);
  return h.digest('hex');
}
