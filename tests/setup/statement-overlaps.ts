import pg from 'pg';

/*
 * A connection takes one statement at a time. Code that sends a second statement on a transaction's connection
 * before the first has answered (a Promise.all inside a transaction) only works because pg queues it, a queue pg 9
 * removes; and when the first fails, the rollback goes out while the other is still queued, which pg reports as an
 * error in the server's log under load (scripts/test-faults.ts found it). On PostgreSQL every integration test
 * records such overlaps, and the setup fails the test that made one.
 */

interface ClientInternals {
  _activeQuery?: { text?: string } | null;
  _queryQueue?: { text?: string }[];
  pipeline?: boolean;
}

const found: string[] = [];
let installed = false;

function textOf(query: unknown): string {
  const text = typeof query === 'string' ? query : ((query as { text?: string } | null)?.text ?? '(a statement)');
  return text.replace(/\s+/g, ' ').slice(0, 160);
}

/** Wraps pg's Client.prototype.query once per process: src/db/client.ts looks the method up at each call. */
export function recordStatementOverlaps(): void {
  if (installed) return;
  installed = true;
  const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: ClientInternals, ...args: unknown[]) {
    const busy = this._activeQuery ?? this._queryQueue?.[0];
    if (busy && !this.pipeline) found.push(`${textOf(args[0])}\n    sent while this was unanswered: ${textOf(busy)}`);
    return original.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

/** The overlaps recorded since the last call, which forgets them. */
export function takeStatementOverlaps(): string[] {
  return found.splice(0, found.length);
}
