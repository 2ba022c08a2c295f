/**
 * A match saved to be continued: its record (match-record.ts) and how the person was playing it — the computer's
 * difficulty for each gang, the play speed, the questions switched off, whether the screen is handed over between
 * people — with the time it was saved. Made by `saveOf` (match-replay.ts) and written after every accepted command
 * (src/app/save-store.ts), read back through {@link parseMatchSave}, which names the field of anything wrong and never
 * throws (DESIGN §4).
 */
import * as v from 'valibot';
import {
  clipped,
  MatchRecordSchema,
  parseMatchRecord,
  type SavedMatch,
  schemaProblems,
  versionProblem,
} from './match-record.ts';

/** The `format` of a saved match. */
export const MATCH_SAVE_FORMAT = 'carnevale-save';
/** The version of the saved match's shape this game writes and reads. */
export const MATCH_SAVE_VERSION = 1;

/** The computer's levels of play (src/ai: they differ only in decisions). */
const LEVELS = ['easy', 'normal', 'hard'] as const;

/** How often a person is asked a kind of question (src/view/battle/ask-policy.ts). */
const ASK_MODES = ['always', 'matters', 'never'] as const;

/** How a person was playing the match: what the battle screen needs besides the record. */
export interface PlaySettings {
  /** Play speed of the animations (1, 2, 4 or `instant`). */
  readonly speed: 1 | 2 | 4 | 'instant';
  /**
   * How often the person is asked about Will Points and about Command Points (COUNTER, PLAN): "Ask me" in the top
   * bar. Saves of the older shape held two "Never ask" switches: on reads as `never`, off as `matters` (the default).
   */
  readonly ask: {
    readonly willPoints: (typeof ASK_MODES)[number];
    readonly commandPoints: (typeof ASK_MODES)[number];
  };
  /** How hard the computer plays, and per gang (by id) where that differs. */
  readonly difficulty: (typeof LEVELS)[number];
  readonly difficulties: Readonly<Record<string, (typeof LEVELS)[number]>>;
  /** Several people at this machine: the hand-over screen between them. */
  readonly handOver: boolean;
  /** A match of the campaign under way (its result is noted in the campaign as it ends). */
  readonly campaign?: boolean;
}

/** A saved match: `{format, version, savedAt, record, play}`. */
export interface MatchSave {
  readonly format: typeof MATCH_SAVE_FORMAT;
  readonly version: number;
  /** When it was saved (ISO 8601, the browser's clock: for the reader, never for the rules). */
  readonly savedAt: string;
  /** The game round when it was saved (0 while setting up): for the reader, the record decides. */
  readonly round: number;
  readonly record: SavedMatch;
  readonly play: PlaySettings;
}

const PlaySchema = v.object({
  speed: v.picklist([1, 2, 4, 'instant']),
  ask: v.union([
    v.object({ willPoints: v.picklist(ASK_MODES), commandPoints: v.picklist(ASK_MODES) }),
    // The older shape: two "Never ask" switches.
    v.pipe(
      v.object({ neverAskWillPoints: v.boolean(), neverOfferCounter: v.boolean() }),
      v.transform((o) => ({
        willPoints: o.neverAskWillPoints ? ('never' as const) : ('matters' as const),
        commandPoints: o.neverOfferCounter ? ('never' as const) : ('matters' as const),
      })),
    ),
  ]),
  difficulty: v.picklist(LEVELS),
  difficulties: v.record(v.pipe(v.string(), v.maxLength(60)), v.picklist(LEVELS)),
  handOver: v.boolean(),
  campaign: v.optional(v.boolean()),
});

const SaveSchema = v.object({
  format: v.literal(MATCH_SAVE_FORMAT),
  version: v.literal(MATCH_SAVE_VERSION),
  savedAt: v.pipe(v.string(), v.isoTimestamp('expected a date and time (ISO 8601)')),
  round: v.pipe(v.number(), v.integer('expected a whole number'), v.minValue(0), v.maxValue(99)),
  record: MatchRecordSchema,
  play: PlaySchema,
});

/** A saved match read back: the save, or why it cannot be used (sentences naming the field). */
export type SaveRead =
  | { readonly ok: true; readonly save: MatchSave }
  | { readonly ok: false; readonly reason: string };

/**
 * Check a saved match. `where` names it in messages (e.g. `The saved match`). Refuses what is not an object of this
 * format, a version other than this game's (newer or older, named), the record's own problems
 * (match-record.ts `parseMatchRecord`) and any other field the schema refuses. Never throws.
 */
export function parseMatchSave(json: unknown, where = 'The saved match'): SaveRead {
  const problem = versionProblem(json, where, MATCH_SAVE_FORMAT, MATCH_SAVE_VERSION, 'a saved match');
  if (problem) return { ok: false, reason: problem };
  const record = parseMatchRecord((json as { record?: unknown }).record, `${where}'s record`);
  if (!record.ok) return record;
  const r = v.safeParse(SaveSchema, json);
  if (!r.success) return { ok: false, reason: schemaProblems(where, r.issues) };
  return { ok: true, save: { ...(r.output as MatchSave), record: record.record } };
}

/** A line that says what a save holds: `Gang War, round 3: The Guild against Rashaar`. */
export function saveTitle(save: MatchSave, scenarioName: string): string {
  const gangs = save.record.setup.gangs.map((g) => g.name).join(' against ');
  return clipped(
    `${scenarioName}, ${save.round === 0 ? 'setting up' : `round ${save.round}`}: ${gangs}`,
    120,
  );
}
