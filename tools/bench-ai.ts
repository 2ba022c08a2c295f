/**
 * `npm run bench:ai [-- --json] [--seeds N] [--difficulty easy|normal|hard]`: the computer's decision time (normal
 * unless told) per character turn and per gang turn,
 * over the games of seeds 1..N (default 6; the same positions every run; src/ai/harness/bench.ts). With `--json`
 * one line: {"decisionMsP50","decisionMsP95","turnMsP50","turnMsP95"}.
 */
import { DIFFICULTIES, type Difficulty } from '../src/ai/index.ts';
import { benchAi } from './bench.ts';

const k = process.argv.indexOf('--seeds');
const n = Number(k >= 0 ? process.argv[k + 1] : 6);
if (!Number.isInteger(n) || n < 1) {
  process.stderr.write('bench:ai: --seeds must be a whole number ≥ 1\n');
  process.exit(2);
}
const d = process.argv.indexOf('--difficulty');
const difficulty = d >= 0 ? process.argv[d + 1] : 'normal';
if (!DIFFICULTIES.some((x) => x === difficulty)) {
  process.stderr.write(
    `bench:ai: --difficulty must be one of ${DIFFICULTIES.join(', ')}, not "${difficulty}"\n`,
  );
  process.exit(2);
}
const r = benchAi(
  Array.from({ length: n }, (_, i) => i + 1),
  difficulty as Difficulty,
);
if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify(r)}\n`);
else
  process.stdout.write(
    `per character turn: p50 ${r.decisionMsP50} ms, p95 ${r.decisionMsP95} ms · per gang turn: p50 ${r.turnMsP50} ms, p95 ${r.turnMsP95} ms\n`,
  );
