/**
 * The tutorial's progress in the browser's store (src/app/tutorial-store.ts): nothing kept reads as a fresh start,
 * what is kept reads back, damaged data reads as a fresh start with the reason (and is not written over by reading),
 * a lesson done leaves the lessons under way.
 */
import { describe, expect, it } from 'vitest';
import { type KeyStore, memoryKeyStore } from '../../src/app/save-store.ts';
import {
  FRESH_PROGRESS,
  lessonDone,
  readTutorial,
  type TutorialProgress,
  writeTutorial,
} from '../../src/app/tutorial-store.ts';

const partWay: TutorialProgress = {
  done: ['moving'],
  current: {
    lesson: 'dice',
    step: 2,
    at: [0, 0, 1],
    commands: [{ type: 'run-climb', actor: 'guild-capodecina', to: [5.5, 1.5, 0] }],
  },
};

describe('tutorial progress', () => {
  it('starts fresh when nothing is kept', async () => {
    expect(await readTutorial(memoryKeyStore())).toEqual({ progress: FRESH_PROGRESS });
  });

  it('reads back what was kept', async () => {
    const store = memoryKeyStore();
    await writeTutorial(store, partWay);
    expect((await readTutorial(store)).progress).toEqual(partWay);
  });

  it('starts fresh, saying why, from damaged data, and leaves it until progress is made', async () => {
    const store = memoryKeyStore({ tutorial: { done: 'moving', current: null } });
    const read = await readTutorial(store);
    expect(read.progress).toEqual(FRESH_PROGRESS);
    expect(read.problem).toMatch(/damaged/);
    expect(await store.get('tutorial')).toEqual({ done: 'moving', current: null });
  });

  it('starts fresh, saying why, when the storage fails', async () => {
    const failing: KeyStore = {
      get: () => Promise.reject(new Error('no storage')),
      set: () => Promise.reject(new Error('no storage')),
      del: () => Promise.reject(new Error('no storage')),
    };
    const read = await readTutorial(failing);
    expect(read.progress).toEqual(FRESH_PROGRESS);
    expect(read.problem).toMatch(/cannot be read/);
  });

  it('marks a lesson done once, and forgets it as the lesson under way', () => {
    const p = lessonDone(partWay, 'dice');
    expect(p).toEqual({ done: ['moving', 'dice'], current: null });
    expect(lessonDone(p, 'dice').done).toEqual(['moving', 'dice']);
    expect(lessonDone(partWay, 'moving')).toEqual({ done: ['moving'], current: partWay.current });
  });
});
