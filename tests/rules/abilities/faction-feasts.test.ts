/**
 * Bereft of Will (the Ghoul), Flesheater and The Other, Other White Meat (the Gourmand Noble), Disciplined Momentum
 * (the Janissary Chorbaji): src/rules/abilities/doctors/bereft-of-will.ts, patricians/feasts.ts.
 */
import { describe, expect, it } from 'vitest';
import { loseLifePoints } from '../../../src/rules/character/life-points.ts';
import { willPointsBarred } from '../../../src/rules/rolls/roll.ts';
import { type Arena, arena, CITIZEN } from '../helpers/arena.ts';
import { hitTaken } from '../helpers/hit-taken.ts';

const OPEN = ['..........', '..........', '..........'];
type Spec = Parameters<typeof arena>[0]['figures'][string];
const scene = (figures: Record<string, Spec>): Arena => arena({ rows: OPEN, figures });

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
    hitTaken(a, 'noble', 'foe', { lpLost: 0 });
    hitTaken(a, 'noble', 'foe', { lpLost: 2, contact: false });
    expect(a.wp('noble')).toBe(0);
    hitTaken(a, 'noble', 'foe', { lpLost: 1 });
    expect(a.wp('noble')).toBe(1);
    hitTaken(a, 'friend', 'foe', { lpLost: 1 });
    expect(a.wp('friend')).toBe(0);
  });

  it('lends Flesheater to friends in its sight once its AURA is used', () => {
    const a = scene(figures());
    a.ok({ type: 'ability', actor: a.id('noble'), ability: 'The Other, Other White Meat', targets: [] });
    hitTaken(a, 'friend', 'foe', { lpLost: 1 });
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
    hitTaken(a, 'citizen', 'foe2', { lpLost: 11, killed: true });
    expect(a.m.world.components.Points.cp[a.eid('chorbaji')]).toBe(0);
    hitTaken(a, 'sapper', 'foe', { lpLost: 11, killed: true });
    expect(a.m.world.components.Points.cp[a.eid('chorbaji')]).toBe(1);
  });
});
