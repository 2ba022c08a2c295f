import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allProfiles } from '../../src/content/index.ts';
import {
  allSpells,
  cantripOf,
  DISCIPLINES,
  getSpell,
  spellId,
  spellsOfDiscipline,
  validateSpells,
} from '../../src/content/spells.ts';
import { SPELL_TEXTS } from '../../src/content/texts/spells.ts';
import { buildSpellsJson } from '../../tools/content-spells.ts';

/** The spell facts of the collected data (names and numbers only), committed so the project tests on its own. */
const data: unknown = JSON.parse(
  readFileSync(new URL('./fixtures/spells-source.json', import.meta.url), 'utf8'),
);

describe('the spell catalogue (rulebook "Magic")', () => {
  it('holds a Cantrip and six spells for each of the five Disciplines', () => {
    for (const d of DISCIPLINES) {
      const list = spellsOfDiscipline(d);
      expect(list, d).toHaveLength(7);
      expect(list[0]!.cantrip, d).toBe(true);
      expect(
        list.filter((s) => s.cantrip),
        d,
      ).toHaveLength(1);
      expect(cantripOf(d).wp, d).toBe(0);
    }
  });

  it('holds the spells of single characters, known by profiles of the catalogue', () => {
    const names = new Set(allProfiles().map((p) => p.name));
    const own = allSpells().filter((s) => s.discipline === null);
    expect(own.map((s) => s.name).sort()).toEqual(['Creative Creation', 'Dagonite Baptism']);
    for (const s of own) for (const k of s.knownBy ?? []) expect(names.has(k), k).toBe(true);
  });

  it('keeps the printed numbers: Boiling Veins costs 1 Will Point, Difficulty 3, 8″', () => {
    expect(getSpell('boiling-veins')).toMatchObject({
      wp: 1,
      difficulty: 3,
      range: 8,
      discipline: 'Blood Rites',
    });
    expect(getSpell(spellId("Mother Hydra's Claws")).name).toBe("Mother Hydra's Claws");
  });

  it('gives every spell a text of our own', () => {
    for (const s of allSpells()) expect(s.text, s.name).toBe(SPELL_TEXTS[s.name]);
  });

  it('is the file content:build writes from the data', () => {
    const committed = readFileSync('src/content/data/spells.json', 'utf8');
    expect(buildSpellsJson(data, 'carnevale-data.json')).toBe(committed);
  });

  it('refuses a damaged file, naming the field', () => {
    const good = allSpells()[0]!;
    expect(() => validateSpells([{ ...good, difficulty: 11 }], 'spells.json')).toThrow(
      'spells.json: [0].difficulty: expected 2 to 10',
    );
    expect(() => validateSpells([good, good], 'spells.json')).toThrow(/\[1\]\.id: duplicate id/);
  });

  it('refuses data with a spell that has no text, and a text with no spell', () => {
    expect(() => buildSpellsJson(data, 'data.json', { ...SPELL_TEXTS, Healing: '' })).toThrow(
      'data.json: texts: no text for spell "Healing"',
    );
    expect(() => buildSpellsJson(data, 'data.json', { ...SPELL_TEXTS, 'No Such Spell': 'x' })).toThrow(
      /"No Such Spell" matches no spell/,
    );
  });
});
