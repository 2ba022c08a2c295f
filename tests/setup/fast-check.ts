/**
 * Property tests run from a fixed seed so a test run is repeatable (CI sees the same games every time).
 * `FC_SEED=<n>` explores other games; `FC_SEED=random` lets fast-check pick one and print it on failure.
 * `FC_SHRINK=0` reports the first failing case at once instead of shrinking it (quicker when hunting);
 * `FC_PATH=<path>` with the printed seed replays just the failing case.
 */
import fc from 'fast-check';

const FIXED_SEED = 20261122;
const env = process.env.FC_SEED;
const seed = env === 'random' ? undefined : env ? Number(env) : FIXED_SEED;
if (seed !== undefined && !Number.isInteger(seed))
  throw new Error(`FC_SEED must be an integer or "random", not ${env}`);
fc.configureGlobal({
  ...(seed === undefined ? {} : { seed }),
  ...(process.env.FC_SHRINK === '0' ? { endOnFailure: true } : {}),
  ...(process.env.FC_PATH ? { path: process.env.FC_PATH } : {}),
});
