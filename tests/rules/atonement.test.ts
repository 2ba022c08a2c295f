/**
 * Atonement from Above (Gethsemane; src/rules/abilities/vatican/atonement.ts): a fall of hers first deals its Damage
 * to every other character within 3″; from 3″ or more above she lands on top of characters, who are moved into base
 * contact with her.
 */
import { describe, expect, it } from 'vitest';
import { distanceBetween } from '../../src/rules/state/match-state.ts';
import { arena, CITIZEN, ofType } from './helpers/arena.ts';

const GETHSEMANE = 'the-vatican-gethsemane'; // 75 mm, Primitive (MIND 1), DEXTERITY 4, Acrobatic (2), 28 Life Points

/** Gethsemane on a roof `h`″ high, three columns wide; a Citizen below its edge, a friend near, an enemy far. */
const scene = (h: number) => {
  const roof = `${h}${h}${h}.........`;
  return arena({
    rows: [roof, roof, roof, '............', '............'],
    figures: {
      geth: { gang: 0, profile: GETHSEMANE, at: [1, 1, h] },
      foe: { gang: 1, profile: CITIZEN, at: [4, 1] },
      pal: { gang: 0, profile: CITIZEN, at: [6, 3] },
      far: { gang: 1, profile: CITIZEN, at: [11, 4] },
    },
  });
};

/** A Jump along the roof toward (9.5, 1.5): 3″ (one Ace), so she comes down off the roof's edge. */
const leap = (a: ReturnType<typeof scene>, h: number, ...dice: number[]) =>
  // Primitive's MIND roll 8, the Jump 8-2-2-2 (Acrobatic re-rolls two misses: 2, 2)
  a.ok({ type: 'jump', actor: a.id('geth'), to: [9.5, 1.5, h] }, 8, 8, 2, 2, 2, 2, 2, ...dice);

describe('Atonement from Above (Gethsemane)', () => {
  it('falling 3″ onto a Citizen: it is moved into base contact, those within 3″ take the 3 Damage first, then the charge from above', () => {
    const a = scene(3);
    // her fall roll 2-2-2-2 (3 Life Points); the charge's attack 2-2-2-2-2 misses
    const events = leap(a, 3, 2, 2, 2, 2, 2, 2, 2, 2, 2);
    expect(a.at('geth')).toEqual([4.5, 1.5, 0]);
    expect(a.at('foe')).not.toEqual([4.5, 1.5, 0]);
    expect(distanceBetween(a.m, a.eid('geth'), a.eid('foe'))).toBe(0);
    expect(ofType(events, 'move')[0]).toMatchObject({ character: a.id('foe'), charge: null });
    const damage = ofType(events, 'damage');
    expect(damage.map((d) => [d.character, d.source, d.damage])).toEqual([
      [a.id('pal'), 'Atonement from Above', 3],
      [a.id('foe'), 'Atonement from Above', 3],
    ]);
    expect([a.lp('foe'), a.lp('pal'), a.lp('far'), a.lp('geth')]).toEqual([8, 8, 11, 25]);
    // the others' Damage came before her own fall roll
    const types = events.map((e) => e.type);
    expect(types.indexOf('damage')).toBeLessThan(
      events.findIndex((e) => e.type === 'roll' && e.purpose === 'fall'),
    );
    expect(ofType(events, 'attack-of-opportunity')[0]).toMatchObject({
      target: a.id('foe'),
      reason: 'charging from above',
    });
  });

  it('from less than 3″ she lands beside the figures, and a fall costing nothing hurts nobody', () => {
    const a = scene(1);
    const events = leap(a, 1);
    expect(a.at('foe')).toEqual([4.5, 1.5, 0]);
    expect(a.at('geth')).not.toEqual([4.5, 1.5, 0]);
    expect(ofType(events, 'damage')).toHaveLength(0);
    expect(ofType(events, 'ability').filter((e) => e.ability === 'Atonement from Above')).toHaveLength(0);
    expect([a.lp('foe'), a.lp('pal')]).toEqual([11, 11]);
  });
});
