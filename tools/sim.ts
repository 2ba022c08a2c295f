/**
 * Headless simulator: the AI plays every gang of a match in Node and prints one JSON line.
 *
 *   npm run sim -- --scenario gang-war --seed 7 [--level ID] [--deployment players|level-zones] [--log FILE]
 *     [--final FILE] [--save FILE] [--players ai,random] [--gangs strigoi,the-vatican] [--why]
 *   (scenarios: gang-war, secure-arms, acquisition, take-what-is-theirs, street-fight; the ready-made gangs of the
 *   scenario's Ducats on the first board that serves it unless --level names one; players: ai — the normal
 *   computer —, easy, hard or random, one per gang; deployment: the players roll off and set up (default) or the
 *   engine deploys gang i in zone i; gangs: the ready-made gangs by id — a faction's id prefix: the-guild, rashaar,
 *   strigoi, the-vatican, patricians, the-doctors, gifted — default the first two)
 *
 * Output: {"scenario","seed","rounds","vp":{gang:n},"winner":gang|null,"events":n}
 * With --log FILE the match's events are written as JSON lines (docs/events.md); with --final FILE the final
 * state (`summarise`) as JSON, which the browser test compares with the same seed played in the page. With --why
 * each of the computer's commands is explained on standard error, as the "Why?" panel does: the choice, the
 * considerations of its score, and the best options it was weighed against. With --save FILE the match record
 * (`{format, version, contentHash, setup, seed, commands}`, docs/events.md) is written, for `npm run replay`.
 * Output files are opened before the game is played. A bad flag or value exits 2 with one line on standard error.
 */
import { closeSync, openSync, writeSync } from 'node:fs';
import { type Choice, chooseCommand, type Difficulty } from '../src/ai/index.ts';
import { type Player, playOut } from '../src/ai/play-out.ts';
import { randomPlayer } from '../src/ai/random-player.ts';
import { defaultMatchSetup } from '../src/campaign/default-match.ts';
import { SEED_MAX, SEED_MIN } from '../src/campaign/match-record.ts';
import { recordOf } from '../src/campaign/match-replay.ts';
import {
  createMatch,
  type DeploymentMode,
  loadLevel,
  type MatchSetup,
  scenarioOf,
  summarise,
} from '../src/rules/index.ts';
import { flagsOf } from './flags.ts';
import { fileProblem, matchLine } from './match-line.ts';

function fail(message: string): never {
  process.stderr.write(`sim: ${message}\n`);
  process.exit(2);
}

const flags = flagsOf('sim', {
  scenario: { type: 'string' },
  seed: { type: 'string' },
  level: { type: 'string' },
  deployment: { type: 'string' },
  log: { type: 'string' },
  final: { type: 'string' },
  save: { type: 'string' },
  players: { type: 'string' },
  gangs: { type: 'string' },
  why: { type: 'boolean' },
}).values;
const arg = (name: string): string | undefined => flags[name] as string | undefined;

/** Open an output file now (a missing folder is said before the game is played, not after). */
function output(name: string): number | null {
  const file = arg(name);
  if (file === undefined) return null;
  try {
    return openSync(file, 'w');
  } catch (e) {
    fail(`--${name} ${file}: ${fileProblem(e)}`);
  }
}

const scenario = arg('scenario') ?? 'gang-war';
const seedText = arg('seed') ?? '1';
const seed = Number(seedText);
if (!/^-?\d+$/.test(seedText) || seed < SEED_MIN || seed > SEED_MAX)
  fail(
    `--seed must be a whole number from ${SEED_MIN} to ${SEED_MAX} (32 bits), not "${seedText.slice(0, 40)}"`,
  );
try {
  scenarioOf(scenario);
} catch (e) {
  fail((e as Error).message);
}
const kinds = (arg('players') ?? 'ai,ai').split(',');
const explain = flags.why === true;

/** One command of the computer in plain words: what, why, and the options weighed (Victory Points). */
function explained(round: number, gang: string, choice: Choice): string {
  const vp = (x: number) => `${x >= 0 ? '+' : ''}${x.toFixed(2)}`;
  const chosen = choice.candidates.find((c) => JSON.stringify(c.command) === JSON.stringify(choice.command));
  const lines = [`round ${round} · ${gang}: ${choice.why}`];
  for (const t of chosen?.terms ?? []) lines.push(`    ${vp(t.value)}  ${t.label}`);
  if (choice.candidates.length > 1)
    for (const c of choice.candidates) lines.push(`  ${c === chosen ? '>' : ' '} ${vp(c.score)}  ${c.why}`);
  return `${lines.join('\n')}\n`;
}
const deployment = (arg('deployment') ?? 'players') as DeploymentMode;
if (deployment !== 'players' && deployment !== 'level-zones')
  fail(`--deployment must be players or level-zones, not "${deployment}"`);
const gangIds = arg('gangs')?.split(',');
if (gangIds && gangIds.length !== 2) fail(`--gangs names two ready-made gangs, e.g. strigoi,the-vatican`);
let setup: MatchSetup;
try {
  setup = defaultMatchSetup({
    controllers: ['ai', 'ai'],
    scenario,
    level: arg('level'),
    deployment,
    ...(gangIds ? { gangs: [gangIds[0]!, gangIds[1]!] as const } : {}),
  });
} catch (e) {
  fail((e as Error).message);
}
const players: Record<string, Player> = {};
setup.gangs.forEach((g, k) => {
  const kind = kinds[k] ?? 'ai';
  if (kind === 'random') players[g.id] = randomPlayer(seed * 31 + k);
  else if (kind === 'ai' || kind === 'easy' || kind === 'hard') {
    // `ai` is the normal computer; `easy` and `hard` its other levels, with a seed of their own per seat.
    const difficulty: Difficulty = kind === 'easy' ? 'easy' : kind === 'hard' ? 'hard' : 'normal';
    const options = { difficulty, seed: seed * 2 + k };
    players[g.id] = (m) => {
      const choice = chooseCommand(m, g.id, options);
      if (explain) process.stderr.write(explained(m.round, g.id, choice));
      return choice.command;
    };
  } else fail(`unknown player "${kind}" (ai, easy, hard or random)`);
});
let board: ReturnType<typeof loadLevel>;
try {
  board = loadLevel(setup.level);
} catch (e) {
  fail((e as Error).message);
}
const files = { log: output('log'), final: output('final'), save: output('save') };
const match = createMatch(setup, seed, board);
playOut(match, players);
const write = (fd: number | null, text: string) => {
  if (fd === null) return;
  writeSync(fd, text);
  closeSync(fd);
};
write(files.log, `${match.log.map((e) => JSON.stringify(e)).join('\n')}\n`);
write(files.final, `${JSON.stringify(summarise(match), null, 2)}\n`);
write(files.save, `${JSON.stringify(recordOf(match))}\n`);
process.stdout.write(`${matchLine(match)}\n`);
