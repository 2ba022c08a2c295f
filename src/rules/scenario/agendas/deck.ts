/**
 * The Agenda deck (rulebook "Agendas"): dealing each gang its cards as the match is set up, and drawing one (for
 * PLAN and Cycle). A draw rolls two d10 on the deck's own dice (agenda-state.ts); see agendas.ts for the readings.
 */
import { agendaAt, allAgendas } from '../../../content/agendas.ts';
import { emit, idOf, type Match } from '../../state/match-state.ts';
import { type AgendaCard, agendaRulesOf, agendaStateOf } from './agenda-state.ts';
import { AGENDA_CONDITIONS, newMemo } from './conditions.ts';

/** Draws tried before an impossible or held Agenda is taken from the deck in table order instead. */
const MAX_DRAWS = 200;

/** Draw one Agenda for gang `g` (see agendas.ts); emits `agenda` (drawn). */
export function drawAgenda(
  m: Match,
  g: number,
  cause: 'deal' | 'plan' | 'cycle',
  by: number | null,
): AgendaCard {
  const a = agendaStateOf(m);
  const usable = (id: string): boolean =>
    !a.drawn[g]!.has(id) && (AGENDA_CONDITIONS[id]?.possible(m, g) ?? false);
  let id: string | null = null;
  for (let k = 0; k < MAX_DRAWS && id === null; k++) {
    const picked = agendaAt(a.dice.d10(), a.dice.d10());
    if (picked && usable(picked.id)) id = picked.id;
  }
  // A deck with nothing usable left rolls on forever: take the first usable card, else any not yet drawn.
  id ??=
    allAgendas().find((x) => usable(x.id))?.id ??
    allAgendas().find((x) => !a.drawn[g]!.has(x.id))?.id ??
    null;
  if (id === null) throw new Error('the Agenda deck is empty');
  a.drawn[g]!.add(id);
  const card: AgendaCard = { id, status: 'open', achieved: false, memo: newMemo() };
  a.hands[g]!.push(card);
  emit(m, {
    type: 'agenda',
    gang: m.setup.gangs[g]!.id,
    agenda: id,
    change: 'drawn',
    cause,
    vp: 0,
    character: by === null ? null : idOf(m, by),
  });
  return card;
}

/** Deal each gang its Agendas (the scenario's count) as the match is set up. */
export function dealAgendas(m: Match): void {
  const { count } = agendaRulesOf(m);
  for (let g = 0; g < m.setup.gangs.length; g++)
    for (let k = 0; k < count; k++) drawAgenda(m, g, 'deal', null);
}
