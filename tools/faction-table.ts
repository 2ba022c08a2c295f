/**
 * `npm run ai:factions -- [--games 40] [--a ai:normal] [--scenario gang-war] [--seed 1] [--jobs N] [--json]`
 *
 * The table of the seven factions: every two ready-made gangs (src/content/gangs) play `--games` games of the
 * scenario, both played by the same bot (default `ai:normal`), seats swapped: the even games put the row's gang in
 * seat 0, the odd ones the column's. Every game has its own seed (`seed` + the pairing's number × 10 000 + the
 * game), so the table replays. A faction's mirror match is left out: between two equal bots it is 50 % by
 * construction (the seat's edge alone is `npm run tournament -- --gangs X,X`).
 *
 * Prints the 7 × 7 table of the row faction's share of points against the column's (a draw counts half), each
 * faction's share over its six pairings, and the pairings it wins under 20 % or over 80 % of; with `--json` one line:
 * {"scenario","bot","gamesPerPairing","factions":[..],"cells":[{"x","y","games","shareX","meanVpX","meanVpY",
 * "firstSeatShare"}],"byFaction":[{"faction","share"}]}. Bad arguments: a message naming the argument, exit code 2.
 */
import { isBotName } from '../src/ai/harness/bots.ts';
import { type GameResult, playGame } from '../src/ai/harness/tournament.ts';
import { scenarioIds } from '../src/rules/index.ts';
import { flagsOf } from './flags.ts';
import { playShared } from './shards.ts';

/** The seven factions, by the id prefix of their profiles (the ready-made gang of each is found by it). */
const FACTIONS = [
  'the-guild',
  'rashaar',
  'strigoi',
  'the-vatican',
  'patricians',
  'the-doctors',
  'gifted',
] as const;

function fail(message: string): never {
  process.stderr.write(`ai:factions: ${message}\n`);
  process.exit(2);
}

const text = { type: 'string' } as const;
const flags = flagsOf('ai:factions', {
  games: text,
  a: text,
  scenario: text,
  seed: text,
  jobs: text,
  shard: text,
  json: { type: 'boolean' },
}).values;
const arg = (name: string) => flags[name] as string | undefined;

const games = Number(arg('games') ?? '40');
if (!Number.isInteger(games) || games < 2 || games % 2 !== 0)
  fail(`--games must be an even whole number ≥ 2 (games per pairing), not "${arg('games')}"`);
const bot = arg('a') ?? 'ai:normal';
if (!isBotName(bot)) fail(`--a names a bot (ai:easy, ai:normal, ai:hard, greedy, random), not "${bot}"`);
const scenario = arg('scenario') ?? 'gang-war';
if (!scenarioIds().includes(scenario))
  fail(`--scenario must be one of ${scenarioIds().join(', ')}, not "${scenario}"`);
const seed = Number(arg('seed') ?? '1');
if (!Number.isInteger(seed)) fail(`--seed must be a whole number, not "${arg('seed')}"`);
const jobs = Number(arg('jobs') ?? '1');
if (!Number.isInteger(jobs) || jobs < 1) fail(`--jobs must be a whole number ≥ 1, not "${arg('jobs')}"`);
const json = flags.json === true;

/** The unordered pairings of two different factions, in table order. */
const pairings = FACTIONS.flatMap((x, i) => FACTIONS.slice(i + 1).map((y) => [x, y] as const));

/** One game of a pairing as the table keeps it: the row's gang (x) and the column's (y) seen from x. */
interface TableGame {
  readonly pairing: number;
  readonly xSeat: number;
  /** 1 when x won, 0 when y won, 0.5 for a draw. */
  readonly pointsX: number;
  readonly vpX: number;
  readonly vpY: number;
}

/** Play the table's games (only every `shard.count`-th from `shard.index` with a shard). */
function playHere(shard?: { index: number; count: number }): TableGame[] {
  const out: TableGame[] = [];
  let task = 0;
  pairings.forEach(([x, y], p) => {
    for (let g = 0; g < games; g++, task++) {
      if (shard && task % shard.count !== shard.index) continue;
      const xSeat = g % 2;
      // pairingsOf([x, y]): pairing 0 seats x first, pairing 3 seats y first.
      const k = xSeat === 0 ? 0 : 3;
      const s = seed + p * 10_000 + g;
      let r: GameResult;
      try {
        r = playGame({ scenario, a: bot, b: bot, gangs: [x, y] }, k, s, 0).result;
      } catch (e) {
        fail(`${x} against ${y}, seed ${s}: ${(e as Error).message}`);
      }
      // Bot A sits in seat 0, so 'a' is whoever sits there.
      const seat0Won = r.winner === 'a' ? 1 : r.winner === 'b' ? 0 : 0.5;
      out.push({
        pairing: p,
        xSeat,
        pointsX: xSeat === 0 ? seat0Won : 1 - seat0Won,
        vpX: xSeat === 0 ? r.vpA : r.vpB,
        vpY: xSeat === 0 ? r.vpB : r.vpA,
      });
      if (!json && !shard && process.stderr.isTTY)
        process.stderr.write(`\r${out.length}/${pairings.length * games} games`);
    }
  });
  return out;
}

const shardArg = arg('shard');
const started = performance.now();
const played = await playShared<TableGame>(shardArg, jobs, playHere, fail);

const round = (n: number) => Math.round(n * 10_000) / 10_000;
const mean = (xs: readonly number[]) => (xs.length === 0 ? 0 : xs.reduce((s, n) => s + n, 0) / xs.length);
const cells = pairings.map(([x, y], p) => {
  const mine = played.filter((g) => g.pairing === p);
  return {
    x,
    y,
    games: mine.length,
    shareX: round(mean(mine.map((g) => g.pointsX))),
    meanVpX: round(mean(mine.map((g) => g.vpX))),
    meanVpY: round(mean(mine.map((g) => g.vpY))),
    firstSeatShare: round(mean(mine.map((g) => (g.xSeat === 0 ? g.pointsX : 1 - g.pointsX)))),
  };
});
/** The row faction's share of points against the column's. */
const shareOf = (row: string, col: string): number | undefined => {
  const c = cells.find((c) => c.x === row && c.y === col);
  if (c) return c.shareX;
  const d = cells.find((c) => c.x === col && c.y === row);
  return d ? round(1 - d.shareX) : undefined;
};
const byFaction = FACTIONS.map((f) => ({
  faction: f,
  share: round(mean(FACTIONS.filter((o) => o !== f).map((o) => shareOf(f, o) ?? 0))),
}));

if (json) {
  process.stdout.write(
    `${JSON.stringify({ scenario, bot, gamesPerPairing: games, factions: FACTIONS, cells, byFaction })}\n`,
  );
} else {
  const pc = (n: number | undefined) =>
    n === undefined ? '   —  ' : `${(n * 100).toFixed(1).padStart(5)} %`;
  const head = FACTIONS.map((f) => f.slice(0, 7).padStart(7)).join(' ');
  const lines = [
    `${scenario}: the seven ready-made gangs, ${bot} on both sides, ${games} games a pairing, seats swapped`,
    `  the row's share of points against the column (a draw counts half)`,
    `  ${''.padEnd(12)} ${head}   overall`,
    ...FACTIONS.map(
      (r) =>
        `  ${r.padEnd(12)} ${FACTIONS.map((c) => (r === c ? '   —   ' : pc(shareOf(r, c)).padStart(7))).join(' ')}   ${pc(byFaction.find((b) => b.faction === r)?.share)}`,
    ),
    `  outside 20–80 %: ${
      cells
        .filter((c) => c.shareX < 0.2 || c.shareX > 0.8)
        .map((c) => `${c.x}–${c.y} ${pc(c.shareX).trim()}`)
        .join(', ') || 'none'
    }`,
    `  the first seat's share over every game: ${pc(mean(cells.map((c) => c.firstSeatShare))).trim()}`,
    `  ${((performance.now() - started) / 1000).toFixed(1)} s`,
    '',
  ];
  process.stdout.write(lines.join('\n'));
}
