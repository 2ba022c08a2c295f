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
 * - The Command Abilities printed on characters that hand out abilities and stat changes (Toughen Up, Fury of
 *   Dagon…): the worth of what each character it changes gains, weighted by how much that character is in the
 *   fight, less the Life Points it loses; for friends, and against for enemies (`boonsWorth`).
 * - Mob Mentality: {@link MOB_REROLL_WORTH} for each re-roll it adds (a friend in the user's sight) that the fights
 *   within reach this round could spend: {@link MOB_MISSES_PER_FIGHTER} for each friend with an enemy in reach
 *   (`mobUse`), less the re-rolls the pool already holds. With no fight in reach the point is kept.
 * - Birth: one more friendly character, {@link NEWCOMER_WORTH} (choices/summons.ts).
 * - Nexus Link Reconfiguration: {@link WILL_POINT_WORTH} per Will Point won (twice those given up, within the
 *   receiver's room), counted in full for a character with an enemy within 8″ and half otherwise.
 */

import {
  type AbilityCommand,
  abilityCommands,
  aceDistribution,
  charactersOnBoard,
  commandAbilitiesOf,
  distanceBetween,
  enemiesOf,
  hasTag,
  inContact,
  isOnBoard,
  type Match,
  mobFriendsInSight,
  mobPool,
  profileOf,
  sightBetween,
  statOf,
  weaponsOf,
} from '../../rules/index.ts';
import { factAgendaGain } from '../agenda-worth.ts';
import { attackWorth, fightReach, threatOf } from '../threat.ts';
import type { Candidate } from '../types.ts';
import { WILL_POINT_WORTH } from '../will-point-worth.ts';
import { extraApWorth, ORDER_MARGIN } from './order.ts';
import { NEWCOMER_WORTH } from './summons.ts';
import { uniqueMoveWorth } from './unique-moves.ts';

/** What a Command Ability must buy before a Command Point is spent on it. */
export const ABILITY_MARGIN = ORDER_MARGIN;

/** A friendly Construct with Will Points yet to act near Father Cesta: its Will Points worth two dice (Gates of Heaven). */
export const GATES_WORTH = 0.05;

/** A friend yet to act that can reach a Judged enemy: its failed Attack Roll rolled again (Judgement). */
export const JUDGED_ATTACKER_WORTH = 0.06;

/** An Action Point more for a Bride yet to act with an enemy within two Run/Climbs (Eastern Swiftness). */
export const BRIDE_AP_WORTH = 0.12;

/** What one re-roll in the Mob Mentality pool is worth (spent on a missed die of a fighting roll this round). */
export const MOB_REROLL_WORTH = 0.05;

/**
 * Re-rolls a friend with an enemy in reach is expected to spend in a round: about three missed dice over its
 * Attack and Protection Rolls (rulebook "Re-rolls"; the pool takes one per die).
 */
export const MOB_MISSES_PER_FIGHTER = 3;

/**
 * Re-rolls the gang of `user` could spend this round: {@link MOB_MISSES_PER_FIGHTER} for each friend on the board
 * that a fight this round may reach — it is in base contact with an enemy, or one of the two, still to act this
 * round, can reach the other (threat.ts `fightReach`) — less the pool's re-rolls left.
 */
export function mobUse(m: Match, user: number): number {
  const c = m.world.components;
  let fighters = 0;
  const yetToAct = (e: number) => m.active === e || !hasTag(m.world, e, c.HadTurn);
  for (const f of charactersOnBoard(m.world)) {
    if (c.Gang.team[f] !== c.Gang.team[user] || !isOnBoard(m, f)) continue;
    const reaches = enemiesOf(m, f).some((e) => {
      if (inContact(m, e, f)) return true;
      const d = distanceBetween(m, e, f);
      return (yetToAct(f) && d <= fightReach(m, f)) || (yetToAct(e) && d <= fightReach(m, e));
    });
    if (reaches) fighters++;
  }
  return Math.max(0, fighters * MOB_MISSES_PER_FIGHTER - mobPool(m, c.Gang.index[user] ?? 0));
}

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
  // Bodyguard, Pickpocket and Run/Climb abilities (unique-moves.ts)
  const moved = uniqueMoveWorth(m, user, cmd);
  if (moved !== null) return { worth: moved, margin: ABILITY_MARGIN };
  const c = m.world.components;
  switch (cmd.ability) {
    case 'Soul Drain': {
      const target = m.ids.get(cmd.targets[0] ?? '');
      if (target === undefined || c.Gang.team[target] === c.Gang.team[user]) return { worth: 0, margin: 1 };
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
        if (o === user || c.Gang.team[o] !== c.Gang.team[user]) continue;
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
        if (c.Gang.team[o] !== c.Gang.team[user] || !isOnBoard(m, o)) continue;
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
    case 'Nexus Link Reconfiguration': {
      const [from, to] = cmd.targets.map((id) => m.ids.get(id));
      if (from === undefined || to === undefined) return { worth: 0, margin: 1 };
      const lost = c.Points.wp[from] ?? 0;
      const gained = Math.min(2 * lost, willRoom(m, to));
      // Will Points are worth more to a character in the fight (it rolls soon).
      const use = (e: number) => (enemiesOf(m, e).some((f) => distanceBetween(m, e, f) <= 8) ? 1 : 0.5);
      return { worth: (gained * use(to) - lost * use(from)) * WILL_POINT_WORTH, margin: ABILITY_MARGIN };
    }
    case 'Birth':
      return { worth: NEWCOMER_WORTH, margin: ABILITY_MARGIN };
    case 'Clairvoyancy': {
      // a re-roll on each roll of each friend within 6″ that fights this round (counted as Mob Mentality's)
      const near = charactersOnBoard(m.world).filter(
        (e) => c.Gang.team[e] === c.Gang.team[user] && distanceBetween(m, user, e) <= 6,
      ).length;
      return { worth: Math.min(near, mobUse(m, user)) * MOB_REROLL_WORTH, margin: ABILITY_MARGIN };
    }
    case 'Soothsaying': {
      // one re-roll for each enemy in sight, spent on the gang's rolls this round (as Mob Mentality's are)
      const seen = enemiesOf(m, user).filter((e) => sightBetween(m, user, e).lineOfSight).length;
      return { worth: Math.min(seen, mobUse(m, user)) * MOB_REROLL_WORTH, margin: ABILITY_MARGIN };
    }
    case 'Gates of Heaven': {
      // each friendly Construct near him, yet to act and with Will Points to spend: its rolls this round gain dice
      const constructs = charactersOnBoard(m.world).filter(
        (e) =>
          c.Gang.team[e] === c.Gang.team[user] &&
          profileOf(m, e).keywords.includes('Construct') &&
          (m.active === e || !hasTag(m.world, e, c.HadTurn)) &&
          (c.Points.wp[e] ?? 0) > 0 &&
          distanceBetween(m, user, e) <= 6 &&
          sightBetween(m, user, e).lineOfSight,
      );
      return { worth: constructs.length * GATES_WORTH, margin: ABILITY_MARGIN };
    }
    case 'Judgement': {
      // each friend that can attack the Judged enemy this round: a failed Attack Roll rolled again
      const target = m.ids.get(cmd.targets[0] ?? '');
      if (target === undefined) return { worth: 0, margin: 1 };
      const attackers = charactersOnBoard(m.world).filter(
        (e) =>
          c.Gang.team[e] === c.Gang.team[user] &&
          (m.active === e || !hasTag(m.world, e, c.HadTurn)) &&
          distanceBetween(m, e, target) <= statOf(m, e, 'move') + 1,
      );
      return { worth: attackers.length * JUDGED_ATTACKER_WORTH, margin: ABILITY_MARGIN };
    }
    case 'Eastern Swiftness': {
      // the user's own extra Action Point as its options price it; each other Bride yet to act near an enemy
      const own = m.active === user ? extraApWorth(candidates) : 0;
      const others = charactersOnBoard(m.world).filter(
        (e) =>
          e !== user &&
          c.Gang.team[e] === c.Gang.team[user] &&
          profileOf(m, e).keywords.includes('Bride') &&
          !hasTag(m.world, e, c.HadTurn) &&
          enemiesOf(m, e).some((f) => distanceBetween(m, e, f) <= 2 * statOf(m, e, 'move') + 1),
      );
      return { worth: own + others.length * BRIDE_AP_WORTH, margin: ABILITY_MARGIN };
    }
    case 'Mob Mentality':
      return {
        worth: Math.min(mobFriendsInSight(m, user), mobUse(m, user)) * MOB_REROLL_WORTH,
        margin: ABILITY_MARGIN,
      };
    default:
      return { worth: boonsWorth(m, user, cmd), margin: ABILITY_MARGIN };
  }
}

/** Worth of one point of a stat, or of (X) = 1 of an ability, to a character in a fight. */
const STAT_WORTH: Readonly<Record<string, number>> = {
  attack: 0.12,
  protection: 0.12,
  dex: 0.05,
  move: 0.04,
  mind: 0.03,
};
const ABILITY_WORTH: Readonly<Record<string, number>> = {
  'Expert Offence': 0.05,
  'Expert Protection': 0.05,
  'Expert Marksman': 0.04,
  'First Strike': 0.03,
  'Universal Shielding': 0.03,
  Parry: 0.06,
  Hunter: 0.08,
  Acrobatic: 0.02,
};
/** An ability without an (X) listed above. */
const OTHER_ABILITY_WORTH = 0.02;
/** Penetration −1 on every weapon. */
const PENETRATION_WORTH = 0.06;

/** How much `eid` is in the fight now: in base contact 1, an enemy within 8″ 0.6, else 0.25. */
function engagement(m: Match, eid: number): number {
  const foes = enemiesOf(m, eid);
  if (foes.some((e) => inContact(m, e, eid))) return 1;
  return foes.some((e) => distanceBetween(m, e, eid) <= 8) ? 0.6 : 0.25;
}

/**
 * What a Command Ability that hands out boons (unique-command-abilities.ts: AURA and PULSE) buys: for every
 * character it would change (`affects`), the worth of its stats and abilities to it, weighted by how much it is in
 * the fight, less the worth of the Life Points it loses; counted for friends, against for enemies.
 */
function boonsWorth(m: Match, user: number, cmd: AbilityCommand): number {
  const def = commandAbilitiesOf(m, user).find((a) => a.name === cmd.ability);
  const targets = cmd.targets.flatMap((id) => {
    const e = m.ids.get(id);
    return e === undefined ? [] : [e];
  });
  if (!def?.affects) return 0;
  const team = m.world.components.Gang.team;
  let worth = 0;
  for (const { eid, boon, lp } of def.affects(m, user, targets)) {
    let v = 0;
    for (const [stat, n] of Object.entries(boon.stats ?? {})) v += (STAT_WORTH[stat] ?? 0) * n;
    for (const a of boon.abilities ?? []) {
      const each = ABILITY_WORTH[a.name];
      v += each === undefined ? OTHER_ABILITY_WORTH : each * (typeof a.value === 'number' ? a.value : 1);
    }
    v -= (boon.penetration ?? 0) * PENETRATION_WORTH;
    v *= engagement(m, eid);
    if (lp > 0) {
      const left = m.world.components.Points.lp[eid] ?? 0;
      v -= attackWorth(lp >= left ? 1 : 0, Math.min(lp, left), left);
    }
    worth += team[eid] === team[user] ? v : -v;
  }
  return worth;
}

/** The Command Ability the AI uses now for `user` (between its actions), or null. */
export function chooseAbility(
  m: Match,
  user: number,
  candidates: readonly Candidate[],
): { command: AbilityCommand; why: string } | null {
  let best: { command: AbilityCommand; gain: number; worth: number } | null = null;
  // A Command Ability used may achieve an Agenda or step toward it (Following Orders: two in one round).
  const agenda =
    factAgendaGain(m, user, { kind: 'command-ability', who: user }, [{ kind: 'command-ability', who: user }])
      ?.value ?? 0;
  for (const cmd of abilityCommands(m, user)) {
    const { worth: own, margin } = abilityWorth(m, user, cmd, candidates);
    const worth = own + agenda;
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
