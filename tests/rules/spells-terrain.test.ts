/**
 * Spells that change the terrain until the round ends (rulebook "Magic"; src/rules/magic/spells/terrain.ts,
 * src/rules/movement/round-terrain.ts, src/rules/space/overlays.ts): Groundsnap and Ice Lock, cast by the Guild Witch
 * (Mage (2), MIND 5; helpers/spell-caster.ts) with forced dice: `9 2 2 2 2` is a Success with one Ace.
 *
 * The marker is centred under a character named (as Abyssal Mist's); the spot is the 3 × 3 columns round it.
 */
import { describe, expect, it } from 'vitest';
import { castCommands } from '../../src/rules/magic/cast-spell.ts';
import { legalCommands } from '../../src/rules/match/legal.ts';
import { fallLanding } from '../../src/rules/movement/falling.ts';
import { jumpLanding } from '../../src/rules/movement/jump-landing.ts';
import { roundTerrain } from '../../src/rules/movement/round-terrain.ts';
import { reachOf } from '../../src/rules/movement/run-climb-reach.ts';
import type { Node } from '../../src/rules/space/api.ts';
import type { VoxelBoard } from '../../src/rules/space/board.ts';
import { gondolaMoves } from '../../src/rules/space/gondolas.ts';
import { findReach } from '../../src/rules/space/reach.ts';
import { blastAt, underBlast } from '../../src/rules/space/templates.ts';
import { gondolaCells } from '../../src/rules/space/terrain.ts';
import { figureOf, isSwimming, nodeOf } from '../../src/rules/state/match-state.ts';
import { hasTag } from '../../src/rules/state/world.ts';
import { type Arena, arena, CITIZEN, type FigureSpec, moveTo, ofType, refused } from './helpers/arena.ts';
import { cast, enemy, friend, SUCCESS, teach, toRound, WITCH } from './helpers/spell-caster.ts';

const FAIL = [2, 2, 2, 2, 2];

/** The Witch (`mage`, red) at `mageAt` knowing `spell`, with its 2 Will Points and none left over. */
function mageOn(
  rows: readonly string[],
  spell: string,
  others: Record<string, FigureSpec>,
  mageAt: [number, number] = [1, 1],
): Arena {
  const a = arena({ rows, figures: { mage: { gang: 0, profile: WITCH, at: mageAt, wp: 2 }, ...others } });
  teach(a, 'mage', [spell]);
  return a;
}

const board = (a: Arena) => a.m.board as VoxelBoard;
/** Whether column (i, j) is one of the 3 × 3 columns round (ci, cj). */
const inSpot = (n: { i: number; j: number }, ci: number, cj: number) =>
  Math.abs(n.i - ci) <= 1 && Math.abs(n.j - cj) <= 1;
/** Whether `who`'s base lies at least partly under a marker centred on column (ci, cj) at height z. */
const under = (a: Arena, who: string, ci: number, cj: number, z: number) =>
  underBlast(blastAt({ x: ci + 0.5, y: cj + 0.5, z }), figureOf(a.m, a.eid(who)));
const stunned = (a: Arena, who: string) => hasTag(a.m.world, a.eid(who), a.m.world.components.Stunned);

const STREET = [
  '..............',
  '..............',
  '..............',
  '..............',
  '..............',
  '..............',
];

describe('Groundsnap', () => {
  const snap = () =>
    mageOn(STREET, 'groundsnap', {
      f: friend([5, 3]),
      e: enemy([6, 2]),
      by: enemy([7, 2], { lp: 2 }),
      far: enemy([3, 2]),
    });

  it('everyone at least partly beneath takes X Damage (a Protection Roll each) and is shoved clear, no Attack of Opportunity', () => {
    const a = snap();
    // X = 2; every Protection Roll (PROTECTION 3: three dice) misses
    const events = a.ok(cast(a, 'groundsnap', ['e']), ...SUCCESS, ...Array(9).fill(2));
    expect(a.dice.remaining()).toBe(0);
    const area = ofType(events, 'area')[0]!;
    expect(area).toMatchObject({
      weapon: 'Groundsnap',
      stays: true,
      terrain: 'impassable',
      shape: { kind: 'blast', centre: [6.5, 2.5, 0], radius: 1.5 },
      hit: [a.id('e'), a.id('f'), a.id('by')],
    });
    expect(ofType(events, 'damage').map((d) => [d.character, d.damage])).toEqual([
      [a.id('e'), 2],
      [a.id('f'), 2],
      [a.id('by'), 2],
    ]);
    expect(a.lp('e')).toBe(9);
    expect(a.lp('f')).toBe(9);
    expect(a.onBoard('by')).toBe(false);
    expect(a.lp('far')).toBe(11);
    // the two left standing are moved clear of the marker by the shortest route: from its middle straight to a
    // column 2″ along and 1″ aside (√5 ≈ 2.24″), from its edge one step out
    const moves = ofType(events, 'move');
    expect(moves.map((e) => [e.character, e.inches, e.charge])).toEqual([
      [a.id('e'), 2.24, null],
      [a.id('f'), 1, null],
    ]);
    for (const who of ['e', 'f']) {
      expect(under(a, who, 6, 2, 0)).toBe(false);
      expect(inSpot(nodeOf(a.m, a.eid(who)), 6, 2)).toBe(false);
    }
    expect(ofType(events, 'attack-of-opportunity')).toEqual([]);
    expect(a.at('far')).toEqual([3.5, 2.5, 0]);
  });

  it('leaves the spot Impassable until the round ends: no Run/Climb, jump or fall ends on it or crosses it', () => {
    const a = snap();
    a.ok(cast(a, 'groundsnap', ['e']), ...SUCCESS, ...Array(9).fill(2));
    expect(roundTerrain(a.m)).toHaveLength(1);
    for (let j = 0; j < 6; j++)
      for (let i = 0; i < 14; i++)
        expect(board(a).surfacesAt(i, j).length, `(${i}, ${j})`).toBe(inSpot({ i, j }, 6, 2) ? 0 : 1);
    // Run/Climb: nobody's reach holds the spot, and a way across goes round it
    expect(reachOf(a.m, a.eid('far')).nodes.filter((x) => inSpot(x.node, 6, 2))).toEqual([]);
    const around = findReach(a.m.board, nodeOf(a.m, a.eid('far')), {
      budget: 20,
      blocked: () => false,
      stopAt: () => false,
    }).path({ i: 9, j: 2, z: 0 })!;
    expect(around.some((s) => inSpot(s, 6, 2))).toBe(false);
    expect(around[around.length - 1]!.cost).toBeGreaterThan(6.5);
    refused(a, moveTo(a, 'mage', 6, 2), /no surface to stand on/);
    // a jump onto it goes nowhere; a fall from above it comes down off it
    const jump = jumpLanding(a.m, a.eid('far'), [6.5, 2.5, 0], 3);
    expect(jump.landing).toEqual(nodeOf(a.m, a.eid('far')));
    expect(jump.fallsTo).toBeNull();
    expect(inSpot(fallLanding(a.m, a.eid('far'), 4.5, 2.5, 3), 6, 2)).toBe(false);
    expect(
      legalCommands(a.m).some(
        (c) => c.type === 'run-climb' && inSpot({ i: c.to[0] - 0.5, j: c.to[1] - 0.5 }, 6, 2),
      ),
    ).toBe(false);
    // the round ends: the marker is taken off and the ground is as it was
    const marker = a.m.log.find((e) => e.type === 'area')!;
    const later = toRound(a, 2);
    expect(ofType(later, 'area-cleared')).toEqual([
      expect.objectContaining({ marker: marker.type === 'area' ? marker.marker : '' }),
    ]);
    expect(roundTerrain(a.m)).toEqual([]);
    expect(board(a).surfacesAt(6, 2)).toEqual([{ i: 6, j: 2, z: 0 }]);
    expect(
      findReach(
        a.m.board,
        { i: 3, j: 2, z: 0 },
        { budget: 20, blocked: () => false, stopAt: () => false },
      ).path({
        i: 9,
        j: 2,
        z: 0,
      })!.length,
    ).toBe(6);
  });

  it('is aimed at a character on Solid Ground in sight within 8″, not on water, Difficult Ground or beyond', () => {
    const a = mageOn(['..............', '....~~~~......', '..dd..........', '..............'], 'groundsnap', {
      swimmer: enemy([5, 1]),
      rough: enemy([3, 2]),
      beyond: enemy([12, 3]),
      e: enemy([7, 3]),
    });
    refused(a, cast(a, 'groundsnap', ['swimmer']), /not on Solid Ground/);
    refused(a, cast(a, 'groundsnap', ['rough']), /not on Solid Ground/);
    refused(a, cast(a, 'groundsnap', ['beyond']), /beyond 8″/);
    const named = castCommands(a.m, a.eid('mage')).flatMap((c) =>
      c.spell === 'groundsnap' ? (c.targets ?? []) : [],
    );
    expect(named).toContain(a.id('e'));
    expect(named).not.toContain(a.id('swimmer'));
  });

  it('a Critical: X + 1 Damage, and the Protection Roll saves its Aces', () => {
    const a = snap();
    // Critical (X = 3); e saves one (one Ace on its Protection Roll), f and by none
    a.ok(cast(a, 'groundsnap', ['e']), 10, 9, 2, 2, 2, 9, 2, 2, 2, 2, 2, 2, 2, 2);
    expect(a.dice.remaining()).toBe(0);
    expect(a.lp('e')).toBe(9);
    expect(a.lp('f')).toBe(8);
    expect(a.onBoard('by')).toBe(false);
  });

  it('on a Fail nothing is laid and the board is unchanged', () => {
    const a = snap();
    const before = a.m.board;
    const events = a.ok(cast(a, 'groundsnap', ['e']), ...FAIL);
    expect(ofType(events, 'area')).toEqual([]);
    expect(a.m.board).toBe(before);
    expect(a.lp('e')).toBe(11);
  });

  it('on a roof: the figure on it comes down the wall; one hanging on a climb that led only there is set down', () => {
    const a = mageOn(
      ['4.........', '..333.....', '..333.....', '..333.....', '..........'],
      'groundsnap',
      {
        e: { gang: 1, profile: CITIZEN, at: [3, 2, 3] },
        hanging: { gang: 1, profile: CITIZEN, at: [5, 2, 1] },
      },
      [0, 0],
    );
    expect(board(a).isWallPosition({ i: 5, j: 2, z: 1 })).toBe(true);
    const events = a.ok(cast(a, 'groundsnap', ['e']), ...SUCCESS, 2, 2, 2);
    // the one hanging 2″ below the roof is not beneath the marker: no Damage, but its climb is gone
    expect(ofType(events, 'damage').map((d) => d.character)).toEqual([a.id('e')]);
    expect(board(a).isWallPosition({ i: 5, j: 2, z: 1 })).toBe(false);
    expect(a.at('hanging')).toEqual([5.5, 2.5, 0]);
    expect(a.at('e')[2]).toBe(0);
    expect(under(a, 'e', 3, 2, 3)).toBe(false);
    for (let j = 1; j <= 3; j++) for (let i = 2; i <= 4; i++) expect(board(a).surfacesAt(i, j)).toEqual([]);
    // both may move on from where they were set down
    expect(reachOf(a.m, a.eid('hanging')).nodes.length).toBeGreaterThan(1);
  });

  it('shoves by the shortest route over the surfaces, into a canal when that is nearest', () => {
    const a = mageOn(['4444444444', '..........', '~~~~~~~~~~'], 'groundsnap', {
      e: enemy([6, 1]),
    });
    a.ok(cast(a, 'groundsnap', ['e']), ...SUCCESS, 2, 2, 2);
    // a street 1″ wide between 4″ houses and a canal: clear of a marker centred on (6, 1), the canal 2″ along
    // (a step and a diagonal down into it, 2.41″) is nearer than the street 3″ along (2″ along is still under it)
    expect(a.at('e')[2]).toBe(-1);
    expect(isSwimming(a.m, a.eid('e'))).toBe(true);
  });
});

const CANAL = [
  '..............',
  '..............',
  '~~~~~~~~~~~~~~',
  '~~~~~~~~~~~~~~',
  '~~~~~~~~~~~~~~',
  '~~~~~~~~ggg~~~',
  '..............',
];

describe('Ice Lock', () => {
  const lock = () =>
    mageOn(
      CANAL,
      'ice-lock',
      {
        s: enemy([6, 3]),
        t: friend([7, 4]),
        far: enemy([12, 3]),
        walker: friend([3, 1]),
      },
      [3, 0],
    );

  it('everyone on it is Stunned and pushed off by the shortest route; its water is Solid Ground until the round ends', () => {
    const a = lock();
    const events = a.ok(cast(a, 'ice-lock', ['s']), ...SUCCESS);
    expect(a.dice.remaining()).toBe(0);
    expect(ofType(events, 'area')[0]).toMatchObject({
      weapon: 'Ice Lock',
      stays: true,
      terrain: 'solid',
      shape: { kind: 'blast', centre: [6.5, 3.5, -1], radius: 1.5 },
      hit: [a.id('s'), a.id('t')],
    });
    expect(stunned(a, 's')).toBe(true);
    expect(stunned(a, 't')).toBe(true);
    expect(stunned(a, 'far')).toBe(false);
    const moves = ofType(events, 'move');
    expect(moves.map((e) => e.character)).toEqual([a.id('s'), a.id('t')]);
    for (const who of ['s', 't']) expect(under(a, who, 6, 3, -1)).toBe(false);
    for (let j = 2; j <= 4; j++)
      for (let i = 5; i <= 7; i++) {
        const n: Node = { i, j, z: -1 };
        expect(board(a).surfaceKind(n)).toBe('solid');
        expect(board(a).landingSpot(n)).toBe('solid');
      }
    expect(board(a).surfaceKind({ i: 8, j: 3, z: -1 })).toBe('water');
    expect(board(a).surfaceKind({ i: 4, j: 3, z: -1 })).toBe('water');
    expect(ofType(events, 'attack-of-opportunity')).toEqual([]);
  });

  it('the ice is walked and jumped onto like Solid Ground, with no swimming; a gondola cannot be rowed onto it', () => {
    const a = lock();
    const rowsBefore = gondolaMoves(a.m.board, 'gondola-0', 4);
    a.ok(cast(a, 'ice-lock', ['s']), ...SUCCESS);
    // a Run/Climb from the street onto the ice: no −2″ of swimming, no roll
    const onIce = reachOf(a.m, a.eid('mage')).nodes.find((x) => x.node.i === 5 && x.node.j === 2)!;
    expect(onIce).toMatchObject({ node: { i: 5, j: 2, z: -1 }, rolls: 0 });
    a.ok(moveTo(a, 'mage', 5, 2, -1));
    expect(isSwimming(a.m, a.eid('mage'))).toBe(false);
    expect(
      reachOf(a.m, a.eid('mage')).nodes.some((x) => x.node.i === 5 && x.node.j === 4 && x.cost <= 2),
    ).toBe(true);
    // a jump onto the ice lands there (on water it would fall in)
    expect(jumpLanding(a.m, a.eid('walker'), [5.5, 3.5, -1], 3).landing).toEqual({ i: 5, j: 3, z: -1 });
    // the gondola is rowed only where no ice lies
    const rows = gondolaMoves(a.m.board, 'gondola-0', 4);
    const iced = (mv: { i: number; j: number; orientation: 'north-south' | 'west-east' }) =>
      gondolaCells(mv).some(([i, j]) => inSpot({ i, j }, 6, 3));
    expect(rowsBefore.some(iced)).toBe(true);
    expect(rows.some(iced)).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('melts as the round ends: whoever stands on it is in the water again', () => {
    const a = lock();
    const events = a.ok(cast(a, 'ice-lock', ['s']), ...SUCCESS);
    const marker = ofType(events, 'area')[0]!.marker;
    a.ok(moveTo(a, 'mage', 5, 2, -1));
    expect(isSwimming(a.m, a.eid('mage'))).toBe(false);
    const later = toRound(a, 2);
    expect(ofType(later, 'area-cleared')).toEqual([expect.objectContaining({ marker })]);
    expect(board(a).surfaceKind({ i: 6, j: 3, z: -1 })).toBe('water');
    expect(a.at('mage')).toEqual([5.5, 2.5, -1]);
    expect(isSwimming(a.m, a.eid('mage'))).toBe(true);
  });

  it('is aimed at a character in the water in sight within 8″', () => {
    const a = lock();
    refused(a, cast(a, 'ice-lock', ['walker']), /not in the water/);
    refused(a, cast(a, 'ice-lock', ['far']), /beyond 8″/);
    const named = castCommands(a.m, a.eid('mage')).flatMap((c) =>
      c.spell === 'ice-lock' ? (c.targets ?? []) : [],
    );
    expect(named).toEqual(expect.arrayContaining([a.id('s'), a.id('t')]));
    expect(named).not.toContain(a.id('walker'));
  });

  it('on a Fail nothing freezes', () => {
    const a = lock();
    const before = a.m.board;
    const events = a.ok(cast(a, 'ice-lock', ['s']), ...FAIL);
    expect(ofType(events, 'area')).toEqual([]);
    expect(a.m.board).toBe(before);
    expect(stunned(a, 's')).toBe(false);
  });
});
