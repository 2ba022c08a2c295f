/**
 * `npm run bench:ai [-- --json] [--seeds N] [--difficulty easy|normal|hard]`: the computer's decision time (normal
 * unless told) per character turn and per gang turn,
 * over the games of seeds 1..N (default 6; the same positions every run; src/ai/harness/bench.ts). With `--json`
 * one line: {"decisionMsP50","decisionMsP95","turnMsP50","turnMsP95"}.
 */
import { DIFFICULTIES, type Difficulty } from '../src/ai/index.ts';
import { benchAi } from './bench.ts';
import { flagsOf } from './flags.ts';

const { values } = flagsOf('bench:ai', {
  seeds: { type: 'string' },
  difficulty: { type: 'string' },
  json: { type: 'boolean' },
});
const n = Number(values.seeds ?? 6);
if (!Number.isInteger(n) || n < 1) {
  process.stderr.write('bench:ai: --seeds must be a whole number ≥ 1\n');
  process.exit(2);
}
const difficulty = (values.difficulty as string | undefined) ?? 'normal';
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
if (values.json) process.stdout.write(`${JSON.stringify(r)}\n`);
else
  process.stdout.write(
    `per character turn: p50 ${r.decisionMsP50} ms, p95 ${r.decisionMsP95} ms · per gang turn: p50 ${r.turnMsP50} ms, p95 ${r.turnMsP95} ms\n`,
  );
