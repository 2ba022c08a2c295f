/**
 * The Agenda part of `npm run content:build`: the collected data's `agendas` become `src/content/data/agendas.json`
 * (facts: names and where each sits on the two-dice draw table), with our own texts from
 * `src/content/texts/agendas.ts`. Errors name the field.
 */
import * as v from 'valibot';
import { type Agenda, agendaId } from '../src/content/agendas.ts';
import { ContentError, parseOrThrow } from '../src/content/schema.ts';
import { AGENDA_TEXTS } from '../src/content/texts/agendas.ts';

const SourceAgendasSchema = v.object({
  agendas: v.array(
    v.object({
      name: v.string(),
      table: v.picklist(['1-3', '4-6', '7-9', '10']),
      secondRoll: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10)),
    }),
  ),
});

/**
 * Build the Agenda file from the parsed data file: validate, map, check that every Agenda has a text and every
 * text an Agenda. Returns the file text (2-space JSON). @throws ContentError naming the problem.
 */
export function buildAgendasJson(
  json: unknown,
  file: string,
  texts: Readonly<Record<string, string>> = AGENDA_TEXTS,
): string {
  const data = parseOrThrow(SourceAgendasSchema, json, file);
  const problems: string[] = [];
  for (const a of data.agendas)
    if (!texts[a.name]?.trim()) problems.push(`texts: no text for Agenda "${a.name}"`);
  for (const name of Object.keys(texts))
    if (!data.agendas.some((a) => a.name === name))
      problems.push(`texts: "${name}" matches no Agenda in the data`);
  if (problems.length) throw new ContentError(problems.map((p) => `${file}: ${p}`).join('\n'));
  const agendas: Agenda[] = data.agendas.map((a) => ({
    id: agendaId(a.name),
    name: a.name,
    table: a.table,
    roll: a.secondRoll,
    text: texts[a.name] ?? '',
  }));
  return `${JSON.stringify(agendas, null, 2)}\n`;
}
