import { describe, expect, it } from 'vitest';
import {
  ABILITY_GLOSSARY,
  allProfiles,
  allTerms,
  FACTIONS,
  lookupTerm,
  searchTerms,
  TERM_KINDS,
  weaponsOf,
} from '../../src/content/index.ts';
import { allSpells } from '../../src/content/spells.ts';
import { FACTIONS_WITH_TEXTS } from '../../src/content/texts/unique-abilities.ts';
import type { LandingSpot, ObstacleKind, SurfaceKind } from '../../src/rules/space/api.ts';
import type { PieceKind } from '../../src/rules/space/pieces.ts';

/** The rulebook's name of each kind of ground, landing, obstacle and terrain piece the board shows. */
const SURFACES: Record<SurfaceKind, string> = {
  solid: 'Solid Ground',
  difficult: 'Difficult Ground',
  unstable: 'Unstable Ground',
  water: 'Water',
};
const LANDINGS: Record<LandingSpot, string> = {
  soft: 'Landing Spot',
  water: 'Landing Spot',
  solid: 'Solid Ground',
  difficult: 'Difficult Ground',
  dangerous: 'Landing Spot',
};
const OBSTACLES: Record<ObstacleKind, string> = { small: 'Obstacle', large: 'Obstacle', debris: 'Debris' };
const PIECES: Record<PieceKind, string> = {
  building: 'Vertical Terrain',
  obstacle: 'Large Obstacle',
  'small-obstacle': 'Small Obstacle',
  impassable: 'Impassable',
  bridge: 'Solid Ground',
  ladder: 'Ropes & Ladders',
  'water-access': 'Water Access',
  barricade: 'Barricade',
  ruin: 'Ruins',
  debris: 'Debris',
  gondola: 'Gondola',
};

describe('the rules glossary', () => {
  it('has an entry for every Character and Weapon Ability any profile or weapon prints', () => {
    const names = allProfiles().flatMap((p) => [
      ...p.abilities.map((a) => ({ name: a.name, kind: 'character ability' })),
      ...weaponsOf(p).flatMap((w) => w.abilities.map((a) => ({ name: a.name, kind: 'weapon ability' }))),
    ]);
    const missing = names.filter((n) => lookupTerm(n.name)?.kind !== n.kind).map((n) => n.name);
    expect([...new Set(missing)]).toEqual([]);
  });

  it('takes the universal ability texts from the ability glossary, word for word', () => {
    for (const [name, entry] of Object.entries(ABILITY_GLOSSARY)) {
      expect(lookupTerm(name)?.text, name).toBe(entry.text);
    }
    expect(lookupTerm('Reload (2)')?.term).toBe('Reload (X)');
  });

  it('has the text of every unique ability and Command Ability of the factions played, per character', () => {
    const played = allProfiles().filter((p) => FACTIONS_WITH_TEXTS.includes(p.faction));
    expect(played.length).toBeGreaterThan(40);
    for (const p of played) {
      for (const u of p.uniqueAbilities) {
        const t = lookupTerm(u.name, p.id);
        expect(t?.text, `${p.id}/${u.name}`).toBe(u.text);
        expect(t?.of).toContain(p.id);
      }
    }
    const fight = lookupTerm('Fight For The Guild!');
    expect(fight?.kind).toBe('command ability');
    expect(fight?.detail).toBe('PULSE Command Ability');
    expect(fight?.section).toMatch(/Capodecina/);
  });

  it('has every faction’s own Command Ability', () => {
    for (const f of FACTIONS) {
      const t = lookupTerm(f.command.name);
      expect(t?.text, f.name).toBe(f.command.text);
      expect(t?.kind).toBe('command ability');
    }
  });

  it('has an entry for every stat, point, counter, roll and result the panels show', () => {
    const shown = [
      ...['MOVE', 'DEX', 'ATTACK', 'PROT', 'MIND', 'AP', 'LP', 'WP', 'CP', 'Base size'],
      ...['Range', 'Evasion', 'Damage', 'Penetration', 'Unarmed', 'Weapon', 'Keywords'],
      ...['Ace', 'Destiny Dice', 'Success', 'Fail', 'Critical', 'Fumble', 'Re-roll'],
      ...['Basic Roll', 'Opposed Roll', 'Attack Roll', 'Magic Roll', 'Protection Roll'],
      ...['Stunned', 'Hidden', 'Guard counter', 'Underwater Counter'],
      ...['Cover', 'Base contact', 'Line of sight', 'Attack of Opportunity', 'Charging', 'Disengaging'],
      ...['AURA', 'PULSE', 'PLAN', 'ORDER', 'COUNTER', 'ABILITY', 'Controlled Landing', 'Falling'],
    ];
    expect(shown.filter((name) => !lookupTerm(name))).toEqual([]);
  });

  it('names every kind of terrain the board shows', () => {
    const names = [
      ...Object.values(SURFACES),
      ...Object.values(LANDINGS),
      ...Object.values(OBSTACLES),
      ...Object.values(PIECES),
    ];
    expect(names.filter((n) => lookupTerm(n)?.kind !== 'terrain')).toEqual([]);
  });

  it('has an entry for every action button and every spell a character may cast', () => {
    const buttons = ['Run/Climb', 'Jump', 'Fly', 'Swim underwater', 'Row', 'Dive', 'Hide', 'Guard'];
    const more = ['Combat', 'Grapple', 'Drown', 'ORDER +1 AP', 'End turn', 'Drop the Objective', 'Destroy'];
    expect([...buttons, ...more].filter((n) => !lookupTerm(n))).toEqual([]);
    for (const s of allSpells()) {
      expect(lookupTerm(s.id)?.text, s.id).toBe(s.text);
      expect(lookupTerm(s.name)?.term, s.name).toBe(s.name);
    }
  });

  it('looks up by abbreviation, plural, any letter case and with an (X)', () => {
    expect(lookupTerm('DEX')?.term).toBe('DEXTERITY');
    expect(lookupTerm('prot')?.term).toBe('PROTECTION');
    expect(lookupTerm('LP')?.term).toBe('Life Points');
    expect(lookupTerm('WP')?.term).toBe('Will Points');
    expect(lookupTerm('cp')?.term).toBe('Command Points');
    expect(lookupTerm('Aces')?.term).toBe('Ace');
    expect(lookupTerm('expert offence (2)')?.term).toBe('Expert Offence (X)');
    expect(lookupTerm("Fortune's Favour")?.term).toBe('Fortune’s Favour');
    expect(lookupTerm('Fly')?.term).toBe('Flight');
    expect(lookupTerm('no such rule')).toBeUndefined();
  });

  it('finds a term by a word of its text, its name first', () => {
    expect(searchTerms('teardrop').map((t) => t.term)).toContain('Template');
    expect(searchTerms('armour').map((t) => t.term)).toEqual(
      expect.arrayContaining(['PROTECTION', 'Penetration']),
    );
    expect(searchTerms('pene')[0]?.term).toBe('Penetration');
    // every word must match: "destiny 10" finds Critical and the Destiny Dice, not every 10 of the book
    const both = searchTerms('destiny critical').map((t) => t.term);
    expect(both).toContain('Critical');
    expect(both).not.toContain('Fail');
    expect(searchTerms('zzzz')).toEqual([]);
    expect(searchTerms('  ').length).toBe(allTerms().length);
  });

  it('gives every entry a short text of its own and a rulebook section, grouped by a known kind', () => {
    const terms = allTerms();
    expect(terms.length).toBeGreaterThan(200);
    for (const t of terms) {
      expect(t.text.trim(), t.term).not.toBe('');
      expect(t.section.trim(), t.term).not.toBe('');
      expect(TERM_KINDS).toContain(t.kind);
    }
    const rules = terms.filter((t) => !t.of && t.kind !== 'spell' && t.kind !== 'agenda');
    for (const t of rules) {
      const sentences = t.text.split(/[.!?](\s|$)/).filter((s) => s.trim().length > 1).length;
      expect(sentences, t.term).toBeLessThanOrEqual(3);
    }
    const ids = terms.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
