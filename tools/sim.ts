/**
 * Headless simulator: the AI plays every gang of a match in Node and prints one JSON line.
 *
 *   npm run sim -- --scenario gang-war --seed 7 [--log FILE] [--final FILE] [--players ai,random]
 *
 * Output: {"scenario","seed","rounds","vp":{gang:n},"winner":gang|null,"events":n}
 * With --log FILE the match's events are written as JSON lines (docs/events.md); with --final FILE the final
 * state (`summarise`) as JSON, which the browser test compares with the same seed played in the page.
 */
import { writeFileSync } from 'node:fs';
import { chooseCommand } from '../src/ai/index.ts';
import { type Player, playOut } from '../src/ai/play-out.ts';
import { randomPlayer } from '../src/ai/random-player.ts';
import { defaultMatchSetup } from '../src/campaign/default-match.ts';
import { loadLevel } from '../src/content/levels.ts';
import { createMatch } from '../src/rules/match.ts';
import { scenarioOf } from '../src/rules/scenarios.ts';
import { summarise } from '../src/rules/summary.ts';

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
const setup = { ...defaultMatchSetup({ controllers: ['ai', 'ai'] }), scenario };
const match = createMatch(setup, seed, loadLevel(setup.level));
const players: Record<string, Player> = {};
setup.gangs.forEach((g, k) => {
  const kind = kinds[k] ?? 'ai';
  if (kind === 'random') players[g.id] = randomPlayer(seed * 31 + k);
  else if (kind === 'ai') players[g.id] = (m) => chooseCommand(m, g.id).command;
  else fail(`unknown player "${kind}" (ai or random)`);
});
playOut(match, players);
const logFile = arg('log');
if (logFile) writeFileSync(logFile, `${match.log.map((e) => JSON.stringify(e)).join('\n')}\n`);
const finalFile = arg('final');
if (finalFile) writeFileSync(finalFile, `${JSON.stringify(summarise(match), null, 2)}\n`);
process.stdout.write(
  `${JSON.stringify({ scenario, seed, rounds: match.round, vp: match.vp, winner: match.winner, events: match.log.length })}\n`,
);
