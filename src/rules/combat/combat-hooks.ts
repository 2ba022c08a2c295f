/**
 * The hook points of the combat chapter (rulebook "Combat", "Attacks & Damage", "Drown"; state/rule-book.ts): the
 * places where an attack asks the rule book's plug-ins what they change — who may be attacked, when the roll is a
 * Critical, who one roll hits, what a hit does instead of Damage, what follows the attack. The combat files read
 * them (combat.ts, area-attack.ts, drown.ts); the abilities add their entries (abilities/index.ts).
 */
import type { Weapon } from '../../content/types.ts';
import type { Step } from '../character/ability-types.ts';
import type { Roll } from '../core/dice.ts';
import type { Command, PendingDecision } from '../core/types.ts';
import { emit, idOf, type Match } from '../state/match-state.ts';
import { hookPoint } from '../state/rule-book.ts';

/** Circumstances of an attack that change its dice. */
export interface AttackCircumstances {
  /** An Attack of Opportunity (Two-handed: Evasion +1). */
  readonly opportunity?: boolean;
  /** Charging from above: the weapon gains Penetration −5 (rulebook "Charging & Disengaging"). */
  readonly fromAbove?: boolean;
  /** An Attack of Opportunity that may not be a Grapple (after a failed disengage). */
  readonly noGrapple?: boolean;
  /** The Attack of Opportunity of a charge (First Strike). */
  readonly charging?: boolean;
  /** The free attack of Uncoordinated Assault: no Attack of Opportunity after its Fumble, no second free attack. */
  readonly uncoordinated?: boolean;
}

/**
 * Whether `attacker` may drown `target` although `target` cannot be drowned (rulebook "Water Creature"): Blessed
 * Water, a Water Creature at least partly on the marker.
 */
export const DROWNED_ALL_THE_SAME =
  hookPoint<(m: Match, attacker: number, target: number) => boolean>('drowned all the same');

/** Whether `attacker` may attack its friend `target` as if it were an enemy (Bait). */
export const FRIEND_AS_ENEMY = hookPoint<(m: Match, attacker: number, target: number) => boolean>(
  'friend attacked as an enemy',
);

/**
 * The Destiny Dice value from which an Attack Roll of `attacker` on `target` is a Critical with another Ace
 * (rulebook "Successes, Failures, Criticals & Fumbles": 10; the lowest any entry gives, Prey Upon).
 */
export const CRITICAL_FROM =
  hookPoint<(m: Match, attacker: number, target: number) => number>('critical from');

/** The Attack Roll `roll` of `attacker` on `target` as it counts, given the plan's `criticalFrom` (Prey Upon). */
export const ATTACK_ROLL_COUNTS =
  hookPoint<(m: Match, attacker: number, target: number, roll: Roll, criticalFrom: number) => Roll>(
    'attack roll counts',
  );

/**
 * The characters one Attack Roll of `attacker` with `weapon` on `target` hits when an entry makes it hit several
 * (the target first; Brawling Tentacles), or null for an ordinary attack.
 */
export const ONE_ROLL_HITS =
  hookPoint<(m: Match, attacker: number, target: number, weapon: Weapon) => number[] | null>('one roll hits');

/**
 * An attack (not a Blast or Template) that an entry resolves its own way (Brawling Tentacles): true when it did;
 * false, having done nothing, for an ordinary attack.
 */
export const STRIKE_INSTEAD =
  hookPoint<
    (
      m: Match,
      attacker: number,
      target: number,
      weapon: Weapon,
      how: AttackCircumstances,
    ) => Generator<PendingDecision, boolean, Command>
  >('strike instead');

/** `attacker` strikes with `weapon`, before any roll (Doot). */
export const WEAPON_STRIKES =
  hookPoint<(m: Match, attacker: number, weapon: Weapon) => void>('weapon strikes');

/**
 * The Attack Roll `roll` of `attacker` with `weapon` hit `target`: true when an entry resolves the hit its own way
 * instead of Damage and the Protection Roll (Swallow Whole takes it out; Bifurcation halves its Life Points), having
 * done so.
 */
export const TAKEN_OUT_OUTRIGHT =
  hookPoint<
    (
      m: Match,
      attacker: number,
      target: number,
      roll: Roll,
      how: AttackCircumstances,
      weapon: Weapon,
    ) => boolean
  >('taken out outright');

/**
 * Penetration a rule gives `attacker`'s `weapon` once its Attack Roll is made, for the Protection Rolls of those it
 * hits (Stigmata: Life Points paid as Will Points in the action): the Penetration (negative) and the rule's name, or
 * null. Read by attack-damage.ts `hitOne`, after the attack was planned (combat/attack-plan.ts).
 */
export const HIT_PENETRATION = hookPoint<
  (m: Match, attacker: number, weapon: Weapon) => { penetration: number; rule: string } | null
>('penetration as a hit lands');

/**
 * A hit of `attacker` with `weapon` lands on `target` with `damage` Damage, before the Protection Roll (every
 * character an area attack hits too): what an entry does then (Holy Grace takes a Will Point) and the Damage it
 * adds (Exorcism: +3 on a target with no Will Points left; 0 for none). Read by attack-damage.ts `hitOne`.
 */
export const HIT_LANDS =
  hookPoint<(m: Match, attacker: number, target: number, weapon: Weapon, damage: number) => number>(
    'hit lands',
  );

/** Damage added to a hit of `attacker` with `weapon` on a target rolling `protectionPool` Protection dice. */
export const EXTRA_DAMAGE =
  hookPoint<(m: Match, attacker: number, weapon: Weapon, protectionPool: number) => number>('extra damage');

/**
 * One attack (not a Blast or Template's other characters) of `attacker` on `target` is over, hit or missed: the Life
 * Points it cost the target, whether the two were in base contact as it began (Voltaic Shield), and how it was made
 * (an Attack of Opportunity or not: Strike True).
 */
export const ATTACK_MADE =
  hookPoint<
    (
      m: Match,
      attacker: number,
      target: number,
      lpLost: number,
      contact: boolean,
      how: AttackCircumstances,
    ) => void
  >('attack made');

/** After one attack of `attacker` with `weapon` was resolved (Uncoordinated Assault). */
export const AFTER_ATTACK =
  hookPoint<(m: Match, attacker: number, weapon: Weapon, how: AttackCircumstances) => Step>(
    'after an attack',
  );

/** `victim` has lost Life Points to a Drown (it may be a casualty now; Truth of Dagon). */
export const DROWNED = hookPoint<(m: Match, victim: number) => void>('life lost to a drown');

/**
 * Whether the Blast marker of `attacker`'s attack with `weapon` stays and turns the ground under it into water
 * until the round ends (Dimensional Pool): any entry saying yes.
 */
export const BLAST_OPENS_WATER =
  hookPoint<(m: Match, attacker: number, weapon: Weapon) => boolean>('a Blast that opens water');

/**
 * The rule that makes a failed Attack Roll of `attacker` with `weapon` a Fumble (Unstable, Deathwish: their bombs),
 * or null. Read by combat.ts and area-attack.ts ({@link failAsFumble}).
 */
export const FAIL_IS_FUMBLE =
  hookPoint<(m: Match, attacker: number, weapon: Weapon) => string | null>('fail is a fumble');

/** `roll` as it counts: a Fail is a Fumble when a rule says so (an `ability` event names it). */
export function failAsFumble(m: Match, attacker: number, weapon: Weapon, roll: Roll): Roll {
  if (roll.result !== 'fail') return roll;
  for (const f of m.book.all(FAIL_IS_FUMBLE)) {
    const rule = f(m, attacker, weapon);
    if (rule === null) continue;
    emit(m, {
      type: 'ability',
      character: idOf(m, attacker),
      ability: rule,
      effect: 'the failed attack is a Fumble',
    });
    return { ...roll, result: 'fumble' };
  }
  return roll;
}

/**
 * Inches added to the range of `eid`'s ranged `weapon` now (Nautical Bearings: +6″ for a weapon of 6″ or more near a
 * Wayfinder); summed over the entries. Read by attack-plan.ts `weaponsOf`, so that every rule and the computer see
 * the reach.
 */
export const WEAPON_REACH = hookPoint<(m: Match, eid: number, weapon: Weapon) => number>('weapon reach');

/**
 * The rule that centres the Blast marker of `attacker`'s `weapon` on the attacker itself, which is hit as well
 * (Self-Immolate, Detonation), or null. Read by area-placement.ts `areaPlacement`.
 */
export const BLAST_ON_ATTACKER = hookPoint<(m: Match, attacker: number, weapon: Weapon) => string | null>(
  'a Blast centred on the attacker',
);

/**
 * Weapons `eid` may attack with now besides its own, as if they were its own (Black Powder Arrows: a Sapper's Black
 * Powder Grenade for the Ottoman Archers near it). Read by attack-plan.ts `weaponsOf`; a weapon it has already by
 * that name is not added twice.
 */
export const WEAPONS_LENT = hookPoint<(m: Match, eid: number) => readonly Weapon[]>('weapons lent');
