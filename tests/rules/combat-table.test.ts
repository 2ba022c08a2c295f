/**
 * The Combat table with forced dice, through the engine's one door (rulebook "Combat", "Weapons",
 * "Attacks & Damage", "Attacks of Opportunity", "Cover", "Combat in Water"; tables.md "Combat").
 *
 * Two citizens (ATTACK 3, DEXTERITY 4, PROTECTION 3, 11 LP, Improvised Weapon: Damage 0, Penetration 0)
 * unless said otherwise: the Attack Roll has 3 dice with Aces on 4+, the Protection Roll 3 dice on 7+.
 */
import { describe, expect, it } from 'vitest';
import { planAttack, weaponOf } from '../../src/rules/combat/combat.ts';
import { legalCommands } from '../../src/rules/match/legal.ts';
import { summarise } from '../../src/rules/read/summary.ts';
import { type Arena, arena, CITIZEN, combat, ofType, RECRUITER, refused, typesOf } from './helpers/arena.ts';

const OPEN = ['........', '........', '........'];

/** Red and blue citizens in base contact in the middle of open ground. */
function duel(over: { red?: object; blue?: object } = {}): Arena {
  return arena({
    rows: OPEN,
    figures: {
      red: { gang: 0, profile: CITIZEN, at: [3, 1], ...over.red },
      blue: { gang: 1, profile: CITIZEN, at: [4, 1], ...over.blue },
    },
  });
}

describe('Attack Roll table', () => {
  it('Success: 1 Damage per Ace plus weapon Damage, then a Protection Roll', () => {
    const a = duel();
    const events = a.ok(combat(a, 'red', 'blue'), 5, 2, 3, 2, 3, 4);
    expect(typesOf(events)).toEqual(['turn-start', 'action', 'roll', 'damage', 'roll', 'life-points']);
    const [attack, save] = ofType(events, 'roll');
    expect(attack).toMatchObject({
      kind: 'attack',
      character: a.id('red'),
      purpose: 'attack',
      dice: [5, 2, 3],
      aceOn: 4,
      aces: 1,
      result: 'success',
      pool: 3,
    });
    expect(ofType(events, 'damage')[0]).toMatchObject({ character: a.id('blue'), damage: 1 });
    expect(save).toMatchObject({ kind: 'protection', character: a.id('blue'), pool: 3, aceOn: 7 });
    expect(save!.result).toBe('fail');
    expect(a.lp('blue')).toBe(10);
    expect(ofType(events, 'life-points')[0]).toMatchObject({
      lpBefore: 11,
      lpAfter: 10,
      cause: 'Improvised Weapon',
    });
    expect(a.dice.remaining()).toBe(0);
  });

  it('Success: each Ace is 1 Damage', () => {
    const a = duel();
    const events = a.ok(combat(a, 'red', 'blue'), 4, 5, 6, 2, 2, 2);
    expect(ofType(events, 'damage')[0]!.damage).toBe(3);
    expect(a.lp('blue')).toBe(8);
  });

  it('Success: adds the weapon Damage (Sword +1)', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: 'the-guild-escort', at: [3, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [4, 1] },
      },
    });
    const events = a.ok(combat(a, 'red', 'blue', 'Sword'), 4, 5, 2, 2, 2, 2);
    expect(ofType(events, 'damage')[0]!.damage).toBe(3);
    expect(a.lp('blue')).toBe(8);
  });

  it('Critical: the same Damage, and the target also loses 1 Life Point', () => {
    const a = duel();
    const events = a.ok(combat(a, 'red', 'blue'), 10, 4, 2, 2, 2, 2);
    expect(ofType(events, 'roll')[0]).toMatchObject({ result: 'critical', aces: 2 });
    expect(ofType(events, 'damage')[0]!.damage).toBe(2);
    expect(ofType(events, 'life-points').map((e) => [e.lpBefore, e.lpAfter, e.cause])).toEqual([
      [11, 9, 'Improvised Weapon'],
      [9, 8, 'critical hit'],
    ]);
  });

  it('Critical: the extra Life Point is lost even when the Protection Roll saves all the Damage', () => {
    const a = duel();
    const events = a.ok(combat(a, 'red', 'blue'), 10, 4, 2, 7, 8, 9);
    expect(ofType(events, 'life-points').map((e) => e.cause)).toEqual(['critical hit']);
    expect(a.lp('blue')).toBe(10);
  });

  it('a lone 10 on the Destiny Dice is a Success, not a Critical', () => {
    const a = duel();
    const events = a.ok(combat(a, 'red', 'blue'), 10, 2, 3, 2, 2, 2);
    expect(ofType(events, 'roll')[0]!.result).toBe('success');
    expect(a.lp('blue')).toBe(10);
  });

  it('Fail: nothing happens', () => {
    const a = duel();
    const events = a.ok(combat(a, 'red', 'blue'), 2, 3, 2);
    expect(typesOf(events)).toEqual(['turn-start', 'action', 'roll']);
    expect(ofType(events, 'roll')[0]!.result).toBe('fail');
    expect(a.lp('blue')).toBe(11);
    expect(a.lp('red')).toBe(11);
    expect(a.ap('red')).toBe(1);
  });

  it('Fumble: the attacker loses 1 Life Point and the target makes an Attack of Opportunity', () => {
    const a = duel();
    // red: 1-2-3 (Fumble); blue's Attack of Opportunity: 5-2-2 (1 Ace), red's Protection 2-2-2
    const events = a.ok(combat(a, 'red', 'blue'), 1, 2, 3, 5, 2, 2, 2, 2, 2);
    expect(typesOf(events)).toEqual([
      'turn-start',
      'action',
      'roll',
      'life-points',
      'attack-of-opportunity',
      'action',
      'roll',
      'damage',
      'roll',
      'life-points',
    ]);
    expect(ofType(events, 'roll')[0]!.result).toBe('fumble');
    expect(ofType(events, 'life-points')[0]).toMatchObject({
      character: a.id('red'),
      lpAfter: 10,
      cause: 'fumbled attack',
    });
    expect(ofType(events, 'attack-of-opportunity')[0]).toMatchObject({
      character: a.id('blue'),
      target: a.id('red'),
      reason: 'fumbled attack',
    });
    expect(ofType(events, 'action')[1]).toMatchObject({ character: a.id('blue'), action: 'combat', ap: 0 });
    expect(ofType(events, 'roll')[1]).toMatchObject({
      character: a.id('blue'),
      purpose: 'attack-of-opportunity',
      aceOn: 4,
      result: 'success',
    });
    expect(a.lp('red')).toBe(9);
    expect(a.lp('blue')).toBe(11);
    expect(a.dice.remaining()).toBe(0);
  });

  it('a Destiny Dice of 1 with another Ace is a Success, not a Fumble', () => {
    const a = duel();
    const events = a.ok(combat(a, 'red', 'blue'), 1, 4, 2, 2, 2, 2);
    expect(ofType(events, 'roll')[0]!.result).toBe('success');
    expect(a.lp('red')).toBe(11);
    expect(a.lp('blue')).toBe(10);
  });

  it("needs the target's DEXTERITY + the weapon's Evasion for an Ace", () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: 'patricians-merchant', at: [0, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [5, 1], stats: { dex: 6 } },
      },
    });
    // Pistol: Evasion +1 → 7+
    const events = a.ok(combat(a, 'red', 'blue', 'Pistol'), 6, 6, 6);
    expect(ofType(events, 'roll')[0]).toMatchObject({ aceOn: 7, result: 'fail' });
  });

  it('spends 1 AP per attack and ends the turn at 0 AP', () => {
    const a = duel();
    a.ok(combat(a, 'red', 'blue'), 2, 2, 2);
    expect(a.ap('red')).toBe(1);
    const events = a.ok(combat(a, 'red', 'blue'), 2, 2, 2);
    expect(typesOf(events).at(-1)).toBe('turn-end');
    expect(a.m.active).toBe(-1);
  });
});

describe('Will Points before the Attack Roll', () => {
  it('asks the attacker first, adds one die per Will Point and logs it', () => {
    const a = duel({ red: { wp: 2 } });
    const asked = a.ok(combat(a, 'red', 'blue'));
    expect(typesOf(asked)).toEqual(['turn-start', 'action', 'decision']);
    expect(a.m.pending).toMatchObject({
      type: 'will-points',
      gang: 'red',
      character: a.id('red'),
      purpose: 'attack',
      dice: 3,
      aceOn: 4,
      max: 2,
    });
    const events = a.ok(
      { type: 'decide', decision: 'will-points', character: a.id('red'), amount: 1 },
      2,
      2,
      2,
      2,
    );
    expect(ofType(events, 'will-points')[0]).toMatchObject({ amount: 1, wpBefore: 2, wpAfter: 1 });
    expect(ofType(events, 'roll')[0]).toMatchObject({ pool: 4, dice: [2, 2, 2, 2] });
    expect(ofType(events, 'roll')[0]!.modifiers).toContain('Will Points +1');
    expect(a.wp('red')).toBe(1);
  });

  it('refuses other commands and wrong answers while the decision waits', () => {
    const a = duel({ red: { wp: 2 } });
    a.ok(combat(a, 'red', 'blue'));
    refused(a, combat(a, 'red', 'blue'), /waiting for a will-points decision/);
    refused(a, { type: 'decide', decision: 'will-points', character: a.id('red'), amount: 3 }, /0 to 2/);
    refused(
      a,
      { type: 'decide', decision: 'will-points', character: a.id('red'), amount: 0.5 },
      /whole number/,
    );
    refused(a, { type: 'decide', decision: 'will-points', character: a.id('blue'), amount: 0 }, /red/);
  });

  it('lets the target spend Will Points on its Protection Roll', () => {
    const a = duel({ blue: { wp: 2 } });
    a.ok(combat(a, 'red', 'blue'), 4, 2, 2);
    expect(a.m.pending).toMatchObject({
      gang: 'blue',
      character: a.id('blue'),
      purpose: 'protection',
      max: 2,
    });
    const events = a.ok(
      { type: 'decide', decision: 'will-points', character: a.id('blue'), amount: 2 },
      7,
      2,
      2,
      2,
      2,
    );
    expect(ofType(events, 'roll')[0]).toMatchObject({ pool: 5, result: 'success', aces: 1 });
    expect(a.lp('blue')).toBe(11);
  });
});

describe('Weapons, range and sight', () => {
  it('gives every character Unarmed: range 0, Penetration +1', () => {
    const a = duel();
    const events = a.ok(combat(a, 'red', 'blue', 'Unarmed'), 4, 2, 2, 2, 2, 2, 2);
    const save = ofType(events, 'roll')[1]!;
    expect(save.pool).toBe(4);
    expect(save.modifiers).toEqual(['PROTECTION 3', 'Unarmed: Penetration +1']);
  });

  it('needs base contact for a 0″ weapon', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [3, 1] },
      },
    });
    refused(a, combat(a, 'red', 'blue'), /Improvised Weapon needs base contact/);
    refused(a, combat(a, 'red', 'blue', 'Unarmed'), /Unarmed needs base contact/);
  });

  it('refuses a target beyond the weapon range, measured between the closest points of the bases', () => {
    const rows = ['....................'];
    // Handbow 15″: centres 17″ apart, bases 0.59″ in radius → 15.82″
    const far = arena({
      rows,
      figures: {
        red: { gang: 0, profile: RECRUITER, at: [0, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [17, 0] },
      },
    });
    refused(far, combat(far, 'red', 'blue'), /beyond 15″/);
    // 16″ apart → 14.82″: in range
    const near = arena({
      rows,
      figures: {
        red: { gang: 0, profile: RECRUITER, at: [0, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [16, 0] },
      },
    });
    expect(near.ok(combat(near, 'red', 'blue'), 2, 2, 2).length).toBeGreaterThan(0);
  });

  it('refuses a target out of line of sight', () => {
    const a = arena({
      rows: ['...5...', '...5...', '...5...'],
      figures: {
        red: { gang: 0, profile: RECRUITER, at: [0, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [6, 1] },
      },
    });
    refused(a, combat(a, 'red', 'blue'), /out of line of sight/);
  });

  it('refuses a friend, an unknown weapon and an unknown target', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [3, 1] },
        pal: { gang: 0, profile: CITIZEN, at: [4, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [3, 2] },
      },
    });
    refused(a, combat(a, 'red', 'pal'), /not an enemy/);
    refused(a, combat(a, 'red', 'blue', 'Halberd'), /no such weapon/);
    refused(a, { type: 'combat', actor: a.id('red'), target: 'nobody', weapon: 'Unarmed' }, /unknown target/);
  });

  it('offers each weapon once in the legal commands, Unarmed included', () => {
    // rashaar-sirena lists Unarmed on its profile
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: 'rashaar-sirena', at: [3, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [4, 1] },
      },
    });
    a.ok({ type: 'activate', actor: a.id('red') });
    const attacks = legalCommands(a.m).filter((c) => c.type === 'combat');
    expect(attacks.map((c) => (c.type === 'combat' ? c.weapon : ''))).toEqual(['Unarmed']);
  });
});

describe('cover and water', () => {
  it('gives a target behind a wall corner +1 PROTECTION', () => {
    const a = arena({
      rows: ['..........', '..........', '.....55555', '..........'],
      figures: {
        red: { gang: 0, profile: RECRUITER, at: [0, 3] },
        blue: { gang: 1, profile: CITIZEN, at: [5, 1] },
      },
    });
    const events = a.ok(combat(a, 'red', 'blue'), 4, 2, 2, 2, 2, 2);
    const save = ofType(events, 'roll')[1]!;
    // PROTECTION 3, Handbow Penetration −1, cover +1
    expect(save.pool).toBe(3);
    expect(save.modifiers).toEqual(['PROTECTION 3', 'Handbow: Penetration −1', 'cover +1']);
  });

  it('gives no cover in the open', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: RECRUITER, at: [0, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [6, 1] },
      },
    });
    const save = ofType(a.ok(combat(a, 'red', 'blue'), 4, 2, 2, 2, 2), 'roll')[1]!;
    expect(save.pool).toBe(2);
    expect(save.modifiers).toEqual(['PROTECTION 3', 'Handbow: Penetration −1']);
  });

  it('puts a swimmer in cover unless it is in base contact with the attacker', () => {
    const rows = ['........', '~~~~~~~~', '........'];
    const ranged = arena({
      rows,
      figures: {
        red: { gang: 0, profile: RECRUITER, at: [0, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [4, 1] },
      },
    });
    expect(ranged.at('blue')[2]).toBeLessThan(0);
    const save = ofType(ranged.ok(combat(ranged, 'red', 'blue'), 4, 2, 2, 2, 2, 2), 'roll')[1]!;
    expect(save.modifiers).toContain('cover +1');
    const close = arena({
      rows,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [4, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [4, 1] },
      },
    });
    const plan = planAttack(
      close.m,
      close.eid('red'),
      close.eid('blue'),
      weaponOf(close.m, close.eid('red'), 'Unarmed')!,
    );
    expect(plan.cover).toBe(false);
  });

  it('lets a swimmer attack with Aquatic weapons only', () => {
    const rows = ['........', '~~~~~~~~', '~~~~~~~~'];
    const a = arena({
      rows,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [3, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [4, 1] },
      },
    });
    refused(a, combat(a, 'red', 'blue'), /Improvised Weapon is not Aquatic/);
    refused(a, combat(a, 'red', 'blue', 'Unarmed'), /Unarmed is not Aquatic/);
    const diver = arena({
      rows,
      figures: {
        red: { gang: 0, profile: 'the-guild-mariner', at: [3, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [4, 1] },
      },
    });
    expect(diver.ok(combat(diver, 'red', 'blue', 'Dive Knife'), 2, 2, 2).length).toBeGreaterThan(0);
  });
});

describe('re-roll abilities', () => {
  it('Expert Offence (X) re-rolls up to X missed dice in base contact, never the Destiny Dice', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: 'the-guild-capodecina', at: [3, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [4, 1] },
      },
    });
    // ATTACK 4: 2-2-2-3, all missed; dice 1 and 2 re-rolled into 5 and 9; then Protection 2-2-2
    const events = a.ok(combat(a, 'red', 'blue', 'Twin Blades'), 2, 2, 2, 3, 5, 9, 2, 2, 2);
    const attack = ofType(events, 'roll')[0]!;
    expect(attack.dice).toEqual([2, 5, 9, 3]);
    expect(attack.rerolled).toEqual([1, 2]);
    expect(attack.aces).toBe(2);
    expect(attack.modifiers).toContain('Expert Offence: re-roll 2');
    // 2 Aces + Twin Blades Damage 1
    expect(ofType(events, 'damage')[0]!.damage).toBe(3);
  });

  it('Expert Marksman (X) re-rolls missed dice when not in base contact', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: 'the-guild-rialto-assassin', at: [1, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [5, 1] },
      },
    });
    // ATTACK 5 on 4+: 4 then four misses, three of them re-rolled
    const events = a.ok(combat(a, 'red', 'blue', 'Balanced Throwing Knife'), 4, 2, 2, 2, 2, 2, 2, 2);
    const attack = ofType(events, 'roll')[0]!;
    expect(attack.rerolled).toEqual([1, 2, 3]);
    expect(attack.modifiers).toContain('Expert Marksman: re-roll 3');
    // 1 Ace, Damage −1: no Damage, so no Protection Roll
    expect(ofType(events, 'damage')).toHaveLength(0);
    expect(ofType(events, 'roll')).toHaveLength(1);
    expect(a.dice.remaining()).toBe(0);
  });
});

describe('Attacks of Opportunity', () => {
  it('Two-handed: +1 Evasion when used for an Attack of Opportunity', () => {
    // rulebook "Two-handed"; the whaler's Whaling Lance is Two-Handed with Evasion +1
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [3, 1] },
        blue: { gang: 1, profile: 'the-guild-whaler', at: [4, 1] },
      },
    });
    // red fumbles; the whaler answers with its lance: red's DEXTERITY 4 + Evasion 1 + Two-handed 1
    const events = a.ok(combat(a, 'red', 'blue'), 1, 2, 2, 2, 2, 2, 2);
    const aoo = ofType(events, 'roll')[1]!;
    expect(aoo.modifiers).toContain('Whaling Lance');
    expect(aoo.aceOn).toBe(6);
  });
});

describe('casualties', () => {
  it('takes a character at 0 Life Points off the board', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [3, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [4, 1], lp: 1 },
        reserve: { gang: 1, profile: CITIZEN, at: [7, 2] },
      },
    });
    const events = a.ok(combat(a, 'red', 'blue'), 4, 2, 2, 2, 2, 2);
    expect(ofType(events, 'life-points')[0]).toMatchObject({ lpBefore: 1, lpAfter: 0 });
    expect(ofType(events, 'casualty')).toEqual([
      expect.objectContaining({ character: a.id('blue'), gang: 'blue' }),
    ]);
    expect(a.onBoard('blue')).toBe(false);
    expect(summarise(a.m).characters.find((c) => c.id === a.id('blue'))).toMatchObject({
      lp: 0,
      onBoard: false,
    });
    refused(a, combat(a, 'red', 'blue'), /not on the board/);
    expect(legalCommands(a.m).some((c) => c.type === 'combat')).toBe(false);
    expect(a.m.over).toBe(false);
  });

  it('does not take Life Points below 0 nor count a casualty twice on a Critical', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [3, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [4, 1], lp: 2 },
        reserve: { gang: 1, profile: CITIZEN, at: [7, 2] },
      },
    });
    const events = a.ok(combat(a, 'red', 'blue'), 10, 4, 4, 2, 2, 2);
    expect(ofType(events, 'life-points')).toHaveLength(1);
    expect(ofType(events, 'casualty')).toHaveLength(1);
    expect(a.lp('blue')).toBe(0);
  });

  it('ends the game when the last enemy falls', () => {
    const a = duel({ blue: { lp: 1 } });
    const events = a.ok(combat(a, 'red', 'blue'), 4, 2, 2, 2, 2, 2);
    expect(ofType(events, 'game-end')[0]).toMatchObject({ vp: { red: 1, blue: 0 }, winner: 'red' });
    expect(a.m.over).toBe(true);
  });
});
