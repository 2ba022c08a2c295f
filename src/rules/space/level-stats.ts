/**
 * Figures about a board and the checks a Gang War board should pass (rulebook "Setup": the rule of thirds,
 * "Canals": at least 4″ wide, one from edge to edge; "Gang War": 3'×3', deployment up to 8″ from opposite
 * edges).
 */
import type { DeploymentZone } from './api.ts';
import type { VoxelBoard } from './board.ts';
import { F_RUIN } from './grid.ts';
import { mustMoveOff } from './obstacles.ts';
import { isWaterKind, TERRAIN_KINDS } from './terrain.ts';

/** Shares of the table (0..1) and counts of pieces. */
export interface BoardStats {
  readonly water: number;
  readonly ground: number;
  readonly buildings: number;
  readonly bridges: number;
  readonly ladders: number;
  readonly waterAccess: number;
  /** Obstacle pieces: Small and Large (joined columns of one kind and height), and Debris. */
  readonly obstacles: number;
  readonly barricades: number;
  readonly ruins: number;
  readonly gondolas: number;
}

/** Water: canal columns (also under bridges). Buildings: buildings, Ruins, obstacles over 1″ and Impassable
 * terrain. Ground: the rest (streets, squares, anything up to 1″ high). */
export function boardStats(board: VoxelBoard): BoardStats {
  let water = 0;
  let buildings = 0;
  const total = board.width * board.depth;
  for (let c = 0; c < total; c++) {
    const kind = TERRAIN_KINDS[board.grid.colKind[c]!]!;
    if (isWaterKind(kind)) water++;
    else if (kind === 'impassable' || board.grid.colTop[c]! > 1 || board.grid.colFlags[c]! & F_RUIN)
      buildings++;
  }
  const count = (k: string) => board.pieces.filter((p) => p.kind === k).length;
  return {
    water: water / total,
    buildings: buildings / total,
    ground: (total - water - buildings) / total,
    bridges: count('bridge'),
    ladders: count('ladder'),
    waterAccess: count('water-access'),
    obstacles: count('obstacle') + count('small-obstacle') + count('debris'),
    barricades: count('barricade'),
    ruins: count('ruin'),
    gondolas: count('gondola'),
  };
}

/** A canal joining two opposite edges: its direction and average width (water cells / length), or null. */
export function edgeToEdgeCanal(
  board: VoxelBoard,
): { direction: 'north-south' | 'west-east'; width: number } | null {
  const { width, depth } = board;
  const isWater = (c: number) => isWaterKind(TERRAIN_KINDS[board.grid.colKind[c]!]!);
  const component = new Int32Array(width * depth).fill(-1);
  let best: { direction: 'north-south' | 'west-east'; width: number } | null = null;
  for (let start = 0; start < width * depth; start++) {
    if (component[start]! >= 0 || !isWater(start)) continue;
    const cells: number[] = [start];
    component[start] = start;
    for (let n = 0; n < cells.length; n++) {
      const c = cells[n]!;
      const i = c % width;
      const j = (c - i) / width;
      for (const [ni, nj] of [
        [i + 1, j],
        [i - 1, j],
        [i, j + 1],
        [i, j - 1],
      ] as const) {
        const d = nj * width + ni;
        if (ni < 0 || nj < 0 || ni >= width || nj >= depth || component[d]! >= 0 || !isWater(d)) continue;
        component[d] = start;
        cells.push(d);
      }
    }
    const is = cells.map((c) => c % width);
    const js = cells.map((c) => Math.floor(c / width));
    if (js.includes(0) && js.includes(depth - 1)) {
      const w = cells.length / depth;
      if (!best || w > best.width) best = { direction: 'north-south', width: w };
    }
    if (is.includes(0) && is.includes(width - 1)) {
      const w = cells.length / width;
      if (!best || w > best.width) best = { direction: 'west-east', width: w };
    }
  }
  return best;
}

/**
 * How many figures fit on the columns `cells` (each [i, j]), 2″ apart centre to centre, on solid ground within
 * 3″ of ground level (as deployment does), leaving out Small Obstacles and Debris (nobody may stay on them):
 * the columns are taken greedily in the order given. Columns off the table hold nobody.
 */
export function roomForFigures(board: VoxelBoard, cells: Iterable<readonly [number, number]>): number {
  const spots: { i: number; j: number }[] = [];
  for (const [i, j] of cells) {
    const ok = board
      .surfacesAt(i, j)
      .some((n) => Math.abs(n.z) <= 3 && board.surfaceKind(n) === 'solid' && mustMoveOff(board, n) === null);
    if (ok && spots.every((s) => Math.hypot(s.i - i, s.j - j) >= 2)) spots.push({ i, j });
  }
  return spots.length;
}

/** How many figures a zone holds (see {@link roomForFigures}), taking its columns row by row. */
export function zoneCapacity(board: VoxelBoard, zone: DeploymentZone): number {
  const cells: [number, number][] = [];
  for (let j = Math.floor(zone.y0); j < Math.ceil(zone.y1); j++)
    for (let i = Math.floor(zone.x0); i < Math.ceil(zone.x1); i++) cells.push([i, j]);
  return roomForFigures(board, cells);
}

function overlap(a: DeploymentZone, b: DeploymentZone): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

/**
 * Problems of a board meant for Gang War: errors make it unplayable (wrong size, fewer than two deployment
 * zones, a zone too small for 9 figures, no water); warnings break the rulebook's guidelines (no canal from
 * edge to edge, canal under 4″ wide, a third outside 20–45 %, no bridge, overlapping zones, fewer gondolas
 * than gangs — "Gang War": each player sets up one — or a gondola of a gang without a zone).
 * Each message starts with the field it concerns.
 */
export function gangWarProblems(board: VoxelBoard): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (board.width !== 36 || board.depth !== 36) {
    errors.push(
      `width/height: Gang War is played on a 36×36 board (3'×3'), this one is ${board.width}×${board.depth}`,
    );
  }
  const zones = board.deploymentZones;
  if (zones.length < 2) errors.push(`deployment: needs zones 0 and 1, found ${zones.length}`);
  for (const z of zones) {
    const room = zoneCapacity(board, z);
    if (room < 9)
      errors.push(`deployment zone ${z.id}: room for ${room} figures 2″ apart, a gang may have 9`);
  }
  zones.forEach((a, n) => {
    for (const b of zones.slice(n + 1))
      if (overlap(a, b)) warnings.push(`deployment: zones ${a.id} and ${b.id} overlap`);
  });
  const stats = boardStats(board);
  if (stats.water === 0) errors.push('terrain: no water; Gang War needs canals');
  const canal = edgeToEdgeCanal(board);
  if (!canal) warnings.push('terrain: no canal runs from one edge of the table to the opposite edge');
  else if (canal.width < 4)
    warnings.push(
      `terrain: the edge-to-edge canal is ${canal.width.toFixed(1)}″ wide on average (at least 4″)`,
    );
  for (const [name, share] of [
    ['water', stats.water],
    ['ground', stats.ground],
    ['buildings', stats.buildings],
  ] as const) {
    if (share < 0.2 || share > 0.45)
      warnings.push(
        `terrain: ${name} is ${Math.round(share * 100)}% of the table (rule of thirds: about 33%)`,
      );
  }
  if (stats.bridges === 0 && stats.water > 0) warnings.push('bridges: none; canals can only be swum across');
  if (stats.gondolas < zones.length) {
    warnings.push(`gondolas: ${stats.gondolas} for ${zones.length} gangs (Gang War: one per gang)`);
  }
  for (const g of board.gondolaSpecs) {
    if (g.gang !== undefined && g.gang >= zones.length)
      warnings.push(`gondolas: ${g.name} belongs to gang ${g.gang}, which has no deployment zone`);
  }
  return { errors, warnings };
}
