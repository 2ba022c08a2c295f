/**
 * A tutorial lesson as a match: its setup (the gangs in the lesson's Deployment Zones on its text board, Gang War
 * unless it says otherwise) and its board. A lesson's match is an ordinary match of the engine: its record is
 * `{setup, seed, commands}` and its level id `tutorial:<lesson id>` names the lesson's board. No Phaser here.
 */
import type { Lesson } from '../../content/tutorial/lesson-schema.ts';
import { findLesson } from '../../content/tutorial/lessons.ts';
import { type MatchSetup, textBoard, type VoxelBoard } from '../../rules/index.ts';

const PREFIX = 'tutorial:';

/** The level id of a lesson's board (`tutorial:<lesson id>`). */
export function lessonLevel(lesson: Lesson): string {
  return `${PREFIX}${lesson.id}`;
}

/** The lesson whose board level id `level` names, or null for another level. */
export function lessonOfLevel(level: string): Lesson | null {
  return level.startsWith(PREFIX) ? findLesson(level.slice(PREFIX.length)) : null;
}

/** The setup of a lesson's match: its gangs in its zones, each gang in the zone of its index. */
export function lessonSetup(lesson: Lesson): MatchSetup {
  return {
    scenario: lesson.scenario ?? 'gang-war',
    level: lessonLevel(lesson),
    deployment: 'level-zones',
    gangs: lesson.gangs.map((g) => ({ ...g, roster: g.roster.map((r) => ({ ...r })) })),
  };
}

/**
 * The lesson's board: its rows and legend, its zones as Deployment Zones (`z0`, `z1`…).
 * @throws RulesCaseError naming the row, column or legend entry that does not draw.
 */
export function lessonBoard(lesson: Lesson): VoxelBoard {
  return textBoard({
    name: lesson.title,
    rows: lesson.board.rows,
    ...(lesson.board.legend ? { legend: lesson.board.legend } : {}),
    zones: lesson.board.zones.map((z, k) => ({ ...z, id: `z${k}` })),
  });
}
