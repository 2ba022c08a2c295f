import { describe, expect, it } from 'vitest';
import {
  ABILITY_GLOSSARY,
  abilityText,
  allProfiles,
  FACTIONS,
  glossaryEntry,
  profilesOfFaction,
} from '../../src/content/index.ts';
import { UNIQUE_ABILITY_TEXTS } from '../../src/content/texts/unique-abilities.ts';

const written = FACTIONS.map((f) => f.name);

describe('unique ability texts', () => {
  it('gives every unique ability of every faction a non-empty text', () => {
    const missing = written
      .flatMap((f) => profilesOfFaction(f))
      .flatMap((p) => p.uniqueAbilities.filter((u) => u.text.trim() === '').map((u) => `${p.id}/${u.name}`));
    expect(missing).toEqual([]);
  });

  it('matches the texts module (run npm run content:build after editing texts)', () => {
    for (const p of allProfiles()) {
      for (const u of p.uniqueAbilities) {
        expect(u.text, `${p.id}/${u.name}`).toBe(UNIQUE_ABILITY_TEXTS[`${p.id}/${u.name}`] ?? '');
      }
    }
  });

  it('shows the cost of abilities used as actions in their type', () => {
    const fade = profilesOfFaction('The Guild')
      .find((p) => p.id === 'the-guild-shadow-assassin')
      ?.uniqueAbilities.find((u) => u.name === 'Fade to the Shadow');
    expect(fade?.type).toBe('Action (2 AP)');
  });
});

describe('ability glossary', () => {
  it('explains every Character and Weapon Ability used by The Guild and Rashaar', () => {
    const names = written
      .flatMap((f) => profilesOfFaction(f))
      .flatMap((p) => [...p.abilities, ...p.weapons.flatMap((w) => w.abilities)].map((a) => a.name));
    const missing = [...new Set(names)].filter((n) => abilityText(n) === '');
    expect(missing).toEqual([]);
  });

  it('explains every ability used anywhere in the catalogue', () => {
    const names = allProfiles().flatMap((p) =>
      [...p.abilities, ...p.weapons.flatMap((w) => w.abilities)].map((a) => a.name),
    );
    expect([...new Set(names)].filter((n) => abilityText(n) === '')).toEqual([]);
  });

  it('finds names with their (X), in any letter case', () => {
    expect(abilityText('Reload (2)')).toBe(ABILITY_GLOSSARY.Reload?.text);
    expect(abilityText('Two-handed')).toBe(ABILITY_GLOSSARY['Two-Handed']?.text);
    expect(glossaryEntry('Expert Offence (X)')).toMatchObject({ kind: 'character', takesX: true });
    expect(glossaryEntry('Aquatic')).toMatchObject({ kind: 'weapon', takesX: false });
    expect(abilityText('Dance of the Doge')).toBe('');
  });

  it('keeps every text short', () => {
    for (const [name, entry] of Object.entries(ABILITY_GLOSSARY)) {
      expect(entry.text.length, name).toBeLessThanOrEqual(260);
    }
  });
});

describe('factions', () => {
  it('lists the seven factions with a Command Ability text each', () => {
    expect(FACTIONS.map((f) => f.name)).toEqual([
      'The Guild',
      'The Doctors',
      'Patricians',
      'Rashaar',
      'Strigoi',
      'The Vatican',
      'Gifted',
    ]);
    for (const f of FACTIONS) {
      expect(f.keyword).toBe(`Faction (${f.name})`);
      expect(f.command.text.length).toBeGreaterThan(20);
      expect(f.colour).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('matches every profile faction keyword', () => {
    for (const p of allProfiles()) {
      expect(p.keywords, p.id).toContain(`Faction (${p.faction})`);
    }
  });
});
