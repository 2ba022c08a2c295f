/**
 * Moves a character must make as its turn begins (src/rules/abilities/unique/forced-moves.ts): The Hunger (the
 * Cannibal Cultist) and Madness Infused Muscle (Patient 42).
 */
import { describe, expect, it } from 'vitest';
import { answerChoice } from '../../src/ai/choices.ts';
import { hasTag } from '../../src/rules/state/world.ts';
import { arena, CITIZEN, type FigureSpec, ofType } from './helpers/arena.ts';
import { chooseOption as choose, pendingChoice as pending } from './helpers/commands.ts';

const CULTIST = 'patricians-cannibal-cultist'; // ATTACK 3, Sharpened Dagger, The Hunger
const PATIENT_42 = 'the-doctors-patient-42'; // MIND 2, ATTACK 4, Primitive, Madness Infused Muscle
const OPEN = Array.from({ length: 8 }, () => '..............');

const hungry = (foeAt: readonly [number, number], more: Record<string, FigureSpec> = {}) =>
  arena({
    rows: OPEN,
    figures: {
      cult: { gang: 0, profile: CULTIST, at: [3, 3] },
      foe: { gang: 1, profile: CITIZEN, at: foeAt },
      ...more,
    },
  });

describe('The Hunger (the Cannibal Cultist)', () => {
  it('within 4″ of an enemy as its turn begins, its first action is a charge at it: no way to decline', () => {
    const a = hungry([6, 3]);
    a.ok({ type: 'activate', actor: a.id('cult') });
    const d = pending(a);
    expect(d.purpose).toBe('ability-charge');
    expect(d.options.map((o) => o.id)).toEqual(['5,3,0', '5,2,0']);
    // the computer takes one of them
    expect(d.options.map((o) => o.id)).toContain((answerChoice(a.m, d).command as { option: string }).option);
    // the charge's Attack of Opportunity misses (3 dice, no Ace)
    choose(a, '5,3,0', 2, 2, 2);
    expect(ofType(a.m.log, 'action').filter((e) => e.character === a.id('cult'))).toMatchObject([
      { action: 'run-climb', ap: 1 },
      { action: 'combat', ap: 0 },
    ]);
    expect(ofType(a.m.log, 'move').at(-1)).toMatchObject({ character: a.id('cult'), charge: a.id('foe') });
    expect(a.ap('cult')).toBe(1);
  });

  it('nothing farther than 4″ from every enemy, nor while it touches one', () => {
    const far = hungry([10, 3]);
    far.ok({ type: 'activate', actor: far.id('cult') });
    expect(far.m.pending).toBeNull();
    expect(far.ap('cult')).toBe(2);
    const touching = hungry([4, 3], { other: { gang: 1, profile: CITIZEN, at: [6, 5] } });
    touching.ok({ type: 'activate', actor: touching.id('cult') });
    expect(touching.m.pending).toBeNull();
  });
});

describe('Madness Infused Muscle (Patient 42)', () => {
  const scene = (palAt: readonly [number, number], foeAt: readonly [number, number]) =>
    arena({
      rows: OPEN,
      figures: {
        p42: { gang: 0, profile: PATIENT_42, at: [3, 3], wp: 0, wpStart: 2 },
        pal: { gang: 0, profile: CITIZEN, at: palAt },
        foe: { gang: 1, profile: CITIZEN, at: foeAt },
      },
    });

  it('a failed Primitive roll: no Stun; it runs at the nearest character, a friend here, strikes it, regains 1 WP', () => {
    const a = scene([5, 3], [12, 3]);
    // Primitive 2 2 (no Ace); the attack 9 9 9 9; the friend's Protection 1 1 1 1
    a.ok({ type: 'activate', actor: a.id('p42') }, 2, 2, 9, 9, 9, 9, 1, 1, 1, 1);
    expect(hasTag(a.m.world, a.eid('p42'), a.m.world.components.Stunned)).toBe(false);
    expect(ofType(a.m.log, 'move').at(-1)).toMatchObject({ character: a.id('p42'), charge: null });
    expect(ofType(a.m.log, 'attack-of-opportunity').at(-1)).toMatchObject({
      character: a.id('p42'),
      target: a.id('pal'),
      reason: 'Madness Infused Muscle',
    });
    expect(a.lp('pal')).toBeLessThan(11);
    expect(a.wp('p42')).toBe(1);
    // its turn goes on with all its Action Points
    expect(a.ap('p42')).toBe(2);
    expect(a.m.active).toBe(a.eid('p42'));
  });

  it('without it, a failed Primitive roll Stuns as usual', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        brute: { gang: 0, profile: 'rashaar-hellhound', at: [3, 3] },
        foe: { gang: 1, profile: CITIZEN, at: [12, 3] },
      },
    });
    const primitive = a.m.world.components.Stunned;
    // MIND 1: one die, no Ace
    a.ok({ type: 'activate', actor: a.id('brute') }, 2);
    expect(ofType(a.m.log, 'roll').some((e) => e.purpose === 'primitive')).toBe(true);
    expect(hasTag(a.m.world, a.eid('brute'), primitive)).toBe(true);
  });

  it('an enemy nearest is charged, and the charge is its attack', () => {
    const a = scene([12, 6], [6, 3]);
    a.ok({ type: 'activate', actor: a.id('p42') }, 2, 2, 2, 2, 2, 2);
    expect(ofType(a.m.log, 'move').at(-1)).toMatchObject({ character: a.id('p42'), charge: a.id('foe') });
    expect(ofType(a.m.log, 'attack-of-opportunity').map((e) => e.reason)).toEqual(['charging']);
    expect(a.wp('p42')).toBe(1);
  });

  it('a passed Primitive roll: nothing happens', () => {
    const a = scene([5, 3], [12, 3]);
    a.ok({ type: 'activate', actor: a.id('p42') }, 8, 2);
    expect(ofType(a.m.log, 'move')).toHaveLength(0);
    expect(hasTag(a.m.world, a.eid('p42'), a.m.world.components.Stunned)).toBe(false);
    expect(a.wp('p42')).toBe(0);
  });
});
