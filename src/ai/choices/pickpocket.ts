/**
 * The AI's answer to a `pickpocket` decision (Pickpocket, src/rules/abilities/common/pickpocket.ts): the Will Point(s) go to the
 * character with the most Will Points missing (ties: the first listed, the engine's own pick).
 */
import type { ChoiceDecision, ChoiceOption, Match } from '../../rules/index.ts';
import type { Answer } from '../types.ts';

/** The AI's answer: the option whose character misses the most Will Points. */
export function answerPickpocket(m: Match, d: ChoiceDecision): Answer {
  const p = m.world.components.Points;
  const missing = (o: ChoiceOption) => {
    const e = o.figure === undefined ? undefined : m.ids.get(o.figure);
    return e === undefined ? -1 : (p.wpStart[e] ?? 0) - (p.wp[e] ?? 0);
  };
  let best = d.options[0]!;
  for (const o of d.options.slice(1)) if (missing(o) > missing(best)) best = o;
  return {
    command: { type: 'decide', decision: 'choose', character: d.character, option: best.id },
    why: `pickpocket: ${best.label} misses the most Will Points`,
  };
}
