/**
 * The Grapple and Drown commands a character may give now (for legal.ts `actionsOf`): one Drown per enemy that
 * may be drowned, and for each character in base contact a Grapple toward the 8 compass points 2″ away (2″
 * straight, 2 columns each way diagonally: where a plain Success puts it), plus the places up to {@link GRAPPLE_LIST_RADIUS} away where it would fall or end in water (the
 * nearest of each kind per compass point). A Grapple command may also name any other spot (grapple.ts).
 */

import type { Command } from '../core/types.ts';
import { boardFor, idOf, type Match, nodeOf } from '../state/match-state.ts';
import { charactersOnBoard } from '../state/world.ts';
import { drownProblem } from './drown.ts';
import { grappleProblem } from './grapple.ts';
import { GRAPPLE_INCHES, type GrappleSpot, grappleSpotsAt } from './grapple-move.ts';

/** How far the listed spots over an edge or into water reach (inches): 2″ + 3 Aces. */
export const GRAPPLE_LIST_RADIUS = 5;

function kindOf(m: Match, target: number, s: GrappleSpot): string {
  if (s.end.falls && s.end.from.z - s.end.node.z > 1) return 'fall';
  return boardFor(m, target).surfaceKind(s.end.node) === 'water' ? 'water' : 'ground';
}

/** The spots listed for a Grapple of `target` by `eid` (see the module comment). */
export function grappleListSpots(m: Match, eid: number, target: number): GrappleSpot[] {
  const from = nodeOf(m, target);
  const compassPoint = (s: GrappleSpot) =>
    [0, GRAPPLE_INCHES].includes(Math.abs(Math.floor(s.to[0]) - from.i)) &&
    [0, GRAPPLE_INCHES].includes(Math.abs(Math.floor(s.to[1]) - from.j));
  // The spots of a 2.9″ move are those of the longer list naming columns up to 2.9″ away (grappleSpotsAt).
  const all = grappleSpotsAt(m, eid, target, GRAPPLE_LIST_RADIUS);
  const ring = all
    .filter((x) => x.d <= GRAPPLE_INCHES + 0.9 + 1e-9)
    .map((x) => x.spot)
    .filter(compassPoint);
  const out = [...ring];
  const seenWays = new Set<string>();
  for (const s of ring) {
    const k = kindOf(m, target, s);
    if (k !== 'ground') seenWays.add(`${k}:${way(s)}`);
  }
  for (const { spot: s } of all) {
    if (s.end.inches <= GRAPPLE_INCHES + 0.9) continue;
    const k = kindOf(m, target, s);
    if (k === 'ground' || seenWays.has(`${k}:${way(s)}`)) continue;
    seenWays.add(`${k}:${way(s)}`);
    out.push(s);
  }
  return out;
}

function way(s: GrappleSpot): number {
  const a = Math.atan2(s.end.node.j - s.end.from.j, s.end.node.i - s.end.from.i);
  return (Math.round(a / (Math.PI / 4)) + 8) % 8;
}

/** Grapple and Drown commands of `eid` now (it is assumed to have an Action Point). */
export function grappleCommands(m: Match, eid: number): Command[] {
  return grappleTargets(m, eid).flatMap((t) => grappleCommandsOn(m, eid, t));
}

/** The characters `eid` may Grapple now (base contact; see grapple.ts `grappleProblem`), in entity order. */
export function grappleTargets(m: Match, eid: number): number[] {
  return charactersOnBoard(m.world).filter((t) => t !== eid && !grappleProblem(m, eid, t, null));
}

/**
 * The Grapple commands of `eid` on `target` (one of {@link grappleTargets}), toward its listed spots, then its
 * Drown when the target may be drowned.
 */
export function grappleCommandsOn(m: Match, eid: number, t: number): Command[] {
  const actor = idOf(m, eid);
  const target = idOf(m, t);
  const out: Command[] = [];
  for (const s of grappleListSpots(m, eid, t)) {
    if (!grappleProblem(m, eid, t, s.to)) out.push({ type: 'grapple', actor, target, to: s.to });
  }
  if (!drownProblem(m, eid, t)) out.push({ type: 'drown', actor, target });
  return out;
}
