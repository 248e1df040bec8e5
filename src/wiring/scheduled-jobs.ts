import { runBillingCycle } from '@/modules/billing/runtime';
import { finishDueCompetitions, snapshotRunningCompetitions } from '@/modules/competitions/runtime';
import { purgeExpiredConsents } from '@/modules/families/runtime';
import { sendNotificationDigests, sendReminders, sendWeeklyReports } from '@/modules/notifications/runtime';
import type { ScheduledJob } from '@/server/jobs';
import { deliverQueuedMail } from '@/server/mail/queue';

/*
 * The composition root of the scheduled jobs, beside the domain events': which module's work runs on which beat. The
 * custom server runs them on the instance that leads (decision 041), each run fenced by its lease (decision 050).
 * Nothing here may import 'server-only': the custom server runs outside Next's bundle.
 */

const MAIL_DELIVERY_EVERY_MS = 60_000;
const CONSENT_PURGE_EVERY_MS = 15 * 60_000;
const DIGESTS_EVERY_MS = 15 * 60_000;
const BILLING_CYCLE_EVERY_MS = 10 * 60_000;
const COMPETITION_END_EVERY_MS = 60_000;
const COMPETITION_SNAPSHOTS_EVERY_MS = 5 * 60_000;

export function scheduledJobs(): ScheduledJob[] {
  return [
    // Decision 030: queued mail is retried, and consent requests nobody answered in 7 days are purged.
    { name: 'mail-delivery', everyMs: MAIL_DELIVERY_EVERY_MS, run: (now) => deliverQueuedMail({ now }) },
    { name: 'consent-purge', everyMs: CONSENT_PURGE_EVERY_MS, run: (now) => purgeExpiredConsents(now) },
    // Decision 036: the daily and weekly notification digests, each made once per person and period.
    { name: 'notification-digests', everyMs: DIGESTS_EVERY_MS, run: (now) => sendNotificationDigests(now) },
    // Decision 036: a parent's weekly report, on Sunday from 17:00 of their day, once per week.
    { name: 'weekly-reports', everyMs: DIGESTS_EVERY_MS, run: (now) => sendWeeklyReports(now) },
    // Decision 036: assignments due tomorrow or overdue, and a streak ending tonight (opt-in), each reminded once.
    { name: 'notification-reminders', everyMs: DIGESTS_EVERY_MS, run: (now) => sendReminders(now) },
    // Decision 040: renewals, retries and the end of cancelled plans.
    { name: 'billing-cycle', everyMs: BILLING_CYCLE_EVERY_MS, run: (now) => runBillingCycle(now) },
    // Decision 065: a competition over is frozen within a minute (its results stored, later prices change nothing).
    { name: 'competition-end', everyMs: COMPETITION_END_EVERY_MS, run: () => finishDueCompetitions() },
    // Decision 072: each running competition's values and ranks once an hour (a run every 5 minutes fills an hour a
    // failed or late run missed; a second run in the same hour adds nothing).
    { name: 'competition-snapshots', everyMs: COMPETITION_SNAPSHOTS_EVERY_MS, run: (now) => snapshotRunningCompetitions(now) },
  ];
}
