/**
 * What each scenario of The Winds of Fate needs of a board, for `levels:check` (tools/levels-check.ts): the
 * table's size, the Deployment Zones by number of players, how many figures each zone must hold and how many
 * objective spots the level must mark (rulebook "The Winds of Fate", "Primary Objective": Objectives at least
 * 4″ from Deployment Zones and from each other). Zones are given here as geometry in inches, a table of our
 * own until the engine gives every scenario's zones.
 */
import { baseRadius, type ObjectiveSpot, roomForFigures, type VoxelBoard } from '../src/rules/index.ts';

/** A Deployment Zone's shape in inches: a rectangle [x0, x1) × [y0, y1), or the quarter disc of radius `r`
 * centred on the table corner (x, y). */
export type ZoneShape =
  | {
      readonly kind: 'rect';
      readonly x0: number;
      readonly y0: number;
      readonly x1: number;
      readonly y1: number;
    }
  | { readonly kind: 'corner'; readonly x: number; readonly y: number; readonly r: number };

/** A zone of a scenario: its name in messages, the player counts it is used for, its shape. */
export interface NeededZone {
  readonly name: string;
  readonly players: string;
  readonly shape: ZoneShape;
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
  readonly zones: readonly NeededZone[];
}

const rect = (x0: number, y0: number, x1: number, y1: number): ZoneShape => ({
  kind: 'rect',
  x0,
  y0,
  x1,
  y1,
});
const corner = (x: number, y: number, r: number): ZoneShape => ({ kind: 'corner', x, y, r });

/** Quarter discs of radius r on the NW and SE corners (2 players) and on the NE and SW corners too (3–4). */
function cornerZones(size: number, r: number): NeededZone[] {
  return [
    { name: 'north-west corner', players: '2–4', shape: corner(0, 0, r) },
    { name: 'south-east corner', players: '2–4', shape: corner(size, size, r) },
    { name: 'north-east corner', players: '3–4', shape: corner(size, 0, r) },
    { name: 'south-west corner', players: '3–4', shape: corner(0, size, r) },
  ];
}

/** The scenarios `levels:check` knows, by id. Where the rulebook's maps are not in our sources (Gang War for
 * 3–4 players: strips along all four edges, their corners left free) the zones are our choice. */
export const SCENARIO_NEEDS: Readonly<Record<string, ScenarioNeeds>> = {
  'gang-war': {
    name: 'Gang War',
    width: 36,
    depth: 36,
    figures: 9,
    objectives: 0,
    zones: [
      { name: 'west', players: '2', shape: rect(0, 0, 8, 36) },
      { name: 'east', players: '2', shape: rect(28, 0, 36, 36) },
      { name: 'west', players: '3–4', shape: rect(0, 8, 8, 28) },
      { name: 'east', players: '3–4', shape: rect(28, 8, 36, 28) },
      { name: 'north', players: '3–4', shape: rect(10, 0, 26, 8) },
      { name: 'south', players: '3–4', shape: rect(10, 28, 26, 36) },
    ],
  },
  'secure-arms': {
    name: 'Secure Arms',
    width: 36,
    depth: 36,
    figures: 9,
    objectives: 6,
    zones: [
      { name: 'north', players: '2–4', shape: rect(12, 0, 24, 8) },
      { name: 'south', players: '2–4', shape: rect(12, 28, 24, 36) },
      { name: 'west', players: '3–4', shape: rect(0, 12, 8, 24) },
      { name: 'east', players: '3–4', shape: rect(28, 12, 36, 24) },
    ],
  },
  acquisition: {
    name: 'Acquisition',
    width: 24,
    depth: 24,
    figures: 6,
    objectives: 2,
    zones: cornerZones(24, 8),
  },
  'take-what-is-theirs': {
    name: 'Take What is Theirs',
    width: 36,
    depth: 36,
    figures: 9,
    objectives: 0,
    zones: cornerZones(36, 12),
  },
  'street-fight': {
    name: 'Street Fight',
    width: 48,
    depth: 24,
    figures: 6,
    objectives: 0,
    zones: [
      { name: 'Attackers', players: '1 Attacker', shape: rect(0, 0, 6, 24) },
      { name: 'Attackers north', players: '2 Attackers', shape: rect(0, 0, 6, 12) },
      { name: 'Attackers south', players: '2 Attackers', shape: rect(0, 12, 6, 24) },
      { name: 'Defenders', players: '1 Defender', shape: rect(24, 0, 48, 24) },
      { name: 'Defenders north', players: '2 Defenders', shape: rect(24, 0, 48, 12) },
      { name: 'Defenders south', players: '2 Defenders', shape: rect(24, 12, 48, 24) },
    ],
  },
};

/** The columns [i, j] wholly inside a zone, row by row; a corner zone's quarter disc lies on the table side
 * of its corner (a corner at x = 0 or y = 0 reaches east or south, any other towards 0). */
export function zoneCells(shape: ZoneShape): [number, number][] {
  const out: [number, number][] = [];
  if (shape.kind === 'rect') {
    for (let j = shape.y0; j < shape.y1; j++) for (let i = shape.x0; i < shape.x1; i++) out.push([i, j]);
    return out;
  }
  const { x, y, r } = shape;
  const [i0, j0] = [x === 0 ? 0 : x - r, y === 0 ? 0 : y - r];
  for (let j = j0; j < j0 + r; j++) {
    for (let i = i0; i < i0 + r; i++) {
      // the cell's corner farthest from the zone's corner
      const far = Math.hypot(
        Math.max(Math.abs(i - x), Math.abs(i + 1 - x)),
        Math.max(Math.abs(j - y), Math.abs(j + 1 - y)),
      );
      if (far <= r) out.push([i, j]);
    }
  }
  return out;
}

/** Distance in inches on the table from the point (px, py) to the nearest point of a zone (0 inside it). */
export function distanceToZone(shape: ZoneShape, px: number, py: number): number {
  if (shape.kind === 'corner') return Math.max(0, Math.hypot(px - shape.x, py - shape.y) - shape.r);
  const dx = Math.max(shape.x0 - px, 0, px - shape.x1);
  const dy = Math.max(shape.y0 - py, 0, py - shape.y1);
  return Math.hypot(dx, dy);
}

/** An Objective marker is 30 mm across (rulebook "Primary Objective"); distances are from its edge. */
const MARKER_RADIUS = baseRadius(30);
/** Objectives lie at least this far from Deployment Zones and from each other (rulebook "Primary Objective"). */
const OBJECTIVE_GAP = 4;

const at = (s: ObjectiveSpot) => `(${s.x}, ${s.y})`;
const inches = (d: number) => `${d.toFixed(1)}″`;

/** How many figures each zone of a scenario holds on `board` (see roomForFigures). */
export function zoneRoom(board: VoxelBoard, needs: ScenarioNeeds): { zone: NeededZone; room: number }[] {
  return needs.zones.map((zone) => ({ zone, room: roomForFigures(board, zoneCells(zone.shape)) }));
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
  const needs = SCENARIO_NEEDS[id];
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
          `${id}: deployment zone ${zone.name} (${zone.players} players): room for ${room} figures 2″ apart, a gang may have ${needs.figures}`,
        );
    }
    if (spots.length < needs.objectives)
      errors.push(`${id}: objectives: ${spots.length} spots, the scenario needs ${needs.objectives}`);
  }
  if (spots.length > needs.objectives)
    warnings.push(`${id}: objectives: ${spots.length} spots, the scenario uses ${needs.objectives}`);
  spots.forEach((s, n) => {
    for (const zone of needs.zones) {
      const d = distanceToZone(zone.shape, s.x, s.y) - MARKER_RADIUS;
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
