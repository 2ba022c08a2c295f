/**
 * Any legal gang plays (rulebook "Building Your Gang"): random gangs of every faction (the Gifted alone too), built through the
 * builder's own steps within 150 Ducats (a Leader first, then characters of the Faction or Gifted, each "OR"
 * weapon picked at random), that the live check calls legal, play a whole Gang War against the computer's ready
 * gang, the computer moving both sides, and every command the computer gives is accepted.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseCommand } from '../../src/ai/index.ts';
import { checkRoster, newRoster, type Roster, rosterFromGangFile } from '../../src/campaign/roster.ts';
import { gangWarSetup } from '../../src/campaign/roster-match.ts';
import { addMember, chooseWeapon } from '../../src/campaign/roster-members.ts';
import { weaponOptions } from '../../src/content/gang-rules.ts';
import { readyGangs } from '../../src/content/gangs/index.ts';
import { getProfile, recruitableFor } from '../../src/content/profiles.ts';
import { loadLevel } from '../../src/rules/index.ts';
import { createMatch, gangToAnswer, submit } from '../../src/rules/match/match.ts';

const board = loadLevel('gang-war-venice');
const ready = (id: string) => rosterFromGangFile(readyGangs().find((g) => g.id === id)!);

/** A gang of `faction` built from `picks` (indexes into the recruitable profiles), or null when it is not legal. */
function build(faction: string, picks: readonly number[]): Roster | null {
  const pool = recruitableFor(faction);
  const leaders = pool.filter((p) => p.roles.includes('Leader'));
  let r = newRoster(faction, 'random');
  const first = addMember(r, leaders[picks[0]! % leaders.length]!.id);
  if (!first.ok) return null;
  r = first.roster;
  for (const k of picks.slice(1)) {
    const next = addMember(r, pool[k % pool.length]!.id);
    if (next.ok) r = next.roster;
  }
  r.members.forEach((m, i) => {
    for (const o of weaponOptions(getProfile(m.profile))) {
      const pick = o.weapons[(picks[i] ?? 0) % o.weapons.length]!;
      const chosen = chooseWeapon(r, i, o.group, pick);
      if (chosen.ok) r = chosen.roster;
    }
  });
  return checkRoster(r).ok ? r : null;
}

function playGangWar(mine: Roster, theirs: Roster, seed: number): void {
  const setup = gangWarSetup(mine, theirs);
  const m = createMatch(setup, seed, board);
  for (let n = 0; n < 3000 && !m.over; n++) {
    const gang = gangToAnswer(m)!;
    const choice = chooseCommand(m, gang);
    const r = submit(m, choice.command);
    expect(r.ok, r.ok ? '' : `${JSON.stringify(choice.command)} refused: ${r.reason}`).toBe(true);
  }
  expect(m.over).toBe(true);
}

describe('any legal gang of any faction plays Gang War', () => {
  for (const [faction, rival, runs] of [
    ['The Guild', 'rashaar', 4],
    ['Rashaar', 'guild', 4],
    ['Strigoi', 'the-vatican', 3],
    ['The Vatican', 'strigoi', 3],
    ['Patricians', 'the-doctors', 3],
    ['The Doctors', 'patricians', 3],
    ['Gifted', 'guild', 3],
  ] as const) {
    it(`${faction}: random legal 150-Ducat gangs play to the end against the computer`, () => {
      let played = 0;
      fc.assert(
        fc.property(
          fc.array(fc.nat(), { minLength: 12, maxLength: 24 }),
          fc.integer({ min: 1, max: 1000 }),
          (picks, seed) => {
            const gang = build(faction, picks);
            fc.pre(gang !== null);
            playGangWar(gang!, ready(rival), seed);
            played++;
          },
        ),
        { numRuns: runs, maxSkipsPerRun: 200 },
      );
      expect(played).toBe(runs);
    });
  }
});
