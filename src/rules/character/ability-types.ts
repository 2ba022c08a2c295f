/**
 * Shapes of the ability registry (rulebook "Special Rules"): one definition object per Character or Weapon
 * Ability, keyed by its bare name, implementing only the hooks it needs. Engine code asks the registry once per
 * hook point (hooks.ts), never one ability at a time.
 */
import type { Weapon } from '../../content/types.ts';
import type { Command, PendingDecision } from '../core/types.ts';
import type { Match } from '../state/match-state.ts';

/** A stat the registry may change (match-state.ts `statOf`). */
export type StatName = 'move' | 'dex' | 'attack' | 'protection' | 'mind';

/**
 * One ability as a character or a weapon holds it, after stacking: its (X) as a number (summed over instances,
 * at most 3 unless the definition stacks beyond) and, for a name/keyword X (Companion (Trade)), every keyword.
 */
export interface AbilityInstance {
  readonly def: AbilityDef;
  readonly value: number;
  readonly keywords: readonly string[];
}

/** Everything a hook may need to know about one attack (rulebook "Combat", "Attacks of Opportunity"). */
export interface AttackContext {
  readonly m: Match;
  readonly attacker: number;
  readonly target: number;
  readonly weapon: Weapon;
  /** The two are in base contact. */
  readonly contact: boolean;
  /** An Attack of Opportunity (made as Combat). */
  readonly opportunity: boolean;
  /** The Attack of Opportunity of a charge. */
  readonly charging: boolean;
  /** The target has cover from the attacker (a barricade it touches counts). */
  readonly cover: boolean;
}

/** What an ability does to the Attack Roll; every field optional, each labelled by the ability for the log. */
export interface AttackEffect {
  /** Dice added to (or taken from) the pool. */
  readonly pool?: number;
  /** Added to the target's DEXTERITY + Evasion (the value needed for an Ace). */
  readonly evasion?: number;
  /** Added to the weapon's Penetration (signed; negative lowers the target's PROTECTION). */
  readonly penetration?: number;
  /** Missed dice the attacker re-rolls (Expert Offence and the like); these stack with each other. */
  readonly rerolls?: number;
  /** Aces of the attacker the target forces it to re-roll (Parry). */
  readonly forcedRerolls?: number;
  /** The weapon deals no Damage at all (Harmless). */
  readonly harmless?: boolean;
  /** Extra Life Points the attacker loses on a Fumble (Black Powder). */
  readonly fumbleLoss?: number;
  /** The Fear (X) of the attacker: the target's MIND is changed by this before its Basic MIND roll. */
  readonly fear?: number;
  /** The target makes no Protection Roll, whatever its Universal Shielding (Strike True, Aerial Aggression). */
  readonly noProtection?: boolean;
  /**
   * The target makes its Protection Roll with MIND in place of PROTECTION, and re-rolls its Aces when it failed its
   * Basic MIND roll against the attacker's Fear (Supernatural).
   */
  readonly protectionWithMind?: boolean;
}

/** What an ability does to the target's Protection Roll. */
export interface ProtectionEffect {
  readonly pool?: number;
  /** The pool never drops below this (Universal Shielding; capped at the printed PROTECTION). */
  readonly floor?: number;
  readonly rerolls?: number;
  /** Cover gives nothing (Bulky). */
  readonly noCover?: boolean;
}

/** What happened to one character hit by an attack, for after-damage effects (per target: area attacks too). */
export interface HitReport {
  readonly m: Match;
  readonly attacker: number;
  readonly target: number;
  readonly weapon: Weapon;
  /** Damage the target took (before its Protection Roll); 0 when it took none. */
  readonly damage: number;
  /** Life Points the target lost to the attack (Protection Roll and Critical included). */
  readonly lpLost: number;
  /** The attacker was in base contact with the target when it attacked. */
  readonly contact: boolean;
  /**
   * The weapon is Harmless and hit (a Success or Critical): no Damage, yet the hit still carries the weapon's
   * Stun or Knockback. Our reading: otherwise those abilities on Harmless weapons (a screech that stuns, a
   * costume pistol that knocks back) would never work.
   */
  readonly harmless: boolean;
  /** The Attack Roll read against this character was a Critical. */
  readonly critical: boolean;
}

/** A resolution step that may ask decisions (a Will Point decision before a fall roll, say). */
export type Step = Generator<PendingDecision, void, Command>;

/**
 * One Character or Weapon Ability. `name` is the bare name as printed (the registry key). Hooks get the holder's
 * stacked (X) in `x`; a hook returns null (or nothing) when it does not apply this time.
 */
export interface AbilityDef {
  readonly name: string;
  readonly kind: 'character' | 'weapon';
  /** How instances stack: summed up to 3 (the rule), or without a cap (Universal Shielding). */
  readonly stacking: 'to-3' | 'unbounded';
  /** Whether the engine plays it; false with `why` for an entry kept only so its name is known. */
  readonly played: boolean;
  readonly why?: string;
  /** Change a stat of the holder (applied before the Stunned counter). */
  stat?(m: Match, eid: number, stat: StatName, value: number, a: AbilityInstance): number;
  /** Modifiers to the holder's own Attack Roll (character abilities of the attacker, and the weapon's). */
  attack?(ctx: AttackContext, a: AbilityInstance): AttackEffect | null;
  /** Modifiers the holder imposes on an Attack Roll made against it (Parry). */
  defend?(ctx: AttackContext, a: AbilityInstance): AttackEffect | null;
  /** Modifiers to the holder's Protection Roll against this attack. */
  protect?(ctx: AttackContext, a: AbilityInstance): ProtectionEffect | null;
  /** Why the holder may not attack with this weapon now (weapon abilities), or null. */
  weaponProblem?(m: Match, eid: number, weapon: Weapon, a: AbilityInstance): string | null;
  /** Once the weapon has been used for a Combat action (Reload). */
  used?(m: Match, eid: number, weapon: Weapon, a: AbilityInstance): void;
  /** Will Points a Combat action with the weapon costs its holder (Soul Ammunition's boosted shots: 2). */
  readonly willCost?: number;
  /** At the start of the holder's turn (after its Action Points are set). */
  turnStart?(m: Match, eid: number, a: AbilityInstance): void;
  /** After one character was hit (weapon abilities of the weapon; character abilities of the attacker). */
  afterHit?(hit: HitReport, a: AbilityInstance): Step | null;
  /** After any action: the holder stands in water (Full Plate). */
  inWater?(m: Match, eid: number, a: AbilityInstance): void;
  /** At the end of the holder's turn: keep its Stunned counter (Full Plate in water). */
  keepsStunned?(m: Match, eid: number, a: AbilityInstance): boolean;
  /** The holder lends its points as Will Points to friends (Surrogate, Living Sacrifice): will-sources.ts. */
  readonly lendsWill?: WillLoan;
}

/**
 * Points a character lends to friends as their own Will Points: to friends with `keyword` (any friend without one)
 * within `inches` and, unless `sight` is false, in its line of sight, paid from its Will Points or Life Points,
 * `per` of them for each Will Point.
 */
export interface WillLoan {
  readonly keyword?: string;
  readonly inches: number;
  /** Default true: the spender must be in the lender's line of sight. */
  readonly sight?: boolean;
  readonly from: 'wp' | 'lp';
  readonly per: number;
  /** Whether this holder lends at all (Take the Oath: the Mask's wearer, not Francisco, who prints the name). */
  readonly lends?: (m: Match, lender: number) => boolean;
}
