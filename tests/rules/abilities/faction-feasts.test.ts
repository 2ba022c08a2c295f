/**
 * Bereft of Will (the Ghoul), Flesheater and The Other, Other White Meat (the Gourmand Noble), Disciplined Momentum
 * (the Janissary Chorbaji): src/rules/abilities/doctors/bereft-of-will.ts, patricians/feasts.ts.
 */
import { describe, expect, it } from 'vitest';
import type { HitReport } from '../../../src/rules/character/ability-types.ts';
import { HIT_TAKEN } from '../../../src/rules/character/hooks.ts';
import { loseLifePoints } from '../../../src/rules/character/life-points.ts';
import { willPointsBarred } from '../../../src/rules/rolls/roll.ts';
import { setTag } from '../../../src/rules/state/world.ts';
import { type Arena, arena, CITIZEN } from '../helpers/arena.ts';

const OPEN = ['..........', '..........', '..........'];
type Spec = Parameters<typeof arena>[0]['figures'][string];
const scene = (figures: Record<string, Spec>): Arena => arena({ rows: OPEN, figures });

/** The rule book's hit effects for `attacker`'s hit on `target`. */
function hit(a: Arena, attacker: string, target: string, lpLost: number, contact: boolean, killed = false) {
  if (killed) setTag(a.m.world, a.eid(target), a.m.world.components.OnBoard, false);
  const report = {
    m: a.m,
    attacker: a.eid(attacker),
    target: a.eid(target),
    weapon: { name: 'Knife', range: 0, evasion: 0, damage: 0, penetration: 0, abilities: [] },
    damage: lpLost,
    lpLost,
    contact,
    harmless: false,
  } as unknown as HitReport;
  for (const f of a.m.book.all(HIT_TAKEN)) f(report);
}

describe('Bereft of Will (the Ghoul)', () => {
  it('bars the Will Points of everyone within 3″, either side; when it falls, those lose 1', () => {
    const a = scene({
      ghoul: { gang: 0, profile: 'the-doctors-ghoul', at: [0, 0] },
      friend: { gang: 0, profile: CITIZEN, at: [2, 0], wp: 2 },
      foe: { gang: 1, profile: CITIZEN, at: [0, 2], wp: 2 },
      far: { gang: 1, profile: CITIZEN, at: [9, 2], wp: 2 },
    });
    expect(['friend', 'foe', 'far'].map((n) => willPointsBarred(a.m, a.eid(n)))).toEqual([true, true, false]);
    loseLifePoints(a.m, a.eid('ghoul'), 6, 'test');
    expect(['friend', 'foe', 'far'].map((n) => a.wp(n))).toEqual([1, 1, 2]);
    expect(willPointsBarred(a.m, a.eid('friend'))).toBe(false);
  });
});

describe('Flesheater and The Other, Other White Meat (the Gourmand Noble)', () => {
  const figures = (): Record<string, Spec> => ({
    noble: { gang: 0, profile: 'patricians-gourmand-noble', at: [0, 0], wp: 0, wpStart: 3 },
    friend: { gang: 0, profile: CITIZEN, at: [3, 0], wp: 0, wpStart: 2 },
    foe: { gang: 1, profile: CITIZEN, at: [1, 0] },
  });

  it('gives the Noble 1 Will Point for a hit in base contact that takes a Life Point, not from afar or for none', () => {
    const a = scene(figures());
    hit(a, 'noble', 'foe', 0, true);
    hit(a, 'noble', 'foe', 2, false);
    expect(a.wp('noble')).toBe(0);
    hit(a, 'noble', 'foe', 1, true);
    expect(a.wp('noble')).toBe(1);
    hit(a, 'friend', 'foe', 1, true);
    expect(a.wp('friend')).toBe(0);
  });

  it('lends Flesheater to friends in its sight once its AURA is used', () => {
    const a = scene(figures());
    a.ok({ type: 'ability', actor: a.id('noble'), ability: 'The Other, Other White Meat', targets: [] });
    hit(a, 'friend', 'foe', 1, true);
    expect(a.wp('friend')).toBe(1);
  });
});

describe('Disciplined Momentum (the Janissary Chorbaji)', () => {
  it('gives it a Command Point for each kill of a friendly Ottoman within 6″ in its sight', () => {
    const a = scene({
      chorbaji: { gang: 0, profile: 'patricians-janissary-chorbaji', at: [0, 0], cp: 0 },
      sapper: { gang: 0, profile: 'patricians-janissary-sapper', at: [3, 0] },
      citizen: { gang: 0, profile: CITIZEN, at: [0, 2] },
      foe: { gang: 1, profile: CITIZEN, at: [4, 0] },
      foe2: { gang: 1, profile: CITIZEN, at: [1, 2] },
    });
    hit(a, 'citizen', 'foe2', 11, true, true);
    expect(a.m.world.components.Points.cp[a.eid('chorbaji')]).toBe(0);
    hit(a, 'sapper', 'foe', 11, true, true);
    expect(a.m.world.components.Points.cp[a.eid('chorbaji')]).toBe(1);
  });
});
