/**
 * Character Abilities that change how far and where a Run/Climb goes (rulebook "Special Rules"), asked as the
 * traits they give (character/traits.ts):
 * - short-swims-and-climbs (Limited Movement): at most 2″ in one action in water, and at most 2″ up or down in one
 *   Run/Climb.
 * - moves-through-terrain (Ethereal): moves through all terrain (a straight line, no climbing rolls) but cannot stop
 *   inside Impassable terrain — on this board only surfaces are places to stop, so that holds by construction.
 * - flies (Flight): may Fly instead of a Run/Climb to any point within its MOVE, measured in a straight line in any
 *   direction, with no DEXTERITY roll, mid-air included: see fly.ts.
 * - move-dex-rerolls (Acrobatic (X)): re-rolls of the DEXTERITY Rolls of a move, a friendly Otherworldly Oddity's
 *   included.
 */

import { type TraitNow, traitLabel, traitOf } from '../character/traits.ts';
import { type Node, nodeKey, type PathStep, type Reach } from '../space/api.ts';
import { sight } from '../space/sight.ts';
import type { Match } from '../state/match-state.ts';
import { centreOf, figureOf, isSwimming, nodeOf } from '../state/match-state.ts';
import { oddityAcrobatic } from '../state/oddity-state.ts';

/** Most inches a Limited Movement character moves in water, and climbs up or down, in one action. */
export const LIMITED_MOVEMENT_INCHES = 2;

/** Vertical inches climbed (steps over 1″ of height) along a path from `start`. */
export function climbedInches(start: Node, path: readonly PathStep[]): number {
  let prev = start;
  let total = 0;
  for (const s of path) {
    if (s.climb) total += Math.abs(s.z - prev.z);
    prev = s;
  }
  return total;
}

/**
 * Narrow a reach to what a character with the trait short-swims-and-climbs may do (rulebook "Limited Movement").
 */
export function limitReach(m: Match, eid: number, reach: Reach): Reach {
  if (!traitOf(m, eid, 'short-swims-and-climbs').has) return reach;
  const start = nodeOf(m, eid);
  const swimming = isSwimming(m, eid);
  const allowed = (n: Node): boolean => {
    if (nodeKey(n) === nodeKey(start)) return true;
    const path = reach.path(n);
    if (!path) return false;
    const last = path[path.length - 1]!;
    if (swimming && last.cost > LIMITED_MOVEMENT_INCHES + 1e-9) return false;
    return climbedInches(start, path) <= LIMITED_MOVEMENT_INCHES;
  };
  const nodes = reach.nodes.filter((x) => allowed(x.node));
  const keys = new Set(nodes.map((x) => nodeKey(x.node)));
  return { from: reach.from, nodes, path: (to) => (keys.has(nodeKey(to)) ? reach.path(to) : null) };
}

/**
 * Where an Ethereal or flying character can go with `budget` inches: every free surface within that straight-line
 * distance — through terrain for Ethereal, along a clear line for Flight. No rolls; the path is the straight line.
 */
export function straightReach(
  m: Match,
  eid: number,
  budget: number,
  throughTerrain: boolean,
  free: (n: Node) => boolean,
): Reach {
  const from = nodeOf(m, eid);
  const here = centreOf(from);
  const eye = figureOf(m, eid);
  const nodes: { node: Node; cost: number; rolls: number }[] = [{ node: from, cost: 0, rolls: 0 }];
  const r = Math.ceil(budget);
  for (let j = from.j - r; j <= from.j + r; j++) {
    for (let i = from.i - r; i <= from.i + r; i++) {
      for (const n of m.board.surfacesAt(i, j)) {
        const c = centreOf(n);
        const cost = Math.hypot(c.x - here.x, c.y - here.y, c.z - here.z);
        if (cost > budget + 1e-9 || nodeKey(n) === nodeKey(from) || !free(n)) continue;
        const mark = { x: c.x, y: c.y, z: c.z, radius: 0.3, height: 1 };
        if (!throughTerrain && !sight(m.board, eye, mark).lineOfSight) continue;
        nodes.push({ node: n, cost, rolls: 0 });
      }
    }
  }
  const keys = new Map(nodes.map((x) => [nodeKey(x.node), x]));
  return {
    from,
    nodes,
    path: (to) => {
      const hit = keys.get(nodeKey(to));
      if (!hit || hit.cost === 0) return null;
      return [{ ...hit.node, climb: false, ladder: false, roll: false, cost: hit.cost }];
    },
  };
}

/**
 * The trait move-dex-rerolls (Acrobatic (X)) of `eid` for a roll of a move over `nodes`: its own, or a friendly
 * Otherworldly Oddity's on a piece among them when higher (oddity-state.ts), with the ability's name as `source`.
 */
export function acrobaticOf(m: Match, eid: number, nodes: readonly Node[]): TraitNow {
  const own = traitOf(m, eid, 'move-dex-rerolls');
  const oddity = oddityAcrobatic(m, eid, nodes);
  return oddity > own.value
    ? { has: true, value: oddity, source: traitLabel(m.book, 'move-dex-rerolls') }
    : own;
}
