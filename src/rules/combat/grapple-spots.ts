/**
 * The places offered when a Grapple's spot is picked after its roll (a Grapple made as an Attack of
 * Opportunity, or the target's Grapple after a Fumble): a `choose` decision with purpose `grapple-spot`, owned by
 * the grappling side. Its first option is the engine's pick: the place expected to cost the target most Life
 * Points (a fall), then water, then the farthest.
 */

import type { ChoiceOption } from '../core/types.ts';
import { fallOddsOf } from '../movement/falling.ts';
import { boardFor, type Match } from '../state/match-state.ts';
import type { GrappleEnd, GrappleSpot } from './grapple-move.ts';

/** Most spots offered in a `grapple-spot` decision. */
export const GRAPPLE_SPOT_OPTIONS = 12;

const COMPASS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'];

/** The compass point of a move of (di, dj) columns (north is −y). */
function compass(di: number, dj: number): string {
  const k = Math.round(Math.atan2(di, -dj) / (Math.PI / 4));
  return COMPASS[(k + 8) % 8]!;
}

/** Expected Life Points the target loses where a Grapple puts it (its fall, exactly; 0 without one). */
export function grappleEndLoss(m: Match, target: number, end: GrappleEnd): number {
  if (!end.falls) return 0;
  return fallOddsOf(m, target, end.from.z - end.node.z, end.node).expectedLpLost;
}

/** A few words for where a Grapple puts its target (water as the target treats it: `boardFor`). */
export function describeEnd(m: Match, target: number, end: GrappleEnd): string {
  const drop = end.from.z - end.node.z;
  const water = boardFor(m, target).surfaceKind(end.node) === 'water';
  if (end.falls && drop > 1)
    return water ? `over the edge into the water, ${drop}″ down` : `over the edge, a ${drop}″ fall`;
  if (water) return 'into the water';
  return 'onto the ground';
}

/** One option of a `grapple-spot` decision and the spot it names. */
export interface GrappleSpotOption {
  readonly option: ChoiceOption;
  readonly spot: GrappleSpot;
}

/**
 * The options of a `grapple-spot` decision for `spots` (grapple-move.ts `grappleSpots`): per compass point the
 * farthest place of each kind (ground, water, a fall), at most {@link GRAPPLE_SPOT_OPTIONS}, the engine's pick
 * first (most expected Life Points lost, then water, then the farthest), the others by compass point. `id` is
 * `i,j,z` of where the target ends; `at` that spot; `figure` the target.
 */
export function grappleSpotOptions(
  m: Match,
  _grappler: number,
  target: number,
  spots: readonly GrappleSpot[],
): GrappleSpotOption[] {
  const rated = spots.map((spot) => {
    const e = spot.end;
    const di = e.node.i - e.from.i;
    const dj = e.node.j - e.from.j;
    return {
      spot,
      way: compass(di, dj),
      words: describeEnd(m, target, e),
      loss: grappleEndLoss(m, target, e),
      water: boardFor(m, target).surfaceKind(e.node) === 'water' ? 1 : 0,
    };
  });
  const kept: typeof rated = [];
  for (const r of [...rated].sort((a, b) => b.spot.end.inches - a.spot.end.inches)) {
    if (!kept.some((k) => k.way === r.way && k.words === r.words)) kept.push(r);
  }
  const worth = (r: (typeof rated)[number]) => [r.loss, r.water, r.spot.end.inches];
  kept.sort((a, b) => {
    const wa = worth(a);
    const wb = worth(b);
    for (let k = 0; k < wa.length; k++) if (Math.abs(wa[k]! - wb[k]!) > 1e-9) return wb[k]! - wa[k]!;
    return COMPASS.indexOf(a.way) - COMPASS.indexOf(b.way);
  });
  const chosen = kept.slice(0, GRAPPLE_SPOT_OPTIONS);
  const [first, ...rest] = chosen;
  if (!first) return [];
  rest.sort(
    (a, b) => COMPASS.indexOf(a.way) - COMPASS.indexOf(b.way) || a.spot.end.inches - b.spot.end.inches,
  );
  const figure = m.world.components.Identity.id[target];
  return [first, ...rest].map((r) => {
    const n = r.spot.end.node;
    return {
      option: {
        id: `${n.i},${n.j},${n.z}`,
        label: `${Math.round(r.spot.end.inches * 10) / 10}″ ${r.way}, ${r.words}`,
        at: [n.i + 0.5, n.j + 0.5, n.z] as const,
        ...(figure ? { figure } : {}),
      },
      spot: r.spot,
    };
  });
}
