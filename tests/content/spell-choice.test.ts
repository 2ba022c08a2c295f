import { describe, expect, it } from 'vitest';
import { getProfile } from '../../src/content/index.ts';
import {
  allowedDisciplines,
  defaultSpellChoice,
  gangSpellChoices,
  knownSpells,
  spellChoiceProblems,
  spellSlots,
  tarotProblems,
} from '../../src/content/spell-choice.ts';

const WITCH = getProfile('the-guild-witch'); // Mage (2); Blood Rites, Runes of Sovereignty, Wild Magic
const MAGI = getProfile('rashaar-magi-rashaar'); // Mage (3), Expert Sorcerer (2)
const SEAMSTRESS = getProfile('the-guild-seamstress'); // Mage (1), Expert Sorcerer (1), Entwined Magics
const NUN = getProfile('rashaar-the-drowned-nun'); // Mage (2), Dagonite Baptism
const CITIZEN = getProfile('the-guild-citizen');

describe('spells known (rulebook "Magic", "Mage (X)", "Expert Sorcerer (X)")', () => {
  it('Mage (X) picks X spells, Expert Sorcerer (X) X more; others none', () => {
    expect(spellSlots(WITCH)).toBe(2);
    expect(spellSlots(MAGI)).toBe(5);
    expect(spellSlots(CITIZEN)).toBe(0);
  });

  it('only from the Disciplines of its keywords', () => {
    expect(allowedDisciplines(WITCH)).toEqual(['Blood Rites', 'Runes of Sovereignty', 'Wild Magic']);
    expect(spellChoiceProblems(WITCH, { discipline: 'Divinity', spells: [] })).toEqual([
      'Witch cannot use Divinity (it may use Blood Rites, Runes of Sovereignty, Wild Magic)',
    ]);
  });

  it('a legal choice has no problem; too many, twice, a Cantrip, another Discipline are named', () => {
    expect(spellChoiceProblems(WITCH, { discipline: 'Wild Magic', spells: ['healing', 'gateway'] })).toEqual(
      [],
    );
    expect(
      spellChoiceProblems(WITCH, { discipline: 'Wild Magic', spells: ['healing', 'gateway', 'groundsnap'] }),
    ).toEqual(['Witch knows 2 spells besides its Cantrip, not 3']);
    expect(spellChoiceProblems(WITCH, { discipline: 'Wild Magic', spells: ['healing', 'healing'] })).toEqual([
      'Witch has picked Healing twice',
    ]);
    expect(spellChoiceProblems(WITCH, { discipline: 'Wild Magic', spells: ['cantrip-of-justice'] })).toEqual([
      'Witch knows its Cantrip already: Cantrip of Justice is not picked',
    ]);
    expect(spellChoiceProblems(WITCH, { discipline: 'Wild Magic', spells: ['bloodlust'] })).toEqual([
      'Witch picks all its spells from Wild Magic: Bloodlust is Blood Rites',
    ]);
    expect(spellChoiceProblems(CITIZEN, { discipline: 'Wild Magic', spells: [] })).toEqual([
      'Citizen is not a Mage and knows no spells',
    ]);
    expect(spellChoiceProblems(WITCH, { discipline: 'Wild Magic', spells: ['nope'] })).toEqual([
      'Witch: there is no spell "nope"',
    ]);
  });

  it('Entwined Magics (Seamstress): her Expert Sorcerer spell may come from her other Discipline', () => {
    expect(
      spellChoiceProblems(SEAMSTRESS, {
        discipline: 'Divinity',
        spells: ['eldritch-armour', 'blessing-of-the-sky'],
      }),
    ).toEqual([]);
    expect(
      spellChoiceProblems(SEAMSTRESS, {
        discipline: 'Divinity',
        spells: ['blessing-of-the-sky', 'curse-of-the-rent'],
      }),
    ).toEqual(['Seamstress: only its 1 Expert Sorcerer spell(s) may come from another Discipline']);
    // without Entwined Magics, never
    expect(spellChoiceProblems(MAGI, { discipline: 'Wild Magic', spells: ['bloodlust'] })).toHaveLength(1);
  });

  it('Aetheric Gaze (Doctor of the Firmament): spells from two of its Disciplines, and the Cantrip of each', () => {
    const firmament = getProfile('the-doctors-doctor-of-the-firmament'); // Mage (2), Expert Sorcerer (2)
    const two = { discipline: 'Fateweaving' as const, spells: ['blessing-of-the-sky', 'healing', 'gateway'] };
    expect(spellChoiceProblems(firmament, two)).toEqual([]);
    expect(knownSpells(firmament, two).map((s) => s.name)).toEqual([
      'Cantrip of the Stars',
      'Cantrip of Justice',
      'Blessing of the Sky',
      'Healing',
      'Gateway',
    ]);
    // one Discipline only: one Cantrip
    expect(
      knownSpells(firmament, { discipline: 'Wild Magic', spells: ['healing'] }).map((s) => s.name),
    ).toEqual(['Cantrip of Justice', 'Healing']);
    // three Disciplines: refused
    expect(
      spellChoiceProblems(firmament, {
        discipline: 'Fateweaving',
        spells: ['blessing-of-the-sky', 'healing', 'bloodlust'],
      }),
    ).toEqual(['Doctor of the Firmament takes its spells from two Disciplines at most (Aetheric Gaze)']);
  });

  it('Tarot (the Romani): each Romani takes a Discipline no other has until all four are covered', () => {
    const romani = getProfile('strigoi-romani'); // Mage (0)
    const d = allowedDisciplines(romani);
    expect(d).toHaveLength(4);
    const three = gangSpellChoices([{ profile: romani }, { profile: romani }, { profile: romani }]);
    expect(three.map((c) => c?.discipline)).toEqual([d[0], d[1], d[2]]);
    // one picked by hand is kept, the others take those left
    const picked = gangSpellChoices([
      { profile: romani },
      { profile: romani, spells: { discipline: d[0]!, spells: [] } },
      { profile: CITIZEN },
    ]);
    expect(picked.map((c) => c?.discipline)).toEqual([d[1], d[0], undefined]);
    expect(tarotProblems([romani, romani, CITIZEN], picked)).toEqual([]);
    // two taking the same while others are left: refused
    const same = { discipline: d[3]!, spells: [] };
    expect(tarotProblems([romani, romani], [same, same])).toEqual([
      `The 2 Romani take 1 Discipline: each takes a different one until all 4 are covered (Tarot); ${d[3]} is taken twice.`,
    ]);
    // a fifth Romani may take any, the four being covered
    const five = gangSpellChoices(Array.from({ length: 5 }, () => ({ profile: romani })));
    expect(new Set(five.map((c) => c?.discipline)).size).toBe(4);
    expect(tarotProblems(Array(5).fill(romani), five)).toEqual([]);
    // the known Cantrip follows the Discipline
    expect(knownSpells(romani, three[1]).map((s) => s.discipline)).toEqual([d[1]]);
  });

  it('Bucket of Blood (Blood Courier, no Mage): keeps one Blood Rites spell and knows none itself', () => {
    const courier = getProfile('the-guild-blood-courier');
    expect(spellSlots(courier)).toBe(1);
    expect(spellChoiceProblems(courier, { discipline: 'Blood Rites', spells: ['blood-drain'] })).toEqual([]);
    expect(spellChoiceProblems(courier, { discipline: 'Wild Magic', spells: ['healing'] })).toEqual([
      'Blood Courier cannot use Wild Magic (it may use Blood Rites)',
    ]);
    expect(knownSpells(courier, { discipline: 'Blood Rites', spells: ['blood-drain'] })).toEqual([]);
  });

  it('knows its Discipline’s Cantrip besides those picked, and the spells printed on it', () => {
    expect(knownSpells(WITCH, { discipline: 'Wild Magic', spells: ['healing'] }).map((s) => s.name)).toEqual([
      'Cantrip of Justice',
      'Healing',
    ]);
    expect(knownSpells(NUN, { discipline: 'Fateweaving', spells: [] }).map((s) => s.name)).toEqual([
      'Cantrip of the Stars',
      'Dagonite Baptism',
    ]);
    expect(knownSpells(CITIZEN, undefined)).toEqual([]);
  });

  it('without a choice, a Mage knows its first Discipline’s first spells', () => {
    expect(defaultSpellChoice(WITCH)).toEqual({
      discipline: 'Blood Rites',
      spells: ['boiling-veins', 'bloodlust'],
    });
    expect(defaultSpellChoice(CITIZEN)).toBeUndefined();
  });
});
