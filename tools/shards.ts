/**
 * Work shared among child processes, one per core: the tool forks itself with `--shard i/n` added to its arguments
 * (and `--jobs` left out); each child plays its share and sends it back with `process.send`.
 */
import { fork } from 'node:child_process';

/**
 * Run this program `jobs` times as child processes with `--shard i/jobs`, and gather what each sends back, in shard
 * order. Rejects naming the shard when a child stops without sending anything.
 */
export function playInChildren<T>(jobs: number): Promise<T[]> {
  const args = process.argv.slice(2).filter((_, i, all) => all[i] !== '--jobs' && all[i - 1] !== '--jobs');
  const runs = Array.from(
    { length: jobs },
    (_, index) =>
      new Promise<T[]>((resolve, reject) => {
        const child = fork(process.argv[1]!, [...args, '--shard', `${index}/${jobs}`], {
          execArgv: process.execArgv,
        });
        let got: T[] | undefined;
        child.on('message', (m) => {
          got = m as T[];
        });
        child.on('exit', (code) =>
          got ? resolve(got) : reject(new Error(`shard ${index + 1} of ${jobs} stopped (exit code ${code})`)),
        );
      }),
  );
  return Promise.all(runs).then((all) => all.flat());
}

/** `--shard i/n` read, or a message naming what is wrong. */
export function shardOf(text: string): { index: number; count: number } | string {
  const [index, count] = text.split('/').map(Number);
  if (!Number.isInteger(index) || !Number.isInteger(count) || index! < 0 || count! <= index!)
    return `--shard must read i/n with 0 ≤ i < n, not "${text}"`;
  return { index: index!, count: count! };
}

/**
 * The games of a tool that splits its work: with `--shard i/n` (`shardArg`) play that share, send it to the parent
 * and exit; else play them all here (`jobs` 1) or in `jobs` children. `fail` ends the tool with a message.
 */
export async function playShared<T>(
  shardArg: string | undefined,
  jobs: number,
  playHere: (shard?: { index: number; count: number }) => T[],
  fail: (message: string) => never,
): Promise<T[]> {
  if (shardArg !== undefined) {
    const shard = shardOf(shardArg);
    if (typeof shard === 'string') fail(shard);
    process.send?.(playHere(shard));
    process.exit(0);
  }
  try {
    return jobs > 1 ? await playInChildren<T>(jobs) : playHere();
  } catch (e) {
    fail((e as Error).message);
  }
}
