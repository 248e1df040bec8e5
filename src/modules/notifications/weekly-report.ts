import { and, eq, sql } from 'drizzle-orm';
import { entitlementsOf } from '@/modules/billing/runtime';
import { getDb } from '@/db/client';
import { notificationDigests, notificationPreferences, notificationSettings } from '@/db/schema';
import { env } from '@/lib/env';
import { formatMoney } from '@/lib/money';
import { isLocale } from '@/i18n/locales';
import { peopleView } from '@/modules/accounts/runtime';
import { readDisplayRate } from '@/modules/currency/runtime';
import { guardiansView } from '@/modules/families/runtime';
import { readWeekFigures } from '@/modules/progress/runtime';
import { translatorFor } from '@/server/locale-translator';
import { composeMail } from '@/server/mail/compose-mail';
import { queueMail } from '@/server/mail/queue';
import { DIGEST_HOUR, digestKey } from './digests';
import { afterQuietHours, defaultDelivery } from './email-rules';
import { notify } from './notify';
import { unsubscribeQuery } from './unsubscribe-token';

/*
 * A parent's weekly report (decision 036): on Sunday from 17:00 of the parent's day, one notification "your weekly
 * report is ready" and, when they asked for it in their settings (it is opt-in), one e-mail with each linked child's
 * week (lessons, XP, streak, new badges, the simulator portfolio in the parent's currency) in the parent's language,
 * linking to /reports. Claimed per parent and ISO week in the transaction that makes it, so it is made once. No
 * 'server-only'.
 */

const WEEK_MS = 7 * 86_400_000;

/** Makes the weekly reports due at `now` (idempotent); answers how many parents got one. */
export async function sendWeeklyReports(now: Date = new Date()): Promise<number> {
  const db = getDb();
  // Who hears about a child is the families module's to say: its parent–child links, joined here in one statement.
  const guardians = guardiansView();
  const person = peopleView('parent');
  const rows = await db
    .select({ id: person.id, email: person.email, firstName: person.firstName, locale: person.locale, currency: person.currency, childId: guardians.childId, timeZone: notificationSettings.timeZone, quietStart: notificationSettings.quietStart, quietEnd: notificationSettings.quietEnd })
    .from(guardians)
    .innerJoin(person, eq(person.id, guardians.parentId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, person.id))
    .where(
      and(
        eq(person.role, 'parent'),
        // Only parents whose Sunday evening it is and who have no report of the last days yet: most runs read nothing.
        sql`extract(dow from ${now.toISOString()}::timestamptz at time zone coalesce(${notificationSettings.timeZone}, 'UTC')) = 0`,
        sql`extract(hour from ${now.toISOString()}::timestamptz at time zone coalesce(${notificationSettings.timeZone}, 'UTC')) >= ${DIGEST_HOUR}`,
        sql`not exists (select 1 from ${notificationDigests} where ${notificationDigests.userId} = ${person.id} and ${notificationDigests.period} = 'report' and ${notificationDigests.coveredUntil} > ${new Date(now.getTime() - 2 * 86_400_000).toISOString()}::timestamptz)`,
      ),
    );
  const parents = new Map<string, (typeof rows)[number] & { childIds: string[] }>();
  for (const row of rows) {
    const parent = parents.get(row.id) ?? { ...row, childIds: [] };
    parent.childIds.push(row.childId);
    parents.set(row.id, parent);
  }
  let made = 0;
  for (const parent of parents.values()) {
    const key = digestKey(now, parent.timeZone ?? 'UTC', 'weekly');
    if (!key) continue;
    const done = await getDb().transaction(async (tx) => {
      const claimed = await tx.insert(notificationDigests).values({ userId: parent.id, period: 'report', periodKey: key, coveredUntil: now }).onConflictDoNothing().returning({ key: notificationDigests.periodKey });
      if (claimed.length === 0) return false;
      const locale = isLocale(parent.locale) ? parent.locale : 'en';
      const figures = await readWeekFigures(tx, parent.childIds, new Date(now.getTime() - WEEK_MS), now, locale);
      if (figures.length === 0) return false;
      const t = await translatorFor(locale, 'notifications');
      const lists = new Intl.ListFormat(locale, { type: 'conjunction' });
      const names = lists.format(figures.map((child) => child.name));
      await notify(tx, [{ recipientId: parent.id, type: 'weekly_report', params: { children: names }, link: '/reports' }]);
      const [choice] = await tx.select({ delivery: notificationPreferences.delivery }).from(notificationPreferences).where(and(eq(notificationPreferences.userId, parent.id), eq(notificationPreferences.type, 'weekly_report')));
      if ((choice?.delivery ?? defaultDelivery('parent', 'weekly_report')) === 'off') return true;
      // The report by e-mail is the Family plan's (decision 040); every parent has it in the app.
      if (!(await entitlementsOf(parent.id, tx, now)).emailReports) return true;
      // Money in the parent's currency, at the rates table's rate (US dollars when it has none).
      const currency = parent.currency ?? 'USD';
      const display = await readDisplayRate(tx, currency);
      // Exact, as every page converts money (lib/money), never in floating point.
      const money = (usd: string) => formatMoney(usd, display, locale);
      const blocks = figures.map((child) => ({
        lines: [
          child.name,
          t('report.lessons', { count: child.lessons }),
          t('report.xp', { count: child.xp }),
          t('report.streak', { count: child.streak }),
          ...(child.badges.length > 0 ? [t('report.badges', { names: lists.format(child.badges) })] : []),
          t('report.portfolio', { value: money(child.valuationUsd) }),
        ],
      }));
      const { APP_URL } = env();
      const subject = t('report.subject', { children: names });
      await queueMail(
        tx,
        await composeMail(
          locale,
          {
            to: parent.email,
            subject,
            headers: { 'List-Unsubscribe': `<${APP_URL}/api/unsubscribe?${unsubscribeQuery(parent.id, 'weekly_report')}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            aboutChildIds: figures.map((child) => child.childId),
          },
          {
            title: subject,
            greet: { firstName: parent.firstName },
            blocks: [t('report.lead', { count: figures.length }), ...blocks],
            action: { label: t('report.open'), url: `${APP_URL}/reports` },
            footer: [
              { label: t('email.stop'), url: `${APP_URL}/unsubscribe?${unsubscribeQuery(parent.id, 'weekly_report')}` },
              { label: t('email.settings'), url: `${APP_URL}/settings#email` },
            ],
          },
        ),
        afterQuietHours(now, { start: parent.quietStart ?? null, end: parent.quietEnd ?? null, timeZone: parent.timeZone ?? 'UTC' }),
      );
      return true;
    });
    if (done) made += 1;
  }
  return made;
}
