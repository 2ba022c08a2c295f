/**
 * Run/Climb with forced dice (rulebook "Run/Climb", "Swimming", "Charging & Disengaging", "Falling",
 * "Landing Spots"; tables.md "Run/Climb", "Disengaging", "Falling").
 *
 * Citizens: MOVE 4, DEXTERITY 4, ATTACK 3, PROTECTION 3, 11 LP, 30 mm bases.
 */
import { describe, expect, it } from 'vitest';
import { moveBudget, reachOf } from '../../src/rules/movement/run-climb-reach.ts';
import { hasTag } from '../../src/rules/state/world.ts';
import {
  type Arena,
  arena,
  CITIZEN,
  ESCORT,
  type FigureSpec,
  moveTo,
  ofType,
  refused,
  typesOf,
} from './helpers/arena.ts';

const OPEN = ['........', '........', '........', '........', '........'];

describe('running', () => {
  it('moves up to MOVE inches without a roll and costs 1 AP', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [0, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [7, 4] },
      },
    });
    const events = a.ok(moveTo(a, 'red', 4, 0));
    expect(typesOf(events)).toEqual(['turn-start', 'action', 'move']);
    expect(ofType(events, 'action')[0]).toMatchObject({ action: 'run-climb', ap: 1 });
    const move = ofType(events, 'move')[0]!;
    expect(move.inches).toBe(4);
    expect(move.charge).toBeNull();
    expect(move.path[0]).toEqual([0.5, 0.5, 0]);
    expect(move.path.at(-1)).toEqual([4.5, 0.5, 0]);
    expect(a.at('red')).toEqual([4.5, 0.5, 0]);
    expect(a.ap('red')).toBe(1);
    expect(a.dice.rolled).toHaveLength(2); // the forced initiative only
  });

  it('refuses a destination beyond MOVE, occupied, not a surface, or where it stands', () => {
    const a = arena({
      rows: ['..4.......', '..........'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [0, 0] },
        pal: { gang: 0, profile: CITIZEN, at: [1, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [9, 1] },
      },
    });
    refused(a, moveTo(a, 'red', 5, 0), /out of reach/);
    refused(a, moveTo(a, 'red', 1, 1), /out of reach/);
    refused(a, moveTo(a, 'red', 2, 0, 0), /no surface to stand on/);
    refused(a, moveTo(a, 'red', 0, 0), /already there/);
    refused(a, { type: 'run-climb', actor: a.id('red'), to: [40.5, 0.5, 0] }, /no surface/);
  });

  it('never passes through another figure', () => {
    const a = arena({
      rows: ['.....', '#####', '.....'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [0, 0] },
        pal: { gang: 0, profile: CITIZEN, at: [2, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [4, 2] },
      },
    });
    refused(a, moveTo(a, 'red', 3, 0), /out of reach/);
  });

  it('loses 2″ of MOVE when it starts in water, unless a Water Creature; Fast Swimmer (X) adds X', () => {
    const rows = ['........', '~~~~~~~~', '~~~~~~~~'];
    const a = arena({
      rows,
      figures: {
        plain: { gang: 0, profile: CITIZEN, at: [0, 1] },
        mariner: { gang: 0, profile: 'the-guild-mariner', at: [0, 2] },
        creature: { gang: 1, profile: 'strigoi-aquatic-strigoi', at: [7, 2] },
        dry: { gang: 1, profile: CITIZEN, at: [7, 0] },
      },
    });
    expect(moveBudget(a.m, a.eid('plain'))).toBe(2);
    // MOVE 4 − 2 + Fast Swimmer (2)
    expect(moveBudget(a.m, a.eid('mariner'))).toBe(4);
    // MOVE 4, Water Creature, + Fast Swimmer (2)
    expect(moveBudget(a.m, a.eid('creature'))).toBe(6);
    expect(moveBudget(a.m, a.eid('dry'))).toBe(4);
    expect(Math.max(...reachOf(a.m, a.eid('plain')).nodes.map((n) => n.cost))).toBeLessThanOrEqual(2);
  });
});

describe('climbing: the DEXTERITY table', () => {
  // a 4″ house at (2, 1); climbing it costs 1 + 4″; the climber gets MOVE 6
  const ROWS = ['......', '..4...', '......'];
  const climber = (over: Partial<FigureSpec> = {}) =>
    arena({
      rows: ROWS,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 1], stats: { move: 6 }, ...over },
        blue: { gang: 1, profile: CITIZEN, at: [5, 2] },
      },
    });

  it('Success: climbs on', () => {
    const a = climber();
    const events = a.ok(moveTo(a, 'red', 2, 1, 4), 7, 2, 2, 2);
    const roll = ofType(events, 'roll')[0]!;
    expect(roll).toMatchObject({ kind: 'basic', purpose: 'climb', pool: 4, aceOn: 7, result: 'success' });
    expect(roll.modifiers).toEqual(['DEXTERITY 4']);
    expect(a.at('red')).toEqual([2.5, 1.5, 4]);
    expect(a.dice.remaining()).toBe(0);
  });

  it('Critical: climbs on', () => {
    const a = climber();
    a.ok(moveTo(a, 'red', 2, 1, 4), 10, 7, 2, 2);
    expect(a.at('red')).toEqual([2.5, 1.5, 4]);
  });

  it('Fail: stays where it is and loses the rest of the move', () => {
    const a = climber();
    const events = a.ok(moveTo(a, 'red', 2, 1, 4), 2, 3, 4, 5);
    expect(ofType(events, 'roll')[0]!.result).toBe('fail');
    expect(a.at('red')).toEqual([1.5, 1.5, 0]);
    expect(ofType(events, 'fall')).toHaveLength(0);
    expect(a.ap('red')).toBe(1);
  });

  it('Fail after walking: stops at the foot of the wall', () => {
    const a = climber({ at: [0, 1] });
    a.ok(moveTo(a, 'red', 2, 1, 4), 2, 2, 2, 2);
    expect(a.at('red')).toEqual([1.5, 1.5, 0]);
  });

  it('Fumble at the foot of the wall: nothing to fall from; the move is over', () => {
    const a = climber();
    const events = a.ok(moveTo(a, 'red', 2, 1, 4), 1, 2, 2, 2);
    expect(typesOf(events)).toEqual(['turn-start', 'action', 'roll', 'move']);
    expect(ofType(events, 'roll')[0]!.result).toBe('fumble');
    expect(a.lp('red')).toBe(11);
    expect(a.at('red')).toEqual([1.5, 1.5, 0]);
    expect(a.ap('red')).toBe(1);
  });

  it('Fumble on the wall: falls from where the climb started', () => {
    // hanging 3″ up the 4″ wall: the climb on fumbles, a 3″ fall, DEXTERITY roll 2-2-2-2 fails: 3 LP
    const a = climber({ at: [1, 1, 3] });
    const events = a.ok(moveTo(a, 'red', 2, 1, 4), 1, 2, 2, 2, 2, 2, 2, 2);
    expect(typesOf(events)).toEqual(['turn-start', 'action', 'roll', 'move', 'fall', 'roll', 'life-points']);
    expect(ofType(events, 'roll')[0]).toMatchObject({ purpose: 'climb', result: 'fumble' });
    expect(ofType(events, 'fall')[0]).toMatchObject({ from: 3, to: 0, inches: 3 });
    expect(ofType(events, 'roll')[1]).toMatchObject({ purpose: 'fall', pool: 4 });
    expect(a.lp('red')).toBe(8);
    expect(a.at('red')).toEqual([1.5, 1.5, 0]);
  });

  it('needs no roll up Ropes & Ladders', () => {
    const a = arena({
      rows: ROWS,
      extras: { ladders: [[2, 1]] },
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 1], stats: { move: 6 } },
        blue: { gang: 1, profile: CITIZEN, at: [5, 2] },
      },
    });
    const events = a.ok(moveTo(a, 'red', 2, 1, 4));
    expect(ofType(events, 'roll')).toHaveLength(0);
    expect(a.at('red')).toEqual([2.5, 1.5, 4]);
  });

  it('rolls once for each climb, as the reach counts them', () => {
    // two walls in a row: 2″ up onto (2, 0), then 2″ more onto (3, 0); MOVE 8
    const a = arena({
      rows: ['..24..', '......'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 0], stats: { move: 8 } },
        blue: { gang: 1, profile: CITIZEN, at: [5, 1] },
      },
    });
    const reach = reachOf(a.m, a.eid('red')).nodes.find((n) => n.node.i === 3 && n.node.z === 4)!;
    expect(reach.rolls).toBe(2);
    const events = a.ok(moveTo(a, 'red', 3, 0, 4), 7, 2, 2, 2, 7, 2, 2, 2);
    expect(ofType(events, 'roll').map((r) => r.purpose)).toEqual(['climb', 'climb']);
    expect(a.at('red')).toEqual([3.5, 0.5, 4]);
  });

  it('Acrobatic (X) re-rolls up to X missed dice of the climb, never the Destiny Dice', () => {
    const a = climber({ profile: 'the-guild-prince-of-thieves' });
    // DEXTERITY 5: 2-2-2-2-2, dice 1 and 2 re-rolled into 8 and 2
    const events = a.ok(moveTo(a, 'red', 2, 1, 4), 2, 2, 2, 2, 2, 8, 2);
    const roll = ofType(events, 'roll')[0]!;
    expect(roll.rerolled).toEqual([1, 2]);
    expect(roll.result).toBe('success');
    expect(roll.modifiers).toContain('Acrobatic: re-roll 2');
  });
});

describe('Difficult Ground', () => {
  const ROWS = ['.ddd....', '........'];
  const walker = () =>
    arena({
      rows: ROWS,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [0, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [7, 1] },
      },
    });

  it('needs one DEXTERITY roll to cross', () => {
    const a = walker();
    const events = a.ok(moveTo(a, 'red', 4, 0), 7, 2, 2, 2);
    expect(ofType(events, 'roll').map((r) => r.purpose)).toEqual(['difficult-ground']);
    expect(a.at('red')).toEqual([4.5, 0.5, 0]);
  });

  it('stops before it on a Fail', () => {
    const a = walker();
    a.ok(moveTo(a, 'red', 4, 0), 2, 2, 2, 2);
    expect(a.at('red')).toEqual([0.5, 0.5, 0]);
  });
});

describe('falling: the DEXTERITY table', () => {
  // climbing down a 4″ house from its roof at (2, 1) to (3, 1); a Fumble falls the whole 4″
  const faller = (ground = '.', over: Partial<FigureSpec> = {}) =>
    arena({
      rows: ['......', `..4${ground}..`, '......'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [2, 1, 4], stats: { move: 6 }, ...over },
        blue: { gang: 1, profile: CITIZEN, at: [5, 2] },
      },
    });
  const fumbleDown = (a: Arena, ...fallDice: number[]) =>
    a.ok(moveTo(a, 'red', 3, 1), 1, 2, 2, 2, ...fallDice);

  it('Success: 1 Life Point less per Ace', () => {
    const a = faller();
    const events = fumbleDown(a, 7, 8, 2, 2);
    expect(ofType(events, 'fall')[0]).toMatchObject({ from: 4, to: 0, inches: 4 });
    expect(a.lp('red')).toBe(11 - 2);
    expect(a.at('red')).toEqual([3.5, 1.5, 0]);
  });

  it('Critical: 2 Life Points less, plus 1 per Ace', () => {
    const a = faller();
    fumbleDown(a, 10, 7, 2, 2);
    expect(a.lp('red')).toBe(11);
  });

  it('Fail: the full distance in Life Points', () => {
    const a = faller();
    fumbleDown(a, 2, 2, 2, 2);
    expect(a.lp('red')).toBe(11 - 4);
  });

  it('Fumble: the full distance and a Stunned counter', () => {
    const a = faller();
    fumbleDown(a, 1, 2, 2, 2);
    expect(a.lp('red')).toBe(11 - 4);
    expect(hasTag(a.m.world, a.eid('red'), a.m.world.components.Stunned)).toBe(true);
  });

  it('costs nothing for a fall shortened to 1″ or less by a Soft landing spot', () => {
    const a = faller('s');
    const events = fumbleDown(a);
    expect(ofType(events, 'fall')).toHaveLength(1);
    expect(ofType(events, 'roll')).toHaveLength(1);
    expect(a.lp('red')).toBe(11);
  });

  it('adds 4″ onto a Dangerous landing spot', () => {
    const a = faller('x');
    fumbleDown(a, 2, 2, 2, 2);
    expect(a.lp('red')).toBe(11 - 8);
  });

  it('can be a casualty', () => {
    const a = faller('.', { lp: 3 });
    const events = fumbleDown(a, 2, 2, 2, 2);
    expect(ofType(events, 'casualty')).toHaveLength(1);
    expect(a.onBoard('red')).toBe(false);
  });
});

describe('charging', () => {
  it('ends the move in base contact and makes an Attack of Opportunity', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [0, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [4, 1] },
      },
    });
    const events = a.ok(moveTo(a, 'red', 3, 1), 4, 2, 2, 2, 2, 2);
    expect(typesOf(events)).toEqual([
      'turn-start',
      'action',
      'move',
      'attack-of-opportunity',
      'action',
      'roll',
      'damage',
      'roll',
      'life-points',
    ]);
    expect(ofType(events, 'move')[0]!.charge).toBe(a.id('blue'));
    expect(ofType(events, 'attack-of-opportunity')[0]).toMatchObject({
      character: a.id('red'),
      target: a.id('blue'),
      reason: 'charging',
    });
    expect(ofType(events, 'action').map((e) => e.ap)).toEqual([1, 0]);
    expect(ofType(events, 'roll')[0]).toMatchObject({
      purpose: 'attack-of-opportunity',
      character: a.id('red'),
    });
    expect(a.lp('blue')).toBe(10);
    expect(a.ap('red')).toBe(1);
  });

  it('cannot carry on past the enemy it charges', () => {
    const a = arena({
      rows: ['........'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [0, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [7, 0] },
      },
    });
    a.m.world.components.Position.x[a.eid('blue')] = 3.5;
    refused(a, moveTo(a, 'red', 4, 0), /out of reach/);
  });

  it('from 3″ or more above: Penetration −5 for the Attack of Opportunity', () => {
    const a = arena({
      rows: ['.3....', '......'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 0, 3] },
        blue: { gang: 1, profile: CITIZEN, at: [3, 0] },
      },
    });
    // climb down 3″ (roll 7-2-2-2), charge: attack 4-2-2, Protection 3 − 5 → no dice
    const events = a.ok(moveTo(a, 'red', 2, 0), 7, 2, 2, 2, 4, 2, 2);
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
});

describe('disengaging: the Opposed DEXTERITY table', () => {
  const engaged = (red: Partial<FigureSpec> = {}, blue: Partial<FigureSpec> = {}) =>
    arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 1], ...red },
        blue: { gang: 1, profile: CITIZEN, at: [2, 1], ...blue },
      },
    });
  const away = (a: Arena) => moveTo(a, 'red', 0, 3);

  it('Success: moves away; the enemy rolls first', () => {
    const a = engaged();
    const events = a.ok(away(a), 2, 2, 2, 2, 7, 2, 2, 2);
    expect(typesOf(events)).toEqual(['turn-start', 'action', 'roll', 'roll', 'move']);
    const [theirs, mine] = ofType(events, 'roll');
    expect(theirs).toMatchObject({
      kind: 'opposed',
      purpose: 'disengage',
      character: a.id('blue'),
      pool: 4,
      aces: 0,
    });
    expect(mine).toMatchObject({
      kind: 'opposed',
      purpose: 'disengage',
      character: a.id('red'),
      pool: 4,
      result: 'success',
      opposedBy: { character: a.id('blue'), dice: [2, 2, 2, 2], aces: 0 },
    });
    expect(a.at('red')).toEqual([0.5, 3.5, 0]);
  });

  it("Success with fewer dice: each of the enemy's Aces removes one", () => {
    const a = engaged();
    const events = a.ok(away(a), 7, 8, 2, 2, 7, 2);
    const mine = ofType(events, 'roll')[1]!;
    expect(mine.pool).toBe(2);
    expect(mine.dice).toEqual([7, 2]);
    expect(mine.modifiers).toContain('opposed: −2');
    expect(a.at('red')).toEqual([0.5, 3.5, 0]);
  });

  it('Fail: the enemy makes an Attack of Opportunity, then the character moves away', () => {
    const a = engaged();
    // no Ace against 2 Aces of 4: two dice left, 2-2; the enemy's attack 4-2-2 hits, Protection 2-2-2
    const events = a.ok(away(a), 7, 8, 2, 2, 2, 2, 4, 2, 2, 2, 2, 2);
    expect(typesOf(events)).toEqual([
      'turn-start',
      'action',
      'roll',
      'roll',
      'attack-of-opportunity',
      'action',
      'roll',
      'damage',
      'roll',
      'life-points',
      'move',
    ]);
    expect(ofType(events, 'attack-of-opportunity')[0]).toMatchObject({
      character: a.id('blue'),
      target: a.id('red'),
      reason: 'disengaging',
    });
    expect(a.lp('red')).toBe(10);
    expect(a.at('red')).toEqual([0.5, 3.5, 0]);
  });

  it('Fail with every die removed: a Fail, never a Fumble', () => {
    const a = engaged();
    const events = a.ok(away(a), 7, 8, 9, 10, 2, 2, 2);
    const mine = ofType(events, 'roll')[1]!;
    expect(mine).toMatchObject({ pool: 0, dice: [], result: 'fail' });
    expect(a.at('red')).toEqual([0.5, 3.5, 0]);
  });

  it('Critical: moves away', () => {
    const a = engaged();
    const events = a.ok(away(a), 2, 2, 2, 2, 10, 7, 2, 2);
    expect(ofType(events, 'roll')[1]!.result).toBe('critical');
    expect(ofType(events, 'attack-of-opportunity')).toHaveLength(0);
    expect(a.at('red')).toEqual([0.5, 3.5, 0]);
  });

  it('Fumble: the enemy makes an Attack of Opportunity and the character stays', () => {
    const a = engaged();
    const events = a.ok(away(a), 2, 2, 2, 2, 1, 2, 2, 2, 2, 2, 2);
    expect(typesOf(events)).toEqual([
      'turn-start',
      'action',
      'roll',
      'roll',
      'attack-of-opportunity',
      'action',
      'roll',
    ]);
    expect(a.at('red')).toEqual([1.5, 1.5, 0]);
    expect(a.ap('red')).toBe(1);
  });

  it('gives the smaller base +1 DEXTERITY, attacking or defending', () => {
    const small = engaged({}, { profile: ESCORT });
    const events = small.ok(away(small), 2, 2, 2, 2, 7, 2, 2, 2, 2);
    expect(ofType(events, 'roll').map((r) => [r.character, r.pool])).toEqual([
      [small.id('blue'), 4],
      [small.id('red'), 5],
    ]);
    const large = engaged({ profile: ESCORT }, {});
    const again = large.ok(away(large), 2, 2, 2, 2, 2, 7, 2, 2, 2);
    expect(ofType(again, 'roll').map((r) => [r.character, r.pool])).toEqual([
      [large.id('blue'), 5],
      [large.id('red'), 4],
    ]);
  });

  it('needs no roll to move while staying in base contact', () => {
    const a = engaged();
    const events = a.ok(moveTo(a, 'red', 1, 2));
    expect(ofType(events, 'roll')).toHaveLength(0);
    expect(a.at('red')).toEqual([1.5, 2.5, 0]);
  });
});
