/**
 * Where built gangs are kept: a tiny key–value interface (`RosterStore`) with an IndexedDB implementation
 * (idb-keyval, database `carnevale`, object store `rosters`) for the browser and an in-memory one for tests,
 * plus the library operations the gang builder uses. Every value read back goes through `parseRoster`: a
 * broken or outdated save is listed with its message, and nothing here ever writes over it unasked.
 */
import { createStore, del, entries, set, type UseStore } from 'idb-keyval';
import type { Roster } from '../campaign/roster.ts';
import { parseRoster } from '../campaign/roster-save.ts';

/** Raw storage: keys are roster ids, values are whatever was stored (validated by the caller). */
export interface RosterStore {
  /** Every stored entry as `[key, value]`. */
  entries(): Promise<[string, unknown][]>;
  put(key: string, value: unknown): Promise<void>;
  remove(key: string): Promise<void>;
}

/** A store in memory (unit tests, or a browser without IndexedDB). `initial` seeds it. */
export function memoryRosterStore(initial: Record<string, unknown> = {}): RosterStore {
  const map = new Map<string, unknown>(Object.entries(initial));
  return {
    entries: async () => [...map.entries()].map(([k, v]) => [k, structuredClone(v)]),
    put: async (key, value) => {
      map.set(key, structuredClone(value));
    },
    remove: async (key) => {
      map.delete(key);
    },
  };
}

/** The browser's store: IndexedDB database `carnevale`, object store `rosters` (kept across reloads). */
export function indexedDbRosterStore(): RosterStore {
  let db: UseStore | undefined;
  const store = () => {
    db ??= createStore('carnevale', 'rosters');
    return db;
  };
  return {
    entries: async () =>
      (await entries(store())).map(([k, v]): [string, unknown] => [String(k), v as unknown]),
    put: (key, value) => set(key, value, store()),
    remove: (key) => del(key, store()),
  };
}

/** A stored entry that cannot be used, with the reason. */
export interface BrokenSave {
  readonly key: string;
  readonly message: string;
}

/** Everything stored, sorted by name (valid) and key (broken). */
export interface SavedRosters {
  readonly rosters: readonly Roster[];
  readonly broken: readonly BrokenSave[];
}

/** Read and check every save. Never throws for bad data; rejects only when the storage itself fails. */
export async function loadSaved(store: RosterStore): Promise<SavedRosters> {
  const rosters: Roster[] = [];
  const broken: BrokenSave[] = [];
  for (const [key, value] of await store.entries()) {
    const parsed = parseRoster(value, `Saved gang "${key}"`);
    if (!parsed.ok) broken.push({ key, message: parsed.message });
    else if (parsed.roster.id !== key) {
      broken.push({ key, message: `Saved gang "${key}" is damaged: it names itself "${parsed.roster.id}".` });
    } else rosters.push(parsed.roster);
  }
  rosters.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  broken.sort((a, b) => a.key.localeCompare(b.key));
  return { rosters, broken };
}

/**
 * Save `roster` under its id. Writing over the same gang's earlier save is the point; writing over a save
 * that does not read back as a gang with this id (a damaged one) is refused. Returns null, or the reason.
 */
export async function saveRoster(store: RosterStore, roster: Roster): Promise<string | null> {
  const old = (await store.entries()).find(([k]) => k === roster.id);
  if (old) {
    const parsed = parseRoster(old[1], `Saved gang "${roster.id}"`);
    if (!parsed.ok || parsed.roster.id !== roster.id) {
      return `Not saved: "${roster.id}" already holds a save this game cannot read, and it is kept as it is.`;
    }
  }
  await store.put(roster.id, roster);
  return null;
}

/** Give the saved gang `id` a new name (1–60 characters, trimmed). Returns null, or the reason it was not renamed. */
export async function renameSaved(store: RosterStore, id: string, name: string): Promise<string | null> {
  const clean = name.trim();
  if (clean.length === 0 || clean.length > 60) return 'A gang name needs 1 to 60 characters.';
  const { rosters } = await loadSaved(store);
  const roster = rosters.find((r) => r.id === id);
  if (!roster) return `There is no saved gang "${id}" to rename.`;
  await store.put(id, { ...roster, name: clean });
  return null;
}

/** Delete the save under `key` (a working or a broken one). */
export function deleteSaved(store: RosterStore, key: string): Promise<void> {
  return store.remove(key);
}
