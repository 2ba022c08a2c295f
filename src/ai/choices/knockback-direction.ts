/**
 * The AI's pick of where Get Over Here sends a hooked enemy (the Whaler's Knockback in any direction): the option
 * worst for the enemy by the same measure as a shift on Unstable Ground (unstable-shift.ts `shiftWorth`: the
 * exact cost of a fall, the water), so over an edge or into a canal when one is in reach; ties keep the first
 * option, the usual push straight away.
 */

import { type ChoiceDecision, type Match, nodeOf } from '../../rules/index.ts';
import type { Answer } from '../types.ts';
import { shiftWorth } from './unstable-shift.ts';

export function answerKnockbackDirection(m: Match, d: ChoiceDecision): Answer {
  const target = m.ids.get(d.options[0]?.figure ?? '');
  let best = d.options[0]!;
  let bestWorth = Number.POSITIVE_INFINITY;
  let why = 'straight away';
  if (target !== undefined) {
    const from = nodeOf(m, target);
    for (const o of d.options) {
      const w = shiftWorth(m, target, from, o);
      if (w.worth < bestWorth - 1e-9) {
        best = o;
        bestWorth = w.worth;
        why = w.why;
      }
    }
  }
  return {
    command: { type: 'decide', decision: 'choose', character: d.character, option: best.id },
    why: `push ${best.label}: ${why}`,
  };
}
