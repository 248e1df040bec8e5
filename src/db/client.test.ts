import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { startTcpProxy, type TcpProxy } from '../../tests/support/tcp-proxy';
import { getDatabaseHandle, openDatabase, type DatabaseHandle } from './client';
import { rowsOf } from './rows';

/*
 * A PostgreSQL connection checked out of the pool (a transaction) that dies between two statements, as in a server
 * restart (57P01) or a network cut: the transaction fails, the failure is told (decision 049), and nothing is an
 * uncaught exception. On the embedded database there is no connection to lose.
 */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a checked-out connection that dies', () => {
  const opened: Array<{ handle: DatabaseHandle; proxy: TcpProxy }> = [];
  const uncaught: unknown[] = [];
  const hear = (error: unknown) => void uncaught.push(error);

  afterEach(async () => {
    process.off('uncaughtException', hear);
    for (const { handle, proxy } of opened.splice(0)) {
      proxy.restore();
      await handle.close();
      await proxy.close();
    }
  });

  /** A pool of its own, through a proxy the test can cut, telling its failures to `failures`. */
  async function poolViaProxy(url: string): Promise<{ handle: DatabaseHandle; proxy: TcpProxy; failures: unknown[] }> {
    const target = new URL(url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    const handle = openDatabase({ databaseUrl: viaProxy.toString(), dataDir: '.', purpose: 'client test' });
    const failures: unknown[] = [];
    handle.onFailure = (error) => void failures.push(error);
    opened.push({ handle, proxy });
    uncaught.length = 0;
    process.on('uncaughtException', hear);
    return { handle, proxy, failures };
  }

  it('fails its transaction, is told, and crashes nothing; the pool then serves again', async () => {
    const url = getDatabaseHandle().url;
    if (!url) return;
    const { handle, proxy, failures } = await poolViaProxy(url);

    // A network cut between two statements of a transaction.
    const cut = handle.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      proxy.cut();
      await sleep(200);
      await tx.execute(sql`select 2`);
    });
    await expect(cut).rejects.toThrow();
    await sleep(100);
    expect(uncaught).toEqual([]);
    expect(failures.length).toBeGreaterThan(0);
    proxy.restore();
    expect(rowsOf<{ answer: number }>(await handle.db.execute(sql`select 42 as answer`))).toEqual([{ answer: 42 }]);

    // A server restart's 57P01 (terminating connection due to administrator command) between two statements.
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const terminated = handle.db.transaction(async (tx) => {
        const [{ pid } = { pid: 0 }] = rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`));
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await sleep(200);
        await tx.execute(sql`select 2`);
      });
      await expect(terminated).rejects.toThrow();
    } finally {
      await admin.end();
    }
    await sleep(100);
    expect(uncaught).toEqual([]);
    expect(rowsOf<{ answer: number }>(await handle.db.execute(sql`select 42 as answer`))).toEqual([{ answer: 42 }]);
  });
});
