/**
 * The commands of a rules case: each names its action as the rulebook does and its characters by their case
 * ids; here they become the engine's commands (core/commands.ts).
 */
import type { Command } from '../core/types.ts';

/** Translate a case command (`action` named as in the rulebook) into an engine command. */
export function toCommand(
  raw: Record<string, unknown>,
  ids: Map<string, string>,
): Command | { problem: string } {
  const actor = ids.get(String(raw.actor));
  if (!actor) return { problem: `unknown actor "${String(raw.actor)}"` };
  if (raw.decide === 'guard-attack') {
    return { type: 'decide', decision: 'guard-attack', character: actor, accept: raw.accept === true };
  }
  if (raw.decide === 'choose') {
    // An option naming a character (a charge target, a disengage opponent) may be given by its case id, and so
    // may both characters of a COUNTER pick (`giver>actor`).
    const option = String(raw.option)
      .split('>')
      .map((part) => ids.get(part) ?? part)
      .join('>');
    return { type: 'decide', decision: 'choose', character: actor, option };
  }
  if ('decide' in raw) {
    return { type: 'decide', decision: 'will-points', character: actor, amount: Number(raw.amount ?? 0) };
  }
  const to = raw.to as [number, number, number] | undefined;
  switch (raw.action) {
    case 'run-climb':
      return { type: 'run-climb', actor, to: to ?? [0, 0, 0] };
    case 'jump':
      return {
        type: 'jump',
        actor,
        to: to ?? [0, 0, 0],
        controlledLanding: raw.controlledLanding === true,
        ...(raw.onward === true ? { onward: true } : {}),
      };
    case 'combat':
      return {
        type: 'combat',
        actor,
        target: ids.get(String(raw.target)) ?? String(raw.target),
        weapon: String(raw.weapon),
      };
    case 'grapple':
      return {
        type: 'grapple',
        actor,
        target: ids.get(String(raw.target)) ?? String(raw.target),
        to: to ?? [0, 0, 0],
      };
    case 'order':
      return { type: 'order', actor, target: ids.get(String(raw.target)) ?? String(raw.target) };
    case 'ability':
      return {
        type: 'ability',
        actor,
        ability: String(raw.ability),
        targets: (Array.isArray(raw.targets) ? raw.targets : []).map((t) => ids.get(String(t)) ?? String(t)),
      };
    case 'drown':
      return { type: 'drown', actor, target: ids.get(String(raw.target)) ?? String(raw.target) };
    case 'cast':
      return {
        type: 'cast',
        actor,
        spell: String(raw.spell),
        ...(Array.isArray(raw.targets)
          ? { targets: raw.targets.map((t) => ids.get(String(t)) ?? String(t)) }
          : {}),
      };
    case 'unique-action':
      return {
        type: 'unique-action',
        actor,
        action: String(raw.name),
        ...(raw.target !== undefined ? { target: ids.get(String(raw.target)) ?? String(raw.target) } : {}),
        ...(to ? { to } : {}),
      };
    case 'end-turn':
    case 'dive':
    case 'hide':
    case 'guard':
      return { type: raw.action, actor };
    case 'underwater-move':
    case 'row':
    case 'fly':
      return { type: raw.action, actor, to: to ?? [0, 0, 0] };
    default:
      return { problem: `action "${String(raw.action)}" is not played yet` };
  }
}
