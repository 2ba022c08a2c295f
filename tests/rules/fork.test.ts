import { describe, expect, it } from 'vitest';
import { chooseCommand } from '../../src/ai/index.ts';
import type { Player } from '../../src/ai/play-out.ts';
import { randomPlayer } from '../../src/ai/random-player.ts';
import { defaultMatchSetup } from '../../src/campaign/default-match.ts';
import { seededDice } from '../../src/rules/core/dice.ts';
import { loadLevel } from '../../src/rules/index.ts';
import { createMatch, gangToAnswer, type Match, submit } from '../../src/rules/match/match.ts';
import { canFork, forkMatch } from '../../src/rules/state/fork.ts';

const board = loadLevel('gang-war-venice');

/** Players for both gangs: the random player, or the normal computer (which reads every kind of state). */
function players(m: Match, seed: number, kind: 'ai' | 'random'): Record<string, Player> {
  return Object.fromEntries(
    m.setup.gangs.map((g, k) => [
      g.id,
      kind === 'random' ? randomPlayer(seed * 31 + k) : (x: Match) => chooseCommand(x, g.id).command,
    ]),
  );
}

/** One command of the match's own players; false when it is over. */
function step(m: Match, p: Record<string, Player>): boolean {
  const gang = gangToAnswer(m);
  if (gang === null) return false;
  const r = submit(m, p[gang]!(m));
  if (!r.ok) throw new Error(r.reason);
  return true;
}

/** The log as plain data. */
const events = (m: Match) => JSON.parse(JSON.stringify(m.log)) as unknown[];

describe('forkMatch', () => {
  it.each([
    ['random', 3],
    ['random', 11],
    ['ai', 5],
  ] as const)(
    'a %s game played on with copies taken and played on beside it ends as it would alone (seed %i)',
    (kind, seed) => {
      const alone = createMatch(defaultMatchSetup({ controllers: ['ai', 'ai'] }), seed, board);
      const pa = players(alone, seed, kind);
      while (step(alone, pa));

      const m = createMatch(defaultMatchSetup({ controllers: ['ai', 'ai'] }), seed, board);
      const pm = players(m, seed, kind);
      let copies = 0;
      for (let k = 0; !m.over; k++) {
        if (canFork(m) && k % 7 === 0) {
          // Play a copy on for a while, with dice of its own and players of its own.
          const copy = forkMatch(m, seededDice(seed * 1000 + k));
          const pc = players(copy, seed + k, 'random');
          for (let n = 0; n < 25 && step(copy, pc); n++);
          copies++;
        }
        step(m, pm);
      }
      expect(copies).toBeGreaterThan(5);
      expect(events(m)).toEqual(events(alone));
      expect(m.vp).toEqual(alone.vp);
    },
  );

  it('a copy with a copy of the dice plays on exactly as the original', () => {
    const seed = 7;
    const m = createMatch(defaultMatchSetup({ controllers: ['ai', 'ai'] }), seed, board);
    const pm = players(m, seed, 'random');
    for (let n = 0; n < 150; n++) step(m, pm);
    while (!canFork(m)) step(m, pm);
    const copy = forkMatch(m, seededDice(0, m.dice.state()));
    const pc = players(copy, seed, 'random');
    // The same players from here: the random player is rebuilt, so both take fresh draws from the same seed.
    const pm2 = players(m, seed, 'random');
    while (step(m, pm2));
    while (step(copy, pc));
    expect(events(copy)).toEqual(events(m));
    expect(copy.winner).toBe(m.winner);
  });

  it('is refused while a decision is pending', () => {
    const m = createMatch(defaultMatchSetup({ controllers: ['ai', 'ai'] }), 2, board);
    const pm = players(m, 2, 'random');
    while (!m.pending && !m.over) step(m, pm);
    expect(m.pending).not.toBeNull();
    expect(canFork(m)).toBe(false);
    expect(() => forkMatch(m, seededDice(1))).toThrow(/between commands/);
  });
});
