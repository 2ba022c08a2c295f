/**
 * `npm run content:build [-- path/to/carnevale-data.json] [--check]`: turn the collected Carnevale data
 * (default `../shared/data/carnevale-data.json`, beside the project) into `src/content/data/profiles.json`,
 * the catalogue the engine and the view load, `src/content/data/spells.json` (tools/content-spells.ts) and
 * `src/content/data/agendas.json` (tools/content-agendas.ts).
 * Numbers and names are copied as facts; unique-ability texts come from `src/content/texts/unique-abilities.ts`
 * (our own words; '' where none is written yet), spell texts from `src/content/texts/spells.ts`.
 * With `--check`, nothing is written and the exit code is 1 when the committed file is out of date.
 * Errors name the file and the field; the exit code is 1 on any error.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as v from 'valibot';
import { FACTIONS } from '../src/content/factions.ts';
import { ContentError, ProfilesSchema, parseOrThrow } from '../src/content/schema.ts';
import { FACTIONS_WITH_TEXTS, UNIQUE_ABILITY_TEXTS } from '../src/content/texts/unique-abilities.ts';
import type { AbilityRef, Profile, Role, UniqueAbility, Weapon } from '../src/content/types.ts';
import { buildAgendasJson } from './content-agendas.ts';
import { buildSpellsJson } from './content-spells.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_SOURCE = resolve(ROOT, '../shared/data/carnevale-data.json');
export const OUTPUT = join(ROOT, 'src/content/data/profiles.json');
export const SPELLS_OUTPUT = join(ROOT, 'src/content/data/spells.json');
export const AGENDAS_OUTPUT = join(ROOT, 'src/content/data/agendas.json');

const int = v.pipe(v.number(), v.integer());

/** The part of one source character that the build reads. */
const SourceCharacterSchema = v.object({
  id: v.string(),
  name: v.string(),
  faction: v.string(),
  role: v.array(v.picklist(['Leader', 'Hero', 'Henchman'])),
  unique: v.boolean(),
  costDucats: int,
  baseSizeMm: int,
  move: int,
  dexterity: int,
  attack: int,
  protection: int,
  mind: int,
  actionPoints: int,
  lifePoints: int,
  willPoints: int,
  commandPoints: int,
  keywords: v.array(v.string()),
  disciplines: v.array(v.string()),
  mageLevel: v.nullable(int),
  expertSorcerer: v.nullable(int),
  abilities: v.array(v.object({ name: v.string(), value: v.nullable(v.union([v.number(), v.string()])) })),
  weapons: v.array(
    v.object({
      name: v.string(),
      rangeInches: int,
      evasion: int,
      damage: int,
      penetration: int,
      abilities: v.array(v.string()),
      optionGroup: v.optional(v.string()),
    }),
  ),
  uniqueAbilities: v.array(
    v.object({
      name: v.string(),
      type: v.string(),
      summary: v.string(),
      cost: v.optional(v.string()),
      willPointCost: v.optional(v.number()),
      difficulty: v.optional(v.number()),
      rangeInches: v.optional(v.number()),
    }),
  ),
  notes: v.optional(v.array(v.string())),
});

const SourceSchema = v.object({
  factions: v.array(
    v.object({
      name: v.string(),
      keyword: v.string(),
      factionCommand: v.object({ name: v.string(), type: v.string() }),
    }),
  ),
  characters: v.array(SourceCharacterSchema),
});

export type SourceData = v.InferOutput<typeof SourceSchema>;
type SourceCharacter = v.InferOutput<typeof SourceCharacterSchema>;

/** Spelling fixes for weapon abilities in the source (lower-case key → rulebook spelling). */
const WEAPON_ABILITY_SPELLING: Readonly<Record<string, string>> = {
  'two-handed': 'Two-Handed',
  knockbakc: 'Knockback',
};

/** `Reload (2)` → `{ name: 'Reload', value: 2 }`; `Stun` → `{ name: 'Stun', value: null }`. */
export function parseAbility(printed: string): AbilityRef {
  const m = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(printed.trim());
  const rawName = (m?.[1] ?? printed).trim();
  const name = WEAPON_ABILITY_SPELLING[rawName.toLowerCase()] ?? rawName;
  if (!m) return { name, value: null };
  const x = (m[2] ?? '').trim();
  return { name, value: /^[+-]?\d+$/.test(x) ? Number(x) : x };
}

function uniqueAbilityType(u: SourceCharacter['uniqueAbilities'][number]): string {
  if (u.type === 'Action' && u.cost) return `Action (${u.cost})`;
  if (u.type === 'Unique spell' && u.willPointCost !== undefined) {
    const range = u.rangeInches === undefined ? '' : `, ${u.rangeInches}″`;
    return `Unique spell (${u.willPointCost} WP, Difficulty ${u.difficulty ?? '?'}${range})`;
  }
  return u.type;
}

/** The profile a "comes with" character belongs to, read from its notes ("Comes with the X (…"). */
function attachedOwner(c: SourceCharacter, all: readonly SourceCharacter[]): string | undefined {
  for (const note of c.notes ?? []) {
    const m = /^Comes with (?:the )?(.+?)\s*\(/.exec(note);
    if (!m) continue;
    const owner = all.find((o) => o.faction === c.faction && o.name === m[1]);
    if (!owner) throw new ContentError(`${c.id}: notes: no ${c.faction} profile named "${m[1]}"`);
    return owner.id;
  }
  return undefined;
}

/** Map one source character to a catalogue `Profile` (field order as in types.ts). */
export function toProfile(
  c: SourceCharacter,
  all: readonly SourceCharacter[],
  texts: Readonly<Record<string, string>>,
): Profile {
  const weapons: Weapon[] = c.weapons.map((w) => ({
    name: w.name,
    range: w.rangeInches,
    evasion: w.evasion,
    damage: w.damage,
    penetration: w.penetration,
    abilities: w.abilities.map(parseAbility),
    ...(w.optionGroup === undefined ? {} : { optionGroup: w.optionGroup }),
  }));
  const uniqueAbilities: UniqueAbility[] = c.uniqueAbilities.map((u) => ({
    name: u.name,
    type: uniqueAbilityType(u),
    text: texts[`${c.id}/${u.name}`] ?? '',
  }));
  const attachedTo = attachedOwner(c, all);
  return {
    id: c.id,
    name: c.name,
    faction: c.faction,
    roles: [...c.role] as Role[],
    unique: c.unique,
    cost: c.costDucats,
    baseMm: c.baseSizeMm,
    move: c.move,
    dex: c.dexterity,
    attack: c.attack,
    protection: c.protection,
    mind: c.mind,
    ap: c.actionPoints,
    lp: c.lifePoints,
    wp: c.willPoints,
    cp: c.commandPoints,
    keywords: [...c.keywords],
    abilities: c.abilities.map((a) => ({ name: a.name, value: a.value })),
    weapons,
    uniqueAbilities,
    mageLevel: c.mageLevel,
    expertSorcerer: c.expertSorcerer,
    disciplines: [...c.disciplines],
    ...(attachedTo === undefined ? {} : { attachedTo }),
  };
}

/** Problems between the data and our hand-written texts and factions (empty when all agree). */
export function consistencyProblems(
  data: SourceData,
  texts: Readonly<Record<string, string>>,
  textFactions: readonly string[],
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const keys = new Set<string>();
  for (const c of data.characters) {
    if (seen.has(c.id)) problems.push(`characters: duplicate id "${c.id}"`);
    seen.add(c.id);
    for (const u of c.uniqueAbilities) {
      const key = `${c.id}/${u.name}`;
      keys.add(key);
      if (textFactions.includes(c.faction) && !texts[key]?.trim())
        problems.push(`texts: no text for "${key}"`);
    }
  }
  for (const key of Object.keys(texts)) {
    if (!keys.has(key)) problems.push(`texts: "${key}" matches no unique ability in the data`);
  }
  for (const f of data.factions) {
    const ours = FACTIONS.find((o) => o.name === f.name);
    if (!ours) problems.push(`factions: "${f.name}" is missing from src/content/factions.ts`);
    else if (ours.keyword !== f.keyword || ours.command.name !== f.factionCommand.name) {
      problems.push(`factions: "${f.name}" keyword or Command Ability differs from src/content/factions.ts`);
    }
  }
  return problems;
}

/** Build the catalogue from parsed source JSON: validate, map, check; returns the file text (2-space JSON). */
export function buildProfilesJson(
  json: unknown,
  file: string,
  texts: Readonly<Record<string, string>> = UNIQUE_ABILITY_TEXTS,
): string {
  const data = parseOrThrow(SourceSchema, json, file);
  const problems = consistencyProblems(data, texts, FACTIONS_WITH_TEXTS);
  if (problems.length) throw new ContentError(problems.map((p) => `${file}: ${p}`).join('\n'));
  const profiles = data.characters.map((c) => toProfile(c, data.characters, texts));
  parseOrThrow(ProfilesSchema, profiles, 'profiles.json (generated)');
  return `${JSON.stringify(profiles, null, 2)}\n`;
}

/** Run the build with command-line arguments; prints one summary line; returns the exit code. */
export function main(args: readonly string[]): number {
  const check = args.includes('--check');
  const given = args.find((a) => !a.startsWith('--'));
  const source = resolve(given ?? DEFAULT_SOURCE);
  const shown = given ?? relative(process.cwd(), source);
  if (!existsSync(source)) {
    console.error(`error: ${shown}: file not found (pass the data file's path as an argument)`);
    return 1;
  }
  let outputs: { path: string; text: string; what: string }[];
  try {
    const json: unknown = JSON.parse(readFileSync(source, 'utf8'));
    const profiles = buildProfilesJson(json, shown);
    const spells = buildSpellsJson(json, shown);
    const agendas = buildAgendasJson(json, shown);
    outputs = [
      { path: OUTPUT, text: profiles, what: 'profiles' },
      { path: SPELLS_OUTPUT, text: spells, what: 'spells' },
      { path: AGENDAS_OUTPUT, text: agendas, what: 'agendas' },
    ];
  } catch (e) {
    const msg = e instanceof SyntaxError ? `${shown}: not valid JSON (${e.message})` : (e as Error).message;
    console.error(`error: ${msg}`);
    return 1;
  }
  let code = 0;
  for (const o of outputs) {
    const target = relative(process.cwd(), o.path);
    const current = existsSync(o.path) ? readFileSync(o.path, 'utf8') : '';
    const count = (JSON.parse(o.text) as unknown[]).length;
    if (check) {
      if (current === o.text) console.log(`ok ${target}: up to date (${count} ${o.what})`);
      else {
        console.error(`error: ${target} is out of date; run npm run content:build`);
        code = 1;
      }
      continue;
    }
    writeFileSync(o.path, o.text);
    console.log(`${current === o.text ? 'unchanged' : 'wrote'} ${target}: ${count} ${o.what} from ${shown}`);
  }
  return code;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.exitCode = main(process.argv.slice(2));
}
