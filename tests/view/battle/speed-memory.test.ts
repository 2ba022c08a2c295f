import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepSpeed, keptSpeed, matchKind, SPEED_DEFAULT } from '../../../src/view/battle/speed-memory.ts';

/** A localStorage of this test only. */
function storage(): Map<string, string> {
  const m = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => m.get(k) ?? null,
    setItem: (k: string, v: string) => void m.set(k, v),
  });
  return m;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('speed per kind of match', () => {
  it('tells a match a person plays from one they watch (the computer on every side, or a replay)', () => {
    expect(matchKind([{ controller: 'human' }, { controller: 'ai' }], false)).toBe('play');
    expect(matchKind([{ controller: 'human' }, { controller: 'human' }], false)).toBe('play');
    expect(matchKind([{ controller: 'ai' }, { controller: 'ai' }], false)).toBe('watch');
    expect(matchKind([{ controller: 'human' }, { controller: 'ai' }], true)).toBe('watch');
  });

  it('keeps the speed picked for each kind apart: Instant while watching leaves the next played match at its own', () => {
    storage();
    expect(keptSpeed('play')).toBe(SPEED_DEFAULT.play);
    expect(keptSpeed('watch')).toBe(SPEED_DEFAULT.watch);
    keepSpeed('watch', 'instant');
    keepSpeed('play', 2);
    expect(keptSpeed('watch')).toBe('instant');
    expect(keptSpeed('play')).toBe(2);
  });

  it('takes the default over a stored value that is not a speed, and works without storage', () => {
    const m = storage();
    m.set('carnevale:speed', '{"play":7,"watch":"fast"}');
    expect(keptSpeed('play')).toBe(1);
    expect(keptSpeed('watch')).toBe(2);
    m.set('carnevale:speed', 'not json');
    expect(keptSpeed('play')).toBe(1);
    vi.unstubAllGlobals();
    expect(keptSpeed('watch')).toBe(2);
    keepSpeed('watch', 4);
  });
});
