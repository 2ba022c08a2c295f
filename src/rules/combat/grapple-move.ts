/**
 * Where a Grapple moves its target (rulebook "Grapple"; tables.md "Grapple"): 2″ plus up to 1″ per Ace, in a
 * straight line toward a spot the grappling player names, never onto a point more than 1″ above where the
 * target started; it need not end on solid ground (off a roof or into water it falls: falling.ts).
 *
 * Our reading, on a board of 1″ columns (figures stand on column centres):
 * - The target is carried across at its starting height. Terrain more than 1″ above that height (a wall) or the
 *   table's edge stops it, and so does another figure on the way; the grappler is ignored on the way (rulebook:
 *   the grappler is ignored for all movement during the Grapple).
 * - It ends in the column holding the point `inches` along the line (or the named spot, when nearer), on the
 *   named surface when that column is the named spot's, else on the highest surface no more than 1″ above its
 *   start. A lower surface means a fall from the starting height.
 * - It is never put where a figure stands, the grappler included: a fall comes down beside (as any fall), and a
 *   move that stays level stops in the last free column before.
 */

import { traitOf } from '../character/traits.ts';
import type { Point3 } from '../core/types.ts';
import { fallLanding } from '../movement/falling.ts';
import { occupiedTest } from '../movement/occupied.ts';
import { type Node, nodeKey } from '../space/api.ts';
import { centreOf, figureOf, type Match, nodeOf } from '../state/match-state.ts';
import { charactersOnBoard } from '../state/world.ts';

/** Inches every successful Grapple moves its target, before the Aces (rulebook "Grapple"). */
export const GRAPPLE_INCHES = 2;
/** How far above its start a Grapple may put its target (inches). */
export const GRAPPLE_MAX_RISE = 1;

const STEP = 0.05;

/** Inches a Grapple roll lets the grappler move the target: 2″ + 1″ per Ace on a Success or Critical, else 0. */
export function grappleInches(result: string, aces: number): number {
  return result === 'success' || result === 'critical' ? GRAPPLE_INCHES + aces : 0;
}

/** How a Grapple's move ends, without rolling. */
export interface GrappleEnd {
  /** Where the target started. */
  readonly from: Node;
  /** Where it comes to rest (after a fall, where it lands); `from` when it could not be moved. */
  readonly node: Node;
  /** Whether it comes down from its starting height onto a lower surface (the Falling rules apply). */
  readonly falls: boolean;
  /** Inches across from its start to where it rests (centre to centre). */
  readonly inches: number;
}

/** The highest surface of column (i, j) no higher than `h`, or null (off the table, or no surface). */
function surfaceAtOrBelow(m: Match, i: number, j: number, h: number): Node | null {
  const all = m.board.surfacesAt(i, j);
  let below: Node | null = null;
  for (const n of all) if (n.z <= h + 1e-9) below = n;
  return below;
}

/**
 * Whether a figure other than `target` and `grappler` stands in the way of the target carried at height z into
 * column (i, j): the figures are read once, when the test is made.
 */
function figureInWayTest(
  m: Match,
  grappler: number,
  target: number,
): (i: number, j: number, z: number) => boolean {
  const others = charactersOnBoard(m.world)
    .filter((o) => o !== target && o !== grappler)
    .map((o) => figureOf(m, o));
  const radius = figureOf(m, target).radius;
  return (i, j, z) => {
    const x = i + 0.5;
    const y = j + 0.5;
    for (const f of others) {
      if (Math.abs(f.z - z) >= 1.5) continue;
      const within = f.radius + radius - 0.5;
      if (Math.abs(f.x - x) >= within || Math.abs(f.y - y) >= within) continue;
      if (Math.hypot(f.x - x, f.y - y) - f.radius - radius < -0.5) return true;
    }
    return false;
  };
}

/** The figures a Grapple's move meets, read once for many moves of one target (see {@link grappleEnd}). */
interface GrappleObstacles {
  readonly inWay: (i: number, j: number, z: number) => boolean;
  readonly taken: (n: Node) => boolean;
  /** Whether column (i, j) stops the carry (a wall, the table's edge, a figure), by column: the target's start
   * and so the carrying height are the same for every move of one set of obstacles. */
  readonly stops: Map<number, boolean>;
  /** The target goes through terrain as if it had Ethereal (the grappler's trait drags-through-terrain). */
  readonly throughTerrain: boolean;
}

function obstaclesOf(m: Match, grappler: number, target: number): GrappleObstacles {
  return {
    inWay: figureInWayTest(m, grappler, target),
    taken: occupiedTest(m, target),
    stops: new Map(),
    throughTerrain: traitOf(m, grappler, 'drags-through-terrain').has,
  };
}

/**
 * Where `grappler`'s Grapple moving `target` `inches` toward the spot `to` (inches) ends (see the module
 * comment). `inches` ≤ 0 or a spot on the target's own column leaves it where it is.
 */
export function grappleEnd(
  m: Match,
  grappler: number,
  target: number,
  to: Point3,
  inches: number,
): GrappleEnd {
  return endAmong(m, target, to, inches, obstaclesOf(m, grappler, target));
}

function endAmong(m: Match, target: number, to: Point3, inches: number, o: GrappleObstacles): GrappleEnd {
  const from = nodeOf(m, target);
  const stay: GrappleEnd = { from, node: from, falls: false, inches: 0 };
  const x0 = from.i + 0.5;
  const y0 = from.j + 0.5;
  const length = Math.hypot(to[0] - x0, to[1] - y0);
  if (inches <= 0 || length < 1e-9) return stay;
  const dx = (to[0] - x0) / length;
  const dy = (to[1] - y0) / length;
  const go = Math.min(inches, length);
  const ceiling = from.z + GRAPPLE_MAX_RISE;
  // Columns crossed, in order, until the end or a stop.
  const crossed: { i: number; j: number }[] = [];
  let lastI = from.i;
  let lastJ = from.j;
  for (let t = STEP; t < go + STEP - 1e-9; t += STEP) {
    const d = t < go ? t : go;
    const i = Math.floor(x0 + dx * d);
    const j = Math.floor(y0 + dy * d);
    if (lastI === i && lastJ === j) continue;
    const key = (i + 0x8000) * 0x10000 + (j + 0x8000);
    let stop = o.stops.get(key);
    if (stop === undefined) {
      // Drag Through The Void: no wall stops it, only the table's edge
      const walled = o.throughTerrain
        ? i < 0 || j < 0 || i >= m.board.width || j >= m.board.depth
        : m.board.surfacesAt(i, j).length === 0 || m.board.isSolid(i + 0.5, j + 0.5, ceiling + 0.01);
      stop = walled || o.inWay(i, j, from.z);
      o.stops.set(key, stop);
    }
    if (stop) break;
    crossed.push({ i, j });
    lastI = i;
    lastJ = j;
  }
  for (let k = crossed.length - 1; k >= 0; k--) {
    const node = nodeIn(m, crossed[k]!, to, ceiling);
    if (!node) continue;
    if (node.z < from.z) {
      const c = centreOf(node);
      const landing = o.taken(node) ? fallLanding(m, target, c.x, c.y, node.z) : node;
      if (nodeKey(landing) === nodeKey(from) || o.taken(landing)) continue;
      return { from, node: landing, falls: landing.z < from.z, inches: across(from, landing) };
    }
    if (!o.taken(node)) return { from, node, falls: false, inches: across(from, node) };
  }
  return stay;
}

/**
 * Where a Grapple toward `to` puts its target in column `c`: on the named surface in the named spot's column (when
 * no higher than `ceiling`), else on the highest surface no higher than `ceiling`; null for none.
 */
function nodeIn(m: Match, c: { i: number; j: number }, to: Point3, ceiling: number): Node | null {
  if (c.i === Math.floor(to[0]) && c.j === Math.floor(to[1])) {
    for (const n of m.board.surfacesAt(c.i, c.j)) if (Math.abs(n.z - to[2]) < 0.5 && n.z <= ceiling) return n;
  }
  return surfaceAtOrBelow(m, c.i, c.j, ceiling);
}

function across(a: Node, b: Node): number {
  return Math.hypot(a.i - b.i, a.j - b.j);
}

/** A spot a Grapple may move its target to: the point to name and where the target ends. */
export interface GrappleSpot {
  readonly to: Point3;
  readonly end: GrappleEnd;
}

/**
 * Every distinct place a Grapple of `inches` (≥ 2) may put `target`: for each column whose centre lies 2″ to
 * `inches` from the target's, the end of a move of that length toward it (its top surface no more than 1″ above
 * the target). Ends that are the target's own spot are left out; one spot per end, the nearest named first.
 * Sorted by distance, then row, then column.
 */
export function grappleSpots(m: Match, grappler: number, target: number, inches: number): GrappleSpot[] {
  return grappleSpotsAt(m, grappler, target, inches).map((x) => x.spot);
}

/** A number for a node, as `nodeKey` (any node within 8,000″ of the table). */
function numericKey(n: Node): number {
  return ((n.i + 0x2000) * 0x4000 + (n.j + 0x2000)) * 0x4000 + (n.z + 0x2000);
}

/** The column offsets 2″ to `inches` from a column, nearest first, then by row and column (kept by `inches`). */
function ringCells(inches: number): readonly { di: number; dj: number; d: number }[] {
  const known = ringsByInches.get(inches);
  if (known) return known;
  const r = Math.floor(inches);
  const cells: { di: number; dj: number; d: number }[] = [];
  for (let dj = -r; dj <= r; dj++) {
    for (let di = -r; di <= r; di++) {
      const d = Math.hypot(di, dj);
      if (d >= GRAPPLE_INCHES - 1e-9 && d <= inches + 1e-9) cells.push({ di, dj, d });
    }
  }
  cells.sort((a, b) => a.d - b.d || a.dj - b.dj || a.di - b.di);
  if (ringsByInches.size >= 64) ringsByInches.clear();
  ringsByInches.set(inches, cells);
  return cells;
}

const ringsByInches = new Map<number, readonly { di: number; dj: number; d: number }[]>();

/**
 * {@link grappleSpots} with the distance (inches, centre to centre) of the column each spot names. The spots
 * naming columns up to d ≤ `inches` come first, so those of a shorter Grapple are a prefix of the list.
 */
export function grappleSpotsAt(
  m: Match,
  grappler: number,
  target: number,
  inches: number,
): { spot: GrappleSpot; d: number }[] {
  const from = nodeOf(m, target);
  const seen = new Set<number>([numericKey(from)]);
  const cells = ringCells(inches);
  const out: { spot: GrappleSpot; d: number }[] = [];
  const obstacles = obstaclesOf(m, grappler, target);
  for (const { di, dj, d } of cells) {
    const n = surfaceAtOrBelow(m, from.i + di, from.j + dj, from.z + GRAPPLE_MAX_RISE);
    if (!n) continue;
    const to: Point3 = [n.i + 0.5, n.j + 0.5, n.z];
    const end = endAmong(m, target, to, d, obstacles);
    const key = numericKey(end.node);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ spot: { to, end }, d });
  }
  return out;
}
