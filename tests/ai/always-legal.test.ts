/**
 * The computer never gives a command the engine refuses: from positions reached by random legal play (random
 * seeds, gangs and numbers of random commands, then the computer at either difficulty against the random player
 * to the end), every command it gives — actions, decisions, PLAN, Double — is accepted. Over the runs below it
 * answers a few thousand positions.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairSetup } from '../../src/ai/harness/tournament.ts';
import { chooseCommand, type Difficulty } from '../../src/ai/index.ts';
import { randomPlayer } from '../../src/ai/random-player.ts';
import { loadLevel } from '../../src/rules/index.ts';
import { createMatch, gangToAnswer, submit } from '../../src/rules/match/match.ts';

const board = loadLevel('gang-war-venice');

/**
 * Play from random positions with the computer at one of `levels` for one gang, to the end or until it has given
 * `maxAnswers` commands in a run; the number of its answers.
 */
function playRandomPositions(levels: readonly Difficulty[], numRuns: number, maxAnswers = Infinity): number {
  let asked = 0;
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 100_000 }),
      fc.integer({ min: 0, max: 2 }),
      // up to 200 random commands: the random player's games last about 280 (it draws a kind of action first,
      // so it fights and ends turns sooner than one drawing among every move), and a longer prefix often ends them
      fc.integer({ min: 0, max: 200 }),
      fc.constantFrom<Difficulty>(...levels),
      (seed, pairing, prefix, difficulty) => {
        const setup = pairSetup('gang-war', pairing);
        const m = createMatch(setup, seed, board);
        const random = randomPlayer(seed);
        // random legal play to reach a position no scripted test stages
        for (let k = 0; k < prefix && !m.over; k++) expect(submit(m, random(m)).ok).toBe(true);
        const ai = setup.gangs[seed % 2]!.id;
        const options = { difficulty, seed };
        let answers = 0;
        for (let n = 0; n < 3000 && !m.over && answers < maxAnswers; n++) {
          const gang = gangToAnswer(m)!;
          const cmd = gang === ai ? chooseCommand(m, gang, options).command : random(m);
          if (gang === ai) answers++;
          const r = submit(m, cmd);
          expect(r.ok, r.ok ? '' : `${JSON.stringify(cmd)} refused: ${r.reason}`).toBe(true);
        }
        asked += answers;
        if (answers < maxAnswers) expect(m.over).toBe(true);
      },
    ),
    { numRuns },
  );
  return asked;
}

describe('the computer over random positions', () => {
  it('gives only commands the engine accepts, normal and easy', () => {
    expect(playRandomPositions(['normal', 'easy'], 12)).toBeGreaterThan(1000);
  });

  it('gives only commands the engine accepts, hard (looking ahead on copies of the match)', () => {
    // 15 answers a run: the hard computer plays whole turns on copies for each of its choices
    expect(playRandomPositions(['hard'], 4, 15)).toBeGreaterThanOrEqual(40);
  }, 180_000);
});
