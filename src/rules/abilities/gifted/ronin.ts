/** Ronin (Senshi the Undying, Gifted): nobody gives it ORDER or COUNTER (COMMAND_PROBLEM, command/command-hooks.ts). */
import { holdsUnique } from '../../character/stats.ts';
import { COMMAND_PROBLEM } from '../../command/command-hooks.ts';
import { type Match, nameOf } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';

/** Why `target` may not be commanded: it is a Ronin; else null. */
export function ronin(m: Match, _giver: number, target: number): string | null {
  return holdsUnique(m, target, 'Ronin') ? `${nameOf(m, target)} takes no ORDER or COUNTER (Ronin)` : null;
}

/** Ronin as a plug-in of the rule book. */
export const RONIN_PLUGIN = plugin('Ronin', (add) => {
  add(COMMAND_PROBLEM, ronin);
});
