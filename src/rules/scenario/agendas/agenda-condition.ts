/**
 * What an Agenda condition is (rulebook "Agendas"; the readings are in conditions.ts): how it says whether a gang
 * could still achieve the card, reads the facts (facts.ts) and looks at the board; what a card remembers of its
 * progress (its memo); and the small readings the conditions share (whose side, the roles fielded).
 */
import type { Match } from '../../state/match-state.ts';
import { charactersOfGang, roleOf } from './board-looks.ts';
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
  /**
   * For a look that counts characters ({@link standing}): how many of the gang must stand as `who` asks at once, so
   * that one character's part in it can be weighed.
   */
  readonly stands?: Standing;
  /**
   * true when the gang can work toward it by itself, whatever the enemy does (points spent or run out, Command
   * Abilities, Guards, re-rolls, falls into the water); absent when it waits on the enemy or the board (kills,
   * enemy spells…).
   */
  readonly selfDriven?: true;
  /** true when it is achieved in the water (falls into it, Dives): a character sent there by it is there by choice. */
  readonly inWater?: true;
}

/** `n` characters of the gang standing as `who` asks at once (Scouting the Land, Approach by Water). */
export interface Standing {
  readonly n: number;
  who(m: Match, g: number, eid: number): boolean;
}

/** A look met when {@link Standing} `s` holds: `n` of gang `g`'s characters on the board stand as it asks. */
export function standing(s: Standing): { look(m: Match, g: number): boolean; stands: Standing } {
  return {
    stands: s,
    look: (m, g) => charactersOfGang(m, g).filter((e) => s.who(m, g, e)).length >= s.n,
  };
}

/** Make `span` the memo's span: a new one starts the counts and the characters seen again. */
export function enter(memo: Memo, span: number): void {
  if (memo.span === span) return;
  memo.span = span;
  memo.counts = {};
  memo.seen = [];
}

/** Add `n` to `key` within `span` (a new span starts the counts again); returns the count. */
export function tally(memo: Memo, span: number, key: string, n = 1): number {
  enter(memo, span);
  memo.counts[key] = (memo.counts[key] ?? 0) + n;
  return memo.counts[key] ?? 0;
}

/** Whether `eid` belongs to gang `g`. */
export function ours(m: Match, g: number, eid: number): boolean {
  return eid >= 0 && m.world.components.Gang.index[eid] === g;
}

/** Whether the character holds the role keyword (its role in the gang: Leader, Hero, Henchman). */
export function is(m: Match, eid: number, role: 'Leader' | 'Hero' | 'Henchman'): boolean {
  return roleOf(m, eid) === role;
}

/** Whether gang `g` has a character with the role on the board. */
export function fields(m: Match, g: number, role: 'Leader' | 'Hero' | 'Henchman'): boolean {
  return charactersOfGang(m, g).some((e) => is(m, e, role));
}

/** Whether some enemy of gang `g` with the role is on the board. */
export function enemyFields(m: Match, g: number, role: 'Leader' | 'Hero' | 'Henchman'): boolean {
  return m.setup.gangs.some((_, o) => o !== g && fields(m, o, role));
}

/** A condition any gang could still achieve. */
export const always = (): boolean => true;
