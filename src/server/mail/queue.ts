import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { getDb, type Tx } from '@/db/client';
import { mailQueue } from '@/db/schema';
import { errorFields, log } from '../logger';
import { sendMail, type MailMessage } from './send-mail';

/*
 * Mail that must go out because of a change (decision 030): queued in the change's own transaction, so the change and
 * its mail land together or not at all, then sent after the commit. A failed send is tried again later, with a
 * growing pause, up to MAIL_ATTEMPTS times; a moment of SMTP failure loses nothing. Each message is claimed under
 * `FOR UPDATE SKIP LOCKED`, so several deliveries at once (two requests, two instances) do not send it twice.
 * No 'server-only': the custom server's scheduled jobs run it.
 */

export const MAIL_ATTEMPTS = 8;
/** Pause before attempt n+1 after n failures: 1 min, 2, 4, … capped at 2 hours (about 6 hours in all). */
export function retryDelayMs(failures: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, failures - 1), 2 * 60 * 60 * 1000);
}

/**
 * Queues a message in the caller's transaction; returns its id (deliverQueuedMail can send it at once). `notBefore`
 * holds it back until then (a person's quiet hours, decision 036). Its time to go is the app's clock, in
 * milliseconds like every delivery's `now`: the database's `now()` has microseconds, and a message queued in the
 * millisecond a delivery started was not yet due to it (deliverNow then left it for the scheduled delivery).
 */
export async function queueMail(tx: Tx, message: MailMessage, notBefore?: Date): Promise<number> {
  const [row] = await tx
    .insert(mailQueue)
    .values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null, headers: message.headers ?? null, aboutChildIds: message.aboutChildIds ?? [], nextAttemptAt: notBefore ?? new Date() })
    .returning({ id: mailQueue.id });
  return row!.id;
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

/** How long a claimed message is kept from other deliveries while it is being sent. */
const CLAIM_MS = 5 * 60 * 1000;

type QueuedRow = typeof mailQueue.$inferSelect;

/**
 * Claims the next due message: one statement that moves it out of everyone else's reach for CLAIM_MS and counts the
 * attempt. No lock is held while the mail server answers (on the embedded database a transaction would hold the one
 * connection); a process that dies mid-send leaves a claim that simply runs out, and the message is tried again.
 * The due row is a scalar subquery (`id = (…)`), run once: with `id IN (… LIMIT 1)` PostgreSQL may run the
 * subquery again per row it scans, and one statement could claim several rows of which only one is sent.
 */
async function claimNext(now: Date, ids: readonly number[] | undefined): Promise<QueuedRow | undefined> {
  const due = getDb()
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(and(isNull(mailQueue.sentAt), isNull(mailQueue.failedAt), lte(mailQueue.nextAttemptAt, now), ids ? inArray(mailQueue.id, [...ids]) : undefined))
    .orderBy(asc(mailQueue.nextAttemptAt), asc(mailQueue.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await getDb()
    .update(mailQueue)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS), attempts: sql`${mailQueue.attempts} + 1` })
    .where(eq(mailQueue.id, sql`(${due})`))
    .returning();
  return row;
}

/**
 * Sends the queued messages that are due (or only `ids`, when given: the ones a request just queued), one at a time.
 * Never throws for a send that fails: the row records the error and when to try again.
 */
export async function deliverQueuedMail(options: { now?: Date; ids?: readonly number[]; limit?: number } = {}): Promise<DeliveryReport> {
  const now = options.now ?? new Date();
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  for (let round = 0; round < (options.limit ?? 50); round++) {
    const row = await claimNext(now, options.ids);
    if (!row) break;
    try {
      await sendMail({ to: row.to, subject: row.subject, text: row.text, ...(row.html ? { html: row.html } : {}), ...(row.headers ? { headers: row.headers } : {}), aboutChildIds: row.aboutChildIds });
      await getDb().update(mailQueue).set({ sentAt: new Date(), lastError: null }).where(eq(mailQueue.id, row.id));
      report.sent += 1;
    } catch (error) {
      const givenUp = row.attempts >= MAIL_ATTEMPTS;
      const message = error instanceof Error ? error.message : String(error);
      log.warn(givenUp ? 'queued mail given up' : 'queued mail will be retried', { id: row.id, subject: row.subject, attempts: row.attempts, ...errorFields(error) });
      await getDb()
        .update(mailQueue)
        .set({ lastError: message.slice(0, 500), ...(givenUp ? { failedAt: now } : { nextAttemptAt: new Date(now.getTime() + retryDelayMs(row.attempts)) }) })
        .where(eq(mailQueue.id, row.id));
      report[givenUp ? 'failed' : 'retried'] += 1;
    }
  }
  return report;
}

/**
 * After a request's transaction committed: try its messages now, so the usual case needs no wait for the scheduled
 * delivery. A failure here is only logged; the row stays queued for the next delivery.
 */
export async function deliverNow(ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  try {
    await deliverQueuedMail({ ids });
  } catch (error) {
    log.warn('queued mail delivery error', errorFields(error));
  }
}
