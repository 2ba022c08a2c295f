/**
 * Unique abilities read as a hit lands, before the Protection Roll (rulebook "Attacks & Damage"; HIT_LANDS and
 * TAKEN_OUT_OUTRIGHT of combat/combat-hooks.ts):
 *
 * - **Holy Grace** (the Seraph, The Vatican): each hit moves 1 Will Point from the target to the Seraph, even above
 *   its start (none from a target that has none).
 * - **Exorcism** (the Exorcist, The Vatican): a Divine Touch hit of 1 Damage or more takes 1 Will Point from the
 *   target; a target with none left takes 3 more Damage instead.
 * - **Bifurcation** (the Executioner, The Vatican): an Executioner's Axe attack (not an Attack of Opportunity) with 4
 *   or more Aces on a base of 40 mm or less halves the target's Life Points, rounded up, instead of Damage.
 * - **Decapitation** (Radu Basarab, Strigoi): a Beheader hit with more Aces than the target's Life Points, on a base
 *   of 50 mm or less, leaves it at 0 Life Points, with no Damage and no Protection Roll.
 *
 * Readings: "a successful Combat action" is a hit (each character an area attack hits, too); "loses half its
 * remaining Life Points, rounded up" is the half lost rounded up (7 left: 4 lost).
 */
import type { Weapon } from '../../../content/types.ts';
import { loseLifePoints } from '../../character/life-points.ts';
import { holdsUnique } from '../../character/stats.ts';
import type { Roll } from '../../core/dice.ts';
import { emit, idOf, isOnBoard, type Match, nameOf } from '../../state/match-state.ts';

/** Damage Exorcism adds against a target with no Will Points left. */
export const EXORCISM_DAMAGE = 3;

/**
 * `by`'s `ability` takes a Will Point from `from` (given to `to` when named, above its start too), with an `ability`
 * event; nothing when `from` has none left. Shared by Holy Grace, Exorcism, Let Your Sins Be Absolved and Be Thou
 * Afraid?.
 */
export function takeWillPoint(m: Match, from: number, by: number, ability: string, to?: number): void {
  const wp = m.world.components.Points.wp;
  const before = wp[from] ?? 0;
  if (before <= 0) return;
  wp[from] = before - 1;
  if (to !== undefined) wp[to] = (wp[to] ?? 0) + 1;
  emit(m, {
    type: 'ability',
    character: idOf(m, by),
    ability,
    effect: `takes a Will Point from ${nameOf(m, from)} (${before - 1} left)`,
  });
}

/** Holy Grace: a Will Point from the target to the Seraph. */
export function holyGrace(m: Match, attacker: number, target: number): number {
  if (holdsUnique(m, attacker, 'Holy Grace')) takeWillPoint(m, target, attacker, 'Holy Grace', attacker);
  return 0;
}

/** Exorcism: a Will Point taken, or 3 more Damage on a target with none. */
export function exorcism(m: Match, attacker: number, target: number, weapon: Weapon, damage: number): number {
  if (weapon.name !== 'Divine Touch' || damage < 1 || !holdsUnique(m, attacker, 'Exorcism')) return 0;
  if ((m.world.components.Points.wp[target] ?? 0) > 0) {
    takeWillPoint(m, target, attacker, 'Exorcism');
    return 0;
  }
  emit(m, {
    type: 'ability',
    character: idOf(m, attacker),
    ability: 'Exorcism',
    effect: `+${EXORCISM_DAMAGE} Damage`,
  });
  return EXORCISM_DAMAGE;
}

const baseOf = (m: Match, eid: number) => m.world.components.Base.mm[eid] ?? 30;

/** Bifurcation: half the target's Life Points lost instead of Damage. */
export function bifurcation(
  m: Match,
  attacker: number,
  target: number,
  roll: Roll,
  how: { opportunity?: boolean },
  weapon: Weapon,
): boolean {
  if (weapon.name !== "Executioner's Axe" || how.opportunity || roll.aces < 4 || baseOf(m, target) > 40)
    return false;
  if (!holdsUnique(m, attacker, 'Bifurcation')) return false;
  const lost = Math.ceil((m.world.components.Points.lp[target] ?? 0) / 2);
  emit(m, {
    type: 'ability',
    character: idOf(m, attacker),
    ability: 'Bifurcation',
    effect: `${lost} Life Points`,
  });
  loseLifePoints(m, target, lost, 'Bifurcation');
  return true;
}

/** Decapitation: more Aces than the target's Life Points with the Beheader leave it at 0. */
export function decapitation(
  m: Match,
  attacker: number,
  target: number,
  roll: Roll,
  _how: unknown,
  weapon: Weapon,
): boolean {
  const lp = m.world.components.Points.lp[target] ?? 0;
  if (weapon.name !== 'Beheader' || roll.aces <= lp || baseOf(m, target) > 50) return false;
  if (!holdsUnique(m, attacker, 'Decapitation')) return false;
  emit(m, {
    type: 'ability',
    character: idOf(m, attacker),
    ability: 'Decapitation',
    effect: `beheads ${nameOf(m, target)}`,
  });
  loseLifePoints(m, target, lp, 'Decapitation');
  return true;
}

/** Life Points Voltaic Shield costs the enemy whose attack left the Master of Zoology unhurt. */
export const VOLTAIC_SHIELD_LP = 3;

/**
 * Voltaic Shield (the Master of Zoology, The Doctors): an enemy in base contact whose attack on it costs it no Life
 * Point — a miss, or a hit its Protection Roll saved — loses 3 Life Points (combat/combat-hooks.ts `ATTACK_MADE`).
 */
export function voltaicShield(
  m: Match,
  attacker: number,
  target: number,
  lpLost: number,
  contact: boolean,
): void {
  if (!contact || lpLost > 0 || !holdsUnique(m, target, 'Voltaic Shield') || !isOnBoard(m, attacker)) return;
  const team = m.world.components.Gang.team;
  if (team[attacker] === team[target]) return;
  loseLifePoints(m, attacker, VOLTAIC_SHIELD_LP, 'Voltaic Shield');
}
