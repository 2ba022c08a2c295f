/**
 * Jump with forced dice (rulebook "Jump", "Chained Jumps", "Controlled Landing", "Falling", "Charging &
 * Disengaging", "Slippery", "Engage", "Acrobatic"; tables.md "Jump").
 *
 * Citizens: MOVE 4, DEXTERITY 4 (Aces on 7+ for a jump), ATTACK 3, PROTECTION 3, 11 LP, 2 AP, 30 mm bases.
 * Every jump starts from the centre of a column; the distance rolled is measured along the straight 3D line to
 * the point (the same as along the ground on flat ground; jump-3d.test.ts for heights).
 */
import { describe, expect, it } from 'vitest';
import type { Command, Point3 } from '../../src/rules/core/types.ts';
import { legalCommands } from '../../src/rules/match/legal.ts';
import { jumpPreview } from '../../src/rules/read/preview.ts';
import { hasTag } from '../../src/rules/state/world.ts';
import {
  type Arena,
  arena,
  CITIZEN,
  type FigureSpec,
  moveTo,
  ofType,
  refused,
  typesOf,
} from './helpers/arena.ts';
import { eachRoll, type Result, readFaces } from './helpers/enumerate.ts';

const DANCER = 'the-guild-dancer'; // 30 mm, D6, Slippery
const BARBER = 'the-guild-barber'; // 30 mm, D5, Engage, Straight Razor (Penetration −3)
const PRINCE = 'the-guild-prince-of-thieves'; // 30 mm, D5, Acrobatic (2), Slippery

/** A Jump of `actor` toward the centre of column (i, j) at height z. */
function jump(a: Arena, actor: string, i: number, j: number, z = 0, controlledLanding = false): Command {
  return {
    type: 'jump',
    actor: a.id(actor),
    to: [i + 0.5, j + 0.5, z],
    ...(controlledLanding ? { controlledLanding } : {}),
  };
}

/** Red on a long street (or roof row) with blue far away in the last row. */
function street(red: Partial<FigureSpec> = {}, rows = ['............', '............']): Arena {
  return arena({
    rows,
    figures: {
      red: { gang: 0, profile: CITIZEN, at: [0, 0], ...red },
      blue: { gang: 1, profile: CITIZEN, at: [11, rows.length - 1] },
    },
  });
}

describe('the Jump table (Basic DEXTERITY Roll, Aces on 7+)', () => {
  const along = (a: Arena) => jump(a, 'red', 10, 0);

  it('Success: 2″ plus 1″ per Ace', () => {
    const a = street();
    const events = a.ok(along(a), 7, 8, 9, 2);
    expect(typesOf(events)).toEqual(['turn-start', 'action', 'roll', 'jump']);
    expect(ofType(events, 'action')[0]).toMatchObject({ action: 'jump', ap: 1 });
    const roll = ofType(events, 'roll')[0]!;
    expect(roll).toMatchObject({
      kind: 'basic',
      purpose: 'jump',
      pool: 4,
      aceOn: 7,
      aces: 3,
      result: 'success',
    });
    expect(roll.modifiers).toEqual(['DEXTERITY 4']);
    expect(ofType(events, 'jump')[0]).toMatchObject({
      from: [0.5, 0.5, 0],
      to: [10.5, 0.5, 0],
      inches: 5,
      end: [5.5, 0.5, 0],
      landed: true,
    });
    expect(a.at('red')).toEqual([5.5, 0.5, 0]);
    expect(a.ap('red')).toBe(1);
    expect(a.dice.remaining()).toBe(0);
  });

  it('Success with one Ace: 3″', () => {
    const a = street();
    a.ok(along(a), 2, 2, 7, 2);
    expect(a.at('red')).toEqual([3.5, 0.5, 0]);
  });

  it('Fail: 2″', () => {
    const a = street();
    const events = a.ok(along(a), 2, 3, 4, 5);
    expect(ofType(events, 'roll')[0]!.result).toBe('fail');
    expect(ofType(events, 'jump')[0]).toMatchObject({ inches: 2, landed: true });
    expect(a.at('red')).toEqual([2.5, 0.5, 0]);
  });

  it('Critical: 4″ plus 1″ per Ace', () => {
    const a = street();
    const events = a.ok(along(a), 10, 7, 2, 2);
    expect(ofType(events, 'roll')[0]).toMatchObject({ result: 'critical', aces: 2 });
    expect(ofType(events, 'jump')[0]!.inches).toBe(6);
    expect(a.at('red')).toEqual([6.5, 0.5, 0]);
  });

  it('Fumble: 1″', () => {
    const a = street();
    const events = a.ok(along(a), 1, 2, 2, 2);
    expect(ofType(events, 'roll')[0]!.result).toBe('fumble');
    expect(ofType(events, 'jump')[0]!.inches).toBe(1);
    expect(a.at('red')).toEqual([1.5, 0.5, 0]);
    // a fumbled jump is only short: no Stunned counter, no Life Points lost
    expect(a.lp('red')).toBe(11);
    expect(hasTag(a.m.world, a.eid('red'), a.m.world.components.Stunned)).toBe(false);
  });

  it('goes no farther than the point named, whatever the roll', () => {
    const a = street();
    const events = a.ok(jump(a, 'red', 3, 0), 10, 9, 8, 7);
    expect(ofType(events, 'jump')[0]).toMatchObject({ inches: 8, end: [3.5, 0.5, 0] });
    expect(a.at('red')).toEqual([3.5, 0.5, 0]);
  });

  it('Acrobatic (X) re-rolls up to X missed dice, never the Destiny Dice', () => {
    const a = street({ profile: PRINCE });
    // DEXTERITY 5: 2-2-2-2-2, dice 1 and 2 re-rolled into 8 and 9: Success with 2 Aces, 4″
    const events = a.ok(along(a), 2, 2, 2, 2, 2, 8, 9);
    const roll = ofType(events, 'roll')[0]!;
    expect(roll).toMatchObject({
      pool: 5,
      dice: [2, 8, 9, 2, 2],
      rerolled: [1, 2],
      aces: 2,
      result: 'success',
    });
    expect(roll.modifiers).toContain('Acrobatic: re-roll 2');
    expect(a.at('red')).toEqual([4.5, 0.5, 0]);
    expect(a.dice.remaining()).toBe(0);
  });

  it('Acrobatic cannot save a Fumble by re-rolling the Destiny Dice', () => {
    const a = street({ profile: PRINCE });
    const events = a.ok(along(a), 1, 2, 2, 2, 2, 3, 4);
    const roll = ofType(events, 'roll')[0]!;
    expect(roll.rerolled).toEqual([1, 2]);
    expect(roll.result).toBe('fumble');
    expect(a.at('red')).toEqual([1.5, 0.5, 0]);
  });
});

describe('where a jump comes down', () => {
  // two 4″ roofs with a 2″ gap of street between them (columns 2 and 3)
  const GAP = ['44..444', '.......'];
  const onRoof = (over: Partial<FigureSpec> = {}) =>
    arena({
      rows: GAP,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 0], ...over },
        blue: { gang: 1, profile: CITIZEN, at: [6, 1] },
      },
    });

  it('lands on the roof across the gap', () => {
    const a = onRoof();
    const events = a.ok(jump(a, 'red', 4, 0, 4), 7, 2, 2, 2);
    expect(typesOf(events)).toEqual(['turn-start', 'action', 'roll', 'jump']);
    expect(ofType(events, 'jump')[0]).toMatchObject({
      from: [1.5, 0.5, 4],
      inches: 3,
      end: [4.5, 0.5, 4],
      landed: true,
    });
    expect(a.at('red')).toEqual([4.5, 0.5, 4]);
    expect(a.lp('red')).toBe(11);
  });

  it('is moved up to 1″ along its line onto solid ground when it comes down just short', () => {
    const a = onRoof();
    // a Fail (2″) toward a point 4″ away ends over the gap at x = 3.5, half a base from the far roof
    const events = a.ok(jump(a, 'red', 5, 0, 4), 2, 2, 2, 2);
    expect(ofType(events, 'jump')[0]).toMatchObject({ inches: 2, end: [4.5, 0.5, 4], landed: true });
    expect(ofType(events, 'fall')).toHaveLength(0);
    expect(a.at('red')).toEqual([4.5, 0.5, 4]);
  });

  it('falls when it comes down short, counting the fall from the roof it jumped from', () => {
    const a = onRoof();
    // Fumble (1″): over the street at x = 2.5, more than 1″ from either roof along the line; a 4″ fall,
    // DEXTERITY roll 2-2-2-2 (Fail): 4 Life Points
    const events = a.ok(jump(a, 'red', 4, 0, 4), 1, 2, 2, 2, 2, 2, 2, 2);
    expect(typesOf(events)).toEqual(['turn-start', 'action', 'roll', 'jump', 'fall', 'roll', 'life-points']);
    expect(ofType(events, 'jump')[0]).toMatchObject({ inches: 1, end: [2.5, 0.5, 4], landed: false });
    expect(ofType(events, 'fall')[0]).toMatchObject({ from: 4, to: 0, inches: 4 });
    expect(ofType(events, 'roll')[1]).toMatchObject({ purpose: 'fall', pool: 4, aceOn: 7, result: 'fail' });
    expect(a.at('red')).toEqual([2.5, 0.5, 0]);
    expect(a.lp('red')).toBe(7);
    expect(a.dice.remaining()).toBe(0);
  });

  it('falls from the height where the jump started, not from where it was in the air', () => {
    // from a 2″ roof toward a 4″ roof: the line rises, but the fall counts from 2″
    const a = arena({
      rows: ['22..444', '.......'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [6, 1] },
      },
    });
    const events = a.ok(jump(a, 'red', 4, 0, 4), 1, 2, 2, 2, 2, 2, 2, 2);
    const end = ofType(events, 'jump')[0]!.end;
    expect(end[2]).toBeGreaterThan(2);
    expect(ofType(events, 'fall')[0]).toMatchObject({ from: 2, to: 0, inches: 2 });
    expect(a.lp('red')).toBe(9);
  });

  it('falls when the point named is in mid-air, even with a good roll', () => {
    const a = onRoof();
    // the point over the street at column 3, height 4: the jump reaches it and the character falls 4″
    const events = a.ok(jump(a, 'red', 3, 0, 4), 10, 9, 8, 7, 7, 8, 2, 2);
    expect(ofType(events, 'jump')[0]).toMatchObject({ end: [3.5, 0.5, 4], landed: false });
    expect(ofType(events, 'fall')[0]).toMatchObject({ from: 4, to: 0, inches: 4 });
    // fall roll 7-8-2-2: Success, 2 Aces: 4 − 2
    expect(a.lp('red')).toBe(9);
    expect(a.at('red')).toEqual([3.5, 0.5, 0]);
  });
});

describe('what may be named', () => {
  it('refuses a point more than 3″ above the base', () => {
    const a = street({}, ['..4.........', '............']);
    refused(a, jump(a, 'red', 2, 0, 4), /more than 3″ above/);
  });

  it('accepts a point exactly 3″ above the base', () => {
    const a = street({ at: [0, 0] }, ['...3........', '............']);
    const events = a.ok(jump(a, 'red', 3, 0, 3), 7, 2, 2, 2);
    expect(ofType(events, 'jump')[0]).toMatchObject({ landed: true, end: [3.5, 0.5, 3] });
  });

  it('refuses a jump from the water', () => {
    const a = street({ at: [0, 1] }, ['............', '~~~~~~~~~~~~', '............']);
    refused(a, jump(a, 'red', 0, 0, 0), /cannot jump while in water/);
  });

  it('refuses a point out of line of sight', () => {
    const a = street({}, ['..#.........', '..#.........']);
    refused(a, jump(a, 'red', 4, 0, 0), /out of line of sight/);
  });

  it('refuses a point where another figure stands, off the board, or where it stands', () => {
    const a = arena({
      rows: ['............', '............'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [0, 0] },
        pal: { gang: 0, profile: CITIZEN, at: [3, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [11, 1] },
      },
    });
    refused(a, jump(a, 'red', 3, 0), /another figure stands there/);
    refused(a, { type: 'jump', actor: a.id('red'), to: [-2, 0.5, 0] }, /off the board/);
    refused(a, jump(a, 'red', 0, 0), /where the character stands/);
  });

  it('needs an Action Point', () => {
    const a = street();
    a.ok(moveTo(a, 'red', 1, 0));
    a.ok(moveTo(a, 'red', 2, 0));
    // the turn ended with the last AP: it is blue's turn to choose
    refused(a, jump(a, 'red', 4, 0), /turn|Action Points/);
  });
});

describe('Controlled Landing (1 Will Point before the roll)', () => {
  const GAP = ['44..444', '.......'];
  const onRoof = (wp: number) =>
    arena({
      rows: GAP,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 0], wp },
        blue: { gang: 1, profile: CITIZEN, at: [6, 1] },
      },
    });

  it('costs 1 Will Point and makes the fall roll score Aces on 5+', () => {
    const a = onRoof(1);
    // Fumble (1″): a 4″ fall; fall roll 5-6-2-2 scores 2 Aces on 5+: 4 − 2
    const events = a.ok(jump(a, 'red', 4, 0, 4, true), 1, 2, 2, 2, 5, 6, 2, 2);
    expect(typesOf(events)).toEqual([
      'turn-start',
      'action',
      'will-points',
      'roll',
      'jump',
      'fall',
      'roll',
      'life-points',
    ]);
    expect(ofType(events, 'will-points')[0]).toMatchObject({ amount: 1, wpBefore: 1, wpAfter: 0 });
    expect(ofType(events, 'roll')[0]).toMatchObject({ purpose: 'jump', aceOn: 7 });
    expect(ofType(events, 'roll')[1]).toMatchObject({
      purpose: 'fall',
      aceOn: 5,
      aces: 2,
      result: 'success',
      modifiers: ['DEXTERITY 4'],
      aceModifiers: ['Controlled Landing'],
    });
    expect(a.lp('red')).toBe(9);
    expect(a.wp('red')).toBe(0);
    expect(a.ap('red')).toBe(1);
  });

  it('the same dice without it score no Ace', () => {
    const a = onRoof(0);
    a.ok(jump(a, 'red', 4, 0, 4), 1, 2, 2, 2, 5, 6, 2, 2);
    expect(a.lp('red')).toBe(7);
  });

  it('is spent even when the jump lands', () => {
    const a = onRoof(1);
    a.ok(jump(a, 'red', 4, 0, 4, true), 7, 2, 2, 2);
    expect(a.at('red')).toEqual([4.5, 0.5, 4]);
    expect(a.wp('red')).toBe(0);
  });

  it('is refused without a Will Point', () => {
    const a = onRoof(0);
    refused(a, jump(a, 'red', 4, 0, 4, true), /Controlled Landing needs 1 Will Point/);
  });
});

describe('Chained Jumps (0 AP from an Obstacle, once per turn)', () => {
  // 1″ Obstacles at columns 2 and 4
  const ROWS = ['..o.o.......', '............'];
  const jumper = (over: Partial<FigureSpec> = {}) =>
    arena({
      rows: ROWS,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [0, 0], ...over },
        blue: { gang: 1, profile: CITIZEN, at: [11, 1] },
      },
    });

  it('a jump onto an Obstacle allows one more jump at 0 AP', () => {
    const a = jumper();
    a.ok(jump(a, 'red', 2, 0, 1), 7, 2, 2, 2);
    expect(a.at('red')).toEqual([2.5, 0.5, 1]);
    expect(a.ap('red')).toBe(1);
    const events = a.ok(jump(a, 'red', 4, 0, 1), 7, 2, 2, 2);
    expect(ofType(events, 'action')[0]).toMatchObject({ action: 'chained-jump', ap: 0 });
    expect(a.at('red')).toEqual([4.5, 0.5, 1]);
    expect(a.ap('red')).toBe(1);
  });

  it('only once per turn: the next jump from an Obstacle costs 1 AP', () => {
    const a = jumper();
    a.ok(jump(a, 'red', 2, 0, 1), 7, 2, 2, 2);
    a.ok(jump(a, 'red', 4, 0, 1), 7, 2, 2, 2);
    const events = a.ok(jump(a, 'red', 7, 0), 7, 2, 2, 2);
    expect(ofType(events, 'action')[0]).toMatchObject({ action: 'jump', ap: 1 });
    expect(a.ap('red')).toBe(0);
    expect(ofType(events, 'turn-end')).toHaveLength(1);
  });

  it('is made at once: another action first spends it', () => {
    const a = jumper();
    a.ok(jump(a, 'red', 2, 0, 1), 7, 2, 2, 2);
    a.ok(moveTo(a, 'red', 3, 0, 0));
    expect(a.m.turnState.chainedJumpReady).toBe(false);
    expect(a.ap('red')).toBe(0);
    expect(a.m.active).toBe(-1);
  });

  it('keeps the turn open after the last Action Point is spent on the jump onto the Obstacle', () => {
    const a = jumper();
    a.ok(moveTo(a, 'red', 1, 0));
    a.ok(jump(a, 'red', 2, 0, 1), 7, 2, 2, 2);
    expect(a.ap('red')).toBe(0);
    expect(a.m.active).toBe(a.eid('red'));
    const events = a.ok(jump(a, 'red', 4, 0, 1), 7, 2, 2, 2);
    expect(ofType(events, 'action')[0]).toMatchObject({ action: 'chained-jump', ap: 0 });
    expect(ofType(events, 'turn-end')).toHaveLength(1);
  });

  it('is listed among the legal commands when no Action Point is left', () => {
    const a = jumper();
    a.ok(moveTo(a, 'red', 1, 0));
    a.ok(jump(a, 'red', 2, 0, 1), 7, 2, 2, 2);
    const jumps = legalCommands(a.m).filter((c) => c.type === 'jump');
    expect(jumps.length).toBeGreaterThan(0);
  });

  it('is not given by a jump onto ordinary ground', () => {
    const a = jumper();
    a.ok(jump(a, 'red', 3, 0, 0), 7, 2, 2, 2);
    expect(a.m.turnState.chainedJumpReady).toBe(false);
    const events = a.ok(jump(a, 'red', 6, 0), 7, 2, 2, 2);
    expect(ofType(events, 'action')[0]).toMatchObject({ action: 'jump', ap: 1 });
  });
});

describe('jumping into base contact: a charge', () => {
  it('ends the jump with an Attack of Opportunity', () => {
    const a = arena({
      rows: ['......', '......'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [0, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [3, 0] },
      },
    });
    // jump 7-2-2-2 (3″) to the column beside blue; attack 4-2-2 hits once; Protection 2-2-2 saves nothing
    const events = a.ok(jump(a, 'red', 2, 0), 7, 2, 2, 2, 4, 2, 2, 2, 2, 2);
    expect(typesOf(events)).toEqual([
      'turn-start',
      'action',
      'roll',
      'jump',
      'attack-of-opportunity',
      'action',
      'roll',
      'damage',
      'roll',
      'life-points',
    ]);
    expect(ofType(events, 'attack-of-opportunity')[0]).toMatchObject({
      character: a.id('red'),
      target: a.id('blue'),
      reason: 'charging',
    });
    expect(ofType(events, 'action').map((e) => e.ap)).toEqual([1, 0]);
    expect(ofType(events, 'roll')[2]!.modifiers).not.toContain('charging from above: Penetration −5');
    expect(a.lp('blue')).toBe(10);
    expect(a.dice.remaining()).toBe(0);
  });

  it('from 3″ or more above: Penetration −5', () => {
    const a = arena({
      rows: ['3.....', '......'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [0, 0, 3] },
        blue: { gang: 1, profile: CITIZEN, at: [3, 0] },
      },
    });
    // jump down 7-2-2-2 beside blue; attack 4-2-2; Protection 3 − 5: no dice
    const events = a.ok(jump(a, 'red', 2, 0, 0), 7, 2, 2, 2, 4, 2, 2);
    expect(ofType(events, 'jump')[0]).toMatchObject({ landed: true, end: [2.5, 0.5, 0] });
    expect(ofType(events, 'attack-of-opportunity')[0]!.reason).toBe('charging from above');
    const save = ofType(events, 'roll')[2]!;
    expect(save).toMatchObject({ kind: 'protection', pool: 0, dice: [] });
    expect(save.modifiers).toEqual([
      'PROTECTION 3',
      'charging from above: Penetration −5',
      'at least 0 dice (Dice Rolls) +2',
    ]);
    expect(a.lp('blue')).toBe(10);
    expect(a.dice.remaining()).toBe(0);
  });

  it('from less than 3″ above: no Penetration −5', () => {
    const a = arena({
      rows: ['2.....', '......'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [0, 0, 2] },
        blue: { gang: 1, profile: CITIZEN, at: [3, 0] },
      },
    });
    const events = a.ok(jump(a, 'red', 2, 0, 0), 7, 2, 2, 2, 4, 2, 2, 2, 2, 2);
    expect(ofType(events, 'attack-of-opportunity')[0]!.reason).toBe('charging');
    expect(ofType(events, 'roll')[2]).toMatchObject({ kind: 'protection', pool: 3 });
  });
});

describe('jumping away from base contact: disengaging', () => {
  const engaged = (red: Partial<FigureSpec> = {}, blue: Partial<FigureSpec> = {}) =>
    arena({
      rows: ['......', '......', '......', '......', '......'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 1], ...red },
        blue: { gang: 1, profile: CITIZEN, at: [2, 1], ...blue },
      },
    });
  const away = (a: Arena) => jump(a, 'red', 1, 4);

  it('Success: the jump roll, then the Opposed DEXTERITY Roll (the enemy first), then the jump', () => {
    const a = engaged();
    const events = a.ok(away(a), 7, 2, 2, 2, 2, 2, 2, 2, 7, 2, 2, 2);
    expect(typesOf(events)).toEqual(['turn-start', 'action', 'roll', 'roll', 'roll', 'jump']);
    const [, theirs, mine] = ofType(events, 'roll');
    expect(theirs).toMatchObject({ kind: 'opposed', purpose: 'disengage', character: a.id('blue') });
    expect(mine).toMatchObject({
      kind: 'opposed',
      purpose: 'disengage',
      character: a.id('red'),
      result: 'success',
    });
    expect(a.at('red')).toEqual([1.5, 4.5, 0]);
  });

  it('Fail: the enemy makes an Attack of Opportunity, then the jump goes on', () => {
    const a = engaged();
    // jump 7-2-2-2; enemy 7-8-2-2 removes 2 dice; red 2-2 fails; attack 4-2-2 hits; Protection 2-2-2
    const events = a.ok(away(a), 7, 2, 2, 2, 7, 8, 2, 2, 2, 2, 4, 2, 2, 2, 2, 2);
    expect(ofType(events, 'attack-of-opportunity')[0]).toMatchObject({
      character: a.id('blue'),
      target: a.id('red'),
      reason: 'disengaging',
    });
    expect(typesOf(events).at(-1)).toBe('jump');
    expect(a.lp('red')).toBe(10);
    expect(a.at('red')).toEqual([1.5, 4.5, 0]);
  });

  it('Fumble: the enemy makes an Attack of Opportunity and the character stays', () => {
    const a = engaged();
    const events = a.ok(away(a), 7, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2);
    expect(ofType(events, 'attack-of-opportunity')).toHaveLength(1);
    expect(ofType(events, 'jump')).toHaveLength(0);
    expect(a.at('red')).toEqual([1.5, 1.5, 0]);
    expect(a.ap('red')).toBe(1);
  });

  it('needs no roll for a jump that stays in base contact', () => {
    const a = engaged();
    const events = a.ok(jump(a, 'red', 1, 2), 7, 2, 2, 2);
    expect(ofType(events, 'roll')).toHaveLength(1);
    expect(a.at('red')).toEqual([1.5, 2.5, 0]);
  });

  it('Slippery always gets away without a roll', () => {
    const a = engaged({ profile: DANCER });
    // DEXTERITY 6: a Fail, 2″
    const events = a.ok(away(a), 2, 2, 2, 2, 2, 2);
    expect(ofType(events, 'roll').map((r) => r.purpose)).toEqual(['jump']);
    expect(ofType(events, 'attack-of-opportunity')).toHaveLength(0);
    expect(a.at('red')).toEqual([1.5, 3.5, 0]);
  });

  it('Engage always wins against the one leaving it: an Attack of Opportunity without a roll', () => {
    const a = engaged({}, { profile: BARBER });
    // jump 7-2-2-2; no disengage roll; the Barber's razor (ATTACK 4) 4-2-2-2 hits, Expert Offence (1)
    // re-rolls a 2 into a 2; Protection 3 − 3: no dice
    const events = a.ok(away(a), 7, 2, 2, 2, 4, 2, 2, 2, 2);
    expect(ofType(events, 'roll').map((r) => r.purpose)).toEqual([
      'jump',
      'attack-of-opportunity',
      'protection',
    ]);
    expect(ofType(events, 'attack-of-opportunity')[0]!.reason).toBe('disengaging');
    expect(a.lp('red')).toBe(10);
    expect(a.at('red')).toEqual([1.5, 4.5, 0]);
    expect(a.dice.remaining()).toBe(0);
  });

  it('Slippery against Engage: both roll as normal', () => {
    const a = engaged({ profile: DANCER }, { profile: BARBER });
    // jump 7-2-2-2-2-2; the Barber's 5 dice 2-2-2-2-2; the Dancer's 6 dice 7-2-2-2-2-2: away
    const events = a.ok(away(a), 7, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 7, 2, 2, 2, 2, 2);
    expect(ofType(events, 'roll').map((r) => [r.purpose, r.pool])).toEqual([
      ['jump', 6],
      ['disengage', 5],
      ['disengage', 6],
    ]);
    expect(a.at('red')).toEqual([1.5, 4.5, 0]);
  });
});

describe('counters a jump takes away', () => {
  it('loses Hidden and Guard counters', () => {
    const a = street();
    const c = a.m.world.components;
    a.ok({ type: 'hide', actor: a.id('red') });
    expect(hasTag(a.m.world, a.eid('red'), c.Hidden)).toBe(true);
    // blue's turn, then a new round (one initiative die each: red wins)
    a.ok({ type: 'end-turn', actor: a.id('blue') }, 10, 1);
    const events = a.ok(jump(a, 'red', 3, 0), 7, 2, 2, 2);
    expect(ofType(events, 'counter')).toEqual([
      expect.objectContaining({ character: a.id('red'), counter: 'hidden', gained: false }),
    ]);
    expect(hasTag(a.m.world, a.eid('red'), c.Hidden)).toBe(false);
  });
});

describe('jumpPreview against a brute-force enumeration of the jump roll and the fall roll', () => {
  /** Inches a jump moves for a roll (tables.md "Jump"), read independently of src/rules. */
  const inchesOf = (result: Result, aces: number) =>
    result === 'critical' ? 4 + aces : result === 'success' ? 2 + aces : result === 'fail' ? 2 : 1;
  /** Rulebook "Landing Spots". */
  const SPOT: Record<string, number> = { soft: -4, water: -2, solid: 0, difficult: 2, dangerous: 4 };

  interface Scenario {
    readonly name: string;
    readonly rows: readonly string[];
    readonly red: FigureSpec;
    readonly to: Point3;
    readonly controlledLanding?: boolean;
  }

  /** The preview's four figures by brute force: every face of the jump dice, each outcome played by the engine. */
  function brute(s: Scenario) {
    const build = () =>
      arena({
        rows: s.rows,
        figures: {
          red: s.red,
          blue: { gang: 1, profile: CITIZEN, at: [s.rows[0]!.length - 1, s.rows.length - 1] },
        },
      });
    const probe = build();
    const dex = probe.m.world.components.Stats.dex[probe.eid('red')]!;
    const lp = probe.lp('red');
    const acrobatic = PROFILE_REROLLS[s.red.profile] ?? 0;
    const byInches = new Map<number, { p: number; faces: readonly number[] }>();
    const den = eachRoll(dex, 7, acrobatic, (faces, w) => {
      const r = readFaces(faces, 7);
      const inches = inchesOf(r.result, r.aces);
      const seen = byInches.get(inches);
      byInches.set(inches, { p: (seen?.p ?? 0) + w, faces: seen?.faces ?? [...faces] });
    });
    let land = 0;
    let reach = 0;
    let fallLp = 0;
    let kill = 0;
    for (const { p: w, faces } of byInches.values()) {
      const p = w / den;
      const a = build();
      // the jump's own faces (re-rolled dice come after the first roll), then a fall roll that scores nothing
      const first = [...faces];
      a.dice.queue(...first, ...new Array(dex).fill(2), ...new Array(dex).fill(2));
      const events = a.ok({
        type: 'jump',
        actor: a.id('red'),
        to: s.to,
        controlledLanding: s.controlledLanding,
      });
      const j = ofType(events, 'jump')[0]!;
      if (j.landed) {
        land += p;
        if (Math.hypot(j.end[0] - s.to[0], j.end[1] - s.to[1]) <= 1.01) reach += p;
        continue;
      }
      const f = ofType(events, 'fall')[0]!;
      const at = a.at('red');
      const spot = a.board.landingSpot({ i: Math.floor(at[0]), j: Math.floor(at[1]), z: at[2] });
      const distance = Math.ceil(f.inches) + SPOT[spot]!;
      const loss = distance > 1 ? distance : 0;
      if (loss === 0) continue;
      const aceOn = s.controlledLanding ? 5 : 7;
      const fallDen = eachRoll(dex, aceOn, 0, (ff, fw) => {
        const r = readFaces(ff, aceOn);
        let lost = loss;
        if (r.result === 'success') lost = loss - r.aces;
        if (r.result === 'critical') lost = loss - 2 - r.aces;
        lost = Math.min(lp, Math.max(0, lost));
        fallLp += (p * fw * lost) / 10 ** dex;
        if (lost >= lp) kill += (p * fw) / 10 ** dex;
      });
      expect(fallDen).toBe(10 ** dex);
    }
    return { probe, land, reach, fallLp, kill };
  }

  /** Re-rolls the profiles below bring (Acrobatic (X)). */
  const PROFILE_REROLLS: Record<string, number> = { 'strigoi-poenari-scout': 2 };

  const scenarios: Scenario[] = [
    {
      name: 'across a 2″ gap',
      rows: ['44..444', '.......'],
      red: { gang: 0, profile: CITIZEN, at: [1, 0] },
      to: [4.5, 0.5, 4],
    },
    {
      name: 'across a 3″ gap',
      rows: ['4...444', '.......'],
      red: { gang: 0, profile: CITIZEN, at: [0, 0] },
      to: [4.5, 0.5, 4],
    },
    {
      name: 'across a 3″ gap with a Controlled Landing',
      rows: ['4...444', '.......'],
      red: { gang: 0, profile: CITIZEN, at: [0, 0], wp: 1 },
      to: [4.5, 0.5, 4],
      controlledLanding: true,
    },
    {
      name: 'across a 3″ gap with Acrobatic (2)',
      rows: ['4...444', '.......'],
      red: { gang: 0, profile: 'strigoi-poenari-scout', at: [0, 0] },
      to: [4.5, 0.5, 4],
    },
    {
      name: 'over Dangerous ground with 3 Life Points',
      rows: ['4xxx444', '.......'],
      red: { gang: 0, profile: CITIZEN, at: [0, 0], lp: 3 },
      to: [4.5, 0.5, 4],
    },
    {
      name: 'over a canal',
      rows: ['4~~~444', '.......'],
      red: { gang: 0, profile: CITIZEN, at: [0, 0] },
      to: [4.5, 0.5, 4],
    },
    {
      name: 'up from a 2″ roof to a 4″ roof',
      rows: ['22..444', '.......'],
      red: { gang: 0, profile: CITIZEN, at: [1, 0] },
      to: [4.5, 0.5, 4],
    },
    {
      name: 'up from the street onto a 3″ roof 3″ away (a 4.24″ line)',
      rows: ['...333......', '............'],
      red: { gang: 0, profile: CITIZEN, at: [0, 0] },
      to: [3.5, 0.5, 3],
    },
    {
      name: 'down from a 4″ roof to the street 2″ away (a 4.47″ line)',
      rows: ['4...........', '............'],
      red: { gang: 0, profile: CITIZEN, at: [0, 0], lp: 4 },
      to: [2.5, 0.5, 0],
    },
    {
      name: 'to a point in mid-air',
      rows: ['44..444', '.......'],
      red: { gang: 0, profile: CITIZEN, at: [1, 0], lp: 4 },
      to: [3.5, 0.5, 4],
    },
  ];

  for (const s of scenarios) {
    it(s.name, () => {
      const b = brute(s);
      const p = jumpPreview(b.probe.m, b.probe.eid('red'), s.to, s.controlledLanding ?? false);
      expect(p.problem).toBeNull();
      expect(p.landChance).toBeCloseTo(b.land, 10);
      expect(p.reachChance).toBeCloseTo(b.reach, 10);
      expect(p.expectedFallLp).toBeCloseTo(b.fallLp, 10);
      expect(p.killChance).toBeCloseTo(b.kill, 10);
    });
  }

  it('covers landings, falls and kills among the scenarios', () => {
    const all = scenarios.map(brute);
    expect(all.some((b) => b.land > 0 && b.land < 1)).toBe(true);
    expect(all.some((b) => b.land === 0)).toBe(true);
    expect(all.some((b) => b.kill > 0)).toBe(true);
  });

  it('shows the problem, and no odds, for a jump that may not be made', () => {
    const a = street({}, ['..#.........', '..#.........']);
    const p = jumpPreview(a.m, a.eid('red'), [4.5, 0.5, 0]);
    expect(p.problem).toMatch(/line of sight/);
    expect(p).toMatchObject({ landChance: 0, reachChance: 0, expectedFallLp: 0, killChance: 0 });
  });
});
