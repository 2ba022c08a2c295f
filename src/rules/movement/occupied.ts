/**
 * Places taken (rulebook "Run/Climb": a character never ends a move where another figure stands; "Gondolas": a
 * deck holds as many figures as it has room for), shared by every move and every placement.
 */
import type { Node } from '../space/api.ts';
import { figureOf, type Match } from '../state/match-state.ts';
import { charactersOnBoard } from '../state/world.ts';
import { gondolaRoomFor } from './gondola-riders.ts';
import { LANDS_ON_FIGURES } from './movement-hooks.ts';

/**
 * Whether another figure already stands where `eid` would be placed at `n` (more than ½″ of overlap), or `n` is
 * the deck of a gondola with no room for it (rulebook "Gondolas": see gondola-riders.ts). Figures do not count on a
 * spot low enough for `eid` to land on top of them (`LANDS_ON_FIGURES`: Atonement from Above).
 */
export function occupied(m: Match, eid: number, n: Node): boolean {
  return occupiedTest(m, eid)(n);
}

/**
 * {@link occupied} for many nodes while nothing moves (a reach search, a list of spots): the other figures on the
 * board are read once, when the test is made. Shape: node → whether it is taken for `eid`.
 */
export function occupiedTest(m: Match, eid: number): (n: Node) => boolean {
  const others = charactersOnBoard(m.world)
    .filter((o) => o !== eid)
    .map((o) => figureOf(m, o));
  const radius = figureOf(m, eid).radius;
  const onTop = Math.max(-Infinity, ...m.book.all(LANDS_ON_FIGURES).map((f) => f(m, eid) ?? -Infinity));
  return (n) => {
    if (gondolaRoomFor(m, eid, n)) return true;
    if (n.z <= onTop + 1e-6) return false;
    const x = n.i + 0.5;
    const y = n.j + 0.5;
    for (const f of others) {
      if (Math.abs(f.z - n.z) >= 1.5) continue;
      // Overlap (more than ½″) needs the centres nearer than both radii less ½″: first a cheap look across.
      const within = f.radius + radius - 0.5;
      if (Math.abs(f.x - x) >= within || Math.abs(f.y - y) >= within) continue;
      if (Math.hypot(f.x - x, f.y - y) - f.radius - radius < -0.5) return true;
    }
    return false;
  };
}

/** The eight neighbouring columns, in the order a figure looks for room: sides first, then corners. */
const NEIGHBOURS: readonly (readonly [number, number])[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
  [1, 1],
  [-1, -1],
  [1, -1],
  [-1, 1],
];

/**
 * Where a figure coming down on `spot` rests: `spot` when `taken` says it is free, else the first free surface at
 * the same height in a column beside `column` (by default the spot's own; a fall, a figure moved off Unstable
 * Ground), or null when none is.
 */
export function freeSpotBeside(
  m: Match,
  spot: Node,
  taken: (n: Node) => boolean,
  column: { readonly i: number; readonly j: number } = spot,
): Node | null {
  if (!taken(spot)) return spot;
  for (const [di, dj] of NEIGHBOURS) {
    const n = m.board.surfacesAt(column.i + di, column.j + dj).find((s) => s.z === spot.z);
    if (n && !taken(n)) return n;
  }
  return null;
}
