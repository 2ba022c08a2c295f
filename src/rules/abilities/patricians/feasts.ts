/**
 * Patrician abilities read after a hit (HIT_TAKEN):
 *
 * - **Flesheater** (the Gourmand Noble): a hit of its attack in base contact that takes at least 1 Life Point gives it
 *   back 1 Will Point; **The Other, Other White Meat** (its AURA Command Ability): until the round ends, other friends
 *   in its sight have Flesheater while they stay in its sight (command-abilities.ts).
 * - **Disciplined Momentum** (the Janissary Chorbaji): each enemy a friendly Ottoman takes out, the Ottoman within 6″
 *   of the Chorbaji and in its sight, gives the Chorbaji back 1 Command Point.
 * - **Murderous Patron** (the Venetian Noble; unique/kill-rewards.ts), **Pay Out** (the Sopracomito's Will Point
 *   loan; unique/will-rules.ts), **Affirmation**, **Gleeful Charge** and **Nautical Bearings**
 *   (unique/vatican-and-patrician-turns.ts).
 *
 * Readings: "a Combat action in base contact" is a hit of an attack made in base contact; the regains never above the
 * start.
 */
import type { HitReport } from '../../character/ability-types.ts';
import { boonsNow, HIT_TAKEN, TURN_START } from '../../character/hooks.ts';
import { hasKeyword } from '../../character/keywords.ts';
import { regain } from '../../character/regain.ts';
import { ABILITY_DEFS } from '../../character/registry.ts';
import { holdsUnique } from '../../character/stats.ts';
import { WEAPON_REACH, WEAPONS_LENT } from '../../combat/combat-hooks.ts';
import { distanceBetween, type Match, sightBetween } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';
import { murderousPatron } from '../unique/kill-rewards.ts';
import { killedFoe } from '../unique/unique-effects.ts';
import {
  affirmation,
  blackPowderArrows,
  GLEEFUL_CHARGE,
  nauticalBearings,
} from '../unique/vatican-and-patrician-turns.ts';
import { PAY_OUT } from '../unique/will-rules.ts';

/** The AURA that lends Flesheater. */
export const WHITE_MEAT = 'The Other, Other White Meat';

/** Whether `eid` has Flesheater now: printed, or lent by the Gourmand Noble's aura. */
export function hasFlesheater(m: Match, eid: number): boolean {
  return holdsUnique(m, eid, 'Flesheater') || boonsNow(m, eid).some((b) => b.source === WHITE_MEAT);
}

/** Flesheater: 1 Will Point back after a hit in base contact that takes a Life Point. */
export function flesheater(hit: HitReport): void {
  const { m, attacker } = hit;
  if (hit.contact && hit.lpLost >= 1 && hasFlesheater(m, attacker))
    regain(m, attacker, 'will', 1, 'Flesheater');
}

/** Disciplined Momentum: a Command Point back to each Chorbaji that saw a friendly Ottoman's kill near it. */
export function disciplinedMomentum(hit: HitReport): void {
  const { m, attacker } = hit;
  if (!killedFoe(hit) || !hasKeyword(m, attacker, 'Ottoman')) return;
  const team = m.world.components.Gang.team;
  for (const h of charactersOnBoard(m.world))
    if (
      team[h] === team[attacker] &&
      holdsUnique(m, h, 'Disciplined Momentum') &&
      (h === attacker ||
        (distanceBetween(m, h, attacker) <= 6 + 1e-9 && sightBetween(m, h, attacker).lineOfSight))
    )
      regain(m, h, 'command', 1, 'Disciplined Momentum');
}

/** These Patrician abilities as a plug-in of the rule book. */
export const PATRICIAN_FEASTS_PLUGIN = plugin('Patrician rewards for a hit', (add) => {
  add(HIT_TAKEN, flesheater);
  add(HIT_TAKEN, disciplinedMomentum);
  add(HIT_TAKEN, murderousPatron);
  add(ABILITY_DEFS, PAY_OUT);
  add(ABILITY_DEFS, GLEEFUL_CHARGE);
  add(TURN_START, affirmation);
  add(WEAPON_REACH, nauticalBearings);
  add(WEAPONS_LENT, blackPowderArrows);
});
