/**
 * The PLAN decision (rulebook "Command Points" → PLAN) as the rules put it to a gang holding `hand`: keep these
 * Agendas, or redraw one of them. Shared by the tests of the AI's Agenda choices.
 */
import type { ChoiceDecision } from '../../../src/rules/core/types.ts';
import type { Match } from '../../../src/rules/index.ts';

/** PLAN for gang 0 of `m`, asked of `character` (an id), with the Agenda ids of `hand`. */
export function planDecision(m: Match, character: string, hand: readonly string[]): ChoiceDecision {
  return {
    type: 'choose',
    gang: m.setup.gangs[0]!.id,
    character,
    purpose: 'plan',
    options: [
      { id: 'done', label: 'keep these Agendas' },
      ...hand.map((id) => ({ id: `redraw:${id}`, label: `redraw ${id}` })),
    ],
  };
}
