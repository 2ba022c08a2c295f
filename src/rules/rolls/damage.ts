/**
 * Taking Damage (rulebook "Attacks & Damage", the Protection Roll table): Damage is reduced by the Aces of a
 * Protection Roll (a Critical adds 1 Ace; a Fumble adds 1 Damage), and what is left is lost in Life Points. Losing
 * Life Points outright (a spell that says so) skips this: `loseLifePoints`.
 */

import { loseLifePoints } from '../character/life-points.ts';
import type { Command, PendingDecision } from '../core/types.ts';
import { emit, idOf, isOnBoard, type Match } from '../state/match-state.ts';
import { makeRoll, type RollSpec } from './roll.ts';
import { DAMAGE_TAKEN } from './roll-hooks.ts';

/**
 * The Damage `eid` takes from `damage` points dealt (before its Protection Roll), as the rule book's entries change
 * it (`DAMAGE_TAKEN`: Stoneskin, Pain Suppression, Corpse), and the rules that changed it. `combat`: the Damage
 * comes from a Combat action (an attack with a weapon, an Attack of Opportunity, a Blast).
 */
export function damageTakenBy(
  m: Match,
  eid: number,
  damage: number,
  combat: boolean,
): { damage: number; rules: string[] } {
  let d = damage;
  const rules: string[] = [];
  if (d <= 0) return { damage: d, rules };
  for (const f of m.book.all(DAMAGE_TAKEN)) {
    const changed = f(m, eid, d, combat);
    if (changed && changed.damage !== d) {
      d = changed.damage;
      rules.push(changed.rule);
    }
  }
  return { damage: d, rules };
}

/** Damage points a Protection Roll takes away: its Aces (+1 on a Critical; −1, one more Damage, on a Fumble). */
export function damageSaved(result: string, aces: number): number {
  if (result === 'success') return aces;
  if (result === 'critical') return aces + 1;
  if (result === 'fumble') return -1;
  return 0;
}

/**
 * `eid` takes `dealt` Damage from `source` (`combat`: a Combat action's), changed by `damageTakenBy`: a `damage`
 * event (an `ability` event before it names each rule that changed it), its Protection Roll as `protection` says
 * (pool, Ace value, re-rolls; Will Points are asked) — none when `protection` is null (Strike True) — and the Life
 * Points lost. Nothing for 0 Damage or a character
 * off the board.
 * @returns the Life Points lost.
 */
export function* takeDamage(
  m: Match,
  eid: number,
  dealt: number,
  source: string,
  protection: RollSpec | null,
  combat = false,
): Generator<PendingDecision, number, Command> {
  if (dealt <= 0 || !isOnBoard(m, eid)) return 0;
  const { damage, rules } = damageTakenBy(m, eid, dealt, combat);
  for (const rule of rules)
    emit(m, {
      type: 'ability',
      character: idOf(m, eid),
      ability: rule,
      effect: `Damage ${dealt} → ${damage}`,
    });
  emit(m, { type: 'damage', character: idOf(m, eid), source, damage });
  // no Protection Roll at all (Strike True): every point of Damage is a Life Point lost
  const save = protection === null ? null : yield* makeRoll(m, eid, protection);
  const lost = Math.max(0, damage - (save === null ? 0 : damageSaved(save.result, save.aces)));
  loseLifePoints(m, eid, lost, source);
  return lost;
}
