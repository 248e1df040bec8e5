import type { Locale } from './locales';
import en from '../../messages/en.json';
import enClasses from '../../messages/en/classes.json';
import enJournal from '../../messages/en/journal.json';
import enFamilies from '../../messages/en/families.json';
import enReports from '../../messages/en/reports.json';
import enFeedback from '../../messages/en/feedback.json';
import enNotifications from '../../messages/en/notifications.json';
import enAnalytics from '../../messages/en/analytics.json';
import enHelp from '../../messages/en/help.json';
import enBilling from '../../messages/en/billing.json';
import enOutage from '../../messages/en/outage.json';
import enContentAdmin from '../../messages/en/content-admin.json';
import enFiles from '../../messages/en/files.json';
import enLessonAdmin from '../../messages/en/lesson-admin.json';
import enProgress from '../../messages/en/progress.json';
import enMarketAdmin from '../../messages/en/market-admin.json';
import enOrders from '../../messages/en/orders.json';
import enSimulator from '../../messages/en/simulator.json';
import enReview from '../../messages/en/review.json';
import enMastery from '../../messages/en/mastery.json';
import enMail from '../../messages/en/mail.json';
import enSchools from '../../messages/en/schools.json';
import enCompetitions from '../../messages/en/competitions.json';

/**
 * A locale's messages are messages/<locale>.json (the shell) merged with one file per feature area,
 * messages/<locale>/<part>.json, each holding its own top-level namespaces. tests/unit/messages.test.ts
 * checks that every part is listed here and mirrors English in every locale.
 */
export const MESSAGE_PARTS = ['files', 'content-admin', 'lesson-admin', 'progress', 'market-admin', 'orders', 'simulator', 'classes', 'journal', 'families', 'reports', 'feedback', 'notifications', 'analytics', 'help', 'billing', 'outage', 'mastery', 'review', 'mail', 'schools', 'competitions'] as const;

type Messages = Record<string, unknown>;

function merge(parts: Messages[]): Messages {
  return Object.assign({}, ...parts) as Messages;
}

/** English, loaded eagerly (the default locale). */
const englishMessages: Messages = merge([en, enFiles, enContentAdmin, enLessonAdmin, enProgress, enMarketAdmin, enOrders, enSimulator, enClasses, enJournal, enFamilies, enReports, enFeedback, enNotifications, enAnalytics, enHelp, enBilling, enOutage, enMastery, enReview, enMail, enSchools, enCompetitions]);

export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale === 'en') return englishMessages;
  const base = (await import(`../../messages/${locale}.json`)) as { default: Messages };
  const parts = await Promise.all(MESSAGE_PARTS.map(async (part) => ((await import(`../../messages/${locale}/${part}.json`)) as { default: Messages }).default));
  return merge([base.default, ...parts]);
}
