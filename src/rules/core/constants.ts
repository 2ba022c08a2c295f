/** Numbers of the rulebook that several chapters read. */

/** Most AP a character may use in one game round (rulebook "Action Points"). */
export const MAX_AP_PER_ROUND = 3;

/**
 * The version of the rules as the engine plays them, written into every match record with the content's hash
 * (src/campaign/match-record.ts): raised by a change that makes a recorded game play differently (the golden
 * replays re-recorded, tests/golden), so that an older record is known as such before it is replayed.
 */
export const RULES_VERSION = 1;
