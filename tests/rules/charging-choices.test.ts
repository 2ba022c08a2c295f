/**
 * The players' choices in charging and disengaging (rulebook "Charging & Disengaging"): the charging player picks
 * the enemy its Attack of Opportunity strikes; the opposing player picks which of its characters stops a
 * disengage. Both are `choose` decisions, asked only when there are two or more to pick from.
 *
 * Citizens: MOVE 4, DEXTERITY 4, ATTACK 3, PROTECTION 3, 11 LP, 30 mm bases, Improvised Weapon (Damage 0).
 * A charging attack 4-2-2 (one Ace) then Protection 2-2-2 (none) takes 1 Life Point.
 */
import { describe, expect, it } from 'vitest';
import { chargeOdds } from '../../src/rules/combat/opportunity.ts';
import { declineOf } from '../../src/rules/core/decisions.ts';
import { chancesOf, opposedOutcomes } from '../../src/rules/core/probability.ts';
import type { ChoiceDecision, Command, PendingDecision } from '../../src/rules/core/types.ts';
import { chargeStartZ, disengageChances } from '../../src/rules/movement/charging.ts';
import { chargePreview } from '../../src/rules/read/preview.ts';
import { asIfAt } from '../../src/rules/state/hypothetical.ts';
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

const DANCER = 'the-guild-dancer'; // 30 mm, D6, Slippery
const BARBER = 'the-guild-barber'; // 30 mm, D5, Engage, Straight Razor (Penetration −3)
const HIT = [4, 2, 2, 2, 2, 2];

function choice(d: PendingDecision | null): ChoiceDecision {
  if (d?.type !== 'choose') throw new Error(`expected a choose decision, got ${d?.type ?? 'none'}`);
  return d;
}

function pick(a: Arena, character: string, option: string): Command {
  return { type: 'decide', decision: 'choose', character: a.id(character), option };
}

/** Red in the west charges toward (3, 1), where it touches both blues diagonally. */
function twoToCharge(blue2: Partial<FigureSpec> = {}): Arena {
  return arena({
    rows: ['........', '........', '........'],
    figures: {
      red: { gang: 0, profile: CITIZEN, at: [0, 1] },
      blue1: { gang: 1, profile: CITIZEN, at: [4, 0] },
      blue2: { gang: 1, profile: CITIZEN, at: [4, 2], ...blue2 },
    },
  });
}

describe('charging two or more enemies: the charging player picks the target', () => {
  it('asks the charger’s gang, after the move’s rolls and before the move event; options[0] is the engine’s pick', () => {
    const a = twoToCharge();
    const events = a.ok(moveTo(a, 'red', 3, 1));
    expect(typesOf(events)).toEqual(['turn-start', 'action', 'decision']);
    const d = choice(a.m.pending);
    expect(d).toMatchObject({ gang: 'red', character: a.id('red'), purpose: 'charge-target' });
    expect(d.options).toEqual([
      { id: a.id('blue1'), label: 'Citizen', figure: a.id('blue1') },
      { id: a.id('blue2'), label: 'Citizen 2', figure: a.id('blue2') },
    ]);
    expect(chargeStartZ(d)).toBe(0);
    // The charger is already where the move ends.
    expect(a.at('red')).toEqual([3.5, 1.5, 0]);
  });

  it('the engine’s pick comes first: the enemy the attack is expected to hurt most', () => {
    const a = twoToCharge({ stats: { protection: 1 } });
    a.ok(moveTo(a, 'red', 3, 1));
    expect(choice(a.m.pending).options.map((o) => o.figure)).toEqual([a.id('blue2'), a.id('blue1')]);
  });

  for (const target of ['blue1', 'blue2'] as const) {
    it(`answering ${target}: the move charges it and the Attack of Opportunity strikes it`, () => {
      const a = twoToCharge();
      a.ok(moveTo(a, 'red', 3, 1));
      const events = a.ok(pick(a, 'red', a.id(target)), ...HIT);
      expect(typesOf(events).slice(0, 3)).toEqual(['move', 'attack-of-opportunity', 'action']);
      expect(ofType(events, 'move')[0]!.charge).toBe(a.id(target));
      expect(ofType(events, 'attack-of-opportunity')[0]).toMatchObject({
        character: a.id('red'),
        target: a.id(target),
        reason: 'charging',
      });
      const other = target === 'blue1' ? 'blue2' : 'blue1';
      expect(a.lp(target)).toBe(10);
      expect(a.lp(other)).toBe(11);
      expect(a.dice.remaining()).toBe(0);
      expect(a.m.pending).toBeNull();
    });
  }

  it('declining takes options[0]', () => {
    const a = twoToCharge({ stats: { protection: 1 } });
    a.ok(moveTo(a, 'red', 3, 1));
    const d = choice(a.m.pending);
    expect(declineOf(d)).toEqual(pick(a, 'red', a.id('blue2')));
    const events = a.ok(declineOf(d), 4, 2, 2, 2);
    expect(ofType(events, 'attack-of-opportunity')[0]!.target).toBe(a.id('blue2'));
  });

  it('refuses an option that is not offered, or an answer for another character, and changes nothing', () => {
    const a = arena({
      rows: ['........', '........', '........'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [0, 1] },
        blue1: { gang: 1, profile: CITIZEN, at: [4, 0] },
        blue2: { gang: 1, profile: CITIZEN, at: [4, 2] },
        blue3: { gang: 1, profile: CITIZEN, at: [7, 2] },
      },
    });
    a.ok(moveTo(a, 'red', 3, 1));
    refused(a, pick(a, 'red', 'nobody'), /no option "nobody"/);
    refused(a, pick(a, 'red', a.id('blue3')), /no option/);
    refused(a, pick(a, 'blue1', a.id('blue1')), /decision is/);
    refused(a, { type: 'decide', decision: 'will-points', character: a.id('red'), amount: 0 }, /choose/);
    expect(choice(a.m.pending).purpose).toBe('charge-target');
  });

  it('asks nothing when only one enemy is charged', () => {
    const a = twoToCharge();
    a.m.world.components.Position.x[a.eid('blue2')] = 7.5;
    const events = a.ok(moveTo(a, 'red', 3, 1), ...HIT);
    expect(ofType(events, 'decision')).toHaveLength(0);
    expect(ofType(events, 'move')[0]!.charge).toBe(a.id('blue1'));
  });

  it('a Jump that charges two enemies asks too, after the jump event', () => {
    const a = twoToCharge();
    // jump 7-2-2-2: a Success, 2″ + 1″ per Ace (up to the point): from (0, 1) to (3, 1)
    a.ok({ type: 'jump', actor: a.id('red'), to: [3.5, 1.5, 0] }, 7, 7, 2, 2);
    expect(a.at('red')).toEqual([3.5, 1.5, 0]);
    const d = choice(a.m.pending);
    expect(d.purpose).toBe('charge-target');
    expect(ofType(a.m.log, 'jump')).toHaveLength(1);
    const events = a.ok(pick(a, 'red', a.id('blue2')), ...HIT);
    expect(ofType(events, 'attack-of-opportunity')[0]!.target).toBe(a.id('blue2'));
    expect(a.lp('blue2')).toBe(10);
  });

  it('labels a charge from above, and strikes with Penetration −5', () => {
    const a = arena({
      rows: ['........', '...3....', '........'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [3, 1, 3] },
        blue1: { gang: 1, profile: CITIZEN, at: [4, 0] },
        blue2: { gang: 1, profile: CITIZEN, at: [4, 2] },
      },
    });
    // climb down 3″ onto (4, 1) with a Success (7-2-2-2)
    a.ok(moveTo(a, 'red', 4, 1), 7, 2, 2, 2);
    const d = choice(a.m.pending);
    expect(d.options.map((o) => o.label)).toEqual(['Citizen, from above', 'Citizen 2, from above']);
    expect(chargeStartZ(d)).toBe(3);
    const events = a.ok(pick(a, 'red', a.id('blue2')), 4, 2, 2);
    expect(ofType(events, 'attack-of-opportunity')[0]).toMatchObject({
      target: a.id('blue2'),
      reason: 'charging from above',
    });
    expect(a.lp('blue2')).toBe(10);
  });
});

/** Red in base contact with two blues (west and north of it), running away south-west. */
function twoHolding(red: Partial<FigureSpec> = {}, blue1: Partial<FigureSpec> = {}): Arena {
  return arena({
    rows: ['........', '........', '........', '........', '........'],
    figures: {
      red: { gang: 0, profile: CITIZEN, at: [2, 1], ...red },
      blue1: { gang: 1, profile: CITIZEN, at: [3, 1], ...blue1 },
      blue2: { gang: 1, profile: CITIZEN, at: [2, 0], stats: { dex: 5 } },
    },
  });
}

describe('disengaging from two or more enemies: the opposing player picks who rolls', () => {
  it('asks the opposing gang before any die; options[0] is the engine’s pick (best DEXTERITY)', () => {
    const a = twoHolding();
    const rolled = a.dice.rolled.length;
    const events = a.ok(moveTo(a, 'red', 0, 3));
    expect(typesOf(events)).toEqual(['turn-start', 'action', 'decision']);
    const d = choice(a.m.pending);
    expect(d).toMatchObject({ gang: 'blue', character: a.id('red'), purpose: 'disengage-opponent' });
    expect(d.options).toEqual([
      { id: a.id('blue2'), label: 'Citizen 2', figure: a.id('blue2') },
      { id: a.id('blue1'), label: 'Citizen', figure: a.id('blue1') },
    ]);
    expect(a.dice.rolled).toHaveLength(rolled);
  });

  it('answering blue1: blue1 rolls its 4 dice, and its Attack of Opportunity follows a Fail', () => {
    const a = twoHolding();
    a.ok(moveTo(a, 'red', 0, 3));
    // blue1 7-8-2-2 (two Aces), red 2-2: a Fail; blue1 attacks 4-2-2, Protection 2-2-2
    const events = a.ok(pick(a, 'red', a.id('blue1')), 7, 8, 2, 2, 2, 2, 4, 2, 2, 2, 2, 2);
    const [theirs, mine] = ofType(events, 'roll');
    expect(theirs).toMatchObject({ purpose: 'disengage', character: a.id('blue1'), pool: 4 });
    expect(mine).toMatchObject({ character: a.id('red'), result: 'fail' });
    expect(mine!.opposedBy?.character).toBe(a.id('blue1'));
    expect(ofType(events, 'attack-of-opportunity')[0]).toMatchObject({
      character: a.id('blue1'),
      target: a.id('red'),
      reason: 'disengaging',
    });
    expect(a.lp('red')).toBe(10);
    expect(a.at('red')).toEqual([0.5, 3.5, 0]);
    expect(a.dice.remaining()).toBe(0);
  });

  it('answering blue2: blue2 rolls its 5 dice', () => {
    const a = twoHolding();
    a.ok(moveTo(a, 'red', 0, 3));
    const events = a.ok(pick(a, 'red', a.id('blue2')), 2, 2, 2, 2, 2, 7, 2, 2, 2);
    const [theirs, mine] = ofType(events, 'roll');
    expect(theirs).toMatchObject({ character: a.id('blue2'), pool: 5, aces: 0 });
    expect(mine).toMatchObject({ character: a.id('red'), pool: 4, result: 'success' });
    expect(a.at('red')).toEqual([0.5, 3.5, 0]);
  });

  it('declining takes options[0]; a wrong option is refused and changes nothing', () => {
    const a = twoHolding();
    a.ok(moveTo(a, 'red', 0, 3));
    refused(a, pick(a, 'red', a.id('red')), /no option/);
    refused(a, pick(a, 'blue1', a.id('blue1')), /decision is/);
    const events = a.ok(declineOf(choice(a.m.pending)), 2, 2, 2, 2, 2, 7, 2, 2, 2);
    expect(ofType(events, 'roll')[0]!.character).toBe(a.id('blue2'));
  });

  it('asks nothing when only one enemy is left behind', () => {
    const a = twoHolding();
    // (3, 0) stays in contact with blue2 and blue1 — no disengage at all
    const none = a.ok(moveTo(a, 'red', 3, 0));
    expect(ofType(none, 'decision')).toHaveLength(0);
    // from (3, 0): south to (3, 2) stays beside blue1 and leaves only blue2
    const events = a.ok(moveTo(a, 'red', 3, 2), 2, 2, 2, 2, 2, 7, 2, 2, 2);
    expect(ofType(events, 'decision')).toHaveLength(0);
    expect(ofType(events, 'roll')[0]!.character).toBe(a.id('blue2'));
  });

  it('a Slippery character is not asked about: every pick lets it go; with an Engage among them it is', () => {
    const a = twoHolding({ profile: DANCER });
    const events = a.ok(moveTo(a, 'red', 0, 3));
    expect(ofType(events, 'decision')).toHaveLength(0);
    expect(a.at('red')).toEqual([0.5, 3.5, 0]);

    const b = twoHolding({ profile: DANCER }, { profile: BARBER });
    b.ok(moveTo(b, 'red', 0, 3));
    const d = choice(b.m.pending);
    expect(d.options.map((o) => o.figure)).toEqual([b.id('blue1'), b.id('blue2')]);
    // Picking the citizen: the Dancer's Slippery wins without a roll
    const events2 = b.ok(pick(b, 'red', b.id('blue2')));
    expect(ofType(events2, 'roll')).toHaveLength(0);
    expect(b.at('red')).toEqual([0.5, 3.5, 0]);
  });

  it('with enemies of several gangs, the gang of the engine’s pick chooses among its own', () => {
    const a = arena({
      rows: ['........', '........', '........', '........', '........'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [2, 1] },
        blue1: { gang: 1, profile: CITIZEN, at: [3, 1] },
        blue2: { gang: 1, profile: CITIZEN, at: [3, 0], stats: { dex: 5 } },
        green: { gang: 2, profile: CITIZEN, at: [2, 0] },
      },
    });
    a.ok(moveTo(a, 'red', 0, 3));
    const d = choice(a.m.pending);
    expect(d.gang).toBe('blue');
    expect(d.options.map((o) => o.figure)).toEqual([a.id('blue2'), a.id('blue1')]);
  });

  it('crossing a barricade two enemies defend asks the defenders’ gang', () => {
    const a = arena({
      rows: ['...l...', '...l...', '...l...', '...l...', '...l...'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [2, 0] },
        blue1: { gang: 1, profile: CITIZEN, at: [4, 2] },
        blue2: { gang: 1, profile: CITIZEN, at: [4, 3] },
      },
    });
    a.ok(moveTo(a, 'red', 5, 0));
    const d = choice(a.m.pending);
    expect(d).toMatchObject({ gang: 'blue', purpose: 'disengage-opponent' });
    const events = a.ok(pick(a, 'red', a.id('blue2')), 2, 2, 2, 2, 5, 7, 2, 2);
    expect(ofType(events, 'roll')[0]!.character).toBe(a.id('blue2'));
    expect(a.at('red')).toEqual([5.5, 0.5, 0]);
  });
});

describe('disengageChances', () => {
  it('is the Opposed DEXTERITY Roll of the two, or certain with Slippery or Engage', () => {
    const a = twoHolding();
    expect(disengageChances(a.m, a.eid('red'), a.eid('blue2'))).toEqual(chancesOf(opposedOutcomes(4, 5, 7)));
    const b = twoHolding({ profile: DANCER }, { profile: BARBER });
    expect(disengageChances(b.m, b.eid('red'), b.eid('blue2')).success).toBe(1);
    expect(disengageChances(b.m, b.eid('red'), b.eid('blue1'))).toEqual(chancesOf(opposedOutcomes(6, 5, 7)));
    const c = twoHolding({}, { profile: BARBER });
    expect(disengageChances(c.m, c.eid('red'), c.eid('blue1')).fail).toBe(1);
  });
});

describe('the charge preview: whom a move would charge, with the odds of its Attack of Opportunity', () => {
  const node = (a: Arena, i: number, j: number) => a.m.board.surfacesAt(i, j)[0]!;

  it('names both enemies a move would touch, each with the exact odds the charge would strike with', () => {
    const a = twoToCharge();
    const red = a.m.ids.get(a.id('red'))!;
    const charged = chargePreview(a.m, red, node(a, 3, 1));
    expect(charged.map((c) => c.foe).sort()).toEqual([a.id('blue1'), a.id('blue2')].sort());
    for (const c of charged) {
      expect(c.fromAbove).toBe(false);
      const foe = a.m.ids.get(c.foe)!;
      // The odds are those of red standing where the move ends.
      expect(chargeOdds(a.m, red, foe, false)).toBeNull();
      expect(c.odds).toEqual(asIfAt(a.m, red, node(a, 3, 1), () => chargeOdds(a.m, red, foe, false)));
      expect(c.odds!.chances.success + c.odds!.chances.critical).toBeGreaterThan(0);
    }
  });

  it('charges nobody where no enemy is touched, nor an enemy already in base contact', () => {
    const a = twoToCharge();
    const red = a.m.ids.get(a.id('red'))!;
    expect(chargePreview(a.m, red, node(a, 1, 1))).toEqual([]);
    const b = arena({
      rows: ['........', '........'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [3, 0] },
        blue: { gang: 1, profile: CITIZEN, at: [4, 0] },
      },
    });
    // Red touches blue already: a step that keeps the contact is no charge.
    expect(chargePreview(b.m, b.m.ids.get(b.id('red'))!, node(b, 3, 1))).toEqual([]);
  });
});
