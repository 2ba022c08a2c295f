/**
 * What achieves the other Agendas (rulebook "Agendas"; src/rules/scenario/agendas/conditions.ts and facts.ts): Will Points,
 * Command Points and re-rolls, Jumps and falls, charges and disengages, Guards, Dives, places on the board and
 * spells, played through the engine's one door with forced dice. The cards are put in a gang's hand and the engine
 * watches them after each command. The fights' Agendas: agendas-kills.test.ts.
 */
import { describe, expect, it } from 'vitest';
import type { SpellChoice } from '../../src/content/spell-choice.ts';
import type { Command } from '../../src/rules/core/types.ts';
import { chooseSpells } from '../../src/rules/state/magic-state.ts';
import { achieved, holding } from './helpers/agendas.ts';
import { type Arena, arena, CHAPLAIN, CITIZEN, combat, endTurn, moveTo, ofType } from './helpers/arena.ts';

const OPEN = ['..........', '..........', '..........', '..........'];

describe('Will Points, Command Points and re-rolls', () => {
  /** A Jump east along row `j` on which the jumper spends `wp` Will Points (DEXTERITY 4 + wp dice, all 2s). */
  const jumpSpending = (a: Arena, who: string, wp: number) => {
    const j = Math.floor(a.at(who)[1]);
    a.ok({ type: 'jump', actor: a.id(who), to: [9.5, j + 0.5, 0] });
    expect(a.m.pending).toMatchObject({ type: 'will-points', character: a.id(who) });
    const dice = Array.from({ length: 4 + wp }, () => 2);
    const events = a.ok(
      { type: 'decide', decision: 'will-points', character: a.id(who), amount: wp },
      ...dice,
    );
    expect(ofType(events, 'will-points')[0]?.amount ?? 0).toBe(wp);
  };

  it('Will be Done: our gang spends 6 Will Points in one round; 5 is not enough', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        c1: { gang: 0, profile: CITIZEN, at: [0, 0], wp: 6, apMax: 3 },
        c2: { gang: 0, profile: CITIZEN, at: [0, 2], wp: 2 },
        blue: { gang: 1, profile: CITIZEN, at: [9, 3] },
      },
    });
    holding(a, 0, 'will-be-done');
    jumpSpending(a, 'c1', 2);
    jumpSpending(a, 'c1', 2);
    jumpSpending(a, 'c1', 1);
    expect(a.wp('c1')).toBe(1);
    expect(achieved(a, 0, 'will-be-done')).toBe(false);
    a.ok(endTurn(a, 'blue'));
    jumpSpending(a, 'c2', 1);
    expect(achieved(a, 0, 'will-be-done')).toBe(true);
  });

  it('The Gods Guide Us: three of ours who began with Will Points have none left', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        c1: { gang: 0, profile: CITIZEN, at: [0, 0], wp: 1 },
        c2: { gang: 0, profile: CITIZEN, at: [0, 1], wp: 1 },
        c3: { gang: 0, profile: CITIZEN, at: [0, 2], wp: 1 },
        b1: { gang: 1, profile: CITIZEN, at: [9, 3] },
        b2: { gang: 1, profile: CITIZEN, at: [8, 3] },
      },
    });
    holding(a, 0, 'the-gods-guide-us');
    jumpSpending(a, 'c1', 1);
    a.ok(endTurn(a, 'c1'));
    a.ok(endTurn(a, 'b1'));
    jumpSpending(a, 'c2', 1);
    a.ok(endTurn(a, 'c2'));
    a.ok(endTurn(a, 'b2'));
    expect(achieved(a, 0, 'the-gods-guide-us')).toBe(false);
    jumpSpending(a, 'c3', 1);
    expect(achieved(a, 0, 'the-gods-guide-us')).toBe(true);
  });

  const HEAVENLY = 'Heavenly Father Guide Us';
  const ability = (a: Arena, actor: string): Command => ({
    type: 'ability',
    actor: a.id(actor),
    ability: HEAVENLY,
    targets: [],
  });
  /** Two red Chaplains and a blue one, each with `cp` Command Points left (of 4). */
  const chapter = (cp: number) =>
    arena({
      rows: OPEN,
      figures: {
        p1: { gang: 0, profile: CHAPLAIN, at: [0, 0], cp },
        p2: { gang: 0, profile: CHAPLAIN, at: [0, 2], cp },
        blue: { gang: 1, profile: CHAPLAIN, at: [9, 3], cp },
      },
    });

  it('Following Orders: our gang uses two Command Abilities in one round; the enemy’s do not count', () => {
    const a = chapter(4);
    holding(a, 0, 'following-orders');
    a.ok(ability(a, 'p1'));
    a.ok(endTurn(a, 'p1'));
    a.ok(ability(a, 'blue'));
    a.ok(endTurn(a, 'blue'));
    expect(ofType(a.m.log, 'command-ability')).toHaveLength(2);
    expect(achieved(a, 0, 'following-orders')).toBe(false);
    a.ok(ability(a, 'p2'));
    expect(achieved(a, 0, 'following-orders')).toBe(true);
  });

  it('Lead From the Front: two of ours who began with Command Points have none left', () => {
    const a = chapter(1);
    holding(a, 0, 'lead-from-the-front');
    a.ok(ability(a, 'p1'));
    a.ok(endTurn(a, 'p1'));
    a.ok(endTurn(a, 'blue'));
    expect(a.m.world.components.Points.cp[a.eid('p1')]).toBe(0);
    expect(achieved(a, 0, 'lead-from-the-front')).toBe(false);
    a.ok(ability(a, 'p2'));
    expect(achieved(a, 0, 'lead-from-the-front')).toBe(true);
  });

  it('Follow Your Fate: our gang re-rolls six dice in one round (Expert Offence 2, three attacks)', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        capo: { gang: 0, profile: 'the-guild-capodecina', at: [1, 1], cp: 0 },
        blue: { gang: 1, profile: CITIZEN, at: [2, 1] },
      },
    });
    holding(a, 0, 'follow-your-fate');
    // ATTACK 4, all missed (2-2-2-3); two of them re-rolled, missed again: no Damage
    const miss = () => {
      const roll = ofType(a.ok(combat(a, 'capo', 'blue', 'Twin Blades'), 2, 2, 2, 3, 2, 2), 'roll')[0]!;
      expect(roll.rerolled).toHaveLength(2);
    };
    miss();
    miss();
    expect(achieved(a, 0, 'follow-your-fate')).toBe(false);
    miss();
    expect(a.dice.remaining()).toBe(0);
    expect(achieved(a, 0, 'follow-your-fate')).toBe(true);
  });
});

describe('Jumps and falls', () => {
  const LONG = ['................', '................', '................', '................'];
  /** A Jump east along the row of `who`, rolled with `dice` (DEXTERITY 4, Aces on 7+: 2″ + 1″ per Ace). */
  const jumpEast = (a: Arena, who: string, dice: number[], controlledLanding = false) => {
    const [x, y] = a.at(who);
    const events = a.ok(
      {
        type: 'jump',
        actor: a.id(who),
        to: [15.5, y, 0],
        ...(controlledLanding ? { controlledLanding } : {}),
      },
      ...dice,
    );
    // Will Points left after a Controlled Landing's: none spent on the roll
    while (a.m.pending?.type === 'will-points')
      events.push(...a.ok({ type: 'decide', decision: 'will-points', character: a.id(who), amount: 0 }));
    expect(a.dice.remaining()).toBe(0);
    return ofType(events, 'jump')[0]!.end[0] - x;
  };
  const FOUR = [7, 8, 2, 2];
  const THREE = [7, 2, 2, 2];

  it('Acrobatic Display: one of ours lands three Jumps of 4″ or more in one turn; a 3″ one does not count', () => {
    const long = () =>
      arena({
        rows: LONG,
        figures: {
          c1: { gang: 0, profile: CITIZEN, at: [0, 0], apMax: 3 },
          blue: { gang: 1, profile: CITIZEN, at: [15, 3] },
        },
      });
    const a = long();
    holding(a, 0, 'acrobatic-display');
    expect(jumpEast(a, 'c1', FOUR)).toBe(4);
    expect(jumpEast(a, 'c1', FOUR)).toBe(4);
    expect(achieved(a, 0, 'acrobatic-display')).toBe(false);
    expect(jumpEast(a, 'c1', FOUR)).toBe(4);
    expect(achieved(a, 0, 'acrobatic-display')).toBe(true);

    const b = long();
    holding(b, 0, 'acrobatic-display');
    jumpEast(b, 'c1', FOUR);
    expect(jumpEast(b, 'c1', THREE)).toBe(3);
    jumpEast(b, 'c1', FOUR);
    expect(achieved(b, 0, 'acrobatic-display')).toBe(false);
  });

  it('Over the Rooftops: our characters land four Jumps of 4″ or more in one round, between them', () => {
    const a = arena({
      rows: LONG,
      figures: {
        c1: { gang: 0, profile: CITIZEN, at: [0, 0] },
        c2: { gang: 0, profile: CITIZEN, at: [0, 1] },
        c3: { gang: 0, profile: CITIZEN, at: [0, 2] },
        b1: { gang: 1, profile: CITIZEN, at: [15, 3] },
        b2: { gang: 1, profile: CITIZEN, at: [14, 3] },
      },
    });
    holding(a, 0, 'over-the-rooftops');
    jumpEast(a, 'c1', FOUR);
    jumpEast(a, 'c1', FOUR);
    a.ok(endTurn(a, 'b1'));
    jumpEast(a, 'c2', THREE);
    jumpEast(a, 'c2', FOUR);
    // three long Jumps and a short one
    expect(achieved(a, 0, 'over-the-rooftops')).toBe(false);
    a.ok(endTurn(a, 'b2'));
    jumpEast(a, 'c3', FOUR);
    expect(achieved(a, 0, 'over-the-rooftops')).toBe(true);
  });

  it('Get to Ground: our characters make three Controlled Landings in one round; an ordinary Jump does not count', () => {
    const a = arena({
      rows: LONG,
      figures: {
        c1: { gang: 0, profile: CITIZEN, at: [0, 0], wp: 2 },
        c2: { gang: 0, profile: CITIZEN, at: [0, 1], wp: 2 },
        b1: { gang: 1, profile: CITIZEN, at: [15, 3] },
      },
    });
    holding(a, 0, 'get-to-ground');
    jumpEast(a, 'c1', THREE, true);
    jumpEast(a, 'c1', THREE, true);
    expect(a.wp('c1')).toBe(0);
    a.ok(endTurn(a, 'b1'));
    jumpEast(a, 'c2', THREE);
    expect(achieved(a, 0, 'get-to-ground')).toBe(false);
    jumpEast(a, 'c2', THREE, true);
    expect(ofType(a.m.log, 'jump').filter((j) => j.controlledLanding)).toHaveLength(3);
    expect(achieved(a, 0, 'get-to-ground')).toBe(true);
  });

  /**
   * `who` on a roof of `height` at column 1 fumbles a Jump (1-2-2-2: 1″) toward the roof across a 2″ gap of `gap`,
   * comes down over column 2 and falls; its fall roll is 2-2-2-2 (a Fail: the full distance in Life Points).
   */
  const fumble = (a: Arena, who: string) => {
    const [, y, z] = a.at(who);
    const events = a.ok({ type: 'jump', actor: a.id(who), to: [4.5, y, z] }, 1, 2, 2, 2, 2, 2, 2, 2);
    expect(a.dice.remaining()).toBe(0);
    return ofType(events, 'fall')[0]!;
  };
  /** Red Citizens on roofs of `height` at column 1, one a row, with a 2″ gap of `gaps[row]` east of each. */
  const roofs = (height: number, gaps: string, lp?: number) =>
    arena({
      rows: [...[...gaps].map((g) => `${height}${height}${g}${g}${height}${height}`), '......'],
      figures: {
        ...Object.fromEntries(
          [...gaps].map((_, j) => [
            `r${j}`,
            { gang: 0, profile: CITIZEN, at: [1, j], ...(lp ? { lp } : {}) },
          ]),
        ),
        b1: { gang: 1, profile: CITIZEN, at: [0, gaps.length] },
        b2: { gang: 1, profile: CITIZEN, at: [5, gaps.length] },
      },
    });

  it('Daredevil: one of ours falls 6″ or more and lives; a 4″ fall, or a 6″ fall that takes it out, does not', () => {
    const a = roofs(6, '.');
    holding(a, 0, 'daredevil');
    expect(fumble(a, 'r0').inches).toBe(6);
    expect(a.lp('r0')).toBe(5);
    expect(achieved(a, 0, 'daredevil')).toBe(true);

    const low = roofs(4, '.');
    holding(low, 0, 'daredevil');
    expect(fumble(low, 'r0').inches).toBe(4);
    expect(achieved(low, 0, 'daredevil')).toBe(false);

    const frail = roofs(6, '..', 6);
    holding(frail, 0, 'daredevil');
    fumble(frail, 'r0');
    expect(frail.onBoard('r0')).toBe(false);
    expect(achieved(frail, 0, 'daredevil')).toBe(false);
  });

  it('High Dive: our characters fall into the water three times; onto the street does not count', () => {
    const a = roofs(4, '~.~~');
    holding(a, 0, 'high-dive');
    expect(fumble(a, 'r0')).toMatchObject({ from: 4, to: -1 });
    a.ok(endTurn(a, 'r0'));
    a.ok(endTurn(a, 'b1'));
    expect(fumble(a, 'r1')).toMatchObject({ from: 4, to: 0 });
    a.ok(endTurn(a, 'r1'));
    a.ok(endTurn(a, 'b2'));
    fumble(a, 'r2');
    // two into the water, one onto the street
    expect(achieved(a, 0, 'high-dive')).toBe(false);
    a.ok(endTurn(a, 'r2'));
    fumble(a, 'r3');
    expect(achieved(a, 0, 'high-dive')).toBe(true);
  });
});

describe('charges, disengages and stances', () => {
  it('Death From Above: one of ours charges from above twice; once is not enough', () => {
    // red on a 6″ roof; a 3″ roof below it (columns 1–2), the street south of them
    const a = arena({
      rows: ['633.....', '........'],
      figures: {
        red: { gang: 0, profile: CITIZEN, at: [0, 0, 6] },
        b1: { gang: 1, profile: CITIZEN, at: [2, 0, 3], lp: 1 },
        b2: { gang: 1, profile: CITIZEN, at: [2, 1], lp: 1 },
        far: { gang: 1, profile: CITIZEN, at: [7, 1] },
      },
    });
    holding(a, 0, 'death-from-above');
    // climb down 3″ (7-2-2-2) into base contact: the Attack of Opportunity 4-2-2 (Protection 3 − 5: no dice)
    const first = a.ok(moveTo(a, 'red', 1, 0, 3), 7, 2, 2, 2, 4, 2, 2);
    expect(ofType(first, 'attack-of-opportunity')[0]!.reason).toBe('charging from above');
    expect(a.onBoard('b1')).toBe(false);
    expect(achieved(a, 0, 'death-from-above')).toBe(false);
    const second = a.ok(moveTo(a, 'red', 1, 1), 7, 2, 2, 2, 4, 2, 2);
    expect(ofType(second, 'attack-of-opportunity')[0]!.reason).toBe('charging from above');
    expect(a.dice.remaining()).toBe(0);
    expect(achieved(a, 0, 'death-from-above')).toBe(true);
  });

  it('Draw Them In: one of ours disengages twice; a failed disengage does not count', () => {
    const engaged = () => {
      const a = arena({
        rows: OPEN,
        figures: {
          red: { gang: 0, profile: CITIZEN, at: [3, 1] },
          b1: { gang: 1, profile: CITIZEN, at: [4, 1] },
          b2: { gang: 1, profile: CITIZEN, at: [2, 3] },
        },
      });
      holding(a, 0, 'draw-them-in');
      // away from b1 (b1 rolls 2-2-2-2, red 7-2-2-2: a Success) into base contact with b2: a charge that misses
      a.ok(moveTo(a, 'red', 3, 3), 2, 2, 2, 2, 7, 2, 2, 2, 2, 2, 2);
      expect(a.at('red')).toEqual([3.5, 3.5, 0]);
      expect(achieved(a, 0, 'draw-them-in')).toBe(false);
      return a;
    };
    const a = engaged();
    a.ok(moveTo(a, 'red', 6, 3), 2, 2, 2, 2, 7, 2, 2, 2);
    expect(a.dice.remaining()).toBe(0);
    expect(achieved(a, 0, 'draw-them-in')).toBe(true);

    // b2 rolls two Aces (7-8-2-2), red's two dice left miss: b2 strikes (4-2-2, Protection 2-2-2), red moves on
    const b = engaged();
    b.ok(moveTo(b, 'red', 6, 3), 7, 8, 2, 2, 2, 2, 4, 2, 2, 2, 2, 2);
    expect(b.dice.remaining()).toBe(0);
    expect(b.lp('red')).toBe(10);
    expect(achieved(b, 0, 'draw-them-in')).toBe(false);
  });

  it('Hold Ground: three of ours take the Guard action in one round; a Hide among them does not count', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        g1: { gang: 0, profile: CITIZEN, at: [0, 0] },
        g2: { gang: 0, profile: CITIZEN, at: [0, 1] },
        g3: { gang: 0, profile: CITIZEN, at: [0, 2] },
        g4: { gang: 0, profile: CITIZEN, at: [0, 3] },
        b1: { gang: 1, profile: CITIZEN, at: [9, 0] },
        b2: { gang: 1, profile: CITIZEN, at: [9, 1] },
        b3: { gang: 1, profile: CITIZEN, at: [9, 2] },
      },
    });
    holding(a, 0, 'hold-ground');
    const stance = (type: 'guard' | 'hide', who: string) => a.ok({ type, actor: a.id(who) });
    stance('guard', 'g1');
    a.ok(endTurn(a, 'b1'));
    stance('hide', 'g2');
    a.ok(endTurn(a, 'b2'));
    stance('guard', 'g3');
    a.ok(endTurn(a, 'b3'));
    expect(achieved(a, 0, 'hold-ground')).toBe(false);
    stance('guard', 'g4');
    expect(achieved(a, 0, 'hold-ground')).toBe(true);
  });
});

describe('in the water', () => {
  const CANAL = ['..........', '~~~~~~~~~~', '~~~~~~~~~~', '..........'];
  const dive = (a: Arena, who: string) => {
    // DEXTERITY 4: 7-2-2-2, a Success (one Underwater Counter); 2 AP, the turn ends
    const events = a.ok({ type: 'dive', actor: a.id(who) }, 7, 2, 2, 2);
    expect(ofType(events, 'action')[0]).toMatchObject({ action: 'dive' });
    expect(ofType(events, 'turn-end')).toHaveLength(1);
  };
  const swimmers = () =>
    arena({
      rows: CANAL,
      figures: {
        s1: { gang: 0, profile: CITIZEN, at: [1, 1] },
        s2: { gang: 0, profile: CITIZEN, at: [3, 1] },
        s3: { gang: 0, profile: CITIZEN, at: [5, 1] },
        b1: { gang: 1, profile: CITIZEN, at: [0, 3] },
        b2: { gang: 1, profile: CITIZEN, at: [9, 3] },
        b3: { gang: 1, profile: CITIZEN, at: [5, 3] },
      },
    });

  it('Aquatic Attack: our characters make three Dive actions in one round', () => {
    const a = swimmers();
    holding(a, 0, 'aquatic-attack');
    dive(a, 's1');
    a.ok(endTurn(a, 'b1'));
    dive(a, 's2');
    a.ok(endTurn(a, 'b2'));
    expect(achieved(a, 0, 'aquatic-attack')).toBe(false);
    dive(a, 's3');
    expect(achieved(a, 0, 'aquatic-attack')).toBe(true);
  });

  it('Aquatic Attack: two Dives in one round and one in the next are not three in a round', () => {
    const a = swimmers();
    holding(a, 0, 'aquatic-attack');
    dive(a, 's1');
    a.ok(endTurn(a, 'b1'));
    dive(a, 's2');
    a.ok(endTurn(a, 'b2'));
    a.ok(endTurn(a, 's3'));
    // the last turn of round 1; round 2's initiative: one die each, red first
    a.ok(endTurn(a, 'b3'), 10, 1);
    expect(a.m.round).toBe(2);
    dive(a, 's3');
    expect(achieved(a, 0, 'aquatic-attack')).toBe(false);
  });

  it('Hold Your Breath: one of ours Dives in two rounds running; two different divers do not count', () => {
    const a = arena({
      rows: CANAL,
      figures: {
        s1: { gang: 0, profile: CITIZEN, at: [1, 1] },
        s2: { gang: 0, profile: CITIZEN, at: [3, 1] },
        b1: { gang: 1, profile: CITIZEN, at: [0, 3] },
        b2: { gang: 1, profile: CITIZEN, at: [9, 3] },
      },
    });
    holding(a, 0, 'hold-your-breath');
    dive(a, 's1');
    a.ok(endTurn(a, 'b1'));
    a.ok(endTurn(a, 's2'));
    a.ok(endTurn(a, 'b2'), 10, 1);
    expect(a.m.round).toBe(2);
    dive(a, 's2');
    expect(achieved(a, 0, 'hold-your-breath')).toBe(false);
    a.ok(endTurn(a, 'b1'));
    dive(a, 's1');
    expect(achieved(a, 0, 'hold-your-breath')).toBe(true);
  });

  it('Hold Your Breath: Dives in rounds 1 and 3 are not two rounds running', () => {
    const a = arena({
      rows: CANAL,
      figures: {
        s1: { gang: 0, profile: CITIZEN, at: [1, 1] },
        b1: { gang: 1, profile: CITIZEN, at: [0, 3] },
      },
    });
    holding(a, 0, 'hold-your-breath');
    dive(a, 's1');
    a.ok(endTurn(a, 'b1'), 10, 1);
    a.ok(endTurn(a, 's1'));
    a.ok(endTurn(a, 'b1'), 10, 1);
    expect(a.m.round).toBe(3);
    dive(a, 's1');
    expect(achieved(a, 0, 'hold-your-breath')).toBe(false);
  });
});

describe('outside the deployment zone', () => {
  // red deploys in the west (columns 0–2), blue in the east (columns 7–9)
  const zones = [
    { id: 'red', x0: 0, y0: 0, x1: 3, y1: 4 },
    { id: 'blue', x0: 7, y0: 0, x1: 10, y1: 4 },
  ];

  it('Scouting the Land: three of ours 6″ or more above the ground at once, outside our zone', () => {
    const a = arena({
      rows: ['6666666666', '..........', '..........', '..........'],
      extras: { zones },
      figures: {
        s1: { gang: 0, profile: CITIZEN, at: [4, 0] },
        s2: { gang: 0, profile: CITIZEN, at: [5, 0] },
        s3: { gang: 0, profile: CITIZEN, at: [1, 0] },
        low: { gang: 0, profile: CITIZEN, at: [5, 2] },
        blue: { gang: 1, profile: CITIZEN, at: [9, 3] },
      },
    });
    holding(a, 0, 'scouting-the-land');
    expect(a.at('s1')[2]).toBe(6);
    // along the roof, still in the zone: two up there outside it (and one on the street)
    a.ok(moveTo(a, 's3', 2, 0, 6));
    expect(achieved(a, 0, 'scouting-the-land')).toBe(false);
    a.ok(moveTo(a, 's3', 3, 0, 6));
    expect(achieved(a, 0, 'scouting-the-land')).toBe(true);
  });

  it('Approach by Water: three of ours without Water Creature in the water at once, outside our zone', () => {
    const a = arena({
      rows: ['..........', '~~~~~~~~~~', '~~~~~~~~~~', '..........'],
      extras: { zones },
      figures: {
        a1: { gang: 0, profile: CITIZEN, at: [4, 1] },
        a2: { gang: 0, profile: CITIZEN, at: [1, 1] },
        a3: { gang: 0, profile: CITIZEN, at: [6, 0] },
        wc: { gang: 0, profile: 'strigoi-aquatic-strigoi', at: [5, 2] },
        blue: { gang: 1, profile: CITIZEN, at: [9, 3] },
        blue2: { gang: 1, profile: CITIZEN, at: [8, 3] },
      },
    });
    holding(a, 0, 'approach-by-water');
    a.ok(endTurn(a, 'wc'));
    // a1 and the Water Creature outside the zone, a2 in it
    expect(achieved(a, 0, 'approach-by-water')).toBe(false);
    a.ok(endTurn(a, 'blue'));
    a.ok(moveTo(a, 'a2', 3, 1, -1));
    a.ok(endTurn(a, 'a2'));
    expect(achieved(a, 0, 'approach-by-water')).toBe(false);
    a.ok(endTurn(a, 'blue2'));
    a.ok(moveTo(a, 'a3', 6, 1, -1));
    expect(a.at('a3')[2]).toBe(-1);
    expect(achieved(a, 0, 'approach-by-water')).toBe(true);
  });
});

describe('spells', () => {
  const WITCH = 'the-guild-witch'; // Mage (2), MIND 5
  const PRIEST = 'rashaar-dagonite-priest'; // Mage (2), MIND 4
  const WILD: SpellChoice = {
    discipline: 'Wild Magic',
    spells: ['healing', 'sunder-armour', 'they-sleep-underwater'],
  };
  /** Answer every Will Point decision with none. */
  const noWill = (a: Arena) => {
    while (a.m.pending?.type === 'will-points')
      a.ok({ type: 'decide', decision: 'will-points', character: a.m.pending.character, amount: 0 });
  };
  const cast = (a: Arena, who: string, spell: string, target: string): Command => ({
    type: 'cast',
    actor: a.id(who),
    spell,
    targets: [a.id(target)],
  });

  const coven = () => {
    const a = arena({
      rows: OPEN,
      figures: {
        witch: { gang: 0, profile: WITCH, at: [1, 1], wp: 4, apMax: 3, cp: 0 },
        friend: { gang: 0, profile: CITIZEN, at: [3, 1], lp: 5 },
        foe: { gang: 1, profile: CITIZEN, at: [5, 2] },
      },
    });
    chooseSpells(a.m, a.eid('witch'), WILD);
    holding(a, 0, 'unholy-power');
    return a;
  };
  /** The Witch casts `spell`; MIND 5 dice: 7-2-2-2-2 works (Aces on 5+ or 7+), 2-2-2-2-2 fails. */
  const witchCasts = (a: Arena, spell: string, target: string, works: boolean) => {
    a.ok(cast(a, 'witch', spell, target), ...(works ? [7, 2, 2, 2, 2] : [2, 2, 2, 2, 2]));
    noWill(a);
    expect(a.dice.remaining()).toBe(0);
    expect(ofType(a.m.log, 'spell').at(-1)!.result).toBe(works ? 'success' : 'fail');
  };

  it('Unholy Power: one of ours casts three spells that work in one turn', () => {
    const a = coven();
    witchCasts(a, 'healing', 'friend', true);
    witchCasts(a, 'they-sleep-underwater', 'friend', true);
    expect(achieved(a, 0, 'unholy-power')).toBe(false);
    witchCasts(a, 'sunder-armour', 'foe', true);
    expect(achieved(a, 0, 'unholy-power')).toBe(true);
  });

  it('Unholy Power: a spell that fails does not count', () => {
    const a = coven();
    witchCasts(a, 'healing', 'friend', true);
    witchCasts(a, 'they-sleep-underwater', 'friend', true);
    witchCasts(a, 'sunder-armour', 'foe', false);
    expect(achieved(a, 0, 'unholy-power')).toBe(false);
  });

  it('Silence the Witch: our gang tries to Dispel three enemy spells; letting one be cast does not count', () => {
    const duel = () => {
      const a = arena({
        rows: OPEN,
        first: 1,
        figures: {
          witch: { gang: 0, profile: WITCH, at: [1, 1], wp: 3, cp: 0 },
          target: { gang: 0, profile: CITIZEN, at: [4, 2] },
          priest: { gang: 1, profile: PRIEST, at: [6, 1], wp: 6, apMax: 3, cp: 0 },
          friend: { gang: 1, profile: CITIZEN, at: [7, 1], lp: 5 },
        },
      });
      chooseSpells(a.m, a.eid('priest'), WILD);
      holding(a, 0, 'silence-the-witch');
      return a;
    };
    /**
     * The Priest casts; red answers the Dispel: the Witch rolls 9-2-2-2-2 (one Ace), the Priest its 3 dice left,
     * 9-2-2, and the spell still works (a failed one would end the Priest's casting for the turn).
     */
    const priestCasts = (a: Arena, spell: string, target: string, dispel: boolean) => {
      a.ok(cast(a, 'priest', spell, target));
      const d = a.m.pending;
      if (d?.type !== 'choose' || d.purpose !== 'dispel') throw new Error('no Dispel asked');
      const dice = dispel ? [9, 2, 2, 2, 2, 9, 2, 2] : [9, 2, 2, 2];
      a.ok(
        {
          type: 'decide',
          decision: 'choose',
          character: d.character,
          option: dispel ? a.id('witch') : 'none',
        },
        ...dice,
      );
      noWill(a);
      expect(a.dice.remaining()).toBe(0);
    };
    const a = duel();
    priestCasts(a, 'healing', 'friend', true);
    priestCasts(a, 'sunder-armour', 'target', true);
    expect(achieved(a, 0, 'silence-the-witch')).toBe(false);
    priestCasts(a, 'they-sleep-underwater', 'friend', true);
    expect(ofType(a.m.log, 'dispel')).toHaveLength(3);
    expect(achieved(a, 0, 'silence-the-witch')).toBe(true);

    const b = duel();
    priestCasts(b, 'healing', 'friend', false);
    priestCasts(b, 'sunder-armour', 'target', true);
    priestCasts(b, 'they-sleep-underwater', 'friend', true);
    expect(ofType(b.m.log, 'dispel')).toHaveLength(2);
    expect(achieved(b, 0, 'silence-the-witch')).toBe(false);
  });
});
