/**
 * Markers on the table as entities of the match's world (world.ts `Marker`, a tag per kind, the centre in
 * `Position`): Smoke's round markers (smoke-state.ts), Abyssal Mist (mist-state.ts), Aqua Curitiva
 * (spells/round-markers.ts) and Otherworldly Oddity (oddity-state.ts, with `OnPiece`). Each is added as it is laid
 * and removed as it goes, so a copy of the world (fork.ts) carries the markers on the table and nothing else.
 */
import type { Point3 } from '../core/types.ts';
import type { HoldsWorld } from './per-match.ts';
import { addEntityWith, dropEntity, type MarkerKind, type World, withComponent } from './world.ts';

export type { MarkerKind };

/** What a marker is laid with. */
export interface MarkerSpec {
  /** The id given in its `area` event ('' for an Oddity). */
  readonly id: string;
  readonly centre: Point3;
  /** Inches. */
  readonly radius: number;
  /** The character that lays it, and its gang (an index). */
  readonly owner: number;
  readonly gang: number;
  /** The weapon or spell. */
  readonly source: string;
  /** An Oddity's Acrobatic (X), Aqua Curitiva's Life Points healed (default 0). */
  readonly x?: number;
}

/** The tag of a kind of marker. */
export function markerTag(world: World, kind: MarkerKind): object {
  const c = world.components;
  if (kind === 'smoke') return c.SmokeMarker;
  if (kind === 'mist') return c.MistMarker;
  if (kind === 'aqua') return c.AquaMarker;
  return c.OddityMarker;
}

/** Lay a marker of `kind` in the match's round: its entity. `more`: other components it has (set by the caller). */
export function layMarker(
  m: HoldsWorld & { readonly round: number },
  kind: MarkerKind,
  spec: MarkerSpec,
  more: readonly object[] = [],
): number {
  const w = m.world;
  const { Position, Marker } = w.components;
  const eid = addEntityWith(w, [Position, Marker, markerTag(w, kind), ...more]);
  [Position.x[eid], Position.y[eid], Position.z[eid]] = spec.centre;
  Marker.kind[eid] = kind;
  Marker.id[eid] = spec.id;
  Marker.radius[eid] = spec.radius;
  Marker.owner[eid] = spec.owner;
  Marker.gang[eid] = spec.gang;
  Marker.source[eid] = spec.source;
  Marker.x[eid] = spec.x ?? 0;
  Marker.round[eid] = m.round;
  w.counts.laid += 1;
  w.counts[kind] += 1;
  Marker.order[eid] = w.counts.laid;
  return eid;
}

/** The markers of `kind` on the table, in the order they were laid. */
export function markersOf(world: World, kind: MarkerKind): number[] {
  const order = world.components.Marker.order;
  return [...withComponent(world, markerTag(world, kind))].sort((a, b) => order[a]! - order[b]!);
}

/** Whether any marker of `kind` is on the table (cheap: for the rules' busy paths). */
export function anyMarker(world: World, kind: MarkerKind): boolean {
  return world.counts[kind] > 0;
}

/** The centre of a marker (inches). */
export function markerCentre(world: World, eid: number): Point3 {
  const { Position } = world.components;
  return [Position.x[eid]!, Position.y[eid]!, Position.z[eid]!];
}

/** Take a marker off the table. */
export function removeMarker(world: World, eid: number): void {
  world.counts[world.components.Marker.kind[eid]!] -= 1;
  dropEntity(world, eid);
}
