/**
 * Whether what a person did is what a lesson's step waits for: a command against the step's pattern (lesson-schema.ts),
 * and the command a pattern stands for when the lesson is played without a person (tests, the lesson tool). No Phaser.
 */
import type { Command, Point3 } from '../../rules/index.ts';

type Pattern = { readonly type: string } & Readonly<Record<string, unknown>>;

const isPoint = (v: unknown): v is readonly [number, number, number] =>
  Array.isArray(v) && v.length === 3 && v.every((n) => typeof n === 'number');

/** Same 1″ column, same height within half an inch. */
function samePlace(p: readonly [number, number, number], q: unknown): boolean {
  if (!isPoint(q)) return false;
  const at: Point3 = q;
  return (
    Math.floor(at[0]) === Math.floor(p[0]) &&
    Math.floor(at[1]) === Math.floor(p[1]) &&
    Math.abs(at[2] - p[2]) < 0.5
  );
}

function sameValue(want: unknown, got: unknown): boolean {
  if (isPoint(want)) return samePlace(want, got);
  if (Array.isArray(want))
    return Array.isArray(got) && want.length === got.length && want.every((w, k) => sameValue(w, got[k]));
  return want === got;
}

/** Whether `cmd` says everything `pattern` says (a point: anywhere in its 1″ column at its height). */
export function commandMatches(pattern: Pattern, cmd: Command): boolean {
  const fields = cmd as unknown as Readonly<Record<string, unknown>>;
  return Object.entries(pattern).every(([k, want]) => sameValue(want, fields[k]));
}

/** The command a pattern stands for, as it is written (a point at the middle of its tile, as a click gives it). */
export function commandOf(pattern: Pattern): Command {
  return { ...pattern } as unknown as Command;
}

/** What the pattern asks for, in words for a refusal ("Run/Climb to the pulsing tile"). */
export function patternWords(pattern: Pattern): string {
  return pattern.type === 'end-turn' ? 'end the turn' : `a ${pattern.type} as the card says`;
}
