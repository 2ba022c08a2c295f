/**
 * Watching the Agendas (rulebook "Agendas"): after every action and turn the new events are read as facts
 * (facts.ts) and the board is looked at; each card in play whose condition (conditions.ts) is met is achieved.
 */
import type { Match } from '../../state/match-state.ts';
import { agendaStateOf, cardsInPlay } from './agenda-state.ts';
import { AGENDA_CONDITIONS } from './conditions.ts';

/**
 * Read the events since the last call and look at the board: mark every card in play whose condition is met. Call
 * after each action and turn, and before the round's Agendas are checked.
 */
export function watchAgendas(m: Match): void {
  const a = agendaStateOf(m);
  if (a.hands.every((h) => h.length === 0)) return;
  const events = m.log.slice(a.seen);
  a.seen = m.log.length;
  for (const e of events)
    for (const f of a.reader.read(m, e))
      for (let g = 0; g < a.hands.length; g++)
        for (const card of cardsInPlay(m, g)) {
          const rule = AGENDA_CONDITIONS[card.id];
          if (!card.achieved && rule?.fact?.(m, g, f, card.memo)) card.achieved = true;
        }
  for (let g = 0; g < a.hands.length; g++)
    for (const card of cardsInPlay(m, g)) {
      const rule = AGENDA_CONDITIONS[card.id];
      if (!card.achieved && rule?.look?.(m, g)) card.achieved = true;
    }
}
