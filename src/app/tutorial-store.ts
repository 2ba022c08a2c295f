/**
 * What the tutorial keeps between visits (key `tutorial` of the browser's store, save-store.ts): the lessons done,
 * and the lesson under way — its step and the commands its match took, replayed to resume it where it was left.
 * Data that does not check reads as a fresh start with the reason, and is only replaced when progress is made.
 */
import * as v from 'valibot';
import type { Command } from '../rules/index.ts';
import type { KeyStore } from './save-store.ts';

/** A lesson left part-way: its id, the step to resume at, and its match's commands (replayed from its seed). */
export interface LessonPlace {
  readonly lesson: string;
  readonly step: number;
  /** How many of `commands` the match held as each step began (Back goes to one of them). */
  readonly at: readonly number[];
  readonly commands: readonly Command[];
}

/** The tutorial's progress. */
export interface TutorialProgress {
  /** Ids of the lessons finished. */
  readonly done: readonly string[];
  readonly current: LessonPlace | null;
}

const KEY = 'tutorial';
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const ProgressSchema = v.object({
  done: v.pipe(v.array(v.pipe(v.string(), v.maxLength(80))), v.maxLength(100)),
  current: v.nullable(
    v.object({
      lesson: v.pipe(v.string(), v.maxLength(80)),
      step: count,
      at: v.pipe(v.array(count), v.maxLength(200)),
      commands: v.pipe(v.array(v.looseObject({ type: v.string() })), v.maxLength(2000)),
    }),
  ),
});

/** No lesson done, none under way. */
export const FRESH_PROGRESS: TutorialProgress = { done: [], current: null };

/** The progress kept, or a fresh start (with why, when what was kept cannot be read). Never throws. */
export async function readTutorial(
  store: KeyStore,
): Promise<{ progress: TutorialProgress; problem?: string }> {
  let raw: unknown;
  try {
    raw = await store.get(KEY);
  } catch {
    return { progress: FRESH_PROGRESS, problem: 'the browser’s storage cannot be read' };
  }
  if (raw === undefined) return { progress: FRESH_PROGRESS };
  const r = v.safeParse(ProgressSchema, raw);
  if (r.success) return { progress: r.output as unknown as TutorialProgress };
  return { progress: FRESH_PROGRESS, problem: 'the tutorial’s progress kept in this browser is damaged' };
}

/** Keep `p`. Rejects when the storage fails. */
export async function writeTutorial(store: KeyStore, p: TutorialProgress): Promise<void> {
  await store.set(KEY, p);
}

/** `p` with lesson `id` done (and no longer under way). */
export function lessonDone(p: TutorialProgress, id: string): TutorialProgress {
  return {
    done: p.done.includes(id) ? p.done : [...p.done, id],
    current: p.current?.lesson === id ? null : p.current,
  };
}
