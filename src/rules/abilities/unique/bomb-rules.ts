/**
 * Bombs that go off in their thrower's hands (rulebook "Attacks & Damage": a Fumble), printed as unique abilities:
 *
 * - **Unstable** (the Alchemist Doctor, The Doctors): every failed Combat action with its Alchemical Bomb or Poison
 *   Bomb counts as a Fumble.
 * - **Deathwish** (the Demolitionist, Gifted): a failed Combat action with its Bomb is always a Fumble, and it cannot
 *   make Unarmed attacks.
 *
 * Read where an Attack Roll is read (combat/combat-hooks.ts `FAIL_IS_FUMBLE`) and where a weapon is picked
 * (character/hooks.ts `WEAPON_PROBLEM`). A Fumble costs the thrower its Life Points as every Fumble does (Black
 * Powder's more), and gives the target its Attack of Opportunity when it is in reach.
 */
import type { Weapon } from '../../../content/types.ts';
import { WEAPON_PROBLEM } from '../../character/hooks.ts';
import { holdsUnique } from '../../character/stats.ts';
import { FAIL_IS_FUMBLE } from '../../combat/combat-hooks.ts';
import type { Match } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';

/** The bombs of each ability. */
const BOMBS: Readonly<Record<string, readonly string[]>> = {
  Unstable: ['Alchemical Bomb', 'Poison Bomb'],
  Deathwish: ['Bomb'],
};

/** The rule that makes `attacker`'s failed attack with `weapon` a Fumble, or null. */
export function bombFumbles(m: Match, attacker: number, weapon: Weapon): string | null {
  for (const [rule, bombs] of Object.entries(BOMBS))
    if (bombs.includes(weapon.name) && holdsUnique(m, attacker, rule)) return rule;
  return null;
}

/** Deathwish: no Unarmed attacks. */
export function deathwishUnarmed(m: Match, eid: number, weapon: Weapon): string | null {
  return weapon.name === 'Unarmed' && holdsUnique(m, eid, 'Deathwish')
    ? 'it cannot make Unarmed attacks (Deathwish)'
    : null;
}

/** Unstable and Deathwish as a plug-in of the rule book. */
export const BOMB_RULES_PLUGIN = plugin('bombs that fumble', (add) => {
  add(FAIL_IS_FUMBLE, bombFumbles);
  add(WEAPON_PROBLEM, deathwishUnarmed);
});
