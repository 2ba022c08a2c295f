/**
 * Whole games of each scenario of The Winds of Fate (tools/scenario-games.ts): the normal computer on both sides, the
 * rulebook's setup (roll-off, zones chosen, figures set up by the players' decisions), a sound log and a record that
 * replays event for event. `npm run scenario-games` plays ten seeds of each.
 */
import { describe, expect, it } from 'vitest';
import { scenarioIds, scenarioOf } from '../../src/rules/index.ts';
import { logProblems, playScenarioGame, replaysIdentically } from '../../tools/scenario-games.ts';

describe('a game of each scenario', () => {
  for (const id of scenarioIds()) {
    it(`${id}: plays to its end from the players' setup, with a sound log that replays identically`, () => {
      const m = playScenarioGame(id, 1);
      expect(m.log.some((e) => e.type === 'roll-off')).toBe(true);
      expect(m.log.filter((e) => e.type === 'zone-chosen')).toHaveLength(m.setup.gangs.length);
      expect(m.round).toBeLessThanOrEqual(scenarioOf(id).rounds);
      expect(logProblems(m)).toEqual([]);
      expect(replaysIdentically(m)).toBe(true);
    }, 120_000);
  }
});
