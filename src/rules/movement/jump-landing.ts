/**
 * Where a Jump comes down (rulebook "Jump"; the reading is in jump.ts): the landing on solid ground within ½″ of
 * the base where the jump stops, the 1″ shift along the line onto such ground, or the spot below it falls onto.
 * Read without rolling, by the resolution, the previews and the legal targets.
 */
import type { Point3 } from '../core/types.ts';
import { type Node, nodeKey } from '../space/api.ts';
import { boardFor, type Match, nodeOf } from '../state/match-state.ts';
import { oddityClosed } from '../state/oddity-state.ts';
import { fallLanding } from './falling.ts';
import { insideAt, jumpLine, LAND_TOLERANCE, LINE_STEP, type LinePoint, stopOnLine } from './jump-line.ts';
import { occupiedTest } from './occupied.ts';

/** How far along the line a jump that lands partly on solid ground may be moved onto it (inches). */
export const JUMP_SHIFT = 1;

/** The surface of column (x, y) whose top is nearest height h and within {@link LAND_TOLERANCE} of it, or null. */
export function surfaceNear(m: Match, x: number, y: number, h: number): Node | null {
  let best: Node | null = null;
  for (const n of m.board.surfacesAt(Math.floor(x), Math.floor(y))) {
    if (Math.abs(n.z - h) > LAND_TOLERANCE + 1e-6) continue;
    if (!best || Math.abs(n.z - h) < Math.abs(best.z - h)) best = n;
  }
  return best;
}

/**
 * The node a figure at point `p` of a jump's line lands on: a surface within ½″ of its base that is solid
 * ground (not water, as `eid` treats it: state/match-state.ts `boardFor`), free (no figure, room on a gondola) and not
 * the node the jump started from; else null.
 */
function landingAt(
  m: Match,
  eid: number,
  p: LinePoint,
  start: Node,
  taken: (n: Node) => boolean,
): Node | null {
  const n = surfaceNear(m, p.x, p.y, p.h);
  if (!n || boardFor(m, eid).surfaceKind(n) === 'water' || taken(n) || oddityClosed(m, eid, n)) return null;
  return nodeKey(n) === nodeKey(start) ? null : n;
}

/** How a jump of a given length ends, without rolling (see {@link jumpLanding}). */
export interface JumpEnd {
  /** Where the jump stopped on its 3D line (before any shift or fall); `h` is the base's height there. */
  readonly point: LinePoint;
  /** The node it lands on (maybe after the 1″ shift); the start node when it comes down where it started. */
  readonly landing: Node | null;
  /** Where it comes to rest when it falls (null when it lands). */
  readonly fallsTo: Node | null;
  /** Whether it got all the way to the point named. */
  readonly atPoint: boolean;
  /** Inches rolled beyond the point named (0 when it stopped short of it). */
  readonly spare: number;
}

/**
 * Where a jump of `inches` (measured along the 3D line) toward `to` ends, without rolling: the landing node on
 * solid ground, or the node it falls onto. Used by the resolution, the previews and the legal targets.
 * Reading (see the docstring of jump.ts and jump-line.ts): it stops `inches` along the line (no farther than the
 * point or than terrain lets it); it lands where a free surface of solid ground lies within ½″ of its base;
 * else, short of the point, it tries points up to 1″ along the line either way (nearest first, forward first),
 * each at the line's height there; else it falls straight down from where it stopped.
 */
export function jumpLanding(m: Match, eid: number, to: Point3, inches: number): JumpEnd {
  const start = nodeOf(m, eid);
  const line = jumpLine(m.board, [start.i + 0.5, start.j + 0.5, start.z], to);
  const point = stopOnLine(m.board, line, inches);
  const atPoint = point.t >= line.length - 1e-6;
  const spare = atPoint ? Math.max(0, inches - line.length) : 0;
  const taken = occupiedTest(m, eid);
  let landing = landingAt(m, eid, point, start, taken);
  if (!landing && !atPoint) {
    const limit = Math.min(line.length, line.clear);
    const steps = Math.round(JUMP_SHIFT / LINE_STEP);
    for (let k = 1; k <= steps && !landing; k++) {
      for (const t of [point.t + k * LINE_STEP, point.t - k * LINE_STEP]) {
        if (t < 0 || t > limit + 1e-9) continue;
        const c = line.at(t);
        if (insideAt(m.board, c)) continue;
        landing = landingAt(m, eid, c, start, taken);
        if (landing) break;
      }
    }
  }
  if (landing) return { point, landing, fallsTo: null, atPoint, spare };
  const fallsTo = fallLanding(m, eid, point.x, point.y, point.h + LAND_TOLERANCE);
  // Coming down on the very spot it jumped from is no fall: the jump went nowhere.
  if (nodeKey(fallsTo) === nodeKey(start)) return { point, landing: start, fallsTo: null, atPoint, spare: 0 };
  return { point, landing: null, fallsTo, atPoint, spare: 0 };
}
