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

import { herding } from './abilities/unique.ts';
import { bodyguardReactions } from './bodyguard.ts';
import { chargeAttack, chargeTarget, disengage, enemiesTouching } from './charging.ts';
import { moveTo } from './counters.ts';
import { fall } from './falling.ts';
import { isMidAir } from './fly.ts';
import { gondolaRoomFor } from './gondola-riders.ts';
import { guardReactions } from './guard.ts';
import { fallLanding } from './jump.ts';
import { freeDestinations, passesOverFigures, trample } from './levatevi.ts';
import {
  abilityOf,
  centreOf,
  emit,
  enemiesOf,
  figureOf,
  idOf,
  inContact,
  isOnBoard,
  isSwimming,
  type Match,
  nodeOf,
  statOf,
} from './match-state.ts';
import { limitReach, straightReach } from './movement-abilities.ts';
import { oddityAcrobatic, oddityClosed } from './oddity-state.ts';
import { chargeBonus, chargeBonusTo, withChargeBonus } from './prove-yourselves.ts';
import { makeRoll } from './roll.ts';
import { type Node, nodeKey, type PathStep, type Reach, stepPoint } from './space/api.ts';
import { barricadeCrossings, defendsBarricade } from './space/barricades.ts';
import { isWallPosition } from './space/board.ts';
import { CONTACT_GAP, inBaseContact } from './space/measure.ts';
import { findReach } from './space/reach.ts';
import type { Command, PendingDecision, Point3 } from './types.ts';
import { charactersOnBoard } from './world.ts';

/** Inches of MOVE lost by starting a Run/Climb in water (rulebook "Swimming"): 2, none for a Water Creature. */
export function swimPenalty(m: Match, eid: number): number {
  return isSwimming(m, eid) && !abilityOf(m, eid, 'Water Creature').has ? 2 : 0;
}

/** MOVE available for a Run/Climb starting where the character stands (inches). */
export function moveBudget(m: Match, eid: number): number {
  const move = statOf(m, eid, 'move') + herding(m, eid);
  if (!isSwimming(m, eid)) return move;
  const fast = abilityOf(m, eid, 'Fast Swimmer');
  return Math.max(0, move - swimPenalty(m, eid) + (fast.has ? fast.value : 0));
}

/** Whether a path from `from` first leaves the water at a Water Access point (climbing out past wall positions). */
export function leavesByWaterAccess(m: Match, from: Node, path: readonly PathStep[]): boolean {
  let prev: Node = from;
  for (const s of path) {
    if (isWallPosition(m.board, s)) continue;
    if (m.board.surfaceKind(prev) === 'water' && m.board.surfaceKind(s) !== 'water') {
      return m.board.isWaterAccess(prev.i, prev.j) || m.board.isWaterAccess(s.i, s.j);
    }
    prev = s;
  }
  return false;
}

/**
 * A swimmer's reach: within the reduced budget anywhere, and up to the full MOVE where the path leaves the water
 * by a Water Access point (rulebook "Water Access": no swimming penalty then).
 */
function waterAccessReach(m: Match, reach: Reach, budget: number): Reach {
  // Whether the path to each node beyond the budget leaves the water by Water Access ({@link leavesByWaterAccess}),
  // read along each path once: the paths of a reach share their beginnings, so the farthest nodes are read first
  // and the answer is noted for every node on their way.
  const leaves = new Map<string, boolean>();
  for (let k = reach.nodes.length - 1; k >= 0; k--) {
    const { node, cost } = reach.nodes[k]!;
    if (cost <= budget + 1e-9 || leaves.has(nodeKey(node))) continue;
    const path = reach.path(node);
    if (path === null) continue;
    let prev: Node = reach.from;
    let decided: boolean | null = null;
    for (const s of path) {
      if (decided === null && !isWallPosition(m.board, s)) {
        if (m.board.surfaceKind(prev) === 'water' && m.board.surfaceKind(s) !== 'water')
          decided = m.board.isWaterAccess(prev.i, prev.j) || m.board.isWaterAccess(s.i, s.j);
        prev = s;
      }
      leaves.set(nodeKey(s), decided ?? false);
    }
  }
  const ok = (n: Node, cost: number): boolean => cost <= budget + 1e-9 || leaves.get(nodeKey(n)) === true;
  const nodes = reach.nodes.filter((x) => ok(x.node, x.cost));
  const keys = new Set(nodes.map((x) => nodeKey(x.node)));
  return { from: reach.from, nodes, path: (to) => (keys.has(nodeKey(to)) ? reach.path(to) : null) };
}

/**
 * Whether another figure already stands where `eid` would be placed at `n` (more than ½″ of overlap), or `n` is
 * the deck of a gondola with no room for it (rulebook "Gondolas": see gondola-riders.ts).
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
  return (n) => {
    if (gondolaRoomFor(m, eid, n)) return true;
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

/**
 * Whether `eid` placed at `n` would touch (base contact) an enemy other than those of `except`: the enemies are
 * read once, when the test is made (charging.ts `enemiesTouching`, for many nodes of one search).
 */
function touchesNewEnemyTest(m: Match, eid: number, except: readonly number[]): (n: Node) => boolean {
  const enemies = enemiesOf(m, eid)
    .filter((e) => !except.includes(e))
    .map((e) => figureOf(m, e));
  const radius = figureOf(m, eid).radius;
  return (n) => {
    const x = n.i + 0.5;
    const y = n.j + 0.5;
    for (const f of enemies) {
      // Base contact needs the centres within both radii and the contact gap (measure.ts `inBaseContact`).
      const within = f.radius + radius + CONTACT_GAP + 0.01;
      if (Math.abs(f.x - x) > within || Math.abs(f.y - y) > within) continue;
      if (inBaseContact(figureOf(m, eid, centreOf(n)), f)) return true;
    }
    return false;
  };
}

/**
 * Every node the character can reach with one Run/Climb from where it stands, with costs and rolls.
 * Entering base contact with an enemy it was not touching ends the move there (a charge).
 */
export function reachOf(m: Match, eid: number, extra = 0): Reach {
  const plain = plainReach(m, eid, extra);
  // Prove Yourselves to Dagon!: 2″ further for a charge.
  const bonus = chargeBonus(m, eid);
  if (bonus === 0) return plain;
  const start = enemiesTouching(m, eid, nodeOf(m, eid));
  return withChargeBonus(m, eid, plain, plainReach(m, eid, extra + bonus), start);
}

function plainReach(m: Match, eid: number, extra: number): Reach {
  // Mid-air after a Fly (rulebook "Flight"): no Run/Climb from there, so nowhere to reach.
  if (isMidAir(m, eid)) return { from: nodeOf(m, eid), nodes: [], path: () => null };
  const start = enemiesTouching(m, eid, nodeOf(m, eid));
  const budget = moveBudget(m, eid) + extra;
  if (abilityOf(m, eid, 'Ethereal').has) {
    const taken = occupiedTest(m, eid);
    return straightReach(m, eid, budget, true, (n) => !taken(n) && !oddityClosed(m, eid, n));
  }
  const penalty = swimPenalty(m, eid);
  // Levatevi di Mezzo, Imbecilli! (levatevi.ts): passes over figures, ending on none; passing is no charge.
  const passer = passesOverFigures(m, eid);
  const taken = occupiedTest(m, eid);
  const charges = touchesNewEnemyTest(m, eid, start);
  const searched = findReach(m.board, nodeOf(m, eid), {
    budget: budget + penalty,
    blocked: (n) => !passer && taken(n),
    closed: (n) => oddityClosed(m, eid, n),
    stopAt: (n) => !passer && charges(n),
    passClimbing: true,
  });
  const reach = passer ? freeDestinations(searched, taken) : searched;
  return limitReach(m, eid, penalty > 0 ? waterAccessReach(m, reach, budget) : reach);
}

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
  const disengaging = enemiesTouching(m, eid, here).length > 0 && !passesOverFigures(m, eid);
  if (far && far.length > 0 && (disengaging || far.some((s) => s.roll && s.cost <= moveBudget(m, eid)))) {
    return { path: far };
  }
  return { problem: 'the destination is out of reach' };
}

/**
 * Resolve a Run/Climb along `path` (already checked by {@link planRunClimb}). `strikes`: the only enemy its charge
 * may strike (a Bodyguard's interception, bodyguard.ts); otherwise the charging player picks among those charged.
 */
export function* resolveRunClimb(
  m: Match,
  eid: number,
  path: PathStep[],
  strikes?: number,
): Generator<PendingDecision, void, Command> {
  const startNode = nodeOf(m, eid);
  const startZ = startNode.z;
  const touching = enemiesTouching(m, eid, startNode);
  const end = path[path.length - 1]!;
  const leaving = touching.filter((e) => !enemiesTouching(m, eid, end).includes(e));
  // Prove Yourselves to Dagon!: read where the move starts.
  const bonus = chargeBonusTo(m, eid, end, touching);
  // Levatevi di Mezzo, Imbecilli! ignores disengaging (levatevi.ts).
  const passer = passesOverFigures(m, eid);
  const disengaged = passer ? { go: true, extra: 0 } : yield* disengage(m, eid, leaving);
  if (!disengaged.go) return;
  const access = leavesByWaterAccess(m, startNode, path) ? swimPenalty(m, eid) : 0;
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
      const dex = statOf(m, eid, 'dex');
      const acrobatic = acrobaticOf(m, eid, rollNodes(here, path, k));
      const result = yield* makeRoll(m, eid, {
        kind: 'basic',
        purpose: step.climb ? 'climb' : 'difficult-ground',
        pool: dex,
        modifiers: [`DEXTERITY ${dex}`],
        aceOn: 7,
        rerolls: acrobatic.has ? Math.min(3, acrobatic.value) : 0,
        rerollSource: 'Acrobatic',
      });
      // Climber: a climb roll counts at least one Ace, so it never fails nor fumbles.
      const climber = step.climb && result.aces === 0 && abilityOf(m, eid, 'Climber').has;
      if (climber)
        emit(m, {
          type: 'ability',
          character: idOf(m, eid),
          ability: 'Climber',
          effect: 'the climb counts one Ace',
        });
      // Climbing Suckers: a Fumble on these rolls counts as a Fail.
      const suckers = !climber && result.result === 'fumble' && abilityOf(m, eid, 'Climbing Suckers').has;
      if (suckers)
        emit(m, {
          type: 'ability',
          character: idOf(m, eid),
          ability: 'Climbing Suckers',
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
  if (passer) yield* trample(m, eid, walked);
  yield* guardReactions(m, eid);
  if (foe !== undefined) yield* bodyguardReactions(m, eid, charged);
  if (foe !== undefined && isOnBoard(m, eid) && isOnBoard(m, foe)) yield* chargeAttack(m, eid, foe, startZ);
}

/**
 * Acrobatic (X) of `eid` for a roll of a move over `nodes`: its own, or a friendly Otherworldly Oddity's on a piece
 * among them when higher (oddity-state.ts).
 */
export function acrobaticOf(m: Match, eid: number, nodes: readonly Node[]): { has: boolean; value: number } {
  const own = abilityOf(m, eid, 'Acrobatic');
  const oddity = oddityAcrobatic(m, eid, nodes);
  return oddity > own.value ? { has: true, value: oddity } : own;
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
 * Where a climber falling from (x, y) at height h (inches) lands: as any fall (jump.ts `fallLanding`: the highest
 * surface below, or a free one beside it), and when every place there is taken, the surface straight below all
 * the same — never back on the wall (nor in mid-air).
 */
export function landingBelow(m: Match, eid: number, x: number, y: number, h: number): Node {
  const spot = fallLanding(m, eid, x, y, h);
  if (m.board.surfacesAt(spot.i, spot.j).some((n) => n.z === spot.z)) return spot;
  return m.board.nodeAt(x, y, h) ?? m.board.surfacesAt(Math.floor(x), Math.floor(y))[0] ?? spot;
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
