/**
 * The Protection Roll table with forced dice (rulebook "Protection Rolls", "Weapons" → Penetration, "Cover";
 * tables.md "Protection Roll").
 *
 * A citizen (ATTACK 3) hits another citizen (DEXTERITY 4, PROTECTION 3, 11 LP) with 4-5-6: 3 Aces, 3 Damage
 * (Improvised Weapon: Damage 0, Penetration 0). Then the target rolls 3 Protection dice needing 7+.
 */
import { describe, expect, it } from 'vitest';
import { type Arena, arena, CITIZEN, combat, ofType, typesOf } from './helpers/arena.ts';

const HIT = [4, 5, 6];

function duel(blue: object = {}, red: object = {}): Arena {
  return arena({
    rows: ['......', '......'],
    figures: {
      red: { gang: 0, profile: CITIZEN, at: [2, 0], ...red },
      blue: { gang: 1, profile: CITIZEN, at: [3, 0], ...blue },
    },
  });
}

/** Hit blue for 3 Damage, roll `save` for its Protection Roll; the protection roll event and LP lost. */
function protect(save: number[], blue: object = {}) {
  const a = duel(blue);
  const events = a.ok(combat(a, 'red', 'blue'), ...HIT, ...save);
  expect(a.dice.remaining()).toBe(0);
  const roll = ofType(events, 'roll')[1]!;
  return { a, events, roll, lost: 11 - a.lp('blue') };
}

describe('Protection Roll table', () => {
  it('Success: −1 Damage per Ace', () => {
    const one = protect([7, 2, 2]);
    expect(one.roll).toMatchObject({ kind: 'protection', result: 'success', aces: 1, pool: 3, aceOn: 7 });
    expect(one.lost).toBe(2);
    expect(protect([7, 8, 2]).lost).toBe(1);
    expect(protect([2, 9, 8]).lost).toBe(1);
  });

  it('Success with a lone 10 on the Destiny Dice saves 1', () => {
    const r = protect([10, 2, 2]);
    expect(r.roll.result).toBe('success');
    expect(r.lost).toBe(2);
  });

  it('Success saving every Damage: no Life Points lost, no life-points event', () => {
    const r = protect([7, 8, 9]);
    expect(r.lost).toBe(0);
    expect(ofType(r.events, 'life-points')).toHaveLength(0);
  });

  it('Critical: one extra Ace, then −1 Damage per Ace', () => {
    const r = protect([10, 7, 2]);
    expect(r.roll).toMatchObject({ result: 'critical', aces: 2 });
    expect(r.lost).toBe(0);
    expect(ofType(r.events, 'life-points')).toHaveLength(0);
  });

  it('Critical: never heals when the Aces exceed the Damage', () => {
    const r = protect([10, 7, 8]);
    expect(r.lost).toBe(0);
    expect(r.a.lp('blue')).toBe(11);
  });

  it('Critical on a smaller hit: 1 Damage against 2 Aces + 1', () => {
    const a = duel();
    a.ok(combat(a, 'red', 'blue'), 4, 2, 2, 10, 7, 2);
    expect(a.lp('blue')).toBe(11);
  });

  it('Fail: no effect on the Damage', () => {
    const r = protect([2, 3, 6]);
    expect(r.roll.result).toBe('fail');
    expect(r.lost).toBe(3);
  });

  it('Fumble: +1 Damage', () => {
    const r = protect([1, 2, 6]);
    expect(r.roll.result).toBe('fumble');
    expect(r.lost).toBe(4);
    expect(ofType(r.events, 'life-points')[0]).toMatchObject({ lpBefore: 11, lpAfter: 7 });
  });

  it('a Destiny Dice of 1 with another Ace is a Success', () => {
    const r = protect([1, 7, 2]);
    expect(r.roll.result).toBe('success');
    expect(r.lost).toBe(2);
  });

  it('is rolled only after Damage, by the target, in that order', () => {
    const r = protect([2, 2, 2]);
    expect(typesOf(r.events)).toEqual(['turn-start', 'action', 'roll', 'damage', 'roll', 'life-points']);
    expect(r.roll.character).toBe(r.a.id('blue'));
  });
});

describe('the Protection pool', () => {
  it('is PROTECTION plus the weapon Penetration', () => {
    // Unarmed: Penetration +1
    const a = duel();
    const events = a.ok(combat(a, 'red', 'blue', 'Unarmed'), ...HIT, 2, 2, 2, 2);
    expect(ofType(events, 'roll')[1]).toMatchObject({
      pool: 4,
      modifiers: ['PROTECTION 3', 'Unarmed: Penetration +1'],
    });
  });

  it('shrinks with a negative Penetration', () => {
    // the Barber's Straight Razor: Penetration −3
    const a = duel({}, { profile: 'the-guild-barber' });
    // ATTACK 4 on 4+, four Aces (Expert Offence has no missed die to re-roll): 4 Damage, no Protection dice
    const events = a.ok(combat(a, 'red', 'blue', 'Straight Razor'), 4, 5, 6, 7);
    expect(a.dice.remaining()).toBe(0);
    const save = ofType(events, 'roll')[1]!;
    expect(save).toMatchObject({ pool: 0, dice: [], result: 'fail' });
    expect(save.modifiers).toEqual(['PROTECTION 3', 'Straight Razor: Penetration −3']);
    expect(a.lp('blue')).toBe(11 - 4);
  });

  it('has at most 10 dice', () => {
    const a = duel({ stats: { protection: 10 } });
    const events = a.ok(combat(a, 'red', 'blue', 'Unarmed'), ...HIT, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2);
    const save = ofType(events, 'roll')[1]!;
    expect(save.pool).toBe(10);
    expect(save.dice).toHaveLength(10);
    expect(a.dice.remaining()).toBe(0);
  });

  it('Expert Protection (X) re-rolls missed dice other than the Destiny Dice', () => {
    // Vlad Dracula: PROTECTION 5, Expert Protection (2), DEXTERITY 5
    const a = duel({ profile: 'strigoi-vlad-dracula' });
    const events = a.ok(combat(a, 'red', 'blue'), 5, 6, 7, 2, 2, 2, 2, 2, 9, 8);
    const save = ofType(events, 'roll')[1]!;
    expect(save.dice).toEqual([2, 9, 8, 2, 2]);
    expect(save.rerolled).toEqual([1, 2]);
    expect(save.modifiers).toContain('Expert Protection: re-roll 2');
    // 3 Damage − 2 Aces
    expect(15 - a.lp('blue')).toBe(1);
  });
});
