import { eq, inArray, sql, type WithSubquery } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { notificationPreferences, notificationSettings } from '@/db/schema';
import { env } from '@/lib/env';
import { peopleView } from '@/modules/accounts/runtime';
import { isUndeliverableAddress } from '@/lib/sign-in-name';
import { isLocale, type Locale } from '@/i18n/locales';
import { translatorFor } from '@/server/locale-translator';
import { composeMail } from '@/server/mail/compose-mail';
import { queueMail } from '@/server/mail/queue';
import { afterQuietHours, defaultDelivery, emailTypesFor, OWN_MAIL_KINDS } from './email-rules';
import type { NewNotification } from './notify';
import { SECURITY_TYPES, type NotificationType } from './types';
import { unsubscribeQuery } from './unsubscribe-token';

const subjectOf = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}…` : text);
const isSecurityType = (type: NotificationType): boolean => (SECURITY_TYPES as readonly NotificationType[]).includes(type);

/*
 * Notification e-mail (decision 036): queued in the transaction that made the notification, for the people who want
 * that kind by e-mail, in their own language, held until their quiet hours end. Each carries a signed one-click
 * unsubscribe (List-Unsubscribe, List-Unsubscribe-Post; RFC 8058) and a link to the settings. Sent by the mail queue
 * with its retries. No 'server-only': notify runs in the custom server's transactions too.
 */
export async function queueNotificationMails(tx: Tx, items: readonly NewNotification[], now: Date = new Date(), alongside?: WithSubquery): Promise<void> {
  const recipientIds = [...new Set(items.map((item) => item.recipientId))];
  const recipient = peopleView('recipient');
  // The recipients, their quiet hours and their choices in one statement: it runs in the transaction of whatever made
  // the notification (a badge in a completion, a feedback), so every round trip here is one more for that write.
  // `alongside`: a write to run in the same statement (notify's insert of the notifications, decision 022).
  const people = await (alongside ? tx.with(alongside) : tx)
    .select({
      id: recipient.id,
      email: recipient.email,
      role: recipient.role,
      firstName: recipient.firstName,
      locale: recipient.locale,
      quietStart: notificationSettings.quietStart,
      quietEnd: notificationSettings.quietEnd,
      timeZone: notificationSettings.timeZone,
      choices: sql<{ type: string; delivery: string }[]>`coalesce((select json_agg(json_build_object('type', ${notificationPreferences.type}, 'delivery', ${notificationPreferences.delivery}))
        from ${notificationPreferences} where ${notificationPreferences.userId} = ${recipient.id}), '[]'::json)`,
    })
    .from(recipient)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, recipient.id))
    .where(inArray(recipient.id, recipientIds));
  if (people.length === 0) return;
  const chosen = new Map(people.flatMap((person) => person.choices.map((choice) => [`${person.id}:${choice.type}`, choice.delivery] as const)));
  const { APP_URL } = env();
  for (const item of items) {
    const person = people.find((each) => each.id === item.recipientId);
    if (!person) continue;
    const locale = isLocale(person.locale) ? person.locale : 'en';
    if (isSecurityType(item.type)) {
      await queueSecurityMail(tx, person, locale, item);
      continue;
    }
    if (!emailTypesFor(person.role).includes(item.type) || OWN_MAIL_KINDS.includes(item.type)) continue;
    if ((chosen.get(`${person.id}:${item.type}`) ?? defaultDelivery(person.role, item.type)) !== 'immediate') continue;
    const t = await translatorFor(locale, 'notifications');
    const text = t(`types.${item.type}`, item.params ?? {});
    const unsubscribe = `${APP_URL}/unsubscribe?${unsubscribeQuery(person.id, item.type)}`;
    const oneClick = `${APP_URL}/api/unsubscribe?${unsubscribeQuery(person.id, item.type)}`;
    const settings = `${APP_URL}/settings#email`;
    await queueMail(
      tx,
      await composeMail(
        locale,
        {
          to: person.email,
          subject: subjectOf(text),
          headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
          aboutChildIds: item.childId ? [item.childId] : [],
        },
        {
          title: t('title'),
          greet: { firstName: person.firstName },
          blocks: [text, t('email.why', { kind: t(`kinds.${item.type}`) })],
          action: { label: t('email.open'), url: `${APP_URL}${item.link}` },
          footer: [
            { label: t('email.stop'), url: unsubscribe },
            { label: t('email.settings'), url: settings },
          ],
        },
      ),
      afterQuietHours(now, { start: person.quietStart ?? null, end: person.quietEnd ?? null, timeZone: person.timeZone ?? 'UTC' }),
    );
  }
}

/**
 * A security notification's e-mail (decision 037): at once, whatever the settings or quiet hours, with no unsubscribe
 * (like a password reset); a changed address is told at the old one, which is where its owner would notice a
 * stranger. A child's is sent only if they have a real address (a sign-in name has none, decision 029).
 */
async function queueSecurityMail(tx: Tx, person: { email: string; firstName: string }, locale: Locale, item: NewNotification): Promise<void> {
  const to = item.type === 'email_changed' ? (item.params?.oldEmail ?? person.email) : person.email;
  if (isUndeliverableAddress(to)) return;
  const t = await translatorFor(locale, 'notifications');
  const { APP_URL } = env();
  const text = t(`types.${item.type}`, item.params ?? {});
  await queueMail(
    tx,
    await composeMail(
      locale,
      { to, subject: subjectOf(text), aboutChildIds: item.childId ? [item.childId] : [] },
      {
        title: t('email.securityTitle'),
        greet: { firstName: person.firstName },
        blocks: [text, t('email.notYou'), t('email.securityWhy')],
        action: { label: t('email.reset'), url: `${APP_URL}/forgot-password` },
        footer: [{ label: t('email.settings'), url: `${APP_URL}/settings` }],
      },
    ),
  );
}
