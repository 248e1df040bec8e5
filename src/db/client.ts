import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { acquireDataDirLock } from './lock';
import { withAfterCommit } from './after-commit';

/*
 * Infrastructure, not domain code: the CLI scripts (migrate, seed, user:create) open the database too,
 * so this file does not import 'server-only' (that package throws outside Next's server bundle).
 */

/*
 * The handle carries no schema: the app builds every statement with the query builder and never uses drizzle's
 * relational queries (`db.query.…`), and a handle made with the schema builds a relational query builder for each of
 * its tables in every transaction it opens (decision 076).
 */
type NoSchema = Record<string, never>;
export type Db = PgDatabase<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;
export type Tx = PgTransaction<PgQueryResultHKT, NoSchema, ExtractTablesWithRelations<NoSchema>>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * Hears PostgreSQL's NOTIFY on a channel (a committed transaction's notifications, decision 036): each payload goes
   * to `onPayload`. Answers the function that stops listening.
   */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  /** PostgreSQL's address, for the connections a lease holds apart from the pool (src/db/lease.ts). */
  url?: string;
  /**
   * Told of every failed statement or connection of the pool (PostgreSQL only). server.ts sets it, to answer 503
   * rather than 500 when the database was away during a request (decision 049).
   */
  onFailure?: (error: unknown) => void;
  /** When a statement of the pool last succeeded and last failed (ms; PostgreSQL only): /readyz reads them. */
  signals?: { lastSuccessAt: number; lastFailureAt: number };
}

/**
 * Every failure of the pool's queries and connections, told to `handle.onFailure`: those of pool.query (which
 * checks out its own connection) and those of a checked-out client (a transaction). The answers themselves are
 * untouched; the listener only hears of them.
 */
function reportPoolFailures(pool: pg.Pool, handle: DatabaseHandle): void {
  const signals = { lastSuccessAt: 0, lastFailureAt: 0 };
  handle.signals = signals;
  const tell = (error: unknown) => {
    signals.lastFailureAt = Date.now();
    handle.onFailure?.(error);
  };
  const succeeded = () => {
    signals.lastSuccessAt = Date.now();
  };
  const watched = new WeakSet<pg.PoolClient>();
  const watch = (client: pg.PoolClient) => {
    if (watched.has(client)) return client;
    watched.add(client);
    // pg-pool listens for a connection's 'error' only while it sits idle in the pool. Checked out (a transaction, a
    // LISTEN), a connection that dies between two statements (a server restart's 57P01, a cut socket) emits 'error'
    // to nobody: an uncaught exception. The failure reaches the code through the statement that fails (told below),
    // and the pool drops the dead connection when it is released (decision 049).
    client.on('error', () => undefined);
    // The class's method, looked up at each call (not captured once): whatever wraps pg.Client's own is kept.
    const inherited = () => (Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown }).query;
    client.query = ((...args: unknown[]) => {
      const result = inherited().apply(client, args);
      if (result instanceof Promise) result.then(succeeded, tell);
      return result;
    }) as typeof client.query;
    return client;
  };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) result.then(succeeded, tell);
    return result;
  }) as typeof pool.query;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    // pg-pool's own pool.query checks out with a callback: that form passes through as it is.
    if (typeof args[0] === 'function') return connect(...args);
    return (connect() as Promise<pg.PoolClient>).then(watch, (error: unknown) => {
      tell(error);
      throw error;
    });
  }) as typeof pool.connect;
}

/** A channel name as LISTEN takes it (an identifier, never user input; checked all the same). */
function channelIdentifier(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  return channel;
}

/**
 * LISTEN on a connection of its own, taken from the pool for as long as it listens. A lost connection is replaced
 * after a pause, so a database restart does not end the live streams for good.
 */
function listenOnPool(pool: pg.Pool, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.PoolClient | undefined;
  const connect = async (): Promise<void> => {
    if (stopped) return;
    try {
      const connection = await pool.connect();
      client = connection;
      connection.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      connection.on('error', () => {
        connection.release(true);
        client = undefined;
        setTimeout(() => void connect(), 1_000).unref();
      });
      await connection.query(`LISTEN ${channelIdentifier(channel)}`);
    } catch (error) {
      console.warn('database listener lost; retrying', error);
      setTimeout(() => void connect(), 1_000).unref();
    }
  };
  return connect().then(() => async () => {
    stopped = true;
    if (client) {
      await client.query(`UNLISTEN ${channelIdentifier(channel)}`).catch(() => undefined);
      client.release();
      client = undefined;
    }
  });
}

export interface OpenOptions {
  databaseUrl?: string;
  dataDir: string;
  /** Who opens it: shown to a second process that finds the embedded database taken. */
  purpose: string;
}

/**
 * One handle per process, kept on globalThis: the custom server (run by tsx) and Next's bundled
 * server code are two module graphs in one process and must share one PGlite instance.
 */
const GLOBAL_KEY = Symbol.for('academy.database');
type GlobalWithDb = typeof globalThis & { [GLOBAL_KEY]?: DatabaseHandle };
const globalSlot = globalThis as GlobalWithDb;

export function openDatabase(options: OpenOptions): DatabaseHandle {
  if (options.databaseUrl) {
    // A connection that cannot be had in 10 s (an unreachable server, or every connection busy that long) fails, so a
    // request answers 503 rather than wait for ever (decision 049).
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 10_000 });
    // An idle client's error (a server restart, a terminated connection) must not crash the process:
    // the pool drops that client and the next query gets a fresh one.
    // console.warn: in production server.ts routes it through the structured log (src/server/logger.ts).
    pool.on('error', (error) => console.warn('idle database connection lost', error));
    const db = withAfterCommit(drizzlePg({ client: pool }) as unknown as Db);
    const handle: DatabaseHandle = { db, kind: 'postgres', url: options.databaseUrl, close: () => pool.end(), listen: (channel, onPayload) => listenOnPool(pool, channel, onPayload) };
    reportPoolFailures(pool, handle);
    return handle;
  }
  const dataDir = path.resolve(options.dataDir);
  // STACK.md: PGlite does not create parent folders.
  mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(dataDir, options.purpose);
  const client = new PGlite(path.join(dataDir, 'pgdata'));
  const db = withAfterCommit(drizzlePglite({ client }) as unknown as Db);
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      release();
    },
    listen: (channel, onPayload) => client.listen(channelIdentifier(channel), onPayload),
  };
}

/** An in-memory embedded database: tests only, no lock needed. */
/** An in-memory database, empty or (tests) started from a data directory dumped by PGlite's `dumpDataDir`. */
export function openMemoryDatabase(options: { loadDataDir?: Blob } = {}): DatabaseHandle {
  const client = new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : undefined);
  const db = withAfterCommit(drizzlePglite({ client }) as unknown as Db);
  return { db, kind: 'pglite', close: () => client.close(), listen: (channel, onPayload) => client.listen(channelIdentifier(channel), onPayload) };
}

export function installDatabase(handle: DatabaseHandle | undefined): void {
  globalSlot[GLOBAL_KEY] = handle;
}

export function getDatabaseHandle(): DatabaseHandle {
  let handle = globalSlot[GLOBAL_KEY];
  if (!handle) {
    // Opened lazily, never at import time, so `next build` never touches the data directory (STACK.md).
    handle = openDatabase({
      databaseUrl: process.env.DATABASE_URL || undefined,
      dataDir: process.env.DATA_DIR || './data',
      purpose: 'app server',
    });
    globalSlot[GLOBAL_KEY] = handle;
  }
  return handle;
}

export function getDb(): Db {
  return getDatabaseHandle().db;
}

export async function closeDatabase(): Promise<void> {
  const handle = globalSlot[GLOBAL_KEY];
  globalSlot[GLOBAL_KEY] = undefined;
  await handle?.close();
}
