/**
 * The terrain of a match as entities of its world (src/rules/state/terrain-state.ts): a `Piece` per terrain piece
 * that does not move, a `Gondola` per gondola; rowing moves the gondola's entity and rebuilds the board from the
 * world, so a copy of the match rows its own gondola.
 */
import { describe, expect, it } from 'vitest';
import { defaultMatchSetup } from '../../src/campaign/default-match.ts';
import type { Command } from '../../src/rules/core/types.ts';
import { loadLevel } from '../../src/rules/index.ts';
import { createMatch, submit } from '../../src/rules/match/match.ts';
import type { VoxelBoard } from '../../src/rules/space/board.ts';
import { forkMatch } from '../../src/rules/state/fork.ts';
import { gondolaEntities, gondolaEntity, pieceEntities } from '../../src/rules/state/terrain-state.ts';
import { allCharacters } from '../../src/rules/state/world.ts';
import { type Arena, arena, CITIZEN } from './helpers/arena.ts';
import { diceQueue } from './helpers/dice-queue.ts';

// A west-east gondola on the canal, its middle cell at (2, 1); its deck is at z 0 (1″ over the water at −1).
const CANAL = ['..........', '~ggg~~~~~~', '~~~~~~~~~~', '..........'];

function onGondola(): Arena {
  return arena({
    rows: CANAL,
    figures: {
      rider: { gang: 0, profile: CITIZEN, at: [2, 1] },
      blue: { gang: 1, profile: CITIZEN, at: [9, 3] },
    },
  });
}

function row(a: Arena, i: number, j: number): Command {
  return { type: 'row', actor: a.id('rider'), to: [i + 0.5, j + 0.5, 0] };
}

/** Where gondola 0 is: in the world (middle cell's centre and deck) and on the board (middle cell). */
function gondolaAt(m: Arena['m']) {
  const eid = gondolaEntity(m.world, 'gondola-0')!;
  const { Position, Gondola } = m.world.components;
  const spec = (m.board as VoxelBoard).gondolaSpecs[0]!;
  return {
    world: [Position.x[eid], Position.y[eid], Position.z[eid], Gondola.orientation[eid]],
    board: [spec.i, spec.j, spec.orientation],
  };
}

describe('terrain pieces and gondolas in the world', () => {
  it('a match holds an entity per terrain piece of its board and per gondola, besides its characters', () => {
    const board = loadLevel('gang-war-venice') as VoxelBoard;
    const m = createMatch(defaultMatchSetup({ controllers: ['ai', 'ai'] }), 1, board);
    const still = board.pieces.filter((p) => p.kind !== 'gondola');
    const pieces = pieceEntities(m.world);
    const { Piece, Gondola, Position } = m.world.components;
    expect(pieces.map((e) => Piece.id[e])).toEqual(still.map((p) => p.id));
    for (const [k, e] of pieces.entries()) {
      const p = still[k]!;
      expect([Piece.kind[e], Piece.height[e], Piece.base[e]]).toEqual([p.kind, p.height, p.base]);
      expect([Piece.x0[e], Piece.y0[e], Piece.x1[e], Piece.y1[e]]).toEqual([
        p.bounds.x0,
        p.bounds.y0,
        p.bounds.x1,
        p.bounds.y1,
      ]);
      expect(Piece.spec[e]).toBe(p);
      expect(Object.isFrozen(Piece.spec[e])).toBe(true);
    }
    const boats = gondolaEntities(m.world);
    expect(boats.map((e) => [Gondola.id[e], Position.x[e], Position.y[e]])).toEqual(
      board.gondolaSpecs.map((g) => [g.id, g.i + 0.5, g.j + 0.5]),
    );
    // Characters are read as before: only those with an Identity.
    expect(allCharacters(m.world)).toEqual([...m.ids.values()]);
  });

  it('a Row moves the gondola entity, and the board is built from it', () => {
    const a = onGondola();
    expect(gondolaAt(a.m)).toEqual({ world: [2.5, 1.5, 0, 'west-east'], board: [2, 1, 'west-east'] });
    a.ok(row(a, 9, 1), 5, 7, 2, 2);
    expect(gondolaAt(a.m)).toEqual({ world: [5.5, 1.5, 0, 'west-east'], board: [5, 1, 'west-east'] });
  });

  it("a copy's Row moves the copy's gondola and board, never the original's", () => {
    const a = onGondola();
    const board = a.m.board;
    const copy = forkMatch(a.m, diceQueue(5, 7, 2, 2));
    const r = submit(copy, row(a, 9, 1));
    expect(r.ok).toBe(true);
    expect(gondolaAt(copy)).toEqual({ world: [5.5, 1.5, 0, 'west-east'], board: [5, 1, 'west-east'] });
    expect(gondolaAt(a.m)).toEqual({ world: [2.5, 1.5, 0, 'west-east'], board: [2, 1, 'west-east'] });
    expect(a.m.board).toBe(board);
    expect(a.at('rider')).toEqual([2.5, 1.5, 0]);
    // The original rows on its own (a Fail: 2″), and the copy stays where it went.
    a.ok(row(a, 9, 1), 5, 2, 2, 2);
    expect(gondolaAt(a.m)).toEqual({ world: [4.5, 1.5, 0, 'west-east'], board: [4, 1, 'west-east'] });
    expect(gondolaAt(copy)).toEqual({ world: [5.5, 1.5, 0, 'west-east'], board: [5, 1, 'west-east'] });
  });
});
