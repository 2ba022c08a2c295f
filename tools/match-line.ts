/**
 * The one-line summary of a headless match that `sim` and `replay` print:
 * `{"scenario","seed","rounds","vp":{gang:n},"winner":gang|null,"events":n}`; and file errors in a few words.
 */
import type { Match } from '../src/rules/index.ts';

/** The summary line of match `m` (JSON, no newline). */
export function matchLine(m: Match): string {
  return JSON.stringify({
    scenario: m.setup.scenario,
    seed: m.seed,
    rounds: m.round,
    vp: m.vp,
    winner: m.winner,
    events: m.log.length,
  });
}

/** A file error in a few words: `no such file or folder (ENOENT)`, else the system's message. */
export function fileProblem(e: unknown): string {
  const err = e as NodeJS.ErrnoException;
  const words: Record<string, string> = {
    ENOENT: 'no such file or folder',
    EACCES: 'not allowed',
    EISDIR: 'is a folder',
    ENOTDIR: 'a folder on the way is a file',
  };
  const said = err.code && Object.hasOwn(words, err.code) ? words[err.code] : null;
  return said ? `${said} (${err.code})` : (err.message ?? String(e)).split('\n')[0]!;
}
