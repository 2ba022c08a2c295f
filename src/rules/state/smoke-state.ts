/**
 * What Smoke leaves on the table until the round ends (rulebook "Weapon Abilities": Smoke): the round markers that
 * stay on the board, entities of the match's world (markers.ts; a replay lays them again from the commands).
 * Written by smoke.ts. The characters it hit count as in cover through `m.command.coverUntilRoundEnd`
 * (command-state.ts), which Necrotic Mist shares.
 */

import type { Point3 } from '../core/types.ts';
import { layMarker, markerCentre, markersOf, removeMarker } from './markers.ts';
import { idOf, type Match } from './match-state.ts';

/** A round marker left on the board until the round ends. */
export interface StayingMarker {
  /** The id given in the `area` event. */
  readonly id: string;
  readonly centre: Point3;
  /** Inches. */
  readonly radius: number;
  /** Who laid it, and with what. */
  readonly character: string;
  readonly weapon: string;
}

/** Lay a round marker until the round ends (`character`: the id of a character of the match). */
export function laySmoke(m: Match, marker: StayingMarker): void {
  const owner = m.ids.get(marker.character) ?? -1;
  const gang = m.world.components.Gang.index[owner] ?? -1;
  const { id, centre, radius, weapon } = marker;
  layMarker(m, 'smoke', { id, centre, radius, owner, gang, source: weapon });
}

function stayingMarker(m: Match, eid: number): StayingMarker {
  const { Marker } = m.world.components;
  return {
    id: Marker.id[eid]!,
    centre: markerCentre(m.world, eid),
    radius: Marker.radius[eid]!,
    character: idOf(m, Marker.owner[eid]!),
    weapon: Marker.source[eid]!,
  };
}

/** The round markers on the board now, in the order they were laid. */
export function stayingMarkers(m: Match): readonly StayingMarker[] {
  return markersOf(m.world, 'smoke').map((e) => stayingMarker(m, e));
}

/** Take every round marker off the board; returns them in the order they were laid. */
export function takeSmokeAway(m: Match): StayingMarker[] {
  return markersOf(m.world, 'smoke').map((e) => {
    const marker = stayingMarker(m, e);
    removeMarker(m.world, e);
    return marker;
  });
}
