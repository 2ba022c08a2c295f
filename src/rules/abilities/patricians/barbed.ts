/**
 * Barbed (the Submissive Noble, Patricians): a hit of its Cat O'Nine Tails on a target that has no Protection dice to
 * roll adds 2 Damage (EXTRA_DAMAGE hook, combat/combat-hooks.ts; as Burned Flesh adds to the Burning Brand's).
 */
import type { Weapon } from '../../../content/types.ts';
import { holdsUnique } from '../../character/stats.ts';
import { EXTRA_DAMAGE } from '../../combat/combat-hooks.ts';
import type { Match } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';

/** Damage Barbed adds. */
export const BARBED_DAMAGE = 2;

/** Extra Damage of `attacker`'s hit with `weapon` on a target rolling `protectionPool` Protection dice. */
export function barbed(m: Match, attacker: number, weapon: Weapon, protectionPool: number): number {
  return weapon.name === "Cat O'Nine Tails" && protectionPool <= 0 && holdsUnique(m, attacker, 'Barbed')
    ? BARBED_DAMAGE
    : 0;
}

/** Barbed as a plug-in of the rule book. */
export const BARBED_PLUGIN = plugin('Barbed', (add) => {
  add(EXTRA_DAMAGE, barbed);
});
