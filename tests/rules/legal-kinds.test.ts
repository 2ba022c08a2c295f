/**
 * The legal commands by kind (legal.ts): the kinds list the same commands as `legalCommands`, in its order, and a
 * command drawn from a kind is always one of that kind's listed commands (null only when the kind has none).
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { describe, expect, it } from 'vitest';
import { pairSetup } from '../../src/ai/harness/tournament.ts';
import { randomPlayer } from '../../src/ai/random-player.ts';
import { loadLevel } from '../../src/rules/index.ts';
import {
  drawLegalOfKind,
  legalCommands,
  legalCommandsOfKind,
  legalKinds,
} from '../../src/rules/match/legal.ts';
import { createMatch, gangToAnswer, submit } from '../../src/rules/match/match.ts';

const board = loadLevel('gang-war-venice');

describe('legal commands by kind', () => {
  it('list what legalCommands lists, and draw only listed commands', () => {
    let positions = 0;
    for (const seed of [1, 2]) {
      const setup = pairSetup('gang-war', seed);
      const m = createMatch(setup, seed, board);
      const players = Object.fromEntries(setup.gangs.map((g, k) => [g.id, randomPlayer(seed * 7 + k)]));
      const rng = xoroshiro128plus(seed);
      const pick = (n: number) => uniformInt(rng, 0, n - 1);
      for (let n = 0; n < 3000 && !m.over; n++) {
        const kinds = legalKinds(m);
        if (kinds.length > 0 && n % 3 === 0) {
          positions++;
          const byKind = kinds.map((k) => legalCommandsOfKind(m, k));
          expect(byKind.flat()).toEqual(legalCommands(m));
          kinds.forEach((k, i) => {
            const drawn = drawLegalOfKind(m, k, pick);
            if (byKind[i]!.length === 0) expect(drawn).toBeNull();
            else expect(byKind[i]).toContainEqual(drawn);
          });
        }
        const r = submit(m, players[gangToAnswer(m)!]!(m));
        expect(r.ok).toBe(true);
      }
      expect(m.over).toBe(true);
    }
    expect(positions).toBeGreaterThan(50);
  });
});
