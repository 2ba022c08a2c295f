/**
 * Terrain changed for a while (src/rules/space/overlays.ts, `VoxelBoard.withOverlays`): nodes made Impassable, water
 * made Solid Ground, and the board as drawn again once they are taken off.
 */
import { describe, expect, it } from 'vitest';
import type { Node, ReachOptions } from '../../../src/rules/space/api.ts';
import { boardFromAscii } from '../../../src/rules/space/ascii.ts';
import type { VoxelBoard } from '../../../src/rules/space/board.ts';
import { applyGondolaMove, type GondolaMove, gondolaMoves } from '../../../src/rules/space/gondolas.ts';
import { findReach } from '../../../src/rules/space/reach.ts';
import { gondolaCells } from '../../../src/rules/space/terrain.ts';

const n = (i: number, j: number, z = 0): Node => ({ i, j, z });
const free = (budget: number): ReachOptions => ({ budget, blocked: () => false, stopAt: () => false });

// A street over a canal (surface −1) and a high-walled canal (surface −2), a 3″ building, a gondola.
const rows = [
  '.......', //
  '.333...',
  '.333...',
  '~~~~~~~',
  '~~~~ggg',
  '=======',
];
const board = boardFromAscii(rows);

/** Every surface node and edge of a board, for comparing two boards. */
function shape(b: VoxelBoard) {
  return {
    nodes: b.surfaces.nodes.map((x) => `${x.i},${x.j},${x.z}`),
    kinds: [...b.surfaces.kind],
    walls: b.graph.walls.nodes.map((x) => `${x.i},${x.j},${x.z}`),
    edgeStart: [...b.graph.edgeStart],
    edgeTo: [...b.graph.edgeTo],
    edgeCost: [...b.graph.edgeCost],
    edgeFlags: [...b.graph.edgeFlags],
  };
}

describe('terrain overlays', () => {
  it('impassable: the nodes are no surfaces (no path enters them, no climb leads onto them)', () => {
    const b = board.withOverlays([{ id: 'snap', kind: 'impassable', nodes: [n(2, 0), n(2, 1, 3)] }]);
    expect(b.overlays.map((o) => o.id)).toEqual(['snap']);
    expect(b.surfacesAt(2, 0)).toEqual([]);
    expect(b.surfacesAt(2, 1)).toEqual([]);
    expect(b.overlayAt(n(2, 0))).toBe('impassable');
    expect(b.overlayAt(n(3, 0))).toBeNull();
    // the wall positions of the climb from (2, 0) onto the snapped roof are gone; the others stay
    expect(board.isWallPosition(n(2, 0, 1))).toBe(true);
    expect(b.isWallPosition(n(2, 0, 1))).toBe(false);
    expect(board.isWallPosition(n(0, 1, 1))).toBe(true);
    expect(b.isWallPosition(n(0, 1, 1))).toBe(true);
    const r = findReach(b, n(0, 0), free(20));
    expect(r.nodes.some((x) => x.node.i === 2 && x.node.j === 0)).toBe(false);
    expect(r.path(n(4, 0))!.some((s) => s.i === 2 && s.j === 0)).toBe(false);
    expect(findReach(board, n(0, 0), free(20)).path(n(4, 0))).toHaveLength(4);
  });

  it('solid: open water becomes Solid Ground at its surface, walked on with no swimming', () => {
    const b = board.withOverlays([{ id: 'ice', kind: 'solid', nodes: [n(1, 3, -1), n(1, 5, -2)] }]);
    expect(b.surfaceKind(n(1, 3, -1))).toBe('solid');
    expect(b.landingSpot(n(1, 3, -1))).toBe('solid');
    expect(b.surfaceKind(n(2, 3, -1))).toBe('water');
    // from the ice of the high-walled canal the 2″ wall may be climbed (with a roll), as from any ground
    const fromIce = findReach(b, n(1, 5, -2), free(10));
    expect(fromIce.nodes.find((x) => x.node.i === 1 && x.node.j === 4 && x.node.z === -1)).toBeDefined();
    expect(fromIce.path(n(1, 3, -1))!.at(-1)).toMatchObject({ i: 1, j: 3, z: -1 });
  });

  it('taking them off gives back the board as drawn, node for node and edge for edge', () => {
    const laid = board.withOverlays([
      { id: 'snap', kind: 'impassable', nodes: [n(2, 0), n(3, 0)] },
      { id: 'ice', kind: 'solid', nodes: [n(1, 3, -1)] },
    ]);
    expect(shape(laid)).not.toEqual(shape(board));
    expect(shape(laid.withOverlays([]))).toEqual(shape(board));
  });

  it('a gondola moved keeps the overlays; it is never rowed onto water made solid', () => {
    const b = board.withOverlays([{ id: 'ice', kind: 'solid', nodes: [n(3, 4, -1), n(2, 4, -1)] }]);
    const iced = (m: GondolaMove) => gondolaCells(m).some(([i, j]) => j === 4 && (i === 2 || i === 3));
    expect(gondolaMoves(board, 'gondola-0', 4).some(iced)).toBe(true);
    const moves = gondolaMoves(b, 'gondola-0', 4);
    expect(moves.some(iced)).toBe(false);
    const moved = applyGondolaMove(b, moves[0]!);
    expect(moved.overlays).toEqual(b.overlays);
    expect(moved.surfaceKind(n(3, 4, -1))).toBe('solid');
  });

  it('refuses a node that cannot take the overlay', () => {
    expect(() => board.withOverlays([{ id: 'x', kind: 'solid', nodes: [n(0, 0)] }])).toThrow(/not water/);
    expect(() => board.withOverlays([{ id: 'x', kind: 'solid', nodes: [n(5, 4, -1)] }])).toThrow(
      /floating piece/,
    );
    expect(() => board.withOverlays([{ id: 'x', kind: 'impassable', nodes: [n(5, 4, 0)] }])).toThrow(
      /not a surface/,
    );
    expect(board.overlayProblem('impassable', n(0, 0))).toBeNull();
    expect(board.overlayProblem('solid', n(9, 9, -1))).toBe('off the table');
  });
});
