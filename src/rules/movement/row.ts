/**
 * Row (1 AP; rulebook "Gondolas", "Row"; tables.md "Row"). A character riding a gondola makes a Basic DEXTERITY
 * Roll: Success the gondola and its riders move 2″ + 1″ per Ace; Fail 2″; Critical 4″ + 1″ per Ace; Fumble every
 * rider moves 1″ straight into the water. The gondola never leaves the water; it goes as near the named point as
 * the roll allows (no rider moves farther than rolled). A rider that loses 3 or more Life Points in one action
 * falls off into the water (see {@link riderFallsOff}). Who rides, and the room aboard: gondola-riders.ts.
 */
import { hopTo, moveTo } from '../character/counters.ts';
import { statDice } from '../character/stats.ts';
import { printedTraitOf } from '../character/traits.ts';
import type { Command, PendingDecision, Point3 } from '../core/types.ts';
import { makeRoll } from '../rolls/roll.ts';
import type { Node } from '../space/api.ts';
import { gondolas, moveGondola } from '../space/gondolas.ts';
import { isOpenWater, nearestFreeOff } from '../space/obstacles.ts';
import { emit, idOf, isOnBoard, type Match, nodeOf, profileOf } from '../state/match-state.ts';
import { placeGondola } from '../state/terrain-state.ts';
import { ridden, ridersOf } from './gondola-riders.ts';
import { ROWED } from './movement-hooks.ts';
import { occupied } from './occupied.ts';

export { ridden, ridersOf };

/** Inches a Row roll moves the gondola (tables.md "Row"); a Fumble moves none. */
export function rowInches(result: string, aces: number): number {
  if (result === 'critical') return 4 + aces;
  if (result === 'success') return 2 + aces;
  if (result === 'fail') return 2;
  return 0;
}

/**
 * The trait row-rerolls-failed (Sculler, the Gondolier's unique ability, as printed on its profile): it re-rolls
 * its failed dice when it Rows — every die that is not an Ace, Will Point dice too. Our reading: never the Destiny
 * Dice (rulebook "Re-rolls": unless a rule says so).
 */
export function scullerRerolls(
  m: Match,
  eid: number,
  pool: number,
): { rerolls?: number; rerollSource?: string } {
  const sculler = printedTraitOf(m.book, profileOf(m, eid), 'row-rerolls-failed');
  return sculler.has ? { rerolls: pool + 2, rerollSource: sculler.source } : {};
}

/** Why the character cannot Row now, or null. */
export function rowProblem(m: Match, eid: number): string | null {
  return ridden(m, eid) ? null : 'only a character riding a gondola can Row';
}

/** Put a character into the open water nearest to it (off a gondola). */
export function intoWater(m: Match, eid: number): void {
  const from = nodeOf(m, eid);
  const spot = nearestFreeOff(
    m.board,
    from,
    (n) => !occupied(m, eid, n),
    (n) => isOpenWater(m.board, n),
  );
  if (!spot) return;
  hopTo(m, eid, from, spot.node, spot.distance);
}

/** Resolve a Row toward `to` (checked by {@link rowProblem}). */
export function* resolveRow(m: Match, eid: number, to: Point3): Generator<PendingDecision, void, Command> {
  const id = ridden(m, eid)!;
  const dex = statDice(m, eid, 'dex');
  const roll = yield* makeRoll(m, eid, {
    kind: 'basic',
    purpose: 'row',
    pool: dex.dice,
    modifiers: dex.labels,
    aceOn: 7,
    ...scullerRerolls(m, eid, dex.dice),
  });
  const riders = ridersOf(m, id);
  if (roll.result === 'fumble') {
    for (const r of riders) intoWater(m, r);
    return;
  }
  const move = moveGondola(m.board, id, { x: to[0], y: to[1] }, rowInches(roll.result, roll.aces));
  if (!move) return;
  const cellsBefore = gondolas(m.board).find((g) => g.id === id)?.cells ?? [];
  const before = new Map(riders.map((r) => [r, nodeOf(m, r)]));
  // The gondola's entity moves, and the board is rebuilt from the world's gondolas (terrain-state.ts).
  placeGondola(m, id, move);
  emit(m, {
    type: 'gondola',
    gondola: id,
    i: move.i,
    j: move.j,
    orientation: move.orientation,
    inches: move.distance,
  });
  for (const [r, from] of before) {
    const hop = move.riders.find((x) => x.from.i === from.i && x.from.j === from.j);
    const dest: Node = hop ? hop.to : from;
    moveTo(m, r, dest);
    emit(m, {
      type: 'move',
      character: idOf(m, r),
      path: [
        [from.i + 0.5, from.j + 0.5, from.z],
        [dest.i + 0.5, dest.j + 0.5, dest.z],
      ],
      inches: Math.round(move.distance * 100) / 100,
      charge: null,
    });
  }
  // What follows the gondola (movement-hooks.ts ROWED: Dredge)
  for (const f of m.book.all(ROWED)) yield* f(m, eid, id, cellsBefore, move.dx, move.dy);
}

/**
 * After an action: each gondola rider that lost 3 or more Life Points in it falls off into the water
 * (rulebook "Gondolas"). `lost` maps characters to the Life Points they lost in the action.
 */
export function riderFallsOff(m: Match, lost: ReadonlyMap<number, number>): void {
  for (const [eid, lp] of lost) {
    if (lp >= 3 && isOnBoard(m, eid) && ridden(m, eid)) intoWater(m, eid);
  }
}
