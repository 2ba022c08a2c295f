/**
 * The shapes the Command Abilities printed on single characters are built from (rulebook "Action Points, Will
 * Points & Command Points": ABILITY; unique-command-abilities.ts holds the abilities): an AURA, a PULSE on everyone
 * in range, a PULSE on one character named — whom each names, within what reach, and the boon it gives.
 */
import { give, type Lasting } from '../../character/give.ts';
import { addAura, type Boon } from '../../character/grants.ts';
import { hasKeyword } from '../../character/keywords.ts';
import { loseLifePoints } from '../../character/life-points.ts';
import { COMMAND_ABILITIES, type CommandAbility, commandIgnored } from '../../command/command-hooks.ts';
import {
  distanceBetween,
  isOnBoard,
  type Match,
  nameOf,
  profileOf,
  sightBetween,
} from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';

/** Whom an ability names, range and sight apart. */
export type Names = (m: Match, user: number, eid: number) => boolean;

/** Whether `a` and `b` are of one gang. */
export const sameGang = (m: Match, a: number, b: number) =>
  m.world.components.Gang.team[a] === m.world.components.Gang.team[b];
/** Whether `eid` has keyword `k` now: the role played in the gang, less those Pirate's Retinue takes (keywords.ts). */
export const keyword = (m: Match, eid: number, k: string) => hasKeyword(m, eid, k);

/** The user's friends, itself too. */
export const friends: Names = (m, user, eid) => sameGang(m, user, eid);
/** The user's friends, not itself. */
export const otherFriends: Names = (m, user, eid) => eid !== user && sameGang(m, user, eid);
/** The user's enemies. */
export const enemies: Names = (m, user, eid) => !sameGang(m, user, eid);
/** The user's friends with keyword `k` (now), not itself when `other`. */
export const friendsWith =
  (k: string, other = false): Names =>
  (m, user, eid) =>
    sameGang(m, user, eid) && keyword(m, eid, k) && (!other || eid !== user);

/** Range in inches (null: any) and whether the user must see the character. */
export interface Reach {
  readonly range: number | null;
  readonly sight: boolean;
}

/** Whether `eid` is on the board within `r` of `user`. */
function inReach(m: Match, user: number, eid: number, r: Reach): boolean {
  if (!isOnBoard(m, eid) || commandIgnored(m, eid)) return false;
  if (eid === user) return true;
  if (r.range !== null && distanceBetween(m, user, eid) > r.range) return false;
  return !r.sight || sightBetween(m, user, eid).lineOfSight;
}

/** Whether the character is within `r` of the user (for the abilities' own checks). */
const within = (r: Reach) =>
  `${r.range === null ? '' : `within ${r.range}″`}${r.range !== null && r.sight ? ' and ' : ''}${r.sight ? 'in sight' : ''}`;

/** Every character `names` names within `reach` of `user` now (the user too when named). */
function named(m: Match, user: number, names: Names, reach: Reach): number[] {
  return charactersOnBoard(m.world).filter((e) => names(m, user, e) && inReach(m, user, e, reach));
}

/** An AURA: `names` within `reach` get `boon` while in range, until the round ends. */
export function aura(name: string, text: string, reach: Reach, names: Names, boon: Boon): CommandAbility {
  return {
    name,
    form: 'aura',
    text,
    range: reach.range,
    targetLists: () => [[]],
    problem: (_m, _u, targets) => (targets.length > 0 ? 'it names no character' : null),
    affects: (m, user) => named(m, user, names, reach).map((eid) => ({ eid, boon, lp: 0 })),
    resolve(m, user) {
      // Bored to Inaction: a character that gets nothing from Commands is left out while it does
      const named = (mm: Match, u: number, e: number) => names(mm, u, e) && !commandIgnored(mm, e);
      addAura(m, { user, source: name, range: reach.range, sight: reach.sight, names: named, ...boon });
    },
  };
}

/** A PULSE on everyone `names` within `reach` as it is used; each first loses `lp` Life Points when given. */
export function pulseAll(
  name: string,
  text: string,
  reach: Reach,
  names: Names,
  boonOf: (m: Match, eid: number) => Boon | null,
  lasting: Lasting,
  lp = 0,
): CommandAbility {
  return {
    name,
    form: 'pulse',
    text,
    range: reach.range,
    targetLists: () => [[]],
    problem: (_m, _u, targets) => (targets.length > 0 ? 'it names no character' : null),
    affects: (m, user) =>
      named(m, user, names, reach).map((eid) => ({ eid, boon: boonOf(m, eid) ?? {}, lp })),
    resolve(m, user) {
      for (const e of named(m, user, names, reach)) {
        if (lp > 0) loseLifePoints(m, e, lp, name);
        if (!isOnBoard(m, e)) continue;
        const boon = boonOf(m, e);
        if (boon) give(m, user, e, name, boon, lasting);
      }
    },
  };
}

/** A PULSE on one character the user names among `names` within `reach`. */
export function pulseOne(
  name: string,
  text: string,
  reach: Reach,
  names: Names,
  boon: Boon,
  lasting: Lasting,
): CommandAbility {
  const candidates = (m: Match, user: number) => named(m, user, names, reach);
  return {
    name,
    form: 'pulse',
    text,
    range: reach.range,
    targetLists: (m, user) => candidates(m, user).map((e) => [e]),
    problem: (m, user, targets) => {
      const [t] = targets;
      if (targets.length !== 1 || t === undefined) return 'it names one character';
      if (!names(m, user, t)) return `${nameOf(m, t)} is not one this ability may name`;
      const ignored = commandIgnored(m, t);
      if (ignored) return `${nameOf(m, t)} gets nothing from Command Abilities (${ignored})`;
      if (!inReach(m, user, t, reach)) return `${nameOf(m, t)} is not ${within(reach)}`;
      return null;
    },
    affects: (_m, _user, targets) => targets.map((eid) => ({ eid, boon, lp: 0 })),
    resolve(m, user, targets) {
      give(m, user, targets[0]!, name, boon, lasting);
    },
  };
}

/** Within 3″, within 6″ (no sight needed), and anywhere in the user's sight. */
export const R3 = { range: 3, sight: false };
export const R6 = { range: 6, sight: false };
export const SIGHT = { range: null, sight: true };

/** Only the user itself (a PULSE on oneself: Sadism, Venetian Drive). */
export const itself: Names = (_m, user, eid) => eid === user;

/**
 * A faction's Command Abilities printed on single characters as a plug-in of the rule book, named `label`: a
 * character is offered those of `list` its profile prints as Command Abilities.
 */
export function printedCommandAbilities(label: string, list: readonly CommandAbility[]) {
  const byName = new Map(list.map((a) => [a.name, a]));
  return plugin(label, (add) => {
    add(COMMAND_ABILITIES, (m, eid) =>
      profileOf(m, eid).uniqueAbilities.flatMap((u) => {
        const a = byName.get(u.name);
        return a && /Command Ability/i.test(u.type) ? [a] : [];
      }),
    );
  });
}
