/**
 * Falling (rulebook "Falling"; tables.md "Falling"). A fall of more than 1″ costs Life Points equal to the
 * distance (less 2 into water: the Water landing spot, applied once); a Basic DEXTERITY Roll reduces it —
 * Success −1 per Ace, Critical −(2 + 1 per Ace), Fail the full amount, Fumble the full amount and a Stunned
 * counter.
 */

import { loseLifePoints } from './life-points.ts';
import { emit, idOf, isOnBoard, type Match, statOf } from './match-state.ts';
import { makeRoll } from './roll.ts';
import type { Node } from './space/api.ts';
import { gainStunned } from './stunned.ts';
import type { Command, PendingDecision } from './types.ts';

/** Life Points a fall of `inches` costs before the DEXTERITY roll (0 for 1″ or less). */
export function fallLoss(inches: number, intoWater: boolean): number {
  if (inches <= 1) return 0;
  return Math.max(0, Math.ceil(inches) - (intoWater ? 2 : 0));
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
): Generator<PendingDecision, void, Command> {
  const { Position } = m.world.components;
  const inches = Math.max(0, from - landing.z);
  Position.x[eid] = landing.i + 0.5;
  Position.y[eid] = landing.j + 0.5;
  Position.z[eid] = landing.z;
  emit(m, { type: 'fall', character: idOf(m, eid), from, to: landing.z, inches });
  const intoWater = m.board.surfaceKind(landing) === 'water';
  const loss = fallLoss(inches, intoWater);
  if (loss <= 0) return;
  const dex = statOf(m, eid, 'dex');
  const roll = yield* makeRoll(m, eid, {
    kind: 'basic',
    purpose: 'fall',
    pool: dex,
    modifiers: [`DEXTERITY ${dex}`],
    aceOn: controlledLanding ? 5 : 7,
  });
  let lost = loss;
  if (roll.result === 'success') lost = loss - roll.aces;
  if (roll.result === 'critical') lost = loss - (2 + roll.aces);
  loseLifePoints(m, eid, Math.max(0, lost), 'fall');
  if (roll.result === 'fumble' && isOnBoard(m, eid)) gainStunned(m, eid);
}
