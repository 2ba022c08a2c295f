/**
 * A lesson played without a person: each step's command given as its pattern says, the computer's turns played,
 * the questions the lesson does not ask declined, as the battle screen does. Tests play every lesson so (its
 * commands must be legal, its dice must fall as its text says) and `npm run lesson` prints what each step rolled.
 * No Phaser here.
 */
import { type Choice, thinkAbout } from '../../ai/index.ts';
import type { Lesson } from '../../content/tutorial/lesson-schema.ts';
import { declineOf, type MatchEvent, type PendingDecision } from '../../rules/index.ts';
import { BattleSession } from '../battle/battle-session.ts';
import { lessonBoard, lessonSetup } from './lesson-match.ts';
import { commandOf } from './step-match.ts';

/** What one step did: the events of the match from its start to its end. */
export interface StepPlay {
  readonly step: number;
  readonly events: readonly MatchEvent[];
}

/** Whether a lesson asks the person `d` (else it is declined unasked, as the battle screen's switches do). */
export function lessonAsks(lesson: Lesson, d: PendingDecision): boolean {
  if (d.type === 'will-points') return lesson.asks.willPoints;
  if (d.type === 'choose' && (d.purpose === 'counter' || d.purpose === 'plan'))
    return lesson.asks.commandPoints;
  return true;
}

/** A lesson's match, as the battle screen starts it. */
export function lessonSession(lesson: Lesson): BattleSession {
  return new BattleSession(
    lessonSetup(lesson),
    lesson.seed,
    lessonBoard(lesson),
    lesson.difficulty ?? 'easy',
  );
}

/**
 * Play on until a person must act or answer a question the lesson asks (or the game ends): the computer's turns,
 * the questions not asked declined.
 */
export function advance(lesson: Lesson, s: BattleSession): void {
  for (let guard = 0; guard < 10_000 && !s.match.over; guard++) {
    if (s.aiToAnswer) {
      s.aiStep();
      continue;
    }
    const d = s.match.pending;
    if (s.humanToAnswer && d && !lessonAsks(lesson, d)) {
      s.submit(declineOf(d));
      continue;
    }
    return;
  }
}

/**
 * Play `lesson` through: every step in order.
 * @throws Error naming the step whose command is refused, or whose decision or turn does not come.
 */
export function playLesson(lesson: Lesson): { session: BattleSession; steps: StepPlay[] } {
  const s = lessonSession(lesson);
  const steps: StepPlay[] = [];
  lesson.steps.forEach((step, k) => {
    const from = s.match.log.length;
    const where = `${lesson.id} steps[${k}]`;
    const w = step.wait;
    if (typeof w === 'object' && 'command' in w) {
      advance(lesson, s);
      const r = s.submit(commandOf(w.command));
      if (!r.ok) throw new Error(`${where}: the command is refused: ${r.reason}`);
    } else if (typeof w === 'object' && 'decision' in w) {
      advance(lesson, s);
      if (s.match.pending?.type !== w.decision || !s.humanToAnswer)
        throw new Error(
          `${where}: no ${w.decision} question comes (pending: ${s.match.pending?.type ?? 'none'})`,
        );
    } else if (typeof w === 'object' && 'yourTurn' in w) {
      advance(lesson, s);
      if (!s.humanToAnswer || s.match.pending) throw new Error(`${where}: the person's turn does not come`);
    } else if (typeof w === 'object' && 'over' in w) {
      playOut(lesson, s);
    }
    steps.push({ step: k, events: s.match.log.slice(from) });
  });
  return { session: s, steps };
}

/** Play the rest of the game, the person's gang played by the computer's choices at the lesson's difficulty. */
function playOut(lesson: Lesson, s: BattleSession): void {
  for (let guard = 0; guard < 5000 && !s.match.over; guard++) {
    advance(lesson, s);
    const g = s.gangToAnswer;
    if (s.match.over || g === null) return;
    const slices = thinkAbout(s.match, g, { difficulty: lesson.difficulty ?? 'easy', seed: lesson.seed });
    let step = slices.next();
    while (!step.done) step = slices.next();
    const choice: Choice = step.value;
    s.submit(choice.command);
  }
}
