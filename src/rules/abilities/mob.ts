/**
 * Mob Mentality (The Guild's Command Ability): a pool of re-rolls shared by the gang until the round ends. Using it
 * adds one re-roll for every friend in the user's line of sight, the user included; Whispers on the Street (the
 * Beggar) adds one per Beggar as each round starts; Paying Off My Debts (the Indebted) adds one per enemy it kills
 * with a Combat action. Any friend may spend them, one re-roll per die, never on the Destiny Dice.
 *
 * Our reading of "any friendly may spend them": the engine asks nobody about re-rolls (docs/rules-coverage.md), so
 * the pool is spent for the rolls that decide fights — Attack Rolls, Protection Rolls and both sides of Grapple and
 * Drown rolls — on the missed dice left after the roller's own re-rolls, as many as the pool holds. The exact odds
 * shown before an attack leave the pool out (it may be spent before then). Kept per match beside the ECS; a replay
 * rebuilds it from the commands.
 */

import type { Roll } from '../dice.ts';
import { rerollMisses } from '../dice.ts';
import { emit, idOf, isOnBoard, type Match, profileOf, sightBetween } from '../match-state.ts';
import { charactersOnBoard } from '../world.ts';

const pools = new WeakMap<Match, Map<number, number>>();

function poolsOf(m: Match): Map<number, number> {
  let p = pools.get(m);
  if (!p) {
    p = new Map();
    pools.set(m, p);
  }
  return p;
}

/** Re-rolls left in the pool of gang `gang` (an index) this round. */
export function mobPool(m: Match, gang: number): number {
  return pools.get(m)?.get(gang) ?? 0;
}

/** Add `n` re-rolls to the pool of `eid`'s gang because of `cause` (emits an `ability` event). */
export function addToMob(m: Match, eid: number, n: number, cause: string): void {
  if (n <= 0) return;
  const gang = m.world.components.Gang.index[eid] ?? 0;
  const now = mobPool(m, gang) + n;
  poolsOf(m).set(gang, now);
  emit(m, {
    type: 'ability',
    character: idOf(m, eid),
    ability: cause,
    effect: `adds ${n} re-roll${n === 1 ? '' : 's'} to the Mob Mentality pool (${now} now)`,
  });
}

/** Friends in `user`'s line of sight, the user included: the re-rolls Mob Mentality adds. */
export function mobFriendsInSight(m: Match, user: number): number {
  const gang = m.world.components.Gang.index;
  return charactersOnBoard(m.world).filter(
    (o) => gang[o] === gang[user] && (o === user || sightBetween(m, user, o).lineOfSight),
  ).length;
}

/** Purposes of the rolls the pool is spent on (see the module comment). */
const SPENT_ON = new Set(['attack', 'attack-of-opportunity', 'protection', 'grapple', 'drown']);

/**
 * Spend the pool of `eid`'s gang on the missed dice of `roll` (a roll for `purpose`) left after its own re-rolls;
 * returns the roll and the log label, or the roll unchanged.
 */
export function spendMob(
  m: Match,
  eid: number,
  roll: Roll,
  purpose: string,
): { roll: Roll; label: string | null } {
  if (!SPENT_ON.has(purpose)) return { roll, label: null };
  const gang = m.world.components.Gang.index[eid] ?? 0;
  const pool = mobPool(m, gang);
  if (pool <= 0) return { roll, label: null };
  const misses = roll.dice.filter((d, i) => i > 0 && !d.ace && !d.rerolled).length;
  const n = Math.min(pool, misses);
  if (n <= 0) return { roll, label: null };
  poolsOf(m).set(gang, pool - n);
  return { roll: rerollMisses(m.dice, roll, n), label: `Mob Mentality: re-roll ${n} (${pool - n} left)` };
}

/** A new round: the pools empty, then each Beggar on the board adds one (Whispers on the Street). */
export function startRoundMob(m: Match): void {
  pools.get(m)?.clear();
  for (const e of charactersOnBoard(m.world)) {
    if (isOnBoard(m, e) && profileOf(m, e).uniqueAbilities.some((u) => u.name === 'Whispers on the Street'))
      addToMob(m, e, 1, 'Whispers on the Street');
  }
}
