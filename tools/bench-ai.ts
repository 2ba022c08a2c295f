/**
 * `npm run bench:ai [-- --json] [--seeds N]`: the normal AI's decision time per character turn and per gang turn,
 * over the games of seeds 1..N (default 6; the same positions every run; src/ai/harness/bench.ts). With `--json`
 * one line: {"decisionMsP50","decisionMsP95","turnMsP50","turnMsP95"}.
 */
import { benchAi } from './bench.ts';

const k = process.argv.indexOf('--seeds');
const n = Number(k >= 0 ? process.argv[k + 1] : 6);
if (!Number.isInteger(n) || n < 1) {
  process.stderr.write('bench:ai: --seeds must be a whole number ≥ 1\n');
  process.exit(2);
}
const r = benchAi(Array.from({ length: n }, (_, i) => i + 1));
if (process.argv.includes('--json')) process.stdout.write(`${JSON.stringify(r)}\n`);
else
  process.stdout.write(
    `per character turn: p50 ${r.decisionMsP50} ms, p95 ${r.decisionMsP95} ms · per gang turn: p50 ${r.turnMsP50} ms, p95 ${r.turnMsP95} ms\n`,
  );
