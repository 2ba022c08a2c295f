/** Helpers for the tests of the shipped boards: symmetry, walking, zone room. */

import type { PathStep } from '../../../src/rules/space/api.ts';
import type { VoxelBoard } from '../../../src/rules/space/board.ts';
import { roomForFigures } from '../../../src/rules/space/level-stats.ts';
import { findReach } from '../../../src/rules/space/reach.ts';
import { type ZoneArea, zoneCells } from '../../../tools/scenario-needs.ts';

/** The columns (i, j) whose drawing information differs from that of the column `twin(i, j)`; `floats: false`
 * leaves out what floats on the water (gondolas and debris moored where the author liked). */
export function symmetryBreaks(
  board: VoxelBoard,
  twin: (i: number, j: number) => [number, number],
  { floats = true } = {},
): [number, number][] {
  const out: [number, number][] = [];
  const info = (i: number, j: number) => {
    const c = board.column(i, j)!;
    return JSON.stringify(floats ? c : { ...c, float: null });
  };
  for (let j = 0; j < board.depth; j++) {
    for (let i = 0; i < board.width; i++) {
      if (info(i, j) !== info(...twin(i, j))) out.push([i, j]);
    }
  }
  return out;
}

/** The cheapest path from the lowest surface of column `from` to the node `to` (nobody in the way), or null. */
export function walk(
  board: VoxelBoard,
  from: readonly [number, number],
  to: { i: number; j: number; z: number },
  opts: { budget?: number; blocked?: (n: { i: number; j: number; z: number }) => boolean } = {},
): PathStep[] | null {
  const start = board.surfacesAt(...from)[0]!;
  const reach = findReach(board, start, {
    budget: opts.budget ?? 200,
    blocked: opts.blocked ?? (() => false),
    stopAt: () => false,
  });
  return reach.path(to);
}

/** How many figures the zone holds at ground level, 2″ apart (see roomForFigures). */
export function room(board: VoxelBoard, zone: ZoneArea): number {
  return roomForFigures(board, zoneCells(zone));
}
