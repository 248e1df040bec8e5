import os from 'node:os';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle, Db, Tx } from './client';
import { rowsOf } from './rows';

/*
 * One instance at a time (decision 041): the market engine and the scheduled jobs run on the instance that holds the
 * leader lease, a PostgreSQL session advisory lock held on a connection of its own. PostgreSQL frees it when that
 * connection ends, so a leader that dies (even by SIGKILL) loses it at once and another instance, trying every
 * second, takes over. The embedded database is one process (its directory lock), which is always the leader.
 * Starting up (migrations, the seed) is serialised the same way, so instances started together do not race.
 *
 * Fencing (decision 050): a connection can go half-open (packets silently dropped), so the leader cannot wait to be
 * told it lost. Its lease connection asks PostgreSQL to end the session after IDLE_SESSION_MS of silence (which frees
 * the lock for a standby), and the leader stops all its work once no heartbeat was answered for VALIDITY_MS, well
 * before that. Every leader write also proves, in its own transaction, that the epoch it took is still the lease's
 * (`LeaderFence.prove`), so a leader that lost the lease without knowing it can no longer write anything.
 * Infrastructure, not domain code: no 'server-only' (server.ts imports it).
 */

/** pg_advisory_lock's two-key form: our namespace, then what is locked. */
const NAMESPACE = 0x41434144; // "ACAD"
const LOCKS = { leader: 1, startup: 2 } as const;

/** No statement on the lease connection waits longer (a half-open socket never answers). */
const STATEMENT_LIMIT_MS = 2_000;
/** The leader's work stops this long after the last heartbeat it sent that was answered. */
export const VALIDITY_MS = 3_500;
/** PostgreSQL ends a lease session silent this long, freeing the lock: always well after VALIDITY_MS. */
export const IDLE_SESSION_MS = 7_000;

export type LeaseState = 'leader' | 'standby';

/** Thrown by `LeaderFence.prove` when another instance has taken the lease since this one took it. */
export class LeaseLostError extends Error {
  constructor(
    readonly epoch: number,
    readonly current: number | null,
  ) {
    super(`the leader lease moved on (this instance held epoch ${epoch}, the lease is at ${current ?? 'none'})`);
    this.name = 'LeaseLostError';
  }
}

/** What a leader's writes carry: the epoch it took and how to prove, inside a transaction, that it still holds it. */
export interface LeaderFence {
  readonly epoch: number;
  readonly instance: string;
  /**
   * In the writing transaction: throws LeaseLostError unless the lease is still at this epoch (the row stays locked
   * FOR SHARE until the commit, so a takeover waits for this write or this write sees the takeover), and records the
   * write (`work`: 'tick' or a job's name) with this instance and epoch in leader_writes.
   */
  prove(tx: Tx, work: string): Promise<void>;
}

export interface Lease {
  readonly state: LeaseState;
  /** Stops trying; a held lease is given up after `onChange(null)` has finished. */
  release(): Promise<void>;
}

export interface LeaseOptions {
  /** Called with the fence when the lease is taken, null when it is lost or given up; the next change waits for it. */
  onChange: (fence: LeaderFence | null) => Promise<void> | void;
  /** This instance's name in leader_lease and leader_writes (server/instance.ts). */
  instance?: string;
  /** How often a standby instance tries to take the lease. */
  retryMs?: number;
  /** How often the leader checks that the connection holding the lease is alive. */
  heartbeatMs?: number;
  onError?: (error: unknown) => void;
}

/** Takes the next epoch for the instance named in between (the first taker makes the row). */
const TAKE_EPOCH = ['insert into leader_lease (id, epoch, holder, taken_at) values (1, 1, ', `, now())
  on conflict (id) do update set epoch = leader_lease.epoch + 1, holder = excluded.holder, taken_at = now()
  returning epoch`] as const;

function fenceFor(epoch: number, instance: string, onLost: () => void): LeaderFence {
  return {
    epoch,
    instance,
    async prove(tx, work) {
      const [row] = rowsOf<{ epoch: string | number }>(await tx.execute(sql`select epoch from leader_lease where id = 1 for share`));
      const current = row ? Number(row.epoch) : null;
      if (current !== epoch) {
        onLost();
        throw new LeaseLostError(epoch, current);
      }
      await tx.execute(sql`insert into leader_writes (work, instance, epoch) values (${work}, ${instance}, ${epoch})`);
    },
  };
}

/** Leader writes older than this are forgotten (the record is for seeing overlaps, not an archive). */
const LEADER_WRITES_KEPT_MS = 24 * 60 * 60 * 1000;

export async function pruneLeaderWrites(db: Db, now: Date): Promise<void> {
  await db.execute(sql`delete from leader_writes where at < ${new Date(now.getTime() - LEADER_WRITES_KEPT_MS).toISOString()}`);
}

function connect(url: string, purpose: 'lease' | 'startup'): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: url,
    application_name: `academy ${purpose}`,
    keepAlive: true,
    // The lease's statements are short and never wait: client side, one whose answer never comes (a half-open
    // socket) fails; server side, one that runs long. The startup lock waits for another instance's migrations.
    ...(purpose === 'lease' ? { keepAliveInitialDelayMillis: 1_000, connectionTimeoutMillis: STATEMENT_LIMIT_MS, query_timeout: STATEMENT_LIMIT_MS, statement_timeout: STATEMENT_LIMIT_MS } : {}),
  });
  // A dropped connection is seen by the next query; an 'error' event must not crash the process meanwhile.
  client.on('error', () => undefined);
  return client
    .connect()
    .then(() => (purpose === 'lease' ? client.query(`set idle_session_timeout = ${IDLE_SESSION_MS}`) : undefined))
    .then(() => client)
    .catch((error: unknown) => {
      abandon(client);
      throw error;
    });
}

/** Lets a connection go without waiting for its answer: on a half-open socket the goodbye is never acknowledged. */
function abandon(client: pg.Client): void {
  void client.end().catch(() => undefined);
  const stream = (client as unknown as { connection?: { stream?: { destroy?: () => void } } }).connection?.stream;
  setTimeout(() => stream?.destroy?.(), 1_000).unref();
}

export function holdLease(handle: DatabaseHandle, options: LeaseOptions): Lease {
  const retryMs = options.retryMs ?? 1_000;
  const heartbeatMs = options.heartbeatMs ?? 1_000;
  const instance = options.instance ?? `${os.hostname()}:${process.pid}`;
  let state: LeaseState = 'standby';
  let stopped = false;
  let client: pg.Client | undefined;
  let wake: (() => void) | undefined;
  let changing: Promise<void> = Promise.resolve();
  /** When the last heartbeat that was answered was sent (the lease was surely held then). */
  let confirmedAt = 0;
  let watchdog: NodeJS.Timeout | undefined;
  const change = (fence: LeaderFence | null) => {
    state = fence ? 'leader' : 'standby';
    changing = changing.then(() => options.onChange(fence)).catch((error: unknown) => options.onError?.(error));
    return changing;
  };
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  /** The lease may be gone: stop the work now, drop the connection (its lock with it), and try again as a standby. */
  const stepDown = () => {
    if (state !== 'leader') return;
    clearInterval(watchdog);
    if (client) abandon(client);
    client = undefined;
    void change(null);
    wake?.();
  };

  if (handle.kind === 'pglite' || !handle.url) {
    // One process owns the embedded database; its writes still carry an epoch, so they are recorded the same way.
    const taken = handle.db
      .transaction(async (tx) => Number(rowsOf<{ epoch: string | number }>(await tx.execute(sql`${sql.raw(TAKE_EPOCH[0])}${instance}${sql.raw(TAKE_EPOCH[1])}`))[0]?.epoch))
      .then((epoch) => (stopped ? undefined : change(fenceFor(epoch, instance, () => undefined))))
      .catch((error: unknown) => options.onError?.(error));
    return {
      get state() {
        return state;
      },
      release: async () => {
        if (stopped) return;
        stopped = true;
        await taken;
        if (state === 'leader') await change(null);
        await changing;
      },
    };
  }

  const url = handle.url;
  const loop = async () => {
    while (!stopped) {
      try {
        client ??= await connect(url, 'lease');
        if (state === 'standby') {
          const { rows } = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1, $2) as taken', [NAMESPACE, LOCKS.leader]);
          if (rows[0]?.taken && !stopped) {
            const sentAt = Date.now();
            // Waits for a write of the previous epoch still in flight (it holds the row FOR SHARE), then fences it off.
            const epoch = Number((await client.query<{ epoch: string }>(TAKE_EPOCH.join('$1'), [instance])).rows[0]!.epoch);
            confirmedAt = sentAt;
            watchdog = setInterval(() => {
              if (Date.now() - confirmedAt > VALIDITY_MS) {
                options.onError?.(new Error(`leader lease: no heartbeat answered for ${VALIDITY_MS} ms; stepping down`));
                stepDown();
              }
            }, 250);
            watchdog.unref();
            if (!stopped) await change(fenceFor(epoch, instance, stepDown));
          } else if (rows[0]?.taken) await client.query('select pg_advisory_unlock($1, $2)', [NAMESPACE, LOCKS.leader]);
        } else {
          // The lease lives as long as this connection: a round trip that fails or never comes means it may be gone.
          const sentAt = Date.now();
          await client.query('select 1');
          confirmedAt = sentAt;
        }
      } catch (error) {
        options.onError?.(error);
        if (state === 'leader') stepDown();
        else if (client) abandon(client);
        client = undefined;
      }
      if (!stopped) await pause(state === 'leader' ? heartbeatMs : retryMs);
    }
  };
  const running = loop();
  return {
    get state() {
      return state;
    },
    release: async () => {
      if (stopped) return;
      stopped = true;
      wake?.();
      clearInterval(watchdog);
      // The work stops first, then the lock goes: the next leader never overlaps this one.
      if (state === 'leader') await change(null);
      await changing;
      // The loop's statement in flight (a heartbeat, bounded by STATEMENT_LIMIT_MS) is answered first: the connection
      // takes one statement at a time.
      await running;
      await client?.query('select pg_advisory_unlock_all()').catch(() => undefined);
      if (client) abandon(client);
      client = undefined;
    },
  };
}

/** Runs `work` while holding the startup lock, so two instances starting together migrate and seed one at a time. */
export async function duringStartup<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite' || !handle.url) return work();
  const client = await connect(handle.url, 'startup');
  try {
    await client.query('select pg_advisory_lock($1, $2)', [NAMESPACE, LOCKS.startup]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1, $2)', [NAMESPACE, LOCKS.startup]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
