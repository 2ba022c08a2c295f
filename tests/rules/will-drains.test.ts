/**
 * Shattered Nexus and Explosive Mind (src/rules/abilities/unique/will-drains.ts): set off once the action is over by
 * the Will Points lost in it. Forced dice.
 */
import { describe, expect, it } from 'vitest';
import { type Arena, arena, CITIZEN, combat, ofType } from './helpers/arena.ts';

const MADMAN = 'gifted-escaped-madman';
const BOMBARDIER = 'the-doctors-voltage-bombardier';
const OPEN = ['..............', '..............', '..............', '..............', '..............'];

const spend = (a: Arena, amount: number, ...dice: number[]) => {
  const d = a.m.pending;
  if (d?.type !== 'will-points') throw new Error(`no Will Point decision: ${JSON.stringify(d)}`);
  return a.ok({ type: 'decide', decision: 'will-points', character: d.character, amount }, ...dice);
};

describe('Shattered Nexus (the Escaped Madman)', () => {
  it('dropping to 0 Will Points: 3 Damage to everyone under a Blast on it, then 3 Will Points back if it lives', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        madman: {
          gang: 0,
          profile: MADMAN,
          at: [4, 2],
          wp: 1,
          wpStart: 4,
          stats: { attack: 2, protection: 0 },
        },
        pal: { gang: 0, profile: CITIZEN, at: [3, 2], stats: { protection: 0 } },
        foe: { gang: 1, profile: CITIZEN, at: [5, 2], stats: { protection: 0 } },
        far: { gang: 1, profile: CITIZEN, at: [12, 4] },
      },
    });
    const [madman, pal, foe, far] = [a.lp('madman'), a.lp('pal'), a.lp('foe'), a.lp('far')];
    a.submit(combat(a, 'madman', 'foe'));
    const events = spend(a, 1, 2, 2, 2);
    expect(ofType(events, 'ability').some((e) => e.ability === 'Shattered Nexus')).toBe(true);
    expect([a.lp('madman'), a.lp('pal'), a.lp('foe'), a.lp('far')]).toEqual([
      madman - 3,
      pal - 3,
      foe - 3,
      far,
    ]);
    expect(a.wp('madman')).toBe(3);
  });
});

describe('Explosive Mind (the Voltage Bombardiers)', () => {
  it('losing Will Points in an action: its Soul Bombard goes off once that action is over, once', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        bombardier: { gang: 0, profile: BOMBARDIER, at: [4, 2], wp: 1, stats: { attack: 2 } },
        foe: { gang: 1, profile: CITIZEN, at: [5, 2] },
        far: { gang: 1, profile: CITIZEN, at: [12, 4] },
      },
    });
    a.submit(combat(a, 'bombardier', 'foe', 'Soul Bombard'));
    // the Attack Roll with the Will Point (3 dice, all missing), then the Soul Bombard again (2 dice, missing)
    const events = spend(a, 1, 2, 2, 2, 2, 2);
    expect(ofType(events, 'ability').filter((e) => e.ability === 'Explosive Mind')).toHaveLength(1);
    expect(ofType(a.m.log, 'area')).toHaveLength(2);
    expect(a.wp('bombardier')).toBe(0);
  });
});
