/**
 * Agendas in rules tests (src/rules/agendas/): put Agenda cards in a gang's hand of an arena match, so that the
 * engine watches them after each command, and read what became of them.
 */
import { expect } from 'vitest';
import { getProfile } from '../../../src/content/index.ts';
import { planAttack, weaponOf } from '../../../src/rules/combat/combat.ts';
import type { Command, MatchEvent } from '../../../src/rules/core/types.ts';
import { agendaStateOf } from '../../../src/rules/index.ts';
import type { AgendaCard } from '../../../src/rules/scenario/agendas/agenda-state.ts';
import { newMemo } from '../../../src/rules/scenario/agendas/conditions.ts';
import type { Arena } from './arena.ts';

/**
 * Put the Agendas `ids` in play for gang `gang` (index); the engine reads only the events from now on (the cards
 * are watched from this moment, as if just drawn).
 */
export function holding(a: Arena, gang: number, ...ids: string[]): AgendaCard[] {
  const cards = ids.map((id): AgendaCard => ({ id, status: 'open', achieved: false, memo: newMemo() }));
  agendaStateOf(a.m).hands[gang]!.push(...cards);
  agendaStateOf(a.m).seen = a.m.log.length;
  return cards;
}

/** Whether gang `gang` has achieved the Agenda `id` it holds. */
export function achieved(a: Arena, gang: number, id: string): boolean {
  const card = agendaStateOf(a.m).hands[gang]!.find((c) => c.id === id);
  if (!card) throw new Error(`gang ${gang} does not hold ${id}`);
  return card.achieved;
}

/**
 * A Combat action of `actor` against `target` that hits with one Ace (a 9, the other attack dice 2) and whose
 * Protection Roll scores nothing (all 2): the forced dice follow the engine's own plan of the attack (its pools).
 * The target loses 1 Life Point plus the weapon's Damage.
 */
export function strike(a: Arena, actor: string, target: string, weapon?: string): MatchEvent[] {
  const name = weapon ?? getProfile(a.m.world.components.Identity.profile[a.eid(actor)]!).weapons[0]!.name;
  const w = weaponOf(a.m, a.eid(actor), name);
  if (!w) throw new Error(`${actor} has no ${name}`);
  const plan = planAttack(a.m, a.eid(actor), a.eid(target), w);
  const attack = [9, ...Array.from({ length: plan.attack.pool - 1 }, () => 2)];
  const protection = Array.from({ length: plan.protection.pool }, () => 2);
  const cmd: Command = { type: 'combat', actor: a.id(actor), target: a.id(target), weapon: name };
  const events = a.ok(cmd, ...attack, ...protection);
  expect(a.dice.remaining()).toBe(0);
  return events;
}
