/**
 * Saved rosters: the valibot schema of a stored gang and the check every save goes through when it is read
 * back (DESIGN §4: bad input gets a clear message and loses nothing). A broken or outdated save is reported,
 * never thrown and never repaired in place.
 */
import * as v from 'valibot';
import { DISCIPLINES } from '../content/disciplines.ts';
import { hasProfile } from '../content/profiles.ts';
import { ApprenticeshipSchema, issueMessage, issuePath } from '../content/schema.ts';
import { clipped } from './match-record.ts';
import { DUCAT_LIMITS, ROSTER_VERSION, type Roster } from './roster.ts';

const text = v.pipe(
  v.string(),
  v.minLength(1, 'expected a non-empty string'),
  v.maxLength(200, 'expected at most 200 characters'),
);

/**
 * A saved roster: `{ version, id, name, faction, colour, ducats, members: [{ profile, name?, weapons?, spells?,
 * apprenticeship? }], equipment }` (an Apprentice's `apprenticeship`: `{ mentor, copy: { kind, name } }`).
 */
export const RosterSchema = v.object({
  version: v.literal(ROSTER_VERSION),
  id: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a kebab-case id')),
  name: v.pipe(text, v.maxLength(60, 'expected at most 60 characters')),
  faction: text,
  colour: v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour like #1f8a70')),
  ducats: v.pipe(
    v.number(),
    v.integer('expected a whole number'),
    v.minValue(
      DUCAT_LIMITS[0]!,
      `expected ${DUCAT_LIMITS[0]} to ${DUCAT_LIMITS.at(-1)} Ducats (the builder's range)`,
    ),
    v.maxValue(
      DUCAT_LIMITS.at(-1)!,
      `expected ${DUCAT_LIMITS[0]} to ${DUCAT_LIMITS.at(-1)} Ducats (the builder's range)`,
    ),
  ),
  members: v.pipe(
    v.array(
      v.object({
        profile: text,
        name: v.optional(v.pipe(text, v.maxLength(60, 'expected at most 60 characters'))),
        weapons: v.optional(v.record(v.string(), v.string())),
        spells: v.optional(v.object({ discipline: v.picklist(DISCIPLINES), spells: v.array(text) })),
        apprenticeship: v.optional(ApprenticeshipSchema),
      }),
    ),
    v.maxLength(40, 'expected at most 40 members'),
  ),
  equipment: v.pipe(v.array(text), v.maxLength(20, 'expected at most 20 pieces')),
});

// Compile-time check: the schema produces the Roster type.
const shapeOk: v.InferOutput<typeof RosterSchema> extends Roster ? true : never = true;
void shapeOk;

/** A save read back: the roster, or the reason it cannot be used (one or more sentences). */
export type ParsedRoster =
  | { readonly ok: true; readonly roster: Roster }
  | { readonly ok: false; readonly message: string };

/**
 * Check a stored value. `where` names it in messages (e.g. `Saved gang "my-gang"`). Reports a save with no
 * or an older `version` as outdated, a newer one as made by a newer game, schema breaks as `where: field:
 * problem` (up to five), and members naming a character this game does not know. Gang-building legality is
 * not checked here (an illegal gang loads and shows its problems). Never throws.
 */
export function parseRoster(json: unknown, where: string): ParsedRoster {
  const version =
    typeof json === 'object' && json !== null ? (json as Record<string, unknown>).version : undefined;
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, message: `${where} is not a saved gang (expected an object).` };
  }
  if (typeof version !== 'number') {
    return {
      ok: false,
      message: `${where} is outdated: it has no version number, so this game cannot read it.`,
    };
  }
  if (version !== ROSTER_VERSION) {
    const when = version > ROSTER_VERSION ? 'a newer' : 'an older';
    return {
      ok: false,
      message: `${where} was saved by ${when} version of the game (save version ${version}; this game reads version ${ROSTER_VERSION}).`,
    };
  }
  const result = v.safeParse(RosterSchema, json);
  if (!result.success) {
    const lines = result.issues.slice(0, 5).map((i) => `${issuePath(i)}: ${clipped(issueMessage(i))}`);
    if (result.issues.length > 5) lines.push(`… and ${result.issues.length - 5} more problems`);
    return { ok: false, message: `${where} is damaged: ${lines.join('; ')}.` };
  }
  const roster = result.output;
  const unknown = roster.members.findIndex((m) => !hasProfile(m.profile));
  if (unknown >= 0) {
    return {
      ok: false,
      message: `${where} is outdated: members[${unknown}] names the character "${roster.members[unknown]?.profile}", which this game does not know.`,
    };
  }
  return { ok: true, roster };
}
