/**
 * `npm run bench:engine [-- --json] [--random N] [--ai N]`: whole headless Gang War games on one core — random
 * against random, and normal AI against normal AI — per second, and milliseconds per command of the random games
 * (src/ai/harness/bench.ts). With `--json` one line: {"randomGamesPerSec","aiGamesPerSec","msPerCommand"}.
 */
import { benchEngine } from './bench.ts';
import { flagsOf } from './flags.ts';

const { values } = flagsOf('bench:engine', {
  random: { type: 'string' },
  ai: { type: 'string' },
  json: { type: 'boolean' },
});

function count(name: string, fallback: number): number {
  const n = Number(values[name] ?? fallback);
  if (!Number.isInteger(n) || n < 1) {
    process.stderr.write(`bench:engine: --${name} must be a whole number ≥ 1\n`);
    process.exit(2);
  }
  return n;
}

const r = benchEngine(count('random', 40), count('ai', 4));
if (values.json) process.stdout.write(`${JSON.stringify(r)}\n`);
else
  process.stdout.write(
    `random games/s ${r.randomGamesPerSec} · AI games/s ${r.aiGamesPerSec} · ms per command ${r.msPerCommand}\n`,
  );
