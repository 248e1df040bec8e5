import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';

/*
 * Infrastructure, not domain code: the CLI scripts (migrate, seed, user:create) open the database too,
 * so this file does not import 'server-only' (that package throws outside Next's server bundle).
 */

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
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
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client's error (a server restart, a terminated connection) must not crash the process:
    // the pool drops that client and the next query gets a fresh one.
    // console.warn: in production server.ts routes it through the structured log (src/server/logger.ts).
    pool.on('error', (error) => console.warn('idle database connection lost', error));
    const db = drizzlePg({ client: pool, schema }) as unknown as Db;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const dataDir = path.resolve(options.dataDir);
  // STACK.md: PGlite does not create parent folders.
  mkdirSync(dataDir, { recursive: true });
  const release = acquireDataDirLock(dataDir, options.purpose);
  const client = new PGlite(path.join(dataDir, 'pgdata'));
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await client.close();
      release();
    },
  };
}

/** An in-memory embedded database: tests only, no lock needed. */
export function openMemoryDatabase(): DatabaseHandle {
  const client = new PGlite();
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
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
