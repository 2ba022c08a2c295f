/**
 * Headless simulator: the AI plays every gang of a match in Node and prints one JSON line.
 *
 *   npm run sim -- --scenario gang-war --seed 7 [--level ID] [--deployment players|level-zones] [--log FILE]
 *     [--final FILE] [--players ai,random] [--why]
 *   (scenarios: gang-war, secure-arms, acquisition, take-what-is-theirs, street-fight; the ready-made gangs of the
 *   scenario's Ducats on the first board that serves it unless --level names one; players: ai — the normal
 *   computer —, easy, hard or random, one per gang; deployment: the players roll off and set up (default) or the
 *   engine deploys gang i in zone i)
 *
 * Output: {"scenario","seed","rounds","vp":{gang:n},"winner":gang|null,"events":n}
 * With --log FILE the match's events are written as JSON lines (docs/events.md); with --final FILE the final
 * state (`summarise`) as JSON, which the browser test compares with the same seed played in the page. With --why
 * each of the computer's commands is explained on standard error, as the "Why?" panel does: the choice, the
 * considerations of its score, and the best options it was weighed against.
 */
import { writeFileSync } from 'node:fs';
import { type Choice, chooseCommand, type Difficulty } from '../src/ai/index.ts';
import { type Player, playOut } from '../src/ai/play-out.ts';
import { randomPlayer } from '../src/ai/random-player.ts';
import { defaultMatchSetup } from '../src/campaign/default-match.ts';
import {
  createMatch,
  type DeploymentMode,
  loadLevel,
  type MatchSetup,
  scenarioOf,
  summarise,
} from '../src/rules/index.ts';

function arg(name: string): string | undefined {
  const k = process.argv.indexOf(`--${name}`);
  return k >= 0 ? process.argv[k + 1] : undefined;
}

function fail(message: string): never {
  process.stderr.write(`sim: ${message}\n`);
  process.exit(2);
}

const scenario = arg('scenario') ?? 'gang-war';
const seedText = arg('seed') ?? '1';
const seed = Number(seedText);
if (!Number.isInteger(seed)) fail(`--seed must be a whole number, not "${seedText}"`);
try {
  scenarioOf(scenario);
} catch (e) {
  fail((e as Error).message);
}
const kinds = (arg('players') ?? 'ai,ai').split(',');
const explain = process.argv.includes('--why');

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
let setup: MatchSetup;
try {
  setup = defaultMatchSetup({ controllers: ['ai', 'ai'], scenario, level: arg('level'), deployment });
} catch (e) {
  fail((e as Error).message);
}
const match = createMatch(setup, seed, loadLevel(setup.level));
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
playOut(match, players);
const logFile = arg('log');
if (logFile) writeFileSync(logFile, `${match.log.map((e) => JSON.stringify(e)).join('\n')}\n`);
const finalFile = arg('final');
if (finalFile) writeFileSync(finalFile, `${JSON.stringify(summarise(match), null, 2)}\n`);
process.stdout.write(
  `${JSON.stringify({ scenario, seed, rounds: match.round, vp: match.vp, winner: match.winner, events: match.log.length })}\n`,
);
