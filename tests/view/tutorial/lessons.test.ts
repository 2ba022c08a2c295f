/**
 * The tutorial's lessons (levels/tutorial, src/content/tutorial): every file checks, every lesson plays through on the
 * real engine as its steps say (src/view/tutorial/lesson-run.ts: each command accepted, each question and turn
 * coming when the lesson waits for it), a lesson's first step is the person's; a bad file is refused naming the field.
 */
import { describe, expect, it } from 'vitest';
import { ContentError } from '../../../src/content/schema.ts';
import { parseLesson } from '../../../src/content/tutorial/lesson-schema.ts';
import { findLesson, lessons } from '../../../src/content/tutorial/lessons.ts';
import { lessonBoard } from '../../../src/view/tutorial/lesson-match.ts';
import { lessonSession, playLesson } from '../../../src/view/tutorial/lesson-run.ts';

const all = lessons();

describe('the lessons', () => {
  it('start with the first steps of the game, each once', () => {
    expect(all[0]?.id).toBe('moving');
    expect(new Set(all.map((l) => l.id)).size).toBe(all.length);
    for (const l of all) expect(findLesson(l.id)).toBe(l);
  });

  it.each(all.map((l) => [l.id, l] as const))(
    '%s: its board draws and its gangs stand in its zones',
    (_id, l) => {
      const board = lessonBoard(l);
      expect(board.width).toBe(l.board.rows[0]!.length);
      const s = lessonSession(l);
      const standing = s.summary().characters.filter((c) => c.onBoard);
      expect(standing.length).toBe(l.gangs.reduce((n, g) => n + g.roster.length, 0));
    },
  );

  it.each(all.map((l) => [l.id, l] as const))('%s: plays through as its steps say', (_id, l) => {
    const { session, steps } = playLesson(l);
    expect(steps.length).toBe(l.steps.length);
    // every step that waits for a command saw the person's command taken
    l.steps.forEach((step, k) => {
      if (typeof step.wait === 'object' && 'command' in step.wait) {
        const played = steps[k]!.events.length;
        expect(played, `${l.id} steps[${k}] produced no event`).toBeGreaterThan(0);
      }
    });
    const last = l.steps[l.steps.length - 1]!.wait;
    if (typeof last === 'object' && 'over' in last) expect(session.match.over).toBe(true);
  });

  it.each(all.map((l) => [l.id, l] as const))(
    '%s: points at the figure a selection step waits for',
    (_id, l) => {
      for (const step of l.steps)
        if (typeof step.wait === 'object' && 'selected' in step.wait)
          expect(step.point).toEqual({ figure: step.wait.selected });
    },
  );
});

describe('a lesson file', () => {
  const good = structuredClone(all[0]) as unknown as Record<string, unknown>;

  it('is refused with the file and the field named', () => {
    expect(() => parseLesson({ ...good, seed: -1 }, 'x.json')).toThrow(ContentError);
    expect(() => parseLesson({ ...good, seed: -1 }, 'x.json')).toThrow(/^x\.json: .*seed/);
    const steps = [{ text: 'Go', wait: 'soon' }];
    expect(() => parseLesson({ ...good, steps }, 'x.json')).toThrow(/steps/);
  });

  it('needs rows of one length, a zone per gang and a gang the person plays', () => {
    const board = good.board as { rows: string[]; zones: unknown[] };
    expect(() => parseLesson({ ...good, board: { ...board, rows: ['...', '..'] } }, 'x.json')).toThrow(
      /board\.rows\[1\]: expected 3 columns/,
    );
    expect(() => parseLesson({ ...good, board: { ...board, zones: [board.zones[0]] } }, 'x.json')).toThrow(
      /board\.zones/,
    );
    const gangs = (good.gangs as { controller: string }[]).map((g) => ({ ...g, controller: 'ai' }));
    expect(() => parseLesson({ ...good, gangs }, 'x.json')).toThrow(/a gang the person plays/);
  });
});
