/**
 * Commands and answers for rules tests, by the arena's local names (helpers/arena.ts): a Command Ability, a unique
 * action, the pending `choose` decision and its answer.
 */
import type { ChoiceDecision, Command, UniqueActionCommand } from '../../../src/rules/core/types.ts';
import type { Arena } from './arena.ts';

/** The ABILITY command of `actor` using the Command Ability `name` on `targets`. */
export const abilityOf = (a: Arena, actor: string, name: string, ...targets: string[]): Command => ({
  type: 'ability',
  actor: a.id(actor),
  ability: name,
  targets: targets.map((t) => a.id(t)),
});

/** The unique action `action` of `actor` naming `target`. */
export const uniqueOn = (a: Arena, actor: string, action: string, target: string): UniqueActionCommand => ({
  type: 'unique-action',
  actor: a.id(actor),
  action,
  target: a.id(target),
});

/** The `choose` decision pending; throws when another (or none) is. */
export function pendingChoice(a: Arena): ChoiceDecision {
  const d = a.m.pending;
  if (d?.type !== 'choose') throw new Error(`no choice pending: ${JSON.stringify(d)}`);
  return d;
}

/** Answer the pending `choose` decision with `option`, queuing `dice` first; the events. */
export const chooseOption = (a: Arena, option: string, ...dice: number[]) =>
  a.ok({ type: 'decide', decision: 'choose', character: pendingChoice(a).character, option }, ...dice);
