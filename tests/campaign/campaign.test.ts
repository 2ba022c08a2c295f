/**
 * The Winds of Fate as a campaign (src/campaign/campaign.ts): a whole campaign played computer against computer, the
 * five scenarios in the rulebook's order, each gang's selection legal for each scenario's Ducats, the results noted
 * and the file read back between any two scenarios (as after a reload); bad campaign files refused with the field.
 */
import { describe, expect, it } from 'vitest';
import { makeBot } from '../../src/ai/harness/bots.ts';
import { playOut } from '../../src/ai/play-out.ts';
import {
  CAMPAIGN_SCENARIOS,
  type Campaign,
  campaignSetup,
  newCampaign,
  nextScenario,
  noteResult,
  parseCampaign,
  pickedSelection,
  resultOf,
  selectionFor,
  standings,
} from '../../src/campaign/campaign.ts';
import { rosterFromGangFile } from '../../src/campaign/roster.ts';
import { scenarioGangProblem } from '../../src/campaign/roster-match.ts';
import { readyGangs } from '../../src/content/index.ts';
import { scenarioFile } from '../../src/content/scenarios.ts';
import { createMatch, loadLevel } from '../../src/rules/index.ts';

const [guild, rashaar] = readyGangs(150).map(rosterFromGangFile);

/** A trip through JSON and the campaign file's check, as the browser keeps it and reads it after a reload. */
function reloaded(c: Campaign): Campaign {
  const r = parseCampaign(JSON.parse(JSON.stringify(c)), 'campaign.json');
  if (!r.ok) throw new Error(r.reason);
  return r.campaign;
}

describe('a campaign of The Winds of Fate', () => {
  it('is played to its end computer against computer, and read back between any two scenarios', () => {
    let c = reloaded(newCampaign(guild!, [rashaar!]));
    const played: string[] = [];
    for (let k = 0; nextScenario(c); k++) {
      const scenario = nextScenario(c)!;
      const setup = campaignSetup(c, ['ai', 'ai']);
      expect(setup.scenario).toBe(CAMPAIGN_SCENARIOS[k]);
      const m = createMatch(setup, 500 + k, loadLevel(setup.level));
      playOut(m, Object.fromEntries(setup.gangs.map((g, i) => [g.id, makeBot('greedy', g.id, 900 + i)])));
      expect(m.over).toBe(true);
      expect(m.round).toBe(scenario.rounds);
      const result = resultOf(m);
      expect(result.vp).toEqual({ player: m.vp[setup.gangs[0]!.id], computer: m.vp[setup.gangs[1]!.id] });
      c = reloaded(noteResult(c, result));
      played.push(result.scenario);
    }
    expect(played).toEqual([...CAMPAIGN_SCENARIOS]);
    const total = standings(c);
    expect(total.player + total.computer).toBe(
      c.results.reduce((n, r) => n + r.vp.player + r.vp.computer, 0),
    );
    expect(() => campaignSetup(c)).toThrow('the campaign is over');
  }, 240_000);

  it('plays a selection of each gang where the scenario has fewer Ducats, under the Frequency rules', () => {
    for (const id of CAMPAIGN_SCENARIOS) {
      const s = scenarioFile(id);
      for (const gang of [guild!, rashaar!]) {
        const picked = selectionFor(gang, s);
        expect(scenarioGangProblem(picked, s)).toBeNull();
        for (const m of picked.members) expect(gang.members).toContain(m);
        if (s.ducats === gang.ducats) expect(picked).toBe(gang);
        else expect(picked.members.length).toBeLessThan(gang.members.length);
      }
    }
  });

  it('plays the selection a person picked, refusing one that may not play', () => {
    const s = scenarioFile('secure-arms');
    const auto = selectionFor(guild!, s);
    const picked = guild!.members.flatMap((m, k) => (auto.members.includes(m) ? [k] : []));
    const own = pickedSelection(guild!, s, picked).members;
    expect(own).toHaveLength(auto.members.length);
    expect(own).toEqual(expect.arrayContaining([...auto.members]));
    expect(() =>
      pickedSelection(
        guild!,
        s,
        guild!.members.map((_, k) => k),
      ),
    ).toThrow(/cannot play Secure Arms/);
    let c = newCampaign(guild!, [rashaar!]);
    c = noteResult(c, {
      scenario: 'gang-war',
      vp: { player: 1, computer: 1 },
      winner: null,
      agendas: { player: [], computer: [] },
      takenOut: { player: [], computer: [] },
      fortune: null,
    });
    const fewer = picked.slice(0, -1);
    const mine = campaignSetup(c, ['human', 'ai'], undefined, fewer).gangs[0]!;
    expect(mine.roster.map((r) => r.profile)).toEqual(fewer.map((k) => guild!.members[k]!.profile));
  });

  it('lets the side behind choose Street Fight’s sides: the computer behind defends', () => {
    const result = (player: number, computer: number, scenario: string) => ({
      scenario,
      vp: { player, computer },
      winner: null,
      agendas: { player: [], computer: [] },
      takenOut: { player: [], computer: [] },
      fortune: null,
    });
    let c = newCampaign(guild!, [rashaar!]);
    for (const id of CAMPAIGN_SCENARIOS.slice(0, 4))
      c = noteResult(c, result(id === 'gang-war' ? 6 : 2, 2, id));
    const sides = (setup: { gangs: readonly { side?: string }[] }) => setup.gangs.map((g) => g.side);
    expect(sides(campaignSetup(c))).toEqual(['attacker', 'defender']);
    let behind = newCampaign(guild!, [rashaar!]);
    for (const id of CAMPAIGN_SCENARIOS.slice(0, 4)) behind = noteResult(behind, result(1, 3, id));
    expect(sides(campaignSetup(behind))).toEqual(['defender', 'attacker']);
    expect(sides(campaignSetup(behind, ['human', 'ai'], true))).toEqual(['attacker', 'defender']);
    expect(() => noteResult(c, result(1, 1, 'gang-war'))).toThrow(/next scenario is Street Fight/);
  });

  it('refuses a bad campaign file, naming the field', () => {
    const good = JSON.parse(JSON.stringify(newCampaign(guild!, [rashaar!])));
    expect(parseCampaign({ ...good, version: 2 })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('a newer version of the game (version 2'),
    });
    expect(parseCampaign({ ...good, ducats: 1e9 })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('ducats'),
    });
    expect(parseCampaign({ ...good, computer: [] })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('computer'),
    });
    const wrongOrder = {
      ...good,
      results: [
        {
          scenario: 'acquisition',
          vp: { player: 1, computer: 0 },
          winner: 'player',
          agendas: { player: [], computer: [] },
          takenOut: { player: [], computer: [] },
          fortune: null,
        },
      ],
    };
    expect(parseCampaign(wrongOrder)).toMatchObject({
      ok: false,
      reason: expect.stringContaining("results[0]: acquisition is not the campaign's scenario 1"),
    });
  });
});
