/**
 * `npm run tournament -- --scenario gang-war --games 400 --a ai:normal --b greedy [--seed 1] [--level ID] [--json]`
 *
 * Seat-swapped games between two bots (src/ai/harness/tournament.ts; bots: ai:easy, ai:normal, ai:hard, greedy,
 * random), headless, set up as the rulebook orders (roll-off, zones chosen, figures set up by the bots), on the first
 * board that serves the scenario unless `--level` names one. Prints a table, or with `--json` one line:
 * {"scenario","games","a","b","winsA","winsB","draws","winRateA","ci95":[lo,hi],"meanVpA","meanVpB",
 * "meanObjectiveVpA","meanObjectiveVpB","firstSeatShare","rollOffShare"} (the Primary Objective's Victory Points
 * alone, the share of points won by seat 0, and by the gang that won the setup's roll-off and chose its zone first).
 * The table also gives the share of points the first seat won (seat 0: the roll-off and the zone choice decide where
 * it sets up; Street Fight's Attacker) and the share won by the gang that acted first (the first round's initiative: the first player's edge). Bad arguments: a
 * message naming the argument, exit code 2.
 */
import { BOT_NAMES, isBotName } from '../src/ai/harness/bots.ts';
import { runTournament } from '../src/ai/harness/tournament.ts';
import { loadLevel, scenarioIds } from '../src/rules/index.ts';

function arg(name: string): string | undefined {
  const k = process.argv.indexOf(`--${name}`);
  return k >= 0 ? process.argv[k + 1] : undefined;
}

function fail(message: string): never {
  process.stderr.write(`tournament: ${message}\n`);
  process.exit(2);
}

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
const json = process.argv.includes('--json');
const level = arg('level');
if (level !== undefined) {
  try {
    loadLevel(level);
  } catch (e) {
    fail(`--level: ${(e as Error).message}`);
  }
}

const started = performance.now();
/** Points won by whoever acted first (won the first round's initiative), and the games where one did. */
let firstToAct = 0;
let withInitiative = 0;
const result = runTournament({
  scenario,
  games,
  a,
  b,
  seed,
  ...(level ? { level } : {}),
  onGame: (done, g) => {
    if (g.firstToAct) {
      withInitiative++;
      firstToAct += g.winner === g.firstToAct ? 1 : g.winner === null ? 0.5 : 0;
    }
    if (!json && process.stderr.isTTY) process.stderr.write(`\r${done}/${games} games`);
  },
});
if (json) process.stdout.write(`${JSON.stringify(result)}\n`);
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
      `  the roll-off's winner (its zone chosen first) won ${(result.rollOffShare * 100).toFixed(1)} % of the points`,
      `  the gang acting first (first round's initiative) won ${((firstToAct / Math.max(1, withInitiative)) * 100).toFixed(1)} % of the points`,
      `  ${secs.toFixed(1)} s`,
      '',
    ].join('\n'),
  );
}
