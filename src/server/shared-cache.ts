import { sql } from 'drizzle-orm';
import { getDatabaseHandle, getDb, type Tx } from '@/db/client';
import { CONTENT_CHANNEL, instanceId } from './instance';
import { errorFields, log } from './logger';

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
 * - Several instances on one PostgreSQL tell each other of an edit (publicContentChanged, decision 041); `maxAgeMs`
 *   still bounds how long one could go unseen if that message were lost.
 * - Everything here is public content: publicContentChanged() (any edit of what visitors see) empties every cache,
 *   besides its own invalidate(). `maxEntries` bounds a cache keyed by what a visitor asks for (a slug).
 */

export interface SharedCache<V> {
  get(key: string): Promise<V>;
  /** After an edit has committed: every key is read again on its next use. */
  invalidate(): void;
}

interface Entry<V> {
  value: Promise<V>;
  generation: number;
  publicGeneration: number;
  database: unknown;
  storedAt: number;
}

interface State<V> {
  generation: number;
  entries: Map<string, Entry<V>>;
}

const REGISTRY = Symbol.for('academy.shared-caches');
const PUBLIC_GENERATION = Symbol.for('academy.public-content-generation');

type Holder = typeof globalThis & { [REGISTRY]?: Map<string, State<unknown>>; [PUBLIC_GENERATION]?: number };

/**
 * What anonymous pages show changed (an edit of a course, the theme, a rate…): the custom server's cache of those
 * pages starts again (decision 020). Every shared cache's invalidation counts; edits of data no shared cache holds
 * call this themselves, after their transaction has committed.
 */
export function publicContentChanged(options: { broadcast?: boolean } = {}): void {
  const holder = globalThis as Holder;
  holder[PUBLIC_GENERATION] = (holder[PUBLIC_GENERATION] ?? 0) + 1;
  // Decision 041: the other instances on the same PostgreSQL start again too (server.ts hears it with
  // `broadcast: false`); the embedded database has no other instance.
  if (options.broadcast === false) return;
  const handle = getDatabaseHandle();
  if (handle.kind === 'postgres') {
    handle.db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${instanceId()})`).catch((error: unknown) => log.warn('telling the other instances of an edit failed', errorFields(error)));
  }
}

/**
 * A transaction that edits what visitors see (a course, a lesson, a badge…): once it has committed, every shared
 * cache and the server's public pages start again. Used where getDb().transaction would be, with the same callback.
 */
export async function editPublicContent<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await getDb().transaction(work);
  publicContentChanged();
  return result;
}

/** Changes with every publicContentChanged(): a page rendered in an older generation is not kept. */
export function publicContentGeneration(): number {
  return (globalThis as Holder)[PUBLIC_GENERATION] ?? 0;
}

function stateOf<V>(name: string): State<V> {
  const holder = globalThis as Holder;
  holder[REGISTRY] ??= new Map();
  let state = holder[REGISTRY].get(name) as State<V> | undefined;
  if (!state) {
    state = { generation: 0, entries: new Map() };
    holder[REGISTRY].set(name, state as State<unknown>);
  }
  return state;
}

export function sharedCache<V>(name: string, load: (key: string) => Promise<V>, options: { maxAgeMs?: number; maxEntries?: number } = {}): SharedCache<V> {
  const maxAgeMs = options.maxAgeMs ?? 60_000;
  const maxEntries = options.maxEntries ?? 1_000;
  return {
    get(key) {
      const state = stateOf<V>(name);
      const database = getDb();
      const publicGeneration = publicContentGeneration();
      const entry = state.entries.get(key);
      if (entry && entry.generation === state.generation && entry.publicGeneration === publicGeneration && entry.database === database && Date.now() - entry.storedAt < maxAgeMs) return entry.value;
      const generation = state.generation;
      // Promise.resolve settles a drizzle query builder once: kept as it is, the builder would run its query again
      // at every await (it is a lazy thenable), and the cache would keep nothing.
      const value = Promise.resolve(load(key));
      const fresh: Entry<V> = { value, generation, publicGeneration, database, storedAt: Date.now() };
      state.entries.delete(key);
      state.entries.set(key, fresh);
      // The oldest stored goes first (a Map keeps insertion order).
      if (state.entries.size > maxEntries) state.entries.delete(state.entries.keys().next().value as string);
      value.catch(() => {
        if (state.entries.get(key) === fresh) state.entries.delete(key);
      });
      return value;
    },
    invalidate() {
      const state = stateOf<V>(name);
      state.generation += 1;
      state.entries.clear();
      publicContentChanged();
    },
  };
}
