/**
 * What the benchmark programs measure (bench-engine.ts, bench-ai.ts), headless on one core. Figures
 * come from the wall clock (`performance.now`); nothing here is a test.
 *
 * - Engine: whole Gang War games between two random players (random-player.ts), and between two normal AIs, per
 *   second, and the milliseconds per accepted command of the random games.
 * - AI: the computer's decision time (`chooseCommand`, normal unless told) over the games of a fixed list of seeds (the same positions
 *   every run): per character turn (`decisionMs`: its decisions from its activation to the end of its turn) and per
 *   gang turn (`turnMs`: all of a gang's decisions in one game round).
 */

import { pairSetup } from '../src/ai/harness/tournament.ts';
import { chooseCommand, type Difficulty } from '../src/ai/index.ts';
import { playOut } from '../src/ai/play-out.ts';
import { randomPlayer } from '../src/ai/random-player.ts';
import { type Board, createMatch, gangToAnswer, loadLevel, type Match, submit } from '../src/rules/index.ts';

/** Engine throughput. */
export interface EngineBench {
  readonly randomGamesPerSec: number;
  readonly aiGamesPerSec: number;
  readonly msPerCommand: number;
}

/** AI decision times, milliseconds: per character turn (`decision…`), per gang turn (`turn…`). */
export interface AiBench {
  readonly decisionMsP50: number;
  readonly decisionMsP95: number;
  readonly turnMsP50: number;
  readonly turnMsP95: number;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The value at quantile `q` (0–1) of `xs` (nearest rank). */
export function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[rank]!;
}

/** Boards by level id, parsed once: a board is never changed in place (a match replaces its own: `Match.board`). */
const boards = new Map<string, Board>();

function newGame(k: number, seed: number): Match {
  const setup = pairSetup('gang-war', k);
  let board = boards.get(setup.level);
  if (!board) {
    board = loadLevel(setup.level);
    boards.set(setup.level, board);
  }
  return createMatch(setup, seed, board);
}

/** Play `randomGames` random games and `aiGames` AI games (seeds from 1) and time them. */
export function benchEngine(randomGames: number, aiGames: number): EngineBench {
  let commands = 0;
  let t0 = performance.now();
  for (let k = 0; k < randomGames; k++) {
    const m = newGame(k, k + 1);
    const players = Object.fromEntries(m.setup.gangs.map((g, s) => [g.id, randomPlayer(k * 2 + s + 1)]));
    playOut(m, players);
    commands += m.commands.length;
  }
  const randomMs = performance.now() - t0;
  t0 = performance.now();
  for (let k = 0; k < aiGames; k++) {
    const m = newGame(k, k + 1);
    const players = Object.fromEntries(
      m.setup.gangs.map((g) => [g.id, (x: Match) => chooseCommand(x, g.id).command]),
    );
    playOut(m, players);
  }
  const aiMs = performance.now() - t0;
  return {
    randomGamesPerSec: round2((randomGames * 1000) / randomMs),
    aiGamesPerSec: round2((aiGames * 1000) / aiMs),
    msPerCommand: round2(randomMs / Math.max(1, commands)),
  };
}

/** Time the normal AI's decisions over the games of `seeds` (see the module comment). */
export function benchAi(seeds: readonly number[], difficulty: Difficulty = 'normal'): AiBench {
  const turns: number[] = [];
  const gangTurns: number[] = [];
  seeds.forEach((seed, k) => {
    const m = newGame(k, seed);
    const options = { difficulty, seed };
    let turn = 0;
    const perGangRound = new Map<string, number>();
    for (let n = 0; n < 20_000 && !m.over; n++) {
      const gang = gangToAnswer(m);
      if (gang === null) break;
      const acting = m.active;
      const t = performance.now();
      const choice = chooseCommand(m, gang, options);
      const ms = performance.now() - t;
      const key = `${m.round}:${gang}`;
      perGangRound.set(key, (perGangRound.get(key) ?? 0) + ms);
      turn += ms;
      const r = submit(m, choice.command);
      if (!r.ok) throw new Error(`seed ${seed}: ${JSON.stringify(choice.command)} refused: ${r.reason}`);
      if (acting >= 0 && m.active !== acting) {
        turns.push(turn);
        turn = 0;
      }
    }
    gangTurns.push(...perGangRound.values());
  });
  return {
    decisionMsP50: round2(quantile(turns, 0.5)),
    decisionMsP95: round2(quantile(turns, 0.95)),
    turnMsP50: round2(quantile(gangTurns, 0.5)),
    turnMsP95: round2(quantile(gangTurns, 0.95)),
  };
}
