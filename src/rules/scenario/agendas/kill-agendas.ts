/**
 * The Agendas won by taking enemies out (rulebook "Agendas"): a duel of Leaders, a Hero or Henchmen over their
 * betters, three kills by one role, a drowning, a shot from afar, a bigger foe, an enemy in cover. A kill is
 * credited to the enemy striking when the character was taken out (facts.ts).
 */
import type { Match } from '../../state/match-state.ts';
import {
  type AgendaCondition,
  always,
  enemyFields,
  fields,
  is,
  type Memo,
  ours,
  tally,
} from './agenda-condition.ts';
import type { Dated } from './facts.ts';

/** A kill by a character of gang `g` whose role is one of `by`, of an enemy whose role is one of `of` (any: []). */
function killBy(by: readonly string[], of: readonly string[]) {
  return (m: Match, g: number, f: Dated): boolean =>
    f.kind === 'kill' &&
    ours(m, g, f.who) &&
    (by.length === 0 || by.some((r) => is(m, f.who, r as 'Leader'))) &&
    (of.length === 0 || of.some((r) => is(m, f.victim, r as 'Leader')));
}

/** Kills by gang `g`'s characters of a role, three between them (or by one, `single`), from the draw. */
function threeKills(role: 'Leader' | 'Hero' | 'Henchman', single: boolean) {
  return (m: Match, g: number, f: Dated, memo: Memo): boolean =>
    killBy([role], [])(m, g, f) && tally(memo, -1, single ? String(f.who) : 'all') >= 3;
}

/** Inches away a Combat action must be made from for Venetian Sniper. */
export const SNIPER_RANGE = 6;

/** The kill Agendas' conditions, by id. */
export const KILL_AGENDAS: Readonly<Record<string, AgendaCondition>> = {
  'heroic-duel': {
    possible: (m, g) => fields(m, g, 'Leader') && enemyFields(m, g, 'Leader'),
    fact: killBy(['Leader'], ['Leader']),
  },
  'hostile-takeover': {
    possible: (m, g) => fields(m, g, 'Hero') && enemyFields(m, g, 'Leader'),
    fact: killBy(['Hero'], ['Leader']),
  },
  'ideas-above-your-station': {
    possible: (m, g) =>
      fields(m, g, 'Henchman') && (enemyFields(m, g, 'Leader') || enemyFields(m, g, 'Hero')),
    fact: killBy(['Henchman'], ['Leader', 'Hero']),
  },
  'one-person-army': { possible: (m, g) => fields(m, g, 'Leader'), fact: threeKills('Leader', true) },
  'cut-them-down': { possible: (m, g) => fields(m, g, 'Hero'), fact: threeKills('Hero', false) },
  'blood-frenzy': { possible: (m, g) => fields(m, g, 'Henchman'), fact: threeKills('Henchman', false) },
  'watery-grave': {
    possible: always,
    fact: (m, g, f) => f.kind === 'kill' && ours(m, g, f.who) && f.drowned,
  },
  'venetian-sniper': {
    possible: always,
    fact: (m, g, f) =>
      f.kind === 'kill' && ours(m, g, f.who) && f.action === 'combat' && f.range >= SNIPER_RANGE,
  },
  'keep-the-monsters-at-bay': {
    possible: always,
    fact: (m, g, f) => {
      const mm = m.world.components.Base.mm;
      return f.kind === 'kill' && ours(m, g, f.who) && (mm[f.victim] ?? 0) > (mm[f.who] ?? 0);
    },
  },
  'dont-let-them-hide': {
    possible: always,
    fact: (m, g, f) => f.kind === 'kill' && ours(m, g, f.who) && f.inCover,
  },
};
