/**
 * Planning an attack (rulebook "Combat", "Weapons", "Attacks & Damage", "Protection Rolls", "Cover"): the weapons a
 * character may use, why an attack may not be made, the Attack and Protection Rolls it would make and their exact
 * odds. Nothing changes here; combat.ts resolves.
 */
import { weaponsOf as profileWeapons } from '../../content/index.ts';
import type { Weapon } from '../../content/types.ts';
import type { AttackContext } from '../character/ability-types.ts';
import { attackRollEffects, protectionRollEffects, weaponUseProblem } from '../character/hooks.ts';
import { changeLabels, readStat, statDice } from '../character/stats.ts';
import { weaponTraitOf } from '../character/traits.ts';
import { UNDERWATER_PROTECTION } from '../core/dive-constants.ts';
import { signed } from '../core/modifier-words.ts';
import { damageTakenBy } from '../rolls/damage.ts';
import { fearChance } from '../rolls/fear.ts';
import { poolLimitLabels, type RollSpec } from '../rolls/roll.ts';
import { barricadeAt, barricadeBetween } from '../space/barricades.ts';
import {
  distanceBetween,
  inContact,
  isOnBoard,
  isSwimming,
  type Match,
  nameOf,
  nodeOf,
  profileOf,
  sightBetween,
} from '../state/match-state.ts';
import { charactersOnBoard } from '../state/world.ts';
import { isTemplateWeapon, templateReaches } from './area-weapons.ts';
import {
  type AttackCircumstances,
  CRITICAL_FROM,
  FRIEND_AS_ENEMY,
  WEAPON_REACH,
  WEAPONS_LENT,
} from './combat-hooks.ts';
import { type AttackOdds, attackOdds } from './combat-odds.ts';

/**
 * Every weapon a character may choose: its profile's weapons and Unarmed (rulebook "Weapons"), those a rule lends it
 * ({@link WEAPONS_LENT}: Black Powder Arrows), a ranged weapon's
 * range lengthened where a rule says so now ({@link WEAPON_REACH}: a copy of the weapon, the same name).
 */
export function weaponsOf(m: Match, eid: number): Weapon[] {
  const own = carried(profileWeapons(profileOf(m, eid)), m.world.components.Identity.weapons[eid]);
  // weapons lent by a rule (Black Powder Arrows), each once
  const lent = m.book.all(WEAPONS_LENT).flatMap((f) => f(m, eid));
  const list =
    lent.length === 0
      ? own
      : [
          ...own,
          ...lent.filter(
            (w, k) => !own.some((o) => o.name === w.name) && lent.findIndex((l) => l.name === w.name) === k,
          ),
        ];
  const reach = m.book.all(WEAPON_REACH);
  if (reach.length === 0) return list;
  return list.map((w) => {
    if (w.range <= 0) return w;
    const extra = reach.reduce((sum, f) => sum + f(m, eid, w), 0);
    return extra > 0 ? { ...w, range: w.range + extra } : w;
  });
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

/**
 * Whether weapon `w` prints the Weapon Ability `name`, letter for letter. The rules ask a weapon's traits instead
 * (character/traits.ts `weaponTraitOf`); area-attack.ts still asks this.
 */
export function hasWeaponAbility(w: Weapon, name: string): boolean {
  return w.abilities.some((a) => a.name === name);
}

/**
 * The friends of `attacker` on the board it may attack as if they were enemies ({@link FRIEND_AS_ENEMY}: Bait), in
 * entity order.
 */
export function friendsAttackable(m: Match, attacker: number): number[] {
  const hooks = m.book.all(FRIEND_AS_ENEMY);
  if (hooks.length === 0) return [];
  const team = m.world.components.Gang.team;
  return charactersOnBoard(m.world).filter(
    (o) => o !== attacker && team[o] === team[attacker] && hooks.some((f) => f(m, attacker, o)),
  );
}

/**
 * Why `attacker` may not attack `target` with `weapon` now, or null when it may: the target must be an enemy (or a
 * friend the rule book lets it attack, {@link FRIEND_AS_ENEMY}: Bait) on the board, in line of sight and within the
 * weapon's range (0″: base contact); a swimmer uses Aquatic weapons only.
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
    Gang.team[target] === Gang.team[attacker] &&
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
  if (isSwimming(m, attacker) && !weaponTraitOf(m.book, weapon, 'usable-in-water').has)
    return `${weapon.name} is not Aquatic`;
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
  /**
   * The rule by which the target makes no Protection Roll at all, whatever its Universal Shielding and Will Points
   * (Strike True, Aerial Aggression), or null; the `protection` spec then has 0 dice and names it.
   */
  readonly noProtection: string | null;
  /** The rule by which the target re-rolls the Aces of its Protection Roll when Fear worked on it (Supernatural), or null. */
  readonly fearedRerollsAces: string | null;
}

/** Penetration a charge from above gives the charger's weapon (rulebook "Charging & Disengaging"). */
export const FROM_ABOVE_PENETRATION = -5;

/** Build the Attack Roll and Protection Roll of `attacker` hitting `target` with `weapon`. */
export function planAttack(
  m: Match,
  attacker: number,
  target: number,
  weapon: Weapon,
  how: AttackCircumstances = {},
): AttackPlan {
  const contact = inContact(m, attacker, target);
  const attack = statDice(m, attacker, 'attack');
  const dex = readStat(m, target, 'dex');
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
  const fromAbove = how.fromAbove ? FROM_ABOVE_PENETRATION : 0;
  const penetration = weapon.penetration + fromAbove + atk.penetration;
  // Supernatural: the Protection Roll made with MIND in place of PROTECTION
  const protection = readStat(m, target, atk.protectionWithMind ? 'mind' : 'protection');
  const underwater = (m.world.components.Counters.underwater[target] ?? 0) * UNDERWATER_PROTECTION;
  const rawPool = protection.value + penetration + coverBonus + underwater + prot.pool;
  // Universal Shielding (X): the pool never drops below X (at most the printed PROTECTION), only for its holder;
  // otherwise below 0 it is 0 (rulebook "Dice Rolls"), said here so that Will Points add to the 0 dice.
  const shielded = prot.floor > 0 && prot.floor > rawPool;
  return {
    attack: {
      kind: 'attack',
      purpose: how.opportunity ? 'attack-of-opportunity' : 'attack',
      pool: attack.dice + atk.pool,
      modifiers: [...attack.labels, weapon.name, ...atk.attackLabels],
      aceOn: dex.value + weapon.evasion + atk.evasion,
      aceModifiers: [
        `${nameOf(m, target)}'s DEXTERITY ${dex.printed}`,
        ...changeLabels(dex.changes, 'DEXTERITY'),
        ...(weapon.evasion ? [`${weapon.name}: Evasion ${signed(weapon.evasion)}`] : []),
        ...atk.evasionLabels,
      ],
      rerolls: atk.rerolls,
      rerollSource: atk.rerollSource,
    },
    protection: atk.noProtection
      ? {
          kind: 'protection',
          purpose: 'protection',
          pool: 0,
          modifiers: [`${atk.noProtection}: no Protection Roll`],
          aceOn: 7,
        }
      : {
          kind: 'protection',
          purpose: 'protection',
          pool: shielded ? prot.floor : Math.max(0, rawPool),
          modifiers: [
            atk.protectionWithMind
              ? `${atk.protectionWithMind}: MIND ${protection.printed} in place of PROTECTION`
              : `PROTECTION ${protection.printed}`,
            ...changeLabels(protection.changes),
            ...(cover && barricadeBonus ? [`${barricade} barricade +${barricadeBonus}`] : []),
            ...(underwater ? [`Underwater Counters +${underwater}`] : []),
            ...(weapon.penetration ? [`${weapon.name}: Penetration ${signed(weapon.penetration)}`] : []),
            ...(fromAbove ? [`charging from above: Penetration ${signed(fromAbove)}`] : []),
            ...atk.penetrationLabels,
            ...(cover && !barricadeBonus ? ['cover +1'] : []),
            ...(seenCover && !cover ? ['Bulky: no cover'] : []),
            ...prot.labels,
            ...(shielded
              ? [`Universal Shielding: at least ${prot.floor} dice ${signed(prot.floor - rawPool)}`]
              : poolLimitLabels(Math.min(0, rawPool))),
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
    noProtection: atk.noProtection,
    fearedRerollsAces: atk.protectionWithMind,
  };
}

/**
 * The Damage `target` takes of each amount dealt by a Combat action (`damageTakenBy`), each amount asked once: the
 * odds read it for every outcome of a roll.
 */
export function damageTakenOf(m: Match, target: number): (damage: number) => number {
  const known = new Map<number, number>();
  return (d) => {
    let taken = known.get(d);
    if (taken === undefined) {
      taken = damageTakenBy(m, target, d, true).damage;
      known.set(d, taken);
    }
    return taken;
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
    damageTaken: damageTakenOf(m, target),
  });
}
