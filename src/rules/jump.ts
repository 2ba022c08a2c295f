/**
 * Jump (1 AP; rulebook "Jump", "Chained Jumps", "Controlled Landing", "Falling"; tables.md "Jump").
 *
 * Not in water. The player names a point in line of sight no higher than 3″ above the character's base and makes
 * a Basic DEXTERITY Roll (Acrobatic (X) re-rolls): Success 2″ + up to 1″ per Ace; Fail 2″; Critical 4″ + up to 1″
 * per Ace; Fumble 1″. The character moves in a straight line toward the point (over terrain up to 1″), as far as
 * the roll allows and no farther than the point. When it comes down short of solid ground but within 1″ of it
 * along the line, it is moved onto it; otherwise it falls, counting the distance from the height where the
 * jump started. Naming a point in mid-air ends the jump there, and it falls.
 * Landing on an Obstacle allows one 0 AP Chained Jump from it, once per turn. A Controlled Landing costs
 * 1 Will Point before the roll: a fall then scores Aces on 5+.
 * Jumping into base contact is a charge; leaving base contact is disengaging.
 */

import { chargeAttack, chargeTarget, disengage, enemiesTouching } from './charging.ts';
import { moveTo } from './counters.ts';
import { fall } from './falling.ts';
import { guardReactions } from './guard.ts';
import {
  abilityOf,
  centreOf,
  emit,
  figureOf,
  idOf,
  isOnBoard,
  isSwimming,
  type Match,
  nodeOf,
  statOf,
} from './match-state.ts';
import { makeRoll } from './roll.ts';
import { occupied } from './run-climb.ts';
import type { Node } from './space/api.ts';
import { sight } from './space/sight.ts';
import type { Command, PendingDecision, Point3 } from './types.ts';
import { shakeUnstable } from './unstable-ground.ts';

/** Highest a jump may aim above the character's base (inches). */
export const JUMP_MAX_RISE = 3;
/** How far along the line a jump that lands partly on solid ground may be moved onto it (inches). */
export const JUMP_SHIFT = 1;

/** Inches a jump roll allows (tables.md "Jump"). */
export function jumpInches(result: string, aces: number): number {
  if (result === 'critical') return 4 + aces;
  if (result === 'success') return 2 + aces;
  if (result === 'fail') return 2;
  return 1;
}

/** Why the character cannot jump toward `to` now, or null. */
export function jumpProblem(m: Match, eid: number, to: Point3): string | null {
  if (isSwimming(m, eid)) return 'a character cannot jump while in water';
  const here = nodeOf(m, eid);
  if (to[2] > here.z + JUMP_MAX_RISE + 1e-6)
    return `the point is more than ${JUMP_MAX_RISE}″ above the character's base`;
  const d = Math.hypot(to[0] - (here.i + 0.5), to[1] - (here.j + 0.5));
  if (d < 0.5) return 'the point is where the character stands';
  if (to[0] < 0 || to[1] < 0 || to[0] > m.board.width || to[1] > m.board.depth)
    return 'the point is off the board';
  const eye = figureOf(m, eid);
  const mark = { x: to[0], y: to[1], z: to[2], radius: 0.3, height: 1 };
  if (!sight(m.board, eye, mark).lineOfSight) return 'the point is out of line of sight';
  const land = landingAt(m, eid, to[0], to[1], to[2]);
  if (land?.occupiedBy) return 'another figure stands there';
  return null;
}

/** A surface within 1″ of height `h` in the column under (x, y), and whether a figure stands on it. */
function landingAt(
  m: Match,
  eid: number,
  x: number,
  y: number,
  h: number,
): { node: Node; occupiedBy: boolean } | null {
  const i = Math.floor(x);
  const j = Math.floor(y);
  const found = m.board.surfacesAt(i, j).find((n) => Math.abs(n.z - h) <= 1 + 1e-6);
  if (!found) return null;
  return { node: found, occupiedBy: occupied(m, eid, found) };
}

function solidGround(m: Match, n: Node): boolean {
  return m.board.surfaceKind(n) !== 'water';
}

/**
 * Trace the jump: how far the character gets toward `to` with `inches` of jump, stopping before a wall higher than
 * 1″ over its line. Returns the point reached and its height on the line.
 */
function trace(
  m: Match,
  from: Point3,
  to: Point3,
  inches: number,
): { x: number; y: number; h: number; t: number } {
  const d = Math.hypot(to[0] - from[0], to[1] - from[1]);
  const reach = Math.min(inches, d);
  const at = (t: number) => ({
    x: from[0] + ((to[0] - from[0]) * t) / d,
    y: from[1] + ((to[1] - from[1]) * t) / d,
    h: from[2] + ((to[2] - from[2]) * t) / d,
    t,
  });
  let last = at(0);
  for (let t = 0.1; t <= reach + 1e-9; t += 0.1) {
    const p = at(Math.min(t, reach));
    if (m.board.isSolid(p.x, p.y, p.h + 1.01)) return last;
    last = p;
  }
  return at(reach);
}

/**
 * Where a jump of `inches` toward `to` ends, without rolling: the landing node on solid ground, or null when the
 * character comes down off it (then it falls from `point`). Used by the resolution and the previews.
 */
export function jumpLanding(
  m: Match,
  eid: number,
  to: Point3,
  inches: number,
): { point: { x: number; y: number; h: number }; landing: Node | null } {
  const start = nodeOf(m, eid);
  const from: Point3 = [start.i + 0.5, start.j + 0.5, start.z];
  const p = trace(m, from, to, inches);
  const d = Math.hypot(to[0] - from[0], to[1] - from[1]);
  const candidates: { x: number; y: number; h: number }[] = [p];
  for (let s = 0.25; s <= JUMP_SHIFT + 1e-9; s += 0.25) {
    for (const sign of [1, -1]) {
      const t = p.t + sign * s;
      if (t < 0 || t > d) continue;
      candidates.push({
        x: from[0] + ((to[0] - from[0]) * t) / d,
        y: from[1] + ((to[1] - from[1]) * t) / d,
        h: from[2] + ((to[2] - from[2]) * t) / d,
      });
    }
  }
  const midAir = p.t >= d - 1e-6 && !landingAt(m, eid, to[0], to[1], to[2]);
  let landing: Node | null = null;
  if (!midAir) {
    for (const c of candidates) {
      const l = landingAt(m, eid, c.x, c.y, c.h);
      if (l && !l.occupiedBy && solidGround(m, l.node) && !(l.node.i === start.i && l.node.j === start.j)) {
        landing = l.node;
        break;
      }
    }
  }
  return { point: p, landing };
}

/** Resolve a Jump (checked by {@link jumpProblem}). */
export function* resolveJump(
  m: Match,
  eid: number,
  to: Point3,
  controlledLanding: boolean,
): Generator<PendingDecision, void, Command> {
  const start = nodeOf(m, eid);
  const from: Point3 = [start.i + 0.5, start.j + 0.5, start.z];
  const touching = enemiesTouching(m, eid, start);
  if (controlledLanding) {
    const { Points } = m.world.components;
    const wp = Points.wp[eid] ?? 0;
    Points.wp[eid] = wp - 1;
    emit(m, { type: 'will-points', character: idOf(m, eid), amount: 1, wpBefore: wp, wpAfter: wp - 1 });
  }
  const dex = statOf(m, eid, 'dex');
  const acrobatic = abilityOf(m, eid, 'Acrobatic');
  const roll = yield* makeRoll(m, eid, {
    kind: 'basic',
    purpose: 'jump',
    pool: dex,
    modifiers: [`DEXTERITY ${dex}`],
    aceOn: 7,
    rerolls: acrobatic.has ? acrobatic.value : 0,
    rerollSource: 'Acrobatic',
  });
  const inches = jumpInches(roll.result, roll.aces);
  const { point: p, landing } = jumpLanding(m, eid, to, inches);
  const away = touching.filter((e) => !landing || !enemiesTouching(m, eid, landing).includes(e));
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
  });
  if (landing) {
    moveTo(m, eid, landing);
    yield* shakeUnstable(m, eid, landing);
    if (m.board.isObstacle(landing.i, landing.j) && !m.turnState.chainedJumpUsed) {
      m.turnState.chainedJumpReady = true;
    }
  } else {
    const below = fallLanding(m, eid, p.x, p.y, p.h);
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
      fromAbove && abilityOf(m, eid, 'Aerial Attack').has,
    );
    // A fall onto Unstable Ground shakes it too, even when the fall was deadly.
    yield* shakeUnstable(m, eid, below);
    if (!isOnBoard(m, eid)) return;
  }
  const here = nodeOf(m, eid);
  const charged = enemiesTouching(m, eid, here).filter((e) => !touching.includes(e));
  const foe = chargeTarget(m, eid, charged, start.z);
  yield* guardReactions(m, eid);
  if (foe !== undefined && isOnBoard(m, eid) && isOnBoard(m, foe)) yield* chargeAttack(m, eid, foe, start.z);
}

/** Where a figure falling from (x, y) at height h comes to rest: the highest surface below, free of figures. */
export function fallLanding(m: Match, eid: number, x: number, y: number, h: number): Node {
  const i = Math.floor(x);
  const j = Math.floor(y);
  const below = [...m.board.surfacesAt(i, j)].reverse().find((n) => n.z <= h + 1e-6);
  const spot = below ?? m.board.surfacesAt(i, j)[0] ?? nodeOf(m, eid);
  if (!occupied(m, eid, spot)) return spot;
  for (const [di, dj] of [
    [1, 0],
    [-1, 0],
    [0, 1],
    [0, -1],
    [1, 1],
    [-1, -1],
    [1, -1],
    [-1, 1],
  ] as const) {
    const n = m.board.surfacesAt(i + di, j + dj).find((s) => s.z === spot.z);
    if (n && !occupied(m, eid, n)) return n;
  }
  return nodeOf(m, eid);
}

/** The centre of a node as a Point3. */
export function pointOf(n: Node): Point3 {
  const c = centreOf(n);
  return [c.x, c.y, c.z];
}
