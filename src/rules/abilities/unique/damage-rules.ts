/**
 * Unique abilities that change the Damage a character deals or takes (rulebook "Attacks & Damage"; the DAMAGE_TAKEN
 * hook of rolls/roll-hooks.ts, read before the Protection Roll, and EXTRA_DAMAGE of combat/combat-hooks.ts):
 *
 * - **Stoneskin** (Gethsemane, The Vatican): every time it takes Damage, 3 less, never below 1. Its roll against a
 *   Poisoned weapon (common/poison.ts) is two dice, the better kept.
 * - **Pain Suppression** (The Being, The Doctors): Damage from Combat actions 1 less, never below 1.
 * - **Corpse** (the Husk, The Doctors): 4 or more Damage from one attack becomes 2 more.
 * - **Keeper of the Fire of the Persecution** (the Silere Priest, The Vatican): the weapons of other friends within
 *   3″ of it deal 1 more Damage (several Priests near one friend: still 1, one condition).
 *
 * Readings: "Damage" is the amount before the Protection Roll (the rulebook's word; Life Points lost are what is
 * left after it); "from one action" is read per attack, as each hit of an action is its own Damage.
 */
import type { Weapon } from '../../../content/types.ts';
import { holdsUnique } from '../../character/stats.ts';
import type { Match } from '../../state/match-state.ts';
import { holdersNear } from './holders.ts';

/** Damage Stoneskin takes off, and the least it leaves. */
export const STONESKIN = { less: 3, least: 1 } as const;

/** Stoneskin: 3 less Damage, never below 1. */
export function stoneskin(m: Match, eid: number, damage: number): { damage: number; rule: string } | null {
  if (!holdsUnique(m, eid, 'Stoneskin')) return null;
  return { damage: Math.max(STONESKIN.least, damage - STONESKIN.less), rule: 'Stoneskin' };
}

/** Pain Suppression: 1 less Damage from a Combat action, never below 1. */
export function painSuppression(
  m: Match,
  eid: number,
  damage: number,
  combat: boolean,
): { damage: number; rule: string } | null {
  if (!combat || !holdsUnique(m, eid, 'Pain Suppression')) return null;
  return { damage: Math.max(1, damage - 1), rule: 'Pain Suppression' };
}

/** Corpse: 4 or more Damage from one attack becomes 2 more. */
export function corpse(m: Match, eid: number, damage: number): { damage: number; rule: string } | null {
  if (damage < 4 || !holdsUnique(m, eid, 'Corpse')) return null;
  return { damage: damage + 2, rule: 'Corpse' };
}

/** Keeper of the Fire of the Persecution: +1 Damage for a friend of a Silere Priest within 3″ (not the Priest). */
export function keeperOfTheFire(m: Match, attacker: number, _weapon: Weapon): number {
  const keepers = holdersNear(m, attacker, 'Keeper of the Fire of the Persecution', 3, 'friend');
  return keepers.some((k) => k !== attacker) ? 1 : 0;
}
