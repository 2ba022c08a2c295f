/**
 * What achieves each Agenda (rulebook "Agendas"; the deck's cards, by id: content/agendas.ts). A condition reads
 * the facts of the match (facts.ts) from the moment the card was drawn, or kept in play, onward, and may look at
 * the board after every action; `possible` says whether the gang could still achieve it (an impossible Agenda is
 * discarded and drawn again, rulebook "Agendas" draw).
 *
 * Our readings: "kills" credits the enemy striking when the character was taken out (facts.ts); "in one round" and
 * "in one turn" count within one game round or one character's turn; counts with no such words run from the draw;
 * "Inflict 8 or more Damage" adds the Damage (before Protection Rolls) one enemy takes from the gang in one turn;
 * "disengages" is a won disengage roll; "controlled landings" are Jumps declared as Controlled Landings; "survives
 * a fall" is still on the board once the action is over; "above ground level" is a height of 6″ or more; the states
 * (touching enemies, height, water) count when seen after any action or turn, not only as the round ends.
 */
import type { Match } from '../../state/match-state.ts';
import {
  abilityOf,
  charactersOfGang,
  enemiesTouching,
  inContact,
  inWater,
  roleOf,
  survives,
} from './board-looks.ts';
import type { Dated } from './facts.ts';

/** What a card remembers of its progress (plain data, kept in the match's Agenda state). */
export interface Memo {
  /** The round or turn the counts belong to (-1: the whole match). */
  span: number;
  counts: Record<string, number>;
  /** Characters already counted, when the card asks for different ones. */
  seen: number[];
}

/** A new, empty memo. */
export function newMemo(): Memo {
  return { span: -1, counts: {}, seen: [] };
}

/** What achieves one Agenda. */
export interface AgendaCondition {
  /** Whether gang `g` (index) could still achieve it, from who is on the board. */
  possible(m: Match, g: number): boolean;
  /** Read one fact (in order) for gang `g`; true when the Agenda is achieved by it. */
  fact?(m: Match, g: number, f: Dated, memo: Memo): boolean;
  /** Look at the board for gang `g`; true when the Agenda is achieved now. */
  look?(m: Match, g: number): boolean;
}

/** Make `span` the memo's span: a new one starts the counts and the characters seen again. */
function enter(memo: Memo, span: number): void {
  if (memo.span === span) return;
  memo.span = span;
  memo.counts = {};
  memo.seen = [];
}

/** Add `n` to `key` within `span` (a new span starts the counts again); returns the count. */
function tally(memo: Memo, span: number, key: string, n = 1): number {
  enter(memo, span);
  memo.counts[key] = (memo.counts[key] ?? 0) + n;
  return memo.counts[key] ?? 0;
}

/** Whether `eid` belongs to gang `g`. */
function ours(m: Match, g: number, eid: number): boolean {
  return eid >= 0 && m.world.components.Gang.index[eid] === g;
}

/** Whether the character holds the role keyword (its role in the gang: Leader, Hero, Henchman). */
function is(m: Match, eid: number, role: 'Leader' | 'Hero' | 'Henchman'): boolean {
  return roleOf(m, eid) === role;
}

/** Whether gang `g` has a character with the role on the board. */
function fields(m: Match, g: number, role: 'Leader' | 'Hero' | 'Henchman'): boolean {
  return charactersOfGang(m, g).some((e) => is(m, e, role));
}

/** Whether some enemy of gang `g` with the role is on the board. */
function enemyFields(m: Match, g: number, role: 'Leader' | 'Hero' | 'Henchman'): boolean {
  return m.setup.gangs.some((_, o) => o !== g && fields(m, o, role));
}

const always = (): boolean => true;

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

/** Characters of gang `g` that began with points of `kind` and have none left: at least `n`. */
function emptied(kind: 'wp' | 'cp', n: number) {
  return (m: Match, g: number): boolean => {
    const p = m.world.components.Points;
    const start = kind === 'wp' ? p.wpStart : p.cpStart;
    const now = kind === 'wp' ? p.wp : p.cp;
    return charactersOfGang(m, g, true).filter((e) => (start[e] ?? 0) > 0 && (now[e] ?? 0) <= 0).length >= n;
  };
}

/** Whether gang `g` still has `n` characters that began with points of `kind` (alive or taken out). */
function hadPoints(kind: 'wp' | 'cp', n: number) {
  return (m: Match, g: number): boolean => {
    const p = m.world.components.Points;
    const start = kind === 'wp' ? p.wpStart : p.cpStart;
    return charactersOfGang(m, g, true).filter((e) => (start[e] ?? 0) > 0).length >= n;
  };
}

/** Whether the character stands outside its gang's deployment zone. */
function outsideZone(m: Match, g: number, eid: number): boolean {
  const zone = m.board.deploymentZones[g];
  if (!zone) return true;
  const { Position } = m.world.components;
  const x = Position.x[eid] ?? 0;
  const y = Position.y[eid] ?? 0;
  return x < zone.x0 || x >= zone.x1 || y < zone.y0 || y >= zone.y1;
}

/** Inches above ground level that count as "above ground" for Scouting the Land. */
export const SCOUTING_HEIGHT = 6;
/** Inches a Jump must cover to count for Acrobatic Display and Over the Rooftops. */
export const LONG_JUMP = 4;
/** Inches a fall must be for Daredevil. */
export const DAREDEVIL_FALL = 6;
/** Inches away a Combat action must be made from for Venetian Sniper. */
export const SNIPER_RANGE = 6;
/** Damage one enemy must take in one turn for No Mercy. */
export const NO_MERCY_DAMAGE = 8;

/** The condition of each Agenda, by id. */
export const AGENDA_CONDITIONS: Readonly<Record<string, AgendaCondition>> = {
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
  'inspiring-leadership': {
    possible: (m, g) => fields(m, g, 'Leader'),
    look: (m, g) => charactersOfGang(m, g).some((e) => is(m, e, 'Leader') && enemiesTouching(m, e) >= 2),
  },
  decoy: {
    possible: (m, g) => fields(m, g, 'Hero') || fields(m, g, 'Henchman'),
    look: (m, g) => charactersOfGang(m, g).some((e) => !is(m, e, 'Leader') && enemiesTouching(m, e) >= 3),
  },
  bully: {
    possible: always,
    fact: (m, g, f) =>
      f.kind === 'grapple' &&
      ours(m, g, f.who) &&
      charactersOfGang(m, g).some((e) => inContact(m, e, f.victim)),
  },
  'one-person-army': { possible: (m, g) => fields(m, g, 'Leader'), fact: threeKills('Leader', true) },
  'cut-them-down': { possible: (m, g) => fields(m, g, 'Hero'), fact: threeKills('Hero', false) },
  'blood-frenzy': { possible: (m, g) => fields(m, g, 'Henchman'), fact: threeKills('Henchman', false) },
  'the-gods-guide-us': { possible: hadPoints('wp', 3), look: emptied('wp', 3) },
  'will-be-done': {
    possible: always,
    fact: (m, g, f, memo) =>
      f.kind === 'will' && ours(m, g, f.who) && tally(memo, f.round, 'wp', f.amount) >= 6,
  },
  'lead-from-the-front': { possible: hadPoints('cp', 2), look: emptied('cp', 2) },
  'following-orders': {
    possible: always,
    fact: (m, g, f, memo) =>
      f.kind === 'command-ability' && ours(m, g, f.who) && tally(memo, f.round, 'cp') >= 2,
  },
  'scouting-the-land': {
    possible: always,
    look: (m, g) =>
      charactersOfGang(m, g).filter(
        (e) => (m.world.components.Position.z[e] ?? 0) >= SCOUTING_HEIGHT && outsideZone(m, g, e),
      ).length >= 3,
  },
  'approach-by-water': {
    possible: (m, g) =>
      charactersOfGang(m, g).filter((e) => !abilityOf(m, e, 'Water Creature').has).length >= 3,
    look: (m, g) =>
      charactersOfGang(m, g).filter(
        // the cheap looks first (each is a plain reading of the board)
        (e) => inWater(m, e) && outsideZone(m, g, e) && !abilityOf(m, e, 'Water Creature').has,
      ).length >= 3,
  },
  'acrobatic-display': {
    possible: always,
    fact: (m, g, f, memo) =>
      f.kind === 'jump' &&
      ours(m, g, f.who) &&
      f.landed &&
      f.inches >= LONG_JUMP &&
      tally(memo, f.turn, String(f.who)) >= 3,
  },
  'watery-grave': {
    possible: always,
    fact: (m, g, f) => f.kind === 'kill' && ours(m, g, f.who) && f.drowned,
  },
  'let-the-tide-take-them': {
    possible: always,
    fact: (m, g, f, memo) => {
      if (f.kind !== 'drown' || !ours(m, g, f.who)) return false;
      if (!memo.seen.includes(f.victim)) memo.seen.push(f.victim);
      return memo.seen.length >= 3;
    },
  },
  'death-from-above': {
    possible: always,
    fact: (m, g, f, memo) =>
      f.kind === 'charge-from-above' && ours(m, g, f.who) && tally(memo, -1, String(f.who)) >= 2,
  },
  'draw-them-in': {
    possible: always,
    fact: (m, g, f, memo) =>
      f.kind === 'disengage' && ours(m, g, f.who) && tally(memo, -1, String(f.who)) >= 2,
  },
  'no-mercy': {
    possible: always,
    fact: (m, g, f, memo) =>
      f.kind === 'damage' &&
      ours(m, g, f.who) &&
      tally(memo, f.turn, String(f.victim), f.amount) >= NO_MERCY_DAMAGE,
  },
  'venetian-sniper': {
    possible: always,
    fact: (m, g, f) =>
      f.kind === 'kill' && ours(m, g, f.who) && f.action === 'combat' && f.range >= SNIPER_RANGE,
  },
  'get-them-wet': {
    possible: always,
    fact: (m, g, f, memo) =>
      f.kind === 'grapple' && ours(m, g, f.who) && f.intoWater && tally(memo, -1, 'wet') >= 2,
  },
  'unholy-power': {
    possible: (m, g) => charactersOfGang(m, g).some((e) => abilityOf(m, e, 'Mage').has),
    fact: (m, g, f, memo) => f.kind === 'spell' && ours(m, g, f.who) && tally(memo, f.turn, 'spells') >= 3,
  },
  'hold-ground': {
    possible: (m, g) => charactersOfGang(m, g).length >= 3,
    fact: (m, g, f, memo) => {
      if (f.kind !== 'guard' || !ours(m, g, f.who)) return false;
      enter(memo, f.round);
      if (!memo.seen.includes(f.who)) memo.seen.push(f.who);
      return memo.seen.length >= 3;
    },
  },
  'silence-the-witch': {
    possible: (m, g) =>
      charactersOfGang(m, g).some((e) => abilityOf(m, e, 'Mage').has) &&
      m.setup.gangs.some(
        (_, o) => o !== g && charactersOfGang(m, o).some((e) => abilityOf(m, e, 'Mage').has),
      ),
    fact: (m, g, f, memo) => f.kind === 'dispel' && ours(m, g, f.who) && tally(memo, -1, 'dispels') >= 3,
  },
  'follow-your-fate': {
    possible: always,
    fact: (m, g, f, memo) =>
      f.kind === 'reroll' && ours(m, g, f.who) && tally(memo, f.round, 'dice', f.dice) >= 6,
  },
  'over-the-rooftops': {
    possible: always,
    fact: (m, g, f, memo) =>
      f.kind === 'jump' &&
      ours(m, g, f.who) &&
      f.landed &&
      f.inches >= LONG_JUMP &&
      tally(memo, f.round, 'jumps') >= 4,
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
  'get-to-ground': {
    possible: always,
    fact: (m, g, f, memo) =>
      f.kind === 'jump' && ours(m, g, f.who) && f.controlled && tally(memo, f.round, 'cl') >= 3,
  },
  daredevil: {
    possible: always,
    fact: (m, g, f) =>
      f.kind === 'fall' && ours(m, g, f.who) && f.inches >= DAREDEVIL_FALL && survives(m, f.who),
  },
  'high-dive': {
    possible: always,
    fact: (m, g, f, memo) =>
      f.kind === 'fall' && ours(m, g, f.who) && f.intoWater && tally(memo, -1, 'dives') >= 3,
  },
  'aquatic-attack': {
    possible: always,
    fact: (m, g, f, memo) => f.kind === 'dive' && ours(m, g, f.who) && tally(memo, f.round, 'dives') >= 3,
  },
  'hold-your-breath': {
    possible: always,
    fact: (m, g, f, memo) => {
      if (f.kind !== 'dive' || !ours(m, g, f.who)) return false;
      const key = String(f.who);
      const last = memo.counts[key];
      memo.counts[key] = f.round;
      return last === f.round - 1;
    },
  },
};
