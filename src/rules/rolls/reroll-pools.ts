/**
 * Pools of re-rolls that rules give beyond a roller's own (rulebook "Dice Rolls": each die at most once, never the
 * Destiny Dice unless a rule says so). Re-rolls ask nobody here (docs/rules-coverage.md), so every pool is spent
 * automatically as rolls are made, by `spendRerollPools` (called from unique.ts `ruleRerolls`, the one place every
 * roll path — roll.ts, attack-roll.ts — applies the re-rolls rules give):
 *
 * - a **gang's pool** (Mob Mentality, mob.ts): until the round ends, spent on the missed dice of the fight rolls of
 *   any friend (Attack Rolls, Protection Rolls, both sides of Grapple and Drown rolls);
 * - a **character's own pool** (Fate's Bounty, spells/fate.ts): until its next turn begins, spent on its own rolls,
 *   after the gang's pool. Our reading of "any dice but a Destiny Dice": on a fight roll (or the opposing side of an
 *   Opposed Roll, where every Ace counts) it re-rolls every missed die it can; on any other roll, where one Ace is
 *   enough, only when the roll has no Ace;
 * - a gang's **pools for any roll** (Soothsaying, All Eyes On Me: abilities/unique/sight-pools.ts): until the round
 *   ends, spent on the rolls of any friend, one re-roll per die, with the own pool's reading (every missed die of a
 *   fight roll; on any other roll only when it has no Ace), after the gang's and its own pools;
 * - a gang's **Destiny re-roll** (Cantrip of the Stars, spells/fate.ts): until the caster's next turn begins, the
 *   Destiny Dice of one roll of a friend. Our reading: it is spent on the first roll of any character of the
 *   caster's gang that is a Fumble (the Destiny Dice shows a 1, the worst face, and there is no Ace), never on the
 *   opposing side of an Opposed Roll (which cannot Fumble).
 *
 * Rolls made outside those paths (the initiative roll, the MIND roll against Fear, a Poison roll) use no pool.
 * Kept per match beside the ECS; a replay rebuilds them from the commands.
 */

import { TURN_START } from '../character/hooks.ts';
import { type Roll, reroll, rerollMisses } from '../core/dice.ts';
import type { Match } from '../state/match-state.ts';
import { matchTable } from '../state/per-match.ts';
import { plugin } from '../state/rule-book.ts';
import { RULE_REROLL } from './roll-hooks.ts';

interface PoolState {
  /** Mob Mentality: gang index → re-rolls left this round. */
  readonly gang: Map<number, number>;
  /** Fate's Bounty: holder → re-rolls left until its next turn begins. */
  readonly own: Map<number, number>;
  /** Cantrip of the Stars: caster → its gang index, while its Destiny re-roll is unspent. */
  readonly destiny: Map<number, number>;
  /** Soothsaying, All Eyes On Me: gang index → the rule that filled it → re-rolls left this round, for any roll. */
  readonly any: Map<number, Map<string, number>>;
}

const states = matchTable<PoolState>();

function stateOf(m: Match): PoolState {
  let s = states.get(m);
  if (!s) {
    s = { gang: new Map(), own: new Map(), destiny: new Map(), any: new Map() };
    states.set(m, s);
  }
  return s;
}

/** Purposes of the fight rolls, where every Ace counts. */
const FIGHTS = new Set(['attack', 'attack-of-opportunity', 'protection', 'grapple', 'drown']);

const gangIndex = (m: Match, eid: number) => m.world.components.Gang.index[eid] ?? 0;

/** Re-rolls left in the pool of gang `gang` (an index) this round. */
export function gangPool(m: Match, gang: number): number {
  return states.get(m)?.gang.get(gang) ?? 0;
}

/** Add `n` re-rolls to the pool of gang `gang`; returns the pool now. */
export function addToGangPool(m: Match, gang: number, n: number): number {
  const now = gangPool(m, gang) + Math.max(0, n);
  stateOf(m).gang.set(gang, now);
  return now;
}

/** The round ends: every gang's pool empties. */
export function emptyGangPools(m: Match): void {
  states.get(m)?.gang.clear();
}

/** Re-rolls left this round in the pools for any roll of gang `gang` (an index), by the rule that filled each. */
export function anyRollPools(m: Match, gang: number): ReadonlyMap<string, number> {
  return states.get(m)?.any.get(gang) ?? new Map();
}

/** Add `n` re-rolls from `rule` to gang `gang`'s pools for any roll (until the round ends); returns that pool now. */
export function addToAnyRollPool(m: Match, gang: number, rule: string, n: number): number {
  const s = stateOf(m);
  let pools = s.any.get(gang);
  if (!pools) {
    pools = new Map();
    s.any.set(gang, pools);
  }
  const now = (pools.get(rule) ?? 0) + Math.max(0, n);
  pools.set(rule, now);
  return now;
}

/** The round ends: the pools for any roll empty. */
export function emptyAnyRollPools(m: Match): void {
  states.get(m)?.any.clear();
}

/** Re-rolls left in `eid`'s own pool. */
export function ownPool(m: Match, eid: number): number {
  return states.get(m)?.own.get(eid) ?? 0;
}

/** Give `eid` `n` more re-rolls of its own (until its next turn begins); returns its pool now. */
export function addToOwnPool(m: Match, eid: number, n: number): number {
  const now = ownPool(m, eid) + Math.max(0, n);
  stateOf(m).own.set(eid, now);
  return now;
}

/** Whether a Destiny re-roll of `caster` (Cantrip of the Stars) waits unspent. */
export function destinyRerollHeld(m: Match, caster: number): boolean {
  return states.get(m)?.destiny.has(caster) ?? false;
}

/** `caster`'s gang may re-roll one Destiny Dice until `caster`'s next turn begins. */
export function holdDestinyReroll(m: Match, caster: number): void {
  stateOf(m).destiny.set(caster, gangIndex(m, caster));
}

/** `eid`'s turn begins: its own pool and the Destiny re-roll it gave its gang end. */
export function endPoolsAtTurnStart(m: Match, eid: number): void {
  const s = states.get(m);
  if (!s) return;
  s.own.delete(eid);
  s.destiny.delete(eid);
}

const misses = (roll: Roll) => roll.dice.filter((d, i) => i > 0 && !d.ace && !d.rerolled).length;

/**
 * One die of `roll` (made for `purpose`) re-rolled by a rule that asks nobody (Relics of Malta, Clairvoyancy): the
 * first missed die, never the Destiny Dice — on a fight roll always, on any other roll only when it has no Ace (as
 * the pools here are spent); null when there is none to re-roll.
 */
export function rerollOneMissed(m: Match, roll: Roll, purpose: string): Roll | null {
  if (!FIGHTS.has(purpose) && roll.aces > 0) return null;
  const missed = roll.dice.findIndex((d, i) => i > 0 && !d.ace && !d.rerolled);
  return missed < 0 ? null : reroll(m.dice, roll, [missed]);
}

/** Re-roll up to `left` missed dice of `roll`; returns the roll and how many were re-rolled. */
function drawMisses(m: Match, roll: Roll, left: number): { roll: Roll; n: number } {
  const n = Math.min(left, misses(roll));
  return n > 0 ? { roll: rerollMisses(m.dice, roll, n), n } : { roll, n: 0 };
}

/**
 * Spend the pools that serve `eid`'s `roll` (made for `purpose`; `opposing`: the opposing side of an Opposed Roll)
 * after its own re-rolls: its gang's pool, then its own pool (see the module comment). Each spending adds its words
 * to `modifiers`. Returns the roll.
 */
export function spendRerollPools(
  m: Match,
  eid: number,
  roll: Roll,
  purpose: string,
  modifiers: string[],
  opposing = false,
): Roll {
  const s = states.get(m);
  if (!s) return roll;
  let out = roll;
  const gang = gangIndex(m, eid);
  const mob = s.gang.get(gang) ?? 0;
  if (FIGHTS.has(purpose) && mob > 0) {
    const d = drawMisses(m, out, mob);
    if (d.n > 0) {
      s.gang.set(gang, mob - d.n);
      out = d.roll;
      modifiers.push(`Mob Mentality: re-roll ${d.n} (${mob - d.n} left)`);
    }
  }
  const own = s.own.get(eid) ?? 0;
  if (own > 0 && (FIGHTS.has(purpose) || opposing || out.aces === 0)) {
    const d = drawMisses(m, out, own);
    if (d.n > 0) {
      s.own.set(eid, own - d.n);
      out = d.roll;
      modifiers.push(`Fate's Bounty: re-roll ${d.n} (${own - d.n} left)`);
    }
  }
  for (const [rule, left] of s.any.get(gang) ?? []) {
    if (left <= 0 || !(FIGHTS.has(purpose) || opposing || out.aces === 0)) continue;
    const d = drawMisses(m, out, left);
    if (d.n === 0) continue;
    s.any.get(gang)!.set(rule, left - d.n);
    out = d.roll;
    modifiers.push(`${rule}: re-roll ${d.n} (${left - d.n} left)`);
  }
  return out;
}

/**
 * Spend a Destiny re-roll of `eid`'s gang (Cantrip of the Stars) on `roll` when it is a Fumble (`opposing`: the
 * opposing side of an Opposed Roll, never spent on). Adds its words to `modifiers`; returns the roll.
 */
export function spendDestinyReroll(
  m: Match,
  eid: number,
  roll: Roll,
  modifiers: string[],
  opposing = false,
): Roll {
  const s = states.get(m);
  const destiny = roll.dice[0];
  if (!s || opposing || roll.result !== 'fumble' || !destiny || destiny.rerolled) return roll;
  const gang = gangIndex(m, eid);
  const giver = [...s.destiny].find(([, g]) => g === gang)?.[0];
  if (giver === undefined) return roll;
  s.destiny.delete(giver);
  modifiers.push('Cantrip of the Stars: Destiny Dice re-rolled');
  return reroll(m.dice, roll, [0], true);
}

/**
 * The re-rolls rules give a roll after the roller's own, in this order: the re-roll pools (Mob Mentality, Fate's
 * Bounty), then the rule book's {@link RULE_REROLL} entries (Vatican Apostate), then a held Destiny Dice re-roll (a
 * Cantrip of the Stars); applied to `roll` (made for `purpose`; `opposing`: the opposing side of an Opposed Roll),
 * their labels added to `modifiers`. Used by every roll path (roll.ts, attack-roll.ts) so they read alike.
 */
export function ruleRerolls(
  m: Match,
  eid: number,
  roll: Roll,
  purpose: string,
  modifiers: string[],
  opposing = false,
): Roll {
  let r = spendRerollPools(m, eid, roll, purpose, modifiers, opposing);
  for (const f of m.book.all(RULE_REROLL)) {
    const after = f(m, eid, r, purpose);
    if (after.label) modifiers.push(after.label);
    r = after.roll;
  }
  return spendDestinyReroll(m, eid, r, modifiers, opposing);
}

/** The re-roll pools as a plug-in: pools that last until their holder's next turn end as that turn starts. */
export const REROLL_POOLS_PLUGIN = plugin('re-roll pools', (add) => {
  add(TURN_START, endPoolsAtTurnStart);
});
