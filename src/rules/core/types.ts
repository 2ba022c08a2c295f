/**
 * The public shapes of the rules engine, in one place: the match record, commands, pending decisions and events.
 *
 * A match is fully described by `{ setup, seed, commands }` (DESIGN §3.1): replaying the commands on a
 * new match built from the same setup and seed produces the same events, byte for byte.
 * Every field is plain JSON so that records, logs and saves can be written and read as they are.
 *
 * Each topic has its file: match-setup.ts (gangs, setup, record), commands.ts, pending-decisions.ts, events.ts,
 * roll-types.ts (types of roll and their results) and point.ts (a point on the table).
 */

export type * from './commands.ts';
export type * from './events.ts';
export type * from './match-setup.ts';
export type * from './pending-decisions.ts';
export type * from './point.ts';
export type * from './roll-types.ts';
