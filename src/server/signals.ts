import { sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { errorFields, log } from './logger';

/*
 * PostgreSQL NOTIFY signals, sent in batches (decision 063). Every signal raised on a channel within a short window
 * goes out in one statement, each payload once: under load, a hundred notifications made in the same few
 * milliseconds cost one round trip and one NOTIFY commit instead of a hundred, and the write that raised a signal
 * never waits for it. A signal only says "read again": the rows it announces are committed before it is raised, a
 * listener reads whatever is new, and a lost one costs a live badge a reload, never a row. No 'server-only': the
 * custom server's jobs notify too.
 */

/** How long signals gather before they go out: far under what a person notices on a live badge. */
export const SIGNAL_WINDOW_MS = 10;

const pending = new Map<string, Set<string>>();
let timer: ReturnType<typeof setTimeout> | null = null;
let inFlight: Promise<void> = Promise.resolve();

function flush(): Promise<void> {
  timer = null;
  const batches = [...pending].map(([channel, payloads]) => ({ channel, payloads: [...payloads] }));
  pending.clear();
  const sent = Promise.all(
    batches.map(({ channel, payloads }) =>
      getDb()
        .execute(sql`select pg_notify(${channel}, payload) from unnest(array[${sql.join(payloads.map((payload) => sql`${payload}`), sql`, `)}]::text[]) as payload`)
        .then(
          () => undefined,
          (error: unknown) => log.warn('sending a signal to the live streams failed', { channel, ...errorFields(error) }),
        ),
    ),
  ).then(() => undefined);
  inFlight = sent;
  return sent;
}

/** Sends `payloads` on `channel` within SIGNAL_WINDOW_MS, with whatever else is raised meanwhile. Never throws. */
export function raiseSignal(channel: string, payloads: readonly string[]): void {
  if (payloads.length === 0) return;
  const set = pending.get(channel) ?? new Set<string>();
  for (const payload of payloads) set.add(payload);
  pending.set(channel, set);
  timer ??= setTimeout(() => void flush(), SIGNAL_WINDOW_MS);
}

/** Sends what is gathered now and waits for it and any batch on its way (tests; a server shutting down). */
export async function flushSignals(): Promise<void> {
  if (timer) {
    clearTimeout(timer);
    await flush();
  }
  await inFlight;
}
