/**
 * Spots listed for the unique actions that set a character down somewhere (Fade to the Shadow, Rope Arrow): a
 * handful among the legal commands, spread apart and nearest the enemy first (any legal spot is accepted).
 */
import type { Node } from '../../space/api.ts';
import { distance } from '../../space/measure.ts';
import { centreOf, enemiesOf, figureOf, type Match } from '../../state/match-state.ts';

/** Spots listed among the legal commands for Fade to the Shadow and Rope Arrow (any legal spot is accepted). */
export const LISTED_SPOTS = 6;
/** The enemy nearest to node `n` for `eid` standing there (inches), or Infinity. */
export function nearestEnemyFrom(m: Match, eid: number, n: Node): number {
  const me = figureOf(m, eid, centreOf(n));
  return Math.min(Number.POSITIVE_INFINITY, ...enemiesOf(m, eid).map((e) => distance(me, figureOf(m, e))));
}

/** A handful of spots spread out: those nearest the enemy first, each at least `apart` inches from the others. */
export function spreadPick(
  m: Match,
  eid: number,
  nodes: readonly Node[],
  apart: number,
  limit: number,
): Node[] {
  const scored = nodes
    .map((node) => ({ node, d: nearestEnemyFrom(m, eid, node) }))
    .sort((a, b) => a.d - b.d || a.node.j - b.node.j || a.node.i - b.node.i || a.node.z - b.node.z);
  const out: Node[] = [];
  for (const s of scored) {
    if (out.length >= limit) break;
    if (out.some((o) => Math.hypot(o.i - s.node.i, o.j - s.node.j) < apart)) continue;
    out.push(s.node);
  }
  return out;
}
