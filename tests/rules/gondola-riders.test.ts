/**
 * Room on a gondola (rulebook "Gondolas": two characters on 30 mm bases or one on a 40 mm base ride it; we read
 * that a larger base cannot ride) wherever a figure may come to rest on one: Run/Climb, Fly, Jump, deployment.
 *
 * Citizens and Strigi (Flight) are on 30 mm bases, Escorts on 40 mm, a Moon Eater on 50 mm.
 */
import { describe, expect, it } from 'vitest';
import { getProfile } from '../../src/content/index.ts';
import type { Command } from '../../src/rules/core/types.ts';
import { gondolaRoomFor, ridersOf } from '../../src/rules/movement/gondola-riders.ts';
import { reachOf } from '../../src/rules/movement/run-climb-reach.ts';
import { deploymentProblem } from '../../src/rules/scenario/deploy.ts';
import { boardFromAscii } from '../../src/rules/space/ascii.ts';
import {
  type Arena,
  arena,
  CITIZEN,
  ESCORT,
  type FigureSpec,
  moveTo,
  ofType,
  refused,
} from './helpers/arena.ts';

const STRIGE = 'strigoi-strige'; // Flight, 30 mm
const MOON_EATER = 'strigoi-moon-eater'; // 50 mm

// A west-east gondola moored by the north quay: deck cells (1, 1), (2, 1), (3, 1) at z 0, the water at −1.
const CANAL = ['........', '~ggg~~~~', '~~~~~~~~', '~~~~~~~~', '........'];

function at(riders: Record<string, FigureSpec>, mover: FigureSpec): Arena {
  return arena({
    rows: CANAL,
    figures: { mover, ...riders, blue: { gang: 1, profile: CITIZEN, at: [7, 4] } },
  });
}

const TWO_RIDERS = {
  bow: { gang: 0, profile: CITIZEN, at: [1, 1] },
  stern: { gang: 0, profile: CITIZEN, at: [3, 1] },
} as const;

function fly(a: Arena, actor: string, i: number, j: number, z = 0): Command {
  return { type: 'fly', actor: a.id(actor), to: [i + 0.5, j + 0.5, z] };
}

function jump(a: Arena, actor: string, i: number, j: number, z = 0): Command {
  return { type: 'jump', actor: a.id(actor), to: [i + 0.5, j + 0.5, z] };
}

describe('Run/Climb onto a gondola', () => {
  it('a third 30 mm figure is refused, with the reason', () => {
    const a = at(TWO_RIDERS, { gang: 0, profile: CITIZEN, at: [2, 0] });
    refused(a, moveTo(a, 'mover', 2, 1), /no room on gondola 0 for a 30 mm base/);
  });

  it('a second 30 mm figure boards', () => {
    const a = at({ bow: TWO_RIDERS.bow }, { gang: 0, profile: CITIZEN, at: [2, 0] });
    a.ok(moveTo(a, 'mover', 3, 1));
    expect(a.at('mover')).toEqual([3.5, 1.5, 0]);
    expect(ridersOf(a.m, 'gondola-0')).toHaveLength(2);
  });

  it('a 40 mm figure boards an empty gondola, not one with a 30 mm rider', () => {
    const empty = at({}, { gang: 0, profile: ESCORT, at: [2, 0] });
    empty.ok(moveTo(empty, 'mover', 2, 1));
    expect(empty.at('mover')).toEqual([2.5, 1.5, 0]);
    const taken = at({ bow: TWO_RIDERS.bow }, { gang: 0, profile: ESCORT, at: [3, 0] });
    refused(taken, moveTo(taken, 'mover', 3, 1), /no room on gondola 0 for a 40 mm base/);
  });

  it('a 50 mm figure cannot ride at all', () => {
    const a = at({}, { gang: 0, profile: MOON_EATER, at: [2, 0] });
    refused(a, moveTo(a, 'mover', 2, 1), /a 50 mm base cannot ride a gondola/);
  });

  it('nobody walks over a full deck: its cells are out of reach', () => {
    const a = at(TWO_RIDERS, { gang: 0, profile: CITIZEN, at: [2, 0] });
    const decks = reachOf(a.m, a.eid('mover')).nodes.filter((x) => x.node.j === 1 && x.node.z === 0);
    expect(decks).toEqual([]);
  });

  it('a rider moves about its own gondola, full or not', () => {
    const a = at(TWO_RIDERS, { gang: 0, profile: CITIZEN, at: [6, 0] });
    expect(gondolaRoomFor(a.m, a.eid('bow'), { i: 2, j: 1, z: 0 })).toBeNull();
    a.ok(moveTo(a, 'bow', 2, 1));
    expect(a.at('bow')).toEqual([2.5, 1.5, 0]);
  });
});

describe('Fly onto a gondola', () => {
  it('refused onto a full gondola, with the reason; allowed with room', () => {
    const a = at(TWO_RIDERS, { gang: 0, profile: STRIGE, at: [2, 4] });
    refused(a, fly(a, 'mover', 2, 1), /no room on gondola 0/);
    const b = at({ bow: TWO_RIDERS.bow }, { gang: 0, profile: STRIGE, at: [2, 4] });
    b.ok(fly(b, 'mover', 2, 1));
    expect(b.at('mover')).toEqual([2.5, 1.5, 0]);
  });
});

describe('Jump onto a gondola', () => {
  // Our reading: a deck with no room is like a spot another figure takes: a jump may not be aimed at it, and a
  // jump that comes down on it does not land there; it falls past the deck into the water.
  it('aimed at a full gondola: refused, with the reason', () => {
    const a = at(TWO_RIDERS, { gang: 0, profile: CITIZEN, at: [2, 0] });
    refused(a, jump(a, 'mover', 2, 1), /no room on gondola 0 for a 30 mm base/);
  });

  it('a Fumbled jump across the canal comes down over the full deck: into the water, the riders not shaken', () => {
    const a = at(TWO_RIDERS, { gang: 0, profile: CITIZEN, at: [2, 0] });
    // Toward the far quay; a Fumble goes 1″, over the middle of the deck; a 1″ fall into water costs nothing.
    const events = a.ok(jump(a, 'mover', 2, 4), 1, 2, 2, 2);
    expect(a.at('mover')).toEqual([2.5, 1.5, -1]);
    expect(ofType(events, 'roll').map((r) => r.purpose)).toEqual(['jump']);
    expect(a.at('bow')).toEqual([1.5, 1.5, 0]);
    expect(a.at('stern')).toEqual([3.5, 1.5, 0]);
  });

  it('onto a gondola with room: it ends on the deck and the rider is shaken', () => {
    const a = at({ bow: TWO_RIDERS.bow }, { gang: 0, profile: CITIZEN, at: [2, 0] });
    const events = a.ok(jump(a, 'mover', 2, 1), 5, 7, 2, 2, 5, 7, 2, 2);
    expect(a.at('mover')).toEqual([2.5, 1.5, 0]);
    expect(ofType(events, 'roll').map((r) => r.purpose)).toEqual(['jump', 'unstable-ground']);
  });
});

describe('deployment onto a gondola', () => {
  const board = boardFromAscii(CANAL, { zones: [{ id: 'z0', x0: 0, y0: 0, x1: 8, y1: 2 }] });
  const zone = board.deploymentZones[0]!;
  const citizen = getProfile(CITIZEN);
  const escort = getProfile(ESCORT);

  it('takes two 30 mm figures, not a third; one 40 mm figure, not beside a 30 mm one', () => {
    const one = [{ x: 1.5, y: 1.5, z: 0, mm: 30 }];
    const two = [...one, { x: 3.5, y: 1.5, z: 0, mm: 30 }];
    expect(deploymentProblem(board, zone, { i: 2, j: 1, z: 0 }, citizen, [], one)).toBeNull();
    expect(deploymentProblem(board, zone, { i: 2, j: 1, z: 0 }, citizen, [], two)).toMatch(
      /no room on gondola 0/,
    );
    expect(deploymentProblem(board, zone, { i: 2, j: 1, z: 0 }, escort, [], [])).toBeNull();
    expect(deploymentProblem(board, zone, { i: 2, j: 1, z: 0 }, escort, [], one)).toMatch(/no room/);
  });

  it('figures on the quay do not count', () => {
    const quay = [
      { x: 1.5, y: 0.5, z: 0, mm: 30 },
      { x: 3.5, y: 0.5, z: 0, mm: 30 },
    ];
    expect(deploymentProblem(board, zone, { i: 2, j: 1, z: 0 }, citizen, [], quay)).toBeNull();
  });
});
