/**
 * What achieves the Agendas of the fight (rulebook "Agendas"; src/rules/scenario/agendas/conditions.ts and facts.ts): kills
 * by role and how they were made, Drowns, Grapples and standing among enemies, played through the engine's one door
 * with forced dice. The cards are put in a gang's hand and the engine watches them after each command.
 */
import { describe, expect, it } from 'vitest';
import type { Command, MatchEvent } from '../../src/rules/core/types.ts';
import { agendaStateOf } from '../../src/rules/index.ts';
import { enemiesTouching } from '../../src/rules/scenario/agendas/board-looks.ts';
import { FactReader } from '../../src/rules/scenario/agendas/facts.ts';
import { SNIPER_RANGE } from '../../src/rules/scenario/agendas/kill-agendas.ts';
import { distanceBetween } from '../../src/rules/state/match-state.ts';
import { achieved, holding, strike } from './helpers/agendas.ts';
import {
  type Arena,
  arena,
  CHAPLAIN,
  CITIZEN,
  combat,
  ESCORT,
  endTurn,
  moveTo,
  ofType,
  RECRUITER,
} from './helpers/arena.ts';

const KING = 'the-guild-king-for-a-day'; // a Leader: ATTACK 4, Staff of Credit (Penetration −3), 2 AP
const OPEN = ['..........', '..........', '..........', '..........'];

describe('kills by role', () => {
  /** Red: a Leader, a Hero and a Henchman; blue: a Leader, a Hero and a Henchman on 1 Life Point, and a bystander. */
  const gangs = () =>
    arena({
      rows: OPEN,
      figures: {
        king: { gang: 0, profile: KING, at: [1, 0], cp: 0 },
        hero: { gang: 0, profile: CHAPLAIN, at: [1, 1], cp: 0 },
        hench: { gang: 0, profile: CITIZEN, at: [1, 2] },
        hench2: { gang: 0, profile: CITIZEN, at: [3, 0] },
        boss: { gang: 1, profile: KING, at: [2, 0], lp: 1, cp: 0 },
        champ: { gang: 1, profile: CHAPLAIN, at: [2, 1], lp: 1, cp: 0 },
        lackey: { gang: 1, profile: CITIZEN, at: [2, 2], lp: 1 },
        far: { gang: 1, profile: CITIZEN, at: [9, 3] },
      },
    });

  it('Heroic Duel: our Leader takes out the enemy Leader; taking out their Hero does not count', () => {
    const a = gangs();
    holding(a, 0, 'heroic-duel', 'hostile-takeover');
    strike(a, 'king', 'champ');
    expect(a.onBoard('champ')).toBe(false);
    expect(achieved(a, 0, 'heroic-duel')).toBe(false);
    strike(a, 'king', 'boss');
    expect(a.onBoard('boss')).toBe(false);
    expect(achieved(a, 0, 'heroic-duel')).toBe(true);
    // the Leader, not a Hero, took the Leader out
    expect(achieved(a, 0, 'hostile-takeover')).toBe(false);
  });

  it('Hostile Takeover: our Hero takes out the enemy Leader; taking out a Hero does not count', () => {
    const a = gangs();
    holding(a, 0, 'hostile-takeover', 'heroic-duel');
    strike(a, 'hero', 'champ');
    expect(achieved(a, 0, 'hostile-takeover')).toBe(false);
    strike(a, 'hero', 'boss');
    expect(achieved(a, 0, 'hostile-takeover')).toBe(true);
    expect(achieved(a, 0, 'heroic-duel')).toBe(false);
  });

  it('Ideas Above Your Station: our Henchman takes out an enemy Hero (or Leader); a Henchman victim does not count', () => {
    const a = gangs();
    holding(a, 0, 'ideas-above-your-station');
    strike(a, 'hench', 'lackey');
    expect(a.onBoard('lackey')).toBe(false);
    expect(achieved(a, 0, 'ideas-above-your-station')).toBe(false);
    strike(a, 'hench', 'champ');
    expect(achieved(a, 0, 'ideas-above-your-station')).toBe(true);
  });

  it('Ideas Above Your Station: an enemy Leader counts too; our Leader taking out the Hero does not', () => {
    const a = gangs();
    holding(a, 0, 'ideas-above-your-station');
    strike(a, 'king', 'champ');
    expect(achieved(a, 0, 'ideas-above-your-station')).toBe(false);
    a.ok(endTurn(a, 'king'));
    a.ok(endTurn(a, 'far'));
    strike(a, 'hench2', 'boss');
    expect(achieved(a, 0, 'ideas-above-your-station')).toBe(true);
  });

  it('a kill is credited to the striker only: the enemy gang holding the same Agenda achieves nothing', () => {
    const a = gangs();
    holding(a, 1, 'ideas-above-your-station', 'heroic-duel');
    strike(a, 'king', 'boss');
    strike(a, 'king', 'champ');
    expect(achieved(a, 1, 'heroic-duel')).toBe(false);
    expect(achieved(a, 1, 'ideas-above-your-station')).toBe(false);
  });
});

describe('three kills', () => {
  /**
   * Red: `red` (a profile) at (1, 1), a Hero and a Citizen; blue: Citizens on 1 Life Point, three around (1, 1),
   * one beside each other red, and one far away.
   */
  const crowd = (red: string, apMax = 2) =>
    arena({
      rows: OPEN,
      figures: {
        one: { gang: 0, profile: red, at: [1, 1], cp: 0, apMax },
        two: { gang: 0, profile: CHAPLAIN, at: [5, 3], cp: 0 },
        three: { gang: 0, profile: CITIZEN, at: [7, 3] },
        v1: { gang: 1, profile: CITIZEN, at: [2, 1], lp: 1 },
        v2: { gang: 1, profile: CITIZEN, at: [1, 0], lp: 1 },
        v3: { gang: 1, profile: CITIZEN, at: [1, 2], lp: 1 },
        v4: { gang: 1, profile: CITIZEN, at: [6, 3], lp: 1 },
        v5: { gang: 1, profile: CITIZEN, at: [7, 2], lp: 1 },
        far: { gang: 1, profile: CITIZEN, at: [9, 0] },
      },
    });

  it('One-Person Army: one Leader takes out three enemies', () => {
    const a = crowd(KING, 3);
    holding(a, 0, 'one-person-army');
    strike(a, 'one', 'v1');
    strike(a, 'one', 'v2');
    expect(achieved(a, 0, 'one-person-army')).toBe(false);
    strike(a, 'one', 'v3');
    expect(ofType(a.m.log, 'casualty')).toHaveLength(3);
    expect(achieved(a, 0, 'one-person-army')).toBe(true);
  });

  it('One-Person Army: two by the Leader and one by a Hero is not it', () => {
    const a = crowd(KING);
    holding(a, 0, 'one-person-army');
    strike(a, 'one', 'v1');
    strike(a, 'one', 'v2');
    a.ok(endTurn(a, 'far'));
    strike(a, 'two', 'v4');
    expect(ofType(a.m.log, 'casualty')).toHaveLength(3);
    expect(achieved(a, 0, 'one-person-army')).toBe(false);
  });

  it('Cut Them Down: our Heroes take out three between them; two by a Hero and one by a Henchman is not it', () => {
    const a = crowd(CHAPLAIN);
    holding(a, 0, 'cut-them-down');
    strike(a, 'one', 'v1');
    strike(a, 'one', 'v2');
    a.ok(endTurn(a, 'far'));
    expect(achieved(a, 0, 'cut-them-down')).toBe(false);
    strike(a, 'two', 'v4');
    expect(achieved(a, 0, 'cut-them-down')).toBe(true);

    const b = crowd(CHAPLAIN);
    holding(b, 0, 'cut-them-down');
    strike(b, 'one', 'v1');
    strike(b, 'one', 'v2');
    b.ok(endTurn(b, 'far'));
    strike(b, 'three', 'v4');
    expect(achieved(b, 0, 'cut-them-down')).toBe(false);
  });

  it("Blood Frenzy: our Henchmen take out three between them; a Hero's kill does not count", () => {
    const a = crowd(CITIZEN);
    holding(a, 0, 'blood-frenzy');
    strike(a, 'one', 'v1');
    strike(a, 'one', 'v2');
    a.ok(endTurn(a, 'far'));
    strike(a, 'two', 'v4');
    a.ok(endTurn(a, 'two'));
    expect(achieved(a, 0, 'blood-frenzy')).toBe(false);
    a.ok(endTurn(a, 'v3'));
    strike(a, 'three', 'v5');
    expect(achieved(a, 0, 'blood-frenzy')).toBe(true);
  });
});

describe('how the enemy is taken out', () => {
  // The canal (`~`) lies 1″ below the quay; swimmers in it can be drowned from the quay in base contact.
  const QUAY = ['..........', '..~~~~~~..', '..........', '..........'];
  const drown = (a: Arena, actor: string, target: string): Command => ({
    type: 'drown',
    actor: a.id(actor),
    target: a.id(target),
  });

  it('Watery Grave: an enemy taken out by our Drown action; one taken out by Combat is not', () => {
    const a = arena({
      rows: QUAY,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [3, 0] },
        swimmer: { gang: 1, profile: CITIZEN, at: [3, 1], lp: 1 },
        diver: { gang: 1, profile: CITIZEN, at: [4, 1], lp: 3 },
        far: { gang: 1, profile: CITIZEN, at: [9, 3] },
      },
    });
    holding(a, 0, 'watery-grave');
    strike(a, 'red', 'swimmer');
    expect(a.onBoard('swimmer')).toBe(false);
    expect(achieved(a, 0, 'watery-grave')).toBe(false);
    // the diver rolls 2-2-2, red 7-2-2: a Success, 2 + 1 Life Points lost
    const events = a.ok(drown(a, 'red', 'diver'), 2, 2, 2, 7, 2, 2);
    expect(ofType(events, 'life-points')[0]).toMatchObject({ lpBefore: 3, lpAfter: 0, cause: 'drown' });
    expect(a.onBoard('diver')).toBe(false);
    expect(achieved(a, 0, 'watery-grave')).toBe(true);
  });

  it('Watery Grave and Let the Tide Take Them: a charge answered with Drown is a Drown action too', () => {
    const a = arena({
      rows: QUAY,
      askOpportunityKind: true,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [5, 0] },
        swimmer: { gang: 1, profile: CITIZEN, at: [3, 1], lp: 4 },
        far: { gang: 1, profile: CITIZEN, at: [9, 3] },
      },
    });
    holding(a, 0, 'watery-grave', 'let-the-tide-take-them');
    a.ok(moveTo(a, 'red', 4, 0));
    expect(a.m.pending).toMatchObject({ type: 'choose', purpose: 'opportunity-kind' });
    // the swimmer rolls 2-2-2, red 7-7-2: two Aces, 2 + 2 Life Points lost
    const events = a.ok(
      { type: 'decide', decision: 'choose', character: a.id('red'), option: 'drown' },
      2,
      2,
      2,
      7,
      7,
      2,
    );
    expect(ofType(events, 'action')[0]).toMatchObject({ action: 'drown', ap: 0 });
    expect(a.onBoard('swimmer')).toBe(false);
    expect(achieved(a, 0, 'watery-grave')).toBe(true);
    expect(agendaStateOf(a.m).hands[0]![1]!.memo.seen).toEqual([a.eid('swimmer')]);
  });

  it('Let the Tide Take Them: Drown actions against three different enemies, won or not', () => {
    const figures = {
      red: { gang: 0, profile: CITIZEN, at: [3, 0], apMax: 3 },
      s1: { gang: 1, profile: CITIZEN, at: [2, 1] },
      s2: { gang: 1, profile: CITIZEN, at: [3, 1] },
      s3: { gang: 1, profile: CITIZEN, at: [4, 1] },
    } as const;
    const a = arena({ rows: QUAY, figures });
    holding(a, 0, 'let-the-tide-take-them');
    for (const s of ['s1', 's2'] as const) a.ok(drown(a, 'red', s), 2, 2, 2, 2, 2, 2);
    expect(achieved(a, 0, 'let-the-tide-take-them')).toBe(false);
    a.ok(drown(a, 'red', 's3'), 2, 2, 2, 2, 2, 2);
    expect(a.lp('s3')).toBe(11);
    expect(achieved(a, 0, 'let-the-tide-take-them')).toBe(true);

    // the same enemy twice is one enemy
    const b = arena({ rows: QUAY, figures });
    holding(b, 0, 'let-the-tide-take-them');
    for (const s of ['s1', 's1', 's2'] as const) b.ok(drown(b, 'red', s), 2, 2, 2, 2, 2, 2);
    expect(ofType(b.m.log, 'action').filter((e) => e.action === 'drown')).toHaveLength(3);
    expect(achieved(b, 0, 'let-the-tide-take-them')).toBe(false);
  });

  it('Venetian Sniper: a Combat action from 6″ away takes the enemy out; from under 6″ it does not count', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        bow: { gang: 0, profile: RECRUITER, at: [0, 0], cp: 0 },
        near: { gang: 1, profile: CITIZEN, at: [7, 1], lp: 1 },
        far: { gang: 1, profile: CITIZEN, at: [8, 3], lp: 1 },
        other: { gang: 1, profile: CITIZEN, at: [9, 0] },
      },
    });
    holding(a, 0, 'venetian-sniper');
    const near = distanceBetween(a.m, a.eid('bow'), a.eid('near'));
    expect(near).toBeLessThan(SNIPER_RANGE);
    expect(near).toBeGreaterThan(5);
    strike(a, 'bow', 'near', 'Handbow');
    expect(a.onBoard('near')).toBe(false);
    expect(achieved(a, 0, 'venetian-sniper')).toBe(false);
    expect(distanceBetween(a.m, a.eid('bow'), a.eid('far'))).toBeGreaterThanOrEqual(SNIPER_RANGE);
    strike(a, 'bow', 'far', 'Handbow');
    expect(a.onBoard('far')).toBe(false);
    expect(achieved(a, 0, 'venetian-sniper')).toBe(true);
  });

  it('Keep the Monsters at Bay: an enemy on a larger base; one on the same base does not count', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [1, 1] },
        small: { gang: 1, profile: CITIZEN, at: [1, 0], lp: 1 },
        big: { gang: 1, profile: ESCORT, at: [2, 1], lp: 1 },
        far: { gang: 1, profile: CITIZEN, at: [9, 3] },
      },
    });
    holding(a, 0, 'keep-the-monsters-at-bay');
    strike(a, 'red', 'small');
    expect(a.onBoard('small')).toBe(false);
    expect(achieved(a, 0, 'keep-the-monsters-at-bay')).toBe(false);
    strike(a, 'red', 'big');
    expect(a.onBoard('big')).toBe(false);
    expect(achieved(a, 0, 'keep-the-monsters-at-bay')).toBe(true);
  });

  it("Don't Let Them Hide: an enemy in cover; one taken out in the open does not count", () => {
    const a = arena({
      rows: ['..........', '..........', '.....55555', '..........'],
      figures: {
        bow: { gang: 0, profile: RECRUITER, at: [0, 3], cp: 0 },
        open: { gang: 1, profile: CITIZEN, at: [3, 3], lp: 1 },
        hidden: { gang: 1, profile: CITIZEN, at: [5, 1], lp: 1 },
        far: { gang: 1, profile: CITIZEN, at: [9, 0] },
      },
    });
    holding(a, 0, 'dont-let-them-hide');
    strike(a, 'bow', 'open', 'Handbow');
    expect(a.onBoard('open')).toBe(false);
    expect(achieved(a, 0, 'dont-let-them-hide')).toBe(false);
    const save = ofType(strike(a, 'bow', 'hidden', 'Handbow'), 'roll')[1]!;
    expect(save.modifiers).toContain('cover +1');
    expect(a.onBoard('hidden')).toBe(false);
    expect(achieved(a, 0, 'dont-let-them-hide')).toBe(true);
  });

  it("Don't Let Them Hide: a barricade between is cover too (Light +1, Heavy +2)", () => {
    for (const row of ['....l.....', '....h.....']) {
      const a = arena({
        rows: ['..........', row, '..........'],
        figures: {
          bow: { gang: 0, profile: RECRUITER, at: [0, 1], cp: 0 },
          hidden: { gang: 1, profile: CITIZEN, at: [5, 1], lp: 1 },
          far: { gang: 1, profile: CITIZEN, at: [9, 2] },
        },
      });
      holding(a, 0, 'dont-let-them-hide');
      const save = ofType(strike(a, 'bow', 'hidden', 'Handbow'), 'roll')[1]!;
      expect(save.modifiers.some((m) => m.endsWith('barricade +1') || m.endsWith('barricade +2'))).toBe(true);
      expect(a.onBoard('hidden')).toBe(false);
      expect(achieved(a, 0, 'dont-let-them-hide')).toBe(true);
    }
  });

  it('No Mercy: 8 Damage to one enemy in one turn; 7 in a turn, or more spread over two turns, does not count', () => {
    // Escorts: ATTACK 3, Sword Damage +1: three Aces are 4 Damage, two are 3
    const a = arena({
      rows: OPEN,
      figures: {
        e1: { gang: 0, profile: ESCORT, at: [1, 1] },
        e2: { gang: 0, profile: ESCORT, at: [3, 1] },
        blue: { gang: 1, profile: CITIZEN, at: [2, 1], lp: 30 },
        far: { gang: 1, profile: CITIZEN, at: [9, 3] },
      },
    });
    holding(a, 0, 'no-mercy');
    const hit = (who: string, ...attack: number[]) =>
      ofType(a.ok(combat(a, who, 'blue', 'Sword'), ...attack, 2, 2, 2), 'damage')[0]!.damage;
    expect(hit('e1', 9, 9, 9)).toBe(4);
    expect(hit('e1', 9, 9, 2)).toBe(3);
    // 7 in e1's turn
    expect(achieved(a, 0, 'no-mercy')).toBe(false);
    a.ok(endTurn(a, 'far'));
    // 4 in e2's turn: 11 from the gang in the round, but over two turns
    hit('e2', 9, 9, 9);
    expect(achieved(a, 0, 'no-mercy')).toBe(false);
    hit('e2', 9, 9, 9);
    expect(a.lp('blue')).toBe(30 - 15);
    expect(achieved(a, 0, 'no-mercy')).toBe(true);
  });
});

describe('Grapples', () => {
  const grapple = (a: Arena, actor: string, target: string, i: number, j: number, z = 0): Command => ({
    type: 'grapple',
    actor: a.id(actor),
    target: a.id(target),
    to: [i + 0.5, j + 0.5, z],
  });

  it('Bully: a Grapple leaves the enemy in base contact with one of ours; thrown clear of us it does not', () => {
    const throwBeside = (palAt: readonly [number, number]) => {
      const a = arena({
        rows: OPEN,
        figures: {
          red: { gang: 0, profile: CITIZEN, at: [1, 1] },
          pal: { gang: 0, profile: CITIZEN, at: palAt },
          blue: { gang: 1, profile: CITIZEN, at: [2, 1] },
          far: { gang: 1, profile: CITIZEN, at: [9, 0] },
        },
      });
      holding(a, 0, 'bully');
      // blue rolls 2-2-2, red 7-2-2: a Success, 3″ toward the spot
      a.ok(grapple(a, 'red', 'blue', 5, 1), 2, 2, 2, 7, 2, 2);
      expect(a.at('blue')).toEqual([5.5, 1.5, 0]);
      return achieved(a, 0, 'bully');
    };
    expect(throwBeside([6, 1])).toBe(true);
    expect(throwBeside([7, 3])).toBe(false);
  });

  it('Get Them Wet: two enemies thrown into the water; a Grapple onto the street does not count', () => {
    const a = arena({
      rows: ['..........', '....~~~~..', '....~~~~..', '..........'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [2, 1], apMax: 3 },
        b1: { gang: 1, profile: CITIZEN, at: [3, 1] },
        b2: { gang: 1, profile: CITIZEN, at: [3, 2] },
        b3: { gang: 1, profile: CITIZEN, at: [2, 0] },
      },
    });
    holding(a, 0, 'get-them-wet');
    a.ok(grapple(a, 'red', 'b1', 5, 1, -1), 2, 2, 2, 7, 2, 2);
    expect(a.at('b1')).toEqual([5.5, 1.5, -1]);
    expect(achieved(a, 0, 'get-them-wet')).toBe(false);
    a.ok(grapple(a, 'red', 'b3', 0, 0), 2, 2, 2, 7, 2, 2);
    expect(a.at('b3')).toEqual([0.5, 0.5, 0]);
    expect(achieved(a, 0, 'get-them-wet')).toBe(false);
    a.ok(grapple(a, 'red', 'b2', 5, 2, -1), 2, 2, 2, 7, 2, 2);
    expect(a.at('b2')).toEqual([5.5, 2.5, -1]);
    expect(achieved(a, 0, 'get-them-wet')).toBe(true);
  });
});

describe('standing among enemies', () => {
  /** `who` (a profile) in the west; blues at (4, 0), (4, 2) and, with `third`, (4, 1): all touch (3, 1). */
  const ring = (who: string, third: boolean) =>
    arena({
      rows: OPEN,
      figures: {
        red: { gang: 0, profile: who, at: [0, 1], cp: 0 },
        b1: { gang: 1, profile: CITIZEN, at: [4, 0] },
        b2: { gang: 1, profile: CITIZEN, at: [4, 2] },
        ...(third ? { b3: { gang: 1, profile: CITIZEN, at: [4, 1] } } : {}),
      },
    });

  /** Red charges to (3, 1), picks the first enemy for its Attack of Opportunity, and misses. */
  const chargeIn = (a: Arena) => {
    a.ok(moveTo(a, 'red', 3, 1));
    const d = a.m.pending;
    if (d?.type !== 'choose' || d.purpose !== 'charge-target') throw new Error('no charge-target choice');
    const misses = Array.from({ length: a.m.world.components.Stats.attack[a.eid('red')]! }, () => 2);
    a.ok({ type: 'decide', decision: 'choose', character: a.id('red'), option: d.options[0]!.id }, ...misses);
    expect(a.dice.remaining()).toBe(0);
    expect(enemiesTouching(a.m, a.eid('red'))).toBe(a.m.setup.gangs[1]!.roster.length);
  };

  it('Inspiring Leadership: our Leader in base contact with two enemies; a Henchman there is not our Leader', () => {
    const a = ring(KING, false);
    holding(a, 0, 'inspiring-leadership', 'decoy');
    chargeIn(a);
    expect(achieved(a, 0, 'inspiring-leadership')).toBe(true);
    expect(achieved(a, 0, 'decoy')).toBe(false);
    const b = ring(CITIZEN, false);
    holding(b, 0, 'inspiring-leadership');
    chargeIn(b);
    expect(achieved(b, 0, 'inspiring-leadership')).toBe(false);
  });

  it('Decoy: a Hero or Henchman in base contact with three enemies; with two, or as the Leader, it is not', () => {
    const a = ring(CITIZEN, true);
    holding(a, 0, 'decoy');
    chargeIn(a);
    expect(achieved(a, 0, 'decoy')).toBe(true);
    const b = ring(CITIZEN, false);
    holding(b, 0, 'decoy');
    chargeIn(b);
    expect(achieved(b, 0, 'decoy')).toBe(false);
    const c = ring(KING, true);
    holding(c, 0, 'decoy');
    chargeIn(c);
    expect(achieved(c, 0, 'decoy')).toBe(false);
  });
});

describe('who a fall is credited to (facts.ts)', () => {
  /**
   * The log of a turn: blue's King climbs away from red's, red's Attack of Opportunity misses, then blue falls
   * (`self`); or red grapples blue, who falls (`grappled`).
   */
  function climbAndFall(faller: 'self' | 'grappled') {
    const a = arena({
      rows: OPEN,
      figures: { red: { gang: 0, profile: KING, at: [0, 0] }, blue: { gang: 1, profile: KING, at: [1, 0] } },
    });
    const [red, blue] = [a.id('red'), a.id('blue')];
    const roll = (character: string, purpose: string) =>
      ({
        type: 'roll',
        kind: 'basic',
        character,
        purpose,
        dice: [2],
        rerolled: [],
        aceOn: 7,
        aces: 0,
        result: 'fail',
        pool: 1,
        modifiers: [],
      }) as const;
    const actor = faller === 'self' ? blue : red;
    const events = [
      { type: 'turn-start', character: actor, gang: 'x', ap: 2 },
      { type: 'action', character: actor, action: faller === 'self' ? 'run-climb' : 'grapple', ap: 1 },
      ...(faller === 'self'
        ? [
            { type: 'attack-of-opportunity', character: red, target: blue, reason: 'disengaging' },
            roll(red, 'attack-of-opportunity'),
          ]
        : []),
      roll(blue, 'fall'),
      { type: 'life-points', character: blue, lpBefore: 3, lpAfter: 0, cause: 'falling' },
      { type: 'casualty', character: blue, gang: 'blue' },
    ].map((e, k) => ({ seq: k + 1, round: 1, ...e }));
    const reader = new FactReader();
    const facts = events.flatMap((e) => reader.read(a.m, e as MatchEvent));
    return { kill: facts.find((f) => f.kind === 'kill'), a };
  }

  it('a character that falls by its own doing is nobody’s kill, though an enemy struck at it before', () => {
    const { kill } = climbAndFall('self');
    expect(kill).toMatchObject({ kind: 'kill', who: -1 });
  });

  it('a character thrown down in an enemy’s action is that enemy’s kill', () => {
    const { kill, a } = climbAndFall('grappled');
    expect(kill).toMatchObject({ kind: 'kill', who: a.eid('red'), victim: a.eid('blue') });
  });
});
