/**
 * Will Points lent by friends (rulebook "Will Points"; the unique abilities Surrogate of the Wet Nurse and Living
 * Sacrifice of the Blooded): src/rules/character/will-sources.ts, spent before rolls (roll.ts) and for Will Point
 * costs (will-cost.ts).
 */
import { describe, expect, it } from 'vitest';
import { canPayWill, payWill } from '../../src/rules/character/will-cost.ts';
import { willAvailable, willLenders } from '../../src/rules/character/will-sources.ts';
import type { Command } from '../../src/rules/core/types.ts';
import { type Arena, arena, CITIZEN, combat, ofType } from './helpers/arena.ts';

const KRAKEN = 'rashaar-infant-kraken'; // Hydra
const NURSE = 'rashaar-wet-nurse'; // Surrogate
const COURIER = 'the-guild-blood-courier'; // House of Virtue
const BLOODED = 'the-guild-blooded'; // Living Sacrifice

const ROWS = ['..........', '..........', '..........'];
const wpAnswer = (a: Arena, who: string, amount: number): Command => ({
  type: 'decide',
  decision: 'will-points',
  character: a.id(who),
  amount,
});
const misses = [2, 2, 2, 2, 2, 2, 2, 2, 2, 2];
/** The Infant Kraken is Primitive: a Basic MIND roll at the start of its turn (one die here, a 10). */
const PRIMITIVE_PASSED = 10;

describe('Surrogate (Wet Nurse): friendly Hydra characters within 6″ in its sight spend its Will Points', () => {
  const scene = (nurseAt: [number, number], nurseWp = 3, krakenWp = 0) =>
    arena({
      rows: ROWS,
      figures: {
        kraken: { gang: 0, profile: KRAKEN, at: [1, 1], wp: krakenWp },
        nurse: { gang: 0, profile: NURSE, at: nurseAt, wp: nurseWp },
        foe: { gang: 1, profile: CITIZEN, at: [2, 1] },
      },
    });

  it('offers the Wet Nurse’s Will Points before a roll and takes them from her', () => {
    const a = scene([6, 1]);
    expect(willAvailable(a.m, a.eid('kraken'))).toBe(3);
    a.ok(combat(a, 'kraken', 'foe'), PRIMITIVE_PASSED);
    expect(a.m.pending).toMatchObject({ type: 'will-points', character: a.id('kraken'), max: 2 });
    const events = a.ok(wpAnswer(a, 'kraken', 2), ...misses);
    expect(a.wp('nurse')).toBe(1);
    expect(a.wp('kraken')).toBe(0);
    const spent = ofType(events, 'will-points');
    expect(spent).toHaveLength(1);
    expect(spent[0]).toMatchObject({ character: a.id('nurse'), amount: 2, wpBefore: 3, wpAfter: 1 });
    expect(ofType(events, 'ability')[0]).toMatchObject({ character: a.id('nurse'), ability: 'Surrogate' });
    expect(ofType(events, 'roll')[0]!.modifiers).toContain('Will Points +2');
  });

  it('spends the Hydra’s own Will Points first', () => {
    const a = scene([6, 1], 3, 1);
    a.ok(combat(a, 'kraken', 'foe'), PRIMITIVE_PASSED);
    a.ok(wpAnswer(a, 'kraken', 2), ...misses);
    expect(a.wp('kraken')).toBe(0);
    expect(a.wp('nurse')).toBe(2);
  });

  it('lends nothing from farther than 6″', () => {
    const a = scene([9, 1]);
    expect(willLenders(a.m, a.eid('kraken'))).toEqual([]);
    a.ok(combat(a, 'kraken', 'foe'), PRIMITIVE_PASSED, ...misses);
    expect(a.m.pending).toBeNull();
    expect(a.wp('nurse')).toBe(3);
  });

  it('lends nothing to a character without the Hydra keyword', () => {
    const a = arena({
      rows: ROWS,
      figures: {
        citizen: { gang: 0, profile: CITIZEN, at: [1, 1] },
        nurse: { gang: 0, profile: NURSE, at: [4, 1], wp: 3 },
        foe: { gang: 1, profile: CITIZEN, at: [2, 1] },
      },
    });
    expect(willAvailable(a.m, a.eid('citizen'))).toBe(0);
  });

  it('pays Will Point costs too', () => {
    const a = scene([6, 1], 1);
    expect(canPayWill(a.m, a.eid('kraken'), 1)).toBe(true);
    expect(canPayWill(a.m, a.eid('kraken'), 2)).toBe(false);
    payWill(a.m, a.eid('kraken'), 1, 'a test');
    expect(a.wp('nurse')).toBe(0);
  });
});

describe('Living Sacrifice (Blooded): friendly House of Virtue characters spend its Life Points, 2 for each Will Point', () => {
  const scene = (lp: number) =>
    arena({
      rows: ROWS,
      figures: {
        courier: { gang: 0, profile: COURIER, at: [1, 1] },
        blooded: { gang: 0, profile: BLOODED, at: [5, 1], lp },
        foe: { gang: 1, profile: CITIZEN, at: [2, 1] },
      },
    });

  it('turns 2 of its Life Points into each Will Point', () => {
    const a = scene(10);
    a.ok(combat(a, 'courier', 'foe'));
    expect(a.m.pending).toMatchObject({ type: 'will-points', character: a.id('courier'), max: 2 });
    const events = a.ok(wpAnswer(a, 'courier', 2), ...misses);
    expect(a.lp('blooded')).toBe(6);
    expect(ofType(events, 'life-points')[0]).toMatchObject({
      character: a.id('blooded'),
      lpBefore: 10,
      lpAfter: 6,
      cause: 'Living Sacrifice',
    });
  });

  it('lends only whole Will Points: 3 Life Points make 1', () => {
    const a = scene(3);
    expect(willAvailable(a.m, a.eid('courier'))).toBe(1);
  });

  it('may be spent even when that takes the Blooded out', () => {
    const a = scene(2);
    a.ok(combat(a, 'courier', 'foe'));
    const events = a.ok(wpAnswer(a, 'courier', 1), ...misses);
    expect(a.onBoard('blooded')).toBe(false);
    expect(ofType(events, 'casualty')[0]).toMatchObject({ character: a.id('blooded') });
  });
});
