import type { Db, Tx } from './client';

/*
 * Work that must follow a transaction's commit without being part of it. PostgreSQL's NOTIFY takes a database-wide
 * lock while its transaction commits, so notifying commits run one at a time: a child's answer or order that made a
 * notification would queue behind every other notifying commit. The signal goes out after the commit instead, as a
 * statement of its own that nobody waits on; the rows it announces are already committed, so a listener that hears
 * it reads them. A rolled-back transaction runs nothing. No 'server-only': the custom server's jobs write too.
 */

const pendingOf = new WeakMap<object, Array<() => void>>();

/**
 * Makes `db.transaction` run the hooks its transaction registered (afterCommit) once it has committed, in order.
 * Each attempt of a transaction starts with no hooks, so a retried one does not run the failed attempt's.
 */
export function withAfterCommit(db: Db): Db {
  const begin = db.transaction.bind(db);
  const transaction = async <T>(work: (tx: Tx) => Promise<T>, config?: Parameters<Db['transaction']>[1]): Promise<T> => {
    let pending: Array<() => void> = [];
    const result = await begin(async (tx) => {
      pending = [];
      pendingOf.set(tx, pending);
      return work(tx);
    }, config);
    for (const hook of pending) hook();
    return result;
  };
  db.transaction = transaction as Db['transaction'];
  return db;
}

/**
 * Runs `hook` after `tx` commits; never when it rolls back. The hook must not throw and is not awaited: what it
 * starts (a NOTIFY) catches its own failure. A transaction not opened through a database made by src/db/client.ts
 * (none in the app) is refused loudly rather than left silent.
 */
export function afterCommit(tx: Tx, hook: () => void): void {
  const pending = pendingOf.get(tx);
  if (!pending) throw new Error('afterCommit: this transaction was not opened by a database from src/db/client.ts (withAfterCommit)');
  pending.push(hook);
}
