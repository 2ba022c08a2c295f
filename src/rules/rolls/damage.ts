/**
 * Taking Damage (rulebook "Attacks & Damage", the Protection Roll table): Damage is reduced by the Aces of a
 * Protection Roll (a Critical adds 1 Ace; a Fumble adds 1 Damage), and what is left is lost in Life Points. Losing
 * Life Points outright (a spell that says so) skips this: `loseLifePoints`.
 */

import { loseLifePoints } from '../character/life-points.ts';
import type { Command, PendingDecision } from '../core/types.ts';
import { emit, idOf, isOnBoard, type Match } from '../state/match-state.ts';
import { makeRoll, type RollSpec } from './roll.ts';

/** Damage points a Protection Roll takes away: its Aces (+1 on a Critical; −1, one more Damage, on a Fumble). */
export function damageSaved(result: string, aces: number): number {
  if (result === 'success') return aces;
  if (result === 'critical') return aces + 1;
  if (result === 'fumble') return -1;
  return 0;
}

/**
 * `eid` takes `damage` from `source`: a `damage` event, its Protection Roll as `protection` says (pool, Ace value,
 * re-rolls; Will Points are asked), and the Life Points lost. Nothing for 0 Damage or a character off the board.
 * @returns the Life Points lost.
 */
export function* takeDamage(
  m: Match,
  eid: number,
  damage: number,
  source: string,
  protection: RollSpec,
): Generator<PendingDecision, number, Command> {
  if (damage <= 0 || !isOnBoard(m, eid)) return 0;
  emit(m, { type: 'damage', character: idOf(m, eid), source, damage });
  const save = yield* makeRoll(m, eid, protection);
  const lost = Math.max(0, damage - damageSaved(save.result, save.aces));
  loseLifePoints(m, eid, lost, source);
  return lost;
}
