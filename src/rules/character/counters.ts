/**
 * Counters that an action or a move takes away (rulebook "Dive", "Hide", "Guard"): a character that makes
 * another action loses its Hidden and Guard counters and all its Underwater Counters; one that is moved in any way
 * loses its Hidden and Guard counters.
 */

import type { Node } from '../space/api.ts';
import { emit, idOf, type Match } from '../state/match-state.ts';
import { hasTag, setTag } from '../state/world.ts';
import { ACTION_BEGUN, PLACED } from './flow-hooks.ts';

/** The counters a character holds, by name, for summaries and rules cases. */
export function countersOf(m: Match, eid: number): string[] {
  const c = m.world.components;
  const out: string[] = [];
  if (hasTag(m.world, eid, c.Stunned)) out.push('stunned');
  if (hasTag(m.world, eid, c.Hidden)) out.push('hidden');
  if (hasTag(m.world, eid, c.Guarding)) out.push('guard');
  for (let k = 0; k < (c.Counters.underwater[eid] ?? 0); k++) out.push('underwater');
  return out;
}

function drop(m: Match, eid: number, tag: object, name: string): void {
  if (!hasTag(m.world, eid, tag)) return;
  setTag(m.world, eid, tag, false);
  emit(m, { type: 'counter', character: idOf(m, eid), counter: name, gained: false });
}

/** A character begins an action: it loses Hidden, Guard and its Underwater Counters; then `ACTION_BEGUN` (flow-hooks.ts);
 * `opportunity`: an Attack of Opportunity, part of the action that caused it. */
export function beginAction(m: Match, eid: number, opportunity = false): void {
  const c = m.world.components;
  drop(m, eid, c.Hidden, 'hidden');
  drop(m, eid, c.Guarding, 'guard');
  if ((c.Counters.underwater[eid] ?? 0) > 0) {
    c.Counters.underwater[eid] = 0;
    emit(m, { type: 'counter', character: idOf(m, eid), counter: 'underwater', gained: false });
  }
  for (const f of m.book.all(ACTION_BEGUN)) f(m, eid, opportunity);
}

/** Put a character on node `n`; being moved takes away Hidden and Guard. */
export function moveTo(m: Match, eid: number, n: Node): void {
  const { Position } = m.world.components;
  const moved = Position.x[eid] !== n.i + 0.5 || Position.y[eid] !== n.j + 0.5 || Position.z[eid] !== n.z;
  Position.x[eid] = n.i + 0.5;
  Position.y[eid] = n.j + 0.5;
  Position.z[eid] = n.z;
  if (moved) {
    drop(m, eid, m.world.components.Hidden, 'hidden');
    drop(m, eid, m.world.components.Guarding, 'guard');
    for (const f of m.book.all(PLACED)) f(m, eid);
  }
}

/** Give a counter and say so. */
export function gainCounter(m: Match, eid: number, tag: object, name: string): void {
  setTag(m.world, eid, tag, true);
  emit(m, { type: 'counter', character: idOf(m, eid), counter: name, gained: true });
}

/**
 * Move `eid` from node `from` to node `to` in one hop (not a Run/Climb: pushed off an obstacle, carried by a
 * gondola, thrown into the water) and emit the `move` event; `inches` is the distance moved.
 */
export function hopTo(m: Match, eid: number, from: Node, to: Node, inches: number): void {
  moveTo(m, eid, to);
  emit(m, {
    type: 'move',
    character: idOf(m, eid),
    path: [
      [from.i + 0.5, from.j + 0.5, from.z],
      [to.i + 0.5, to.j + 0.5, to.z],
    ],
    inches: Math.round(inches * 100) / 100,
    charge: null,
  });
}
