/**
 * Gondola riders and the room aboard (rulebook "Gondolas"): a gondola carries two characters on 30 mm bases or
 * one on a 40 mm base; a larger base cannot ride. A character rides a gondola by standing on its deck.
 *
 * {@link gondolaRoomFor} is the one check of that room. The engine counts a deck with no room like a spot
 * another figure already takes (see `occupied` in run-climb.ts), so it holds wherever a figure may come to
 * rest: Run/Climb and Fly destinations (and paths: nobody walks over a full deck), Jumps (one aimed at a full
 * deck is refused; one that comes down on it does not land there: it is moved along its line onto free ground,
 * or falls past the deck into the water), the shift of a Critical on shaken Unstable Ground and the moves off
 * Debris at a turn's end.
 * Deployment checks it in deploy.ts.
 */

import type { Node } from '../space/api.ts';
import { gondolaAt, gondolaRoomProblem } from '../space/gondolas.ts';
import { type Match, nodeOf } from '../state/match-state.ts';
import { charactersOnBoard } from '../state/world.ts';

/** The gondola a character rides (stands on the deck of), or null. */
export function ridden(m: Match, eid: number): string | null {
  const n = nodeOf(m, eid);
  const id = gondolaAt(m.board, n);
  return id && m.board.surfaceKind(n) !== 'water' ? id : null;
}

/** Characters riding gondola `id`, in entity order. */
export function ridersOf(m: Match, id: string): number[] {
  return charactersOnBoard(m.world).filter((e) => ridden(m, e) === id);
}

/**
 * Why character `eid` cannot come to rest on node `n` for want of room on a gondola, or null when it can: null
 * off a gondola's deck and on the deck of the gondola it rides already; otherwise the riders' bases and its
 * own must fit (two 30 mm bases, or one 40 mm base). Rulebook "Gondolas".
 */
export function gondolaRoomFor(m: Match, eid: number, n: Node): string | null {
  const id = gondolaAt(m.board, n);
  if (id === null || ridden(m, eid) === id) return null;
  const mm = m.world.components.Base.mm;
  const aboard = ridersOf(m, id)
    .filter((e) => e !== eid)
    .map((e) => mm[e] ?? 30);
  return gondolaRoomProblem(m.board, n, mm[eid] ?? 30, aboard);
}
