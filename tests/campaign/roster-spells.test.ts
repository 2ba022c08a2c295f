/**
 * Picking a Mage's spells in the gang builder (rulebook "Magic": spells chosen before the game) and the gang rules
 * that check them: src/campaign/roster-spells.ts `chooseDiscipline`, `toggleSpell`; src/content/gang-rules.ts.
 */
import { describe, expect, it } from 'vitest';
import { newRoster, type Roster, type RosterStep } from '../../src/campaign/roster.ts';
import { toGangSetup } from '../../src/campaign/roster-match.ts';
import { addMember } from '../../src/campaign/roster-members.ts';
import { parseRoster } from '../../src/campaign/roster-save.ts';
import { chooseDiscipline, toggleSpell } from '../../src/campaign/roster-spells.ts';
import { checkGang } from '../../src/content/gang-rules.ts';

const ok = (s: RosterStep): Roster => {
  if (!s.ok) throw new Error(s.reason);
  return s.roster;
};

describe('spells in the gang builder', () => {
  it('a Mage joins with its first Discipline’s first spells', () => {
    const r = ok(addMember(newRoster('The Guild', 'g'), 'the-guild-witch'));
    expect(r.members[0]!.spells).toEqual({
      discipline: 'Blood Rites',
      spells: ['boiling-veins', 'bloodlust'],
    });
  });

  it('another Discipline brings its first spells; one it may not use is refused', () => {
    let r = ok(addMember(newRoster('The Guild', 'g'), 'the-guild-witch'));
    r = ok(chooseDiscipline(r, 0, 'Wild Magic'));
    expect(r.members[0]!.spells).toEqual({
      discipline: 'Wild Magic',
      spells: ['they-sleep-underwater', 'healing'],
    });
    expect(chooseDiscipline(r, 0, 'Divinity')).toEqual({ ok: false, reason: 'Witch cannot use Divinity.' });
  });

  it('spells are dropped and picked; a third for a Mage (2), or another Discipline, is refused with the reason', () => {
    let r = ok(addMember(newRoster('The Guild', 'g'), 'the-guild-witch'));
    r = ok(chooseDiscipline(r, 0, 'Wild Magic'));
    const third = toggleSpell(r, 0, 'gateway');
    expect(third).toEqual({ ok: false, reason: 'Witch knows 2 spells besides its Cantrip, not 3.' });
    r = ok(toggleSpell(r, 0, 'they-sleep-underwater'));
    r = ok(toggleSpell(r, 0, 'sunder-armour'));
    expect(r.members[0]!.spells!.spells).toEqual(['healing', 'sunder-armour']);
    expect(toggleSpell(r, 0, 'healing').ok).toBe(true);
    const other = toggleSpell(ok(toggleSpell(r, 0, 'healing')), 0, 'bloodlust');
    expect(other).toEqual({
      ok: false,
      reason: 'Witch picks all its spells from Wild Magic: Bloodlust is Blood Rites.',
    });
  });

  it('the gang check names a Mage with a broken pick, and a Bucket of Blood spell a Mage knows', () => {
    const check = checkGang({
      faction: 'The Guild',
      ducats: 150,
      members: [
        {
          profile: 'the-guild-witch',
          spells: { discipline: 'Blood Rites', spells: ['blood-drain', 'bloodlust'] },
        },
        {
          profile: 'the-guild-blood-courier',
          spells: { discipline: 'Blood Rites', spells: ['blood-drain'] },
        },
        { profile: 'the-guild-seamstress', spells: { discipline: 'Divinity', spells: ['healing'] } },
      ],
    });
    expect(check.problems).toContain(
      'Blood Courier keeps Blood Drain, which a Mage of the gang knows already (Bucket of Blood).',
    );
    expect(check.problems).toContain('Seamstress picks all its spells from Divinity: Healing is Wild Magic.');
  });

  it('the spells are saved, read back and taken into the match', () => {
    let r = ok(addMember(newRoster('The Guild', 'g'), 'the-guild-witch'));
    r = ok(chooseDiscipline(r, 0, 'Wild Magic'));
    const back = parseRoster(JSON.parse(JSON.stringify(r)), 'save');
    expect(back.ok && back.roster.members[0]!.spells).toEqual({
      discipline: 'Wild Magic',
      spells: ['they-sleep-underwater', 'healing'],
    });
    expect(toGangSetup(r, 'human').roster[0]!.spells).toEqual(r.members[0]!.spells);
    const bad = parseRoster(
      { ...r, members: [{ profile: 'the-guild-witch', spells: { discipline: 'Weaving', spells: [] } }] },
      'save',
    );
    expect(bad.ok).toBe(false);
  });
});
