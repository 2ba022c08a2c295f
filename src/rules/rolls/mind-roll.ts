/**
 * A Basic MIND roll that Stuns on a miss (rulebook "Types of Rolls": Basic Roll; "Stun"), made outside any action:
 * Truth of Dagon (Primitive rolls its own: abilities/common/character.ts `primitiveRoll`).
 */
import { statDice } from '../character/stats.ts';
import { gainStunned } from '../character/stunned.ts';
import { rollDice } from '../core/dice.ts';
import type { Match } from '../state/match-state.ts';
import { emitRoll } from './roll.ts';

/**
 * A Basic MIND roll of `eid`, Aces on 7+, for the rule `ability` (roll purpose `purpose`); with no Ace the
 * character gains a Stunned counter. No Will Points go into it (it comes outside any action that could ask).
 * Truth of Dagon (abilities/unique/unique.ts) uses it.
 */
export function mindRollOrStunned(m: Match, eid: number, purpose: string, ability: string): void {
  const mind = statDice(m, eid, 'mind');
  const spec = {
    kind: 'basic' as const,
    purpose,
    pool: mind.dice,
    modifiers: [...mind.labels, ability],
    aceOn: 7,
  };
  const roll = rollDice(m.dice, 'basic', mind.dice, 7);
  emitRoll(m, eid, spec, roll, mind.dice, spec.modifiers);
  if (roll.aces === 0) gainStunned(m, eid);
}
