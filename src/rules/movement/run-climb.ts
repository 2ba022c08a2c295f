/**
 * Run/Climb (1 AP; rulebook "Run/Climb", "Swimming", "Charging & Disengaging"; tables.md).
 *
 * The character moves up to its MOVE in inches along the cheapest path over the board's surfaces (−2″ when it
 * starts in water, unless Water Creature; + Fast Swimmer (X)). It never passes through another figure, except
 * while climbing. Climbing Vertical Terrain (each climb) or crossing Difficult Ground (each stretch) needs a
 * Basic DEXTERITY Roll: Success goes on; Critical goes on (+2″); Fail stops there and the rest of the MOVE is
 * lost; Fumble falls from there. Ropes & Ladders need no roll. Moving into base contact with an enemy is
 * charging: the move ends and the character makes an Attack of Opportunity (charging from above, from 3″ or
 * higher: Penetration −5). Leaving base contact is disengaging: an Opposed DEXTERITY Roll against one enemy
 * (smaller base +1): Success moves; Fail lets the enemy make an Attack of Opportunity, then moves; Critical
 * moves (+2″); Fumble lets the enemy attack and the character stays.
 *
 * Climbing: a climb goes up or down a wall face in 1″ steps, and the character may stop partway, hanging on the
 * wall at a whole-inch height (a wall position, see space/walls.ts; {@link isOnWall}). It is not on solid ground
 * there: its next Run/Climb is a new climb with its own roll (none on Ropes & Ladders), and it falls from where
 * it hangs if its turn ends there (rounds.ts). The roll of a climb is made where the climb starts; a Fumble falls
 * from that position (nothing to fall from when the climb starts from the ground). While moving on Vertical
 * Terrain it passes other figures, but never ends its move where one stands (space/reach.ts). From a wall
 * position the only movement is Run/Climb (see `wallActionProblem` in climbing.ts).
 */

import { moveTo } from '../character/counters.ts';
import { statDice } from '../character/stats.ts';
import { traitOf } from '../character/traits.ts';
import type { Command, PendingDecision, Point3 } from '../core/types.ts';
import { makeRoll } from '../rolls/roll.ts';
import { type Node, nodeKey, type PathStep, stepPoint } from '../space/api.ts';
import { barricadeCrossings, defendsBarricade } from '../space/barricades.ts';
import { isWallPosition } from '../space/board.ts';
import { emit, enemiesOf, idOf, inContact, isOnBoard, type Match, nodeOf } from '../state/match-state.ts';
import { chargeAttack, chargeMade, chargeTarget, disengage, enemiesTouching } from './charging.ts';
import { fall, fallLanding } from './falling.ts';
import { isMidAir } from './fly.ts';
import { gondolaRoomFor } from './gondola-riders.ts';
import { guardReactions } from './guard.ts';
import { acrobaticOf } from './movement-abilities.ts';
import { occupied } from './occupied.ts';
import {
  chargeBonusTo,
  leavesByWaterAccess,
  moveBudget,
  passerOf,
  reachOf,
  swimPenalty,
} from './run-climb-reach.ts';

/**
 * Find the node at a commanded point (the centre of a cell, at a surface height, or at the whole-inch height of
 * a wall position on Vertical Terrain).
 */
export function nodeAtPoint(m: Match, to: Point3): Node | null {
  const wall = { i: Math.floor(to[0]), j: Math.floor(to[1]), z: Math.round(to[2]) };
  if (Math.abs(wall.z - to[2]) < 0.5 && isWallPosition(m.board, wall)) return wall;
  const n = m.board.nodeAt(to[0], to[1], to[2]);
  return n && Math.abs(n.z - to[2]) < 0.5 ? n : null;
}

/** Inches a Critical adds to a Run/Climb (climbing table, disengaging table). */
export const CRITICAL_EXTRA = 2;

/**
 * Why the character cannot Run/Climb to `to`, or null with the path when it can. A destination up to 2″ beyond
 * MOVE may be named when the way there needs a roll (a climb, Difficult Ground, or disengaging): it is reached only
 * after a Critical; otherwise the move stops where the MOVE runs out.
 */
export function planRunClimb(m: Match, eid: number, to: Point3): { problem: string } | { path: PathStep[] } {
  const target = nodeAtPoint(m, to);
  if (!target) return { problem: `no surface to stand on at (${to.join(', ')})` };
  const here = nodeOf(m, eid);
  if (nodeKey(target) === nodeKey(here)) return { problem: 'the character is already there' };
  const room = gondolaRoomFor(m, eid, target);
  if (room) return { problem: room };
  const path = reachOf(m, eid).path(target);
  if (path && path.length > 0) return { path };
  const far = reachOf(m, eid, CRITICAL_EXTRA).path(target);
  const disengaging = enemiesTouching(m, eid, here).length > 0 && !passerOf(m, eid);
  if (far && far.length > 0 && (disengaging || far.some((s) => s.roll && s.cost <= moveBudget(m, eid)))) {
    return { path: far };
  }
  return { problem: 'the destination is out of reach' };
}

/**
 * Resolve a Run/Climb along `path` (already checked by {@link planRunClimb}). `strikes`: the only enemy its charge
 * may strike (a Bodyguard's interception, bodyguard.ts); otherwise the charging player picks among those charged.
 * `chargeAttacks` false: a charge in this move makes no Attack of Opportunity (Do Try To Keep Up!).
 */
export function* resolveRunClimb(
  m: Match,
  eid: number,
  path: PathStep[],
  strikes?: number,
  chargeAttacks = true,
): Generator<PendingDecision, void, Command> {
  const startNode = nodeOf(m, eid);
  const startZ = startNode.z;
  const touching = enemiesTouching(m, eid, startNode);
  const end = path[path.length - 1]!;
  const leaving = touching.filter((e) => !enemiesTouching(m, eid, end).includes(e));
  // The charge bonus (Prove Yourselves to Dagon!): read where the move starts.
  const bonus = chargeBonusTo(m, eid, end, touching);
  // A mover that passes over figures (Levatevi di Mezzo, Imbecilli!) ignores disengaging.
  const passer = passerOf(m, eid);
  const disengaged = passer ? { go: true, extra: 0 } : yield* disengage(m, eid, leaving);
  if (!disengaged.go) return;
  const access = leavesByWaterAccess(m, eid, startNode, path) ? swimPenalty(m, eid) : 0;
  let budget = moveBudget(m, eid) + disengaged.extra + access + bonus;
  const walked: Point3[] = [[startNode.i + 0.5, startNode.j + 0.5, startNode.z]];
  let here: Node = startNode;
  // Where the move may end if it stops now: climbing passes other figures but never ends inside one.
  let rest = { node: startNode, walked: 1 };
  let stopped = false;
  const crossings = barricadeCrossings(m.board, startNode, path);
  for (const [k, step] of path.entries()) {
    if (step.cost > budget + 1e-9) {
      stopped = true;
      break;
    }
    // Crossing a defended barricade tests as disengaging (rulebook "Barricades").
    const crossing = crossings.find((x) => x.step === k);
    if (crossing && !passer) {
      const defenders = enemiesOf(m, eid).filter((e) =>
        defendsBarricade(m.board, crossing.barricade, nodeOf(m, e), crossing.from),
      );
      const test = yield* disengage(m, eid, defenders);
      if (!isOnBoard(m, eid)) return;
      if (!test.go) {
        stopped = true;
        break;
      }
      budget += test.extra;
    }
    if (step.roll) {
      const dex = statDice(m, eid, 'dex');
      const acrobatic = acrobaticOf(m, eid, rollNodes(here, path, k));
      const result = yield* makeRoll(m, eid, {
        kind: 'basic',
        purpose: step.climb ? 'climb' : 'difficult-ground',
        pool: dex.dice,
        modifiers: dex.labels,
        aceOn: 7,
        rerolls: acrobatic.has ? Math.min(3, acrobatic.value) : 0,
        rerollSource: acrobatic.source,
      });
      // The trait climb-counts-an-ace (Climber): a climb roll counts at least one Ace, so it never fails nor fumbles.
      const climbAce = step.climb && result.aces === 0 ? traitOf(m, eid, 'climb-counts-an-ace') : null;
      const climber = climbAce?.has === true;
      if (climbAce?.has)
        emit(m, {
          type: 'ability',
          character: idOf(m, eid),
          ability: climbAce.source,
          effect: 'the climb counts one Ace',
        });
      // The trait move-fumble-is-fail (Climbing Suckers): a Fumble on these rolls counts as a Fail.
      const fumbleFails =
        !climber && result.result === 'fumble' ? traitOf(m, eid, 'move-fumble-is-fail') : null;
      const suckers = fumbleFails?.has === true;
      if (fumbleFails?.has)
        emit(m, {
          type: 'ability',
          character: idOf(m, eid),
          ability: fumbleFails.source,
          effect: 'the Fumble counts as a Fail',
        });
      if (!climber && (result.result === 'fail' || suckers)) {
        stopped = true;
        break;
      }
      if (result.result === 'critical') budget += CRITICAL_EXTRA;
      if (result.result === 'fumble' && !climber) {
        emitMove(m, eid, walked, here, null);
        const below = step.climb ? climbFumbleLanding(m, eid, here, step) : null;
        if (below) yield* fall(m, eid, here.z, below);
        yield* guardReactions(m, eid);
        return;
      }
    }
    here = step;
    walked.push(stepPoint(step));
    if ((!step.climb && !passer) || !occupied(m, eid, step)) rest = { node: step, walked: walked.length };
  }
  if (here !== rest.node) {
    // The MOVE ran out (or a test failed) while passing another figure on a wall: back to the last free place.
    here = rest.node;
    walked.length = rest.walked;
  }
  moveTo(m, eid, here);
  const charged = stopped ? [] : enemiesTouching(m, eid, here).filter((e) => !touching.includes(e));
  // A Bodyguard's interception (`strikes`) charges only the enemy it intercepts.
  const foe =
    strikes === undefined
      ? yield* chargeTarget(m, eid, charged, startZ)
      : charged.includes(strikes)
        ? strikes
        : undefined;
  emitMove(m, eid, walked, here, foe === undefined ? null : idOf(m, foe));
  if (passer) yield* passer.afterMove(m, eid, walked);
  yield* guardReactions(m, eid);
  if (foe === undefined) return;
  const struck = yield* chargeMade(m, eid, charged, foe);
  if (chargeAttacks && isOnBoard(m, eid) && isOnBoard(m, struck)) yield* chargeAttack(m, eid, struck, startZ);
}

/** The nodes a roll at step `k` of `path` serves: where it starts, the step, and for a climb the rest of the climb. */
function rollNodes(here: Node, path: readonly PathStep[], k: number): Node[] {
  const out: Node[] = [here];
  for (let j = k; j < path.length && (j === k || (path[k]!.climb && path[j]!.climb)); j++) out.push(path[j]!);
  return out;
}

/**
 * Where a character falls when the roll of a climb from `here` toward `step` is a Fumble (rulebook "Run/Climb":
 * it falls from its current position): straight down from a wall position; from the top of a wall it was about
 * to climb down, down the open column beside it; nowhere (null) when it stands at the foot of the climb.
 */
function climbFumbleLanding(m: Match, eid: number, here: Node, step: Node): Node | null {
  if (isWallPosition(m.board, here)) return landingBelow(m, eid, here.i + 0.5, here.j + 0.5, here.z);
  if (step.z < here.z) return landingBelow(m, eid, step.i + 0.5, step.j + 0.5, step.z);
  return null;
}

/**
 * Where a climber falling from (x, y) at height h (inches) lands: as any fall (falling.ts `fallLanding`: the
 * highest surface below, or a free one beside it), and when every place there is taken, the surface straight below
 * all the same — never back on the wall (nor in mid-air).
 */
export function landingBelow(m: Match, eid: number, x: number, y: number, h: number): Node {
  const spot = fallLanding(m, eid, x, y, h);
  if (m.board.surfacesAt(spot.i, spot.j).some((n) => n.z === spot.z)) return spot;
  return m.board.nodeAt(x, y, h) ?? m.board.surfacesAt(Math.floor(x), Math.floor(y))[0] ?? spot;
}

/** Where a character falls should its turn end where it is: from `from` (inches up) onto `landing`, `inches` below. */
export interface TurnEndDrop {
  readonly from: number;
  readonly landing: Node;
  readonly inches: number;
}

/**
 * The fall `eid` makes should its turn end where it is (rulebook "Run/Climb": a character that cannot end its turn
 * on solid ground falls from where it is; "Flight": so does a flyer left in mid-air), landing as {@link landingBelow}
 * says; null on solid ground. match/rounds.ts makes the fall; read/preview.ts shows it beforehand.
 */
export function turnEndDrop(m: Match, eid: number): TurnEndDrop | null {
  if (!isOnWall(m, eid) && !isMidAir(m, eid)) return null;
  const here = nodeOf(m, eid);
  const landing = landingBelow(m, eid, here.i + 0.5, here.j + 0.5, here.z);
  return { from: here.z, landing, inches: Math.max(0, here.z - landing.z) };
}

/**
 * Whether the character hangs on Vertical Terrain (a wall position: not on solid ground; rulebook "Run/Climb").
 * The view may call it to draw a climbing figure; see also `isWallPosition` in space/board.ts for a node.
 */
export function isOnWall(m: Match, eid: number): boolean {
  return isWallPosition(m.board, nodeOf(m, eid));
}

/**
 * Inches of a walked path (column centres, and the points where straight stretches cross columns: `stepPoint` of
 * space/api.ts): across, plus the height of every climbing step — a step of more than 1″, or to or from a wall
 * position; a rise of up to 1″ on a walk is ignored.
 */
export function walkedInches(m: Match, walked: readonly Point3[]): number {
  let inches = 0;
  const onWall = (p: Point3) =>
    isWallPosition(m.board, { i: Math.floor(p[0]), j: Math.floor(p[1]), z: Math.round(p[2]) });
  for (let k = 1; k < walked.length; k++) {
    const a = walked[k - 1]!;
    const b = walked[k]!;
    const dz = Math.abs(a[2] - b[2]);
    inches += Math.hypot(a[0] - b[0], a[1] - b[1]) + (dz > 1 || onWall(a) || onWall(b) ? dz : 0);
  }
  return inches;
}

function emitMove(m: Match, eid: number, walked: Point3[], here: Node, charge: string | null): void {
  moveTo(m, eid, here);
  // A move that stops partway along a straight stretch steps across to the centre of the column it stops in.
  const last = walked[walked.length - 1]!;
  if (last[0] !== here.i + 0.5 || last[1] !== here.j + 0.5) walked.push([here.i + 0.5, here.j + 0.5, here.z]);
  const inches = walkedInches(m, walked);
  emit(m, {
    type: 'move',
    character: idOf(m, eid),
    path: walked,
    inches: Math.round(inches * 100) / 100,
    charge,
  });
}

/** Whether `eid` touches any enemy (used to tell charging from moving). */
export function touchesEnemy(m: Match, eid: number): boolean {
  return enemiesOf(m, eid).some((e) => inContact(m, eid, e));
}
