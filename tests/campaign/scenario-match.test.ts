import { describe, expect, it } from 'vitest';
import { type Roster, rosterFromGangFile } from '../../src/campaign/roster.ts';
import { scenarioGangProblem } from '../../src/campaign/roster-match.ts';
import { boardsFor, type Seat, scenarioSetup, seatProblems } from '../../src/campaign/scenario-match.ts';
import { readyGangs } from '../../src/content/gangs/index.ts';
import { levelsFor } from '../../src/content/levels.ts';
import { scenarioFile } from '../../src/content/scenarios.ts';
import { createMatch, loadLevel } from '../../src/rules/index.ts';

const ready = (ducats: number, id: string): Roster =>
  rosterFromGangFile(readyGangs(ducats).find((g) => g.id === id)!);
const gangWar = scenarioFile('gang-war');
const acquisition = scenarioFile('acquisition');
const streetFight = scenarioFile('street-fight');

describe('scenarioGangProblem', () => {
  it('holds a gang to the scenario’s Ducats, whatever limit it was built for', () => {
    expect(scenarioGangProblem(ready(75, 'guild'), acquisition)).toBeNull();
    expect(scenarioGangProblem(ready(150, 'guild'), acquisition)).toMatch(
      /^"The .*" cannot play Acquisition: The gang costs 1\d\d Ducats, \d+ over its limit of 75\.$/,
    );
  });

  it('lets an Acquisition gang go without a Leader, not a Gang War gang', () => {
    const g = ready(75, 'guild');
    const leaderless = { ...g, members: g.members.filter((m) => m.profile !== 'the-guild-capodecina') };
    expect(scenarioGangProblem(leaderless, acquisition)).toBeNull();
    expect(scenarioGangProblem(leaderless, { ...gangWar, ducats: 75 })).toMatch(/has no Leader/);
  });

  it('refuses an empty gang', () => {
    expect(scenarioGangProblem({ ...ready(75, 'guild'), members: [] }, acquisition)).toBe(
      `"${ready(75, 'guild').name}" cannot play Acquisition: the gang has no characters yet.`,
    );
  });
});

describe('seatProblems', () => {
  const two: Seat[] = [
    { controller: 'human', gang: ready(150, 'guild') },
    { controller: 'ai', gang: ready(150, 'rashaar') },
  ];

  it('accepts two ready-made gangs of the scenario on its board', () => {
    expect(seatProblems(gangWar, 'gang-war-venice', two)).toEqual([]);
  });

  it('counts the gangs against the scenario’s players and names a missing board', () => {
    expect(seatProblems(gangWar, 'gang-war-venice', two.slice(0, 1))).toEqual([
      'Gang War is played by 2 to 4 gangs; 1 are seated.',
    ]);
    expect(seatProblems(gangWar, null, two)).toEqual(['No board of this game serves Gang War yet.']);
  });

  it('asks Street Fight for one or two gangs a side', () => {
    const g = ready(100, 'guild');
    const seats: Seat[] = [
      { controller: 'human', gang: g, side: 'attacker' },
      { controller: 'human', gang: g, side: 'attacker' },
      { controller: 'ai', gang: g, side: 'attacker' },
    ];
    expect(seatProblems(streetFight, null, seats).slice(0, 2)).toEqual([
      'Street Fight needs 1 or 2 Attackers; 3 chosen.',
      'Street Fight needs 1 or 2 Defenders; 0 chosen.',
    ]);
  });
});

describe('scenarioSetup', () => {
  it('seats the gangs in order, set up by the players, with distinct ids, names and colours', () => {
    const g = ready(150, 'guild');
    const setup = scenarioSetup('gang-war', 'gang-war-venice', [
      { controller: 'human', gang: g },
      { controller: 'human', gang: g },
      { controller: 'ai', gang: ready(150, 'rashaar') },
    ]);
    expect(setup.deployment).toBe('players');
    expect(setup.gangs.map((x) => [x.id, x.name, x.controller])).toEqual([
      ['guild', g.name, 'human'],
      ['guild-2', `${g.name} 2`, 'human'],
      ['rashaar', ready(150, 'rashaar').name, 'ai'],
    ]);
    expect(new Set(setup.gangs.map((x) => x.colour)).size).toBe(3);
    const m = createMatch(setup, 3, loadLevel(setup.level));
    expect(m.pending?.gang).toBeDefined();
  });

  it('refuses seats that may not play, with the reason', () => {
    expect(() => scenarioSetup('gang-war', 'gang-war-venice', [])).toThrow(/2 to 4 gangs/);
  });
});

describe('boardsFor', () => {
  it('offers the boards that name a scenario, else those of its size when it needs no objective spots', () => {
    expect(boardsFor('gang-war')).toContain('gang-war-venice');
    const twit = boardsFor('take-what-is-theirs');
    expect(twit.length).toBeGreaterThan(0);
    for (const id of twit) {
      const b = loadLevel(id);
      expect([b.width, b.depth]).toEqual([36, 36]);
    }
    for (const id of boardsFor('acquisition')) expect(levelsFor('acquisition')).toContain(id);
  });
});
