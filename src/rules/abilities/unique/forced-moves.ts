/**
 * Unique abilities that move a character whether its player wants it or not, as its turn begins (rulebook "Run/Climb",
 * "Charging"; the profiles):
 *
 * - **The Hunger** (the Cannibal Cultist): beginning its turn within 4″ of an enemy and touching none, its first
 *   action must be a Run/Climb (1 Action Point) into base contact with one of those enemies: a charge. Its player
 *   picks the enemy and the spot among the cheapest (a `choose` decision, purpose `ability-charge`; no way to
 *   decline). When no such charge is in reach, it has tried and acts as it likes.
 * - **Madness Infused Muscle** (Patient 42): failing its Primitive roll does not Stun it (common/character.ts
 *   `PRIMITIVE_FAILED`); instead it makes a Run/Climb at once (0 Action Points) toward the nearest other character,
 *   friend or foe — into base contact where it can, else as near as it gets — and attacks it: into an enemy that is
 *   a charge, whose Attack of Opportunity is the attack; a friend, or one it already touches, takes a 0 AP Attack of
 *   Opportunity as any other (combat.ts `attackOfOpportunity`: the best weapon, or a Grapple or Drown). Then
 *   it regains 1 Will Point and takes its turn with all its Action Points.
 *
 * Our readings: "within 4″" is measured between the bases; the nearest character of Madness Infused Muscle is the
 * one at the shortest distance between the bases (the lowest entity on a tie); the spot it runs to is the cheapest
 * that touches that character, else the reachable spot nearest to it when that is nearer than where it stands.
 */

import { TURN_START_CHOICES } from '../../character/flow-hooks.ts';
import { regain } from '../../character/regain.ts';
import { holdsUnique } from '../../character/stats.ts';
import { attackOfOpportunity } from '../../combat/combat.ts';
import { FRIEND_AS_ENEMY } from '../../combat/combat-hooks.ts';
import { enemiesTouching } from '../../movement/charging.ts';
import {
  chargeSpots,
  type MoveSpot,
  runAtOnce,
  runTo,
  spotOption,
  spotsWhere,
} from '../../movement/runs-at-once.ts';
import type { Node } from '../../space/api.ts';
import { inBaseContact } from '../../space/measure.ts';
import {
  centreOf,
  distanceBetween,
  emit,
  enemiesOf,
  figureOf,
  idOf,
  inContact,
  isOnBoard,
  type Match,
  nodeOf,
  type Resolution,
} from '../../state/match-state.ts';
import { matchTable } from '../../state/per-match.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { PRIMITIVE_FAILED } from '../common/character.ts';

export const THE_HUNGER = 'The Hunger';
export const MADNESS_INFUSED_MUSCLE = 'Madness Infused Muscle';

/** Inches from an enemy within which The Hunger takes hold. */
export const HUNGER_RANGE = 4;

/** The enemies within 4″ that `eid`'s Hunger drives it to (none while it touches an enemy, or has no Action Point). */
export function hungerFoes(m: Match, eid: number): number[] {
  if (!holdsUnique(m, eid, THE_HUNGER) || (m.world.components.Points.ap[eid] ?? 0) < 1) return [];
  const foes = enemiesOf(m, eid);
  if (foes.some((e) => inContact(m, eid, e))) return [];
  return foes.filter((e) => distanceBetween(m, eid, e) <= HUNGER_RANGE);
}

/** The Hunger: the Run/Climb `eid` must make as its turn begins (see the module comment), or null. */
function hunger(m: Match, eid: number): Resolution | null {
  const near = hungerFoes(m, eid);
  if (near.length === 0) return null;
  const spots = chargeSpots(m, eid).filter((s) =>
    enemiesTouching(m, eid, s.node).some((e) => near.includes(e)),
  );
  if (spots.length === 0) return null;
  const choices = spots.map((s) => ({ option: spotOption(m, eid, s, 'charge'), spot: s }));
  return runAtOnce(m, eid, eid, 'ability-charge', choices, THE_HUNGER, 1);
}

/** The characters whose Primitive roll failed this turn with Madness Infused Muscle, and the one it attacks now. */
interface Madness {
  readonly failed: Set<number>;
  attacking: readonly [number, number] | null;
}

const madness = matchTable<Madness>();

function madnessOf(m: Match): Madness {
  return madness.ensure(m, () => ({ failed: new Set(), attacking: null }));
}

/** The nearest other character on the board to `eid` (between the bases; the lowest entity on a tie), or null. */
export function nearestOther(m: Match, eid: number): number | null {
  let best: number | null = null;
  let bestD = Number.POSITIVE_INFINITY;
  for (const o of charactersOnBoard(m.world)) {
    if (o === eid) continue;
    const d = distanceBetween(m, eid, o);
    if (d < bestD - 1e-9) {
      best = o;
      bestD = d;
    }
  }
  return best;
}

/** Madness Infused Muscle: the run and the attack after a failed Primitive roll (see the module comment). */
function* madRush(m: Match, eid: number): Resolution {
  const target = nearestOther(m, eid);
  let charged = false;
  if (target !== null && !inContact(m, eid, target)) {
    const them = figureOf(m, target);
    const gap = (n: Node) => {
      const me = figureOf(m, eid, centreOf(n));
      return Math.hypot(me.x - them.x, me.y - them.y, me.z - them.z);
    };
    const touches = (n: Node) => inBaseContact(figureOf(m, eid, centreOf(n)), them);
    const all = spotsWhere(m, eid, () => true);
    const here = gap(nodeOf(m, eid));
    const spot =
      all.find((s) => touches(s.node)) ??
      all.reduce<MoveSpot | null>((b, s) => (gap(s.node) < (b ? gap(b.node) : here) - 1e-9 ? s : b), null);
    if (spot) {
      charged = touches(spot.node) && enemiesOf(m, eid).includes(target);
      yield* runTo(m, eid, spot, MADNESS_INFUSED_MUSCLE);
    }
  }
  if (target !== null && !charged && isOnBoard(m, eid) && isOnBoard(m, target) && inContact(m, eid, target)) {
    const mad = madnessOf(m);
    mad.attacking = [eid, target];
    yield* attackOfOpportunity(m, eid, target, MADNESS_INFUSED_MUSCLE);
    mad.attacking = null;
  }
  if (isOnBoard(m, eid)) regain(m, eid, 'will', 1, MADNESS_INFUSED_MUSCLE);
}

/** A failed Primitive roll of a holder of Madness Infused Muscle: no Stun; the rush as the turn's choices come. */
function primitiveFailed(m: Match, eid: number): boolean {
  if (!holdsUnique(m, eid, MADNESS_INFUSED_MUSCLE)) return false;
  madnessOf(m).failed.add(eid);
  emit(m, {
    type: 'ability',
    character: idOf(m, eid),
    ability: MADNESS_INFUSED_MUSCLE,
    effect: 'is not Stunned: it rushes the nearest character',
  });
  return true;
}

/** The rush of Madness Infused Muscle when its Primitive roll failed as this turn began, or null. */
function madnessAtTurnStart(m: Match, eid: number): Resolution | null {
  const mad = madness.get(m);
  if (!mad?.failed.delete(eid)) return null;
  return madRush(m, eid);
}

/** The Hunger and Madness Infused Muscle as a plug-in of the rule book. */
export const FORCED_MOVES_PLUGIN = plugin('forced moves as a turn begins', (add) => {
  add(PRIMITIVE_FAILED, primitiveFailed);
  add(TURN_START_CHOICES, madnessAtTurnStart);
  add(TURN_START_CHOICES, hunger);
  add(FRIEND_AS_ENEMY, (m, attacker, target) => {
    const a = madness.get(m)?.attacking;
    return a !== null && a !== undefined && a[0] === attacker && a[1] === target;
  });
});
