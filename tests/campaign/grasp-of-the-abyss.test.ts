/**
 * Grasp of the Abyss in the gang builder (the Emissary of Mother Hydra, Rashaar): it brings one Maw, Lash, Dagger
 * and Thorn Tentacle for free, or two of each for 12 more Ducats; Tentacles never come alone
 * (src/campaign/roster-members.ts, src/content/gang-rules.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  checkRoster,
  newRoster,
  type Roster,
  type RosterStep,
  setDucats,
} from '../../src/campaign/roster.ts';
import {
  addMember,
  hasSecondSetOf,
  removeMember,
  toggleSecondSet,
} from '../../src/campaign/roster-members.ts';
import { checkGang } from '../../src/content/gang-rules.ts';

const EMISSARY = 'rashaar-emissary-of-mother-hydra';
const LEADER = 'rashaar-paartul-matriarch';
const TENTACLES = [
  'rashaar-dagger-tentacle',
  'rashaar-lash-tentacle',
  'rashaar-maw-tentacle',
  'rashaar-thorn-tentacle',
];

function ok(s: RosterStep): Roster {
  if (!s.ok) throw new Error(s.reason);
  return s.roster;
}
const tentacles = (r: Roster) => r.members.filter((m) => TENTACLES.includes(m.profile)).map((m) => m.profile);

describe('Grasp of the Abyss in the gang builder', () => {
  const base = ok(addMember(ok(addMember(newRoster('Rashaar', 'tide'), LEADER)), EMISSARY));

  it('brings one of each Tentacle for free, as Henchmen', () => {
    expect([...tentacles(base)].sort()).toEqual(TENTACLES);
    const check = checkRoster(base);
    expect(check.cost).toBe(25 + 51);
    expect(check.problems).toEqual([]);
    expect(check.roles.filter((r) => r === 'Henchman')).toHaveLength(4);
  });

  it('brings two of each for 12 more Ducats, and gives them back', () => {
    const two = ok(toggleSecondSet(base, EMISSARY));
    expect(hasSecondSetOf(two, EMISSARY)).toBe(true);
    expect([...tentacles(two)].sort()).toEqual([...TENTACLES, ...TENTACLES].sort());
    const check = checkRoster(two);
    expect(check.cost).toBe(25 + 51 + 12);
    expect(check.problems).toEqual([]);
    const back = ok(toggleSecondSet(two, EMISSARY));
    expect(back.members).toEqual(base.members);
    expect(checkRoster(back).cost).toBe(25 + 51);
  });

  it('refuses the second set over the Ducats or without the Emissary', () => {
    const tight = setDucats(base, 80);
    const r = toggleSecondSet(tight, EMISSARY);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.reason).toMatch(/Ducats/);
    const none = toggleSecondSet(ok(addMember(newRoster('Rashaar', 'x'), LEADER)), EMISSARY);
    expect(none).toEqual({ ok: false, reason: 'Emissary of Mother Hydra is not in the gang.' });
    expect(toggleSecondSet(base, LEADER).ok).toBe(false);
  });

  it('takes every Tentacle away with the Emissary, second set too', () => {
    const two = ok(toggleSecondSet(base, EMISSARY));
    const gone = removeMember(
      two,
      two.members.findIndex((m) => m.profile === EMISSARY),
    );
    expect(tentacles(gone)).toEqual([]);
    expect(gone.members.map((m) => m.profile)).toEqual([LEADER]);
  });

  it('never sells a Tentacle alone, nor a third of one, nor uneven sets', () => {
    expect(addMember(base, 'rashaar-maw-tentacle').ok).toBe(false);
    const members = (...ids: string[]) => ids.map((profile) => ({ profile }));
    const three = checkGang({
      faction: 'Rashaar',
      ducats: 150,
      members: members(LEADER, EMISSARY, ...TENTACLES, ...TENTACLES, 'rashaar-maw-tentacle'),
    });
    expect(three.problems.join(' ')).toMatch(/Maw Tentacle appears 3 times/);
    const uneven = checkGang({
      faction: 'Rashaar',
      ducats: 150,
      members: members(LEADER, EMISSARY, ...TENTACLES, 'rashaar-maw-tentacle'),
    });
    expect(uneven.problems.join(' ')).toMatch(/the same number of each/);
    expect(uneven.cost).toBe(25 + 51 + 12);
  });
});
