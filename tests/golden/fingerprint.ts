/**
 * The golden replays' record: a game kept as a match record (src/campaign/match-record.ts) with who played it and
 * the fingerprint of its event log (`eventsFingerprint`: SHA-256 of one JSON line per event), so that a replay
 * that differs in any event, field or order is caught.
 */
import type { SavedMatch } from '../../src/campaign/match-record.ts';

export { eventsFingerprint } from '../../src/campaign/match-replay.ts';

/** One recorded game (tests/golden/games/<id>.json), written by `npm run golden:record`. */
export interface GoldenRecord extends SavedMatch {
  readonly id: string;
  /** The harness bots that played each seat (for the reader: replays need only the commands). */
  readonly bots: readonly string[];
  /** How many events the game produced, and its Victory Points at the end (to read a failure at a glance). */
  readonly events: number;
  readonly vp: Readonly<Record<string, number>>;
  /** SHA-256 (hex) of the event log, one JSON line per event. */
  readonly fingerprint: string;
}
