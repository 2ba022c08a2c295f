/**
 * Characters that join during a match (src/rules/movement/newcomers.ts) and the unique abilities of Rashaar that place or move
 * characters: Birth, Spawn, Living Vessel, Kraken Nurse, Grasp of the Abyss, Part of the Whole (abilities/
 * unique-summons.ts; Spawn: spawn.ts). Where characters may be set up: tests/rules/unique-deploy.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../src/content/index.ts';
import { loseLifePoints } from '../../src/rules/character/life-points.ts';
import { planAttack, weaponsOf } from '../../src/rules/combat/combat.ts';
import type { Command } from '../../src/rules/core/types.ts';
import { legalCommands } from '../../src/rules/match/legal.ts';
import { waitingOf } from '../../src/rules/match/rounds.ts';
import { placeProblem, summon, summonSpots } from '../../src/rules/movement/newcomers.ts';
import { summarise } from '../../src/rules/read/summary.ts';
import { scenarioOf } from '../../src/rules/scenario/scenarios.ts';
import { distanceBetween, inContact, isOnBoard, sightBetween } from '../../src/rules/state/match-state.ts';
import { type Arena, arena, CITIZEN, combat, endTurn, ofType, refused } from './helpers/arena.ts';

const MATRIARCH = 'rashaar-paartul-matriarch';
const KRAKENHOST = 'rashaar-krakenhost';
const NURSE = 'rashaar-wet-nurse';
const CRYBABY = 'rashaar-crybaby';
const KRAKEN = 'rashaar-infant-kraken';
const EMISSARY = 'rashaar-emissary-of-mother-hydra';
const MAW = 'rashaar-maw-tentacle';
const LASH = 'rashaar-lash-tentacle';

const OPEN = Array.from({ length: 16 }, () => '.'.repeat(16));

const ability = (a: Arena, actor: string, name: string): Command => ({
  type: 'ability',
  actor: a.id(actor),
  ability: name,
  targets: [],
});
const choose = (character: string, option: string): Command => ({
  type: 'decide',
  decision: 'choose',
  character,
  option,
});
const newcomer = (a: Arena, id: string) => {
  const e = a.m.ids.get(id);
  if (e === undefined) throw new Error(`no ${id}`);
  return e;
};

describe('a character joining during the match', () => {
  it('gets a fresh id and name, a deploy event, a place in the summary and a turn this round', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        baby: { gang: 0, profile: CRYBABY, at: [1, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [14, 14] },
      },
    });
    const before = a.m.log.length;
    const eid = summon(a.m, CRYBABY, 0, { i: 5, j: 5, z: 0 }, 'test');
    expect(a.m.world.components.Identity.id[eid]).toBe('red-crybaby-2');
    expect(a.m.world.components.Identity.name[eid]).toBe('Crybaby 2');
    expect(a.m.ids.get('red-crybaby-2')).toBe(eid);
    const events = a.m.log.slice(before);
    expect(ofType(events, 'deploy')).toEqual([
      expect.objectContaining({
        character: 'red-crybaby-2',
        gang: 'red',
        profile: CRYBABY,
        x: 5.5,
        y: 5.5,
        z: 0,
      }),
    ]);
    const s = summarise(a.m).characters.find((c) => c.id === 'red-crybaby-2');
    expect(s).toMatchObject({ name: 'Crybaby 2', onBoard: true, hadTurn: false, lp: 4, lpStart: 4 });
    expect(waitingOf(a.m, 0)).toContain(eid);
    // it may activate: its gang's turn lists it
    a.ok({ type: 'activate', actor: 'red-crybaby-2' });
    expect(a.m.active).toBe(eid);
  });

  it('counts for the Victory Points of Gang War like any friendly character on the board', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        mum: { gang: 0, profile: MATRIARCH, at: [1, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [14, 14] },
        foe2: { gang: 1, profile: CITIZEN, at: [12, 14] },
      },
    });
    expect(scenarioOf('gang-war').score(a.m)).toEqual({ red: 1, blue: 2 });
    summon(a.m, CRYBABY, 0, { i: 5, j: 5, z: 0 }, 'test');
    expect(scenarioOf('gang-war').score(a.m)).toEqual({ red: 2, blue: 2 });
  });

  it('is placed only on a free surface: not on another base, not in water unless a Water Creature', () => {
    const a = arena({
      rows: ['.....', '.~~~.', '..3..'],
      figures: {
        baby: { gang: 0, profile: CRYBABY, at: [0, 0] },
        foe: { gang: 1, profile: CITIZEN, at: [4, 0] },
      },
    });
    const baby = getProfile(CRYBABY);
    expect(placeProblem(a.m, baby, { i: 0, j: 0, z: 0 })).toMatch(/another base/);
    expect(placeProblem(a.m, baby, { i: 2, j: 1, z: -1 })).toMatch(/Water Creature/);
    expect(placeProblem(a.m, getProfile(KRAKEN), { i: 2, j: 1, z: -1 })).toBeNull();
    expect(placeProblem(a.m, baby, { i: 2, j: 2, z: 1 })).toMatch(/not a surface/);
    expect(placeProblem(a.m, baby, { i: 2, j: 2, z: 3 })).toBeNull();
    expect(placeProblem(a.m, baby, { i: 2, j: 0, z: 0 })).toBeNull();
  });
});

describe('Birth (Paartul Matriarch)', () => {
  it('places a new Crybaby within 6″ where its side picks, for 1 Command Point', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        mum: { gang: 0, profile: MATRIARCH, at: [3, 3] },
        foe: { gang: 1, profile: CITIZEN, at: [14, 14] },
      },
    });
    const cp = a.m.world.components.Points.cp[a.eid('mum')]!;
    a.ok(ability(a, 'mum', 'Birth'));
    const d = a.m.pending;
    expect(d).toMatchObject({ type: 'choose', purpose: 'summon-spot', character: a.id('mum') });
    if (d?.type !== 'choose') throw new Error('no choice');
    expect(d.options.length).toBeGreaterThan(2);
    const pick = d.options[2]!;
    const events = a.ok(choose(a.id('mum'), pick.id));
    expect(ofType(events, 'deploy')).toHaveLength(1);
    const baby = newcomer(a, 'red-crybaby');
    const c = a.m.world.components;
    expect([c.Position.x[baby], c.Position.y[baby], c.Position.z[baby]]).toEqual(pick.at);
    expect(distanceBetween(a.m, a.eid('mum'), baby)).toBeLessThanOrEqual(6);
    expect(c.Points.cp[a.eid('mum')]).toBe(cp - 1);
    // the Crybaby waits for its turn this round
    expect(waitingOf(a.m, 0)).toContain(baby);
  });

  it('offers the nearest free spot first and is refused when no spot within 6″ is free', () => {
    const a = arena({
      rows: ['~~~~~~~~~~~~~~~~', '~~~~~~~.~~~~~~~~', '~~~~~~~~~~~~~~~~'],
      figures: {
        mum: { gang: 0, profile: MATRIARCH, at: [7, 1] },
        foe: { gang: 1, profile: CITIZEN, at: [0, 0] },
      },
    });
    expect(summonSpots(a.m, getProfile(CRYBABY), a.eid('mum'), 6)).toEqual([]);
    refused(a, ability(a, 'mum', 'Birth'), /no free spot/);
  });
});

describe('Living Vessel (Krakenhost)', () => {
  it('places one Infant Kraken touching it plus one per Ace of a Basic MIND roll, each touching one placed', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        host: { gang: 0, profile: KRAKENHOST, at: [7, 7] },
        foe: { gang: 1, profile: CITIZEN, at: [14, 14] },
      },
    });
    const at = [...a.at('host')];
    a.dice.queue(9, 7); // MIND 2: two Aces
    loseLifePoints(a.m, a.eid('host'), 12, 'test');
    expect(a.dice.remaining()).toBe(0);
    const roll = ofType(a.m.log, 'roll').at(-1)!;
    expect(roll).toMatchObject({ purpose: 'living-vessel', aces: 2, pool: 2 });
    const krakens = ['red-infant-kraken', 'red-infant-kraken-2', 'red-infant-kraken-3'].map((id) =>
      newcomer(a, id),
    );
    const c = a.m.world.components;
    const first = krakens[0]!;
    const hostFigure = { x: at[0]!, y: at[1]! };
    // touching where the host stood (its 40 mm base and a 30 mm base: centres about 1.4″ apart at most)
    expect(Math.hypot(c.Position.x[first]! - hostFigure.x, c.Position.y[first]! - hostFigure.y)).toBeLessThan(
      1.9,
    );
    expect(inContact(a.m, krakens[1]!, krakens[0]!)).toBe(true);
    expect(inContact(a.m, krakens[2]!, krakens[1]!)).toBe(true);
    for (const k of krakens) expect(waitingOf(a.m, 0)).toContain(k);
  });

  it('keeps its gang in the game when an attack takes it out as the last of its gang', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        host: { gang: 0, profile: KRAKENHOST, at: [7, 7], lp: 1 },
        foe: { gang: 1, profile: CITIZEN, at: [8, 7] },
      },
      first: 1,
    });
    const p = planAttack(a.m, a.eid('foe'), a.eid('host'), weaponsOf(a.m, a.eid('foe'))[0]!);
    const attack = Array(p.attack.pool).fill(9);
    const protection = Array(p.protection.pool).fill(2);
    const events = a.ok(combat(a, 'foe', 'host'), ...attack, ...protection, 3, 2);
    expect(a.onBoard('host')).toBe(false);
    expect(ofType(events, 'roll').at(-1)).toMatchObject({ purpose: 'living-vessel', aces: 0 });
    expect(ofType(events, 'deploy').map((e) => e.character)).toEqual(['red-infant-kraken']);
    expect(a.m.over).toBe(false);
    expect(a.dice.remaining()).toBe(0);
  });

  it('places a single Infant Kraken without an Ace', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        host: { gang: 0, profile: KRAKENHOST, at: [7, 7] },
        foe: { gang: 1, profile: CITIZEN, at: [14, 14] },
      },
    });
    a.dice.queue(3, 2);
    loseLifePoints(a.m, a.eid('host'), 12, 'test');
    expect(a.m.ids.has('red-infant-kraken')).toBe(true);
    expect(a.m.ids.has('red-infant-kraken-2')).toBe(false);
  });
});

describe('Kraken Nurse (Wet Nurse)', () => {
  it('regains 1 spent Will Point for each new Infant Kraken placed in its sight', () => {
    const a = arena({
      rows: OPEN,
      figures: {
        host: { gang: 0, profile: KRAKENHOST, at: [7, 7] },
        nurse: { gang: 0, profile: NURSE, at: [3, 7], wp: 0, wpStart: 3 },
        foe: { gang: 1, profile: CITIZEN, at: [14, 14] },
      },
    });
    a.dice.queue(9, 2); // one Ace: two Krakens
    loseLifePoints(a.m, a.eid('host'), 12, 'test');
    expect(a.wp('nurse')).toBe(2);
    expect(ofType(a.m.log, 'regain').filter((e) => e.cause === 'Kraken Nurse')).toHaveLength(2);
  });

  it('regains nothing for a Kraken it cannot see', () => {
    const a = arena({
      rows: ['.......', '.......', '###....', '.......'],
      figures: {
        nurse: { gang: 0, profile: NURSE, at: [0, 3], wp: 0, wpStart: 3 },
        foe: { gang: 1, profile: CITIZEN, at: [6, 3] },
      },
    });
    const k = summon(a.m, KRAKEN, 0, { i: 0, j: 0, z: 0 }, 'test');
    expect(sightBetween(a.m, a.eid('nurse'), k).lineOfSight).toBe(false);
    expect(a.wp('nurse')).toBe(0);
  });
});

describe('Grasp of the Abyss and Part of the Whole (Emissary of Mother Hydra, Tentacles)', () => {
  const figures = {
    em: { gang: 0, profile: EMISSARY, at: [3, 3] as const },
    maw: { gang: 0, profile: MAW, at: [3, 9] as const },
    lash: { gang: 0, profile: LASH, at: [5, 3] as const },
    foe: { gang: 1, profile: CITIZEN, at: [14, 14] as const },
  };

  it('places its surviving Tentacles within 3″ of it when its turn ends; those within 3″ stay', () => {
    const a = arena({ rows: OPEN, figures });
    const lashAt = a.at('lash');
    const events = a.ok(endTurn(a, 'em'));
    expect(distanceBetween(a.m, a.eid('maw'), a.eid('em'))).toBeLessThanOrEqual(3);
    expect(a.at('lash')).toEqual(lashAt);
    expect(ofType(events, 'ability')).toContainEqual(
      expect.objectContaining({ character: a.id('maw'), ability: 'Grasp of the Abyss' }),
    );
    expect(ofType(events, 'move').map((e) => e.character)).toEqual([a.id('maw')]);
  });

  it('moves a Tentacle farther than 6″ back within 6″ after an enemy turn, not after a friendly one', () => {
    const a = arena({ rows: OPEN, figures, first: 1 });
    a.ok(endTurn(a, 'foe'));
    const d = distanceBetween(a.m, a.eid('maw'), a.eid('em'));
    expect(d).toBeLessThanOrEqual(6);
    expect(d).toBeGreaterThan(3);
    // the free spot within 6″ nearest where it stood: straight toward the Emissary
    expect(a.at('maw')[0]).toBe(3.5);
    const b = arena({ rows: OPEN, figures });
    b.ok(endTurn(b, 'lash'));
    expect(b.at('maw')).toEqual([3.5, 9.5, 0]);
  });

  it('takes the Tentacles out when the Emissary dies', () => {
    const a = arena({ rows: OPEN, figures });
    loseLifePoints(a.m, a.eid('em'), 30, 'test');
    expect(a.onBoard('maw')).toBe(false);
    expect(a.onBoard('lash')).toBe(false);
    expect(ofType(a.m.log, 'life-points').filter((e) => e.cause === 'Part of the Whole')).toHaveLength(2);
    expect(isOnBoard(a.m, a.eid('foe'))).toBe(true);
  });
});

describe('Spawn (Krakenhost)', () => {
  const spawn = (a: Arena, actor: string, at: readonly [number, number, number]): Command => ({
    type: 'unique-action',
    actor: a.id(actor),
    action: 'Spawn',
    to: at,
  });
  const figures = {
    host: { gang: 0, profile: KRAKENHOST, at: [7, 7] as const },
    foe: { gang: 1, profile: CITIZEN, at: [14, 14] as const },
  };

  it('pays 3 Life Points for a new Infant Kraken touching it, with no Action Point, once per round', () => {
    const a = arena({ rows: OPEN, figures });
    const cmds = legalCommands(a.m);
    expect(cmds).toContainEqual({ type: 'activate', actor: a.id('host') });
    a.ok({ type: 'activate', actor: a.id('host') });
    const offered = legalCommands(a.m).filter((c) => c.type === 'unique-action' && c.action === 'Spawn');
    expect(offered.length).toBeGreaterThan(0);
    const ap = a.ap('host');
    const events = a.ok(spawn(a, 'host', [8.5, 7.5, 0]));
    expect(a.lp('host')).toBe(9);
    expect(a.ap('host')).toBe(ap);
    const kraken = newcomer(a, 'red-infant-kraken');
    expect(inContact(a.m, kraken, a.eid('host'))).toBe(true);
    expect(ofType(events, 'deploy')).toHaveLength(1);
    expect(waitingOf(a.m, 0)).toContain(kraken);
    refused(a, spawn(a, 'host', [6.5, 7.5, 0]), /used this round/);
  });

  it('needs 4 or more Life Points and a free spot touching it', () => {
    const a = arena({ rows: OPEN, figures: { ...figures, host: { ...figures.host, lp: 3 } } });
    refused(a, spawn(a, 'host', [8.5, 7.5, 0]), /4 or more Life Points/);
    const b = arena({ rows: OPEN, figures });
    refused(b, spawn(b, 'host', [10.5, 7.5, 0]), /not a free spot touching/);
    refused(b, spawn(b, 'host', [7.5, 7.5, 0]), /not a free spot touching/);
  });

  it('comes back in the next round', () => {
    const a = arena({ rows: OPEN, figures });
    a.ok(spawn(a, 'host', [8.5, 7.5, 0]));
    a.ok(endTurn(a, 'host'));
    a.ok(endTurn(a, 'foe'));
    // the new Infant Kraken has its turn this round too (Primitive: a MIND roll as it starts); then the initiative
    // of round 2, one die a gang (no Command Points): red first
    a.ok({ type: 'end-turn', actor: 'red-infant-kraken' }, 9, 10, 1);
    expect(a.m.round).toBe(2);
    a.ok({ type: 'activate', actor: a.id('host') });
    expect(legalCommands(a.m)).toContainEqual(spawn(a, 'host', [8.5, 6.5, 0]));
    a.ok(spawn(a, 'host', [8.5, 6.5, 0]));
    expect(a.lp('host')).toBe(6);
    expect(a.m.ids.has('red-infant-kraken-2')).toBe(true);
  });
});
