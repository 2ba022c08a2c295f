/**
 * The rules glossary: one entry for every rulebook term the interface shows — stats, points, dice and rolls, the
 * core rules, actions, Command Points, counters, terrain, magic, scenarios — plus every universal Character and
 * Weapon Ability (abilities.ts, rulebook "Special Rules"), every faction's Command Ability (factions.ts), every
 * unique ability and Command Ability written for the
 * characters the game plays (texts/unique-abilities.ts, through the profiles), every spell (texts/spells.ts) and
 * every Agenda (texts/agendas.ts). Each ability, spell and Agenda text has one home; this module only gathers them.
 * Entries are built once, on first use.
 */
import { ABILITY_GLOSSARY } from './abilities.ts';
import { allAgendas } from './agendas.ts';
import { FACTIONS } from './factions.ts';
import { allProfiles } from './profiles.ts';
import { allSpells } from './spells.ts';
import { BASIC_TERMS, TERM_KINDS, type TermKind, type TermText } from './texts/glossary-basics.ts';
import { CORE_TERMS } from './texts/glossary-core.ts';
import { WORLD_TERMS } from './texts/glossary-world.ts';

export { TERM_KINDS, type TermKind } from './texts/glossary-basics.ts';

/** One glossary entry. */
export interface Term {
  /**
   * Stable key: the term in lower case (a unique ability whose text differs by character adds `/profile-id`; spells
   * and Agendas are `spell/<id>`, `agenda/<id>`).
   */
  readonly id: string;
  /** As printed, e.g. `DEXTERITY`, `Reload (X)`, `Fight For The Guild!`. */
  readonly term: string;
  /** Other words the interface uses for it: abbreviations (`DEX`, `LP`), plurals, button labels, content ids. */
  readonly aliases: readonly string[];
  readonly kind: TermKind;
  /** What it means, in our own words (1–3 sentences). */
  readonly text: string;
  /** Where the rulebook says it, e.g. `Actions — Jump`; for a character's own ability, the profiles that print it. */
  readonly section: string;
  /** A short extra line: an ability's type (`PULSE Command Ability`), a spell's cost. */
  readonly detail?: string;
  /** For a unique ability: the ids of the profiles that print it with this text. */
  readonly of?: readonly string[];
}

/** The heading of each kind in the Rules panel. */
export const TERM_KIND_LABELS: Readonly<Record<TermKind, string>> = {
  stat: 'Stats',
  points: 'Points',
  profile: 'Profiles, weapons and gangs',
  dice: 'Dice',
  roll: 'Rolls',
  basics: 'Core rules',
  action: 'Actions',
  command: 'Command Points',
  counter: 'Counters',
  terrain: 'Terrain',
  'character ability': 'Character Abilities',
  'weapon ability': 'Weapon Abilities',
  'command ability': 'Command Abilities of characters',
  magic: 'Magic',
  spell: 'Spells',
  scenario: 'Scenarios, Objectives and Agendas',
  agenda: 'The Agenda deck',
};

/** A name as looked up: any letter case, curly or straight apostrophes, without a trailing `(X)`. */
export function termKey(name: string): string {
  return name
    .replace(/[’‘]/g, "'")
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

const fromText = (t: TermText): Term => ({
  id: termKey(t.term),
  term: t.term,
  aliases: t.aliases ?? [],
  kind: t.kind,
  text: t.text,
  section: t.section,
});

/** Other words the interface uses for a universal ability: the action bar's "Fly" is Flight. */
const ABILITY_ALIASES: Readonly<Record<string, readonly string[]>> = { Flight: ['Fly'] };

function abilityTerms(): Term[] {
  return Object.entries(ABILITY_GLOSSARY).map(([name, e]) => ({
    id: termKey(name),
    term: e.takesX ? `${name} (X)` : name,
    aliases: [...(e.takesX ? [name] : []), ...(ABILITY_ALIASES[name] ?? [])],
    kind: e.kind === 'character' ? 'character ability' : 'weapon ability',
    text: e.text,
    section: `Special Rules — ${e.kind === 'character' ? 'Character' : 'Weapon'} Abilities`,
  }));
}

const listNames = (names: readonly string[]) =>
  names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;

/**
 * The unique abilities and Command Abilities that have a text (those of the factions the game plays): one entry
 * per name and text, naming the profiles that print it.
 */
function uniqueTerms(): Term[] {
  const byNameText = new Map<
    string,
    { name: string; text: string; type: string; ids: string[]; names: string[] }
  >();
  for (const p of allProfiles()) {
    for (const u of p.uniqueAbilities) {
      if (u.text.trim() === '') continue;
      const key = `${termKey(u.name)}\n${u.text}`;
      const found = byNameText.get(key) ?? { name: u.name, text: u.text, type: u.type, ids: [], names: [] };
      found.ids.push(p.id);
      if (!found.names.includes(p.name)) found.names.push(p.name);
      byNameText.set(key, found);
    }
  }
  const texts = [...byNameText.values()];
  return texts.map((u) => {
    // A name printed with several texts, or also a Character Ability of the rulebook (Nexus), keys by its profile.
    const universal = Object.keys(ABILITY_GLOSSARY).some((n) => termKey(n) === termKey(u.name));
    const shared = universal || texts.filter((o) => termKey(o.name) === termKey(u.name)).length > 1;
    const command = /Command Ability/.test(u.type);
    return {
      id: shared ? `${termKey(u.name)}/${u.ids[0]}` : termKey(u.name),
      term: u.name,
      aliases: [],
      kind: command ? 'command ability' : 'character ability',
      text: u.text,
      section: `${command ? 'Command Points — ABILITY' : 'Character Abilities'}, on the profile of ${listNames(u.names)}`,
      detail: u.type,
      of: u.ids,
    };
  });
}

/** Every faction's own Command Ability (factions.ts), open to all its characters with Command Points. */
function factionCommandTerms(): Term[] {
  return FACTIONS.map((f) => ({
    id: termKey(f.command.name),
    term: f.command.name,
    aliases: [],
    kind: 'command ability',
    text: f.command.text,
    section: `Command Points — ABILITY, in the faction rules of ${f.name}`,
    detail: f.command.type,
  }));
}

function spellTerms(): Term[] {
  return allSpells().map((s) => ({
    id: `spell/${s.id}`,
    term: s.name,
    aliases: [s.id],
    kind: 'spell',
    text: s.text,
    section: s.discipline
      ? `Magic — ${s.discipline}${s.cantrip ? ' (its Cantrip)' : ''}`
      : 'Magic — a spell of single characters',
    detail: `${s.wp} Will Point${s.wp === 1 ? '' : 's'}, Difficulty ${s.difficulty}, ${s.rangeText}`,
  }));
}

function agendaTerms(): Term[] {
  return allAgendas().map((a) => ({
    id: `agenda/${a.id}`,
    term: a.name,
    aliases: [a.id],
    kind: 'agenda',
    text: a.text,
    section: 'Campaigns & Scenarios — Agendas (the Agenda deck)',
  }));
}

interface Glossary {
  readonly list: readonly Term[];
  /**
   * Entries by looked-up name (term or alias), in the order of `list`: the first is the one given without a profile;
   * a character's own ability named like another entry (or printed with several texts) comes after it.
   */
  readonly byKey: ReadonlyMap<string, readonly Term[]>;
}

let built: Glossary | undefined;

function glossary(): Glossary {
  if (built) return built;
  const list = [
    ...BASIC_TERMS.map(fromText),
    ...CORE_TERMS.map(fromText),
    ...WORLD_TERMS.map(fromText),
    ...abilityTerms(),
    ...factionCommandTerms(),
    ...uniqueTerms(),
    ...spellTerms(),
    ...agendaTerms(),
  ];
  const byKey = new Map<string, Term[]>();
  for (const t of list) {
    for (const name of [t.term, ...t.aliases]) {
      const key = termKey(name);
      const there = byKey.get(key);
      if (!there) byKey.set(key, [t]);
      else if (!there.includes(t)) there.push(t);
    }
  }
  built = { list, byKey };
  return built;
}

/**
 * The entry for `name` — a term, an alias or abbreviation (`DEX`, `LP`, `Aces`), with or without an `(X)` suffix
 * (`Reload (2)`), in any letter case — or undefined. `profile` (a profile id) picks the right text of a unique
 * ability that two characters print differently; without it, the first is given.
 */
export function lookupTerm(name: string, profile?: string): Term | undefined {
  const found = glossary().byKey.get(termKey(name));
  if (!found) return undefined;
  return (profile ? found.find((t) => t.of?.includes(profile)) : undefined) ?? found[0];
}

/** Every entry, grouped by kind in the order of `TERM_KINDS`, alphabetical within a kind. */
export function allTerms(): readonly Term[] {
  const rank = (k: TermKind) => TERM_KINDS.indexOf(k);
  return [...glossary().list].sort(
    (a, b) => rank(a.kind) - rank(b.kind) || a.term.localeCompare(b.term, 'en'),
  );
}

const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .match(/[\p{L}\p{N}']+/gu) ?? [];

/**
 * The entries matching `query`: every word of the query must begin a word of the entry's term, aliases, text or
 * detail (so "pen" finds Penetration, "teardrop" finds Template). Entries matched by their name come first; the
 * rest keep the order of `allTerms`. An empty query gives every entry.
 */
export function searchTerms(query: string): readonly Term[] {
  const wanted = words(query);
  const all = allTerms();
  if (wanted.length === 0) return all;
  const byName: Term[] = [];
  const byText: Term[] = [];
  for (const t of all) {
    const name = [t.term, ...t.aliases].flatMap(words);
    const rest = [...name, ...words(t.text), ...words(t.detail ?? '')];
    const hits = (pool: readonly string[]) => wanted.every((w) => pool.some((x) => x.startsWith(w)));
    if (hits(name)) byName.push(t);
    else if (hits(rest)) byText.push(t);
  }
  return [...byName, ...byText];
}
