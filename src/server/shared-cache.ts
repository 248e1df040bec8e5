import { getDb } from '@/db/client';

/*
 * What is the same for every visitor (the theme, exchange rates…) is read once and kept in this process's memory
 * until an edit invalidates it (decision 019). No 'server-only': nothing here is secret, and a registry on
 * globalThis lets the custom server's copy of this module and Next's bundle's share one cache (as decision 015's
 * event hub does).
 *
 * - A value read while an edit commits must not outlive it: each invalidation starts a new generation, and a read
 *   begun in an older one is handed to its caller but never stored.
 * - A failed read is not stored (the next request tries again).
 * - The value belongs to the database it was read from (tests switch databases).
 * - `maxAgeMs` bounds how long another process's edit can go unseen when several app processes share one
 *   PostgreSQL server; this process's own edits show on the very next request.
 */

export interface SharedCache<V> {
  get(key: string): Promise<V>;
  /** After an edit has committed: every key is read again on its next use. */
  invalidate(): void;
}

interface Entry<V> {
  value: Promise<V>;
  generation: number;
  database: unknown;
  storedAt: number;
}

interface State<V> {
  generation: number;
  entries: Map<string, Entry<V>>;
}

const REGISTRY = Symbol.for('academy.shared-caches');

function stateOf<V>(name: string): State<V> {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Map<string, State<unknown>> };
  holder[REGISTRY] ??= new Map();
  let state = holder[REGISTRY].get(name) as State<V> | undefined;
  if (!state) {
    state = { generation: 0, entries: new Map() };
    holder[REGISTRY].set(name, state as State<unknown>);
  }
  return state;
}

export function sharedCache<V>(name: string, load: (key: string) => Promise<V>, options: { maxAgeMs?: number } = {}): SharedCache<V> {
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  return {
    get(key) {
      const state = stateOf<V>(name);
      const database = getDb();
      const entry = state.entries.get(key);
      if (entry && entry.generation === state.generation && entry.database === database && Date.now() - entry.storedAt < maxAgeMs) return entry.value;
      const generation = state.generation;
      const value = load(key);
      const fresh: Entry<V> = { value, generation, database, storedAt: Date.now() };
      state.entries.set(key, fresh);
      value.catch(() => {
        if (state.entries.get(key) === fresh) state.entries.delete(key);
      });
      return value;
    },
    invalidate() {
      const state = stateOf<V>(name);
      state.generation += 1;
      state.entries.clear();
    },
  };
}
