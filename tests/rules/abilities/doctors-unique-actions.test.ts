/**
 * The unique actions of The Doctors (src/rules/abilities/doctors/unique-actions.ts): Healer (the Nurse, 1 AP: a Basic
 * MIND roll, 2 Life Points healed per Ace to a hurt character within 3″, never above its start; forced dice) and
 * Stride Through The Void (the Ethereal Assassin, 1 AP once a turn: Ethereal until its turn ends).
 */
import { describe, expect, it } from 'vitest';
import { abilityOf } from '../../../src/rules/character/stats.ts';
import type { Command } from '../../../src/rules/core/types.ts';
import { legalCommands } from '../../../src/rules/match/legal.ts';
import { type Arena, arena, CITIZEN, ofType, refused } from '../helpers/arena.ts';

const NURSE = 'the-doctors-nurse'; // MIND 2, Primitive, Frenzied, Healer
const OPEN = ['..........', '..........', '..........'];

const healer = (a: Arena, target: string): Command => ({
  type: 'unique-action',
  actor: a.id('nurse'),
  action: 'Healer',
  target: a.id(target),
});

/** The Nurse at the left; a friend hurt 6 Life Points 2 columns away, one 6 columns away, an enemy hurt beside her. */
function scene(): Arena {
  const a = arena({
    rows: OPEN,
    figures: {
      nurse: { gang: 0, profile: NURSE, at: [0, 0], wp: 0 },
      near: { gang: 0, profile: CITIZEN, at: [2, 0], lp: 5 },
      far: { gang: 0, profile: CITIZEN, at: [7, 0], lp: 5 },
      whole: { gang: 0, profile: CITIZEN, at: [0, 2] },
      foe: { gang: 1, profile: CITIZEN, at: [1, 1], lp: 4 },
    },
  });
  // She is Primitive: two Aces on its MIND roll as her turn starts keep her from being Stunned.
  a.ok({ type: 'activate', actor: a.id('nurse') }, 8, 8);
  return a;
}

describe('Healer (the Nurse)', () => {
  it('heals 2 Life Points per Ace of a Basic MIND roll (Aces on 7+), for 1 Action Point', () => {
    const a = scene();
    const ap = a.ap('nurse');
    // MIND 2: the Destiny Dice 8 and a 9, two Aces: 4 Life Points
    const events = a.ok(healer(a, 'near'), 8, 9);
    const roll = ofType(events, 'roll')[0]!;
    expect(roll).toMatchObject({ purpose: 'healer', kind: 'basic', pool: 2, aceOn: 7, aces: 2 });
    expect(roll.modifiers).toEqual(['MIND 2', 'Healer']);
    expect(a.lp('near')).toBe(9);
    expect(a.ap('nurse')).toBe(ap - 1);
  });

  it('heals nothing with no Ace, and never above the starting Life Points', () => {
    const none = scene();
    none.ok(healer(none, 'near'), 3, 4);
    expect(none.lp('near')).toBe(5);
    const a = scene();
    a.m.world.components.Points.lp[a.eid('near')] = 10;
    a.ok(healer(a, 'near'), 9, 9);
    expect(a.lp('near')).toBe(11);
  });

  it('names a hurt character within 3″, an enemy too, and refuses one farther or unhurt', () => {
    const a = scene();
    const named = legalCommands(a.m)
      .filter((c) => c.type === 'unique-action' && c.action === 'Healer')
      .map((c) => (c as { target?: string }).target);
    expect(named.sort()).toEqual([a.id('foe'), a.id('near')].sort());
    refused(a, healer(a, 'far'), /farther than 3″/);
    refused(a, healer(a, 'whole'), /has all its Life Points/);
    a.ok(healer(a, 'foe'), 7, 2);
    expect(a.lp('foe')).toBe(6);
  });
});

describe('Stride Through The Void (the Ethereal Assassin)', () => {
  const ASSASSIN = 'the-doctors-ethereal-assassin'; // Hero, 2 AP
  const scene = () => {
    const a = arena({
      rows: OPEN,
      figures: {
        assassin: { gang: 0, profile: ASSASSIN, at: [0, 0] },
        friend: { gang: 0, profile: CITIZEN, at: [2, 0] },
        foe: { gang: 1, profile: CITIZEN, at: [9, 2] },
      },
    });
    a.ok({ type: 'activate', actor: a.id('assassin') });
    return a;
  };
  const stride = (a: Arena, target: string): Command => ({
    type: 'unique-action',
    actor: a.id('assassin'),
    action: 'Stride Through The Void',
    target: a.id(target),
  });

  it('makes it Ethereal for 1 Action Point until its turn ends, once a turn', () => {
    const a = scene();
    expect(abilityOf(a.m, a.eid('assassin'), 'Ethereal').has).toBe(false);
    const events = a.ok(stride(a, 'assassin'));
    expect(ofType(events, 'ability')[0]).toMatchObject({
      ability: 'Stride Through The Void',
      effect: 'gains Ethereal until the end of this turn',
    });
    expect(abilityOf(a.m, a.eid('assassin'), 'Ethereal').has).toBe(true);
    expect(a.ap('assassin')).toBe(1);
    refused(a, stride(a, 'assassin'), /has been used/);
    a.ok({ type: 'end-turn', actor: a.id('assassin') });
    expect(abilityOf(a.m, a.eid('assassin'), 'Ethereal').has).toBe(false);
  });

  it('names only the Assassin itself', () => {
    const a = scene();
    refused(a, stride(a, 'friend'), /names the character itself/);
  });
});
