/**
 * Blessed Water (the Baptist; src/rules/abilities/vatican/blessed-water.ts; rulebook "Special Rules"): 1 AP, the
 * Blast marker over water within 8″ and in sight until the round ends; the Baptist's friends treat the water under it
 * as Solid Ground, enemies as water; Water Creatures at least partly on it can be Drowned. The board as a team treats
 * it: state/match-state.ts `boardFor`, space/overlays.ts `team`.
 *
 * The canal of these boards lies 1″ below the street: its water surface is at z = −1.
 */
import { describe, expect, it } from 'vitest';
import { uniqueActionCandidates } from '../../src/ai/unique-action-candidates.ts';
import { drownProblem } from '../../src/rules/combat/drown.ts';
import type { Point3, UniqueActionCommand } from '../../src/rules/core/types.ts';
import { uniqueActionCommands } from '../../src/rules/index.ts';
import { jumpLanding } from '../../src/rules/movement/jump-landing.ts';
import { roundTerrain } from '../../src/rules/movement/round-terrain.ts';
import { moveBudget, reachOf } from '../../src/rules/movement/run-climb-reach.ts';
import type { VoxelBoard } from '../../src/rules/space/board.ts';
import { gondolaMoves } from '../../src/rules/space/gondolas.ts';
import { gondolaCells } from '../../src/rules/space/terrain.ts';
import { boardFor, isSwimming } from '../../src/rules/state/match-state.ts';
import { arena, CITIZEN, endTurn, moveTo, ofType, refused } from './helpers/arena.ts';
import { toRound } from './helpers/spell-caster.ts';

const BAPTIST = 'the-vatican-baptist';
const EEL = 'rashaar-caandru-eel'; // 30 mm, Water Creature
const BLESSED = 'Blessed Water';

const CANAL = [
  '..............',
  '..............',
  '~~~~~~~~~~~~~~',
  '~~~~~~~~~~~~~~',
  '~~~~~~~~~~~~~~',
  '..............',
];

/** The Baptist's Blessed Water centred on column (i, j) at height z (the canal: −1). */
const bless = (a: ReturnType<typeof scene>, i: number, j: number, z = -1): UniqueActionCommand => ({
  type: 'unique-action',
  actor: a.id('baptist'),
  action: BLESSED,
  to: [i + 0.5, j + 0.5, z] as Point3,
});

/** The Baptist on the street, a friend and an enemy swimming side by side, an enemy Water Creature farther along. */
function scene() {
  return arena({
    rows: CANAL,
    figures: {
      baptist: { gang: 0, profile: BAPTIST, at: [3, 1] },
      pal: { gang: 0, profile: CITIZEN, at: [6, 3] },
      foe: { gang: 1, profile: CITIZEN, at: [7, 3] },
      eel: { gang: 1, profile: EEL, at: [11, 3] },
      walker: { gang: 0, profile: CITIZEN, at: [1, 1] },
    },
  });
}

describe('Blessed Water', () => {
  it('is put over open water in sight within 8″, not on the street or beyond', () => {
    const a = scene();
    refused(a, bless(a, 4, 1, 0), /over open water/);
    refused(a, bless(a, 13, 4), /farther than 8″/);
    const listed = uniqueActionCommands(a.m, a.eid('baptist')).filter((c) => c.action === BLESSED);
    // the spot under the swimming friend is among those offered to a person and to the computer
    expect(listed.map((c) => c.to)).toContainEqual([6.5, 3.5, -1]);
    // each is accepted (on a board of its own: each use costs 1 of its 2 Action Points)
    for (const c of listed) expect(scene().submit(c).ok, JSON.stringify(c.to)).toBe(true);
  });

  it('costs 1 AP; its water is Solid Ground to the friends and water to the enemy until the round ends', () => {
    const a = scene();
    const asDrawn = a.m.board;
    const events = a.ok(bless(a, 6, 3));
    expect(a.ap('baptist')).toBe(1);
    expect(ofType(events, 'area')[0]).toMatchObject({
      weapon: BLESSED,
      stays: true,
      hit: [a.id('pal'), a.id('foe')],
      shape: { kind: 'blast', centre: [6.5, 3.5, -1], radius: 1.5 },
    });
    expect(ofType(events, 'area')[0]).not.toHaveProperty('terrain');
    // the friend swimming there stands on Solid Ground; the enemy beside it swims on
    expect(isSwimming(a.m, a.eid('pal'))).toBe(false);
    expect(isSwimming(a.m, a.eid('foe'))).toBe(true);
    expect(moveBudget(a.m, a.eid('pal'))).toBe(4);
    expect(moveBudget(a.m, a.eid('foe'))).toBe(2);
    // the board as drawn still has water there; each side's board says what it treats it as
    expect(a.m.board.surfaceKind({ i: 6, j: 3, z: -1 })).toBe('water');
    expect(boardFor(a.m, a.eid('pal')).surfaceKind({ i: 6, j: 3, z: -1 })).toBe('solid');
    expect(boardFor(a.m, a.eid('foe')).surfaceKind({ i: 6, j: 3, z: -1 })).toBe('water');
    expect(a.m.board).not.toBe(asDrawn);
    // the round ends: the marker comes off and the friend swims again
    const marker = ofType(events, 'area')[0]!.marker;
    const later = toRound(a, 2);
    expect(ofType(later, 'area-cleared').map((e) => e.marker)).toContain(marker);
    expect(roundTerrain(a.m)).toEqual([]);
    expect(isSwimming(a.m, a.eid('pal'))).toBe(true);
  });

  it('a friend walks onto it and ends its move on Solid Ground; an enemy that goes there swims', () => {
    const a = scene();
    a.ok(bless(a, 4, 3));
    // the walker's Run/Climb reaches the marker's middle at its full MOVE and ends there out of the water
    const onMarker = (x: { node: { i: number; j: number; z: number } }) =>
      Math.abs(x.node.i - 4) <= 1 && Math.abs(x.node.j - 3) <= 1 && x.node.z === -1;
    expect(reachOf(a.m, a.eid('walker')).nodes.some(onMarker)).toBe(true);
    a.ok(endTurn(a, 'baptist'));
    a.ok(endTurn(a, 'foe'));
    a.ok(moveTo(a, 'walker', 3, 2, -1));
    expect(isSwimming(a.m, a.eid('walker'))).toBe(false);
    // a jump of the enemy onto the marker is no landing for it (water), the friend's is
    const to: Point3 = [4.5, 3.5, -1];
    expect(jumpLanding(a.m, a.eid('walker'), to, 2).landing).not.toBeNull();
    expect(jumpLanding(a.m, a.eid('foe'), to, 3).landing).toBeNull();
  });

  it('a Water Creature at least partly on it can be Drowned; off it, it cannot; a friend on it is no target', () => {
    const a = scene();
    // the eel beside the swimming friend, both on the canal
    const b = arena({
      rows: CANAL,
      figures: {
        baptist: { gang: 0, profile: BAPTIST, at: [3, 1] },
        pal: { gang: 0, profile: CITIZEN, at: [7, 3] },
        eel: { gang: 1, profile: EEL, at: [8, 3] },
        foe: { gang: 1, profile: CITIZEN, at: [6, 3] },
      },
    });
    expect(drownProblem(b.m, b.eid('pal'), b.eid('eel'))).toMatch(/Water Creature cannot be drowned/);
    expect(drownProblem(b.m, b.eid('foe'), b.eid('pal'))).toBeNull();
    // centred two columns from the eel: its base (30 mm) overlaps the marker's edge
    b.ok({ ...bless(a, 6, 3), actor: b.id('baptist') });
    expect(drownProblem(b.m, b.eid('pal'), b.eid('eel'))).toBeNull();
    // the friend stands on Solid Ground now: no Drown of it
    expect(drownProblem(b.m, b.eid('foe'), b.eid('pal'))).toMatch(/not in water/);
  });

  it('a gondola may still be rowed onto it (water to the enemy); the friends then treat it as the gondola’s water', () => {
    const a = arena({
      rows: [
        '..............',
        '..............',
        '~~~~~~~~~~~~~~',
        '~~~~~~~~~~~~~~',
        '~~~~~~~~ggg~~~',
        '..............',
      ],
      figures: {
        baptist: { gang: 0, profile: BAPTIST, at: [3, 1] },
        pal: { gang: 0, profile: CITIZEN, at: [5, 3] },
        foe: { gang: 1, profile: CITIZEN, at: [12, 0] },
      },
    });
    a.ok(bless(a, 5, 3));
    const board = a.m.board as VoxelBoard;
    const onto = gondolaMoves(board, 'gondola-0', 4).find((mv) =>
      gondolaCells(mv).some(([i, j]) => i === 6 && j === 3),
    )!;
    expect(onto).toBeDefined();
    const rowed = board.withGondolas([onto]);
    const seen = rowed.forTeam(0);
    expect(seen.surfaceKind({ i: 6, j: 2, z: -1 })).toBe('solid');
    expect(seen.surfaceKind({ i: 5, j: 3, z: -1 })).toBe('solid');
    expect(rowed.surfaceKind({ i: 5, j: 3, z: -1 })).toBe('water');
  });

  it('the computer blesses the water under a swimming friend, not empty water', () => {
    const a = scene();
    const worth = (i: number, j: number) =>
      uniqueActionCandidates(a.m, a.eid('baptist'), 2).find(
        (c) => c.command.action === BLESSED && c.command.to?.[0] === i + 0.5 && c.command.to?.[1] === j + 0.5,
      )?.worth;
    expect(worth(6, 3)).toBeGreaterThan(0);
    const empty = uniqueActionCandidates(a.m, a.eid('baptist'), 2).filter(
      (c) => c.command.action === BLESSED && c.why.startsWith('Blessed Water: 0 friends out of the water, 0'),
    );
    expect(empty.length).toBeGreaterThan(0);
    for (const c of empty) expect(c.worth).toBeLessThan(0);
  });
});
