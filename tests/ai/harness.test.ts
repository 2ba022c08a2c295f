/**
 * The harness behind `npm run tournament`, `bench:ai` and `bench:engine` (src/ai/harness/): the bots, the
 * seat-swapped pairing, the figures it prints, and the easy computer's noise. Timings are printed by the programs,
 * never asserted here.
 */
import { describe, expect, it } from 'vitest';
import { greedyCommand } from '../../src/ai/greedy-player.ts';
import { makeBot } from '../../src/ai/harness/bots.ts';
import {
  pairSetup,
  playGame,
  playTournamentGames,
  summariseGames,
  wilson95,
} from '../../src/ai/harness/tournament.ts';
import { chooseCommand, EASY_MARGIN } from '../../src/ai/index.ts';
import { declineOf } from '../../src/rules/core/decisions.ts';
import { loadLevel } from '../../src/rules/index.ts';
import { createMatch, gangToAnswer, type Match, submit } from '../../src/rules/match/match.ts';
import { quantile } from '../../tools/bench.ts';
import { arena, CITIZEN, RECRUITER } from '../rules/helpers/arena.ts';

describe('the tournament figures', () => {
  it('gives the Wilson 95 % interval', () => {
    const [lo, hi] = wilson95(0.5, 100);
    expect(lo).toBeCloseTo(0.4038, 3);
    expect(hi).toBeCloseTo(0.5962, 3);
    const [lo2, hi2] = wilson95(1, 4);
    expect(lo2).toBeCloseTo(0.5101, 3);
    expect(hi2).toBe(1);
  });

  it('counts wins, draws as half, and mean Victory Points', () => {
    const r = summariseGames({ scenario: 'gang-war', a: 'ai:normal', b: 'greedy' }, [
      {
        seed: 1,
        pairing: 0,
        aSeat: 0,
        winner: 'a',
        vpA: 8,
        vpB: 3,
        objectiveVpA: 6,
        objectiveVpB: 2,
        firstToAct: 'a',
      },
      {
        seed: 1,
        pairing: 0,
        aSeat: 1,
        winner: null,
        vpA: 5,
        vpB: 5,
        objectiveVpA: 4,
        objectiveVpB: 4,
        firstToAct: 'a',
      },
      {
        seed: 2,
        pairing: 1,
        aSeat: 0,
        winner: 'b',
        vpA: 2,
        vpB: 6,
        objectiveVpA: 2,
        objectiveVpB: 4,
        firstToAct: 'a',
      },
      {
        seed: 2,
        pairing: 1,
        aSeat: 1,
        winner: 'a',
        vpA: 7,
        vpB: 1,
        objectiveVpA: 4,
        objectiveVpB: 0,
        firstToAct: 'a',
      },
    ]);
    expect(r).toMatchObject({
      games: 4,
      winsA: 2,
      winsB: 1,
      draws: 1,
      winRateA: 0.625,
      meanVpA: 5.5,
      meanVpB: 3.75,
      meanObjectiveVpA: 4,
      meanObjectiveVpB: 2.5,
      // seat 0 won the first game, drew the second, lost the third (B in seat 1 won) and lost the fourth (A in seat 1)
      firstSeatShare: 0.375,
      // no roll-off in these games: each counts half
      rollOffShare: 0.5,
    });
    expect(r.ci95[0]).toBeLessThan(0.625);
    expect(r.ci95[1]).toBeGreaterThan(0.625);
  });

  it('sets each scenario up as the rulebook orders: its Ducats, its board, Street Fight’s sides, the players’ setup', () => {
    const sf = pairSetup('street-fight', 0);
    expect(sf.deployment).toBe('players');
    expect(sf.level).toBe('street-fight-ponte-longo');
    expect(sf.gangs.map((g) => g.side)).toEqual(['attacker', 'defender']);
    // Acquisition's gangs are of 75 Ducats: fewer figures than Gang War's 150
    expect(pairSetup('acquisition', 0).gangs[0]!.roster.length).toBeLessThan(
      pairSetup('gang-war', 0).gangs[0]!.roster.length,
    );
    expect(pairSetup('gang-war', 0).level).toBe('gang-war-venice');
    expect(pairSetup('secure-arms', 0, { level: 'gang-war-venice' }).level).toBe('gang-war-venice');
  });

  it('pairs the ready-made gangs in turn, mirrored and both ways round, with seat ids', () => {
    expect(pairSetup('gang-war', 0).gangs.map((g) => [g.id, g.faction])).toEqual([
      ['seat0', 'The Guild'],
      ['seat1', 'Rashaar'],
    ]);
    expect(pairSetup('gang-war', 1).gangs.map((g) => g.faction)).toEqual(['The Guild', 'The Guild']);
    expect(pairSetup('gang-war', 2).gangs.map((g) => g.faction)).toEqual(['Rashaar', 'Rashaar']);
    expect(pairSetup('gang-war', 3).gangs.map((g) => g.faction)).toEqual(['Rashaar', 'The Guild']);
    expect(pairSetup('gang-war', 4).gangs.map((g) => g.faction)).toEqual(['The Guild', 'Rashaar']);
  });

  it('swaps the seats: the same seed and gangs with A first, then B first', () => {
    const first = playGame({ scenario: 'gang-war', a: 'greedy', b: 'random' }, 0, 5, 0);
    const second = playGame({ scenario: 'gang-war', a: 'greedy', b: 'random' }, 0, 5, 1);
    expect(first.match.over && second.match.over).toBe(true);
    expect(first.result.aSeat).toBe(0);
    expect(second.result.aSeat).toBe(1);
    // A's Victory Points are those of the seat it sat in
    expect(first.result.vpA).toBe(first.match.vp.seat0);
    expect(second.result.vpA).toBe(second.match.vp.seat1);
    // the bot whose gang won the first round's initiative acted first
    const opener = (m: typeof first.match) => {
      const e = m.log.find((x) => x.type === 'initiative');
      return e?.type === 'initiative' ? e.order[0] : undefined;
    };
    expect(first.result.firstToAct).toBe(opener(first.match) === 'seat0' ? 'a' : 'b');
    expect(second.result.firstToAct).toBe(opener(second.match) === 'seat1' ? 'a' : 'b');
    // the bot whose gang won the setup's roll-off chose its zone first
    const chooser = (m: typeof first.match) => {
      const e = m.log.find((x) => x.type === 'roll-off');
      return e?.type === 'roll-off' ? e.order[0] : undefined;
    };
    expect(first.result.rollOffWinner).toBe(chooser(first.match) === 'seat0' ? 'a' : 'b');
    expect(second.result.rollOffWinner).toBe(chooser(second.match) === 'seat1' ? 'a' : 'b');
  });

  it('plays a pair on one seed, but a mirrored pair (the same bot twice) on two', () => {
    const o = { scenario: 'acquisition', games: 4, seed: 7 };
    const mixed = playTournamentGames({ ...o, a: 'greedy', b: 'random' });
    expect(mixed.map((r) => [r.seed, r.pairing, r.aSeat])).toEqual([
      [7, 0, 0],
      [7, 0, 1],
      [8, 1, 0],
      [8, 1, 1],
    ]);
    const mirrored = playTournamentGames({ ...o, a: 'greedy', b: 'greedy' });
    expect(mirrored.map((r) => [r.seed, r.pairing, r.aSeat])).toEqual([
      [7, 0, 0],
      [8, 0, 1],
      [9, 1, 0],
      [10, 1, 1],
    ]);
  });

  it('refuses an unknown bot, naming the known ones', () => {
    expect(() => makeBot('ai:genius', 'x', 1)).toThrow(
      /unknown bot "ai:genius" \(known: ai:easy, ai:normal, ai:hard, greedy, random\)/,
    );
  });

  it('takes quantiles by nearest rank', () => {
    expect(quantile([5, 1, 3, 2, 4], 0.5)).toBe(3);
    expect(quantile([5, 1, 3, 2, 4], 0.95)).toBe(5);
    expect(quantile([], 0.5)).toBe(0);
  });
});

describe('the greedy player', () => {
  const ROWS = ['..........', '..........', '..........', '..........'];

  it('attacks the enemy it can reach; else moves toward the nearest enemy', () => {
    const a = arena({
      rows: ROWS,
      figures: {
        archer: { gang: 0, profile: RECRUITER, at: [0, 0] },
        near: { gang: 1, profile: CITIZEN, at: [6, 0] },
        far: { gang: 1, profile: CITIZEN, at: [9, 3] },
      },
    });
    const activate = greedyCommand(a.m);
    expect(activate).toEqual({ type: 'activate', actor: a.id('archer') });
    expect(submit(a.m, activate).ok).toBe(true);
    // the Handbow reaches 15″: it shoots the nearer enemy
    expect(greedyCommand(a.m)).toMatchObject({ type: 'combat', actor: a.id('archer'), target: a.id('near') });
  });

  it('walks toward the nearest enemy when it cannot attack', () => {
    const a = arena({
      rows: ROWS,
      figures: {
        brawler: { gang: 0, profile: CITIZEN, at: [0, 0] },
        foe: { gang: 1, profile: CITIZEN, at: [9, 0] },
      },
    });
    expect(submit(a.m, greedyCommand(a.m)).ok).toBe(true);
    const move = greedyCommand(a.m);
    expect(move.type).toBe('run-climb');
    if (move.type === 'run-climb') expect(move.to[0]).toBeGreaterThan(1);
  });
});

describe('the easy computer', () => {
  it('picks among the options near the best, by its own seed; the normal computer always picks the best', () => {
    const start = pairSetup('gang-war', 0);
    const level = loadLevel(start.level);
    const gang = (x: Match) => gangToAnswer(x)!;
    // The first moment of the game (normal play up to it) where two options or more lie within the margin.
    const fresh = () => {
      const x = createMatch(start, 3, level);
      for (let i = 0; i < 200; i++) {
        if (x.pending) {
          submit(x, declineOf(x.pending));
          continue;
        }
        const c = chooseCommand(x, gang(x), { difficulty: 'normal' });
        if (c.candidates.filter((o) => o.score >= c.candidates[0]!.score - EASY_MARGIN).length > 1) return x;
        submit(x, c.command);
      }
      throw new Error('no moment with options near the best');
    };
    const normal = new Set<string>();
    const easy = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const x = fresh();
      normal.add(JSON.stringify(chooseCommand(x, gang(x), { difficulty: 'normal', seed }).command));
      easy.add(JSON.stringify(chooseCommand(x, gang(x), { difficulty: 'easy', seed }).command));
    }
    expect(normal.size).toBe(1);
    expect(easy.size).toBeGreaterThan(1);
    // the same seed gives the same pick
    const x = fresh();
    const y = fresh();
    expect(chooseCommand(x, gang(x), { difficulty: 'easy', seed: 4 }).command).toEqual(
      chooseCommand(y, gang(y), { difficulty: 'easy', seed: 4 }).command,
    );
  });

  it('keeps the normal pick when asked for normal play', () => {
    const a = arena({
      rows: ['..........', '..........'],
      figures: { r: { gang: 0, profile: CITIZEN, at: [0, 0] }, b: { gang: 1, profile: CITIZEN, at: [9, 0] } },
    });
    const plain = chooseCommand(a.m, a.m.setup.gangs[0]!.id);
    const normal = chooseCommand(a.m, a.m.setup.gangs[0]!.id, { difficulty: 'normal', seed: 9 });
    expect(normal.command).toEqual(plain.command);
  });
});
