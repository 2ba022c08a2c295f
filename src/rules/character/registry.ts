/**
 * The ability registry (rulebook "Special Rules"): every Character and Weapon Ability by its bare name, and the
 * abilities a character or a weapon holds, stacked. Names are matched without their (X) and in any letter case
 * (`Two-handed` and `Two-Handed` are one ability); a few misspellings found in card data are known aliases.
 *
 * Stacking: instances of one ability add their (X) up to 3 (rulebook "Special Rules"), or without a cap where the
 * ability says so (Universal Shielding). A name/keyword (X) (Companion (Trade)) keeps every keyword.
 * Unique abilities of a profile are looked up too, so a universal rule printed among them (Full Plate) plays.
 */
import { bareAbilityName } from '../../content/abilities.ts';
import type { AbilityRef, Profile, Weapon } from '../../content/types.ts';
import { hookPoint, type RuleBook } from '../state/rule-book.ts';
import type { AbilityDef, AbilityInstance } from './ability-types.ts';

/**
 * The hook point where plug-ins add Character and Weapon Ability definitions, keyed by name (a later definition of
 * a name replaces an earlier one).
 */
export const ABILITY_DEFS = hookPoint<AbilityDef>('Character and Weapon Abilities');

/** Misspellings seen in card data, lower case → the ability's name. */
const ALIASES: Readonly<Record<string, string>> = {
  // One card source spells Knockback "Knockbakc".
  knockbakc: 'knockback',
};

/** The most (X) instances of an ability add up to, unless it stacks beyond (rulebook "Special Rules"). */
export const STACK_LIMIT = 3;

/** The definitions of each rule book by lower-case name (made once per book: books never change). */
const byBook = new WeakMap<RuleBook, Map<string, AbilityDef>>();

function table(book: RuleBook): Map<string, AbilityDef> {
  let byName = byBook.get(book);
  if (!byName) {
    byName = new Map();
    for (const d of book.all(ABILITY_DEFS)) byName.set(d.name.toLowerCase(), d);
    byBook.set(book, byName);
  }
  return byName;
}

/** The lower-case key of an ability name: bare (no (X)), aliases resolved (remembered: names are few). */
export function abilityKey(name: string): string {
  let key = keys.get(name);
  if (key === undefined) {
    const k = bareAbilityName(name).toLowerCase().replace(/\s+/g, ' ');
    key = ALIASES[k] ?? k;
    keys.set(name, key);
  }
  return key;
}

/** Ability names already keyed. */
const keys = new Map<string, string>();

/** The definition of an ability in `book` by name (with or without its (X), any letter case), or undefined. */
export function abilityDef(book: RuleBook, name: string): AbilityDef | undefined {
  return table(book).get(abilityKey(name));
}

/** Every ability definition of `book`, in the book's order. */
export function allAbilityDefs(book: RuleBook): readonly AbilityDef[] {
  return [...table(book).values()];
}

/** The (X) of a printed ability: its number, or the number in `Name (2)`; a keyword X counts 0. */
function numberOf(ref: AbilityRef): number {
  if (typeof ref.value === 'number') return ref.value;
  const inName = /\((-?\d+)\)\s*$/.exec(ref.name);
  return inName ? Number(inName[1]) : 0;
}

function keywordsOf(ref: AbilityRef): string[] {
  if (typeof ref.value !== 'string') return [];
  return ref.value
    .split(',')
    .map((k) => k.trim())
    .filter((k) => k.length > 0);
}

/** Stack printed abilities into instances of the abilities `book` knows (unknown names are left out). */
export function stack(book: RuleBook, refs: readonly AbilityRef[]): AbilityInstance[] {
  const out = new Map<AbilityDef, { value: number; count: number; keywords: string[] }>();
  for (const ref of refs) {
    const def = abilityDef(book, ref.name);
    if (!def) continue;
    const prev = out.get(def) ?? { value: 0, count: 0, keywords: [] };
    out.set(def, {
      value: prev.value + numberOf(ref),
      count: prev.count + 1,
      keywords: [...prev.keywords, ...keywordsOf(ref)],
    });
  }
  return [...out].map(([def, s]) => ({
    def,
    value: def.stacking === 'unbounded' || s.count === 1 ? s.value : capped(s.value),
    keywords: s.keywords,
  }));
}

function capped(v: number): number {
  return v >= 0 ? Math.min(STACK_LIMIT, v) : Math.max(-STACK_LIMIT, v);
}

/** Stacked lists of one rule book, by profile and by weapon (cached: books, profiles and weapons never change). */
interface Stacked {
  readonly byProfile: WeakMap<Profile, readonly AbilityInstance[]>;
  readonly byWeapon: WeakMap<Weapon, readonly AbilityInstance[]>;
}
const stackedByBook = new WeakMap<RuleBook, Stacked>();

function stackedOf(book: RuleBook): Stacked {
  let s = stackedByBook.get(book);
  if (!s) {
    s = { byProfile: new WeakMap(), byWeapon: new WeakMap() };
    stackedByBook.set(book, s);
  }
  return s;
}

/** The Character Abilities of a profile that `book` knows, stacked. */
export function profileAbilities(book: RuleBook, p: Profile): readonly AbilityInstance[] {
  const cache = stackedOf(book).byProfile;
  let list = cache.get(p);
  if (!list) {
    const unique = p.uniqueAbilities.map((u) => ({ name: u.name, value: null }));
    list = stack(book, [...p.abilities, ...unique]).filter((a) => a.def.kind === 'character');
    cache.set(p, list);
  }
  return list;
}

/** Will Points a Combat action with `w` costs (its Weapon Abilities' `willCost`: Soul Ammunition), 0 for most. */
export function weaponWillCost(book: RuleBook, w: Weapon): number {
  return weaponAbilities(book, w).reduce((sum, a) => sum + (a.def.willCost ?? 0), 0);
}

/** The Weapon Abilities of a weapon that `book` knows, stacked. */
export function weaponAbilities(book: RuleBook, w: Weapon): readonly AbilityInstance[] {
  const cache = stackedOf(book).byWeapon;
  let list = cache.get(w);
  if (!list) {
    list = stack(book, w.abilities).filter((a) => a.def.kind === 'weapon');
    cache.set(w, list);
  }
  return list;
}
