/**
 * Holy Relic (the Cross-bearing Deacon) and Censer Bearer (the Altar Boy): a friend starting its turn within 6″ (and
 * in the Altar Boy's sight) regains 1 Will Point, once a turn however many holders (src/rules/abilities/vatican/
 * turn-start.ts).
 */
import { describe, expect, it } from 'vitest';
import { type Arena, arena, CITIZEN } from '../helpers/arena.ts';

const DEACON = 'the-vatican-cross-bearing-deacon';
const ALTAR_BOY = 'the-vatican-altar-boy';
/** Row 0 open; a wall on row 1 from column 2 on hides row 2 from row 0. */
const ROWS = ['..........', '..########', '..........'];

type Spec = Parameters<typeof arena>[0]['figures'][string];

/** `holders` on row 0, friends with 0 of 2 Will Points where asked; the friend named `who` starts its turn. */
function started(figures: Record<string, Spec>, who: string): Arena {
  const a = arena({ rows: ROWS, figures: { ...figures, foe: { gang: 1, profile: CITIZEN, at: [9, 2] } } });
  a.ok({ type: 'activate', actor: a.id(who) });
  return a;
}
const tired = (at: readonly [number, number]): Spec => ({
  gang: 0,
  profile: CITIZEN,
  at,
  wp: 0,
  wpStart: 2,
});

describe('Will Points as a turn starts (The Vatican)', () => {
  it('Holy Relic: a friend starting its turn within 6″ regains 1 Will Point, sight or not; one farther none', () => {
    const near = started({ deacon: { gang: 0, profile: DEACON, at: [0, 0] }, f: tired([4, 2]) }, 'f');
    expect(near.wp('f')).toBe(1);
    const far = started({ deacon: { gang: 0, profile: DEACON, at: [0, 0] }, f: tired([9, 0]) }, 'f');
    expect(far.wp('f')).toBe(0);
  });

  it('Censer Bearer: in sight only, never for an Altar Boy, once a turn for two of them', () => {
    const seen = started({ boy: { gang: 0, profile: ALTAR_BOY, at: [0, 0] }, f: tired([5, 0]) }, 'f');
    expect(seen.wp('f')).toBe(1);
    const hidden = started({ boy: { gang: 0, profile: ALTAR_BOY, at: [0, 0] }, f: tired([5, 2]) }, 'f');
    expect(hidden.wp('f')).toBe(0);
    const two = started(
      {
        boy: { gang: 0, profile: ALTAR_BOY, at: [0, 0] },
        boy2: { gang: 0, profile: ALTAR_BOY, at: [1, 0], wp: 0, wpStart: 2 },
        f: tired([4, 0]),
      },
      'f',
    );
    expect(two.wp('f')).toBe(1);
    const self = started(
      {
        boy: { gang: 0, profile: ALTAR_BOY, at: [0, 0] },
        boy2: { gang: 0, profile: ALTAR_BOY, at: [1, 0], wp: 0, wpStart: 2 },
      },
      'boy2',
    );
    expect(self.wp('boy2')).toBe(0);
  });
});
