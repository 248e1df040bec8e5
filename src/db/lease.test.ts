import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startTcpProxy } from '../../tests/support/tcp-proxy';
import { getDatabaseHandle, type DatabaseHandle } from './client';
import { duringStartup, holdLease, LeaseLostError, VALIDITY_MS, type LeaderFence, type Lease } from './lease';
import { rowsOf } from './rows';

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
      holder.lease = holdLease(getDatabaseHandle(), { onChange: (fence) => void changes.push(fence !== null), retryMs: 200, heartbeatMs: 200 });
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

  it('fences every leader write: a takeover bumps the epoch, and a write proved with an older epoch fails and writes nothing', async () => {
    const handle = getDatabaseHandle();
    const fences: (LeaderFence | null)[] = [];
    const first = holdLease(handle, { instance: 'first', onChange: (fence) => void fences.push(fence), retryMs: 200, heartbeatMs: 200 });
    await until(() => first.state === 'leader' && fences.length === 1, 5_000);
    const old = fences[0]!;
    expect(old.instance).toBe('first');
    await handle.db.transaction((tx) => old.prove(tx, 'tick'));
    const written = async () => rowsOf<{ work: string; instance: string; epoch: number }>(await handle.db.execute(sql`select work, instance, epoch::int as epoch from leader_writes order by id`));
    expect((await written()).at(-1)).toEqual({ work: 'tick', instance: 'first', epoch: old.epoch });
    await first.release();

    const next: (LeaderFence | null)[] = [];
    const second = holdLease(handle, { instance: 'second', onChange: (fence) => void next.push(fence), retryMs: 200, heartbeatMs: 200 });
    await until(() => second.state === 'leader' && next.length === 1, 5_000);
    expect(next[0]!.epoch).toBe(old.epoch + 1);
    const before = (await written()).length;
    // The old leader's write: refused inside its transaction, which rolls back (its own insert with it).
    const stale = handle.db.transaction(async (tx) => {
      await old.prove(tx, 'tick');
      await tx.execute(sql`insert into leader_writes (work, instance, epoch) values ('should not land', 'first', ${old.epoch})`);
    });
    await expect(stale).rejects.toBeInstanceOf(LeaseLostError);
    await handle.db.transaction((tx) => next[0]!.prove(tx, 'mail-delivery'));
    const after = await written();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toEqual({ work: 'mail-delivery', instance: 'second', epoch: old.epoch + 1 });
    await second.release();
  });

  it('a leader whose lease connection goes half-open stops its work before a standby can take over, and the standby leads within 15 s', async () => {
    const handle = getDatabaseHandle();
    if (handle.kind === 'pglite') return; // one process: no second instance to take over
    const url = new URL(handle.url!);
    const proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    const proxied: DatabaseHandle = { ...handle, url: url.toString() };
    const events: { who: string; leads: boolean; at: number }[] = [];
    const fences = new Map<string, LeaderFence>();
    const watch = (who: string, through: DatabaseHandle) =>
      holdLease(through, {
        instance: who,
        retryMs: 200,
        onChange: (fence) => {
          if (fence) fences.set(who, fence);
          events.push({ who, leads: fence !== null, at: Date.now() });
        },
      });
    const first = watch('first', proxied);
    await until(() => first.state === 'leader', 5_000);
    const second = watch('second', handle);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(second.state).toBe('standby');

    // Every packet of the leader's lease connection is dropped from now on; its socket never hears of it.
    const cutAt = Date.now();
    proxy.blackHole((firstBytes) => firstBytes.includes('academy lease'));
    await until(() => second.state === 'leader', 15_000);
    const stepDown = events.find((event) => event.who === 'first' && !event.leads);
    const takeover = events.find((event) => event.who === 'second' && event.leads);
    expect(stepDown, 'the old leader stepped down').toBeDefined();
    // The old leader stopped within its validity (and a heartbeat) of the cut, and before the standby led.
    expect(stepDown!.at - cutAt).toBeLessThanOrEqual(VALIDITY_MS + 1_500);
    expect(stepDown!.at).toBeLessThan(takeover!.at);
    // Had it gone on writing, its writes would fail: the epoch moved on.
    await expect(handle.db.transaction((tx) => fences.get('first')!.prove(tx, 'tick'))).rejects.toBeInstanceOf(LeaseLostError);
    await second.release();
    proxy.restore();
    await first.release();
    await proxy.close();
  }, 30_000);

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
