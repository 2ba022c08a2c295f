/**
 * Command Abilities: the ABILITY use of a Command Point (rulebook "Action Points, Will Points & Command Points",
 * ABILITY; each faction's Command Ability in its faction rules).
 *
 * `{type:'ability', actor, ability, targets}`: the character whose turn it is (or a waiting character of the gang
 * choosing, whose turn then starts) spends 1 Command Point on a Command Ability it has access to, between actions
 * — never during a COUNTER, which is not its turn. A character uses the ABILITY command once per game round, so at
 * most one Command Ability in its turn; several characters may use the same ability in a round. It is no action:
 * it costs no Action Point and no COUNTER follows it. PULSE abilities act at once on targets in range; AURA
 * abilities (none among the faction abilities played here) last while in range until the round ends.
 *
 * Each ability is data: its targets (`targets`, character ids in the order its definition names them) and two
 * functions, one saying why a use is not legal, one playing it. Played: Let the Masquerata Begin (Patricians),
 * Heavenly Father Guide Us (The Vatican), Nexus Link Reconfiguration (The Doctors), Soul Drain (Rashaar), Necrotic
 * Mist (Strigoi: every friend within 6″, the user too, counts as in cover until the round ends, as a PULSE on those
 * in range when it is used). Plug-ins of the rule book add more (command-hooks.ts): Mob Mentality (The Guild: a pool
 * of re-rolls, abilities/guild/mob.ts) and the Command Abilities printed on profiles; What's My Cue? (Gifted) is
 * used before initiative (match/rounds.ts).
 *
 * Readings: Will Points regained never go above the character's starting Will Points (character/regain.ts);
 * the Action Point of Let the Masquerata Begin never takes a character beyond 3 Action Points
 * in the round, as with ORDER; "within X″" is measured between bases (match-state.ts `distanceBetween`).
 */

import { loseLifePoints } from '../character/life-points.ts';
import { regain } from '../character/regain.ts';
import { statDice } from '../character/stats.ts';
import { activate } from '../character/turns.ts';
import { MAX_AP_PER_ROUND } from '../core/constants.ts';
import type { AbilityCommand, Command, PendingDecision } from '../core/types.ts';
import { makeRoll } from '../rolls/roll.ts';
import { markCommandUsed } from '../state/command-state.ts';
import {
  distanceBetween,
  emit,
  idOf,
  inContact,
  isOnBoard,
  type Match,
  nameOf,
  profileOf,
} from '../state/match-state.ts';
import { matchTable } from '../state/per-match.ts';
import { charactersOnBoard } from '../state/world.ts';
import {
  COMMAND_ABILITIES,
  type CommandAbility,
  commandAbilityUses,
  commandUsed,
  FACTION_COMMAND_ABILITY,
} from './command-hooks.ts';
import { oneDieKeepsCommandPoint } from './command-points.ts';

export type { Affected, CommandAbility } from './command-hooks.ts';

const friendsOf = (m: Match, eid: number) =>
  charactersOnBoard(m.world).filter(
    (o) => m.world.components.Gang.team[o] === m.world.components.Gang.team[eid],
  );

const masquerata: CommandAbility = {
  name: 'Let the Masquerata Begin',
  form: 'pulse',
  text: 'This character gains 1 Action Point this turn. A Councillor rolls a die: on 7+ the Command Point is kept.',
  targetLists: () => [[]],
  problem: (m, user, targets) => {
    if (targets.length > 0) return 'it names no other character';
    const p = m.world.components.Points;
    const total = (p.apUsed[user] ?? 0) + (m.active === user ? (p.ap[user] ?? 0) : (p.apMax[user] ?? 0));
    return total >= MAX_AP_PER_ROUND ? 'it would go beyond 3 Action Points this round' : null;
  },
  resolve(m, user) {
    const p = m.world.components.Points;
    p.ap[user] = (p.ap[user] ?? 0) + 1;
    emit(m, {
      type: 'regain',
      character: idOf(m, user),
      points: 'action',
      amount: 1,
      after: p.ap[user],
      cause: this.name,
    });
    if (profileOf(m, user).keywords.includes('Councillor'))
      oneDieKeepsCommandPoint(m, user, 'councillor', 'Councillor', ['one die, 7+']);
  },
};

/** Friends (the user among them) within `inches` of the user. */
const friendsWithin = (m: Match, user: number, inches: number) =>
  friendsOf(m, user).filter((o) => o === user || distanceBetween(m, user, o) <= inches);

const heavenlyFather: CommandAbility = {
  name: 'Heavenly Father Guide Us',
  form: 'pulse',
  text: 'This character regains 2 Will Points and every other friend within 3″ regains 1.',
  targetLists: () => [[]],
  problem: (_m, _user, targets) => (targets.length > 0 ? 'it names no other character' : null),
  resolve(m, user) {
    regain(m, user, 'will', 2, this.name);
    for (const o of friendsWithin(m, user, 3)) if (o !== user) regain(m, o, 'will', 1, this.name);
  },
};

const NEXUS_RANGE = 6;

const nexusLink: CommandAbility = {
  name: 'Nexus Link Reconfiguration',
  form: 'pulse',
  text: 'Two friends within 6″ (this character may be one): the first gives up all its Will Points, the second regains 2 for each.',
  targetLists: (m, user) => {
    const near = friendsWithin(m, user, NEXUS_RANGE);
    const wp = m.world.components.Points.wp;
    return near.flatMap((a) => ((wp[a] ?? 0) > 0 ? near.filter((b) => b !== a).map((b) => [a, b]) : []));
  },
  problem: (m, user, targets) => {
    if (targets.length !== 2 || targets[0] === targets[1]) return 'it names two different friends';
    for (const t of targets) {
      if (!friendsOf(m, user).includes(t)) return `${nameOf(m, t)} is not a friend on the board`;
      if (t !== user && distanceBetween(m, user, t) > NEXUS_RANGE) return `${nameOf(m, t)} is beyond 6″`;
    }
    return null;
  },
  resolve(m, _user, targets) {
    const [from, to] = targets as [number, number];
    const p = m.world.components.Points;
    const lost = p.wp[from] ?? 0;
    p.wp[from] = 0;
    if (lost > 0)
      emit(m, { type: 'will-points', character: idOf(m, from), amount: lost, wpBefore: lost, wpAfter: 0 });
    regain(m, to, 'will', 2 * lost, this.name);
  },
};

const soulDrain: CommandAbility = {
  name: 'Soul Drain',
  form: 'pulse',
  text: 'A Basic MIND roll: a character in base contact (friend or enemy) loses 1 Life Point per Ace, and this character regains as many Will Points.',
  targetLists: (m, user) =>
    charactersOnBoard(m.world)
      .filter((o) => o !== user && inContact(m, user, o))
      .map((o) => [o]),
  problem: (m, user, targets) => {
    const [t] = targets;
    if (targets.length !== 1 || t === undefined || t === user) return 'it names one other character';
    if (!isOnBoard(m, t) || !inContact(m, user, t)) return `${nameOf(m, t)} is not in base contact`;
    return null;
  },
  *resolve(m, user, targets) {
    const target = targets[0]!;
    const mind = statDice(m, user, 'mind');
    const roll = yield* makeRoll(m, user, {
      kind: 'basic',
      purpose: 'soul-drain',
      pool: mind.dice,
      modifiers: mind.labels,
      aceOn: 7,
    });
    if (roll.aces <= 0) return;
    loseLifePoints(m, target, roll.aces, this.name);
    regain(m, user, 'will', roll.aces, this.name);
  },
};

const necroticMist: CommandAbility = {
  name: 'Necrotic Mist',
  form: 'pulse',
  text: 'Every friend within 6″, this character too, counts as being in cover until the round ends.',
  targetLists: () => [[]],
  problem: (_m, _user, targets) => (targets.length > 0 ? 'it names no other character' : null),
  resolve(m, user) {
    for (const o of friendsWithin(m, user, 6)) m.command.coverUntilRoundEnd.add(o);
  },
};

/**
 * The Command Ability of each faction that the core plays, by faction name as on profiles; plug-ins add others
 * ({@link FACTION_COMMAND_ABILITY}: The Guild's Mob Mentality).
 */
export const FACTION_COMMAND_ABILITIES: Readonly<Record<string, CommandAbility>> = {
  Patricians: masquerata,
  'The Vatican': heavenlyFather,
  'The Doctors': nexusLink,
  Rashaar: soulDrain,
  Strigoi: necroticMist,
};

/**
 * The Command Abilities `eid` has access to: its own faction's (by its profile), then those the rule book's
 * plug-ins give it ({@link COMMAND_ABILITIES}: those printed on its profile).
 */
export function commandAbilitiesOf(m: Match, eid: number): CommandAbility[] {
  const faction = profileOf(m, eid).faction;
  const own =
    FACTION_COMMAND_ABILITIES[faction] ??
    m.book.all(FACTION_COMMAND_ABILITY).find((a) => a.faction === faction)?.ability;
  return [...(own ? [own] : []), ...m.book.all(COMMAND_ABILITIES).flatMap((f) => f(m, eid))];
}

/** Why `eid` may not use a Command Ability now at all (whose turn, Command Points, once per round), or null. */
function userProblem(m: Match, eid: number): string | null {
  if (m.command.counter && isOnBoard(m, eid)) return 'no Command Ability during a COUNTER';
  return outOfSequenceProblem(m, eid);
}

/**
 * Why `eid` may not use a Command Ability out of sequence now, at the moment its rule names (Power Over Death as a
 * friend is killed, Fight Until the Last as the round begins): off the board, no Command Point left, or its ABILITY
 * use of the round made; null when it may.
 */
export function outOfSequenceProblem(m: Match, eid: number): string | null {
  if (!isOnBoard(m, eid)) return `${nameOf(m, eid)} is not on the board`;
  if ((m.world.components.Points.cp[eid] ?? 0) < 1) return `${nameOf(m, eid)} has no Command Point left`;
  if (m.command.used.get(eid)?.has('ability') && commandAbilityUses(m, eid) <= 1)
    return `${nameOf(m, eid)} already used a Command Ability this round`;
  return null;
}

/** Each character's uses this round of each of its Command Abilities, where it may use one more than once. */
const usesThisRound = matchTable<Map<number, { round: number; byName: Map<string, number> }>>();

/** How many times `eid` has used the Command Ability `name` this round. */
function usedThisRound(m: Match, eid: number, name: string): number {
  const u = usesThisRound.get(m)?.get(eid);
  return u && u.round === m.round ? (u.byName.get(name) ?? 0) : 0;
}

/** Note a use of the Command Ability `name` by `eid` this round. */
function noteUse(m: Match, eid: number, name: string): void {
  const t = usesThisRound.ensure(m, () => new Map());
  let u = t.get(eid);
  if (!u || u.round !== m.round) {
    u = { round: m.round, byName: new Map() };
    t.set(eid, u);
  }
  u.byName.set(name, (u.byName.get(name) ?? 0) + 1);
}

/** Why `cmd` may not be played now, or null (the actor's turn or its start is checked by the caller). */
export function abilityProblem(m: Match, cmd: AbilityCommand): string | null {
  const eid = m.ids.get(cmd.actor);
  if (eid === undefined) return `unknown character ${cmd.actor}`;
  const problem = userProblem(m, eid);
  if (problem) return problem;
  const ability = commandAbilitiesOf(m, eid).find((a) => a.name === cmd.ability);
  if (!ability) return `${nameOf(m, eid)} has no Command Ability called "${cmd.ability}"`;
  const most = commandAbilityUses(m, eid);
  if (most > 1 && usedThisRound(m, eid, ability.name) >= most)
    return `${nameOf(m, eid)} already used ${ability.name} ${most} times this round`;
  const targets: number[] = [];
  for (const id of cmd.targets) {
    const t = m.ids.get(id);
    if (t === undefined) return `unknown character ${id}`;
    targets.push(t);
  }
  return ability.problem(m, eid, targets);
}

/** Every ABILITY command `eid` may give now (it has its turn or is about to start it). */
export function abilityCommands(m: Match, eid: number): AbilityCommand[] {
  if (userProblem(m, eid)) return [];
  const actor = idOf(m, eid);
  const most = commandAbilityUses(m, eid);
  const spent = (a: CommandAbility) => most > 1 && usedThisRound(m, eid, a.name) >= most;
  return commandAbilitiesOf(m, eid).flatMap((a) =>
    spent(a)
      ? []
      : a
          .targetLists(m, eid)
          .filter((t) => !a.problem(m, eid, t))
          .map((t) => ({
            type: 'ability' as const,
            actor,
            ability: a.name,
            targets: t.map((e) => idOf(m, e)),
          })),
  );
}

/**
 * `eid` uses the Command Ability `ability` on `targets` (entities): 1 Command Point spent, its ABILITY use of the
 * round noted, the `command-ability` event, then what watches a Command used (command-hooks.ts `COMMAND_USED`). Its
 * effects are the caller's. For a use out of sequence check {@link outOfSequenceProblem} first.
 */
export function payForAbility(
  m: Match,
  eid: number,
  ability: Pick<CommandAbility, 'name' | 'form' | 'range'>,
  targets: readonly number[],
): void {
  const p = m.world.components.Points;
  p.cp[eid] = (p.cp[eid] ?? 0) - 1;
  markCommandUsed(m.command, eid, 'ability');
  noteUse(m, eid, ability.name);
  emit(m, {
    type: 'command-ability',
    character: idOf(m, eid),
    ability: ability.name,
    form: ability.form,
    targets: targets.map((t) => idOf(m, t)),
    cp: p.cp[eid] ?? 0,
    range: ability.range ?? null,
  });
  commandUsed(m, eid, 'ability');
}

/**
 * Play a legal ABILITY command (check {@link abilityProblem} first): start the user's turn if needed, spend the
 * Command Point, note the use for the round, emit `command-ability`, then the ability's own effects.
 */
export function* useAbility(m: Match, cmd: AbilityCommand): Generator<PendingDecision, void, Command> {
  const eid = m.ids.get(cmd.actor)!;
  if (m.active !== eid) activate(m, eid);
  if (!isOnBoard(m, eid)) return;
  const ability = commandAbilitiesOf(m, eid).find((a) => a.name === cmd.ability)!;
  payForAbility(
    m,
    eid,
    ability,
    cmd.targets.map((id) => m.ids.get(id)!),
  );
  const running = ability.resolve(
    m,
    eid,
    cmd.targets.map((id) => m.ids.get(id)!),
  );
  if (running) yield* running;
}
