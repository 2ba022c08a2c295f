/**
 * Combat (1 AP; rulebook "Combat", "Weapons", "Attacks & Damage", "Protection Rolls", "Cover"; tables.md).
 *
 * Attack Roll: ATTACK dice, an Ace on the target's DEXTERITY + Evasion or more. Success: 1 Damage per Ace plus
 * the weapon's Damage. Critical: the same, and the target also loses 1 Life Point. Fail: nothing. Fumble: the
 * attacker loses 1 Life Point and the target makes an Attack of Opportunity against it.
 * Protection Roll (whenever Damage is taken): PROTECTION + Penetration (+1 in cover), Aces on 7+. Success:
 * −1 Damage per Ace. Critical: one extra Ace. Fail: nothing. Fumble: +1 Damage.
 */

import { weaponsOf as profileWeapons } from '../../content/index.ts';
import type { Weapon } from '../../content/types.ts';
import type { AttackContext } from '../character/ability-types.ts';
import { beginAction } from '../character/counters.ts';
import {
  attackRollEffects,
  protectionRollEffects,
  weaponUsed,
  weaponUseProblem,
} from '../character/hooks.ts';
import { loseLifePoints } from '../character/life-points.ts';
import { statOf } from '../character/stats.ts';
import { UNDERWATER_PROTECTION } from '../core/dive-constants.ts';
import type { Command, PendingDecision } from '../core/types.ts';
import { makeAttackRoll } from '../rolls/attack-roll.ts';
import { fearChance, fearRoll } from '../rolls/fear.ts';
import type { RollSpec } from '../rolls/roll.ts';
import { barricadeAt, barricadeBetween } from '../space/barricades.ts';
import {
  distanceBetween,
  emit,
  idOf,
  inContact,
  isOnBoard,
  isSwimming,
  type Match,
  nodeOf,
  profileOf,
  sightBetween,
} from '../state/match-state.ts';
import { hitOne, isAreaWeapon, isTemplateWeapon, resolveAreaAttack, templateReaches } from './area-attack.ts';
import {
  AFTER_ATTACK,
  ATTACK_ROLL_COUNTS,
  type AttackCircumstances,
  CRITICAL_FROM,
  EXTRA_DAMAGE,
  FRIEND_AS_ENEMY,
  STRIKE_INSTEAD,
  TAKEN_OUT_OUTRIGHT,
  WEAPON_STRIKES,
} from './combat-hooks.ts';
import { type AttackOdds, attackOdds } from './combat-odds.ts';
import { resolveDrown } from './drown.ts';
import { resolveGrapple } from './grapple.ts';
import { opportunityKind, opportunityKinds } from './opportunity-kind.ts';
import { applySmoke } from './smoke.ts';

/** Every weapon a character may choose: its profile's weapons and Unarmed (rulebook "Weapons"). */
export function weaponsOf(m: Match, eid: number): Weapon[] {
  return carried(profileWeapons(profileOf(m, eid)), m.world.components.Identity.weapons[eid]);
}

/**
 * The weapons a character carries: of each "OR" option group only the one chosen before the game (rulebook
 * "Character Profiles"); a group without a choice keeps all its weapons.
 */
export function carried(
  weapons: readonly Weapon[],
  chosen: Readonly<Record<string, string>> | undefined,
): Weapon[] {
  return weapons.filter((w) => {
    const pick = w.optionGroup === undefined ? undefined : chosen?.[w.optionGroup];
    return pick === undefined || pick === w.name;
  });
}

/** The weapon named `name` of a character, or undefined. */
export function weaponOf(m: Match, eid: number, name: string): Weapon | undefined {
  return weaponsOf(m, eid).find((w) => w.name === name);
}

function hasWeaponAbility(w: Weapon, name: string): boolean {
  return w.abilities.some((a) => a.name === name);
}

/**
 * Why `attacker` may not attack `target` with `weapon` now, or null when it may: the target must be an enemy (or a
 * friend the rule book lets it attack, {@link FRIEND_AS_ENEMY}: Bait) on the board, in line of sight and within the weapon's range (0″:
 * base contact); a swimmer uses Aquatic weapons only.
 */
export function combatProblem(
  m: Match,
  attacker: number,
  target: number,
  weapon: Weapon | undefined,
): string | null {
  if (!weapon) return 'no such weapon';
  if (!isOnBoard(m, target)) return 'the target is not on the board';
  const { Gang } = m.world.components;
  if (
    Gang.index[target] === Gang.index[attacker] &&
    !m.book.all(FRIEND_AS_ENEMY).some((f) => f(m, attacker, target))
  )
    return 'the target is not an enemy';
  // A Template weapon reaches whatever its template laid toward the target touches (area-attack.ts).
  if (isTemplateWeapon(weapon)) {
    if (!templateReaches(m, attacker, target, weapon))
      return `${weapon.name}'s template does not reach the target`;
  } else if (
    weapon.range === 0 ? !inContact(m, attacker, target) : distanceBetween(m, attacker, target) > weapon.range
  ) {
    return weapon.range === 0 ? `${weapon.name} needs base contact` : `the target is beyond ${weapon.range}″`;
  }
  if (!sightBetween(m, attacker, target, true).lineOfSight) return 'the target is out of line of sight';
  if (isSwimming(m, attacker) && !hasWeaponAbility(weapon, 'Aquatic')) return `${weapon.name} is not Aquatic`;
  return weaponUseProblem(m, attacker, weapon);
}

export type { AttackCircumstances } from './combat-hooks.ts';

/** The two rolls of an attack as the engine will make them (shared by resolution, previews and the AI). */
export interface AttackPlan {
  readonly attack: RollSpec;
  readonly protection: RollSpec;
  readonly damage: number;
  readonly cover: boolean;
  /** Aces of the Attack Roll the target forces the attacker to re-roll (Parry), and the ability's name. */
  readonly forcedRerolls: number;
  readonly forcedSource: string;
  /** The attacker's Fear (X) (the target's Basic MIND roll comes first), or null. */
  readonly fear: number | null;
  /** The weapon deals no Damage (Harmless). */
  readonly harmless: boolean;
  /** Life Points the attacker loses on a Fumble (1, more with Black Powder). */
  readonly fumbleLoss: number;
  /** Whether the two were in base contact (Vampiric Attack). */
  readonly contact: boolean;
  /** The Destiny Dice value from which the roll is a Critical with another Ace: 10, or 9 on a Prey (Prey Upon). */
  readonly criticalFrom: number;
}

/** Build the Attack Roll and Protection Roll of `attacker` hitting `target` with `weapon`. */
export function planAttack(
  m: Match,
  attacker: number,
  target: number,
  weapon: Weapon,
  how: AttackCircumstances = {},
): AttackPlan {
  const contact = inContact(m, attacker, target);
  const attack = statOf(m, attacker, 'attack');
  const dex = statOf(m, target, 'dex');
  // A barricade the defender touches, between it and the attacker, is cover even in base contact (+1 Light,
  // +2 Heavy; rulebook "Barricades", "Base Contact").
  const { Position } = m.world.components;
  const barricade = barricadeAt(m.board, nodeOf(m, target))
    ? barricadeBetween(
        m.board,
        { x: Position.x[attacker] ?? 0, y: Position.y[attacker] ?? 0 },
        { x: Position.x[target] ?? 0, y: Position.y[target] ?? 0, z: Position.z[target] ?? 0 },
      )
    : null;
  const barricadeBonus = barricade === 'heavy' ? 2 : barricade === 'light' ? 1 : 0;
  const seenCover = barricadeBonus > 0 || (!contact && sightBetween(m, attacker, target).cover);
  // Character and Weapon Abilities (abilities/): one question per roll.
  const ctx: AttackContext = {
    m,
    attacker,
    target,
    weapon,
    contact,
    opportunity: how.opportunity ?? false,
    charging: how.charging ?? false,
    cover: seenCover,
  };
  const atk = attackRollEffects(ctx);
  const prot = protectionRollEffects(ctx);
  const cover = seenCover && !prot.noCover;
  const coverBonus = cover ? barricadeBonus || 1 : 0;
  const penetration = weapon.penetration + (how.fromAbove ? -5 : 0) + atk.penetration;
  const protection = statOf(m, target, 'protection');
  const underwater = (m.world.components.Counters.underwater[target] ?? 0) * UNDERWATER_PROTECTION;
  const sign = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);
  const rawPool = protection + penetration + coverBonus + underwater + prot.pool;
  const shielded = prot.floor > rawPool;
  return {
    attack: {
      kind: 'attack',
      purpose: how.opportunity ? 'attack-of-opportunity' : 'attack',
      pool: attack + atk.pool,
      modifiers: [`ATTACK ${attack}`, `${weapon.name}`, ...atk.attackLabels],
      aceOn: dex + weapon.evasion + atk.evasion,
      rerolls: atk.rerolls,
      rerollSource: atk.rerollSource,
    },
    protection: {
      kind: 'protection',
      purpose: 'protection',
      pool: shielded ? prot.floor : rawPool,
      modifiers: [
        `PROTECTION ${protection}`,
        ...(cover && barricadeBonus ? [`${barricade} barricade +${barricadeBonus}`] : []),
        ...(underwater ? [`Underwater Counters +${underwater}`] : []),
        ...(penetration ? [`Penetration ${sign(penetration)}`] : []),
        ...atk.penetrationLabels,
        ...(cover && !barricadeBonus ? ['cover +1'] : []),
        ...(seenCover && !cover ? ['Bulky: no cover'] : []),
        ...prot.labels,
        ...(shielded ? [`Universal Shielding: at least ${prot.floor}`] : []),
      ],
      aceOn: 7,
      rerolls: prot.rerolls,
      rerollSource: prot.rerollSource,
    },
    damage: weapon.damage,
    cover,
    forcedRerolls: atk.forcedRerolls,
    forcedSource: atk.forcedSource,
    fear: atk.fear,
    harmless: atk.harmless,
    fumbleLoss: 1 + atk.fumbleLoss,
    contact,
    criticalFrom: Math.min(10, ...m.book.all(CRITICAL_FROM).map((f) => f(m, attacker, target))),
  };
}

/** Exact odds of an attack as planned (no Will Points). */
export function oddsOf(m: Match, plan: AttackPlan, target: number): AttackOdds {
  return attackOdds({
    attackPool: plan.attack.pool,
    aceOn: plan.attack.aceOn,
    attackRerolls: plan.attack.rerolls ?? 0,
    attackForced: plan.forcedRerolls,
    fearChance: plan.fear === null ? 0 : fearChance(m, target, plan.fear),
    harmless: plan.harmless,
    damage: plan.damage,
    protectionPool: plan.protection.pool,
    protectionRerolls: plan.protection.rerolls ?? 0,
    targetLp: m.world.components.Points.lp[target] ?? 0,
    criticalFrom: plan.criticalFrom,
  });
}

/**
 * Resolve one attack (the Combat action or an Attack of Opportunity made as Combat), then what follows it in the
 * rule book ({@link AFTER_ATTACK}: Uncoordinated Assault).
 */
export function* resolveAttack(
  m: Match,
  attacker: number,
  target: number,
  weapon: Weapon,
  how: AttackCircumstances = {},
): Generator<PendingDecision, void, Command> {
  yield* strike(m, attacker, target, weapon, how);
  for (const f of m.book.all(AFTER_ATTACK)) yield* f(m, attacker, weapon, how);
}

function* strike(
  m: Match,
  attacker: number,
  target: number,
  weapon: Weapon,
  how: AttackCircumstances,
): Generator<PendingDecision, void, Command> {
  // Blast and Template: one Attack Roll for every character under the marker or template (area-attack.ts).
  if (isAreaWeapon(weapon)) return yield* resolveAreaAttack(m, attacker, target, weapon, how);
  // An attack the rule book resolves its own way (Brawling Tentacles: one roll for all in base contact).
  for (const f of m.book.all(STRIKE_INSTEAD)) if (yield* f(m, attacker, target, weapon, how)) return;
  const plan = planAttack(m, attacker, target, weapon, how);
  weaponUsed(m, attacker, weapon);
  for (const f of m.book.all(WEAPON_STRIKES)) f(m, attacker, weapon);
  const feared = plan.fear === null ? false : yield* fearRoll(m, attacker, target, plan.fear);
  const rolled = yield* makeAttackRoll(m, attacker, plan.attack, {
    allMisses: feared,
    forced: plan.forcedRerolls,
    forcedSource: plan.forcedSource,
  });
  const roll = m.book
    .all(ATTACK_ROLL_COUNTS)
    .reduce((r, f) => f(m, attacker, target, r, plan.criticalFrom), rolled);
  if (roll.result === 'fumble') {
    loseLifePoints(m, attacker, plan.fumbleLoss, 'fumbled attack');
    if (!how.uncoordinated && isOnBoard(m, attacker) && isOnBoard(m, target)) {
      yield* attackOfOpportunity(m, target, attacker, 'fumbled attack');
    }
    return;
  }
  if (roll.result === 'fail') return;
  if (m.book.all(TAKEN_OUT_OUTRIGHT).some((f) => f(m, attacker, target, roll, how))) return;
  if (hasWeaponAbility(weapon, 'Smoke')) applySmoke(m, target, weapon.name);
  const extra = plan.harmless
    ? 0
    : m.book.all(EXTRA_DAMAGE).reduce((sum, f) => sum + f(m, attacker, weapon, plan.protection.pool), 0);
  yield* hitOne(m, attacker, target, weapon, plan, roll, extra);
}

/**
 * The best weapon of `attacker` against `target` that may be used now, by expected Life Points lost; undefined
 * when none is in range.
 */
export function bestWeapon(
  m: Match,
  attacker: number,
  target: number,
  how: AttackCircumstances = {},
): Weapon | undefined {
  let best: { w: Weapon; v: number } | undefined;
  for (const w of weaponsOf(m, attacker)) {
    if (combatProblem(m, attacker, target, w)) continue;
    const v = oddsOf(m, planAttack(m, attacker, target, w, how), target).expectedLpLoss;
    if (!best || v > best.v) best = { w, v };
  }
  return best?.w;
}

/**
 * An Attack of Opportunity at 0 AP (rulebook "Attacks of Opportunity"): a Combat action with the best weapon in
 * range, a Grapple or a Drown, as the attacker's side picks when more than one is possible (opportunity-kind.ts;
 * `how.noGrapple` rules the Grapple out). Nothing happens when none is possible.
 */
export function* attackOfOpportunity(
  m: Match,
  attacker: number,
  target: number,
  reason: string,
  how: AttackCircumstances = {},
): Generator<PendingDecision, void, Command> {
  const weapon = bestWeapon(m, attacker, target, { ...how, opportunity: true });
  const kinds = opportunityKinds(m, attacker, target, weapon?.name, how.noGrapple ?? false);
  if (kinds.length === 0) return;
  emit(m, { type: 'attack-of-opportunity', character: idOf(m, attacker), target: idOf(m, target), reason });
  const kind = yield* opportunityKind(m, attacker, target, weapon?.name, how.noGrapple ?? false);
  beginAction(m, attacker);
  emit(m, { type: 'action', character: idOf(m, attacker), action: kind ?? 'combat', ap: 0 });
  if (kind === 'grapple') yield* resolveGrapple(m, attacker, target, null);
  else if (kind === 'drown') yield* resolveDrown(m, attacker, target);
  else if (weapon) yield* resolveAttack(m, attacker, target, weapon, { ...how, opportunity: true });
}
