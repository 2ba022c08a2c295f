/**
 * The AI's Command Abilities (rulebook "Command Points", ABILITY): spend the Command Point when what the ability
 * buys, in Victory Points as src/ai/plan.ts scores options, reaches {@link ABILITY_MARGIN}, the worth of keeping the
 * point (like an ORDER). What each buys:
 * - Soul Drain: on an enemy in base contact, the exact chance the Aces take it out and the Life Points it is
 *   expected to lose (`attackWorth`), plus the Will Points regained; never on a friend.
 * - Heavenly Father Guide Us: {@link WILL_POINT_WORTH} per Will Point regained by the gang.
 * - Let the Masquerata Begin: the worth of 1 more Action Point (`extraApWorth`, as for an ORDER); a Councillor
 *   keeps the point 40 % of the time, so the margin shrinks by that share.
 * - Necrotic Mist: {@link MIST_SHARE} of each friend's worth (the most its best-placed enemy shooter could take from
 *   it this round, `threatOf`) for every friend within 6″ that an enemy could shoot (within its MOVE + range), is
 *   not in cover already and not in base contact with an enemy (cover never counts there).
 * Nexus Link Reconfiguration is left to people for now (it only moves Will Points around).
 */

import { weaponsOf } from '../../rules/combat.ts';
import { abilityCommands } from '../../rules/command-abilities.ts';
import type { Match } from '../../rules/match.ts';
import {
  distanceBetween,
  enemiesOf,
  inContact,
  isOnBoard,
  profileOf,
  sightBetween,
  statOf,
} from '../../rules/match-state.ts';
import { aceDistribution } from '../../rules/probability.ts';
import type { AbilityCommand } from '../../rules/types.ts';
import type { Candidate } from '../plan.ts';
import { attackWorth, threatOf } from '../threat.ts';
import { extraApWorth, ORDER_MARGIN } from './order.ts';

/** What a Command Ability must buy before a Command Point is spent on it. */
export const ABILITY_MARGIN = ORDER_MARGIN;

/** What one Will Point regained is worth (about a die added to one roll later). */
export const WILL_POINT_WORTH = 0.08;

/** Share of a shot's worth that cover (+1 PROTECTION) takes away, about one saved Life Point in four. */
export const MIST_SHARE = 0.25;

/** Chance a Councillor's die keeps the Command Point (7+ on a D10). */
const COUNCILLOR_KEEPS = 0.4;

function willRoom(m: Match, eid: number): number {
  const p = m.world.components.Points;
  return Math.max(0, (p.wpStart[eid] ?? 0) - (p.wp[eid] ?? 0));
}

/** What `cmd` buys for `user` (whose scored options for its turn are `candidates`), and the margin it must reach. */
export function abilityWorth(
  m: Match,
  user: number,
  cmd: AbilityCommand,
  candidates: readonly Candidate[],
): { worth: number; margin: number } {
  const c = m.world.components;
  switch (cmd.ability) {
    case 'Soul Drain': {
      const target = m.ids.get(cmd.targets[0] ?? '');
      if (target === undefined || c.Gang.index[target] === c.Gang.index[user]) return { worth: 0, margin: 1 };
      const lp = c.Points.lp[target] ?? 0;
      const aces = aceDistribution(statOf(m, user, 'mind'), 7);
      let expected = 0;
      let kill = 0;
      aces.forEach((p, n) => {
        expected += p * Math.min(n, lp);
        if (n >= lp) kill += p;
      });
      const wp = Math.min(willRoom(m, user), expected);
      return { worth: attackWorth(kill, expected, lp) + wp * WILL_POINT_WORTH, margin: ABILITY_MARGIN };
    }
    case 'Heavenly Father Guide Us': {
      let wp = Math.min(2, willRoom(m, user));
      for (const o of m.ids.values()) {
        if (o === user || c.Gang.index[o] !== c.Gang.index[user]) continue;
        if ((c.Points.lp[o] ?? 0) > 0 && distanceBetween(m, user, o) <= 3) wp += Math.min(1, willRoom(m, o));
      }
      return { worth: wp * WILL_POINT_WORTH, margin: ABILITY_MARGIN };
    }
    case 'Let the Masquerata Begin': {
      const councillor = profileOf(m, user).keywords.includes('Councillor');
      return {
        worth: extraApWorth(candidates),
        margin: ABILITY_MARGIN * (councillor ? 1 - COUNCILLOR_KEEPS : 1),
      };
    }
    case 'Necrotic Mist': {
      let worth = 0;
      for (const o of m.ids.values()) {
        if (c.Gang.index[o] !== c.Gang.index[user] || !isOnBoard(m, o)) continue;
        if (o !== user && distanceBetween(m, user, o) > 6) continue;
        if (m.command.coverUntilRoundEnd.has(o)) continue;
        const foes = enemiesOf(m, o);
        if (foes.some((e) => inContact(m, e, o))) continue;
        let shot = 0;
        for (const e of foes) {
          const d = distanceBetween(m, e, o);
          const reach = statOf(m, e, 'move');
          const shoots = weaponsOf(m, e).some((w) => w.range > 0 && d <= w.range + reach);
          if (shoots && !sightBetween(m, e, o).cover) shot = Math.max(shot, threatOf(m, e, o));
        }
        worth += MIST_SHARE * shot;
      }
      return { worth, margin: ABILITY_MARGIN };
    }
    default:
      return { worth: 0, margin: 1 };
  }
}

/** The Command Ability the AI uses now for `user` (between its actions), or null. */
export function chooseAbility(
  m: Match,
  user: number,
  candidates: readonly Candidate[],
): { command: AbilityCommand; why: string } | null {
  let best: { command: AbilityCommand; gain: number; worth: number } | null = null;
  for (const cmd of abilityCommands(m, user)) {
    const { worth, margin } = abilityWorth(m, user, cmd, candidates);
    const gain = worth - margin;
    if (gain >= 0 && (!best || gain > best.gain)) best = { command: cmd, gain, worth };
  }
  if (!best) return null;
  const on = best.command.targets.length ? ` on ${best.command.targets.join(', ')}` : '';
  return {
    command: best.command,
    why: `${best.command.actor} uses ${best.command.ability}${on}: worth ${best.worth.toFixed(2)}`,
  };
}
