/**
 * Pickpocket (rulebook "Special Rules", Character Abilities) and Take it for the Guild! (the Prince of Thieves).
 *
 * Pickpocket: when this character successfully disengages, the enemy that tested the disengage loses 1 Will Point;
 * at the end of the action, this character or any one friendly character within 3″ of it regains 1 Will Point.
 * With two or more who could regain, its gang picks (a `choose` decision, purpose `pickpocket`; the engine's pick
 * first: the one with the most Will Points missing). It also takes any Mobile Objective the enemy carries
 * (state/objective-state.ts `takeObjective`), when it may carry one and carries none already.
 * Take it for the Guild!: a friendly character the Prince of Thieves sees regains 2 Will Points instead of 1 when
 * its Pickpocket works (seen at the end of the action).
 *
 * Our readings: a successful disengage is a Success or a Critical of the Opposed DEXTERITY Roll, or a pass without a
 * roll (Slippery); crossing a defended barricade tests as disengaging and counts too. An enemy without Will Points
 * loses none, yet the Will Point is still regained. Will Points are never regained above the starting value, so
 * only characters with one missing are offered; the Prince's own Pickpocket counts for him ("friendly characters
 * he can see" includes himself).
 */

import { AFTER_ACTION } from '../../character/flow-hooks.ts';
import { regain } from '../../character/regain.ts';
import { abilityOf } from '../../character/stats.ts';
import type { ChoiceOption } from '../../core/types.ts';
import { DISENGAGED } from '../../movement/movement-hooks.ts';
import {
  distanceBetween,
  emit,
  gangOf,
  idOf,
  isOnBoard,
  type Match,
  nameOf,
  profileOf,
  type Resolution,
  sightBetween,
} from '../../state/match-state.ts';
import { canCarryObjective, carriedBy, takeObjective } from '../../state/objective-state.ts';
import { matchTable } from '../../state/per-match.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';

/** Inches within which a friend may regain the pickpocket's Will Point. */
export const PICKPOCKET_INCHES = 3;

/** Pickpockets whose Will Point is to be regained at the end of the action being resolved, by match. */
const rewards = matchTable<number[]>();

/**
 * `thief` has just disengaged successfully from `foe` (movement/charging.ts `disengage`): with Pickpocket, `foe` loses 1
 * Will Point now and the regain waits for the end of the action.
 */
export function pickpocket(m: Match, thief: number, foe: number): void {
  if (!abilityOf(m, thief, 'Pickpocket').has) return;
  const wp = m.world.components.Points.wp;
  const before = wp[foe] ?? 0;
  if (before > 0) wp[foe] = before - 1;
  emit(m, {
    type: 'ability',
    character: idOf(m, thief),
    ability: 'Pickpocket',
    effect:
      before > 0
        ? `takes a Will Point from ${nameOf(m, foe)} (${before - 1} left)`
        : `finds no Will Point on ${nameOf(m, foe)}`,
  });
  // It takes any Mobile Objective the enemy carries (rulebook "Pickpocket"; state/objective-state.ts).
  const loot = carriedBy(m, foe);
  if (loot >= 0 && canCarryObjective(m, thief) && carriedBy(m, thief) < 0) takeObjective(m, loot, thief);
  rewards.set(m, [...(rewards.get(m) ?? []), thief]);
}

/** Will Points a working Pickpocket of `thief` gives back: 2 when a friendly Prince of Thieves sees it, else 1. */
export function pickpocketAmount(m: Match, thief: number): number {
  const team = m.world.components.Gang.team;
  const prince = charactersOnBoard(m.world).some(
    (o) =>
      team[o] === team[thief] &&
      profileOf(m, o).uniqueAbilities.some((u) => u.name === 'Take it for the Guild!') &&
      (o === thief || sightBetween(m, o, thief).lineOfSight),
  );
  return prince ? 2 : 1;
}

/** Who may regain `thief`'s Will Point now: it and friends within 3″ with one missing, most missing first. */
export function pickpocketCandidates(m: Match, thief: number): number[] {
  const c = m.world.components;
  const missing = (e: number) => (c.Points.wpStart[e] ?? 0) - (c.Points.wp[e] ?? 0);
  return charactersOnBoard(m.world)
    .filter(
      (o) =>
        c.Gang.team[o] === c.Gang.team[thief] &&
        (o === thief || distanceBetween(m, thief, o) <= PICKPOCKET_INCHES) &&
        missing(o) > 0,
    )
    .sort((a, b) => missing(b) - missing(a) || (a === thief ? -1 : b === thief ? 1 : a - b));
}

/**
 * The end of an action (match.ts `afterAction`): the resolution that gives back the Will Points of the Pickpockets
 * that worked in it, or null when none did.
 */
export function pickpocketRewards(m: Match): Resolution | null {
  const thieves = rewards.get(m);
  if (!thieves || thieves.length === 0) return null;
  rewards.delete(m);
  return reward(m, thieves);
}

function* reward(m: Match, thieves: readonly number[]): Resolution {
  for (const thief of thieves) {
    if (!isOnBoard(m, thief)) continue;
    const amount = pickpocketAmount(m, thief);
    const who = pickpocketCandidates(m, thief);
    let to = who[0];
    if (to === undefined) continue;
    if (who.length >= 2) {
      const wp = m.world.components.Points;
      const options: ChoiceOption[] = who.map((e) => ({
        id: idOf(m, e),
        label: `${nameOf(m, e)} (${wp.wp[e] ?? 0} of ${wp.wpStart[e] ?? 0} Will Points)`,
        figure: idOf(m, e),
      }));
      const answer = yield {
        type: 'choose',
        gang: gangOf(m, thief),
        character: idOf(m, thief),
        purpose: 'pickpocket',
        options,
      };
      const id = answer.type === 'decide' && answer.decision === 'choose' ? answer.option : undefined;
      to = who.find((e) => idOf(m, e) === id) ?? to;
    }
    regain(m, to, 'will', amount, 'Pickpocket');
  }
}

/** Pickpocket as a plug-in of the rule book: a Will Point taken on a successful disengage (`DISENGAGED`). */
export const PICKPOCKET_PLUGIN = plugin('Pickpocket', (add) => {
  add(DISENGAGED, pickpocket);
  add(AFTER_ACTION, pickpocketRewards);
});
