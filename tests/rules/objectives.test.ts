/**
 * What characters do with Primary Objectives (rulebook "Primary Objective": Claimable, Destructible, Hidden, Mobile;
 * "Mindless", "Limited Movement", "Pickpocket"; src/rules/scenario/objectives.ts, src/rules/state/objective-state.ts,
 * src/rules/match/actions/objectives.ts), played through the engine's one door with forced dice. Objectives are set
 * up by hand on small boards; a carrier is given its Objective by hand where the test is about carrying.
 */
import { describe, expect, it } from 'vitest';
import type { ObjectiveKind } from '../../src/content/scenarios.ts';
import { planAttack, weaponOf } from '../../src/rules/combat/combat.ts';
import type { Command, MatchEvent } from '../../src/rules/core/types.ts';
import { actionsOf, legalCommands } from '../../src/rules/match/legal.ts';
import { mayClaim } from '../../src/rules/scenario/objectives.ts';
import {
  carriedBy,
  carrierOf,
  claimOf,
  objectiveAt,
  objectivesOf,
  pickUpObjective,
  touchesObjective,
} from '../../src/rules/state/objective-state.ts';
import { strike } from './helpers/agendas.ts';
import {
  type Arena,
  arena,
  CITIZEN,
  combat,
  endTurn,
  type FigureSpec,
  moveTo,
  ofType,
  refused,
} from './helpers/arena.ts';
import { initiativeFor, objectiveEid, objectiveOptions, pick, placeAt } from './helpers/objectives.ts';
import { cast, caster, choose, enemy, SUCCESS } from './helpers/spell-caster.ts';

const OPEN = ['..........', '..........', '..........', '..........'];
const MINDLESS = 'strigoi-varcolac'; // 40 mm, Mindless (no Companion), AP 3
const LIMITED = 'strigoi-sinker'; // 30 mm, Limited Movement, AP 2
const THIEF = 'the-guild-thief'; // 30 mm, M5 D5, Pickpocket, CP 1

/** A red figure at (1, 1) beside the Objective's column (2, 1), a blue one far off, and `more`. */
function scene(kinds: readonly ObjectiveKind[], more: Record<string, FigureSpec> = {}, scenario?: string) {
  const a = arena({
    rows: OPEN,
    figures: {
      red: { gang: 0, profile: CITIZEN, at: [1, 1] },
      blue: { gang: 1, profile: CITIZEN, at: [8, 3] },
      ...more,
    },
    ...(scenario ? { scenario } : {}),
  });
  const o = placeAt(a, kinds, [2, 1]);
  return { a, o };
}

/** `who` carries Objective `o` (set up by hand: the test is about carrying it). */
function carrying(a: Arena, who: string, o: string): void {
  pickUpObjective(a.m, objectiveEid(a, o), a.eid(who));
}

/**
 * A Combat action of `actor` (a Citizen: Improvised Weapon, Damage 0) against `target` whose Attack Roll scores `aces` Aces (9s, the rest 2s) and whose
 * Protection Roll saves nothing (2s): the target loses `aces` Life Points plus the weapon's Damage.
 */
function hit(a: Arena, actor: string, target: string, aces: number): MatchEvent[] {
  const weapon = weaponOf(a.m, a.eid(actor), 'Improvised Weapon')!;
  const plan = planAttack(a.m, a.eid(actor), a.eid(target), weapon);
  const attack = Array.from({ length: plan.attack.pool }, (_, k) => (k < aces ? 9 : 2));
  const protection = Array.from({ length: plan.protection.pool }, () => 2);
  const events = a.ok(combat(a, actor, target), ...attack, ...protection);
  expect(a.dice.remaining()).toBe(0);
  return events;
}

describe('Claimable', () => {
  it('a character that ends its turn in base contact claims it for its gang', () => {
    const { a, o } = scene(['claimable']);
    const events = a.ok(endTurn(a, 'red'));
    expect(ofType(events, 'objective-claimed')).toEqual([
      expect.objectContaining({ objective: o, gang: 'red', character: a.id('red') }),
    ]);
    expect(claimOf(a.m, objectiveEid(a, o))).toBe(0);
    // it cannot be picked up: the choice is not asked
    expect(objectiveOptions(a)).toBeNull();
  });

  it('one that ends its turn a column away (out of base contact) claims nothing', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [8, 3] },
      },
    });
    const o = placeAt(a, ['claimable'], [3, 1]);
    const events = a.ok(endTurn(a, 'red'));
    expect(ofType(events, 'objective-claimed')).toEqual([]);
    expect(claimOf(a.m, objectiveEid(a, o))).toBe(-1);
  });

  it('not while the character is in base contact with an enemy', () => {
    // blue at (0, 1) touches red, not the Objective at (2, 1)
    const { a, o } = scene(['claimable'], { foe: { gang: 1, profile: CITIZEN, at: [0, 1] } });
    const events = a.ok(endTurn(a, 'red'));
    expect(ofType(events, 'objective-claimed')).toEqual([]);
    expect(claimOf(a.m, objectiveEid(a, o))).toBe(-1);
  });

  it('not while the Objective is in base contact with an enemy', () => {
    // blue at (3, 1) touches the Objective at (2, 1), not red at (1, 1)
    const { a, o } = scene(['claimable'], { foe: { gang: 1, profile: CITIZEN, at: [3, 1] } });
    expect(touchesObjective(a.m, a.eid('foe'), objectiveEid(a, o))).toBe(true);
    const events = a.ok(endTurn(a, 'red'));
    expect(ofType(events, 'objective-claimed')).toEqual([]);
    expect(claimOf(a.m, objectiveEid(a, o))).toBe(-1);
  });

  it('a Mindless character claims as anyone does', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: MINDLESS, at: [1, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [8, 3] },
      },
    });
    const o = placeAt(a, ['claimable'], [2, 1]);
    const events = a.ok(endTurn(a, 'red'));
    expect(ofType(events, 'objective-claimed')).toEqual([
      expect.objectContaining({ objective: o, gang: 'red' }),
    ]);
  });

  it('stays claimed: by default another gang ending its turn on it later does not reclaim it', () => {
    // blue starts 3″ from the column beyond the Objective
    const { a, o } = scene(['claimable'], { blue: { gang: 1, profile: CITIZEN, at: [6, 1] } });
    a.ok(endTurn(a, 'red'));
    expect(claimOf(a.m, objectiveEid(a, o))).toBe(0);
    // round 2, red first: red walks off, blue walks on
    a.ok(endTurn(a, 'blue'), ...initiativeFor(0));
    expect(a.m.round).toBe(2);
    a.ok(moveTo(a, 'red', 1, 3));
    a.ok(endTurn(a, 'red'));
    a.ok(moveTo(a, 'blue', 3, 1));
    expect(touchesObjective(a.m, a.eid('blue'), objectiveEid(a, o))).toBe(true);
    expect(touchesObjective(a.m, a.eid('red'), objectiveEid(a, o))).toBe(false);
    const events = a.ok(endTurn(a, 'blue'), ...initiativeFor(0));
    expect(ofType(events, 'objective-claimed')).toEqual([]);
    expect(claimOf(a.m, objectiveEid(a, o))).toBe(0);
    expect(mayClaim(a.m, objectiveEid(a, o), 1)).toBe(false);
  });
});

describe('Destructible', () => {
  it('a character that began its turn in base contact spends 1 AP to remove it from the game', () => {
    const { a, o } = scene(['destructible']);
    a.ok({ type: 'activate', actor: a.id('red') });
    const ap = a.ap('red');
    const cmd: Command = { type: 'destroy-objective', actor: a.id('red'), objective: o };
    // among the commands of a character about to be activated
    expect(actionsOf(a.m, a.eid('red'))).toContainEqual(cmd);
    const events = a.ok(cmd);
    expect(ofType(events, 'action')).toEqual([
      expect.objectContaining({ character: a.id('red'), action: 'destroy-objective', ap: 1 }),
    ]);
    expect(ofType(events, 'objective-destroyed')).toEqual([
      expect.objectContaining({ objective: o, character: a.id('red') }),
    ]);
    expect(a.ap('red')).toBe(ap - 1);
    expect(objectiveEid(a, o)).toBe(-1);
    expect(objectivesOf(a.m)).toEqual([]);
  });

  it('as the first command of the turn, which begins it in base contact', () => {
    const { a, o } = scene(['destructible']);
    const cmd: Command = { type: 'destroy-objective', actor: a.id('red'), objective: o };
    // among the commands of a character about to be activated
    expect(actionsOf(a.m, a.eid('red'))).toContainEqual(cmd);
    const events = a.ok(cmd);
    expect(ofType(events, 'turn-start')).toHaveLength(1);
    expect(ofType(events, 'objective-destroyed')).toHaveLength(1);
    expect(objectiveEid(a, o)).toBe(-1);
  });

  it('refused to a character that only came into base contact during its turn', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [5, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [8, 3] },
      },
    });
    const o = placeAt(a, ['destructible'], [2, 1]);
    a.ok(moveTo(a, 'red', 3, 1));
    expect(touchesObjective(a.m, a.eid('red'), objectiveEid(a, o))).toBe(true);
    refused(
      a,
      { type: 'destroy-objective', actor: a.id('red'), objective: o },
      /only a character that began its turn in base contact with it/,
    );
    expect(objectiveEid(a, o)).toBeGreaterThanOrEqual(0);
  });

  it('refused for an Objective that is not Destructible', () => {
    const { a, o } = scene(['claimable']);
    a.ok({ type: 'activate', actor: a.id('red') });
    refused(
      a,
      { type: 'destroy-objective', actor: a.id('red'), objective: o },
      /this Objective cannot be destroyed/,
    );
  });
});

describe('Hidden', () => {
  it('a character ending its turn in base contact reveals it: its number is said then, not when it is set up', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [8, 3] },
      },
    });
    const o = placeAt(a, ['hidden'], [2, 1], { value: 3 });
    const placed = ofType(a.m.log, 'objective-placed');
    expect(placed).toHaveLength(1);
    expect(Object.keys(placed[0]!).sort()).toEqual(
      ['claimedBy', 'kinds', 'objective', 'round', 'seq', 'type', 'vp', 'x', 'y', 'z'].sort(),
    );
    const events = a.ok(endTurn(a, 'red'));
    expect(ofType(events, 'objective-revealed')).toEqual([
      expect.objectContaining({ objective: o, character: a.id('red'), value: 3 }),
    ]);
    expect(a.m.world.components.Objective.revealed[objectiveEid(a, o)]).toBe(1);
  });

  it('one marked without a number is revealed with value null', () => {
    const { a, o } = scene(['hidden']);
    const events = a.ok(endTurn(a, 'red'));
    expect(ofType(events, 'objective-revealed')).toEqual([
      expect.objectContaining({ objective: o, value: null }),
    ]);
  });

  it('also while an enemy touches the Objective: only the character must be out of base contact with enemies', () => {
    // blue at (3, 1) touches the Objective at (2, 1), not red at (1, 1)
    const { a, o } = scene(['hidden'], { foe: { gang: 1, profile: CITIZEN, at: [3, 1] } });
    const events = a.ok(endTurn(a, 'red'));
    expect(ofType(events, 'objective-revealed')).toEqual([
      expect.objectContaining({ objective: o, character: a.id('red') }),
    ]);
  });

  it('not by a character in base contact with an enemy', () => {
    const { a, o } = scene(['hidden'], { foe: { gang: 1, profile: CITIZEN, at: [0, 1] } });
    const events = a.ok(endTurn(a, 'red'));
    expect(ofType(events, 'objective-revealed')).toEqual([]);
    expect(a.m.world.components.Objective.revealed[objectiveEid(a, o)]).toBe(0);
  });
});

describe('Mobile: picking up', () => {
  it('offered as the turn ends in base contact; picked up, it is off the table and with its carrier', () => {
    const { a, o } = scene(['mobile']);
    a.ok(endTurn(a, 'red'));
    expect(a.m.pending).toMatchObject({ type: 'choose', purpose: 'objective', gang: 'red' });
    expect(objectiveOptions(a)).toEqual(['none', `pick-up:${o}`]);
    const events = a.ok(pick(a, `pick-up:${o}`));
    expect(ofType(events, 'objective-picked-up')).toEqual([
      expect.objectContaining({ objective: o, character: a.id('red') }),
    ]);
    const eid = objectiveEid(a, o);
    expect(carrierOf(a.m, eid)).toBe(a.eid('red'));
    expect(touchesObjective(a.m, a.eid('red'), eid)).toBe(false);
    expect(objectiveAt(a.m, eid)).toEqual(a.at('red'));
    // the turn is over: blue's turn comes
    expect(ofType(events, 'turn-end')).toEqual([expect.objectContaining({ character: a.id('red') })]);
  });

  it('left where it lies when the player answers none', () => {
    const { a, o } = scene(['mobile']);
    a.ok(endTurn(a, 'red'));
    const events = a.ok(pick(a, 'none'));
    expect(ofType(events, 'objective-picked-up')).toEqual([]);
    expect(carrierOf(a.m, objectiveEid(a, o))).toBe(-1);
  });

  it('not offered out of base contact', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [8, 3] },
      },
    });
    placeAt(a, ['mobile'], [3, 1]);
    a.ok(endTurn(a, 'red'));
    expect(objectiveOptions(a)).toBeNull();
  });

  it('not offered to a character in base contact with an enemy', () => {
    const { a } = scene(['mobile'], { foe: { gang: 1, profile: CITIZEN, at: [0, 1] } });
    a.ok(endTurn(a, 'red'));
    expect(objectiveOptions(a)).toBeNull();
  });

  it('one at a time: a carrier is not offered a second one it touches', () => {
    const { a, o } = scene(['mobile']);
    const second = placeAt(a, ['mobile'], [1, 2]);
    carrying(a, 'red', o);
    expect(touchesObjective(a.m, a.eid('red'), objectiveEid(a, second))).toBe(true);
    a.ok(endTurn(a, 'red'));
    expect(objectiveOptions(a)).toBeNull();
    expect(carriedBy(a.m, a.eid('red'))).toBe(objectiveEid(a, o));
  });

  it('two within reach are both offered; the one picked is carried, the other stays', () => {
    const { a, o } = scene(['mobile']);
    const second = placeAt(a, ['mobile'], [1, 2]);
    a.ok(endTurn(a, 'red'));
    expect(objectiveOptions(a)).toEqual(['none', `pick-up:${o}`, `pick-up:${second}`]);
    a.ok(pick(a, `pick-up:${second}`));
    expect(carriedBy(a.m, a.eid('red'))).toBe(objectiveEid(a, second));
    expect(carrierOf(a.m, objectiveEid(a, o))).toBe(-1);
  });

  it('never by a character with Limited Movement (a Citizen in its place is asked)', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: LIMITED, at: [1, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [8, 3] },
      },
    });
    placeAt(a, ['mobile'], [2, 1]);
    a.ok(endTurn(a, 'red'));
    expect(objectiveOptions(a)).toBeNull();
  });
});

describe('Mobile: the carrier', () => {
  it('makes only Run/Climb actions: others are refused with the reason', () => {
    const { a, o } = scene(['mobile'], { foe: { gang: 1, profile: CITIZEN, at: [1, 2] } });
    carrying(a, 'red', o);
    const reason = /a character carrying an Objective may only Run\/Climb \(or drop it\)/;
    refused(a, combat(a, 'red', 'foe'), reason);
    refused(a, { type: 'hide', actor: a.id('red') }, reason);
    refused(a, { type: 'jump', actor: a.id('red'), to: [4.5, 1.5, 0] }, reason);
    expect(legalCommands(a.m).some((c) => c.type === 'combat' && c.actor === a.id('red'))).toBe(false);
    // Nor are they listed: the legal commands are those submit accepts (the action bar, the computer).
    const types = new Set(actionsOf(a.m, a.eid('red')).map((c) => c.type));
    expect([...types].filter((t) => !['run-climb', 'end-turn', 'ability'].includes(t))).toEqual([]);
  });

  it('makes no Attack of Opportunity: its charge ends in base contact without one', () => {
    const { a, o } = scene(['mobile'], { foe: { gang: 1, profile: CITIZEN, at: [5, 1] } });
    carrying(a, 'red', o);
    const events = a.ok(moveTo(a, 'red', 4, 1));
    expect(ofType(events, 'attack-of-opportunity')).toEqual([]);
    expect(a.dice.remaining()).toBe(0);
    // the same charge without the Objective strikes
    const free = scene(['mobile'], { foe: { gang: 1, profile: CITIZEN, at: [5, 1] } });
    const struck = free.a.ok(moveTo(free.a, 'red', 4, 1), 9, 9, 9, 2, 2, 2);
    expect(ofType(struck, 'attack-of-opportunity')).toHaveLength(1);
  });

  it('may Run/Climb, the Objective going with it', () => {
    const { a, o } = scene(['mobile']);
    carrying(a, 'red', o);
    a.ok(moveTo(a, 'red', 4, 1));
    expect(objectiveAt(a.m, objectiveEid(a, o))).toEqual([4.5, 1.5, 0]);
  });

  it('drops it, free, right after an action: it lies in base contact where the carrier stands', () => {
    const { a, o } = scene(['mobile']);
    carrying(a, 'red', o);
    a.ok(moveTo(a, 'red', 4, 1));
    const ap = a.ap('red');
    const cmd: Command = { type: 'drop-objective', actor: a.id('red') };
    expect(legalCommands(a.m)).toContainEqual(cmd);
    const events = a.ok(cmd);
    expect(ofType(events, 'objective-dropped')).toEqual([
      expect.objectContaining({ objective: o, character: a.id('red'), why: 'chosen', x: 4.5, y: 1.5, z: 0 }),
    ]);
    expect(a.ap('red')).toBe(ap);
    const eid = objectiveEid(a, o);
    expect(carrierOf(a.m, eid)).toBe(-1);
    expect(touchesObjective(a.m, a.eid('red'), eid)).toBe(true);
  });

  it('may not drop it as the first command of its turn, nor after activating', () => {
    const { a, o } = scene(['mobile']);
    carrying(a, 'red', o);
    const cmd: Command = { type: 'drop-objective', actor: a.id('red') };
    const reason = /an Objective is dropped right after one of the carrier’s actions/;
    refused(a, cmd, reason);
    a.ok({ type: 'activate', actor: a.id('red') });
    refused(a, cmd, reason);
    expect(legalCommands(a.m)).not.toContainEqual(cmd);
  });

  it('drops it after the move that spends its last Action Point (thenDrop), as that move ends', () => {
    const { a, o } = scene(['mobile']);
    carrying(a, 'red', o);
    // Walk one inch a move until one Action Point is left, then make the last move with thenDrop.
    a.ok(moveTo(a, 'red', 2, 2));
    let i = 2;
    while (a.ap('red') > 1) a.ok(moveTo(a, 'red', ++i, 2));
    expect(a.ap('red')).toBe(1);
    const events = a.ok({ ...moveTo(a, 'red', i + 1, 2), thenDrop: true } as Command);
    const dropped = ofType(events, 'objective-dropped');
    expect(dropped).toEqual([
      expect.objectContaining({
        objective: o,
        character: a.id('red'),
        why: 'chosen',
        x: i + 1.5,
        y: 2.5,
        z: 0,
      }),
    ]);
    // dropped before the turn ended: the move's last Action Point ends the turn
    const kinds = events.map((e) => e.type);
    expect(kinds.indexOf('objective-dropped')).toBeLessThan(kinds.indexOf('turn-end'));
    expect(carrierOf(a.m, objectiveEid(a, o))).toBe(-1);
    expect(objectiveAt(a.m, objectiveEid(a, o))).toEqual([i + 1.5, 2.5, 0]);
  });

  it('thenDrop is refused for a character carrying nothing, and a move without it keeps the Objective', () => {
    const { a, o } = scene(['mobile']);
    refused(a, { ...moveTo(a, 'red', 1, 2), thenDrop: true } as Command, /carries no Objective to drop/);
    carrying(a, 'red', o);
    const events = a.ok(moveTo(a, 'red', 1, 2));
    expect(ofType(events, 'objective-dropped')).toEqual([]);
    expect(carrierOf(a.m, objectiveEid(a, o))).toBe(a.eid('red'));
  });

  it('a character carrying nothing has nothing to drop', () => {
    const { a } = scene(['mobile']);
    a.ok(moveTo(a, 'red', 1, 2));
    refused(a, { type: 'drop-objective', actor: a.id('red') }, /carries no Objective/);
  });

  it('drops it when it loses 3 Life Points in one action; 2 are not enough', () => {
    const two = scene(['mobile'], { foe: { gang: 1, profile: CITIZEN, at: [1, 2] } });
    carrying(two.a, 'red', two.o);
    two.a.ok(endTurn(two.a, 'red'));
    const kept = hit(two.a, 'foe', 'red', 2);
    expect(two.a.lp('red')).toBe(9);
    expect(ofType(kept, 'objective-dropped')).toEqual([]);
    expect(carrierOf(two.a.m, objectiveEid(two.a, two.o))).toBe(two.a.eid('red'));

    const three = scene(['mobile'], { foe: { gang: 1, profile: CITIZEN, at: [1, 2] } });
    carrying(three.a, 'red', three.o);
    three.a.ok(endTurn(three.a, 'red'));
    const dropped = hit(three.a, 'foe', 'red', 3);
    expect(three.a.lp('red')).toBe(8);
    expect(ofType(dropped, 'objective-dropped')).toEqual([
      expect.objectContaining({ objective: three.o, character: three.a.id('red'), why: 'life-points' }),
    ]);
    const eid = objectiveEid(three.a, three.o);
    expect(carrierOf(three.a.m, eid)).toBe(-1);
    expect(objectiveAt(three.a.m, eid)).toEqual(three.a.at('red'));
  });

  it('taken out, it drops it where it stood', () => {
    const { a, o } = scene(['mobile'], {
      red: { gang: 0, profile: CITIZEN, at: [1, 1], lp: 1 },
      foe: { gang: 1, profile: CITIZEN, at: [1, 2] },
    });
    carrying(a, 'red', o);
    const stood = a.at('red');
    a.ok(endTurn(a, 'red'));
    const events = strike(a, 'foe', 'red');
    expect(a.onBoard('red')).toBe(false);
    const dropped = ofType(events, 'objective-dropped');
    expect(dropped).toEqual([expect.objectContaining({ objective: o, why: 'removed' })]);
    expect(events.findIndex((e) => e.type === 'casualty')).toBeLessThan(events.indexOf(dropped[0]!));
    const eid = objectiveEid(a, o);
    expect(carrierOf(a.m, eid)).toBe(-1);
    expect(objectiveAt(a.m, eid)).toEqual(stood);
  });

  it('lifted off the table by Gateway, it drops it where it stood', () => {
    const a = caster(['gateway'], { e: enemy([2, 1]) });
    const o = placeAt(a, ['mobile'], [3, 1]);
    carrying(a, 'e', o);
    const stood = a.at('e');
    const events = [...a.ok(cast(a, 'gateway', ['e']), ...SUCCESS)];
    const spot = a.m.pending?.type === 'choose' ? a.m.pending.options[0]!.id : '';
    events.push(...a.ok(choose(a, spot)));
    expect(ofType(events, 'objective-dropped')).toEqual([
      expect.objectContaining({ objective: o, character: a.id('e'), why: 'removed' }),
    ]);
    expect(a.at('e')).not.toEqual(stood);
    const eid = objectiveEid(a, o);
    expect(carrierOf(a.m, eid)).toBe(-1);
    expect(objectiveAt(a.m, eid)).toEqual(stood);
  });

  it('a friend ending its turn in base contact with the carrier may take it', () => {
    const { a, o } = scene(['mobile'], { pal: { gang: 0, profile: CITIZEN, at: [1, 2] } });
    carrying(a, 'red', o);
    a.ok(endTurn(a, 'red'));
    a.ok(endTurn(a, 'blue'));
    a.ok(endTurn(a, 'pal'));
    expect(objectiveOptions(a)).toEqual(['none', `take:${o}`]);
    // the round ends with pal's turn: the next round's initiative follows
    const events = a.ok(pick(a, `take:${o}`), ...initiativeFor(0));
    expect(ofType(events, 'objective-taken')).toEqual([
      expect.objectContaining({ objective: o, character: a.id('pal'), from: a.id('red') }),
    ]);
    expect(carriedBy(a.m, a.eid('pal'))).toBe(objectiveEid(a, o));
    expect(carriedBy(a.m, a.eid('red'))).toBe(-1);
  });

  it('an enemy ending its turn in base contact with the carrier is not offered it', () => {
    const { a, o } = scene(['mobile'], { foe: { gang: 1, profile: CITIZEN, at: [1, 2] } });
    carrying(a, 'red', o);
    a.ok(endTurn(a, 'red'));
    a.ok(endTurn(a, 'foe'));
    expect(objectiveOptions(a)).toBeNull();
    expect(carrierOf(a.m, objectiveEid(a, o))).toBe(a.eid('red'));
  });
});

describe('Mobile: Pickpocket', () => {
  /** Blue's Thief (DEX 5) in base contact with red's carrier (DEX 4), blue first. */
  const heist = () => {
    const a = arena({
      rows: OPEN,
      first: 1,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [2, 1] },
        thief: { gang: 1, profile: THIEF, at: [1, 1], wp: 0, wpStart: 3 },
      },
    });
    const o = placeAt(a, ['mobile'], [3, 3]);
    carrying(a, 'red', o);
    return { a, o };
  };

  it('a successful disengage takes the carrier’s Objective', () => {
    const { a, o } = heist();
    // the carrier rolls first (2-2-2-2: no Ace), then the Thief 7-2-2-2-2: one Ace, a Success
    const events = a.ok(moveTo(a, 'thief', 0, 3), 2, 2, 2, 2, 7, 2, 2, 2, 2);
    expect(a.dice.remaining()).toBe(0);
    expect(ofType(events, 'objective-taken')).toEqual([
      expect.objectContaining({ objective: o, character: a.id('thief'), from: a.id('red') }),
    ]);
    expect(carriedBy(a.m, a.eid('thief'))).toBe(objectiveEid(a, o));
    expect(objectiveAt(a.m, objectiveEid(a, o))).toEqual(a.at('thief'));
  });

  it('a failed disengage takes nothing', () => {
    const { a, o } = heist();
    // the carrier's 7-8-2-2 (two Aces) leave the Thief 3 dice, 2-2-2: a Fail; the carrier, holding the Objective,
    // makes no Attack of Opportunity
    const events = a.ok(moveTo(a, 'thief', 0, 3), 7, 8, 2, 2, 2, 2, 2);
    expect(a.dice.remaining()).toBe(0);
    expect(ofType(events, 'attack-of-opportunity')).toEqual([]);
    expect(ofType(events, 'objective-taken')).toEqual([]);
    expect(carrierOf(a.m, objectiveEid(a, o))).toBe(a.eid('red'));
  });
});
