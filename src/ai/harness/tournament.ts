/**
 * Tournaments between two bots (bots.ts), headless: seat-swapped pairs of games with varied seeds and gangs. Game
 * 2k and 2k + 1 share a seed and a pairing of ready-made gangs (The Guild against Rashaar, each mirrored, and
 * Rashaar against The Guild, in turn); bot A sits in seat 0 in the first and in seat 1 in the second, so neither side
 * keeps the first seat's edge or the better gang. When A and B are the same bot, a pair's two games get two seeds
 * instead: the same deterministic player in both seats would play one game twice. The games are set up as the
 * rulebook orders (the players roll off, choose their zones and set up: `deployment: 'players'`), with the
 * ready-made gangs of the scenario's Ducats on the first board that serves it, as src/campaign/default-match.ts
 * `defaultMatchSetup` does (src/ai may not import the campaign). In Street Fight seat 0 attacks and seat 1 defends,
 * so A attacks in one game of a pair and defends in the other. Used by `npm run tournament` (tools/tournament.ts).
 */
import { levelsFor, readyGangs } from '../../content/index.ts';
import {
  createMatch,
  type DeploymentMode,
  type GangSetup,
  loadLevel,
  type Match,
  type MatchSetup,
  primaryVp,
  scenarioOf,
} from '../../rules/index.ts';
import { playOut } from '../play-out.ts';
import { makeBot } from './bots.ts';
import { type HabitCounts, playCountingHabits } from './habits.ts';

/** What a tournament plays. */
export interface TournamentOptions {
  readonly scenario: string;
  /** The level (default: the first shipped level that serves the scenario; Gang War's Venice board for Gang War). */
  readonly level?: string;
  /** The two ready-made gangs played (ids, or the factions' id prefixes); default The Guild and Rashaar. */
  readonly gangs?: readonly [string, string];
  readonly games: number;
  /** Bot names (bots.ts). */
  readonly a: string;
  readonly b: string;
  /**
   * First seed (default 1); pair k plays seed `seed + k`. When A and B are the same bot, game g plays seed `seed + g`:
   * the computer is deterministic, so the seat swap would play the same game twice.
   */
  readonly seed?: number;
  /**
   * Play only the pairs k with `k % count === index` (default: all), so that a tournament may be split over several
   * processes and its games summed up with `summariseGames`.
   */
  readonly shard?: { readonly index: number; readonly count: number };
  /** Count the habits of every gang in each game (habits.ts; `GameResult.habits`). */
  readonly habits?: boolean;
  /** Called after each game (for progress). */
  readonly onGame?: (done: number, result: GameResult) => void;
}

/** One game: who won (`a`, `b` or null for a draw) and each bot's Victory Points. */
export interface GameResult {
  readonly seed: number;
  /** The pairing of gangs played: an index into `PAIRINGS`. */
  readonly pairing: number;
  readonly aSeat: number;
  readonly winner: 'a' | 'b' | null;
  readonly vpA: number;
  readonly vpB: number;
  /** Each bot's Victory Points of the Primary Objective alone (Agendas left out). */
  readonly objectiveVpA: number;
  readonly objectiveVpB: number;
  /** Which bot's gang acted first: the one that won the first round's initiative. */
  readonly firstToAct: 'a' | 'b' | null;
  /** Which bot's gang won the setup's roll-off (it chose its Deployment Zone first), null without one. */
  readonly rollOffWinner?: 'a' | 'b' | null;
  /** With `TournamentOptions.habits`: the habits of both gangs in the game (habits.ts). */
  readonly habits?: HabitCounts;
}

/** The figures the tournament prints (`--json`: one line of this shape). */
export interface TournamentResult {
  readonly scenario: string;
  readonly games: number;
  readonly a: string;
  readonly b: string;
  readonly winsA: number;
  readonly winsB: number;
  readonly draws: number;
  /** Share of points won by A: (wins + draws / 2) / games. */
  readonly winRateA: number;
  /** Wilson score interval at 95 % of `winRateA`. */
  readonly ci95: readonly [number, number];
  readonly meanVpA: number;
  readonly meanVpB: number;
  /** Mean Victory Points of the Primary Objective alone (Agendas left out). */
  readonly meanObjectiveVpA: number;
  readonly meanObjectiveVpB: number;
  /** Share of points won by whoever sat in seat 0 (a draw counts half). */
  readonly firstSeatShare: number;
  /** Share of points won by the gang that won the setup's roll-off and chose its zone first (a draw counts half). */
  readonly rollOffShare: number;
}

/**
 * The ready-made gang pairings, in turn: Guild–Rashaar, Guild–Guild, Rashaar–Rashaar, Rashaar–Guild. The unmirrored
 * pairing is seated both ways, so that seat 0's share measures the seat and not the gang that sits there.
 */
export const PAIRINGS: readonly (readonly [string, string])[] = [
  ['guild', 'rashaar'],
  ['guild', 'guild'],
  ['rashaar', 'rashaar'],
  ['rashaar', 'guild'],
];

/**
 * The pairings played with ready-made gangs `gangs` (x against y, each mirrored, y against x), or {@link PAIRINGS}
 * without: always four, in the same order.
 */
export function pairingsOf(gangs?: readonly [string, string]): readonly (readonly [string, string])[] {
  if (!gangs) return PAIRINGS;
  const [x, y] = gangs;
  return [
    [x, y],
    [x, x],
    [y, y],
    [y, x],
  ];
}

/** The index into `PAIRINGS` (or `pairingsOf`) of pair `k`'s gangs. */
export function pairingOf(k: number): number {
  return k % PAIRINGS.length;
}

/** How a pair's games are set up beside the scenario: the level, and who sets the gangs up. */
export interface PairOptions {
  /** Default: the first shipped level that serves the scenario (Venice for Gang War). */
  readonly level?: string;
  /** Default `players`: the roll-off, the zones chosen and the figures set up as decisions (rulebook "Order of Play"). */
  readonly deployment?: DeploymentMode;
  /** The two ready-made gangs (see `pairingsOf`); default The Guild and Rashaar. */
  readonly gangs?: readonly [string, string];
}

/** The level a scenario is played on unless one is named: Gang War's Venice board, else the first that serves it. */
export function levelForScenario(scenario: string): string {
  if (scenario === 'gang-war') return 'gang-war-venice';
  const level = levelsFor(scenario)[0];
  if (!level) throw new Error(`no shipped board serves ${scenarioOf(scenario).name} (name one with --level)`);
  return level;
}

/**
 * The setup of pair `k`'s games: two ready-made gangs of the scenario's Ducats with ids `seat0` and `seat1`, both
 * played by the computer; with sides (Street Fight) seat 0 attacks and seat 1 defends.
 * @throws Error for an unknown scenario, or when no ready-made gang or level fits it.
 */
export function pairSetup(scenario: string, k: number, options: PairOptions = {}): MatchSetup {
  const s = scenarioOf(scenario);
  const [x, y] = pairingsOf(options.gangs)[pairingOf(k)]!;
  const sides = ['attacker', 'defender'] as const;
  const slug = (faction: string) => faction.toLowerCase().replaceAll(' ', '-');
  const gang = (id: string, seat: number): GangSetup => {
    const ready = readyGangs(s.ducats);
    const g = ready.find((r) => r.id === id) ?? ready.find((r) => slug(r.faction) === id);
    if (!g) throw new Error(`no ready-made gang "${id}" of ${s.ducats} Ducats`);
    return {
      id: `seat${seat}`,
      name: `${g.name} (seat ${seat + 1})`,
      faction: g.faction,
      colour: g.colour,
      controller: 'ai',
      roster: g.members.map((mem) => ({
        profile: mem.profile,
        ...(mem.spells ? { spells: mem.spells } : {}),
        ...(mem.apprenticeship ? { apprenticeship: mem.apprenticeship } : {}),
      })),
      ...(s.sides ? { side: sides[seat]! } : {}),
    };
  };
  return {
    scenario,
    level: options.level ?? levelForScenario(scenario),
    deployment: options.deployment ?? 'players',
    gangs: [gang(x, 0), gang(y, 1)],
  };
}

/** Play one game of pair `k` (seed `seed`) with bot A in seat `aSeat`; the finished match and its result. */
export function playGame(
  o: Pick<TournamentOptions, 'scenario' | 'a' | 'b' | 'level' | 'habits' | 'gangs'>,
  k: number,
  seed: number,
  aSeat: number,
): { match: Match; result: GameResult } {
  const setup = pairSetup(o.scenario, k, {
    ...(o.level ? { level: o.level } : {}),
    ...(o.gangs ? { gangs: o.gangs } : {}),
  });
  const m = createMatch(setup, seed, loadLevel(setup.level));
  const names = aSeat === 0 ? [o.a, o.b] : [o.b, o.a];
  const players = Object.fromEntries(
    setup.gangs.map((g, s) => [g.id, makeBot(names[s]!, g.id, seed * 2 + s)]),
  );
  let habits: HabitCounts | undefined;
  if (o.habits) habits = playCountingHabits(m, players);
  else playOut(m, players);
  const aId = setup.gangs[aSeat]!.id;
  const bId = setup.gangs[1 - aSeat]!.id;
  const winner = m.winner === aId ? 'a' : m.winner === bId ? 'b' : null;
  const initiative = m.log.find((e) => e.type === 'initiative');
  const first = initiative?.type === 'initiative' ? initiative.order[0] : undefined;
  const firstToAct = first === aId ? 'a' : first === bId ? 'b' : null;
  const rollOff = m.log.find((e) => e.type === 'roll-off');
  const chose = rollOff?.type === 'roll-off' ? rollOff.order[0] : undefined;
  const rollOffWinner = chose === aId ? 'a' : chose === bId ? 'b' : null;
  const objective = primaryVp(m, scenarioOf(o.scenario).primary);
  return {
    match: m,
    result: {
      seed,
      pairing: pairingOf(k),
      aSeat,
      winner,
      vpA: m.vp[aId] ?? 0,
      vpB: m.vp[bId] ?? 0,
      objectiveVpA: objective[aSeat] ?? 0,
      objectiveVpB: objective[1 - aSeat] ?? 0,
      firstToAct,
      rollOffWinner,
      ...(habits ? { habits } : {}),
    },
  };
}

/** The Wilson score interval at 95 % for `p` observed over `n` trials. */
export function wilson95(p: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959963984540054;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

/** Sum up games into the tournament's figures. */
export function summariseGames(
  o: Pick<TournamentOptions, 'scenario' | 'a' | 'b'>,
  results: readonly GameResult[],
): TournamentResult {
  const games = results.length;
  const winsA = results.filter((r) => r.winner === 'a').length;
  const winsB = results.filter((r) => r.winner === 'b').length;
  const draws = games - winsA - winsB;
  const winRateA = games === 0 ? 0 : (winsA + draws / 2) / games;
  const mean = (f: (r: GameResult) => number) =>
    games === 0 ? 0 : results.reduce((s, r) => s + f(r), 0) / games;
  const round = (x: number) => Math.round(x * 10_000) / 10_000;
  const [lo, hi] = wilson95(winRateA, games);
  return {
    scenario: o.scenario,
    games,
    a: o.a,
    b: o.b,
    winsA,
    winsB,
    draws,
    winRateA: round(winRateA),
    ci95: [round(lo), round(hi)],
    meanVpA: round(mean((r) => r.vpA)),
    meanVpB: round(mean((r) => r.vpB)),
    meanObjectiveVpA: round(mean((r) => r.objectiveVpA)),
    meanObjectiveVpB: round(mean((r) => r.objectiveVpB)),
    firstSeatShare: round(
      mean((r) => (r.winner === null ? 0.5 : (r.winner === 'a') === (r.aSeat === 0) ? 1 : 0)),
    ),
    rollOffShare: round(
      mean((r) => (r.winner === null || !r.rollOffWinner ? 0.5 : r.winner === r.rollOffWinner ? 1 : 0)),
    ),
  };
}

/**
 * Play the tournament (see the module comment): `games` games, an odd last one in seat 0.
 * @throws Error for an unknown bot or scenario, or a bot's refused command (naming the game).
 */
export function runTournament(o: TournamentOptions): TournamentResult {
  return summariseGames(o, playTournamentGames(o));
}

/**
 * The games of the tournament (of its shard, with `o.shard`), in order; `runTournament` sums them up.
 * @throws Error as `runTournament`.
 */
export function playTournamentGames(o: TournamentOptions): GameResult[] {
  const results: GameResult[] = [];
  const first = o.seed ?? 1;
  let done = 0;
  for (let g = 0; g < o.games; g++) {
    const k = Math.floor(g / 2);
    if (o.shard && k % o.shard.count !== o.shard.index) continue;
    const seed = o.a === o.b ? first + g : first + k;
    let played: GameResult;
    try {
      played = playGame(o, k, seed, g % 2).result;
    } catch (e) {
      throw new Error(`game ${g + 1} (seed ${seed}, A in seat ${(g % 2) + 1}): ${(e as Error).message}`);
    }
    results.push(played);
    o.onGame?.(++done, played);
  }
  return results;
}
