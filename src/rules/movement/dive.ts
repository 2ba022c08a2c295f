/**
 * Dive (2 AP; rulebook "Dive"; tables.md "Dive"). Only in water. Basic DEXTERITY Roll: Success one Underwater
 * Counter; Critical two; Fail nothing; Fumble the character loses 1 Life Point. Each Underwater Counter gives
 * +2 PROTECTION; all are lost when the character makes another action. A character that starts its turn with
 * Underwater Counters may give them up to move at once up to 4″ per counter (8″ for a Water Creature), staying
 * in water, for 0 AP.
 */

import { moveTo } from '../character/counters.ts';
import { loseLifePoints } from '../character/life-points.ts';
import { statDice } from '../character/stats.ts';
import { traitOf } from '../character/traits.ts';
import type { Command, PendingDecision, Point3 } from '../core/types.ts';
import { makeRoll } from '../rolls/roll.ts';
import { nodeKey, type PathStep, type Reach, stepPoint } from '../space/api.ts';
import { findReach } from '../space/reach.ts';
import { boardFor, emit, idOf, isSwimming, type Match, nodeOf } from '../state/match-state.ts';
import { hookPoint } from '../state/rule-book.ts';
import { occupiedTest } from './occupied.ts';

/** AP a Dive costs. */
export const DIVE_AP = 2;
export { UNDERWATER_PROTECTION } from '../core/dive-constants.ts';

/**
 * A diver out of the water (dragged by a Grapple, moved off a marker) loses its Underwater Counters (our reading:
 * they are held only in water).
 */
export function leaveWater(m: Match, eid: number): void {
  const c = m.world.components.Counters;
  if ((c.underwater[eid] ?? 0) === 0 || isSwimming(m, eid)) return;
  c.underwater[eid] = 0;
  emit(m, { type: 'counter', character: idOf(m, eid), counter: 'underwater', gained: false });
}

/** Why the character cannot Dive now, or null. */
export function diveProblem(m: Match, eid: number, ap: number): string | null {
  if (!isSwimming(m, eid)) return 'a character must be in water to Dive';
  const never = traitOf(m, eid, 'cannot-dive');
  if (never.has) return `${never.source}: this character can never Dive`;
  if (ap < DIVE_AP) return `a Dive needs ${DIVE_AP} Action Points`;
  return null;
}

/**
 * A result a rule gives `eid`'s Dive in place of the roll (Deep Dive: pay 1 Will Point for a Critical), or null to
 * roll; the first entry giving one counts.
 */
export const DIVE_INSTEAD =
  hookPoint<(m: Match, eid: number) => Generator<PendingDecision, 'critical' | null, Command>>(
    'dive instead',
  );

/** Resolve a Dive. */
export function* resolveDive(m: Match, eid: number): Generator<PendingDecision, void, Command> {
  let result: string | null = null;
  for (const f of m.book.all(DIVE_INSTEAD)) {
    result = yield* f(m, eid);
    if (result) break;
  }
  if (!result) {
    const dex = statDice(m, eid, 'dex');
    const roll = yield* makeRoll(m, eid, {
      kind: 'basic',
      purpose: 'dive',
      pool: dex.dice,
      modifiers: dex.labels,
      aceOn: 7,
    });
    result = roll.result;
  }
  const gained = result === 'critical' ? 2 : result === 'success' ? 1 : 0;
  if (result === 'fumble') loseLifePoints(m, eid, 1, 'dive');
  if (gained > 0) {
    const c = m.world.components.Counters;
    c.underwater[eid] = (c.underwater[eid] ?? 0) + gained;
    for (let k = 0; k < gained; k++) {
      emit(m, { type: 'counter', character: idOf(m, eid), counter: 'underwater', gained: true });
    }
  }
}

/**
 * Inches of the free swim the character's Underwater Counters buy (rulebook "Dive"): 4 each, or the value of its
 * trait underwater-inches (a Water Creature: 8).
 */
export function underwaterInches(m: Match, eid: number): number {
  const far = traitOf(m, eid, 'underwater-inches');
  const per = far.has ? far.value : 4;
  return per * (m.world.components.Counters.underwater[eid] ?? 0);
}

/** Where the character may swim with its Underwater Counters: water nodes only (as it treats them: `boardFor`). */
export function underwaterReach(m: Match, eid: number): Reach {
  const taken = occupiedTest(m, eid);
  const board = boardFor(m, eid);
  return findReach(board, nodeOf(m, eid), {
    budget: underwaterInches(m, eid),
    blocked: (n) => board.surfaceKind(n) !== 'water' || taken(n),
    stopAt: () => false,
  });
}

/** Why the character cannot make its underwater move to `to` now, or null with the path. */
export function planUnderwaterMove(
  m: Match,
  eid: number,
  to: Point3,
): { problem: string } | { path: PathStep[] } {
  if ((m.world.components.Counters.underwater[eid] ?? 0) === 0) return { problem: 'no Underwater Counters' };
  if (m.active !== eid ? false : !m.turnState.fresh) return { problem: 'only at the start of the turn' };
  const target = m.board.nodeAt(to[0], to[1], to[2]);
  if (!target || nodeKey(target) === nodeKey(nodeOf(m, eid))) return { problem: 'no water to swim to there' };
  const path = underwaterReach(m, eid).path(target);
  return path && path.length > 0 ? { path } : { problem: 'the destination is out of reach under water' };
}

/** Give up the Underwater Counters and swim along `path`. */
export function resolveUnderwaterMove(m: Match, eid: number, path: PathStep[]): void {
  const start = nodeOf(m, eid);
  m.world.components.Counters.underwater[eid] = 0;
  emit(m, { type: 'counter', character: idOf(m, eid), counter: 'underwater', gained: false });
  const end = path[path.length - 1]!;
  moveTo(m, eid, end);
  const walked: Point3[] = [[start.i + 0.5, start.j + 0.5, start.z], ...path.map(stepPoint)];
  emit(m, { type: 'move', character: idOf(m, eid), path: walked, inches: end.cost, charge: null });
}
