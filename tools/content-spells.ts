/**
 * The spell part of `npm run content:build`: the collected data's `spells` and `uniqueSpells` become
 * `src/content/data/spells.json` (facts: names, Disciplines, costs, Difficulties, ranges), with our own texts from
 * `src/content/texts/spells.ts`. Errors name the field.
 */
import * as v from 'valibot';
import { ContentError, parseOrThrow } from '../src/content/schema.ts';
import { type Spell, SpellsSchema, spellId } from '../src/content/spells.ts';
import { SPELL_TEXTS } from '../src/content/texts/spells.ts';

const SourceSpellSchema = v.object({
  discipline: v.nullable(v.string()),
  name: v.string(),
  cantrip: v.boolean(),
  willPointCost: v.number(),
  difficulty: v.number(),
  range: v.string(),
  rangeInches: v.nullable(v.number()),
  target: v.string(),
  knownBy: v.optional(v.array(v.string())),
});

const SourceSpellsSchema = v.object({
  spells: v.array(SourceSpellSchema),
  uniqueSpells: v.array(SourceSpellSchema),
});

/** The profile name in a `knownBy` entry: `Maria Fioritura (Gifted)` → `Maria Fioritura`. */
function knower(entry: string): string {
  return entry.replace(/\s*\([^)]*\)\s*$/, '');
}

/**
 * Build the spell file from the parsed data file: validate, map, check that every spell has a text and every text
 * a spell. Returns the file text (2-space JSON). @throws ContentError naming the problem.
 */
export function buildSpellsJson(
  json: unknown,
  file: string,
  texts: Readonly<Record<string, string>> = SPELL_TEXTS,
): string {
  const data = parseOrThrow(SourceSpellsSchema, json, file);
  const all = [...data.spells, ...data.uniqueSpells];
  const problems: string[] = [];
  for (const s of all) if (!texts[s.name]?.trim()) problems.push(`texts: no text for spell "${s.name}"`);
  for (const name of Object.keys(texts))
    if (!all.some((s) => s.name === name)) problems.push(`texts: "${name}" matches no spell in the data`);
  if (problems.length) throw new ContentError(problems.map((p) => `${file}: ${p}`).join('\n'));
  const spells: Spell[] = all.map((s) => ({
    id: spellId(s.name),
    name: s.name,
    discipline: s.discipline as Spell['discipline'],
    cantrip: s.cantrip,
    wp: s.willPointCost,
    difficulty: s.difficulty,
    range: s.rangeInches,
    rangeText: s.range.replace(/"/g, '″'),
    target: s.target,
    ...(s.knownBy ? { knownBy: s.knownBy.map(knower) } : {}),
    text: texts[s.name] ?? '',
  }));
  parseOrThrow(SpellsSchema, spells, 'spells.json (generated)');
  return `${JSON.stringify(spells, null, 2)}\n`;
}
