/**
 * A part of the game fetched on demand (src/app/load-part.ts): the loading line stands while the fetch runs and goes
 * whatever its end; a failure asks, and Try again fetches again while Back gives nothing; it never rejects.
 */
import { describe, expect, it } from 'vitest';
import { loadPart, type PartScreen } from '../../src/app/load-part.ts';

/** A screen that notes what it shows and answers failures from `answers` (true: Try again). */
function screen(answers: boolean[]): PartScreen & { said: string[] } {
  const said: string[] = [];
  return {
    said,
    loading: (what) => {
      said.push(`loading ${what}`);
      return () => said.push('loaded');
    },
    failed: async (what, e) => {
      said.push(`failed ${what}: ${(e as Error).message}`);
      return answers.shift() ?? false;
    },
  };
}

/** A load that fails `n` times, then gives `value`. */
function flaky<T>(n: number, value: T): () => Promise<T> {
  let left = n;
  return async () => {
    if (left-- > 0) throw new Error('Failed to fetch dynamically imported module');
    return value;
  };
}

describe('loadPart', () => {
  it('gives the part, the loading line shown then taken away', async () => {
    const s = screen([]);
    expect(await loadPart('the battle', flaky(0, 'part'), s)).toBe('part');
    expect(s.said).toEqual(['loading the battle', 'loaded']);
  });

  it('fetches again on Try again, and gives the part once it comes', async () => {
    const s = screen([true]);
    expect(await loadPart('the gang builder', flaky(1, 42), s)).toBe(42);
    expect(s.said).toEqual([
      'loading the gang builder',
      'loaded',
      'failed the gang builder: Failed to fetch dynamically imported module',
      'loading the gang builder',
      'loaded',
    ]);
  });

  it('gives null on Back, without rejecting', async () => {
    const s = screen([false]);
    expect(await loadPart('the tutorial', flaky(5, 'never'), s)).toBeNull();
    expect(s.said.filter((x) => x.startsWith('failed'))).toHaveLength(1);
  });
});
