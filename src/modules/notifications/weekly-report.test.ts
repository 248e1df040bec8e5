import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDb } from '@/db/client';
import { exchangeRates, learningProfiles, mailQueue, users } from '@/db/schema';
import { createBadge, createCourse, finishLesson } from '@/modules/progress/test-fixtures';
import { onPlan } from '@/modules/billing/test-fixtures';
import { linkFamily, resetSettings, trader } from '@/modules/simulator/test-fixtures';
import { saveEmailSettings } from './email-settings';
import { getNotificationsPage } from './queries';
import { emailSettingsSchema, notificationFiltersSchema } from './schemas';
import { sendWeeklyReports } from './weekly-report';

/*
 * A parent's weekly report e-mail (decision 036): each linked child's week, in the parent's language and currency,
 * once per week, with its notification; off when the parent turned it off. The e-mail is the Family plan's (decision
 * 040): a parent on Free gets the notification only. On both databases.
 */

vi.mock('@/modules/preferences', () => ({ getPreferences: async () => ({ locale: 'en', mode: 'light', currency: 'USD' }) }));

beforeEach(async () => {
  await resetSettings();
});

/** The coming Sunday at 18:00 UTC (or today's, if it is Sunday before then): the report is due, and the week is now's. */
function nextSundayEvening(): Date {
  const now = new Date();
  const sunday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + ((7 - now.getUTCDay()) % 7), 18));
  return sunday.getTime() > now.getTime() ? sunday : new Date(sunday.getTime() + 7 * 86_400_000);
}

describe('the weekly report e-mail', () => {
  it('tells a parent who asked for it each child’s week in their language and currency, once; others get only the notification', async () => {
    const parent = await trader({ role: 'parent', firstName: 'Priya' });
    const maya = await trader({ firstName: 'Maya', lastName: 'Khan' });
    const noor = await trader({ firstName: 'Noor', lastName: 'Khan' });
    await linkFamily(parent.id, maya.id);
    await linkFamily(parent.id, noor.id);
    await onPlan(parent, 'family');
    await getDb().update(users).set({ locale: 'fr', currency: 'EUR', valuation: '1000.00' }).where(eq(users.id, parent.id));
    await getDb().update(users).set({ valuation: '1000.00' }).where(eq(users.id, maya.id));
    // The report e-mail is opt-in (decision 036): this parent asked for it.
    await saveEmailSettings(parent, emailSettingsSchema.parse({ timeZone: 'UTC', 'delivery.weekly_report': 'immediate' }));
    await getDb().insert(exchangeRates).values({ currency: 'EUR', ratePerUsd: '0.5', asOf: '2026-01-01' }).onConflictDoUpdate({ target: exchangeRates.currency, set: { ratePerUsd: '0.5' } });
    await createBadge({ ruleKind: 'lessons', ruleThreshold: 1, slug: `weekly-${maya.id}` });
    const course = await createCourse({ lessons: 2 });
    await finishLesson(maya, course.lessonIds[0]!);
    await finishLesson(maya, course.lessonIds[1]!);

    const sunday = nextSundayEvening();
    expect(await sendWeeklyReports(new Date(sunday.getTime() - 2 * 3_600_000))).toBe(0);
    expect(await sendWeeklyReports(sunday)).toBeGreaterThanOrEqual(1);
    expect(await sendWeeklyReports(new Date(sunday.getTime() + 15 * 60_000))).toBe(0);
    const mails = await getDb().select().from(mailQueue).where(eq(mailQueue.to, parent.email));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Votre rapport hebdomadaire : Maya Khan et Noor Khan');
    expect(mail.text).toContain('Bonjour Priya,');
    expect(mail.text).toContain('Maya Khan\n2 leçons terminées');
    expect(mail.text).toContain(`Nouveaux badges : Badge weekly-${maya.id}`);
    // 1,000 US dollars at 0.5 euro each.
    expect(mail.text).toMatch(/Portefeuille du simulateur : 500,00\s€/);
    expect(mail.text).toContain('Noor Khan\nAucune leçon terminée');
    expect(mail.text).toContain('/reports');
    expect(mail.headers!['List-Unsubscribe']).toContain('t=weekly_report');
    const page = await getNotificationsPage(parent, notificationFiltersSchema.parse({}));
    expect(page.items.filter((item) => item.type === 'weekly_report').map((item) => item.params.children)).toEqual(['Maya Khan et Noor Khan']);

    // Another parent, who did not ask for the e-mail, gets the notification only.
    const other = await trader({ role: 'parent' });
    await linkFamily(other.id, noor.id);
    await sendWeeklyReports(sunday);
    expect(await getDb().select().from(mailQueue).where(eq(mailQueue.to, other.email))).toEqual([]);
    expect((await getNotificationsPage(other, notificationFiltersSchema.parse({}))).items.map((item) => item.type)).toContain('weekly_report');
  });

  it('says the streak the child has today, not the one stored at their last lesson, and converts money exactly', async () => {
    const parent = await trader({ role: 'parent', firstName: 'Sam' });
    const child = await trader({ firstName: 'Ivy', lastName: 'Lapsed' });
    await linkFamily(parent.id, child.id);
    await onPlan(parent, 'family');
    await saveEmailSettings(parent, emailSettingsSchema.parse({ timeZone: 'UTC', 'delivery.weekly_report': 'immediate' }));
    const sunday = nextSundayEvening();
    // A five-day streak whose last day was four days ago, with no shield: on the pages it is over.
    const lastDay = new Date(sunday.getTime() - 4 * 86_400_000).toISOString().slice(0, 10);
    await getDb().insert(learningProfiles).values({ userId: child.id, streakCurrent: 5, streakLongest: 5, streakLastDay: lastDay, streakShields: 0 }).onConflictDoUpdate({ target: learningProfiles.userId, set: { streakCurrent: 5, streakLongest: 5, streakLastDay: lastDay, streakShields: 0 } });
    // 0.75 US dollars at 0.3 euro each is 0.225 euro: 0.23 exactly, where floating point made 0.22.
    await getDb().update(users).set({ currency: 'EUR' }).where(eq(users.id, parent.id));
    await getDb().update(users).set({ valuation: '0.75' }).where(eq(users.id, child.id));
    await getDb().insert(exchangeRates).values({ currency: 'EUR', ratePerUsd: '0.3', asOf: '2026-01-01' }).onConflictDoUpdate({ target: exchangeRates.currency, set: { ratePerUsd: '0.3' } });
    await sendWeeklyReports(sunday);
    const [mail] = await getDb().select().from(mailQueue).where(eq(mailQueue.to, parent.email));
    expect(mail!.text).toContain('No streak right now');
    expect(mail!.text).not.toContain('Streak: 5 days');
    expect(mail!.text).toContain('€0.23');
  });

  it('a parent on Free who asked for the e-mail gets the notification but no e-mail (decision 040)', async () => {
    const parent = await trader({ role: 'parent' });
    const child = await trader({ firstName: 'Lina', lastName: 'Free' });
    await linkFamily(parent.id, child.id);
    await saveEmailSettings(parent, emailSettingsSchema.parse({ timeZone: 'UTC', 'delivery.weekly_report': 'immediate' }));
    await sendWeeklyReports(nextSundayEvening());
    expect(await getDb().select().from(mailQueue).where(eq(mailQueue.to, parent.email))).toEqual([]);
    const page = await getNotificationsPage(parent, notificationFiltersSchema.parse({}));
    expect(page.items.filter((item) => item.type === 'weekly_report').map((item) => item.params.children)).toEqual(['Lina Free']);
  });
});
