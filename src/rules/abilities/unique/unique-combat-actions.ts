/**
 * Unique abilities that change how a Combat action is resolved (rulebook "Combat", "Attacks of Opportunity"):
 * - Uncoordinated Assault (the Ostrich Chariot?!): after a Combat action, one free (0 AP) Attack of Opportunity with
 *   a weapon it did not just use; that attack provokes no further Attack of Opportunity (none after its Fumble, no
 *   second Uncoordinated Assault) and is not a charge (no First Strike).
 * - Brawling Tentacles (The Flame That Burns Underwater): its Brawling Tentacles roll one Attack Roll that applies
 *   to every character in base contact with it, friend or foe, read as an area attack (area-attack.ts).
 *
 * Our readings: Uncoordinated Assault follows any Combat action of the Chariot, its Attacks of Opportunity made as a
 * Combat included (a charge's: hence "not a charge"), but never its own free attack; the free attack may target any
 * enemy the weapon may strike then (in reach, in line of sight), not only the one just attacked.
 */

import type { Weapon } from '../../../content/types.ts';
import type { Step } from '../../character/ability-types.ts';
import { beginAction } from '../../character/counters.ts';
import { holdsUnique } from '../../character/stats.ts';
import { areaHitOdds, isAreaWeapon, sharedAttackRoll } from '../../combat/area-attack.ts';
import {
  type AttackCircumstances,
  combatProblem,
  oddsOf,
  planAttack,
  resolveAttack,
  weaponsOf,
} from '../../combat/combat.ts';
import { AFTER_ATTACK, ONE_ROLL_HITS, STRIKE_INSTEAD } from '../../combat/combat-hooks.ts';
import type { ChoiceOption, Command, PendingDecision } from '../../core/types.ts';
import {
  emit,
  enemiesOf,
  gangOf,
  idOf,
  inContact,
  isOnBoard,
  type Match,
  nameOf,
} from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';

const UNCOORDINATED = 'Uncoordinated Assault';
const BRAWLING = 'Brawling Tentacles';

/** How the free Attack of Opportunity of Uncoordinated Assault is made. */
const FREE_ATTACK = { opportunity: true, uncoordinated: true } as const;

/**
 * What the free attack of `attacker` on `foe` with `w` is worth in Life Points: the exact expected Life Points the
 * enemy loses; for an area weapon, those of every enemy hit less those of every friend hit (the Chariot too).
 */
export function assaultWorth(m: Match, attacker: number, foe: number, w: Weapon): number {
  if (!isAreaWeapon(w)) return oddsOf(m, planAttack(m, attacker, foe, w, FREE_ATTACK), foe).expectedLpLoss;
  let worth = 0;
  for (const h of areaHitOdds(m, attacker, foe, w, FREE_ATTACK))
    worth += (h.friend ? -1 : 1) * h.odds.expectedLpLoss;
  return worth;
}

/** The free attacks open to `attacker` after using `used`: every enemy and weapon it may strike now, best first. */
export function assaultChoices(m: Match, attacker: number, used: string): { foe: number; w: Weapon }[] {
  const out: { foe: number; w: Weapon; v: number }[] = [];
  for (const w of weaponsOf(m, attacker)) {
    if (w.name === used) continue;
    for (const foe of enemiesOf(m, attacker)) {
      if (combatProblem(m, attacker, foe, w)) continue;
      out.push({ foe, w, v: assaultWorth(m, attacker, foe, w) });
    }
  }
  return out.sort((a, b) => b.v - a.v || a.foe - b.foe);
}

/** The option id of the free attack on `foe` with the weapon named `weapon`. */
export function assaultOptionId(m: Match, foe: number, weapon: string): string {
  return `${idOf(m, foe)}|${weapon}`;
}

/**
 * Uncoordinated Assault, after `attacker`'s Combat action with `used` (see the module comment): its gang picks the
 * enemy and the weapon of the free attack, or `none` (a `choose` decision, purpose `uncoordinated-assault`; the
 * engine's pick, the most Life Points expected, first). Nothing is asked when no other weapon may strike.
 */
export function* uncoordinatedAssault(
  m: Match,
  attacker: number,
  used: Weapon,
): Generator<PendingDecision, void, Command> {
  if (!isOnBoard(m, attacker) || !holdsUnique(m, attacker, UNCOORDINATED)) return;
  const choices = assaultChoices(m, attacker, used.name);
  if (choices.length === 0) return;
  const options: ChoiceOption[] = [
    ...choices.map((c) => ({
      id: assaultOptionId(m, c.foe, c.w.name),
      label: `${nameOf(m, c.foe)} with the ${c.w.name}`,
      figure: idOf(m, c.foe),
    })),
    { id: 'none', label: 'no extra attack' },
  ];
  const answer = yield {
    type: 'choose',
    gang: gangOf(m, attacker),
    character: idOf(m, attacker),
    purpose: 'uncoordinated-assault',
    options,
  };
  const id = answer.type === 'decide' && answer.decision === 'choose' ? answer.option : options[0]!.id;
  const pick = choices.find((c) => assaultOptionId(m, c.foe, c.w.name) === id);
  if (!pick || !isOnBoard(m, attacker) || !isOnBoard(m, pick.foe)) return;
  emit(m, {
    type: 'attack-of-opportunity',
    character: idOf(m, attacker),
    target: idOf(m, pick.foe),
    reason: UNCOORDINATED,
  });
  beginAction(m, attacker);
  emit(m, { type: 'action', character: idOf(m, attacker), action: 'combat', ap: 0 });
  yield* resolveAttack(m, attacker, pick.foe, pick.w, FREE_ATTACK);
}

/**
 * Brawling Tentacles: the characters one attack of `attacker` with `weapon` on `target` hits — the target first,
 * then every other character in base contact with the attacker, friend or foe, in entity order — or null when the
 * attack is an ordinary one (not the Brawling Tentacles of a holder, or nobody else in base contact).
 */
export function brawlingSweep(m: Match, attacker: number, target: number, weapon: Weapon): number[] | null {
  if (weapon.name !== BRAWLING || !holdsUnique(m, attacker, BRAWLING)) return null;
  const others = charactersOnBoard(m.world).filter(
    (e) => e !== attacker && e !== target && inContact(m, attacker, e),
  );
  return others.length === 0 ? null : [target, ...others];
}

/**
 * Resolve the attack as Brawling Tentacles when {@link brawlingSweep} says so: an `ability` event naming everyone
 * hit, then one Attack Roll read against each (area-attack.ts `sharedAttackRoll`). Returns false, having done
 * nothing, for an ordinary attack.
 */
export function* brawlingTentacles(
  m: Match,
  attacker: number,
  target: number,
  weapon: Weapon,
  how: AttackCircumstances,
): Generator<PendingDecision, boolean, Command> {
  const swept = brawlingSweep(m, attacker, target, weapon);
  if (!swept) return false;
  emit(m, {
    type: 'ability',
    character: idOf(m, attacker),
    ability: BRAWLING,
    effect: `one roll against ${swept.map((e) => idOf(m, e)).join(', ')}`,
  });
  yield* sharedAttackRoll(m, attacker, target, swept, weapon, how);
  return true;
}

/** Uncoordinated Assault after an attack (combat.ts `resolveAttack`), never after its own free attack. */
function* afterAttack(m: Match, attacker: number, used: Weapon, how: AttackCircumstances): Step {
  if (!how.uncoordinated) yield* uncoordinatedAssault(m, attacker, used);
}

/** Uncoordinated Assault and Brawling Tentacles as a plug-in of the rule book. */
export const UNIQUE_COMBAT_ACTIONS_PLUGIN = plugin('unique abilities in Combat actions', (add) => {
  add(STRIKE_INSTEAD, brawlingTentacles);
  add(ONE_ROLL_HITS, brawlingSweep);
  add(AFTER_ATTACK, afterAttack);
});
