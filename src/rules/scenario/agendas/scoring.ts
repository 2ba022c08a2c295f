/**
 * Scoring the Agendas (rulebook "Agendas"): a card achieved scores the scenario's Victory Points (double when kept
 * under Double); at the game's end kept cards not achieved again are lost, and Total and Secondary apply to the
 * gang's Victory Points.
 */
import { emit, type Match } from '../../state/match-state.ts';
import {
  type AgendaCard,
  agendaRulesOf,
  agendaStateOf,
  cardsInPlay,
  hasAgendaRule,
  primaryUnlocked,
} from './agenda-state.ts';
import { watchAgendas } from './watching.ts';

/** Score `card` of gang `g` (double when kept) and emit `agenda` (scored). */
export function scoreCard(m: Match, g: number, card: AgendaCard): number {
  const vp = agendaRulesOf(m).vp * (card.status === 'kept' ? 2 : 1);
  card.status = 'scored';
  agendaStateOf(m).vp[g] = (agendaStateOf(m).vp[g] ?? 0) + vp;
  emit(m, {
    type: 'agenda',
    gang: m.setup.gangs[g]!.id,
    agenda: card.id,
    change: 'scored',
    cause: 'round-end',
    vp,
    character: null,
  });
  return vp;
}

/** The game is over: score what was achieved (kept cards double), and lose the kept cards not achieved again. */
export function finalAgendas(m: Match): void {
  watchAgendas(m);
  for (let g = 0; g < m.setup.gangs.length; g++)
    for (const card of cardsInPlay(m, g)) {
      if (card.achieved) scoreCard(m, g, card);
      else if (card.status === 'kept') {
        card.status = 'lost';
        emit(m, {
          type: 'agenda',
          gang: m.setup.gangs[g]!.id,
          agenda: card.id,
          change: 'lost',
          cause: 'game-end',
          vp: 0,
          character: null,
        });
      }
    }
}

/**
 * The Victory Points gang `g` takes at the end: `primary` (the scenario's Primary Objective) plus its Agendas',
 * under Total (every Agenda achieved, else none of theirs) and Secondary (no Victory Points at all without one: the
 * gate `primaryUnlocked` reads, which the computer reads during the game too).
 */
export function withAgendas(m: Match, g: number, primary: number): number {
  const hand = agendaStateOf(m).hands[g] ?? [];
  const achieved = hand.filter((c) => c.status === 'scored').length;
  const agendaVp = hasAgendaRule(m, 'Total') && achieved < hand.length ? 0 : (agendaStateOf(m).vp[g] ?? 0);
  if (!primaryUnlocked(m, g)) return 0;
  return primary + agendaVp;
}
