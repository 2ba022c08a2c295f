/**
 * The tutorial's lessons, in the order a newcomer takes them (files `levels/tutorial/NN-<id>.json`, checked on load:
 * lesson-schema.ts). docs/tutorial.md lists them and how to write one.
 */
import moving from '../../../levels/tutorial/01-moving.json';
import dice from '../../../levels/tutorial/02-dice.json';
import climbing from '../../../levels/tutorial/03-climbing.json';
import jumping from '../../../levels/tutorial/04-jumping.json';
import water from '../../../levels/tutorial/05-water.json';
import combat from '../../../levels/tutorial/06-combat.json';
import willPoints from '../../../levels/tutorial/07-will-points.json';
import commandPoints from '../../../levels/tutorial/08-command-points.json';
import magic from '../../../levels/tutorial/09-magic.json';
import victory from '../../../levels/tutorial/10-victory.json';
import firstGame from '../../../levels/tutorial/11-first-game.json';
import { ContentError } from '../schema.ts';
import { type Lesson, parseLesson } from './lesson-schema.ts';

const FILES: readonly (readonly [string, unknown])[] = [
  ['01-moving.json', moving],
  ['02-dice.json', dice],
  ['03-climbing.json', climbing],
  ['04-jumping.json', jumping],
  ['05-water.json', water],
  ['06-combat.json', combat],
  ['07-will-points.json', willPoints],
  ['08-command-points.json', commandPoints],
  ['09-magic.json', magic],
  ['10-victory.json', victory],
  ['11-first-game.json', firstGame],
];

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
