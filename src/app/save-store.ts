/**
 * Where the match in play is kept between page loads: a tiny key–value interface (`KeyStore`) with an IndexedDB
 * implementation (idb-keyval, database `carnevale-saves`, object store `saves`) and an in-memory one for tests and
 * browsers without storage; the autosave written after every accepted command, and read back for "Continue".
 *
 * A write never spoils the save before it: the new save goes into the slot not in use (`autosave:a` or
 * `autosave:b`), and only then does `autosave:current` point at it. A tab killed in the middle of a write leaves
 * the pointer on the whole previous save.
 *
 * The last {@link HISTORY_SIZE} finished matches are kept too (`history`), to be watched again or exported; the
 * campaign under way beside them (campaign-store.ts, the same writes).
 */
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { parseMatchRecord, type SavedMatch } from '../campaign/match-record.ts';
import { type MatchSave, parseMatchSave } from '../campaign/match-save.ts';

/** Raw storage: values are whatever was stored (checked by the reader). */
export interface KeyStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
}

/** A store in memory (unit tests, or a browser without IndexedDB). `initial` seeds it. */
export function memoryKeyStore(initial: Record<string, unknown> = {}): KeyStore {
  const map = new Map<string, unknown>(Object.entries(initial));
  return {
    get: async (key) => structuredClone(map.get(key)),
    set: async (key, value) => {
      map.set(key, structuredClone(value));
    },
    del: async (key) => {
      map.delete(key);
    },
  };
}

/** The browser's store (IndexedDB database `carnevale-saves`, object store `saves`), or memory where there is none. */
export function browserKeyStore(): KeyStore {
  if (typeof indexedDB === 'undefined') return memoryKeyStore();
  let db: UseStore | undefined;
  const store = () => {
    db ??= createStore('carnevale-saves', 'saves');
    return db;
  };
  return {
    get: (key) => get(key, store()),
    set: (key, value) => set(key, value, store()),
    del: (key) => del(key, store()),
  };
}

const SLOTS = ['autosave:current', 'autosave:a', 'autosave:b'] as const;

/**
 * Write `value` under `name` so that a write cut short spoils nothing: into the slot not in use (`<name>:a` or
 * `<name>:b`), then `<name>:current` pointed at it. Rejects when the storage fails.
 */
export async function writeBeside(store: KeyStore, name: string, value: unknown): Promise<void> {
  const current = await store.get(`${name}:current`);
  const next = current === `${name}:a` ? `${name}:b` : `${name}:a`;
  await store.set(next, value);
  await store.set(`${name}:current`, next);
}

/** What {@link writeBeside} last wrote under `name` (undefined: nothing; a pointer out of place: a string saying so). */
async function readBeside(
  store: KeyStore,
  name: string,
): Promise<{ value: unknown } | { damaged: true } | null> {
  const slot = await store.get(`${name}:current`);
  if (slot === undefined) return null;
  if (slot !== `${name}:a` && slot !== `${name}:b`) return { damaged: true };
  return { value: await store.get(slot) };
}

/** Write `save` beside the current one, then point at it. Rejects when the storage fails (nothing is spoiled). */
export async function writeAutosave(store: KeyStore, save: MatchSave): Promise<void> {
  await writeBeside(store, 'autosave', save);
}

/** What {@link readAutosave} found: nothing saved, a save, or a save that cannot be used and why. */
export type AutosaveRead =
  | { readonly kind: 'none' }
  | { readonly kind: 'save'; readonly save: MatchSave }
  | { readonly kind: 'refused'; readonly reason: string };

/**
 * What {@link writeBeside} keeps under `name`, checked by `parse`: null when nothing is kept, else the value or the
 * reason it cannot be used (`what` names it when its pointer is damaged). Never throws for bad data; a storage that
 * fails reads as nothing kept.
 */
export async function readChecked<T>(
  store: KeyStore,
  name: string,
  what: string,
  parse: (json: unknown) => { ok: true; value: T } | { ok: false; reason: string },
): Promise<{ ok: true; value: T } | { ok: false; reason: string } | null> {
  try {
    const found = await readBeside(store, name);
    if (found === null) return null;
    if ('damaged' in found) return { ok: false, reason: `${what} cannot be found: its pointer is damaged.` };
    return parse(found.value);
  } catch {
    return null;
  }
}

/** The saved match to continue. Never throws for bad data; a storage that fails reads as nothing saved. */
export async function readAutosave(store: KeyStore): Promise<AutosaveRead> {
  const r = await readChecked(store, 'autosave', 'The saved match', (json) => {
    const read = parseMatchSave(json);
    return read.ok ? { ok: true, value: read.save } : read;
  });
  if (r === null) return { kind: 'none' };
  return r.ok ? { kind: 'save', save: r.value } : { kind: 'refused', reason: r.reason };
}

/** Forget the saved match (it ended, or the person discarded it). */
export async function clearAutosave(store: KeyStore): Promise<void> {
  await Promise.all(SLOTS.map((s) => store.del(s)));
}

/**
 * The battle's autosave: {@link save} after every accepted command, one write at a time, the latest waiting
 * (a write asked for while one is under way replaces any other waiting). A failed write is said once through
 * `failed` (a private window, a full disk), and the game plays on.
 */
export class Autosaver {
  private writing: Promise<void> | null = null;
  private waiting: MatchSave | null = null;
  /** Why saving is off, once a write failed; null while it works. */
  off: string | null = null;

  constructor(
    private readonly store: KeyStore,
    private readonly failed: (reason: string) => void = () => {},
  ) {}

  /** Save `s` as soon as the write before it is done. */
  save(s: MatchSave): void {
    if (this.off) return;
    this.waiting = s;
    this.writing ??= this.drain();
  }

  /** Forget the saved match once the writes asked for are done (the match ended). */
  async clear(): Promise<void> {
    this.waiting = null;
    await this.flush();
    await clearAutosave(this.store).catch(() => {});
  }

  /** Resolves when every write asked for is done. */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async drain(): Promise<void> {
    try {
      while (this.waiting) {
        const s = this.waiting;
        this.waiting = null;
        await writeAutosave(this.store, s);
      }
    } catch (e) {
      this.off = `Saving is off: this browser keeps nothing for this page (${e instanceof Error ? e.message : String(e)}).`;
      this.failed(this.off);
    } finally {
      this.writing = null;
    }
  }
}

/** Most finished matches the history keeps (the oldest goes first). */
export const HISTORY_SIZE = 20;
const HISTORY = 'history';

/** A finished match in the history: when it ended, who won with what, and its record to watch again. */
export interface FinishedMatch {
  /** When it ended (ISO 8601, the browser's clock). */
  readonly endedAt: string;
  readonly vp: Readonly<Record<string, number>>;
  readonly winner: string | null;
  readonly record: SavedMatch;
}

/** A history entry read back: the match, or why it cannot be used. */
export type HistoryRead =
  | { readonly ok: true; readonly match: FinishedMatch }
  | { readonly ok: false; readonly reason: string };

/** Check one stored history entry (never throws). */
function parseFinished(json: unknown, k: number): HistoryRead {
  const where = `Finished match ${k + 1}`;
  if (typeof json !== 'object' || json === null) return { ok: false, reason: `${where} is damaged.` };
  const o = json as Partial<Record<keyof FinishedMatch, unknown>>;
  const record = parseMatchRecord(o.record, `${where}'s record`);
  if (!record.ok) return record;
  if (typeof o.endedAt !== 'string' || typeof o.vp !== 'object' || o.vp === null)
    return { ok: false, reason: `${where} is damaged: endedAt or vp is missing.` };
  const winner = typeof o.winner === 'string' ? o.winner : null;
  return {
    ok: true,
    match: { endedAt: o.endedAt, vp: o.vp as Record<string, number>, winner, record: record.record },
  };
}

/** The finished matches kept, newest first. A storage that fails reads as none. */
export async function readHistory(store: KeyStore): Promise<HistoryRead[]> {
  try {
    const list = await store.get(HISTORY);
    return Array.isArray(list) ? list.map(parseFinished).reverse() : [];
  } catch {
    return [];
  }
}

/** Keep `m` in the history, the oldest dropped beyond {@link HISTORY_SIZE}. */
export async function addToHistory(store: KeyStore, m: FinishedMatch): Promise<void> {
  const list = await store.get(HISTORY);
  const kept = Array.isArray(list) ? list : [];
  await store.set(HISTORY, [...kept, m].slice(-HISTORY_SIZE));
}
