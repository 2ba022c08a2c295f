/**
 * The match record: one versioned format for a match kept on disk or in the browser's storage,
 * `{format, version, contentHash, setup, seed, commands}` (DESIGN §3.1: a match is fully described by its setup, seed
 * and commands; docs/events.md "The match record"). Read back through {@link parseMatchRecord}, which names the field
 * of anything wrong and never throws. Made from a match and played again in match-replay.ts, which needs the engine
 * and the content; reading a record here needs neither (the menu lists saved matches before the battle is loaded).
 */
import * as v from 'valibot';
import { DISCIPLINES } from '../content/disciplines.ts';
import { scenarioFileIds } from '../content/scenarios.ts';
import { ApprenticeshipSchema, issueMessage, issuePath } from '../content/schema.ts';
import { CommandSchema, type MatchRecord, type MatchSetup } from '../rules/index.ts';

/** The `format` of every match record. */
export const MATCH_RECORD_FORMAT = 'carnevale-match';
/** The version of the record's shape this game writes and reads. */
export const MATCH_RECORD_VERSION = 1;
/** The seeds a match takes: whole numbers of 32 bits, signed (the dice generator's range). */
export const SEED_MIN = -2_147_483_648;
export const SEED_MAX = 2_147_483_647;
/** Most commands a record may hold (a long four-gang game has a few thousand). */
export const MAX_COMMANDS = 200_000;
/** Longest name (gang, member) a record may hold, in characters. */
export const MAX_NAME = 60;

/** A match record as written: the setup, the seed and every accepted command, with what they were played with. */
export interface SavedMatch extends MatchRecord {
  readonly format: typeof MATCH_RECORD_FORMAT;
  readonly version: number;
  /** The rules version and content the match was played with (content-hash.ts): 64 hex digits. */
  readonly contentHash: string;
}

const bounded = (most: number) =>
  v.pipe(
    v.string(),
    v.minLength(1, 'expected a non-empty string'),
    v.maxLength(most, `expected at most ${most} characters`),
  );
const id = v.pipe(bounded(MAX_NAME), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a kebab-case id'));

/** A match's setup: scenario, level, 2–4 gangs of 1–40 members, and how they are set up. */
export const MatchSetupSchema = v.object({
  scenario: bounded(MAX_NAME),
  level: bounded(MAX_NAME),
  gangs: v.pipe(
    v.array(
      v.object({
        id,
        name: bounded(MAX_NAME),
        faction: bounded(MAX_NAME),
        colour: v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour like #1f8a70')),
        controller: v.picklist(['human', 'ai']),
        roster: v.pipe(
          v.array(
            v.object({
              profile: bounded(100),
              name: v.optional(bounded(MAX_NAME)),
              weapons: v.optional(v.record(bounded(100), bounded(100))),
              spells: v.optional(
                v.object({
                  discipline: v.picklist(DISCIPLINES),
                  spells: v.pipe(v.array(bounded(100)), v.maxLength(10)),
                }),
              ),
              apprenticeship: v.optional(ApprenticeshipSchema),
            }),
          ),
          v.minLength(1, 'expected at least 1 member'),
          v.maxLength(40, 'expected at most 40 members'),
        ),
        equipment: v.optional(v.pipe(v.array(bounded(100)), v.maxLength(20, 'expected at most 20 pieces'))),
        side: v.optional(v.picklist(['attacker', 'defender'])),
      }),
    ),
    v.minLength(2, 'expected 2 to 4 gangs'),
    v.maxLength(4, 'expected 2 to 4 gangs'),
  ),
  deployment: v.optional(v.picklist(['players', 'level-zones'])),
});

/** A seed: a whole number of 32 bits. */
export const SeedSchema = v.pipe(
  v.number(),
  v.integer('expected a whole number'),
  v.minValue(SEED_MIN, `expected a whole number from ${SEED_MIN} to ${SEED_MAX} (32 bits)`),
  v.maxValue(SEED_MAX, `expected a whole number from ${SEED_MIN} to ${SEED_MAX} (32 bits)`),
);

/** The whole record, once its format and version are known to be this game's. */
export const MatchRecordSchema = v.object({
  format: v.literal(MATCH_RECORD_FORMAT),
  version: v.literal(MATCH_RECORD_VERSION),
  contentHash: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'expected 64 hexadecimal digits')),
  setup: MatchSetupSchema,
  seed: SeedSchema,
  commands: v.pipe(
    v.array(CommandSchema),
    v.maxLength(MAX_COMMANDS, `expected at most ${MAX_COMMANDS} commands`),
  ),
});

// Compile-time check: a setup the schema accepts is one the engine takes.
const setupOk: v.InferOutput<typeof MatchSetupSchema> extends MatchSetup ? true : never = true;
void setupOk;

/** A record read back: the record, or why it cannot be used (sentences naming the field). */
export type RecordRead =
  | { readonly ok: true; readonly record: SavedMatch }
  | { readonly ok: false; readonly reason: string };

/** `text` cut to `most` characters (a message never echoes a huge value). */
export function clipped(text: string, most = 160): string {
  return text.length <= most ? text : `${text.slice(0, most - 1)}…`;
}

/** Up to five schema problems as `where: field: problem`, each clipped. */
export function schemaProblems(where: string, issues: readonly v.BaseIssue<unknown>[]): string {
  const lines = issues.slice(0, 5).map((i) => `${issuePath(i)}: ${clipped(issueMessage(i))}`);
  if (issues.length > 5) lines.push(`… and ${issues.length - 5} more problems`);
  return `${where} is damaged: ${lines.join('; ')}.`;
}

/** The format, version and kind of an object: the first line of every refusal of a saved file. */
export function versionProblem(
  json: unknown,
  where: string,
  format: string,
  version: number,
  what: string,
): string | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    return `${where} is not ${what} (expected a JSON object).`;
  const o = json as Record<string, unknown>;
  if (o.format !== format)
    return `${where} is not ${what}: its format is ${typeof o.format === 'string' ? `"${clipped(o.format, 40)}"` : 'missing'}, not "${format}".`;
  if (typeof o.version !== 'number' || !Number.isInteger(o.version))
    return `${where} has no version number, so this game cannot read it.`;
  if (o.version !== version) {
    const when = o.version > version ? 'a newer' : 'an older';
    return `${where} was written by ${when} version of the game (version ${o.version}; this game reads version ${version}).`;
  }
  return null;
}

/**
 * Check a match record read from a file or the browser's storage. `where` names it in messages (e.g.
 * `match.json`). Refuses anything but an object of this format, a version other than this game's (newer or older,
 * named), any field the schema refuses (up to five, as `field: problem`), a scenario this game does not know, and
 * two gangs of one id. Content the engine does not know (a profile, a level) is found by {@link replayRecord}.
 * Never throws.
 */
export function parseMatchRecord(json: unknown, where = 'The match record'): RecordRead {
  const problem = versionProblem(json, where, MATCH_RECORD_FORMAT, MATCH_RECORD_VERSION, 'a match record');
  if (problem) return { ok: false, reason: problem };
  const r = v.safeParse(MatchRecordSchema, json);
  if (!r.success) return { ok: false, reason: schemaProblems(where, r.issues) };
  const record = r.output as SavedMatch;
  if (!scenarioFileIds().includes(record.setup.scenario))
    return {
      ok: false,
      reason: `${where}: setup.scenario: "${record.setup.scenario}" is not a scenario of this game (${scenarioFileIds().join(', ')}).`,
    };
  const ids = record.setup.gangs.map((g) => g.id);
  const twice = ids.find((g, k) => ids.indexOf(g) !== k);
  if (twice) return { ok: false, reason: `${where}: setup.gangs: two gangs have the id "${twice}".` };
  return { ok: true, record };
}
