/**
 * A choice a spell leaves to its caster's player (rulebook "Magic"): a `choose` decision with purpose
 * `spell-option`, owned by the caster's gang. The first option is the engine's pick (the AI takes it; an answer that
 * names no option also gets it).
 */

import type { ChoiceOption, Command, PendingDecision } from '../../core/types.ts';
import { gangOf, idOf } from '../../state/match-state.ts';
import type { SpellContext } from './types.ts';

/** Ask the caster's player to pick one of `options` (the engine's pick first); returns the id picked. */
export function* askSpellOption(
  ctx: SpellContext,
  options: readonly ChoiceOption[],
): Generator<PendingDecision, string, Command> {
  const first = options[0];
  if (!first) throw new Error(`${ctx.spell.name} offers no option`);
  if (options.length === 1) return first.id;
  const answer = yield {
    type: 'choose',
    gang: gangOf(ctx.m, ctx.caster),
    character: idOf(ctx.m, ctx.caster),
    purpose: 'spell-option',
    options,
  };
  const id = answer.type === 'decide' && answer.decision === 'choose' ? answer.option : first.id;
  return options.some((o) => o.id === id) ? id : first.id;
}
