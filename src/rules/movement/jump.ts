/**
 * Jump (1 AP; rulebook "Jump", "Chained Jumps", "Controlled Landing", "Falling"; tables.md "Jump").
 *
 * Not in water. The player names a point in line of sight no higher than 3″ above the character's base and makes
 * a Basic DEXTERITY Roll (Acrobatic (X) re-rolls): Success 2″ + up to 1″ per Ace; Fail 2″; Critical 4″ + up to 1″
 * per Ace; Fumble 1″.
 *
 * The jump travels along the straight 3D line from the base toward the point, and the inches rolled are measured
 * along that line (DESIGN §3.2), as far as the roll allows and no farther than the point; terrain more than 1″
 * above the figure's base stops it (jump-line.ts gives the exact reading). Where it stops, it lands when a
 * surface of solid ground lies within ½″ of its base (above or below). Otherwise, when it came down short of the
 * point, it may be moved up to 1″ along the same 3D line, with the height the line has there, onto such a
 * surface; a surface lower than that is no landing, and the shift never steps up a wall. Failing that it
 * falls straight down, counting the distance from the height where the jump started. Naming a point in mid-air
 * ends the jump there, and it falls (no shift). With `onward`, inches rolled beyond the point are walked on
 * horizontally along the line as on a Run/Climb (jump-onward.ts); without it the jump stops at the point.
 * Landing on an Obstacle allows one 0 AP Chained Jump from it, once per turn. A Controlled Landing costs
 * 1 Will Point before the roll: a fall then scores Aces on 5+.
 * Jumping into base contact is a charge; leaving base contact is disengaging.
 */

import { moveTo } from '../character/counters.ts';
import { statDice } from '../character/stats.ts';
import { traitLabel, traitOf } from '../character/traits.ts';
import { payWill } from '../character/will-cost.ts';
import type { Command, PendingDecision, Point3 } from '../core/types.ts';
import { makeRoll } from '../rolls/roll.ts';
import { type Node, nodeKey } from '../space/api.ts';
import { hasLineOfSight } from '../space/sight.ts';
import {
  centreOf,
  emit,
  figureOf,
  idOf,
  isOnBoard,
  isSwimming,
  type Match,
  nodeOf,
} from '../state/match-state.ts';
import { oddityClosed } from '../state/oddity-state.ts';
import { chargeAttack, chargeMade, chargeTarget, disengage, enemiesTouching } from './charging.ts';
import { fall, fallLanding } from './falling.ts';
import { gondolaRoomFor } from './gondola-riders.ts';
import { guardReactions } from './guard.ts';
import { jumpLanding, surfaceNear } from './jump-landing.ts';
import { insideAt, LAND_TOLERANCE } from './jump-line.ts';
import { onwardPath } from './jump-onward.ts';
import { acrobaticOf } from './movement-abilities.ts';
import { occupiedTest } from './occupied.ts';
import { shakeUnstable } from './unstable-ground.ts';

/** Highest a jump may aim above the character's base (inches). */
export const JUMP_MAX_RISE = 3;

/** Inches a Leaper's Success or Critical adds (its unique ability). */
export const LEAPER_INCHES = 2;

/** Inches a jump roll allows (tables.md "Jump"); `leaper`: a Success or Critical goes 2″ further. */
export function jumpInches(result: string, aces: number, leaper = false): number {
  const more = leaper ? LEAPER_INCHES : 0;
  if (result === 'critical') return 4 + aces + more;
  if (result === 'success') return 2 + aces + more;
  if (result === 'fail') return 2;
  return 1;
}

/**
 * Why the character cannot jump toward `to` (inches) now, or null: in water, a point more than 3″ above its
 * base, on its own spot, off the board, inside terrain, out of line of sight, or where another figure stands.
 */
export function jumpProblem(m: Match, eid: number, to: Point3): string | null {
  return jumpProblemTest(m, eid)(to);
}

/**
 * {@link jumpProblem} for many points of one character while nothing moves (the listed Jump targets, legal.ts):
 * where it stands, its eyes and the other figures are read once, when the test is made. Shape: point → why the
 * Jump there is refused, or null.
 */
export function jumpProblemTest(m: Match, eid: number): (to: Point3) => string | null {
  if (isSwimming(m, eid)) return () => 'a character cannot jump while in water';
  const here = nodeOf(m, eid);
  const eye = figureOf(m, eid);
  const taken = occupiedTest(m, eid);
  return (to) => {
    if (to[2] > here.z + JUMP_MAX_RISE + 1e-6)
      return `the point is more than ${JUMP_MAX_RISE}″ above the character's base`;
    const d = Math.hypot(to[0] - (here.i + 0.5), to[1] - (here.j + 0.5));
    if (d < 0.5) return 'the point is where the character stands';
    if (to[0] < 0 || to[1] < 0 || to[0] > m.board.width || to[1] > m.board.depth)
      return 'the point is off the board';
    if (insideAt(m.board, { x: to[0], y: to[1], h: to[2], t: 0 })) return 'the point is inside terrain';
    const mark = { x: to[0], y: to[1], z: to[2], radius: 0.3, height: 1 };
    if (!hasLineOfSight(m.board, eye, mark)) return 'the point is out of line of sight';
    const spot = surfaceNear(m, to[0], to[1], to[2]);
    if (spot && taken(spot)) return gondolaRoomFor(m, eid, spot) ?? 'another figure stands there';
    if (spot && oddityClosed(m, eid, spot))
      return 'an enemy Otherworldly Oddity makes that terrain Impassable';
    return null;
  };
}

/**
 * Resolve a Jump toward `to` (checked by {@link jumpProblem}): the Controlled Landing's Will Point, the roll,
 * disengaging, the landing (Unstable Ground, Chained Jump) or the fall, the onward move when `onward` and the
 * roll went beyond the point, then a charge and the guards' reactions.
 */
export function* resolveJump(
  m: Match,
  eid: number,
  to: Point3,
  controlledLanding: boolean,
  onward = false,
): Generator<PendingDecision, void, Command> {
  const start = nodeOf(m, eid);
  const from: Point3 = [start.i + 0.5, start.j + 0.5, start.z];
  const touching = enemiesTouching(m, eid, start);
  // 1 Will Point (a Frenzied character may pay it with a Life Point: abilities/will-cost.ts).
  if (controlledLanding) payWill(m, eid, 1, 'a Controlled Landing');
  const dex = statDice(m, eid, 'dex');
  // Acrobatic (X): its own, or a friendly Otherworldly Oddity's when it jumps from or toward its piece.
  const aimed = surfaceNear(m, to[0], to[1], to[2]);
  const acrobatic = acrobaticOf(m, eid, aimed ? [start, aimed] : [start]);
  const roll = yield* makeRoll(m, eid, {
    kind: 'basic',
    purpose: 'jump',
    pool: dex.dice,
    modifiers: dex.labels,
    aceOn: 7,
    rerolls: acrobatic.has ? acrobatic.value : 0,
    rerollSource: acrobatic.source || traitLabel(m.book, 'move-dex-rerolls'),
  });
  const inches = jumpInches(roll.result, roll.aces, traitOf(m, eid, 'jumps-farther').has);
  const { point: p, landing, fallsTo, spare } = jumpLanding(m, eid, to, inches);
  const stayed = landing !== null && nodeKey(landing) === nodeKey(start);
  const charging = landing !== null && enemiesTouching(m, eid, landing).some((e) => !touching.includes(e));
  // Rolled beyond the point: walk on horizontally along the line (not after landing in base contact: a charge).
  const walk =
    onward && landing && !stayed && !charging && spare > 0
      ? onwardPath(m, eid, landing, to[0] - from[0], to[1] - from[1], spare, touching)
      : [];
  const rest = walk[walk.length - 1] ?? landing ?? fallsTo ?? start;
  const away = touching.filter((e) => !enemiesTouching(m, eid, rest).includes(e));
  if (!(yield* disengage(m, eid, away)).go) return;
  const end: Point3 = landing ? [landing.i + 0.5, landing.j + 0.5, landing.z] : [p.x, p.y, p.h];
  emit(m, {
    type: 'jump',
    character: idOf(m, eid),
    from,
    to: [...to],
    inches,
    end,
    landed: landing !== null,
    controlledLanding,
  });
  if (landing && !stayed) {
    moveTo(m, eid, landing);
    yield* shakeUnstable(m, eid, landing);
    if (walk.length > 0 && isOnBoard(m, eid) && nodeKey(nodeOf(m, eid)) === nodeKey(landing)) {
      walkOnward(m, eid, landing, walk);
    } else if (m.board.isObstacle(landing.i, landing.j) && !m.turnState.chainedJumpUsed) {
      m.turnState.chainedJumpReady = true;
    }
    if (!isOnBoard(m, eid)) return;
  } else if (!landing) {
    const below = fallsTo ?? fallLanding(m, eid, p.x, p.y, p.h + LAND_TOLERANCE);
    // Aerial Attack: no Life Points lost when the fall is a charge from above.
    const fromAbove = enemiesTouching(m, eid, below).some(
      (e) => !touching.includes(e) && start.z - (m.world.components.Position.z[e] ?? 0) >= 3,
    );
    yield* fall(
      m,
      eid,
      start.z,
      below,
      controlledLanding,
      fromAbove && traitOf(m, eid, 'lands-charging-unhurt').has,
    );
    // A fall onto Unstable Ground shakes it too, even when the fall was deadly.
    yield* shakeUnstable(m, eid, below);
    if (!isOnBoard(m, eid)) return;
  }
  const here = nodeOf(m, eid);
  const charged = enemiesTouching(m, eid, here).filter((e) => !touching.includes(e));
  const foe = yield* chargeTarget(m, eid, charged, start.z);
  yield* guardReactions(m, eid);
  if (foe === undefined) return;
  const struck = yield* chargeMade(m, eid, charged, foe);
  if (isOnBoard(m, eid) && isOnBoard(m, struck)) yield* chargeAttack(m, eid, struck, start.z);
}

/** The onward move after a landing (see jump-onward.ts): put the figure at the end of `walk` and say so. */
function walkOnward(m: Match, eid: number, landing: Node, walk: readonly Node[]): void {
  const last = walk[walk.length - 1]!;
  moveTo(m, eid, last);
  emit(m, {
    type: 'move',
    character: idOf(m, eid),
    path: [landing, ...walk].map((n) => [n.i + 0.5, n.j + 0.5, n.z] as Point3),
    inches: Math.round(Math.hypot(last.i - landing.i, last.j - landing.j) * 100) / 100,
    // A charge at its end shows as the Attack of Opportunity that follows, as for the jump itself.
    charge: null,
  });
}

/** The centre of a node as a Point3. */
export function pointOf(n: Node): Point3 {
  const c = centreOf(n);
  return [c.x, c.y, c.z];
}
