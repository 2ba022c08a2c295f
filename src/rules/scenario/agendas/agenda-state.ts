/**
 * The Agendas of a match (rulebook "Agendas"): each gang's hand of cards, the Victory Points they scored, the deck's
 * own dice and the scenario's Agenda rules, kept in the match's world. The deck itself is deck.ts.
 */
import { type DiceSource, seededDice } from '../../core/dice.ts';
import type { Match } from '../../state/match-state.ts';
import { copyState, matchTable } from '../../state/per-match.ts';
import type { AgendaRuleName, ScenarioAgendas } from '../scenario.ts';
import type { Memo } from './conditions.ts';
import { FactReader } from './facts.ts';

/** Offset added to the match seed for the Agenda deck's own dice stream. */
export const AGENDA_STREAM = 0x5eed_a6e1;

/** One Agenda card in a gang's hand. */
export interface AgendaCard {
  readonly id: string;
  /** `open`: in play; `kept`: kept in play once under Double; `scored`; `lost` (kept and not achieved again). */
  status: 'open' | 'kept' | 'scored' | 'lost';
  /** Achieved since the round began (or since it was kept). */
  achieved: boolean;
  readonly memo: Memo;
}

/** The Agendas of a match. */
export interface AgendaState {
  /** Cards per gang index, in the order drawn (scored and lost ones stay, for the end screen). */
  readonly hands: AgendaCard[][];
  /** Every Agenda id each gang has drawn (not drawn again). */
  readonly drawn: Set<string>[];
  /** Victory Points each gang's Agendas have scored so far. */
  readonly vp: number[];
  /** Events of the log read so far. */
  seen: number;
  readonly reader: FactReader;
  readonly dice: DiceSource;
  /** The scenario's Agenda rules (how many, worth how much, Cycle, Double…). */
  readonly rules: ScenarioAgendas;
}

/** A copy of the Agenda state for a copy of the match: the deck draws from a copy of the original's stream. */
function copyAgendaState(a: AgendaState): AgendaState {
  return {
    hands: copyState(a.hands),
    drawn: copyState(a.drawn),
    vp: [...a.vp],
    seen: a.seen,
    reader: copyState(a.reader),
    dice: seededDice(0, a.dice.state()),
    rules: a.rules,
  };
}

/** The Agendas of each match, kept in its world. */
const agendaStates = matchTable<AgendaState>(copyAgendaState);

/**
 * The Agendas of match `m` (their cards, scores and the deck).
 * @throws Error when the match was made without them ({@link startAgendaState} is called by `createMatch`).
 */
export function agendaStateOf(m: Match): AgendaState {
  const a = agendaStates.get(m);
  if (!a) throw new Error('this match keeps no Agenda state');
  return a;
}

/**
 * Give match `m` of `n` gangs and `seed` its Agenda state under the scenario's Agenda `rules`; `dice` for the deck
 * (else the seed's own stream). Called once by `createMatch`, before any card is dealt.
 */
export function startAgendaState(
  m: Match,
  n: number,
  seed: number,
  rules: ScenarioAgendas,
  dice?: DiceSource,
): void {
  agendaStates.set(m, {
    hands: Array.from({ length: n }, () => []),
    drawn: Array.from({ length: n }, () => new Set<string>()),
    vp: Array.from({ length: n }, () => 0),
    seen: 0,
    reader: new FactReader(),
    dice: dice ?? seededDice((seed + AGENDA_STREAM) >>> 0),
    rules,
  });
}

/** The scenario's Agenda rules for the match. */
export function agendaRulesOf(m: Match): ScenarioAgendas {
  return agendaStateOf(m).rules;
}

/** Whether the scenario applies the Agenda rule `name`. */
export function hasAgendaRule(m: Match, name: AgendaRuleName): boolean {
  return agendaRulesOf(m).rules.includes(name);
}

/**
 * Whether gang `g`'s Primary Objective scores as things stand (rulebook "Agendas", Secondary: a gang that achieves no
 * Agenda scores no Victory Points at all): always without Secondary, else once one of its Agendas is achieved (this
 * round, or scored).
 */
export function primaryUnlocked(m: Match, g: number): boolean {
  if (!hasAgendaRule(m, 'Secondary')) return true;
  return (agendaStateOf(m).hands[g] ?? []).some((c) => c.status === 'scored' || c.achieved);
}

/** Cards of gang `g` still in play (open or kept). */
export function cardsInPlay(m: Match, g: number): AgendaCard[] {
  return agendaStateOf(m).hands[g]!.filter((c) => c.status === 'open' || c.status === 'kept');
}

/**
 * The date a fact made now would be read with (facts.ts `Dated`): the round, and the turn as the fact reader counts
 * turns, the turns begun in events it has not read yet included. For weighing a fact before it is made.
 */
export function factDateNow(m: Match): { round: number; turn: number } {
  const a = agendaStateOf(m);
  let turn = a.reader.turnsRead;
  for (let k = a.seen; k < m.log.length; k++) if (m.log[k]?.type === 'turn-start') turn++;
  return { round: m.round, turn };
}
