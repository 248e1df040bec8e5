import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { getDb, type Db, type Tx } from '@/db/client';
import { rateLimits } from '@/db/schema';
import { env } from '@/lib/env';
import { AppError } from './errors';

/**
 * Fixed-window counters in the database, so they hold on every path (server actions included, which
 * better-auth's own limiter does not see) and across processes on PostgreSQL.
 */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one use; returns whether it stayed within the limit, and the window's count including this use. In `db`, the
 * caller's transaction when the use must roll back with it (a consent mail counted as it is queued).
 */
export async function consume(limit: Limit, db: Db | Tx = getDb()): Promise<{ allowed: boolean; retryAfterMs: number; count: number }> {
  const resetAt = new Date(Date.now() + limit.windowMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: limit.key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  const count = row?.count ?? 1;
  const retryAfterMs = Math.max(0, (row?.resetAt ?? resetAt).getTime() - Date.now());
  return { allowed: count <= limit.max, retryAfterMs, count };
}

/** Gives back one counted use (a sign-in that turned out to succeed). */
export async function refund(key: string): Promise<void> {
  await getDb()
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key));
}

export async function resetLimit(key: string): Promise<void> {
  await getDb().delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * A limit reached: a 429 whose wait travels as data (seconds, in Retry-After and the JSON's `retryAfter`), worded by
 * `message` in the reader's language with the wait in whole minutes.
 */
export class TooManyAttemptsError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterMs: number, message = 'errors.tooManyAttempts') {
    super(429, message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  }

  /** The wait as the message says it: whole minutes, at least one. */
  get minutes(): number {
    return Math.max(1, Math.ceil(this.retryAfterSeconds / 60));
  }

  override messageValues(): Record<string, number> {
    return { minutes: this.minutes };
  }

  override responseHeaders(): Record<string, string> {
    return { 'Retry-After': String(this.retryAfterSeconds) };
  }

  override jsonFields(): Record<string, unknown> {
    return { retryAfter: this.retryAfterSeconds };
  }
}

export function tooManyAttempts(retryAfterMs: number): TooManyAttemptsError {
  return new TooManyAttemptsError(retryAfterMs);
}

/** Consumes every limit; throws 429 if any is exceeded. */
export async function enforce(...limits: Limit[]): Promise<void> {
  for (const limit of limits) {
    const result = await consume(limit);
    if (!result.allowed) throw tooManyAttempts(result.retryAfterMs);
  }
}

/**
 * A client address as logs, audit entries and limit keys may carry it: a keyed hash (HMAC with the auth secret), so
 * one address always gives the same value and can be followed across lines, but the address cannot be recovered
 * from it (a plain SHA-256 of an IPv4 address is undone by trying all 2^32 of them).
 */
export function clientAddressDigest(clientAddress: string): string {
  return createHmac('sha256', env().AUTH_SECRET).update(`client-address:${clientAddress}`).digest('hex').slice(0, 16);
}
