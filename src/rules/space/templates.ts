/**
 * The round blast marker and the teardrop template (rulebook "Weapon Abilities": Blast, Template, Smoke), as pure
 * geometry over figures (cylinders: base disc of `radius` at (x, y, z), `height` tall; inches).
 *
 * Sizes. The rulebook names "the round blast marker" and "the teardrop shaped template" without printing their
 * sizes (they come as cut-outs with the game). Our reading, the sizes usual for skirmish games of this scale:
 * - the round marker is {@link BLAST_DIAMETER} = 3″ across (radius 1.5″);
 * - the teardrop is {@link TEMPLATE_LENGTH} = 8″ long from tip to tip, {@link TEMPLATE_NARROW_WIDTH} = 1″ wide
 *   at its narrow end and {@link TEMPLATE_WIDE_WIDTH} = 3″ wide at its wide end: the outline around two circles
 *   (radius ½″ and 1½″) joined by straight tangent sides.
 * All sizes live here and nowhere else.
 *
 * "Under" and "touched" (rulebook: "every individual character ... under the template", "any character at
 * least partly touched by the template"): a figure counts when its base disc overlaps the shape seen from above,
 * edges touching included.
 *
 * Height. The official FAQ to Blast: only characters within 1″ of vertical distance of the target (the same
 * approximate level) are hit. Blast: a figure counts when its base lies within {@link AREA_VERTICAL} = 1″ above
 * or below the marker's centre (the target's base). Template, our reading by the same measure: the template lies
 * along the straight line from the attacker's base to the target's base, rising or falling with it (the line's
 * height extends beyond the target at the same slope); a figure counts when its base is within 1″ above or below
 * the template's height at the figure's place along the template.
 */
import type { Figure } from './api.ts';

/** Diameter of the round blast marker (inches; our reading, see the module comment). */
export const BLAST_DIAMETER = 3;
/** Length of the teardrop template, tip to tip (inches). */
export const TEMPLATE_LENGTH = 8;
/** Width of the teardrop template at its narrow end (inches). */
export const TEMPLATE_NARROW_WIDTH = 1;
/** Width of the teardrop template at its wide end (inches). */
export const TEMPLATE_WIDE_WIDTH = 3;
/** Vertical reach of an area attack above and below its marker or template (inches; Blast FAQ). */
export const AREA_VERTICAL = 1;

const EPS = 1e-9;

/** A point on the table (inches). */
export interface Point {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

/** The round marker centred at `centre` (its z: the height of the level it lies on). */
export interface BlastMarker {
  readonly centre: Point;
  /** Inches. */
  readonly radius: number;
}

/**
 * The teardrop laid on the table: its narrow tip at `apex`, its axis the unit vector (`dx`, `dy`) toward the
 * wide end; `slope` is how much its height rises per inch along the axis (0 on level ground).
 */
export interface Teardrop {
  readonly apex: Point;
  readonly dx: number;
  readonly dy: number;
  readonly slope: number;
  readonly length: number;
  readonly narrowRadius: number;
  readonly wideRadius: number;
}

/** The round marker of the rulebook's size centred on `centre`. */
export function blastAt(centre: Point): BlastMarker {
  return { centre, radius: BLAST_DIAMETER / 2 };
}

/** Whether `f` is at least partly under the round marker and within 1″ of its level. */
export function underBlast(b: BlastMarker, f: Figure): boolean {
  if (Math.abs(f.z - b.centre.z) > AREA_VERTICAL + EPS) return false;
  return Math.hypot(f.x - b.centre.x, f.y - b.centre.y) <= b.radius + f.radius + EPS;
}

/**
 * The teardrop laid from `attacker` toward `target` (rulebook "Template"): its axis on the line between their
 * centres, its narrow tip `offset` inches beyond the attacker's base edge (0: in base contact with the attacker),
 * the wide end away from the attacker. When the two centres coincide the axis points east.
 */
export function teardropToward(attacker: Figure, target: Figure, offset = 0): Teardrop {
  const hx = target.x - attacker.x;
  const hy = target.y - attacker.y;
  const h = Math.hypot(hx, hy);
  const dx = h > EPS ? hx / h : 1;
  const dy = h > EPS ? hy / h : 0;
  const slope = h > EPS ? (target.z - attacker.z) / h : 0;
  const start = attacker.radius + Math.max(0, offset);
  return {
    apex: { x: attacker.x + dx * start, y: attacker.y + dy * start, z: attacker.z + slope * start },
    dx,
    dy,
    slope,
    length: TEMPLATE_LENGTH,
    narrowRadius: TEMPLATE_NARROW_WIDTH / 2,
    wideRadius: TEMPLATE_WIDE_WIDTH / 2,
  };
}

/**
 * Signed distance (inches) from the point (`u` along the axis from the narrow circle's centre, `v` across it) to
 * the outline of two circles of radius `r1` (at u = 0) and `r2` (at u = `d`) joined by tangent sides; negative
 * inside. The usual closed form for a tapered capsule.
 */
function taperedCapsuleDistance(u: number, v: number, r1: number, r2: number, d: number): number {
  const w = Math.abs(v);
  if (d <= EPS) return Math.hypot(u, w) - Math.max(r1, r2);
  const b = (r1 - r2) / d;
  const a = Math.sqrt(Math.max(0, 1 - b * b));
  const k = -b * w + a * u;
  if (k < 0) return Math.hypot(u, w) - r1;
  if (k > a * d) return Math.hypot(u - d, w) - r2;
  return a * w + b * u - r1;
}

/** Horizontal distance (inches) from the point (x, y) to the teardrop's outline; negative inside. */
export function teardropDistance(t: Teardrop, x: number, y: number): number {
  const c1 = t.narrowRadius;
  const d = t.length - t.narrowRadius - t.wideRadius;
  const px = x - (t.apex.x + t.dx * c1);
  const py = y - (t.apex.y + t.dy * c1);
  const u = px * t.dx + py * t.dy;
  const v = -px * t.dy + py * t.dx;
  return taperedCapsuleDistance(u, v, t.narrowRadius, t.wideRadius, d);
}

/** Height of the template (inches) at the point (x, y): the apex's height plus the slope along the axis. */
export function teardropHeightAt(t: Teardrop, x: number, y: number): number {
  const along = Math.max(0, Math.min(t.length, (x - t.apex.x) * t.dx + (y - t.apex.y) * t.dy));
  return t.apex.z + t.slope * along;
}

/** Whether the teardrop touches `f` at least partly, within 1″ of its height there (see the module comment). */
export function touchesTeardrop(t: Teardrop, f: Figure): boolean {
  if (teardropDistance(t, f.x, f.y) > f.radius + EPS) return false;
  return Math.abs(f.z - teardropHeightAt(t, f.x, f.y)) <= AREA_VERTICAL + EPS;
}
