/**
 * Limits on ORDER and COUNTER printed on Patrician profiles (COMMAND_PROBLEM, command/command-hooks.ts):
 *
 * - **Chain of Command** (the Captain of the Guard…): it gives ORDER and COUNTER to Soldiers only.
 * - **Inferiority Complex** (the Barnabotti): it never gives ORDER or COUNTER.
 */
import { hasKeyword } from '../../character/keywords.ts';
import { holdsUnique } from '../../character/stats.ts';
import { COMMAND_PROBLEM } from '../../command/command-hooks.ts';
import { type Match, nameOf } from '../../state/match-state.ts';
import { plugin } from '../../state/rule-book.ts';

/** Why `giver` may not command `target` under these limits, or null. */
export function patricianCommandLimits(m: Match, giver: number, target: number): string | null {
  if (holdsUnique(m, giver, 'Inferiority Complex'))
    return `${nameOf(m, giver)} never gives ORDER or COUNTER (Inferiority Complex)`;
  if (holdsUnique(m, giver, 'Chain of Command') && !hasKeyword(m, target, 'Soldier'))
    return `${nameOf(m, giver)} commands Soldiers only (Chain of Command)`;
  return null;
}

/** These limits as a plug-in of the rule book. */
export const PATRICIAN_COMMAND_LIMITS_PLUGIN = plugin('Patrician limits on Commands', (add) => {
  add(COMMAND_PROBLEM, patricianCommandLimits);
});
