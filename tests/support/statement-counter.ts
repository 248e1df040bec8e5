import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { getDatabaseHandle } from '@/db/client';

/*
 * Tests only: the SQL statements a piece of work sends to the test database, on either driver, counted at the
 * client (below drizzle and better-auth's adapter, so nothing that reaches the database is missed). A transaction
 * counts its BEGIN and COMMIT too: each is a round trip.
 */

function statementText(query: unknown): string {
  if (typeof query === 'string') return query;
  if (query && typeof query === 'object' && 'text' in query && typeof query.text === 'string') return query.text;
  return String(query);
}

/** Runs `work` and returns what it returned with every statement it sent, in order. Not for parallel work from other files. */
export async function statementsOf<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const record = (query: unknown) => statements.push(statementText(query));
  const handle = getDatabaseHandle();
  let restore: () => void;

  if (handle.kind === 'postgres') {
    // Every pool query, and every query of a client checked out for a transaction, goes through a pg.Client.
    const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const original = prototype.query;
    prototype.query = function (this: unknown, ...args: unknown[]) {
      record(args[0]);
      return original.apply(this, args);
    };
    restore = () => {
      prototype.query = original;
    };
  } else {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    const { query, exec, transaction } = client;
    client.query = ((...args: Parameters<PGlite['query']>) => {
      record(args[0]);
      return query.apply(client, args);
    }) as PGlite['query'];
    client.exec = ((...args: Parameters<PGlite['exec']>) => {
      record(args[0]);
      return exec.apply(client, args);
    }) as PGlite['exec'];
    client.transaction = (async <R>(callback: (tx: Transaction) => Promise<R>) => {
      record('BEGIN');
      const result = await transaction.call(client, (tx) =>
        callback({
          ...tx,
          closed: tx.closed,
          query: ((...args: Parameters<Transaction['query']>) => {
            record(args[0]);
            return tx.query(...args);
          }) as Transaction['query'],
          exec: ((...args: Parameters<Transaction['exec']>) => {
            record(args[0]);
            return tx.exec(...args);
          }) as Transaction['exec'],
        }),
      );
      record('COMMIT');
      return result;
    }) as PGlite['transaction'];
    // The originals live on PGlite's prototype: removing the instance's own wrappers brings them back.
    restore = () => {
      const own = client as unknown as Record<string, unknown>;
      delete own.query;
      delete own.exec;
      delete own.transaction;
    };
  }

  try {
    return { result: await work(), statements };
  } finally {
    restore();
  }
}
