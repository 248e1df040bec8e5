/*
 * /readyz's judgement of the database (decision 049). A check that merely ran slow on a busy machine is not an
 * outage: it counts only when the next one is slow too, and the pool's own recent successes (a query answered in the
 * last seconds, none failed since) say "up" without a round trip at all. A failure that is a failure (a refused or
 * dropped connection) says "down" at once. No 'server-only': server.ts uses it.
 */

export type MigrationState = 'current' | 'pending';

export interface ReadinessAnswer {
  database: 'up' | 'down';
  migrations: MigrationState | 'unknown';
}

export interface PoolSignals {
  /** When a statement of the pool last succeeded, and when one last failed for want of the database (ms). */
  lastSuccessAt: number;
  lastFailureAt: number;
}

export interface ReadinessOptions {
  /** Reads the migrations still to run (a round trip). */
  check: () => Promise<MigrationState>;
  signals: () => PoolSignals;
  now?: () => number;
  /** How recent a pool success vouches for the database. */
  freshMs?: number;
  /** How long a check may take before it counts as slow. */
  timeoutMs?: number;
  /** How many slow checks in a row make the database "down". */
  slowChecksAllowed?: number;
}

export class ReadinessJudge {
  private last: ReadinessAnswer = { database: 'down', migrations: 'unknown' };
  private slowInARow = 0;

  constructor(private readonly options: ReadinessOptions) {}

  async judge(): Promise<ReadinessAnswer> {
    const now = (this.options.now ?? Date.now)();
    const { lastSuccessAt, lastFailureAt } = this.options.signals();
    const fresh = now - lastSuccessAt <= (this.options.freshMs ?? 3_000) && lastFailureAt <= lastSuccessAt;
    if (fresh && this.last.database === 'up' && this.last.migrations === 'current') return this.last;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const slow = new Promise<'slow'>((resolve) => {
      timer = setTimeout(() => resolve('slow'), this.options.timeoutMs ?? 5_000);
    });
    try {
      const result = await Promise.race([this.options.check(), slow]);
      if (result === 'slow') {
        this.slowInARow += 1;
        // One slow answer on a busy machine keeps the last judgement; a second in a row is an outage.
        if (this.slowInARow <= (this.options.slowChecksAllowed ?? 1) && this.last.database === 'up') return this.last;
        this.last = { database: 'down', migrations: 'unknown' };
        return this.last;
      }
      this.slowInARow = 0;
      this.last = { database: 'up', migrations: result };
      return this.last;
    } catch {
      this.slowInARow = 0;
      this.last = { database: 'down', migrations: 'unknown' };
      return this.last;
    } finally {
      clearTimeout(timer);
    }
  }
}
