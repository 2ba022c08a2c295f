/**
 * The Deployment Zones as the battle shows them (rulebook "Deployment Zones"): each gang's zone tinted in its colour
 * once it has one, the zones a person may still choose from during the setup, and the surfaces of a zone where
 * figures may be set up. Reads the match; no Phaser here.
 */
import {
  type DeploymentZone,
  escapeEdgeX,
  inZone,
  isAttacker,
  type Node,
  type VoxelBoard,
  zoneOf,
  zonesOffered,
} from '../../rules/index.ts';
import type { EdgeMark, ZoneTint } from '../board/ground-layer.ts';
import { fromCss } from '../iso/palette.ts';
import type { BattleSession } from './battle-session.ts';

/** The zones to tint on the ground: each gang's, in its colour, once it has one. */
export function zoneTints(session: BattleSession): ZoneTint[] {
  return session.setup.gangs.flatMap((g, k) => {
    const z = zoneOf(session.match, k);
    return z ? [{ ...z, colour: fromCss(g.colour) }] : [];
  });
}

/** Street Fight: the far short edge each Attacker gang runs for, in its colour, once it has its zone. */
export function escapeEdges(session: BattleSession): EdgeMark[] {
  const m = session.match;
  if (!m.setup.gangs.some((_, g) => isAttacker(m, g))) return [];
  const edges: EdgeMark[] = [];
  session.setup.gangs.forEach((g, k) => {
    // Two Attacker gangs run for the same edge: it is marked once, in the first one's colour.
    const x = isAttacker(m, k) && zoneOf(m, k) ? escapeEdgeX(m, k) : null;
    if (x !== null && !edges.some((e) => e.x === x)) edges.push({ x, colour: fromCss(g.colour) });
  });
  return edges;
}

/** A key of the tints, to tell when they changed. */
export function tintsKey(tints: readonly ZoneTint[]): string {
  return tints.map((t) => `${t.x0},${t.y0},${t.x1},${t.y1},${t.colour}`).join('|');
}

/** The zones gang `gang` (an id) may choose from now, by id (the setup's pending `deployment-zone` choice). */
export function zonesToChoose(session: BattleSession): DeploymentZone[] {
  const d = session.match.pending;
  if (d?.type !== 'choose' || d.purpose !== 'deployment-zone') return [];
  const g = session.setup.gangs.findIndex((x) => x.id === d.gang);
  const ids = new Set(d.options.map((o) => o.id));
  return (zonesOffered(session.match)[g] ?? []).filter((z) => ids.has(z.id));
}

/** Every surface whose centre lies in `zone` (streets, roofs, water, decks), by column. */
export function zoneNodes(board: VoxelBoard, zone: DeploymentZone): Node[] {
  const out: Node[] = [];
  for (let j = Math.max(0, Math.floor(zone.y0)); j < Math.min(board.depth, Math.ceil(zone.y1)); j++) {
    for (let i = Math.max(0, Math.floor(zone.x0)); i < Math.min(board.width, Math.ceil(zone.x1)); i++) {
      if (!inZone(zone, i + 0.5, j + 0.5)) continue;
      out.push(...board.surfacesAt(i, j));
    }
  }
  return out;
}

/** The top surface of each column in `zone` (what a click on it points at). */
export function zoneTops(board: VoxelBoard, zone: DeploymentZone): Node[] {
  const out: Node[] = [];
  for (const n of zoneNodes(board, zone)) {
    const last = out[out.length - 1];
    if (last && last.i === n.i && last.j === n.j) out[out.length - 1] = n.z > last.z ? n : last;
    else out.push(n);
  }
  return out;
}

/** The zone among `zones` that holds board point (x, y), or null. */
export function zoneAt(zones: readonly DeploymentZone[], x: number, y: number): DeploymentZone | null {
  return zones.find((z) => inZone(z, x, y)) ?? null;
}
