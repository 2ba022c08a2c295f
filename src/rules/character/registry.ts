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
import { CHARACTER_ABILITIES } from '../abilities/common/character.ts';
import { WEAPON_ABILITIES } from '../abilities/common/weapon.ts';
import { UNIQUE_ABILITIES } from '../abilities/unique/unique.ts';
import { UNIQUE_COMBAT_ABILITIES } from '../abilities/unique/unique-combat.ts';
import type { AbilityDef, AbilityInstance } from './ability-types.ts';

/** Misspellings seen in card data, lower case → the ability's name. */
const ALIASES: Readonly<Record<string, string>> = {
  // One card source spells Knockback "Knockbakc".
  knockbakc: 'knockback',
};

/** The most (X) instances of an ability add up to, unless it stacks beyond (rulebook "Special Rules"). */
export const STACK_LIMIT = 3;

let byName: Map<string, AbilityDef> | undefined;

function table(): Map<string, AbilityDef> {
  if (!byName) {
    byName = new Map();
    for (const d of [
      ...CHARACTER_ABILITIES,
      ...UNIQUE_ABILITIES,
      ...UNIQUE_COMBAT_ABILITIES,
      ...WEAPON_ABILITIES,
    ])
      byName.set(d.name.toLowerCase(), d);
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

/** The definition of an ability by name (with or without its (X), any letter case), or undefined. */
export function abilityDef(name: string): AbilityDef | undefined {
  return table().get(abilityKey(name));
}

/** Every definition of the registry, Character Abilities first. */
export function allAbilityDefs(): readonly AbilityDef[] {
  return [...table().values()];
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

/** Stack printed abilities into instances of known abilities (unknown names are left out). */
export function stack(refs: readonly AbilityRef[]): AbilityInstance[] {
  const out = new Map<AbilityDef, { value: number; count: number; keywords: string[] }>();
  for (const ref of refs) {
    const def = abilityDef(ref.name);
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

const byProfile = new WeakMap<Profile, readonly AbilityInstance[]>();
const byWeapon = new WeakMap<Weapon, readonly AbilityInstance[]>();

/** The Character Abilities of a profile, stacked (cached: profiles never change). */
export function profileAbilities(p: Profile): readonly AbilityInstance[] {
  let list = byProfile.get(p);
  if (!list) {
    const unique = p.uniqueAbilities.map((u) => ({ name: u.name, value: null }));
    list = stack([...p.abilities, ...unique]).filter((a) => a.def.kind === 'character');
    byProfile.set(p, list);
  }
  return list;
}

/** The Weapon Abilities of a weapon, stacked (cached). */
export function weaponAbilities(w: Weapon): readonly AbilityInstance[] {
  let list = byWeapon.get(w);
  if (!list) {
    list = stack(w.abilities).filter((a) => a.def.kind === 'weapon');
    byWeapon.set(w, list);
  }
  return list;
}
