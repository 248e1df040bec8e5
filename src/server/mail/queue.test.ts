import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { mailQueue } from '@/db/schema';
import { resetEnvForTests } from '@/lib/env';
import { startSmtpSink } from '../../../tests/support/smtp-sink';
import { uniqueEmail } from '../../../tests/factories';
import { deliverQueuedMail, MAIL_ATTEMPTS, queueMail, retryDelayMs } from './queue';

/*
 * The mail queue (decision 030) against a real SMTP listener on loopback: a message is queued in its cause's
 * transaction, sent after it, kept and retried while the mail server is away, given up after the last attempt, and
 * never sent twice by deliveries that overlap.
 */

interface Received {
  to: string[];
  subject: string;
  text: string;
}

function receivedIn(folder: string): Received[] {
  return readdirSync(folder).map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as Received);
}

function pointSmtpAt(port: number | null): void {
  // A port nothing listens on stands for a mail server that is down.
  process.env.SMTP_URL = `smtp://127.0.0.1:${port ?? 9}`;
  resetEnvForTests();
}

async function sink() {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'academy-smtp-'));
  const server = await startSmtpSink(folder);
  pointSmtpAt(server.port);
  return { folder, ...server };
}

async function queued(to: string, subject = 'Hello') {
  return getDb().transaction((tx) => queueMail(tx, { to, subject, text: `A message for ${to}` }));
}

async function rowOf(id: number) {
  const [row] = await getDb().select().from(mailQueue).where(eq(mailQueue.id, id));
  return row!;
}

afterEach(() => {
  process.env.SMTP_URL = '';
  resetEnvForTests();
});

describe('the mail queue', () => {
  it("sends what its cause's transaction queued, once committed; a rolled-back cause sends nothing", async () => {
    const smtp = await sink();
    try {
      const to = uniqueEmail('queued');
      const id = await queued(to, 'Committed');
      const dropped = uniqueEmail('rolled-back');
      await expect(
        getDb().transaction(async (tx) => {
          await queueMail(tx, { to: dropped, subject: 'Rolled back', text: 'never' });
          throw new Error('the cause failed');
        }),
      ).rejects.toThrow('the cause failed');

      expect(await deliverQueuedMail()).toMatchObject({ sent: 1, retried: 0 });
      // Marked as made by the app (RFC 3834), so auto-responders do not answer it.
      expect(receivedIn(smtp.folder)).toEqual([{ to: [to], subject: 'Committed', text: expect.stringContaining(`A message for ${to}`), autoSubmitted: 'auto-generated' }]);
      expect(await rowOf(id)).toMatchObject({ attempts: 1, lastError: null, failedAt: null, sentAt: expect.any(Date) });
      expect(await getDb().select().from(mailQueue).where(eq(mailQueue.to, dropped))).toEqual([]);
      // Sent is sent: another delivery finds nothing.
      expect(await deliverQueuedMail()).toEqual({ sent: 0, retried: 0, failed: 0 });
    } finally {
      await smtp.close();
    }
  });

  it('keeps a message while the mail server is down and sends it at the next attempt once it is back', async () => {
    pointSmtpAt(null);
    const to = uniqueEmail('retried');
    const id = await queued(to);
    const now = new Date();
    expect(await deliverQueuedMail({ now })).toMatchObject({ sent: 0, retried: 1 });
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(failed.lastError).toBeTruthy();
    expect(failed.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(1));
    // Not due yet: nothing is tried.
    expect(await deliverQueuedMail({ now: new Date(now.getTime() + 1000) })).toEqual({ sent: 0, retried: 0, failed: 0 });

    const smtp = await sink();
    try {
      expect(await deliverQueuedMail({ now: new Date(now.getTime() + retryDelayMs(1)) })).toMatchObject({ sent: 1 });
      expect(receivedIn(smtp.folder).map((mail) => mail.to)).toEqual([[to]]);
      expect(await rowOf(id)).toMatchObject({ attempts: 2, sentAt: expect.any(Date), lastError: null });
    } finally {
      await smtp.close();
    }
  });

  it('gives a message up after the last attempt, with the error kept', async () => {
    pointSmtpAt(null);
    const id = await queued(uniqueEmail('given-up'));
    await getDb().update(mailQueue).set({ attempts: MAIL_ATTEMPTS - 1 }).where(eq(mailQueue.id, id));
    expect(await deliverQueuedMail()).toMatchObject({ failed: 1 });
    const row = await rowOf(id);
    expect(row).toMatchObject({ attempts: MAIL_ATTEMPTS, sentAt: null, failedAt: expect.any(Date) });
    expect(await deliverQueuedMail({ now: new Date(Date.now() + 24 * 60 * 60 * 1000) })).toEqual({ sent: 0, retried: 0, failed: 0 });
  });

  it('a message is due to a delivery that starts in the millisecond it was queued', async () => {
    const smtp = await sink();
    try {
      const to = uniqueEmail('same-millisecond');
      const id = await queued(to);
      const { nextAttemptAt } = await rowOf(id);
      expect(await deliverQueuedMail({ ids: [id], now: nextAttemptAt })).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(receivedIn(smtp.folder).flatMap((mail) => mail.to)).toEqual([to]);
    } finally {
      await smtp.close();
    }
  });

  it('deliveries that overlap (two requests, two instances) send each message once', async () => {
    const smtp = await sink();
    try {
      const addresses = Array.from({ length: 6 }, (_, index) => uniqueEmail(`overlap-${index}`));
      for (const to of addresses) await queued(to);
      const reports = await Promise.all([deliverQueuedMail(), deliverQueuedMail(), deliverQueuedMail()]);
      expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(6);
      expect(receivedIn(smtp.folder).flatMap((mail) => mail.to).sort()).toEqual([...addresses].sort());
    } finally {
      await smtp.close();
    }
  });
});
