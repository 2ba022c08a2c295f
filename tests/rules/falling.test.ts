/**
 * Falling with forced dice (rulebook "Falling", "Landing Spots", "Controlled Landing", "Jump"; tables.md
 * "Falling") and the exact fall odds against brute force.
 *
 * Each fall here comes from a fumbled jump (1″) off a 4″ roof at column 1 toward the roof across a 2″ gap:
 * the character comes down over column 2 and falls there. Citizens: DEXTERITY 4, 11 LP.
 */
import { describe, expect, it } from 'vitest';
import type { Command } from '../../src/rules/core/types.ts';
import { fallLoss, fallOdds, LANDING_SPOT_INCHES } from '../../src/rules/movement/falling.ts';
import type { LandingSpot } from '../../src/rules/space/api.ts';
import { hasTag } from '../../src/rules/state/world.ts';
import { type Arena, arena, CITIZEN, type FigureSpec, ofType, typesOf } from './helpers/arena.ts';
import { eachRoll, readFaces } from './helpers/enumerate.ts';

/** Red on a 4″ roof at column 1; the gap (columns 2 and 3) is made of `gap`. */
function roofs(gap = '.', red: Partial<FigureSpec> = {}): Arena {
  return arena({
    rows: [`44${gap}${gap}444`, '.......'],
    figures: {
      red: { gang: 0, profile: CITIZEN, at: [1, 0], ...red },
      blue: { gang: 1, profile: CITIZEN, at: [6, 1] },
    },
  });
}

function leap(a: Arena, controlledLanding = false): Command {
  return {
    type: 'jump',
    actor: a.id('red'),
    to: [4.5, 0.5, 4],
    ...(controlledLanding ? { controlledLanding } : {}),
  };
}

/** A fumbled jump (1-2-2-2) followed by the fall roll `fallDice`. */
const fumbleThenFall = (a: Arena, ...fallDice: number[]) => a.ok(leap(a), 1, 2, 2, 2, ...fallDice);

const stunned = (a: Arena) => hasTag(a.m.world, a.eid('red'), a.m.world.components.Stunned);

describe('the Falling table (Basic DEXTERITY Roll)', () => {
  it('Success: 1 Life Point less per Ace', () => {
    const a = roofs();
    const events = fumbleThenFall(a, 7, 8, 2, 2);
    expect(ofType(events, 'fall')[0]).toMatchObject({ character: a.id('red'), from: 4, to: 0, inches: 4 });
    expect(ofType(events, 'roll')[1]).toMatchObject({
      kind: 'basic',
      purpose: 'fall',
      pool: 4,
      aceOn: 7,
      aces: 2,
      result: 'success',
    });
    expect(ofType(events, 'life-points')[0]).toMatchObject({ lpBefore: 11, lpAfter: 9, cause: 'fall' });
    expect(a.lp('red')).toBe(9);
    expect(a.at('red')).toEqual([2.5, 0.5, 0]);
    expect(stunned(a)).toBe(false);
    expect(a.dice.remaining()).toBe(0);
  });

  it('Fail: the full distance in Life Points', () => {
    const a = roofs();
    fumbleThenFall(a, 2, 3, 4, 5);
    expect(a.lp('red')).toBe(7);
    expect(stunned(a)).toBe(false);
  });

  it('Critical: 2 Life Points less, plus 1 per Ace', () => {
    const a = roofs();
    // 10-7-2-2: 2 + 2 off a loss of 4
    const events = fumbleThenFall(a, 10, 7, 2, 2);
    expect(ofType(events, 'roll')[1]!.result).toBe('critical');
    expect(a.lp('red')).toBe(11);
    expect(ofType(events, 'life-points')).toHaveLength(0);
  });

  it('Critical on a longer fall: 2 + 1 per Ace off the loss', () => {
    const a = roofs('x');
    // Dangerous: 4″ + 4″ = 8; 10-7-2-2 saves 4
    fumbleThenFall(a, 10, 7, 2, 2);
    expect(a.lp('red')).toBe(7);
  });

  it('Fumble: the full distance and a Stunned counter, kept through its next turn', () => {
    const a = roofs();
    const events = fumbleThenFall(a, 1, 2, 2, 2);
    expect(typesOf(events)).toEqual([
      'turn-start',
      'action',
      'roll',
      'jump',
      'fall',
      'roll',
      'life-points',
      'counter',
    ]);
    expect(ofType(events, 'roll')[1]!.result).toBe('fumble');
    expect(ofType(events, 'counter')[0]).toMatchObject({ counter: 'stunned', gained: true });
    expect(a.lp('red')).toBe(7);
    expect(stunned(a)).toBe(true);
    a.ok({ type: 'end-turn', actor: a.id('red') });
    expect(stunned(a)).toBe(true);
  });

  it('never raises Life Points, however many Aces', () => {
    const a = roofs('.', { lp: 5 });
    fumbleThenFall(a, 10, 10, 10, 10);
    expect(a.lp('red')).toBe(5);
  });

  it('can take the character out', () => {
    const a = roofs('.', { lp: 3 });
    const events = fumbleThenFall(a, 2, 2, 2, 2);
    expect(ofType(events, 'casualty')).toEqual([expect.objectContaining({ character: a.id('red') })]);
    expect(a.onBoard('red')).toBe(false);
  });
});

describe('landing spots change the distance fallen', () => {
  it('Solid: the distance as measured (4″)', () => {
    const a = roofs('.');
    fumbleThenFall(a, 2, 2, 2, 2);
    expect(a.lp('red')).toBe(11 - 4);
  });

  it('Soft: −4″, so a 4″ fall costs nothing and needs no roll', () => {
    const a = roofs('s');
    const events = fumbleThenFall(a);
    expect(ofType(events, 'fall')[0]).toMatchObject({ inches: 4 });
    expect(ofType(events, 'roll').map((r) => r.purpose)).toEqual(['jump']);
    expect(a.lp('red')).toBe(11);
  });

  it('Water: −2″ (a 5″ fall to the canal surface costs 3), applied once', () => {
    const a = roofs('~');
    const events = fumbleThenFall(a, 2, 2, 2, 2);
    expect(ofType(events, 'fall')[0]).toMatchObject({ from: 4, to: -1, inches: 5 });
    expect(a.lp('red')).toBe(11 - 3);
    expect(a.at('red')).toEqual([2.5, 0.5, -1]);
  });

  it('Difficult Ground: +2″', () => {
    const a = roofs('d');
    fumbleThenFall(a, 2, 2, 2, 2);
    expect(a.lp('red')).toBe(11 - 6);
  });

  it('Dangerous: +4″', () => {
    const a = roofs('x');
    fumbleThenFall(a, 2, 2, 2, 2);
    expect(a.lp('red')).toBe(11 - 8);
  });

  it('a Dangerous spot turns even a 1″ fall into 5 Life Points', () => {
    // from a 1″ building to a point in mid-air 2″ above the spikes (a point 1″ above ground is on it)
    const a = arena({
      rows: ['1xx...', '......'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [0, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [5, 1] },
      },
    });
    const events = a.ok({ type: 'jump', actor: a.id('red'), to: [2.5, 0.5, 2] }, 7, 2, 2, 2, 2, 2, 2, 2);
    expect(ofType(events, 'fall')[0]).toMatchObject({ from: 1, to: 0, inches: 1 });
    expect(a.lp('red')).toBe(11 - 5);
  });
});

describe('short falls', () => {
  const offLedge = (height: number) =>
    arena({
      rows: [`${height}.....`, '......'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [0, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [5, 1] },
      },
    });

  it('1″ or less: no roll and no Life Points', () => {
    const a = offLedge(1);
    // the point in mid-air 2″ up over the street; the fall counts from the 1″ ledge
    const events = a.ok({ type: 'jump', actor: a.id('red'), to: [2.5, 0.5, 2] }, 7, 2, 2, 2);
    expect(ofType(events, 'fall')[0]).toMatchObject({ from: 1, to: 0, inches: 1 });
    expect(ofType(events, 'roll')).toHaveLength(1);
    expect(a.lp('red')).toBe(11);
    expect(a.dice.remaining()).toBe(0);
  });

  it('a point within ½″ above the ground counts as the ground: no fall', () => {
    const a = offLedge(1);
    const events = a.ok({ type: 'jump', actor: a.id('red'), to: [2.5, 0.5, 0.5] }, 7, 2, 2, 2);
    expect(ofType(events, 'jump')[0]).toMatchObject({ landed: true, end: [2.5, 0.5, 0] });
    expect(ofType(events, 'fall')).toHaveLength(0);
  });

  it('a point 1″ above the ground is in mid-air: the jump ends there and falls (from the 1″ ledge: harmless)', () => {
    const a = offLedge(1);
    const events = a.ok({ type: 'jump', actor: a.id('red'), to: [2.5, 0.5, 1] }, 7, 2, 2, 2);
    expect(ofType(events, 'jump')[0]).toMatchObject({ landed: false, end: [2.5, 0.5, 1] });
    expect(ofType(events, 'fall')[0]).toMatchObject({ from: 1, to: 0, inches: 1 });
    expect(a.lp('red')).toBe(11);
  });

  it('2″: a roll, and 2 Life Points on a Fail', () => {
    const a = offLedge(2);
    a.ok({ type: 'jump', actor: a.id('red'), to: [2.5, 0.5, 2] }, 7, 2, 2, 2, 2, 2, 2, 2);
    expect(a.lp('red')).toBe(9);
  });
});

describe('Controlled Landing', () => {
  it('makes the fall roll score Aces on 5+', () => {
    const a = roofs('.', { wp: 1 });
    const events = a.ok(leap(a, true), 1, 2, 2, 2, 5, 5, 6, 2);
    expect(ofType(events, 'roll')[1]).toMatchObject({ purpose: 'fall', aceOn: 5, aces: 3 });
    expect(a.lp('red')).toBe(11 - 1);
  });

  it('still loses the full amount on a Fumble, and the Stunned counter', () => {
    const a = roofs('.', { wp: 1 });
    a.ok(leap(a, true), 1, 2, 2, 2, 1, 2, 3, 4);
    expect(a.lp('red')).toBe(7);
    expect(stunned(a)).toBe(true);
  });
});

describe('fallLoss', () => {
  it('is the distance after the landing spot, when more than 1″', () => {
    expect(fallLoss(4, 'solid')).toBe(4);
    expect(fallLoss(1, 'solid')).toBe(0);
    expect(fallLoss(2, 'solid')).toBe(2);
    expect(fallLoss(5, 'soft')).toBe(0);
    expect(fallLoss(6, 'soft')).toBe(2);
    expect(fallLoss(3, 'water')).toBe(0);
    expect(fallLoss(5, 'water')).toBe(3);
    expect(fallLoss(1, 'difficult')).toBe(3);
    expect(fallLoss(1, 'dangerous')).toBe(5);
    expect(fallLoss(0.5, 'solid')).toBe(0);
    expect(fallLoss(1.5, 'solid')).toBe(2);
  });

  it('uses the rulebook modifiers', () => {
    expect(LANDING_SPOT_INCHES).toEqual({ soft: -4, water: -2, solid: 0, difficult: 2, dangerous: 4 });
  });
});

describe('fallOdds against brute force over every face of the DEXTERITY dice', () => {
  const SPOTS: LandingSpot[] = ['soft', 'water', 'solid', 'difficult', 'dangerous'];

  function bruteFall(inches: number, spot: LandingSpot, dex: number, lp: number, controlled: boolean) {
    const modifier = { soft: -4, water: -2, solid: 0, difficult: 2, dangerous: 4 }[spot];
    const distance = Math.ceil(inches) + modifier;
    const loss = distance > 1 ? distance : 0;
    if (loss === 0) return { loss: 0, expectedLpLost: 0, killChance: 0, stunChance: 0 };
    const aceOn = controlled ? 5 : 7;
    let expected = 0;
    let kill = 0;
    let stun = 0;
    const den = eachRoll(dex, aceOn, 0, (faces, w) => {
      const r = readFaces(faces, aceOn);
      const saved = r.result === 'success' ? r.aces : r.result === 'critical' ? 2 + r.aces : 0;
      const lost = Math.min(lp, Math.max(0, loss - saved));
      expected += w * lost;
      if (lost >= lp) kill += w;
      if (r.result === 'fumble') stun += w;
    });
    return { loss, expectedLpLost: expected / den, killChance: kill / den, stunChance: stun / den };
  }

  for (const dex of [1, 2, 3, 4]) {
    it(`DEXTERITY ${dex}: every landing spot, falls of 1″ to 7″, with and without a Controlled Landing`, () => {
      for (const spot of SPOTS) {
        for (const inches of [1, 2, 3, 4, 5, 7]) {
          for (const lp of [1, 3, 11]) {
            for (const controlled of [false, true]) {
              const want = bruteFall(inches, spot, dex, lp, controlled);
              const got = fallOdds(inches, spot, dex, lp, controlled);
              expect(got.loss).toBe(want.loss);
              expect(got.expectedLpLost).toBeCloseTo(want.expectedLpLost, 12);
              expect(got.killChance).toBeCloseTo(want.killChance, 12);
              expect(got.stunChance).toBeCloseTo(want.stunChance, 12);
            }
          }
        }
      }
    });
  }

  it('agrees with a fall played through the engine', () => {
    // 4″ onto Solid ground, DEXTERITY 4, 11 LP: Fail (2-2-2-2) loses 4, the worst but a Fumble's equal
    const odds = fallOdds(4, 'solid', 4, 11);
    expect(odds.loss).toBe(4);
    expect(odds.expectedLpLost).toBeGreaterThan(0);
    expect(odds.expectedLpLost).toBeLessThan(4);
    expect(odds.killChance).toBe(0);
    expect(odds.stunChance).toBeCloseTo(0.1 * 0.6 ** 3, 12);
  });
});
