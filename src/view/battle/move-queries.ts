/**
 * What the movement modes ask the match about a figure now: where a Run/Climb reaches (with the chances) and the
 * way there, where its Underwater Counters let it swim and the way, the points its legal Jumps, flights and swims
 * name, where it may Row its gondola, and the exact odds of a Row or a Jump. Reads only; no Phaser.
 */

import {
  CRITICAL_EXTRA,
  chargePreview,
  type JumpPreview,
  jumpPreview,
  mustMoveOff,
  type Node,
  type Point3,
  type ReachCell,
  type RowPreview,
  reachOf,
  reachPreview,
  rowPreview,
  underwaterReach,
} from '../../rules/index.ts';
import { percent } from '../board/reach-style.ts';
import type { BattleSession } from './battle-session.ts';

/** A point of a path on the board, inches. */
export type PathPoint = readonly [number, number, number];

/**
 * Destinations of a Run/Climb of `id` now, with chances; [] when it cannot move. Only spots a figure may end its turn
 * on are offered: the top of a Small Obstacle or Debris is passed over on the way, never a destination (rulebook
 * "Obstacles & Debris").
 */
export function runReach(session: BattleSession, id: string): ReachCell[] {
  const eid = session.match.ids.get(id);
  if (eid === undefined || !session.canAct(id)) return [];
  const m = session.match;
  if (m.active === eid && (m.world.components.Points.ap[eid] ?? 0) < 1) return [];
  const here = session.summary().characters.find((c) => c.id === id);
  return reachPreview(m, eid).filter(
    (r) =>
      mustMoveOff(m.board, r.node) === null &&
      (!here ||
        r.node.i !== Math.floor(here.x) ||
        r.node.j !== Math.floor(here.y) ||
        r.node.z !== Math.round(here.z)),
  );
}

/**
 * The way a Run/Climb of `id` takes to `node` (the reach preview's cheapest path, from the figure's node),
 * as board points (cell centres, inches); null when the node is out of reach.
 */
export function runPath(session: BattleSession, id: string, node: Node): PathPoint[] | null {
  const eid = session.match.ids.get(id);
  if (eid === undefined) return null;
  const reach = reachOf(session.match, eid, CRITICAL_EXTRA);
  return withStart(reach.from, reach.path(node));
}

/** Water nodes `id` may reach now with the swim its Underwater Counters buy (0 AP), with costs. */
export function swimReach(session: BattleSession, id: string): ReachCell[] {
  const targets = moveTargets(session, id, 'underwater-move');
  const eid = session.match.ids.get(id);
  if (eid === undefined || targets.length === 0) return [];
  const keys = new Set(targets.map((t) => `${Math.floor(t[0])},${Math.floor(t[1])},${t[2]}`));
  return underwaterReach(session.match, eid)
    .nodes.filter((n) => keys.has(`${n.node.i},${n.node.j},${n.node.z}`))
    .map((n) => ({ ...n, rolls: 0, chance: 1, needsCritical: false }));
}

/** The way of the underwater swim of `id` to `node`, or null. */
export function swimPath(session: BattleSession, id: string, node: Node): PathPoint[] | null {
  const eid = session.match.ids.get(id);
  if (eid === undefined) return null;
  const reach = underwaterReach(session.match, eid);
  return withStart(reach.from, reach.path(node));
}

/** Points named by the legal commands of type `type` (`jump`, `fly`, `underwater-move`) of `id` now. */
export function moveTargets(
  session: BattleSession,
  id: string,
  type: 'jump' | 'fly' | 'underwater-move',
): Point3[] {
  return session.actionsOf(id).flatMap((c) => (c.type === type ? [c.to] : []));
}

/**
 * Water tiles `id` may Row its gondola toward (within 10″ of it, in the canal), with their distance in
 * inches; [] when it cannot Row now.
 */
export function rowTargets(session: BattleSession, id: string): { node: Node; cost: number }[] {
  if (!session.actionsOf(id).some((c) => c.type === 'row')) return [];
  const c = session.summary().characters.find((x) => x.id === id);
  if (!c) return [];
  const b = session.board;
  const out: { node: Node; cost: number }[] = [];
  for (let j = Math.max(0, Math.floor(c.y) - 10); j <= Math.min(b.depth - 1, Math.floor(c.y) + 10); j++) {
    for (let i = Math.max(0, Math.floor(c.x) - 10); i <= Math.min(b.width - 1, Math.floor(c.x) + 10); i++) {
      const cost = Math.hypot(i + 0.5 - c.x, j + 0.5 - c.y);
      if (cost < 1.5 || cost > 10) continue;
      const water = b.surfacesAt(i, j).find((n) => b.surfaceKind(n) === 'water');
      if (water && b.column(i, j)?.float === null) out.push({ node: water, cost });
    }
  }
  return out;
}

/** Exact odds of a Row by `id` toward `to` (rulebook "Row"), or null for an unknown character. */
export function rowOdds(session: BattleSession, id: string, to: Point3): RowPreview | null {
  const eid = session.match.ids.get(id);
  return eid === undefined ? null : rowPreview(session.match, eid, to);
}

/** Exact odds of a Jump of `id` toward `to` (rulebook "Jump", "Falling"), or null for an unknown character. */
export function jumpOdds(
  session: BattleSession,
  id: string,
  to: Point3,
  controlledLanding: boolean,
): JumpPreview | null {
  const eid = session.match.ids.get(id);
  return eid === undefined ? null : jumpPreview(session.match, eid, to, controlledLanding);
}

function withStart(from: Node, steps: readonly Node[] | null): PathPoint[] | null {
  if (!steps || steps.length === 0) return null;
  return [from, ...steps].map((n): PathPoint => [n.i + 0.5, n.j + 0.5, n.z]);
}

/**
 * The lines a move's tooltip adds when ending at `node` charges (rulebook "Charging & Disengaging"): whom, and the
 * odds of the Attack of Opportunity the charger makes first, on arrival. [] when the move charges nobody.
 */
export function chargeLines(session: BattleSession, id: string, node: Node): string[] {
  const eid = session.match.ids.get(id);
  if (eid === undefined) return [];
  const charged = chargePreview(session.match, eid, node);
  if (charged.length === 0) return [];
  const names = new Map(session.summary().characters.map((c) => [c.id, c.name]));
  const lines = [
    `Charge: ${charged.map((c) => names.get(c.foe) ?? c.foe).join(' or ')}${charged.length > 1 ? ' (you pick one)' : ''}`,
  ];
  for (const c of charged) {
    const who = `${charged.length > 1 ? `${names.get(c.foe) ?? c.foe}: ` : ''}Attack of Opportunity first`;
    const above = c.fromAbove ? ', from above' : '';
    const o = c.odds;
    lines.push(
      o
        ? `${who}${above}: ${percent(o.chances.success + o.chances.critical)} to hit, ${o.expectedLpLoss.toFixed(1)} LP expected, ${percent(o.killChance)} to take out`
        : `${who}: no weapon can strike it`,
    );
  }
  return lines;
}
