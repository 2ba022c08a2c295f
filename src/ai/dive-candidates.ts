/**
 * A Dive made for an Agenda (rulebook "Dive", "Agendas"; DESIGN §3.4), in the Victory Points of plan.ts: Aquatic
 * Attack asks for three Dives in one round by any characters, Hold Your Breath for one character's Dive in each of two
 * rounds in a row. A character in the water with the 2 Action Points a Dive costs dives while its gang holds such a
 * card open, for the Agendas its Dive achieves or steps toward (agenda-worth.ts `factsAgendaGain`: with the Dives the
 * friends in the water still to take their turn could add this round, and its own next round), less the Life Point
 * a Fumble costs it, weighed where it stays (considerations.ts `scoreHere`). Its Underwater Counters' PROTECTION is
 * not counted: a gang without such a card never dives.
 */
import {
  actionsOfKind,
  idOf,
  isOnBoard,
  isSwimming,
  type Match,
  rollOutcomes,
  statOf,
  turnApOf,
  waitingOf,
} from '../rules/index.ts';
import { factsAgendaGain, type Undated } from './agenda-worth.ts';
import { scoreHere } from './considerations.ts';
import { attackWorth } from './threat.ts';
import type { Candidate, PlanContext, Term } from './types.ts';

/** Action Points a Dive costs (rulebook "Dive"). */
export const DIVE_COST = 2;
/** Words of a Fumble's cost (the Why? panel). */
export const TERM_DIVE_FUMBLE = 'the Life Point a Fumbled Dive costs';

/** The Dive of `here`'s character for an Agenda, or none (see the module comment). */
export function diveCandidates(m: Match, here: PlanContext): Candidate[] {
  const weight = here.weights.behaviours.agenda;
  const { eid } = here;
  if (weight <= 0 || here.ap < DIVE_COST) return [];
  const [command] = actionsOfKind(m, eid, 'dive');
  if (!command) return [];
  const g = m.world.components.Gang.index[eid] ?? 0;
  const dive = (who: number): Undated => ({ kind: 'dive', who });
  const friends = waitingOf(m, g).filter(
    (e) => e !== eid && isOnBoard(m, e) && isSwimming(m, e) && turnApOf(m, e) >= DIVE_COST,
  );
  const more = [...(here.ap - DIVE_COST >= DIVE_COST ? [eid] : []), ...friends].map(dive);
  const gain = factsAgendaGain(m, eid, [{ fact: dive(eid), more, later: [dive(eid)] }]);
  if (!gain) return [];
  let fumble = 0;
  for (const o of rollOutcomes(statOf(m, eid, 'dex'), 7)) if (o.result === 'fumble') fumble += o.p;
  const lp = m.world.components.Points.lp[eid] ?? 1;
  const cost: Term = { label: TERM_DIVE_FUMBLE, value: -attackWorth(lp <= 1 ? fumble : 0, fumble, lp) };
  return [
    {
      command: { type: 'dive', actor: idOf(m, eid) },
      why: 'dive for an Agenda',
      ...scoreHere(
        here,
        { ...gain, value: weight * gain.value },
        0,
        cost,
        here.ap - DIVE_COST >= 1 ? 'act' : 'end',
      ),
    },
  ];
}
