/**
 * The scenario files (src/content/scenarios.ts, src/content/scenarios/*.json): the five of The Winds of Fate load,
 * and a malformed file is refused with a message that names the file and the field.
 */
import { describe, expect, it } from 'vitest';
import secureArms from '../../src/content/scenarios/secure-arms.json';
import streetFight from '../../src/content/scenarios/street-fight.json';
import { scenarioFile, scenarioFileIds, validateScenarioFile } from '../../src/content/scenarios.ts';
import { ContentError } from '../../src/content/schema.ts';

type Json = Record<string, unknown>;
const copy = (json: unknown): Json => structuredClone(json) as Json;

describe('the shipped scenario files', () => {
  it('are the five of The Winds of Fate, in the rulebook’s order', () => {
    expect(scenarioFileIds()).toEqual([
      'gang-war',
      'secure-arms',
      'acquisition',
      'take-what-is-theirs',
      'street-fight',
    ]);
    expect(scenarioFile('secure-arms').rules).toEqual(['armed-near-objectives']);
  });

  it('an unknown scenario id names the known ones', () => {
    expect(() => scenarioFile('siege')).toThrow(/unknown scenario "siege" \(known: gang-war, secure-arms/);
  });
});

describe('validateScenarioFile', () => {
  it('accepts a shipped file as it is', () => {
    expect(validateScenarioFile(copy(secureArms), 'secure-arms.json').id).toBe('secure-arms');
  });

  it('names the file and the field of a zone depth that is not a whole number ≥ 1', () => {
    const json = copy(secureArms);
    ((json.zones as Json)['2'] as Json[])[0]!.depth = 0;
    expect(() => validateScenarioFile(json, 'secure-arms.json')).toThrow(ContentError);
    expect(() => validateScenarioFile(json, 'secure-arms.json')).toThrow(
      'secure-arms.json: zones.2[0].depth: expected a whole number ≥ 1',
    );
  });

  it('names an unknown special rule and a field missing', () => {
    const unknownRule = copy(secureArms);
    unknownRule.rules = ['armed-to-the-teeth'];
    expect(() => validateScenarioFile(unknownRule, 'mine.json')).toThrow(/^mine\.json: rules\[0\]: /);
    const noRounds = copy(secureArms);
    delete noRounds.rounds;
    expect(() => validateScenarioFile(noRounds, 'mine.json')).toThrow(/mine\.json: rounds: /);
  });

  it('refuses a Primary Objective that scores Objectives when none are set up', () => {
    const json = copy(secureArms);
    delete json.objectives;
    expect(() => validateScenarioFile(json, 'secure-arms.json')).toThrow(
      'secure-arms.json: objectives: the Primary Objective scores Objectives but none are set up',
    );
  });

  it('refuses a file without zones for a number of players it allows', () => {
    const json = copy(secureArms);
    delete (json.zones as Json)['4'];
    expect(() => validateScenarioFile(json, 'secure-arms.json')).toThrow(
      'secure-arms.json: zones.4: no zones for 4 players',
    );
  });

  it('refuses both zones and sides', () => {
    const json = copy(streetFight);
    json.zones = copy(secureArms).zones;
    expect(() => validateScenarioFile(json, 'street-fight.json')).toThrow(
      'street-fight.json: (root): needs either zones or sides, not both',
    );
  });
});
