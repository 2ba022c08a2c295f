import { describe, expect, it } from 'vitest';
import { newRoster, type Roster, rosterFromGangFile } from '../../src/campaign/roster.ts';
import {
  distinctColour,
  gangWarSetup,
  MIN_COLOUR_DISTANCE,
  playProblem,
  toGangSetup,
} from '../../src/campaign/roster-match.ts';
import { addMember, chooseWeapon } from '../../src/campaign/roster-members.ts';
import { readyGangs } from '../../src/content/gangs/index.ts';
import { weaponsOf } from '../../src/rules/combat/combat.ts';
import { loadLevel } from '../../src/rules/index.ts';
import { createMatch } from '../../src/rules/match/match.ts';

const guild = () => rosterFromGangFile(readyGangs().find((g) => g.id === 'guild')!);
const rashaar = () => rosterFromGangFile(readyGangs().find((g) => g.id === 'rashaar')!);

describe('playProblem', () => {
  it('lets a legal gang play and stops an empty or illegal one with the reason', () => {
    expect(playProblem(guild())).toBeNull();
    expect(playProblem(newRoster('The Guild', 'x'))).toBe('The gang has no characters yet.');
    const s = addMember(newRoster('The Guild', 'x'), 'the-guild-dog');
    if (!s.ok) throw new Error(s.reason);
    expect(playProblem(s.roster)).toBe(
      'The gang breaks the gang-building rules: The gang has no Leader: it needs exactly one character with the Leader keyword.',
    );
  });
});

describe('gangWarSetup', () => {
  it('puts the person first against the computer on the Venice board', () => {
    const mine: Roster = {
      ...guild(),
      id: 'my-mob',
      name: 'My Mob',
      members: [{ profile: 'the-guild-capodecina', name: 'Nico' }, ...guild().members.slice(1)],
    };
    const setup = gangWarSetup(mine, rashaar());
    expect(setup.scenario).toBe('gang-war');
    expect(setup.level).toBe('gang-war-venice');
    expect(setup.gangs.map((g) => [g.id, g.controller, g.roster.length])).toEqual([
      ['my-mob', 'human', 9],
      ['rashaar', 'ai', 9],
    ]);
    expect(setup.gangs[0]?.roster[0]).toEqual({ profile: 'the-guild-capodecina', name: 'Nico' });
  });

  it('keeps gang ids distinct when the same gang plays both sides, and the engine accepts it', () => {
    const setup = gangWarSetup(guild(), guild());
    expect(setup.gangs.map((g) => g.id)).toEqual(['guild', 'guild-rival']);
    const m = createMatch(setup, 5, loadLevel(setup.level));
    expect(m.ids.size).toBe(18);
  });

  it('gives the computer another colour when both gangs would look alike, and keeps distinct colours', () => {
    const same = gangWarSetup(rashaar(), rashaar());
    const [mine, theirs] = same.gangs.map((g) => g.colour);
    expect(mine).toBe(rashaar().colour);
    expect(theirs).not.toBe(mine);
    const apart = gangWarSetup(guild(), rashaar());
    expect(apart.gangs.map((g) => g.colour)).toEqual([guild().colour, rashaar().colour]);
    // a colour picked one shade off the rival's is still too close
    expect(distinctColour('#1f8a71', '#1f8a70')).not.toBe('#1f8a70');
    const hex = (c: string) => [1, 3, 5].map((k) => Number.parseInt(c.slice(k, k + 2), 16));
    const d = (a: string, b: string) => Math.hypot(...hex(a).map((v, k) => v - hex(b)[k]!));
    expect(d('#1f8a71', distinctColour('#1f8a71', '#1f8a70'))).toBeGreaterThanOrEqual(MIN_COLOUR_DISTANCE);
  });

  it('refuses an illegal gang for the person', () => {
    expect(() => gangWarSetup(newRoster('The Guild', 'x'), rashaar())).toThrow(
      'The gang has no characters yet.',
    );
  });

  it('makes the engine roster entries from the members', () => {
    expect(toGangSetup(guild(), 'ai', 'other')).toMatchObject({
      id: 'other',
      faction: 'The Guild',
      controller: 'ai',
    });
  });

  it('carries only the weapon chosen of an "OR" option into the match; without a choice all stay', () => {
    const added = addMember({ ...guild(), members: guild().members.slice(0, 6) }, 'the-guild-fisherman');
    if (!added.ok) throw new Error(added.reason);
    const k = added.roster.members.length - 1;
    const chose = chooseWeapon(added.roster, k, 'Fisherman Weapon Choice', 'Harpoon Gun');
    if (!chose.ok) throw new Error(chose.reason);
    const gang = toGangSetup(chose.roster, 'human');
    expect(gang.roster[k]).toEqual({
      profile: 'the-guild-fisherman',
      weapons: { 'Fisherman Weapon Choice': 'Harpoon Gun' },
    });
    const setup = { ...gangWarSetup(guild(), rashaar()), gangs: [gang, toGangSetup(rashaar(), 'ai')] };
    const m = createMatch(setup, 5, loadLevel(setup.level));
    const fisherman = [...m.ids.values()].find(
      (e) => m.world.components.Identity.profile[e] === 'the-guild-fisherman',
    )!;
    expect(weaponsOf(m, fisherman).map((w) => w.name)).toEqual(['Harpoon Gun', 'Unarmed']);
    const free = createMatch(
      {
        ...setup,
        gangs: [{ ...gang, roster: gang.roster.map((r) => ({ profile: r.profile })) }, setup.gangs[1]!],
      },
      5,
      loadLevel(setup.level),
    );
    const other = [...free.ids.values()].find(
      (e) => free.world.components.Identity.profile[e] === 'the-guild-fisherman',
    )!;
    expect(weaponsOf(free, other).map((w) => w.name)).toEqual(['Pole Spear & Net', 'Harpoon Gun', 'Unarmed']);
  });
});
