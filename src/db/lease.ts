import pg from 'pg';
import type { DatabaseHandle } from './client';

/*
 * One instance at a time (decision 041): the market engine and the scheduled jobs run on the instance that holds the
 * leader lease, a PostgreSQL session advisory lock held on a connection of its own. PostgreSQL frees it when that
 * connection ends, so a leader that dies (even by SIGKILL) loses it at once and another instance, trying every
 * second, takes over. The embedded database is one process (its directory lock), which is always the leader.
 * Starting up (migrations, the seed) is serialised the same way, so instances started together do not race.
 * Infrastructure, not domain code: no 'server-only' (server.ts imports it).
 */

/** pg_advisory_lock's two-key form: our namespace, then what is locked. */
const NAMESPACE = 0x41434144; // "ACAD"
const LOCKS = { leader: 1, startup: 2 } as const;

export type LeaseState = 'leader' | 'standby';

export interface Lease {
  readonly state: LeaseState;
  /** Stops trying; a held lease is given up after `onChange(false)` has finished. */
  release(): Promise<void>;
}

export interface LeaseOptions {
  /** Called with true when the lease is taken, false when it is lost or given up; the next change waits for it. */
  onChange: (held: boolean) => Promise<void> | void;
  /** How often a standby instance tries to take the lease. */
  retryMs?: number;
  /** How often the leader checks that the connection holding the lease is alive. */
  heartbeatMs?: number;
  onError?: (error: unknown) => void;
}

function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, application_name: 'academy lease', keepAlive: true });
  // A dropped connection is seen by the next query; an 'error' event must not crash the process meanwhile.
  client.on('error', () => undefined);
  return client.connect().then(() => client);
}

export function holdLease(handle: DatabaseHandle, options: LeaseOptions): Lease {
  const retryMs = options.retryMs ?? 1_000;
  const heartbeatMs = options.heartbeatMs ?? 2_000;
  let state: LeaseState = 'standby';
  let stopped = false;
  let client: pg.Client | undefined;
  let wake: (() => void) | undefined;
  let changing: Promise<void> = Promise.resolve();
  const change = (held: boolean) => {
    state = held ? 'leader' : 'standby';
    changing = changing.then(() => options.onChange(held)).catch((error: unknown) => options.onError?.(error));
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

  if (handle.kind === 'pglite' || !handle.url) {
    void change(true);
    return {
      get state() {
        return state;
      },
      release: async () => {
        if (stopped) return;
        stopped = true;
        await change(false);
      },
    };
  }

  const url = handle.url;
  const loop = async () => {
    while (!stopped) {
      try {
        client ??= await connect(url);
        if (state === 'standby') {
          const { rows } = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1, $2) as taken', [NAMESPACE, LOCKS.leader]);
          if (rows[0]?.taken && !stopped) await change(true);
          else if (rows[0]?.taken) await client.query('select pg_advisory_unlock($1, $2)', [NAMESPACE, LOCKS.leader]);
        } else {
          // The lease lives as long as this connection: a failed round trip means it may be gone.
          await client.query('select 1');
        }
      } catch (error) {
        options.onError?.(error);
        const lost = state === 'leader';
        void client?.end().catch(() => undefined);
        client = undefined;
        if (lost) await change(false);
      }
      if (!stopped) await pause(state === 'leader' ? heartbeatMs : retryMs);
    }
  };
  void loop();
  return {
    get state() {
      return state;
    },
    release: async () => {
      if (stopped) return;
      stopped = true;
      wake?.();
      // The work stops first, then the lock goes: the next leader never overlaps this one.
      if (state === 'leader') await change(false);
      await changing;
      await client?.query('select pg_advisory_unlock_all()').catch(() => undefined);
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}

/** Runs `work` while holding the startup lock, so two instances starting together migrate and seed one at a time. */
export async function duringStartup<T>(handle: DatabaseHandle, work: () => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite' || !handle.url) return work();
  const client = await connect(handle.url);
  try {
    await client.query('select pg_advisory_lock($1, $2)', [NAMESPACE, LOCKS.startup]);
    return await work();
  } finally {
    await client.query('select pg_advisory_unlock($1, $2)', [NAMESPACE, LOCKS.startup]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
