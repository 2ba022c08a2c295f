/**
 * Traits (src/rules/character/traits.ts; docs/architecture.md "Traits"): the rules ask what a character or a weapon
 * may do, and the abilities of the rule book say which traits they give. Every entry names an ability as printed;
 * a character has a trait through the abilities it holds now (grants too), a profile through what it prints, a
 * weapon through its line; the value is the (X) or the entry's number; another rule book gives other traits.
 */
import { describe, expect, it } from 'vitest';
import { ABILITY_GLOSSARY, allProfiles, getProfile, glossaryEntry } from '../../src/content/index.ts';
import { CARNEVALE_RULES } from '../../src/rules/abilities/index.ts';
import { addGrant } from '../../src/rules/character/grants.ts';
import { abilityDef } from '../../src/rules/character/registry.ts';
import {
  type CharacterTrait,
  printedTraitOf,
  TRAITS,
  traitLabel,
  traitOf,
  type WeaponTrait,
  weaponTraitOf,
} from '../../src/rules/character/traits.ts';
import { plugin, RuleBook } from '../../src/rules/state/rule-book.ts';
import { arena, CITIZEN } from './helpers/arena.ts';

const WEAPON_TRAITS: readonly WeaponTrait[] = ['usable-in-water', 'limited-uses', 'smokes'];
const BUTCHER = 'the-guild-butcher'; // Expert Grappler (2)
const GONDOLIER = 'the-guild-gondolier'; // Sculler
const MATRIARCH = 'rashaar-paartul-matriarch'; // Bulky, Fear, Water Creature

describe('the traits of the rule book', () => {
  const entries = CARNEVALE_RULES.all(TRAITS);
  const printed = new Set([
    ...Object.keys(ABILITY_GLOSSARY),
    ...allProfiles().flatMap((p) => [
      ...p.abilities.map((a) => a.name),
      ...p.uniqueAbilities.map((u) => u.name),
      ...p.weapons.flatMap((w) => w.abilities.map((a) => a.name)),
    ]),
  ]);

  it('name abilities printed in the content data, letter for letter', () => {
    expect(entries.length).toBeGreaterThan(30);
    for (const e of entries) expect(printed.has(e.ability), e.ability).toBe(true);
  });

  it('are given by Weapon Abilities for weapon traits and by character abilities for the others', () => {
    for (const e of entries) {
      const weapon = (WEAPON_TRAITS as readonly string[]).includes(e.trait);
      const def = abilityDef(CARNEVALE_RULES, e.ability);
      if (weapon) expect(def?.kind ?? glossaryEntry(e.ability)?.kind, e.ability).toBe('weapon');
      else expect(def?.kind ?? 'character', e.ability).toBe('character');
    }
  });
});

describe('a trait now', () => {
  const duel = () =>
    arena({
      rows: ['......', '......'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 0] },
        butcher: { gang: 1, profile: BUTCHER, at: [4, 0] },
      },
    });

  it('is absent without an ability that gives it: no value, no source', () => {
    const a = duel();
    expect(traitOf(a.m, a.eid('red'), 'flies')).toEqual({ has: false, value: 0, source: '' });
  });

  it("carries the ability's (X), or the number the entry fixes, and the ability's name", () => {
    const a = duel();
    expect(traitOf(a.m, a.eid('butcher'), 'grapple-rerolls')).toEqual({
      has: true,
      value: 2,
      source: 'Expert Grappler',
    });
    addGrant(a.m, {
      holder: a.eid('red'),
      source: 'test',
      until: { kind: 'game' },
      abilities: [{ name: 'Flight', value: null }],
    });
    expect(traitOf(a.m, a.eid('red'), 'flies')).toEqual({ has: true, value: 0, source: 'Flight' });
    expect(traitOf(a.m, a.eid('red'), 'falls-softly')).toEqual({ has: true, value: 2, source: 'Flight' });
  });

  it('of a profile reads what it prints, unique abilities included', () => {
    const gondolier = getProfile(GONDOLIER);
    expect(printedTraitOf(CARNEVALE_RULES, gondolier, 'deploys-in-water')).toMatchObject({
      has: true,
      source: 'Sculler',
    });
    expect(printedTraitOf(CARNEVALE_RULES, getProfile(MATRIARCH), 'deploys-in-water').source).toBe(
      'Water Creature',
    );
    expect(printedTraitOf(CARNEVALE_RULES, getProfile(CITIZEN), 'deploys-in-water').has).toBe(false);
  });

  it("of a weapon reads its line; the log's label names the ability that gives it", () => {
    const bomb = getProfile('the-guild-thief').weapons.find((w) => w.name === 'Smoke Bomb')!;
    expect(weaponTraitOf(CARNEVALE_RULES, bomb, 'smokes')).toMatchObject({ has: true, source: 'Smoke' });
    expect(weaponTraitOf(CARNEVALE_RULES, bomb, 'usable-in-water').has).toBe(false);
    expect(traitLabel(CARNEVALE_RULES, 'smokes')).toBe('Smoke');
    expect(traitLabel(CARNEVALE_RULES, 'drowns-out-of-water')).toBe('Gusher, Keep it Flowing');
  });

  it('is what the rule book says: another book gives other traits', () => {
    const trait: CharacterTrait = 'deploys-anywhere';
    const book = new RuleBook([plugin('test', (add) => add(TRAITS, { ability: 'Bulky', trait }))]);
    expect(printedTraitOf(book, getProfile(MATRIARCH), trait)).toMatchObject({ has: true, source: 'Bulky' });
    expect(printedTraitOf(CARNEVALE_RULES, getProfile(MATRIARCH), trait).has).toBe(false);
    expect(printedTraitOf(book, getProfile(GONDOLIER), 'deploys-in-water').has).toBe(false);
  });
});
