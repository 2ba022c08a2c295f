/**
 * Poisoned (rulebook "Weapon Abilities"): a character that loses at least 1 Life Point to the weapon rolls one die;
 * 7+ shrugs the poison off, 1–6 loses more Life Points by base size: 3 (30 mm), 4 (40 mm), 5 (50 mm), 6 (60 mm or
 * more). Our reading: the die is a Basic roll of one die with no Will Points (the rule names a single die); bases
 * under 30 mm lose 3 and sizes between the steps lose the lower step's amount.
 */

import { loseLifePoints } from '../../character/life-points.ts';
import { holdsUnique } from '../../character/stats.ts';
import { rollDice } from '../../core/dice.ts';
import { emitRoll } from '../../rolls/roll.ts';
import { emit, idOf, isOnBoard, type Match } from '../../state/match-state.ts';
import { hookPoint } from '../../state/rule-book.ts';

/**
 * A rule that keeps `eid` from the effect of a Stun or Poisoned weapon (Purifying Ungents, Burn With The Fire of
 * Charity): its name, or null. Read by {@link shrugsOff}.
 */
export const WEAPON_EFFECT_SHRUGGED =
  hookPoint<(m: Match, eid: number, effect: 'Stun' | 'Poisoned') => string | null>('weapon effect shrugged');

/** Whether a rule keeps `eid` from `effect` now; if one does, an `ability` event names it. */
export function shrugsOff(m: Match, eid: number, effect: 'Stun' | 'Poisoned'): boolean {
  for (const f of m.book.all(WEAPON_EFFECT_SHRUGGED)) {
    const rule = f(m, eid, effect);
    if (rule === null) continue;
    emit(m, { type: 'ability', character: idOf(m, eid), ability: rule, effect: `no ${effect} effect` });
    return true;
  }
  return false;
}

/** Life Points a failed poison roll costs a character on a base of `mm` (diameter). */
export function poisonLoss(mm: number): number {
  if (mm >= 60) return 6;
  if (mm >= 50) return 5;
  if (mm >= 40) return 4;
  return 3;
}

/** Chance (0..1) that the poison roll fails: a 1–6 on one die. */
export const POISON_FAILS = 0.6;

/**
 * The poison roll of `eid` and the Life Points it loses on 1–6; none when a rule keeps it from poison
 * ({@link shrugsOff}). Stoneskin (Gethsemane) rolls two dice and keeps the better: one Ace shrugs it off.
 */
export function poisonRoll(m: Match, eid: number, weapon: string): void {
  if (!isOnBoard(m, eid) || shrugsOff(m, eid, 'Poisoned')) return;
  const stoneskin = holdsUnique(m, eid, 'Stoneskin');
  const pool = stoneskin ? 2 : 1;
  const spec = {
    kind: 'basic' as const,
    purpose: 'poison',
    pool,
    modifiers: [`Poisoned (${weapon})`, ...(stoneskin ? ['Stoneskin: 2 dice, the better kept'] : [])],
    aceOn: 7,
  };
  const roll = rollDice(m.dice, 'basic', pool, 7);
  emitRoll(m, eid, spec, roll, pool, spec.modifiers);
  if (roll.aces === 0) loseLifePoints(m, eid, poisonLoss(m.world.components.Base.mm[eid] ?? 30), 'Poisoned');
}
