/**
 * What an area attack may bring (rulebook "Weapon Abilities": Blast, Template): the exact odds of every character
 * it would hit, and the targeting view's preview of the marker or template. Nothing changes.
 */
import type { Weapon } from '../../content/types.ts';
import type { AreaShape } from '../core/types.ts';
import { fearChance } from '../rolls/fear.ts';
import { idOf, type Match } from '../state/match-state.ts';
import { sharedRollOutcomes } from './area-odds.ts';
import { areaPlacement } from './area-placement.ts';
import { isAreaWeapon } from './area-weapons.ts';
import {
  type AttackCircumstances,
  combatProblem,
  damageTakenOf,
  oddsOf,
  planAttack,
  weaponOf,
} from './attack-plan.ts';
import { ONE_ROLL_HITS } from './combat-hooks.ts';
import type { AttackOdds } from './combat-odds.ts';
import { oddsFromOutcomes } from './combat-odds.ts';

/** Who one Attack Roll hits when the rule book makes it hit several ({@link ONE_ROLL_HITS}), or null. */
function oneRollHits(m: Match, attacker: number, target: number, weapon: Weapon): number[] | null {
  for (const f of m.book.all(ONE_ROLL_HITS)) {
    const hit = f(m, attacker, target, weapon);
    if (hit) return hit;
  }
  return null;
}

/** What one character under an area attack may expect. */
export interface AreaHitOdds {
  readonly eid: number;
  readonly character: string;
  /** Of the attacker's gang (the attacker itself included). */
  readonly friend: boolean;
  readonly odds: AttackOdds;
}

/**
 * Exact odds for every character an area attack would hit (the declared target first), without Will Points:
 * the declared target's as combat.ts `oddsOf`, the others' from the shared roll (area-odds.ts). Smoke's cover
 * from the same attack is not counted (the only Smoke weapons with Blast are Harmless). No legality check.
 */
export function areaHitOdds(
  m: Match,
  attacker: number,
  target: number,
  weapon: Weapon,
  how: AttackCircumstances = {},
): AreaHitOdds[] {
  const { Gang, Points } = m.world.components;
  const main = planAttack(m, attacker, target, weapon, how);
  const fear = main.fear === null ? 0 : fearChance(m, target, main.fear);
  // An attack the rule book makes hit several (Brawling Tentacles: everyone in base contact), else the area's.
  const hit = oneRollHits(m, attacker, target, weapon) ?? areaPlacement(m, attacker, target, weapon).hit;
  return hit.map((e) => {
    const plan = e === target ? main : planAttack(m, attacker, e, weapon, how);
    const odds =
      e === target
        ? oddsOf(m, main, target)
        : oddsFromOutcomes(
            sharedRollOutcomes({
              pool: main.attack.pool,
              mainAceOn: main.attack.aceOn,
              rerolls: main.attack.rerolls ?? 0,
              forced: main.forcedRerolls,
              fearChance: fear,
              aceOn: plan.attack.aceOn,
            }),
            {
              harmless: plan.harmless,
              damage: plan.damage,
              protectionPool: plan.protection.pool,
              protectionRerolls: plan.protection.rerolls ?? 0,
              targetLp: Points.lp[e] ?? 0,
              damageTaken: damageTakenOf(m, e),
            },
          );
    return { eid: e, character: idOf(m, e), friend: Gang.team[e] === Gang.team[attacker], odds };
  });
}

/** What the targeting view shows for an area weapon: why not, where it would lie, and whom it would hit. */
export interface AreaPreview {
  readonly problem: string | null;
  readonly shape: AreaShape | null;
  readonly hits: readonly AreaHitOdds[];
}

/**
 * The preview of a Combat command of `attacker` on `target` with the weapon named `weapon` when it is an area
 * weapon: the marker or template and every character under it with its exact odds (expected Life Points lost,
 * chance to be taken out). `problem` says why the command is not legal now (the shape and odds are still given
 * when the weapon exists and is an area weapon); a weapon that is not an area weapon gives a problem and no hit.
 */
export function areaAttackPreview(m: Match, attacker: number, target: number, weapon: string): AreaPreview {
  const w = weaponOf(m, attacker, weapon);
  if (!w || !isAreaWeapon(w)) {
    return { problem: w ? `${w.name} is not an area weapon` : 'no such weapon', shape: null, hits: [] };
  }
  return {
    problem: combatProblem(m, attacker, target, w),
    shape: areaPlacement(m, attacker, target, w).shape,
    hits: areaHitOdds(m, attacker, target, w),
  };
}
