/**
 * What the action bar asks the match about Command Points and unique actions: the ORDERs a figure may receive
 * (one per friend who may give it), the Command Abilities it has with what each does, and the unique actions
 * printed on it that the engine plays. Reads only; no Phaser.
 */
import { commandAbilitiesOf, type OrderCommand, orderCommands, uniqueActionsOf } from '../../rules/index.ts';
import type { BattleSession } from './battle-session.ts';

/** The ORDERs `id` may receive now (rulebook "Command Points", ORDER): one per giver; [] when none. */
export function ordersFor(session: BattleSession, id: string): OrderCommand[] {
  const eid = session.match.ids.get(id);
  if (eid === undefined || !session.canAct(id)) return [];
  return orderCommands(session.match, eid);
}

/** The Command Abilities `id` has (used or not), by name, with what each does. */
export function commandAbilityTexts(session: BattleSession, id: string): Record<string, string> {
  const eid = session.match.ids.get(id);
  if (eid === undefined) return {};
  return Object.fromEntries(commandAbilitiesOf(session.match, eid).map((a) => [a.name, a.text]));
}

/** The unique actions (unique-actions.ts) printed on character `id` that the engine plays, by name. */
export function uniqueActionNames(session: BattleSession, id: string): string[] {
  const eid = session.match.ids.get(id);
  return eid === undefined ? [] : uniqueActionsOf(session.match, eid).map((a) => a.name);
}
