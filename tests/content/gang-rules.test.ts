import { describe, expect, it } from 'vitest';
import { checkGang, readyGangs } from '../../src/content/index.ts';

const ids = (...profiles: string[]) => profiles.map((profile) => ({ profile }));

const guild = () => {
  const g = readyGangs().find((x) => x.id === 'guild');
  if (!g) throw new Error('no guild gang');
  return { faction: g.faction, ducats: g.ducats, members: [...g.members] };
};
const rashaar = () => {
  const g = readyGangs().find((x) => x.id === 'rashaar');
  if (!g) throw new Error('no rashaar gang');
  return { faction: g.faction, ducats: g.ducats, members: [...g.members] };
};

describe('checkGang', () => {
  it('accepts both ready gangs', () => {
    for (const g of [guild(), rashaar()]) {
      const check = checkGang(g);
      expect(check.problems).toEqual([]);
      expect(check.ok).toBe(true);
      expect(check.cost).toBeLessThanOrEqual(150);
    }
  });

  it('adds up the Ducats', () => {
    expect(checkGang(guild()).cost).toBe(136);
    expect(checkGang(rashaar()).cost).toBe(150);
  });

  it('rejects a gang over its Ducat limit', () => {
    const check = checkGang({ ...guild(), ducats: 130 });
    expect(check.ok).toBe(false);
    expect(check.problems).toEqual(['The gang costs 136 Ducats, 6 over its limit of 130.']);
  });

  it('rejects two Leaders, naming them', () => {
    const g = guild();
    const check = checkGang({ ...g, ducats: 200, members: [...g.members, ...ids('the-guild-madame')] });
    expect(check.problems).toEqual([
      'The gang has 2 Leaders (Capodecina, Madame); it must have exactly one.',
    ]);
  });

  it('rejects a gang with no Leader', () => {
    const g = guild();
    const check = checkGang({ ...g, members: g.members.filter((m) => m.profile !== 'the-guild-capodecina') });
    expect(check.problems).toEqual([
      'The gang has no Leader: it needs exactly one character with the Leader keyword.',
    ]);
  });

  it('lets a scenario that needs no Leader (Acquisition) take a gang without one, but never two', () => {
    const g = guild();
    const none = { ...g, members: g.members.filter((m) => m.profile !== 'the-guild-capodecina') };
    expect(checkGang(none, { leaderRequired: false }).ok).toBe(true);
    expect(checkGang(none, { leaderRequired: true }).ok).toBe(false);
    const two = { ...g, ducats: 200, members: [...g.members, ...ids('the-guild-madame')] };
    expect(checkGang(two, { leaderRequired: false }).problems).toEqual([
      'The gang has 2 Leaders (Capodecina, Madame); it must have at most one.',
    ]);
  });

  it('rejects more Heroes than Henchmen, naming the Heroes', () => {
    const g = guild();
    const members = [
      ...g.members.filter((m) => m.profile !== 'the-guild-firebreather'),
      ...ids('the-guild-butcher'),
    ];
    const check = checkGang({ ...g, members });
    expect(check.ok).toBe(false);
    expect(check.problems).toHaveLength(1);
    expect(check.problems[0]).toMatch(/5 Heroes \(.*Whaler.*Butcher\) but only 3 Henchmen/);
  });

  it('rejects a Unique character taken twice', () => {
    const g = guild();
    const members = [...g.members, ...ids('the-guild-black-lamp', 'the-guild-shipwright')];
    const check = checkGang({ ...g, ducats: 200, members });
    expect(check.problems).toEqual([
      'Black Lamp is Unique but appears 2 times; a Unique character may appear only once.',
    ]);
  });

  it('allows a non-Unique character more than once', () => {
    const g = guild();
    expect(g.members.filter((m) => m.profile === 'the-guild-blood-courier')).toHaveLength(2);
    expect(checkGang(g).ok).toBe(true);
  });

  it('rejects a character of another faction, naming it', () => {
    const g = rashaar();
    const members = [
      ...g.members.filter((m) => m.profile !== 'rashaar-dagon-officiant'),
      ...ids('the-guild-harlot'),
    ];
    const check = checkGang({ ...g, members });
    expect(check.problems).toEqual([
      'Harlot belongs to The Guild, not Rashaar; only Gifted characters may join any gang.',
    ]);
  });

  it('lets Gifted characters join any gang', () => {
    const g = rashaar();
    const members = [...g.members, ...ids('gifted-harlequin', 'gifted-pierrot')];
    expect(checkGang({ ...g, ducats: 200, members }).problems).toEqual([]);
  });

  it('reports unknown profiles and factions without throwing', () => {
    const check = checkGang({ faction: 'Doges', ducats: 50, members: ids('the-guild-capodecina', 'nobody') });
    expect(check.ok).toBe(false);
    expect(check.problems).toContain('"Doges" is not a known faction.');
    expect(check.problems).toContain('Member 2 names an unknown character profile "nobody".');
    expect(check.roles).toEqual(['Leader', null]);
  });

  it('treats a Leader-or-Hero profile as the Leader when no one else leads (A Hero Among Thieves)', () => {
    const alone = checkGang({
      faction: 'The Guild',
      ducats: 100,
      members: ids('the-guild-prince-of-thieves', 'the-guild-citizen'),
    });
    expect(alone.roles).toEqual(['Leader', 'Henchman']);
    expect(alone.ok).toBe(true);
    const withBoss = checkGang({
      faction: 'The Guild',
      ducats: 100,
      members: ids('the-guild-prince-of-thieves', 'the-guild-capodecina', 'the-guild-citizen'),
    });
    expect(withBoss.roles).toEqual(['Hero', 'Leader', 'Henchman']);
    expect(withBoss.ok).toBe(true);
  });

  it('counts Brides as Henchmen only beside Vlad Dracula', () => {
    const without = checkGang({ faction: 'Strigoi', ducats: 200, members: ids('strigoi-ceres') });
    expect(without.roles).toEqual(['Hero']);
    const withVlad = checkGang({
      faction: 'Strigoi',
      ducats: 200,
      members: ids('strigoi-vlad-dracula', 'strigoi-ceres'),
    });
    expect(withVlad.roles).toEqual(['Leader', 'Henchman']);
  });

  it('lets La Signora (Cheat) and The Duke (Inspiring Hero) lead alone, La Signora stepping down for Il Capitano', () => {
    const roles = (...members: string[]) =>
      checkGang({ faction: 'Gifted', ducats: 300, members: ids(...members) }).roles;
    expect(roles('gifted-la-signora')).toEqual(['Leader']);
    expect(roles('gifted-the-duke')).toEqual(['Leader']);
    expect(roles('gifted-il-capitano', 'gifted-la-signora')).toEqual(['Leader', 'Hero']);
    expect(roles('gifted-il-capitano', 'gifted-the-duke')).toEqual(['Leader', 'Hero']);
  });

  it('lets a Sopracomito (Second in Command) lead alone, a Hero beside another Leader, and only one a gang', () => {
    const check = (...members: string[]) =>
      checkGang({ faction: 'Patricians', ducats: 300, members: ids(...members) });
    expect(check('patricians-sopracomito').roles).toEqual(['Leader']);
    expect(check('patricians-guard-commander', 'patricians-sopracomito').roles).toEqual(['Leader', 'Hero']);
    expect(check('patricians-guard-commander', 'patricians-sopracomito', 'patricians-sopracomito').ok).toBe(
      false,
    );
  });

  it('needs the Emissary of Mother Hydra for its Tentacles, which cost nothing', () => {
    const alone = checkGang({
      faction: 'Rashaar',
      ducats: 100,
      members: ids('rashaar-thalidraur', 'rashaar-maw-tentacle'),
    });
    expect(alone.problems).toEqual([
      'Maw Tentacle only comes with the Emissary of Mother Hydra, who is not in the gang.',
    ]);
    const withOwner = checkGang({
      faction: 'Rashaar',
      ducats: 100,
      members: ids(
        'rashaar-thalidraur',
        'rashaar-emissary-of-mother-hydra',
        'rashaar-maw-tentacle',
        'rashaar-lash-tentacle',
        'rashaar-dagger-tentacle',
        'rashaar-thorn-tentacle',
      ),
    });
    expect(withOwner.problems).toEqual([]);
    expect(withOwner.cost).toBe(26 + 51);
  });

  it('rejects a profile that cannot be recruited', () => {
    const check = checkGang({
      faction: 'Gifted',
      ducats: 100,
      members: ids('gifted-il-capitano', 'gifted-painted-protector'),
    });
    expect(check.problems).toEqual([
      'Painted Protector cannot be recruited: it has no Leader, Hero or Henchman role.',
    ]);
  });
});
