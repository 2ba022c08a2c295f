/**
 * The Deployment Zones of a scenario on a board (rulebook "Deployment Zones"; each scenario's "Deployment Zones"), from
 * the scenario file's zone specs (src/content/scenarios.ts `ZoneSpec`): edge strips and corner quarter circles, by the
 * number of players, or by side and the number of gangs on it (Street Fight).
 */
import type { Corner, ScenarioFile, Side, ZoneSpec } from '../../content/scenarios.ts';
import type { GangSetup } from '../core/types.ts';
import type { DeploymentZone } from '../space/api.ts';

/** A board's size in inches: x runs west to east over `width`, y north to south over `depth`. */
export interface BoardSize {
  readonly width: number;
  readonly depth: number;
}

const CORNER_WORDS: Readonly<Record<Corner, string>> = {
  'north-west': 'North-west',
  'north-east': 'North-east',
  'south-west': 'South-west',
  'south-east': 'South-east',
};

/** The zone a spec draws on a board of `size`. */
export function zoneOfSpec(spec: ZoneSpec, size: BoardSize): DeploymentZone {
  const { width: W, depth: D } = size;
  if ('corner' in spec) {
    const r = spec.radius;
    const east = spec.corner.endsWith('east');
    const south = spec.corner.startsWith('south');
    const x0 = east ? W - r : 0;
    const y0 = south ? D - r : 0;
    return {
      id: spec.corner,
      x0,
      y0,
      x1: x0 + r,
      y1: y0 + r,
      corner: { x: east ? W : 0, y: south ? D : 0, r },
    };
  }
  const inset = spec.inset ?? 0;
  const [p0, p1] = spec.part ?? [0, 1];
  const alongY = spec.edge === 'west' || spec.edge === 'east';
  const length = alongY ? D : W;
  const a = inset + (length - 2 * inset) * p0;
  const b = inset + (length - 2 * inset) * p1;
  const halves = alongY ? ['north', 'south'] : ['west', 'east'];
  const part = spec.part
    ? `-${p0 === 0 && p1 === 0.5 ? halves[0] : p0 === 0.5 && p1 === 1 ? halves[1] : `${p0}-${p1}`}`
    : '';
  const id = `${spec.edge}${part}`;
  const d = spec.depth;
  if (spec.edge === 'west') return { id, x0: 0, x1: d, y0: a, y1: b };
  if (spec.edge === 'east') return { id, x0: W - d, x1: W, y0: a, y1: b };
  if (spec.edge === 'north') return { id, x0: a, x1: b, y0: 0, y1: d };
  return { id, x0: a, x1: b, y0: D - d, y1: D };
}

/** A zone's id in words for players: "West edge", "West edge, north half", "South-east corner". */
export function zoneLabel(id: string): string {
  if (id in CORNER_WORDS) return `${CORNER_WORDS[id as Corner]} corner`;
  const [edge, half] = id.split('-');
  const edgeWords = `${edge!.charAt(0).toUpperCase()}${edge!.slice(1)} edge`;
  return half ? `${edgeWords}, ${half} half` : edgeWords;
}

/**
 * The zones scenario `s` offers on a board of `size` for `players` gangs (or, with `side`, for `players` gangs on
 * that side), in the scenario's order.
 * @throws Error when the scenario has no zones for that many.
 */
export function scenarioZones(
  s: ScenarioFile,
  size: BoardSize,
  players: number,
  side?: Side,
): DeploymentZone[] {
  const table = side ? s.sides?.[side] : s.zones;
  const specs = table?.[String(players) as '2'];
  if (!specs || specs.length < players) {
    throw new Error(`${s.name} has no Deployment Zones for ${players} ${side ? `${side}s` : 'players'}`);
  }
  return specs.map((spec) => zoneOfSpec(spec, size));
}

/**
 * The zones each gang of `gangs` may choose from, by gang index (rulebook "Deployment Zones"): the scenario's zones
 * for that many players, shared by all; with sides, the zones of each gang's side for the gangs on it.
 * @throws Error when a scenario with sides has a gang without one, or no zones for that many.
 */
export function zonesForGangs(
  s: ScenarioFile,
  size: BoardSize,
  gangs: readonly GangSetup[],
): DeploymentZone[][] {
  if (!s.sides) {
    const zones = scenarioZones(s, size, gangs.length);
    return gangs.map(() => zones);
  }
  return gangs.map((g) => {
    if (!g.side) throw new Error(`${s.name}: gang ${g.id} has no side (attacker or defender)`);
    const count = gangs.filter((o) => o.side === g.side).length;
    return scenarioZones(s, size, count, g.side);
  });
}

/** The corner point of a corner zone (inches), or null for an edge zone. */
export function zoneCorner(zone: DeploymentZone): { x: number; y: number } | null {
  return zone.corner ? { x: zone.corner.x, y: zone.corner.y } : null;
}
