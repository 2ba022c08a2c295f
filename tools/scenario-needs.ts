/**
 * What each scenario of The Winds of Fate needs of a board, for `levels:check` (tools/levels-check.ts): the
 * table's size and the Deployment Zones by number of players as the engine draws them (`scenarioOf`,
 * `scenarioZones`), how many figures each zone must hold and how many objective spots the level must mark
 * (rulebook "The Winds of Fate", "Primary Objective": Objectives at least 4″ from Deployment Zones and from each
 * other).
 */
import {
  baseRadius,
  type ObjectiveSpot,
  roomForFigures,
  scenarioIds,
  scenarioOf,
  scenarioZones,
  type VoxelBoard,
  zoneLabel,
} from '../src/rules/index.ts';

/** A Deployment Zone as the engine draws it: a rectangle, or the part of it within `corner.r` of a corner. */
export type ZoneArea = ReturnType<typeof scenarioZones>[number];

/** A zone of a scenario: its name in messages, the player counts (or the side) it is used for, its area. */
export interface NeededZone {
  readonly name: string;
  readonly players: string;
  readonly area: ZoneArea;
}

/** A scenario's needs of a board. */
export interface ScenarioNeeds {
  /** Its name in the rulebook. */
  readonly name: string;
  readonly width: number;
  readonly depth: number;
  /** Figures each zone must hold at ground level, 2″ apart (a gang of the scenario's Ducats). */
  readonly figures: number;
  /** Objective spots the level must mark for it (0: the scenario places its Objectives itself). */
  readonly objectives: number;
  /** Every zone of every number of players, each area once. */
  readonly zones: readonly NeededZone[];
}

/** Figures a gang of each scenario may field, as the project counts them: 9 for 150 Ducats; 6 for Acquisition's
 * 75 and Street Fight's 100 (small gangs, small boards); Secure Arms' 100 Ducats on a 3′×3′ board count as 9. */
const FIGURES: Readonly<Record<string, number>> = {
  'gang-war': 9,
  'secure-arms': 9,
  'take-what-is-theirs': 9,
  acquisition: 6,
  'street-fight': 6,
};

const areaKey = (z: ZoneArea) => JSON.stringify([z.x0, z.y0, z.x1, z.y1, z.corner ?? null]);

/** "2–4 players", "4 players", or with a side "2 Defenders". */
function countsLabel(counts: readonly number[], side?: string): string {
  const lo = Math.min(...counts);
  const hi = Math.max(...counts);
  const n = lo === hi ? String(lo) : `${lo}–${hi}`;
  return side ? `${n} ${side}${hi > 1 ? 's' : ''}` : `${n} players`;
}

/** The needs of scenario `id`, from the engine's scenario; null for an id the engine does not know. */
export function scenarioNeeds(id: string): ScenarioNeeds | null {
  if (!scenarioIds().includes(id)) return null;
  const s = scenarioOf(id);
  const size = s.board;
  const zones: NeededZone[] = [];
  const add = (table: Partial<Record<string, unknown>>, side?: 'attacker' | 'defender') => {
    const byArea = new Map<string, { area: ZoneArea; counts: number[] }>();
    for (const count of Object.keys(table).map(Number).sort()) {
      for (const area of scenarioZones(s, size, count, side)) {
        const entry = byArea.get(areaKey(area)) ?? { area, counts: [] };
        entry.counts.push(count);
        byArea.set(areaKey(area), entry);
      }
    }
    for (const { area, counts } of byArea.values()) {
      const side_ = side === undefined ? undefined : side === 'attacker' ? 'Attacker' : 'Defender';
      const label = zoneLabel(area.id);
      zones.push({
        name: label.charAt(0).toLowerCase() + label.slice(1),
        players: countsLabel(counts, side_),
        area,
      });
    }
  };
  if (s.sides) {
    add(s.sides.attacker, 'attacker');
    add(s.sides.defender, 'defender');
  } else if (s.zones) add(s.zones);
  return {
    name: s.name,
    width: size.width,
    depth: size.depth,
    figures: FIGURES[id] ?? 9,
    objectives: s.objectives?.place === 'level' ? s.objectives.count : 0,
    zones,
  };
}

/** The columns [i, j] wholly inside a zone, row by row (for a corner zone: the cell's far corner within r). */
export function zoneCells(area: ZoneArea): [number, number][] {
  const out: [number, number][] = [];
  const c = area.corner;
  for (let j = Math.floor(area.y0); j < Math.ceil(area.y1); j++) {
    for (let i = Math.floor(area.x0); i < Math.ceil(area.x1); i++) {
      if (i < area.x0 || i + 1 > area.x1 || j < area.y0 || j + 1 > area.y1) continue;
      if (c) {
        const far = Math.hypot(
          Math.max(Math.abs(i - c.x), Math.abs(i + 1 - c.x)),
          Math.max(Math.abs(j - c.y), Math.abs(j + 1 - c.y)),
        );
        if (far > c.r) continue;
      }
      out.push([i, j]);
    }
  }
  return out;
}

/** Distance in inches on the table from the point (px, py) to a zone (0 inside it; for a corner zone, the larger
 * of the distances to its rectangle and to its circle, which is the distance wherever it matters here). */
export function distanceToZone(area: ZoneArea, px: number, py: number): number {
  const dx = Math.max(area.x0 - px, 0, px - area.x1);
  const dy = Math.max(area.y0 - py, 0, py - area.y1);
  const toRect = Math.hypot(dx, dy);
  const c = area.corner;
  return c ? Math.max(toRect, Math.hypot(px - c.x, py - c.y) - c.r) : toRect;
}

/** An Objective marker is 30 mm across (rulebook "Primary Objective"); distances are from its edge. */
const MARKER_RADIUS = baseRadius(30);
/** Objectives lie at least this far from Deployment Zones and from each other (rulebook "Primary Objective"). */
const OBJECTIVE_GAP = 4;

const at = (s: ObjectiveSpot) => `(${s.x}, ${s.y})`;
const inches = (d: number) => `${d.toFixed(1)}″`;

/** How many figures each zone of a scenario holds on `board` (see roomForFigures). */
export function zoneRoom(board: VoxelBoard, needs: ScenarioNeeds): { zone: NeededZone; room: number }[] {
  return needs.zones.map((zone) => ({ zone, room: roomForFigures(board, zoneCells(zone.area)) }));
}

/**
 * Problems of `board` for the scenario `id`. When the board serves it: errors for the wrong size, a zone
 * without room for the scenario's figures and fewer objective spots than it needs. For its spots (served or
 * not): errors for a spot closer than 4″ (from the marker's edge) to one of the scenario's zones or to another
 * of its spots, a warning for more spots than it uses. Each message starts with the field it concerns.
 */
export function scenarioProblems(
  board: VoxelBoard,
  id: string,
  served = board.scenarios.includes(id),
): { errors: string[]; warnings: string[] } {
  const needs = scenarioNeeds(id);
  if (!needs) return { errors: [], warnings: [`scenarios: levels:check knows nothing of "${id}"`] };
  const errors: string[] = [];
  const warnings: string[] = [];
  const spots = board.objectiveSpots.filter((s) => s.scenario === id);
  if (board.width !== needs.width || board.depth !== needs.depth) {
    const size = `${needs.width}×${needs.depth} board (${needs.width / 12}'×${needs.depth / 12}')`;
    const problem = `${needs.name} is played on a ${size}, this one is ${board.width}×${board.depth}`;
    if (served) errors.push(`width/height: ${problem}`);
    else warnings.push(`objectives: ${spots.length} spots for ${id}, but ${problem}`);
    return { errors, warnings };
  }
  if (served) {
    for (const { zone, room } of zoneRoom(board, needs)) {
      if (room < needs.figures)
        errors.push(
          `${id}: deployment zone ${zone.name} (${zone.players}): room for ${room} figures 2″ apart, a gang may have ${needs.figures}`,
        );
    }
    if (spots.length < needs.objectives)
      errors.push(`${id}: objectives: ${spots.length} spots, the scenario needs ${needs.objectives}`);
  }
  if (spots.length > needs.objectives)
    warnings.push(`${id}: objectives: ${spots.length} spots, the scenario uses ${needs.objectives}`);
  spots.forEach((s, n) => {
    for (const zone of needs.zones) {
      const d = distanceToZone(zone.area, s.x, s.y) - MARKER_RADIUS;
      if (d < OBJECTIVE_GAP)
        errors.push(
          `${id}: objectives: the spot at ${at(s)} is ${inches(d)} from deployment zone ${zone.name} (at least 4″)`,
        );
    }
    for (const t of spots.slice(n + 1)) {
      const d = Math.hypot(s.x - t.x, s.y - t.y) - 2 * MARKER_RADIUS;
      if (d < OBJECTIVE_GAP)
        errors.push(
          `${id}: objectives: the spots at ${at(s)} and ${at(t)} are ${inches(d)} apart (at least 4″)`,
        );
    }
  });
  return { errors, warnings };
}

/** The ids of the scenarios to check a board for: those it serves, then those it marks objective spots for. */
export function scenariosToCheck(board: VoxelBoard): string[] {
  return [...new Set([...board.scenarios, ...board.objectiveSpots.map((s) => s.scenario)])];
}
