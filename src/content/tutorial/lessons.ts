/**
 * The tutorial's lessons, in the order a newcomer takes them (files `levels/tutorial/NN-<id>.json`, checked on load:
 * lesson-schema.ts). docs/tutorial.md lists them and how to write one.
 */
import moving from '../../../levels/tutorial/01-moving.json';
import { ContentError } from '../schema.ts';
import { type Lesson, parseLesson } from './lesson-schema.ts';

const FILES: readonly (readonly [string, unknown])[] = [['01-moving.json', moving]];

let checked: readonly Lesson[] | null = null;

/**
 * Every lesson, in order.
 * @throws ContentError naming the file and the field of the first lesson that does not check, or a lesson id used twice.
 */
export function lessons(): readonly Lesson[] {
  if (checked) return checked;
  const all = FILES.map(([file, json]) => parseLesson(json, file));
  const twice = all.find((l, k) => all.findIndex((o) => o.id === l.id) !== k);
  if (twice) throw new ContentError(`levels/tutorial: two lessons have the id "${twice.id}"`);
  checked = all;
  return all;
}

/** The lesson of id `id`, or null. */
export function findLesson(id: string): Lesson | null {
  return lessons().find((l) => l.id === id) ?? null;
}
