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
 *
 * The conditions are grouped by what the Agenda asks: kills (kill-agendas.ts), fighting (fight-agendas.ts), points
 * and powers spent (point-agendas.ts) and moving (move-agendas.ts); what a condition is: agenda-condition.ts.
 */
import type { AgendaCondition } from './agenda-condition.ts';
import { FIGHT_AGENDAS } from './fight-agendas.ts';
import { KILL_AGENDAS } from './kill-agendas.ts';
import { MOVE_AGENDAS } from './move-agendas.ts';
import { POINT_AGENDAS } from './point-agendas.ts';

export { type AgendaCondition, type Memo, newMemo } from './agenda-condition.ts';

/** The condition of each Agenda, by id. */
export const AGENDA_CONDITIONS: Readonly<Record<string, AgendaCondition>> = {
  ...KILL_AGENDAS,
  ...FIGHT_AGENDAS,
  ...POINT_AGENDAS,
  ...MOVE_AGENDAS,
};
