/**
 * `npm run tournament -- --scenario gang-war --games 400 --a ai:normal --b greedy [--seed 1] [--level ID] [--gangs X,Y] [--jobs N] [--habits] [--json]`
 *
 * `--gangs X,Y` plays the ready-made gangs X and Y (ids or the factions' id prefixes: `strigoi`, `the-doctors`…) in
 * the four pairings X–Y, X–X, Y–Y, Y–X; `--gangs X,X` plays X alone, mirrored (a faction's gang between two bots).
 *
 * Seat-swapped games between two bots (src/ai/harness/tournament.ts; bots: ai:easy, ai:normal, ai:hard, greedy,
 * random), headless, set up as the rulebook orders (roll-off, zones chosen, figures set up by the bots), on the first
 * board that serves the scenario unless `--level` names one. Prints a table, or with `--json` one line:
 * {"scenario","games","a","b","winsA","winsB","draws","winRateA","ci95":[lo,hi],"meanVpA","meanVpB",
 * "meanObjectiveVpA","meanObjectiveVpB","firstSeatShare","rollOffShare"} (the Primary Objective's Victory Points
 * alone, the share of points won by seat 0, and by the gang that won the setup's roll-off and chose its zone first).
 * The table also gives the share of points the first seat won (seat 0: the roll-off and the zone choice decide where
 * it sets up; Street Fight's Attacker) and the share won by the gang that acted first (the first round's initiative:
 * the first player's edge: `firstToActShare`), and the first seat's share in each pairing of gangs (`firstSeatByGangs`:
 * the mirrored pairings show the seat alone; in Guild–Rashaar and Rashaar–Guild the gangs weigh in, the other way
 * round in each). With the same bot as A and B every game has its own seed. `--jobs N` shares the pairs among N processes (one per core): the same games, the same
 * figures. Bad arguments: a message naming the argument, exit code 2.
 */

import { BOT_NAMES, isBotName } from '../src/ai/harness/bots.ts';
import { addHabits, type HabitFigures, habitFigures, noHabits } from '../src/ai/harness/habits.ts';
import {
  type GameResult,
  pairingsOf,
  playTournamentGames,
  summariseGames,
} from '../src/ai/harness/tournament.ts';
import { loadLevel, scenarioIds } from '../src/rules/index.ts';
import { flagsOf } from './flags.ts';
import { playShared } from './shards.ts';

/** The habits as the table prints them. */
function habitLines(h: HabitFigures): string[] {
  const pc = (x: number) => `${(x * 100).toFixed(1)} %`;
  return [
    `  habits of every gang over ${h.games} games:`,
    `    turn ends in water (no Water Creature) ${pc(h.waterTurnEnds)}; for an Agenda ${pc(h.waterTurnEndsForAgenda)}`,
    `    Will Points spent ${pc(h.willPointsSpent)}; taken out holding 2 or more ${pc(h.takenOutHolding2Wp)}` +
      ` (free to spend them; ${pc(h.takenOutBarredFromWp)} of those taken out were barred by The Lamp)`,
    `    Leader taken out by round 2 ${pc(h.leaderOutByRound2)}; charges from above ${h.chargesFromAbovePerGame} a game;` +
      ` gondolas rowed ${h.rowsPerGame} a game`,
    `    Mob Mentality Command Points with no fight roll after them ${pc(h.mobCpUnused)}`,
    `    casts per Mage ${h.castsPerMagePerGame} a game; Agenda VP ${h.agendaVpPerGangPerGame} a gang a game`,
  ];
}

function fail(message: string): never {
  process.stderr.write(`tournament: ${message}\n`);
  process.exit(2);
}

const text = { type: 'string' } as const;
const flags = flagsOf('tournament', {
  scenario: text,
  games: text,
  seed: text,
  a: text,
  b: text,
  level: text,
  gangs: text,
  jobs: text,
  shard: text,
  habits: { type: 'boolean' },
  json: { type: 'boolean' },
}).values;
const arg = (name: string): string | undefined => flags[name] as string | undefined;

const scenario = arg('scenario') ?? 'gang-war';
if (!scenarioIds().includes(scenario))
  fail(`unknown --scenario "${scenario}" (known: ${scenarioIds().join(', ')})`);
const games = Number(arg('games') ?? '20');
if (!Number.isInteger(games) || games < 1) fail(`--games must be a whole number ≥ 1, not "${arg('games')}"`);
const seed = Number(arg('seed') ?? '1');
if (!Number.isInteger(seed)) fail(`--seed must be a whole number, not "${arg('seed')}"`);
const a = arg('a') ?? 'ai:normal';
const b = arg('b') ?? 'greedy';
for (const [flag, name] of [
  ['a', a],
  ['b', b],
] as const)
  if (!isBotName(name)) fail(`unknown bot --${flag} "${name}" (known: ${BOT_NAMES.join(', ')})`);
const json = flags.json === true;
const level = arg('level');
const gangList = arg('gangs')?.split(',');
if (gangList && (gangList.length !== 2 || gangList.some((g) => g === '')))
  fail(`--gangs names two ready-made gangs, e.g. strigoi,the-vatican, not "${arg('gangs')}"`);
const gangs = gangList ? ([gangList[0]!, gangList[1]!] as const) : undefined;
if (level !== undefined) {
  try {
    loadLevel(level);
  } catch (e) {
    fail(`--level: ${(e as Error).message}`);
  }
}

const jobs = Number(arg('jobs') ?? '1');
if (!Number.isInteger(jobs) || jobs < 1) fail(`--jobs must be a whole number ≥ 1, not "${arg('jobs')}"`);
const shardArg = arg('shard');
const habits = flags.habits === true;
const options = {
  scenario,
  games,
  a,
  b,
  seed,
  habits,
  ...(level ? { level } : {}),
  ...(gangs ? { gangs } : {}),
};

/** Play the games in this process (`--shard i/n`: only pair k with k % n = i), counting them on a terminal. */
function playHere(shard?: { index: number; count: number }): GameResult[] {
  return playTournamentGames({
    ...options,
    ...(shard ? { shard } : {}),
    onGame: (done) => {
      if (!json && !shard && process.stderr.isTTY) process.stderr.write(`\r${done}/${games} games`);
    },
  });
}

const started = performance.now();
const played = await playShared<GameResult>(shardArg, jobs, playHere, fail);
const result = summariseGames(options, played);
/** Points won by whoever acted first (won the first round's initiative), and the games where one did. */
const withInitiative = played.filter((g) => g.firstToAct).length;
const firstToAct = played.reduce(
  (s, g) => s + (!g.firstToAct ? 0 : g.winner === g.firstToAct ? 1 : g.winner === null ? 0.5 : 0),
  0,
);
/** The first seat's share of points in the games of each pairing of gangs. */
const bySeatAndGangs = pairingsOf(gangs).map(([x, y], p) => {
  const games = played.filter((g) => g.pairing === p);
  const share = summariseGames(options, games).firstSeatShare;
  return { gangs: `${x}–${y}`, games: games.length, firstSeatShare: share };
});

const firstToActShare = Math.round((firstToAct / Math.max(1, withInitiative)) * 10_000) / 10_000;
/** With --habits: the habits of every gang over the games (src/ai/harness/habits.ts). */
const habitsOf = habits
  ? habitFigures(played.reduce((sum, g) => (g.habits ? addHabits(sum, g.habits) : sum), noHabits()))
  : undefined;
if (json)
  process.stdout.write(
    `${JSON.stringify({ ...result, firstToActShare, firstSeatByGangs: bySeatAndGangs, ...(habitsOf ? { habits: habitsOf } : {}) })}\n`,
  );
else {
  const secs = (performance.now() - started) / 1000;
  process.stdout.write(
    [
      `${result.scenario}: ${result.a} (A) against ${result.b} (B), ${result.games} games, seats swapped each pair`,
      `  A wins ${result.winsA}, B wins ${result.winsB}, draws ${result.draws}`,
      `  A's win rate ${(result.winRateA * 100).toFixed(1)} % (95 %: ${(result.ci95[0] * 100).toFixed(1)}–${(result.ci95[1] * 100).toFixed(1)} %)`,
      `  mean Victory Points: A ${result.meanVpA}, B ${result.meanVpB}`,
      `  of the Primary Objective alone: A ${result.meanObjectiveVpA}, B ${result.meanObjectiveVpB}`,
      `  the first seat (seat 0; Street Fight's Attacker) won ${(result.firstSeatShare * 100).toFixed(1)} % of the points`,
      `  by the gangs in seat 0 and seat 1: ${bySeatAndGangs.map((p) => `${p.gangs} ${(p.firstSeatShare * 100).toFixed(1)} % (${p.games} games)`).join(', ')}`,
      `  the roll-off's winner (its zone chosen first) won ${(result.rollOffShare * 100).toFixed(1)} % of the points`,
      `  the gang acting first (first round's initiative) won ${(firstToActShare * 100).toFixed(1)} % of the points`,
      ...(habitsOf ? habitLines(habitsOf) : []),
      `  ${secs.toFixed(1)} s`,
      '',
    ].join('\n'),
  );
}
