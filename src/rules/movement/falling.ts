/**
 * Falling (rulebook "Falling", "Landing Spots"; tables.md "Falling"). The landing spot modifies the distance
 * fallen (Soft −4″, Water −2″ — the water rule and the Water landing spot are one rule, applied once —, Solid ±0,
 * Difficult +2″, Dangerous +4″). A fall of more than 1″ costs Life Points equal to that distance; a Basic
 * DEXTERITY Roll reduces it —
 * Success −1 per Ace, Critical −(2 + 1 per Ace), Fail the full amount, Fumble the full amount and a Stunned
 * counter. A figure falls straight down onto the highest free surface below it (`fallLanding`).
 */

import { moveTo } from '../character/counters.ts';
import { loseLifePoints } from '../character/life-points.ts';
import { statDice, statOf } from '../character/stats.ts';
import { gainStunned } from '../character/stunned.ts';
import { traitOf } from '../character/traits.ts';
import { rollOutcomes } from '../core/probability.ts';
import type { Command, PendingDecision } from '../core/types.ts';
import { makeRoll } from '../rolls/roll.ts';
import type { LandingSpot, Node } from '../space/api.ts';
import { boardFor, emit, idOf, isOnBoard, type Match, nodeOf } from '../state/match-state.ts';
import { gondolaRoomFor } from './gondola-riders.ts';
import { FALL_DUE } from './movement-hooks.ts';
import { freeSpotBeside, occupiedTest } from './occupied.ts';

/** Inches a landing spot adds to (or takes from) the distance fallen (rulebook "Landing Spots"). */
export const LANDING_SPOT_INCHES: Record<LandingSpot, number> = {
  soft: -4,
  water: -2,
  solid: 0,
  difficult: 2,
  dangerous: 4,
};

/** Life Points a fall of `inches` onto `spot` costs before the DEXTERITY roll (0 when 1″ or less). */
export function fallLoss(inches: number, spot: LandingSpot): number {
  const distance = Math.ceil(inches) + LANDING_SPOT_INCHES[spot];
  return distance > 1 ? distance : 0;
}

/**
 * The character falls from height `from` straight down onto `landing`; moves it there, rolls and applies
 * the loss. `controlledLanding` makes the roll's Aces 5+ (rulebook "Controlled Landing").
 */
export function* fall(
  m: Match,
  eid: number,
  from: number,
  landing: Node,
  controlledLanding = false,
  harmless = false,
): Generator<PendingDecision, void, Command> {
  const inches = Math.max(0, from - landing.z);
  moveTo(m, eid, landing);
  emit(m, { type: 'fall', character: idOf(m, eid), from, to: landing.z, inches });
  // The trait falls-softly (Flight): 2 less from falling. Aerial Attack: nothing, when the fall ends a charge from
  // above (`harmless`).
  const loss =
    inches > 0 && !harmless
      ? Math.max(0, fallLoss(inches, boardFor(m, eid).landingSpot(landing)) - fallsSoftly(m, eid))
      : 0;
  if (loss <= 0) return;
  for (const f of m.book.all(FALL_DUE)) {
    const step = f(m, eid, loss);
    if (step) yield* step;
  }
  if (!isOnBoard(m, eid)) return;
  const dex = statDice(m, eid, 'dex');
  const roll = yield* makeRoll(m, eid, {
    kind: 'basic',
    purpose: 'fall',
    pool: dex.dice,
    modifiers: dex.labels,
    aceOn: controlledLanding ? 5 : 7,
    ...(controlledLanding ? { aceModifiers: ['Controlled Landing'] } : {}),
  });
  let lost = loss;
  if (roll.result === 'success') lost = loss - roll.aces;
  if (roll.result === 'critical') lost = loss - (2 + roll.aces);
  loseLifePoints(m, eid, Math.max(0, lost), 'fall');
  if (roll.result === 'fumble' && isOnBoard(m, eid)) gainStunned(m, eid);
}

/** Expected result of a fall, computed exactly from the DEXTERITY roll's outcomes. */
export interface FallOdds {
  /** Life Points the fall costs before the roll. */
  readonly loss: number;
  readonly expectedLpLost: number;
  /** Chance the character is left with 0 Life Points. */
  readonly killChance: number;
  /** Chance of a Fumble (the full loss and a Stunned counter). */
  readonly stunChance: number;
}

/**
 * Exact odds of a fall of `inches` onto `spot` for a character with `dex` DEXTERITY and `lp` Life Points; `less`:
 * Life Points taken off the loss before the roll (Flight's falls-softly, {@link fallsSoftly}).
 */
export function fallOdds(
  inches: number,
  spot: LandingSpot,
  dex: number,
  lp: number,
  controlledLanding = false,
  less = 0,
): FallOdds {
  const loss = Math.max(0, fallLoss(inches, spot) - less);
  if (loss <= 0) return { loss: 0, expectedLpLost: 0, killChance: 0, stunChance: 0 };
  let expected = 0;
  let kill = 0;
  let stun = 0;
  for (const o of rollOutcomes(dex, controlledLanding ? 5 : 7)) {
    let lost = loss;
    if (o.result === 'success') lost = loss - o.aces;
    if (o.result === 'critical') lost = loss - (2 + o.aces);
    lost = Math.min(lp, Math.max(0, lost));
    expected += o.p * lost;
    if (lost >= lp) kill += o.p;
    if (o.result === 'fumble') stun += o.p;
  }
  return { loss, expectedLpLost: expected, killChance: kill, stunChance: stun };
}

/** Life Points less that `eid` loses from any fall (the trait falls-softly: Flight, rulebook "Flight"). */
export function fallsSoftly(m: Match, eid: number): number {
  return traitOf(m, eid, 'falls-softly').value;
}

/**
 * Exact odds of `eid`'s fall of `inches` onto `landing`, as {@link fall} makes it: its DEXTERITY, its Life Points
 * now, and {@link fallsSoftly}.
 */
export function fallOddsOf(
  m: Match,
  eid: number,
  inches: number,
  landing: Node,
  controlledLanding = false,
): FallOdds {
  const lp = m.world.components.Points.lp[eid] ?? 0;
  const spot = boardFor(m, eid).landingSpot(landing);
  return fallOdds(inches, spot, statOf(m, eid, 'dex'), lp, controlledLanding, fallsSoftly(m, eid));
}

/** Where a figure falling from (x, y) at height h comes to rest: the highest surface below, free of figures. */
export function fallLanding(m: Match, eid: number, x: number, y: number, h: number): Node {
  const i = Math.floor(x);
  const j = Math.floor(y);
  // A gondola's deck with no room for the faller is no place to land: it falls past it into the water.
  const below = [...m.board.surfacesAt(i, j)]
    .reverse()
    .find((n) => n.z <= h + 1e-6 && !gondolaRoomFor(m, eid, n));
  const spot = below ?? m.board.surfacesAt(i, j)[0] ?? nodeOf(m, eid);
  return freeSpotBeside(m, spot, occupiedTest(m, eid), { i, j }) ?? nodeOf(m, eid);
}
