import { describe, expect, it } from 'vitest';
import {
  counterBadges,
  countersFrom,
  NO_COUNTERS,
  withCounter,
} from '../../../src/view/board/token-counters.ts';

describe('token counters', () => {
  it('reads the engine list, one underwater entry per Underwater Counter', () => {
    expect(countersFrom(['stunned', 'underwater', 'underwater'])).toEqual({
      stunned: true,
      hidden: false,
      guard: false,
      underwater: 2,
    });
  });

  it('follows counter events as they play: gained one by one, Underwater Counters lost all at once', () => {
    let c = withCounter(NO_COUNTERS, 'underwater', true);
    c = withCounter(c, 'underwater', true);
    expect(c.underwater).toBe(2);
    c = withCounter(c, 'guard', true);
    expect(c.guard).toBe(true);
    c = withCounter(c, 'underwater', false);
    expect(c).toEqual({ stunned: false, hidden: false, guard: true, underwater: 0 });
    expect(withCounter(c, 'unknown', true)).toBe(c);
  });

  it('shows a badge per counter, the Underwater one with its number', () => {
    const b = counterBadges({ stunned: true, hidden: true, guard: true, underwater: 3 });
    expect(b.map((x) => x.text)).toEqual(['S', 'H', 'G', 'U3']);
    expect(counterBadges(NO_COUNTERS)).toEqual([]);
  });

  it('marks a figure carrying an Objective', () => {
    expect(counterBadges({ ...NO_COUNTERS, carrying: true }).map((b) => b.name)).toEqual(['objective']);
  });
});
