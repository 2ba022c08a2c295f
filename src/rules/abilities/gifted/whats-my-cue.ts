/**
 * What's My Cue? (the Gifted's Command Ability): used at the start of a round, before initiative, instead of rolling
 * for it: the user's gang chooses which gang takes the first turn. It is an ABILITY use (1 Command Point, the user's
 * once this round).
 *
 * Played as a `choose` decision (purpose `whats-my-cue`) before the initiative roll, for each gang in seating order
 * that has a Gifted character on the board with a Command Point: `roll` (roll as usual; the first option, the pick
 * of a side that does not choose) or `first:<gang id>`. The first gang to use it settles the order; the others are
 * not asked. Our readings: "the model rolling initiative" is any Gifted character of the gang (the one with the most
 * Command Points); the gang picked then chooses first as a winner of the roll would.
 */

import { ROUND_ORDER_CHOICE } from '../../character/flow-hooks.ts';
import { askToChoose } from '../../core/decisions.ts';
import type { ChoiceOption, Command, PendingDecision } from '../../core/types.ts';
import { markCommandUsed } from '../../state/command-state.ts';
import { emit, idOf, isOnBoard, type Match, profileOf } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';
import { charactersOnBoard } from '../../state/world.ts';

/** The ability's name as printed. */
export const WHATS_MY_CUE = "What's My Cue?";

/** The Gifted character of gang `g` that would use it now (the most Command Points, then entity order), or null. */
export function cueUser(m: Match, g: number): number | null {
  const c = m.world.components;
  let best: number | null = null;
  for (const e of charactersOnBoard(m.world)) {
    if (c.Gang.index[e] !== g || !isOnBoard(m, e) || (c.Points.cp[e] ?? 0) < 1) continue;
    if (profileOf(m, e).faction !== 'Gifted') continue;
    if (best === null || (c.Points.cp[e] ?? 0) > (c.Points.cp[best] ?? 0)) best = e;
  }
  return best;
}

/** Whether some gang may use What's My Cue? as this round starts. */
export function cueOffered(m: Match): boolean {
  return m.setup.gangs.some((_, g) => cueUser(m, g) !== null);
}

/**
 * Ask each gang that may use it (seating order); on a use, spend the point and return the gang index chosen to go
 * first; null when every gang rolls.
 */
export function* askCue(m: Match): Generator<PendingDecision, number | null, Command> {
  for (let g = 0; g < m.setup.gangs.length; g++) {
    const user = cueUser(m, g);
    if (user === null) continue;
    const options: ChoiceOption[] = [
      { id: 'roll', label: 'roll for initiative' },
      ...m.setup.gangs.map((x) => ({ id: `first:${x.id}`, label: `${x.name} takes the first turn` })),
    ];
    const id = yield* askToChoose(m.setup.gangs[g]!.id, idOf(m, user), 'whats-my-cue', options);
    const first = m.setup.gangs.findIndex((x) => `first:${x.id}` === id);
    if (first < 0) continue;
    const p = m.world.components.Points;
    p.cp[user] = (p.cp[user] ?? 0) - 1;
    markCommandUsed(m.command, user, 'ability');
    emit(m, {
      type: 'command-ability',
      character: idOf(m, user),
      ability: WHATS_MY_CUE,
      form: 'pulse',
      targets: [],
      cp: p.cp[user] ?? 0,
      range: null,
    });
    return first;
  }
  return null;
}

/** What's My Cue? as a plug-in: offered before each round's initiative roll. */
export const WHATS_MY_CUE_PLUGIN = plugin(WHATS_MY_CUE, (add) => {
  add(ROUND_ORDER_CHOICE, (m) => (cueOffered(m) ? askCue(m) : null));
});
