/**
 * State kept per match in its ECS world beside the components (spells known, Ability memories, re-roll pools…):
 * each module declares its own kind with {@link matchTable}; the world holds the values, so a copy of the world
 * (fork.ts: the computer's look-ahead) copies them too.
 */
import { type CopyState, type World, worldTable } from './world.ts';

export type { CopyState } from './world.ts';

/** What a table reads: a match, or anything that holds a match's world. */
export interface HoldsWorld {
  readonly world: World;
}

/** State of one kind kept in a match's world, read and written by the match (a Map-like face over `world.tables`). */
export interface MatchTable<T> {
  get(m: HoldsWorld): T | undefined;
  set(m: HoldsWorld, value: T): MatchTable<T>;
  has(m: HoldsWorld): boolean;
  delete(m: HoldsWorld): boolean;
  /** The match's value, made by `make` and kept on first use. */
  ensure(m: HoldsWorld, make: () => T): T;
}

/**
 * A new kind of per-match state, kept in the match's world (world.ts `worldTable`), so that a copy of the world
 * (fork.ts: the computer's look-ahead) carries a copy of it — never the same mutable object.
 * @param copy how a value is copied (default {@link copyState}); pass `shareState` for values never changed
 *   after they are made (caches of what never changes during a match).
 */
export function matchTable<T>(copy: CopyState<T> = copyState): MatchTable<T> {
  const key = worldTable(copy);
  const table: MatchTable<T> = {
    get: (m) => m.world.tables.get(key) as T | undefined,
    set: (m, value) => {
      m.world.tables.set(key, value);
      return table;
    },
    has: (m) => m.world.tables.has(key),
    delete: (m) => m.world.tables.delete(key),
    ensure: (m, make) => {
      let value = m.world.tables.get(key) as T | undefined;
      if (value === undefined) {
        value = make();
        m.world.tables.set(key, value);
      }
      return value;
    },
  };
  return table;
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
