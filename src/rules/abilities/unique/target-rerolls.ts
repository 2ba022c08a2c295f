/**
 * Re-rolls of an Attack Roll that depend on whom it is made against (rulebook "Dice Rolls", "Re-rolls"; the
 * ATTACK_REROLL hook of rolls/roll-hooks.ts), printed as unique abilities:
 *
 * - **Vampire Hunter** (Thomas Thieme, The Vatican): against a target with no Will Points left, its missed dice
 *   re-rolled, the Destiny Dice too when it missed.
 * - **Vindictive** (Mezzetino, Gifted): once an enemy has dealt it Damage (before the Protection Roll), its Combat
 *   actions against that enemy re-roll their missed dice, the Destiny Dice too, for the rest of the game.
 * - **Rip and Tear** (the Monstrous Stryx, Strigoi): once it has attacked an enemy with full Life Points with its
 *   Monstrous Claws, its Combat actions against that enemy re-roll their missed dice until its activation ends.
 * - **Annoying Tune** (Coviello, Gifted): an enemy within 3″ of him re-rolls one missed die of its Combat actions
 *   against him (its −1 DEXTERITY: gifted/passives.ts).
 *
 * Readings: "may re-roll every die" and "re-roll failed dice" re-roll the dice that scored no Ace (a player keeps
 * its Aces), never a die already re-rolled (each die once: rulebook "Dice Rolls"); the Destiny Dice is re-rolled
 * only where the card names it, and only when it scored no Ace; the Attacks of Opportunity are Combat actions too.
 */
import type { Weapon } from '../../../content/types.ts';
import type { HitReport } from '../../character/ability-types.ts';
import { holdsUnique } from '../../character/stats.ts';
import { type Roll, reroll } from '../../core/dice.ts';
import type { Match } from '../../state/match-state.ts';
import { matchTable } from '../../state/per-match.ts';
import { within } from './holders.ts';

type Rerolled = { roll: Roll; label: string | null };

/** Re-roll the dice of `roll` that missed (up to `count`; the Destiny Dice too with `destiny`), labelled `name`. */
function rerollMissed(m: Match, roll: Roll, name: string, destiny: boolean, count = Infinity): Rerolled {
  const missed = roll.dice
    .flatMap((d, i) => (!d.ace && !d.rerolled && (i > 0 || destiny) ? [i] : []))
    .slice(0, count);
  if (missed.length === 0) return { roll, label: null };
  return { roll: reroll(m.dice, roll, missed, destiny), label: `${name}: re-roll ${missed.length}` };
}

/** Vampire Hunter against a target left with no Will Points. */
export function vampireHunter(m: Match, attacker: number, target: number, _w: Weapon, roll: Roll): Rerolled {
  if (!holdsUnique(m, attacker, 'Vampire Hunter') || (m.world.components.Points.wp[target] ?? 0) > 0)
    return { roll, label: null };
  return rerollMissed(m, roll, 'Vampire Hunter', true);
}

/** The enemies that have dealt each Mezzetino Damage (Vindictive). */
const grudges = matchTable<Map<number, Set<number>>>();

/** A hit of 1 Damage or more on a character with Vindictive: it remembers the enemy (HIT_TAKEN). */
export function rememberGrudge(hit: HitReport): void {
  const { m, attacker, target } = hit;
  if (hit.damage <= 0 || !holdsUnique(m, target, 'Vindictive')) return;
  const team = m.world.components.Gang.team;
  if (team[attacker] === team[target]) return;
  const all = grudges.get(m) ?? new Map<number, Set<number>>();
  grudges.set(m, all);
  const mine = all.get(target) ?? new Set<number>();
  all.set(target, mine);
  mine.add(attacker);
}

/** Vindictive against an enemy that has dealt it Damage. */
export function vindictive(m: Match, attacker: number, target: number, _w: Weapon, roll: Roll): Rerolled {
  if (!grudges.get(m)?.get(attacker)?.has(target)) return { roll, label: null };
  return rerollMissed(m, roll, 'Vindictive', true);
}

/** The enemy each Stryx has torn into this activation, and the round of it (Rip and Tear). */
const torn = matchTable<Map<number, { target: number; round: number }>>();

/** Rip and Tear: re-rolls against the enemy it already clawed at full Life Points this activation. */
export function ripAndTear(m: Match, attacker: number, target: number, weapon: Weapon, roll: Roll): Rerolled {
  if (!holdsUnique(m, attacker, 'Rip and Tear')) return { roll, label: null };
  const all = torn.get(m) ?? new Map<number, { target: number; round: number }>();
  torn.set(m, all);
  const before = all.get(attacker);
  const going = before !== undefined && before.round === m.round && m.active === attacker;
  const result =
    going && before.target === target ? rerollMissed(m, roll, 'Rip and Tear', false) : { roll, label: null };
  const p = m.world.components.Points;
  if (
    weapon.name === 'Monstrous Claws' &&
    (p.lp[target] ?? 0) >= (p.lpStart[target] ?? 0) &&
    m.active === attacker
  )
    all.set(attacker, { target, round: m.round });
  return result;
}

/** Annoying Tune: an enemy within 3″ of Coviello re-rolls one missed die attacking him. */
export function annoyingTune(m: Match, attacker: number, target: number, _w: Weapon, roll: Roll): Rerolled {
  if (!holdsUnique(m, target, 'Annoying Tune') || !within(m, attacker, target, 3))
    return { roll, label: null };
  const team = m.world.components.Gang.team;
  if (team[attacker] === team[target]) return { roll, label: null };
  return rerollMissed(m, roll, 'Annoying Tune', false, 1);
}
