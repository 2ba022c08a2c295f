/**
 * Bombs that go off in their thrower's hands (rulebook "Attacks & Damage": a Fumble), printed as unique abilities:
 *
 * - **Unstable** (the Alchemist Doctor, The Doctors): every failed Combat action with its Alchemical Bomb or Poison
 *   Bomb counts as a Fumble.
 * - **Deathwish** (the Demolitionist, Gifted): a failed Combat action with its Bomb is always a Fumble, and it cannot
 *   make Unarmed attacks.
 *
 * - **Self-Immolate** (Zovena Vela, Gifted) and **Detonation** (the Voltage Bombardiers, The Doctors): the Blast
 *   marker of the Fiery Explosion, of the Soul Bombard, is always centred on the character, which is hit by it like
 *   everyone else under it (combat/combat-hooks.ts `BLAST_ON_ATTACKER`).
 *
 * Read where an Attack Roll is read (combat/combat-hooks.ts `FAIL_IS_FUMBLE`) and where a weapon is picked
 * (character/hooks.ts `WEAPON_PROBLEM`). A Fumble costs the thrower its Life Points as every Fumble does (Black
 * Powder's more), and gives the target its Attack of Opportunity when it is in reach.
 */
import type { Weapon } from '../../../content/types.ts';
import { WEAPON_PROBLEM } from '../../character/hooks.ts';
import { holdsUnique } from '../../character/stats.ts';
import { BLAST_ON_ATTACKER, FAIL_IS_FUMBLE } from '../../combat/combat-hooks.ts';
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

/** The weapons whose Blast goes off on their wielder, by ability. */
const ON_SELF: Readonly<Record<string, string>> = {
  'Self-Immolate': 'Fiery Explosion',
  Detonation: 'Soul Bombard',
};

/** The rule centring `attacker`'s Blast with `weapon` on itself, or null. */
export function blastOnSelf(m: Match, attacker: number, weapon: Weapon): string | null {
  for (const [rule, name] of Object.entries(ON_SELF))
    if (weapon.name === name && holdsUnique(m, attacker, rule)) return rule;
  return null;
}

/** Unstable, Deathwish, Self-Immolate and Detonation as a plug-in of the rule book. */
export const BOMB_RULES_PLUGIN = plugin('bombs that fumble', (add) => {
  add(BLAST_ON_ATTACKER, blastOnSelf);
  add(FAIL_IS_FUMBLE, bombFumbles);
  add(WEAPON_PROBLEM, deathwishUnarmed);
});
