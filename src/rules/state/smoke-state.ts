/**
 * What Smoke leaves on the table until the round ends (rulebook "Weapon Abilities": Smoke): the round markers that
 * stay on the board. Kept per match beside the ECS (like abilities/state.ts); a replay rebuilds it from the
 * commands. Written by smoke.ts. The characters it hit count as in cover through `m.command.coverUntilRoundEnd`
 * (command-state.ts), which Necrotic Mist shares.
 */

import type { Point3 } from '../core/types.ts';
import type { Match } from './match-state.ts';
import { matchTable } from './per-match.ts';

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

/** The Smoke of one match. */
export interface SmokeState {
  readonly markers: StayingMarker[];
}

const states = matchTable<SmokeState>();

/** The Smoke state of `m` (created empty on first use). */
export function smokeStateOf(m: Match): SmokeState {
  let s = states.get(m);
  if (!s) {
    s = { markers: [] };
    states.set(m, s);
  }
  return s;
}

/** The round markers on the board now, in the order they were laid. */
export function stayingMarkers(m: Match): readonly StayingMarker[] {
  return states.get(m)?.markers ?? [];
}
