import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { mailQueue, notifications } from '@/db/schema';
import { resetEnvForTests } from '@/lib/env';
import { deliverQueuedMail } from '@/server/mail/queue';
import { resetSettings, trader } from '@/modules/simulator/test-fixtures';
import type { Actor } from '@/server/session-flow';
import { startSmtpSink } from '../../../tests/support/smtp-sink';
import { digestKey, sendNotificationDigests } from './digests';
import { saveEmailSettings } from './email-settings';
import { notify } from './notify';
import { emailSettingsSchema } from './schemas';
import { unsubscribe } from './unsubscribe';
import { readUnsubscribe } from './unsubscribe-token';

/*
 * The daily and weekly digests (decision 036): due from 17:00 of the person's day (the week's on Sunday), made once
 * per period however often the job runs, holding the unread notifications of the kinds set to them since the last
 * one, delivered through a real SMTP listener, with a one-click unsubscribe that turns that digest off.
 */

vi.mock('@/modules/preferences', () => ({ getPreferences: async () => ({ locale: 'en', mode: 'light', currency: 'USD' }) }));

const SMTP_BEFORE = process.env.SMTP_URL;

beforeEach(async () => {
  await resetSettings();
});

afterEach(() => {
  process.env.SMTP_URL = SMTP_BEFORE;
  resetEnvForTests();
});

const badge = (recipientId: string, name: string, createdAt: Date) => ({ recipientId, type: 'child_badge_earned' as const, params: { child: 'Maya', badge: name }, link: '/progress', createdAt });

/** Notifications made at a given time, as if then (the clock of the job is the test's). */
async function notifyAt(items: ReturnType<typeof badge>[]) {
  await getDb().transaction((tx) => notify(tx, items.map(({ createdAt: _, ...item }) => item)));
  for (const item of items) {
    await getDb().execute(sql`update notifications set created_at = ${item.createdAt.toISOString()}::timestamptz where recipient_id = ${item.recipientId} and params->>'badge' = ${item.params.badge}`);
  }
}

const digestsTo = async (actor: Actor) => (await getDb().select().from(mailQueue).where(eq(mailQueue.to, actor.email))).filter((mail) => /on Academy/.test(mail.subject));

describe('notification digests', () => {
  it('are due from 17:00 of the person’s day, the week’s on Sunday, keyed by their day and ISO week', () => {
    expect(digestKey(new Date('2026-03-02T16:59:00Z'), 'UTC', 'daily')).toBeNull();
    expect(digestKey(new Date('2026-03-02T17:00:00Z'), 'UTC', 'daily')).toBe('2026-03-02');
    // 17:30 in Tokyo is 08:30 UTC.
    expect(digestKey(new Date('2026-03-02T08:30:00Z'), 'Asia/Tokyo', 'daily')).toBe('2026-03-02');
    expect(digestKey(new Date('2026-03-02T18:00:00Z'), 'UTC', 'weekly')).toBeNull();
    expect(digestKey(new Date('2026-03-08T18:00:00Z'), 'UTC', 'weekly')).toBe('2026-W10');
    expect(digestKey(new Date('2027-01-03T18:00:00Z'), 'UTC', 'weekly')).toBe('2026-W53');
  });

  it('a weekly digest gathers the week’s unread news once, goes through SMTP, and its one-click unsubscribe turns it off', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'academy-digest-'));
    const smtp = await startSmtpSink(folder);
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    resetEnvForTests();
    try {
      const parent = await trader({ role: 'parent', firstName: 'Priya' });
      const sunday = new Date('2026-03-08T18:00:00Z');
      // Badge news is weekly by default for a parent; one of three is already read, one is older than the week.
      await notifyAt([badge(parent.id, 'First Steps', new Date('2026-03-04T10:00:00Z')), badge(parent.id, 'Bookworm', new Date('2026-03-07T10:00:00Z')), badge(parent.id, 'Old One', new Date('2026-02-20T10:00:00Z'))]);
      await getDb().execute(sql`update notifications set read_at = now() where recipient_id = ${parent.id} and params->>'badge' = 'Bookworm'`);
      expect(await getDb().select().from(mailQueue).where(eq(mailQueue.to, parent.email))).toEqual([]);

      expect(await sendNotificationDigests(sunday)).toBeGreaterThanOrEqual(1);
      await sendNotificationDigests(new Date(sunday.getTime() + 15 * 60_000));
      const [digest, ...more] = await digestsTo(parent);
      expect(more).toEqual([]);
      expect(digest!.subject).toBe('Your week on Academy: 1 new notification');
      expect(digest!.text).toContain('- Maya earned the badge “First Steps”.');
      expect(digest!.text).not.toContain('Bookworm');
      expect(digest!.text).not.toContain('Old One');

      await deliverQueuedMail({ now: new Date(Date.now() + 60_000) });
      const received = readdirSync(folder).map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as { to: string[]; subject: string; listUnsubscribe?: string; listUnsubscribePost?: string });
      const mail = received.find((each) => each.to.includes(parent.email.toLowerCase()))!;
      expect(mail.subject).toBe('Your week on Academy: 1 new notification');
      expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
      const link = new URL(mail.listUnsubscribe!.replace(/^<|>$/g, ''));
      expect(readUnsubscribe(Object.fromEntries(link.searchParams))).toEqual({ userId: parent.id, type: 'weekly' });

      // The next week: new news, but the weekly digest is off now.
      expect(await unsubscribe(Object.fromEntries(link.searchParams))).toEqual({ type: 'weekly' });
      await notifyAt([badge(parent.id, 'Explorer', new Date('2026-03-12T10:00:00Z'))]);
      await sendNotificationDigests(new Date('2026-03-15T18:00:00Z'));
      expect(await digestsTo(parent)).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('a daily digest starts where the last one ended, and waits for quiet hours', async () => {
    const tutor = await trader({ role: 'tutor' });
    await saveEmailSettings(tutor, emailSettingsSchema.parse({ timeZone: 'UTC', 'delivery.feedback_reply': 'daily', quietStart: '18', quietEnd: '7' }));
    const reply = (name: string) => ({ recipientId: tutor.id, type: 'feedback_reply' as const, params: { name }, link: '/feedback/x' });
    await getDb().transaction((tx) => notify(tx, [reply('Ana'), reply('Ben')]));
    expect(await getDb().select().from(mailQueue).where(eq(mailQueue.to, tutor.email))).toEqual([]);
    const evening = new Date(Date.now() + 60_000);
    evening.setUTCHours(19, 0, 0, 0);
    if (evening.getTime() < Date.now()) evening.setTime(evening.getTime() + 86_400_000);
    await sendNotificationDigests(evening);
    const [first] = await digestsTo(tutor);
    expect(first!.subject).toBe('Your day on Academy: 2 new notifications');
    // 19:00 is in the quiet hours (18–7): it goes at 07:00 the next morning.
    expect(first!.nextAttemptAt.toISOString()).toBe(new Date(evening.getTime() + 12 * 3_600_000).toISOString());
    // The next day's digest holds only what came after this one.
    await getDb().transaction((tx) => notify(tx, [reply('Cy')]));
    await getDb().execute(sql`update notifications set created_at = ${new Date(evening.getTime() + 3_600_000).toISOString()}::timestamptz where recipient_id = ${tutor.id} and params->>'name' = 'Cy'`);
    await sendNotificationDigests(new Date(evening.getTime() + 86_400_000));
    const all = await digestsTo(tutor);
    expect(all).toHaveLength(2);
    expect(all.find((mail) => mail.id !== first!.id)!.text).toContain('Cy replied to your feedback.');
    expect(all.find((mail) => mail.id !== first!.id)!.text).not.toContain('Ana');
    expect(await getDb().select({ n: sql<number>`count(*)::int` }).from(notifications).where(eq(notifications.recipientId, tutor.id))).toEqual([{ n: 3 }]);
  });
});
