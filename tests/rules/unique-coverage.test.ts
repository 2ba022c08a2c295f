/**
 * The unique abilities the engine plays are named exactly as on the profiles (a misspelt name would never act),
 * and the share of The Guild's and Rashaar's unique abilities played is reported (docs/rules-coverage.md lists
 * the rest).
 */
import { describe, expect, it } from 'vitest';
import { allProfiles } from '../../src/content/index.ts';
import { CARNEVALE_RULES } from '../../src/rules/abilities/index.ts';
import { PASSIVE_AURAS } from '../../src/rules/abilities/unique/passives.ts';
import { PLAYED_ELSEWHERE } from '../../src/rules/abilities/unique/played-elsewhere.ts';
import { UNIQUE_ABILITIES } from '../../src/rules/abilities/unique/unique.ts';
import { UNIQUE_COMBAT_ABILITIES } from '../../src/rules/abilities/unique/unique-combat.ts';
import { UNIQUE_COMMAND_ABILITIES } from '../../src/rules/abilities/unique/unique-command-abilities.ts';
import { abilityDef } from '../../src/rules/character/registry.ts';

const printed = new Set(allProfiles().flatMap((p) => p.uniqueAbilities.map((u) => u.name)));
const played = new Set([
  ...UNIQUE_ABILITIES.map((a) => a.name),
  ...PLAYED_ELSEWHERE.map((a) => a.name),
  ...UNIQUE_COMBAT_ABILITIES.map((a) => a.name),
  ...PASSIVE_AURAS.map((a) => a.name),
  ...UNIQUE_COMMAND_ABILITIES.map((a) => a.name),
]);

describe('unique abilities played', () => {
  it('are each printed on some profile, letter for letter', () => {
    for (const name of played) expect(printed.has(name), name).toBe(true);
  });

  it('of The Guild and Rashaar are each found by the registry or the Command Abilities; the share is reported', () => {
    const two = allProfiles().filter((p) => p.faction === 'The Guild' || p.faction === 'Rashaar');
    const names = new Set(two.flatMap((p) => p.uniqueAbilities.map((u) => u.name)));
    const covered = [...names].filter((n) => played.has(n));
    for (const n of covered) {
      const known =
        abilityDef(CARNEVALE_RULES, n) !== undefined || UNIQUE_COMMAND_ABILITIES.some((a) => a.name === n);
      expect(known || PASSIVE_AURAS.some((a) => a.name === n), n).toBe(true);
    }
    // Printed for the report; the threshold only guards against losing ground.
    console.info(`unique abilities of The Guild and Rashaar played: ${covered.length} of ${names.size}`);
    expect(covered.length).toBeGreaterThanOrEqual(109);
  });
});
