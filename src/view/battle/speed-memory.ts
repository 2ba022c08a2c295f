/**
 * The speed a person last picked, kept per kind of match in this browser (`carnevale:speed`, as
 * `{ play?: Speed, watch?: Speed }`): a match one plays starts at the speed last picked while playing, a match one
 * watches (the computer on every side, or a replay) at the speed last picked while watching — "Instant" picked to
 * see a watched match through does not carry into the next match one plays.
 */
import type { Speed } from './animator.ts';

const KEY = 'carnevale:speed';

/** A match a person plays, or one they watch. */
export type MatchKind = 'play' | 'watch';

/** The speed of a kind of match never given one: a person's own at 1×, a watched one at 2×. */
export const SPEED_DEFAULT: Readonly<Record<MatchKind, Speed>> = { play: 1, watch: 2 };

const SPEEDS: readonly Speed[] = [1, 2, 4, 'instant'];

/** The kind of a match whose gangs have `gangs`' controllers; a replay (`replay`) is watched. */
export function matchKind(gangs: readonly { readonly controller: string }[], replay: boolean): MatchKind {
  return replay || gangs.every((g) => g.controller === 'ai') ? 'watch' : 'play';
}

function read(): Record<string, unknown> {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    // A stored value that is not ours: the defaults.
    return {};
  }
}

/** The speed to start a match of `kind` at: the one last picked for that kind, else {@link SPEED_DEFAULT}. */
export function keptSpeed(kind: MatchKind): Speed {
  const kept = read()[kind];
  return SPEEDS.find((s) => s === kept) ?? SPEED_DEFAULT[kind];
}

/** Keep `speed` for the next match of `kind`. */
export function keepSpeed(kind: MatchKind, speed: Speed): void {
  if (typeof localStorage === 'undefined') return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ ...read(), [kind]: speed }));
  } catch {
    // Storage full or refused: the speed is kept for this match only.
  }
}
