/**
 * Deployment (rulebook "Deployment Zones"): all of a gang's characters in its zone, no higher or lower than 3″
 * from ground level, not in water, at least 4″ from enemies. The engine places gang i in the level's zone i,
 * filling the zone from its middle outward with 2″ between figures, in roster order.
 */
import type { Board, DeploymentZone, Node } from './space/api.ts';

/** Nodes a figure may be deployed on in `zone`, best first (nearest the zone's middle, ground before roofs). */
export function deploymentNodes(board: Board, zone: DeploymentZone): Node[] {
  const out: Node[] = [];
  for (let j = Math.floor(zone.y0); j < Math.ceil(zone.y1); j++) {
    for (let i = Math.floor(zone.x0); i < Math.ceil(zone.x1); i++) {
      for (const n of board.surfacesAt(i, j)) {
        if (Math.abs(n.z) <= 3 && board.surfaceKind(n) === 'solid') out.push(n);
      }
    }
  }
  const cx = (zone.x0 + zone.x1) / 2;
  const cy = (zone.y0 + zone.y1) / 2;
  const d = (n: Node) => Math.abs(n.z) * 4 + Math.hypot(n.i + 0.5 - cx, n.j + 0.5 - cy);
  return out.sort((a, b) => d(a) - d(b) || a.j - b.j || a.i - b.i || a.z - b.z);
}

/**
 * Positions for `count` figures in `zone`, at least `spacing` inches apart (centre to centre).
 * @throws Error when the zone cannot hold them all.
 */
export function deploymentSpots(board: Board, zone: DeploymentZone, count: number, spacing = 2): Node[] {
  const chosen: Node[] = [];
  for (const n of deploymentNodes(board, zone)) {
    if (chosen.length === count) break;
    if (chosen.every((c) => Math.hypot(c.i - n.i, c.j - n.j) >= spacing)) chosen.push(n);
  }
  if (chosen.length < count) {
    throw new Error(
      `deployment zone ${zone.id} of ${board.name} holds only ${chosen.length} of ${count} figures`,
    );
  }
  return chosen;
}
