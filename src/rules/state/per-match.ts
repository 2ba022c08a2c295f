/**
 * State kept per match beside the ECS (Smoke markers, spells known, Ability memories…): each module keeps its own
 * table keyed by the match, made with {@link matchTable} so that {@link copyMatchTables} can give a copy of the
 * match (fork.ts: the computer's look-ahead) a copy of every table — never the same mutable object.
 */
import type { Match } from './match-state.ts';

/** How a table's value is copied for a copy of the match. */
export type CopyState<T> = (value: T) => T;

interface Table {
  readonly map: WeakMap<Match, unknown>;
  readonly copy: CopyState<unknown>;
}

const tables: Table[] = [];

/**
 * A new table of per-match state, registered for {@link copyMatchTables}.
 * @param copy how a value is copied (default {@link copyState}); pass `shareState` for values never changed
 *   after they are made (caches of what never changes during a match).
 */
export function matchTable<T>(copy: CopyState<T> = copyState): WeakMap<Match, T> {
  const map = new WeakMap<Match, T>();
  tables.push({ map, copy: copy as CopyState<unknown> });
  return map;
}

/** The copy of a value never changed once made: the value itself. */
export function shareState<T>(value: T): T {
  return value;
}

/**
 * A deep copy of per-match state: Maps, Sets, arrays and objects are copied all the way down; functions and frozen
 * objects (board nodes, content) are shared. Objects of a class keep their prototype.
 */
export function copyState<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) return value.map(copyState) as T;
  if (value instanceof Map) return new Map([...value].map(([k, v]) => [k, copyState(v)])) as T;
  if (value instanceof Set) return new Set([...value].map(copyState)) as T;
  const out = Object.create(Object.getPrototypeOf(value)) as Record<string, unknown>;
  for (const [k, v] of Object.entries(value)) out[k] = copyState(v);
  return out as T;
}

/** Give `to` a copy of every table's state of `from` (fork.ts). */
export function copyMatchTables(from: Match, to: Match): void {
  for (const t of tables) {
    const v = t.map.get(from);
    if (v !== undefined) t.map.set(to, t.copy(v));
  }
}
