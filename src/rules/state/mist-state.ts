/**
 * Abyssal Mist on the table (rulebook "Magic"; spells/round-markers.ts lays it and takes it away as the round
 * ends): Blast markers that block line of sight, entities of the match's world (markers.ts); a replay lays them again
 * from the commands. Below match-state.ts (it reads the world only), so that `sightBetween` may read it.
 *
 * Our reading of "blocks line of sight": the marker is a disc of the Blast's size on its level; a line of sight is
 * blocked when the straight line between the two figures' centres passes over the disc (within its radius) within
 * 1″ of its level (as a Blast reaches 1″ up and down), so a character on the marker sees nobody beyond it and is
 * seen by nobody, except in base contact (which always sees). Measured between base centres at base height.
 */

import type { Point3 } from '../core/types.ts';
import type { Figure } from '../space/api.ts';
import { layMarker, markerCentre, markersOf, removeMarker } from './markers.ts';
import type { HoldsWorld } from './per-match.ts';
import { withComponent } from './world.ts';

/** One Abyssal Mist marker. */
export interface MistMarker {
  /** The id given in its `area` event. */
  readonly id: string;
  readonly centre: Point3;
  /** Inches. */
  readonly radius: number;
}

function mistMarker(m: HoldsWorld, eid: number): MistMarker {
  const { Marker } = m.world.components;
  return { id: Marker.id[eid]!, centre: markerCentre(m.world, eid), radius: Marker.radius[eid]! };
}

/** The Abyssal Mist markers on the table now, in the order they were laid. */
export function mistMarkers(m: HoldsWorld): readonly MistMarker[] {
  return markersOf(m.world, 'mist').map((e) => mistMarker(m, e));
}

/** Lay a marker until the round ends, cast by `by.caster` of gang `by.gang` with `by.spell`. */
export function addMist(
  m: HoldsWorld & { readonly round: number },
  marker: MistMarker,
  by: { readonly caster: number; readonly gang: number; readonly spell: string },
): void {
  const { id, centre, radius } = marker;
  layMarker(m, 'mist', { id, centre, radius, owner: by.caster, gang: by.gang, source: by.spell });
}

/** Take every marker away; returns them in the order they were laid. */
export function takeMistAway(m: HoldsWorld): MistMarker[] {
  return markersOf(m.world, 'mist').map((e) => {
    const marker = mistMarker(m, e);
    removeMarker(m.world, e);
    return marker;
  });
}

/** How far above or below a marker's level a line still meets it (inches). */
const MIST_VERTICAL = 1;

/** Whether a marker lies across the line between `a` and `b` (see the module comment). */
export function mistBetween(m: HoldsWorld, a: Figure, b: Figure): boolean {
  if (m.world.counts.mist === 0) return false;
  const { Position, Marker, MistMarker } = m.world.components;
  const list = withComponent(m.world, MistMarker);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const len2 = dx * dx + dy * dy;
  for (const mk of list) {
    const cx = Position.x[mk]!;
    const cy = Position.y[mk]!;
    const cz = Position.z[mk]!;
    const t = len2 > 0 ? Math.max(0, Math.min(1, ((cx - a.x) * dx + (cy - a.y) * dy) / len2)) : 0;
    const px = a.x + t * dx;
    const py = a.y + t * dy;
    if (Math.hypot(px - cx, py - cy) > Marker.radius[mk]! + 1e-9) continue;
    if (Math.abs(a.z + t * (b.z - a.z) - cz) <= MIST_VERTICAL + 1e-9) return true;
  }
  return false;
}
