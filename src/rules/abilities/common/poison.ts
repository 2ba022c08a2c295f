/**
 * Poisoned (rulebook "Weapon Abilities"): a character that loses at least 1 Life Point to the weapon rolls one die;
 * 7+ shrugs the poison off, 1–6 loses more Life Points by base size: 3 (30 mm), 4 (40 mm), 5 (50 mm), 6 (60 mm or
 * more). Our reading: the die is a Basic roll of one die with no Will Points (the rule names a single die); bases
 * under 30 mm lose 3 and sizes between the steps lose the lower step's amount.
 */

import { loseLifePoints } from '../../character/life-points.ts';
import { rollDice } from '../../core/dice.ts';
import { emitRoll } from '../../rolls/roll.ts';
import { isOnBoard, type Match } from '../../state/match-state.ts';

/** Life Points a failed poison roll costs a character on a base of `mm` (diameter). */
export function poisonLoss(mm: number): number {
  if (mm >= 60) return 6;
  if (mm >= 50) return 5;
  if (mm >= 40) return 4;
  return 3;
}

/** Chance (0..1) that the poison roll fails: a 1–6 on one die. */
export const POISON_FAILS = 0.6;

/** The poison roll of `eid` and the Life Points it loses on 1–6. */
export function poisonRoll(m: Match, eid: number, weapon: string): void {
  if (!isOnBoard(m, eid)) return;
  const spec = {
    kind: 'basic' as const,
    purpose: 'poison',
    pool: 1,
    modifiers: [`Poisoned (${weapon})`],
    aceOn: 7,
  };
  const roll = rollDice(m.dice, 'basic', 1, 7);
  emitRoll(m, eid, spec, roll, 1, spec.modifiers);
  if (roll.aces === 0) loseLifePoints(m, eid, poisonLoss(m.world.components.Base.mm[eid] ?? 30), 'Poisoned');
}
