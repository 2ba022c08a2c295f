/**
 * The battle a tutorial lesson starts: its setup and seed, the computer at the lesson's difficulty, the questions
 * the lesson asks, and — resuming or going Back — the commands its match had taken.
 */
import type { LessonPlace, TutorialProgress } from '../../app/tutorial-store.ts';
import type { Lesson } from '../../content/tutorial/lesson-schema.ts';
import type { BattleData } from '../scenes/battle-data.ts';
import { lessonSetup } from './lesson-match.ts';

/** The battle of `lesson`, new or at `place`. */
export function lessonBattle(
  lesson: Lesson,
  progress: TutorialProgress,
  place: LessonPlace | null,
): BattleData {
  return {
    setup: lessonSetup(lesson),
    seed: lesson.seed,
    speed: 1,
    ask: {
      willPoints: lesson.asks.willPoints ? 'always' : 'never',
      commandPoints: lesson.asks.commandPoints ? 'always' : 'never',
    },
    difficulty: lesson.difficulty ?? 'easy',
    ...(place && place.lesson === lesson.id && place.commands.length > 0 ? { resumed: place.commands } : {}),
    tutorial: { lesson: lesson.id, progress, place: place?.lesson === lesson.id ? place : null },
  };
}
