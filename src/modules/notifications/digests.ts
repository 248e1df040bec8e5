import { and, asc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { getDb } from '@/db/client';
import { notificationDigests, notificationPreferences, notifications, notificationSettings } from '@/db/schema';
import { env } from '@/lib/env';
import { peopleView } from '@/modules/accounts/runtime';
import { isLocale } from '@/i18n/locales';
import { translatorFor } from '@/server/locale-translator';
import { composeMail } from '@/server/mail/compose-mail';
import { queueMail } from '@/server/mail/queue';
import { afterQuietHours, defaultDelivery, DIGEST_PERIODS, emailTypesFor, OWN_MAIL_KINDS, type DigestPeriod } from './email-rules';
import { NOTIFICATION_TYPES, type NotificationType } from './types';
import { unsubscribeQuery } from './unsubscribe-token';

/*
 * Daily and weekly digests (decision 036): a scheduled job in the server gathers, per person, the unread
 * notifications of the kinds they set to a digest into one e-mail — a day's from 17:00 of their day, a week's on
 * Sunday from 17:00 — in their language, after their quiet hours. Claiming the period's row and queueing the mail
 * are one transaction, so each digest is made once, whichever run (or instance) gets there first. No 'server-only':
 * the custom server runs it.
 */

/** The hour of the person's day from which the day's (and on Sundays the week's) digest is due. */
export const DIGEST_HOUR = 17;
/** At most this many lines in one digest; the rest is counted and waits on the notifications page. */
const DIGEST_LINES = 20;
const DAY_MS = 86_400_000;

/** The period a digest made at `now` covers, in the person's zone ('2026-03-02', '2026-W10'), or null when none is due. */
export function digestKey(now: Date, timeZone: string, period: DigestPeriod): string | null {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: 'numeric', hourCycle: 'h23', weekday: 'short' })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  if (Number(parts.hour) < DIGEST_HOUR) return null;
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  if (period === 'daily') return day;
  if (parts.weekday !== 'Sun') return null;
  // ISO 8601 week of the local day: the week with the year's first Thursday is week 1.
  const date = new Date(`${day}T00:00:00Z`);
  const thursday = new Date(date.getTime() + (3 - ((date.getUTCDay() + 6) % 7)) * DAY_MS);
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(thursday.getUTCFullYear(), 0, 1)) / (7 * DAY_MS));
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

type Person = { id: string; email: string; role: string; firstName: string; locale: string | null; timeZone: string | null; quietStart: number | null; quietEnd: number | null };

/** Makes the digests due at `now` (idempotent); answers how many e-mails it queued. */
export async function sendNotificationDigests(now: Date = new Date()): Promise<number> {
  const db = getDb();
  // Only people with unread notifications of the last week can have a digest to get.
  const recipient = peopleView('recipient');
  const people: Person[] = await db
    .selectDistinct({ id: recipient.id, email: recipient.email, role: recipient.role, firstName: recipient.firstName, locale: recipient.locale, timeZone: notificationSettings.timeZone, quietStart: notificationSettings.quietStart, quietEnd: notificationSettings.quietEnd })
    .from(notifications)
    .innerJoin(recipient, eq(recipient.id, notifications.recipientId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, recipient.id))
    .where(and(isNull(notifications.readAt), gt(notifications.createdAt, new Date(now.getTime() - 8 * DAY_MS)), inArray(recipient.role, ['parent', 'tutor'])));
  if (people.length === 0) return 0;
  // Everyone's choices in one read (not one per person).
  const choices = await db
    .select({ userId: notificationPreferences.userId, type: notificationPreferences.type, delivery: notificationPreferences.delivery })
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, people.map((person) => person.id)));
  const chosenBy = new Map<string, Map<string, string>>();
  for (const choice of choices) chosenBy.set(choice.userId, (chosenBy.get(choice.userId) ?? new Map<string, string>()).set(choice.type, choice.delivery));
  let queued = 0;
  for (const person of people) {
    const chosen = chosenBy.get(person.id) ?? new Map<string, string>();
    for (const period of DIGEST_PERIODS) {
      const types = emailTypesFor(person.role).filter((type) => !OWN_MAIL_KINDS.includes(type) && (chosen.get(type) ?? defaultDelivery(person.role, type)) === period);
      const key = types.length > 0 ? digestKey(now, person.timeZone ?? 'UTC', period) : null;
      if (key && (await makeDigest(person, period, key, types, now))) queued += 1;
    }
  }
  return queued;
}

async function makeDigest(person: Person, period: DigestPeriod, key: string, types: NotificationType[], now: Date): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const claimed = await tx.insert(notificationDigests).values({ userId: person.id, period, periodKey: key, coveredUntil: now }).onConflictDoNothing().returning({ key: notificationDigests.periodKey });
    if (claimed.length === 0) return false;
    const [previous] = await tx
      .select({ until: sql<Date | null>`max(${notificationDigests.coveredUntil})`.mapWith((value) => (value ? new Date(value as string) : null)) })
      .from(notificationDigests)
      .where(and(eq(notificationDigests.userId, person.id), eq(notificationDigests.period, period), ne(notificationDigests.periodKey, key)));
    const since = previous?.until ?? new Date(now.getTime() - (period === 'daily' ? 1 : 7) * DAY_MS);
    const items = await tx
      .select({ type: notifications.type, params: notifications.params, childId: notifications.childId })
      .from(notifications)
      .where(and(eq(notifications.recipientId, person.id), inArray(notifications.type, types), isNull(notifications.readAt), gt(notifications.createdAt, since), lte(notifications.createdAt, now)))
      .orderBy(asc(notifications.seq));
    const known = items.filter((item) => (NOTIFICATION_TYPES as readonly string[]).includes(item.type));
    if (known.length === 0) return false;
    await tx.update(notificationDigests).set({ notifications: known.length }).where(and(eq(notificationDigests.userId, person.id), eq(notificationDigests.period, period), eq(notificationDigests.periodKey, key)));
    const locale = isLocale(person.locale) ? person.locale : 'en';
    const t = await translatorFor(locale, 'notifications');
    const { APP_URL } = env();
    const lines = known.slice(0, DIGEST_LINES).map((item) => t(`types.${item.type}`, item.params));
    if (known.length > DIGEST_LINES) lines.push(t('digest.more', { count: known.length - DIGEST_LINES }));
    await queueMail(
      tx,
      await composeMail(
        locale,
        {
          to: person.email,
          subject: t(`digest.subject.${period}`, { count: known.length }),
          headers: { 'List-Unsubscribe': `<${APP_URL}/api/unsubscribe?${unsubscribeQuery(person.id, period)}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          aboutChildIds: [...new Set(known.flatMap((item) => (item.childId ? [item.childId] : [])))],
        },
        {
          title: t('title'),
          greet: { firstName: person.firstName },
          blocks: [t(`digest.lead.${period}`, { count: known.length }), { list: lines }],
          action: { label: t('email.open'), url: `${APP_URL}/notifications` },
          footer: [
            { label: t('email.stop'), url: `${APP_URL}/unsubscribe?${unsubscribeQuery(person.id, period)}` },
            { label: t('email.settings'), url: `${APP_URL}/settings#email` },
          ],
        },
      ),
      afterQuietHours(now, { start: person.quietStart, end: person.quietEnd, timeZone: person.timeZone ?? 'UTC' }),
    );
    return true;
  });
}
