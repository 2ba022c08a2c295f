/**
 * The rules-case format (docs/rules-cases.md): the schema a case's JSON must match — its board rows and legend,
 * characters, forced dice and commands — and the error that names a broken field.
 */
import * as v from 'valibot';
import { DISCIPLINES } from '../../content/disciplines.ts';
import { hasProfile } from '../../content/index.ts';
import { TERRAIN_KINDS, type TerrainKind } from '../space/terrain.ts';

const LegendEntry = v.object({
  kind: v.optional(v.picklist(TERRAIN_KINDS as TerrainKind[])),
  height: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(24))),
  ladder: v.optional(v.boolean()),
  waterAccess: v.optional(v.boolean()),
});

const CharacterEntry = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  gang: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4)),
  profile: v.pipe(v.string(), v.minLength(1)),
  at: v.tuple([v.number(), v.number()]),
  z: v.optional(v.number()),
  lp: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  wp: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  cp: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  counters: v.optional(v.array(v.picklist(['stunned', 'hidden', 'guard', 'underwater']))),
  spells: v.optional(v.object({ discipline: v.picklist(DISCIPLINES), spells: v.array(v.string()) })),
});

const CaseSchema = v.object({
  name: v.string(),
  board: v.object({
    // Capped like a level's map (level-schema.ts: 4 to 96 tiles a side): a case is a small board.
    rows: v.pipe(
      v.array(v.pipe(v.string(), v.maxLength(96, 'a row may be at most 96 tiles long'))),
      v.minLength(1),
      v.maxLength(96, 'the board may have at most 96 rows'),
    ),
    legend: v.optional(v.record(v.pipe(v.string(), v.length(1)), LegendEntry)),
  }),
  characters: v.pipe(v.array(CharacterEntry), v.minLength(1), v.maxLength(40)),
  dice: v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10))),
  commands: v.array(v.looseObject({ actor: v.string() })),
});

/** A rules case as read from JSON. */
export type RulesCase = v.InferOutput<typeof CaseSchema>;

/** One entry of a case's board legend: a terrain kind, a building's height, a ladder, Water Access. */
export type CaseLegendEntry = v.InferOutput<typeof LegendEntry>;

/** Thrown for a case that cannot be played: the message names the field or the problem. */
export class RulesCaseError extends Error {}

/** Read a case from parsed JSON. @throws RulesCaseError naming the field. */
export function parseRulesCase(json: unknown): RulesCase {
  const r = v.safeParse(CaseSchema, json);
  if (!r.success) {
    const issue = r.issues[0]!;
    const path = (issue.path ?? [])
      .map((p) => (typeof p.key === 'number' ? `[${p.key}]` : `.${String(p.key)}`))
      .join('');
    throw new RulesCaseError(`${path.replace(/^\./, '') || 'case'}: ${issue.message}`);
  }
  r.output.characters.forEach((ch, k) => {
    if (!hasProfile(ch.profile))
      throw new RulesCaseError(`characters[${k}].profile: unknown profile "${ch.profile}"`);
  });
  return r.output;
}
