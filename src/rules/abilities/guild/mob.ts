/**
 * Mob Mentality (The Guild's Command Ability): a pool of re-rolls shared by the gang until the round ends. Using it
 * adds one re-roll for every friend in the user's line of sight, the user included; Whispers on the Street (the
 * Beggar) adds one per Beggar as each round starts; Paying Off My Debts (the Indebted) adds one per enemy it kills
 * with a Combat action. Any friend may spend them, one re-roll per die, never on the Destiny Dice.
 *
 * Our reading of "any friendly may spend them": the engine asks nobody about re-rolls (docs/rules-coverage.md), so
 * the pool is spent for the rolls that decide fights — Attack Rolls, Protection Rolls and both sides of Grapple and
 * Drown rolls — on the missed dice left after the roller's own re-rolls, as many as the pool holds. The exact odds
 * shown before an attack leave the pool out (it may be spent before then). The pool itself is one of the re-roll
 * pools of reroll-pools.ts, which spends it.
 */

import { ROUND_START } from '../../character/hooks.ts';
import { type CommandAbility, FACTION_COMMAND_ABILITY } from '../../command/command-hooks.ts';
import { addToGangPool, emptyGangPools, gangPool } from '../../rolls/reroll-pools.ts';
import { emit, idOf, isOnBoard, type Match, profileOf, sightBetween } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';

/** Re-rolls left in the pool of gang `gang` (an index) this round (spent by reroll-pools.ts). */
export function mobPool(m: Match, gang: number): number {
  return gangPool(m, gang);
}

/** Add `n` re-rolls to the pool of `eid`'s gang because of `cause` (emits an `ability` event). */
export function addToMob(m: Match, eid: number, n: number, cause: string): void {
  if (n <= 0) return;
  const now = addToGangPool(m, m.world.components.Gang.index[eid] ?? 0, n);
  emit(m, {
    type: 'ability',
    character: idOf(m, eid),
    ability: cause,
    effect: `adds ${n} re-roll${n === 1 ? '' : 's'} to the Mob Mentality pool (${now} now)`,
  });
}

/** Friends in `user`'s line of sight, the user included: the re-rolls Mob Mentality adds. */
export function mobFriendsInSight(m: Match, user: number): number {
  const team = m.world.components.Gang.team;
  return charactersOnBoard(m.world).filter(
    (o) => team[o] === team[user] && (o === user || sightBetween(m, user, o).lineOfSight),
  ).length;
}

/** A new round: the pools empty, then each Beggar on the board adds one (Whispers on the Street). */
export function startRoundMob(m: Match): void {
  emptyGangPools(m);
  for (const e of charactersOnBoard(m.world)) {
    if (isOnBoard(m, e) && profileOf(m, e).uniqueAbilities.some((u) => u.name === 'Whispers on the Street'))
      addToMob(m, e, 1, 'Whispers on the Street');
  }
}

/** Mob Mentality, The Guild's Command Ability (see the module comment). */
const mobMentality: CommandAbility = {
  name: 'Mob Mentality',
  form: 'pulse',
  text: 'Adds one re-roll to the gang’s pool for every friend this character sees, itself too; the pool is spent on the gang’s fighting rolls until the round ends.',
  targetLists: () => [[]],
  problem: (_m, _user, targets) => (targets.length > 0 ? 'it names no other character' : null),
  resolve(m, user) {
    addToMob(m, user, mobFriendsInSight(m, user), this.name);
  },
};

/** Mob Mentality as a plug-in: The Guild's Command Ability. */
export const MOB_PLUGIN = plugin('Mob Mentality', (add) => {
  add(FACTION_COMMAND_ABILITY, { faction: 'The Guild', ability: mobMentality });
  add(ROUND_START, startRoundMob);
});
