/**
 * Valibot schemas for the catalogue files: character profiles (`src/content/data/profiles.json`) and gang
 * files (`src/content/gangs/*.json`, saved rosters). Every load goes through {@link parseOrThrow}, whose
 * error names the file and the field, e.g. `profiles.json: [12].weapons[0].range: expected number`.
 */
import * as v from 'valibot';
import { DISCIPLINES } from './disciplines.ts';
import type { GangFile, Profile } from './types.ts';

/** Thrown when a content file does not match its schema; the message names the file and the field. */
export class ContentError extends Error {
  override name = 'ContentError';
}

const int = v.pipe(v.number(), v.integer('expected a whole number'));
const nonNegativeInt = v.pipe(int, v.minValue(0, 'expected a whole number ≥ 0'));
const positiveInt = v.pipe(int, v.minValue(1, 'expected a whole number ≥ 1'));
const text = v.pipe(v.string(), v.minLength(1, 'expected a non-empty string'));

/**
 * An Apprentice's mentor (its index in the roster) and what it copies (content/apprenticeship.ts); whether the mentor
 * and the copy stand is the gang check's.
 */
export const ApprenticeshipSchema = v.object({
  mentor: v.pipe(nonNegativeInt, v.maxValue(39, 'expected a member index below 40')),
  copy: v.object({
    kind: v.picklist(['ability', 'unique', 'weapon']),
    name: v.pipe(text, v.maxLength(100, 'expected at most 100 characters')),
  }),
});

/** An ability as printed: name plus its (X) value, or null. */
export const AbilityRefSchema = v.object({
  name: text,
  value: v.nullable(v.union([v.number(), v.string()])),
});

/** A weapon line: range in inches (0 = base contact), signed Evasion/Damage/Penetration. */
export const WeaponSchema = v.object({
  name: text,
  range: nonNegativeInt,
  evasion: int,
  damage: int,
  penetration: int,
  abilities: v.array(AbilityRefSchema),
  optionGroup: v.optional(text),
});

export const UniqueAbilitySchema = v.object({
  name: text,
  type: text,
  text: v.string(),
});

export const RoleSchema = v.picklist(['Leader', 'Hero', 'Henchman']);

/** One character profile (see `Profile` in types.ts). */
export const ProfileSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a kebab-case id')),
  name: text,
  faction: text,
  roles: v.array(RoleSchema),
  unique: v.boolean(),
  cost: nonNegativeInt,
  baseMm: positiveInt,
  move: nonNegativeInt,
  dex: nonNegativeInt,
  attack: nonNegativeInt,
  protection: nonNegativeInt,
  mind: nonNegativeInt,
  ap: nonNegativeInt,
  lp: positiveInt,
  wp: nonNegativeInt,
  cp: nonNegativeInt,
  keywords: v.array(text),
  abilities: v.array(AbilityRefSchema),
  weapons: v.array(WeaponSchema),
  uniqueAbilities: v.array(UniqueAbilitySchema),
  mageLevel: v.nullable(nonNegativeInt),
  expertSorcerer: v.nullable(nonNegativeInt),
  disciplines: v.array(text),
  attachedTo: v.optional(text),
});

/** The whole generated catalogue: an array of profiles. */
export const ProfilesSchema = v.array(ProfileSchema);

/** A gang file: `{ id, name, faction, colour, ducats, members: [{ profile, name?, spells?, apprenticeship? }] }`. */
export const GangFileSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a kebab-case id')),
  name: text,
  faction: text,
  colour: v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour like #1f8a70')),
  ducats: positiveInt,
  members: v.pipe(
    v.array(
      v.object({
        profile: text,
        name: v.optional(text),
        spells: v.optional(v.object({ discipline: v.picklist(DISCIPLINES), spells: v.array(text) })),
        apprenticeship: v.optional(ApprenticeshipSchema),
      }),
    ),
    v.minLength(1, 'expected at least one member'),
  ),
});

// Compile-time checks: the schemas produce the contract types.
type Produces<S extends v.GenericSchema, T> = v.InferOutput<S> extends T ? true : never;
const profileShapeOk: Produces<typeof ProfileSchema, Profile> = true;
const gangShapeOk: Produces<typeof GangFileSchema, GangFile> = true;
void profileShapeOk;
void gangShapeOk;

/** Write a valibot issue path as `[12].weapons[0].range` (array indexes in brackets, keys dotted). */
export function issuePath(issue: v.BaseIssue<unknown>): string {
  let out = '';
  for (const item of issue.path ?? []) {
    const key = (item as { key: unknown }).key;
    out += typeof key === 'number' ? `[${key}]` : out === '' ? String(key) : `.${String(key)}`;
  }
  return out === '' ? '(root)' : out;
}

/** One readable line for an issue: `expected number, received "3"`, or the check's own message. */
export function issueMessage(issue: v.BaseIssue<unknown>): string {
  if (issue.kind === 'schema' && issue.expected !== null) {
    if (issue.received === 'undefined')
      return issue.type === 'object' ? 'missing' : `missing (expected ${issue.expected})`;
    return `expected ${issue.expected}, received ${issue.received}`;
  }
  return issue.message;
}

/**
 * Parse `json` with `schema` or throw a {@link ContentError} listing up to five problems, each as
 * `file: path: message` (e.g. `profiles.json: [12].weapons[0].range: expected number, received "3"`).
 */
export function parseOrThrow<S extends v.GenericSchema>(
  schema: S,
  json: unknown,
  file: string,
): v.InferOutput<S> {
  const result = v.safeParse(schema, json);
  if (result.success) return result.output;
  const lines = result.issues
    .slice(0, 5)
    .map((issue) => `${file}: ${issuePath(issue)}: ${issueMessage(issue)}`);
  if (result.issues.length > 5) lines.push(`${file}: … and ${result.issues.length - 5} more problems`);
  throw new ContentError(lines.join('\n'));
}
