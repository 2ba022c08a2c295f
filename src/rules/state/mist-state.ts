/**
 * Abyssal Mist on the table (rulebook "Magic"; spells/round-markers.ts lays it and takes it away as the round
 * ends): Blast markers that block line of sight. Kept per match beside the ECS (like smoke-state.ts); a replay
 * rebuilds it from the commands. A leaf module (types only), so that match-state.ts `sightBetween` may read it.
 *
 * Our reading of "blocks line of sight": the marker is a disc of the Blast's size on its level; a line of sight is
 * blocked when the straight line between the two figures' centres passes over the disc (within its radius) within
 * 1″ of its level (as a Blast reaches 1″ up and down), so a character on the marker sees nobody beyond it and is
 * seen by nobody, except in base contact (which always sees). Measured between base centres at base height.
 */

import type { Point3 } from '../core/types.ts';
import type { Figure } from '../space/api.ts';
import { type HoldsWorld, matchTable } from './per-match.ts';

/** One Abyssal Mist marker. */
export interface MistMarker {
  /** The id given in its `area` event. */
  readonly id: string;
  readonly centre: Point3;
  /** Inches. */
  readonly radius: number;
}

const states = matchTable<MistMarker[]>();

/** The Abyssal Mist markers on the table now, in the order they were laid. */
export function mistMarkers(m: HoldsWorld): readonly MistMarker[] {
  return states.get(m) ?? [];
}

/** Lay a marker until the round ends. */
export function addMist(m: HoldsWorld, marker: MistMarker): void {
  const s = states.get(m);
  if (s) s.push(marker);
  else states.set(m, [marker]);
}

/** Take every marker away; returns them. */
export function takeMistAway(m: HoldsWorld): MistMarker[] {
  return states.get(m)?.splice(0) ?? [];
}

/** How far above or below a marker's level a line still meets it (inches). */
const MIST_VERTICAL = 1;

/** Whether a marker lies across the line between `a` and `b` (see the module comment). */
export function mistBetween(m: HoldsWorld, a: Figure, b: Figure): boolean {
  const list = states.get(m);
  if (!list || list.length === 0) return false;
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  for (const mk of list) {
    const [cx, cy, cz] = mk.centre;
    const t = len2 > 0 ? Math.max(0, Math.min(1, ((cx - a.x) * dx + (cy - a.y) * dy) / len2)) : 0;
    const px = a.x + t * dx;
    const py = a.y + t * dy;
    if (Math.hypot(px - cx, py - cy) > mk.radius + 1e-9) continue;
    if (Math.abs(a.z + t * (b.z - a.z) - cz) <= MIST_VERTICAL + 1e-9) return true;
  }
  return false;
}
