import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { getDatabaseHandle } from './client';
import { duringStartup, holdLease, type Lease } from './lease';

/*
 * The leader lease (decision 041): on PostgreSQL one holder at a time, taken over by a standby within seconds when the
 * holder gives it up or its connection dies; on the embedded database the one process is the leader. Startup work
 * of two instances never overlaps.
 */

async function until(check: () => boolean, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

function watched(): { lease: Lease; changes: boolean[] } & { start: () => void } {
  const changes: boolean[] = [];
  const holder = {
    changes,
    lease: undefined as unknown as Lease,
    start() {
      holder.lease = holdLease(getDatabaseHandle(), { onChange: (held) => void changes.push(held), retryMs: 200, heartbeatMs: 200 });
    },
  };
  return holder;
}

describe('the leader lease', () => {
  it('has one holder at a time; a standby takes over when the holder gives it up or its connection dies', async () => {
    const handle = getDatabaseHandle();
    const first = watched();
    first.start();
    await until(() => first.lease.state === 'leader', 5_000);
    expect(first.changes).toEqual([true]);
    if (handle.kind === 'pglite') {
      // One process owns the embedded database: it is the leader from the start, and gives it up when told.
      await first.lease.release();
      expect(first.changes).toEqual([true, false]);
      return;
    }
    const second = watched();
    second.start();
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(second.lease.state).toBe('standby');
    expect(second.changes).toEqual([]);

    // The holder gives it up: its work stops first, then the standby takes it.
    await first.lease.release();
    expect(first.changes).toEqual([true, false]);
    expect(await until(() => second.lease.state === 'leader', 5_000)).toBeLessThan(5_000);

    // The holder's connection dies (as when its process is killed): PostgreSQL frees the lock, another takes it,
    // and the old holder, told by its failed heartbeat, stops.
    const third = watched();
    third.start();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(third.lease.state).toBe('standby');
    const admin = new pg.Client({ connectionString: handle.url });
    await admin.connect();
    const { rows } = await admin.query<{ pid: number }>(
      `select l.pid from pg_locks l join pg_stat_activity a on a.pid = l.pid where l.locktype = 'advisory' and l.classid = $1 and l.objid = 1 and l.granted and a.datname = current_database()`,
      [0x41434144],
    );
    expect(rows).toHaveLength(1);
    await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    await admin.end();
    await until(() => third.lease.state === 'leader', 5_000);
    await until(() => second.lease.state === 'standby', 5_000);
    expect(second.changes).toEqual([true, false]);
    await Promise.all([second.lease.release(), third.lease.release()]);
  });

  it('runs two instances’ startup work one after the other', async () => {
    const spans: [number, number][] = [];
    const work = async () => {
      const start = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 300));
      spans.push([start, Date.now()]);
    };
    await Promise.all([duringStartup(getDatabaseHandle(), work), duringStartup(getDatabaseHandle(), work)]);
    const [a, b] = spans.sort((x, y) => x[0] - y[0]) as [[number, number], [number, number]];
    if (getDatabaseHandle().kind === 'postgres') expect(b[0]).toBeGreaterThanOrEqual(a[1]);
    else expect(spans).toHaveLength(2);
  });
});
