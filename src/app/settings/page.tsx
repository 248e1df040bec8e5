import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getBillingOverview } from '@/modules/billing';
import { PlanCard } from '@/modules/billing/components/plan-card';
import { getPreferences } from '@/modules/preferences';
import { SettingsScreen } from '@/modules/preferences/components/settings-screen';
import { findEmailSettingsSection, findStreakReminderSetting } from '@/modules/notifications';
import { EmailSettingsSection } from '@/modules/notifications/components/email-settings-section';
import { StreakReminderSection } from '@/modules/notifications/components/streak-reminder-section';
import { findLearningSettingsSection } from '@/modules/progress';
import { LearningSettingsSection } from '@/modules/progress/components/learning-settings-section';
import { can } from '@/server/permissions';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('settings'))('title') };
}

/**
 * /settings: one query per module in one round trip (decision 015 allows it where a page spans two modules; the
 * preferences module cannot call progress without a folder cycle). The learning and reminder sections are a child's
 * only; the plan and e-mail ones a parent's or tutor's.
 */
export default async function SettingsPage() {
  const actor = await requirePermission('view:dashboard:own');
  const [preferences, learning, email, reminders, billing] = await Promise.all([
    getPreferences(),
    findLearningSettingsSection(actor),
    findEmailSettingsSection(actor),
    findStreakReminderSetting(actor),
    can(actor, 'manage:billing:own') ? getBillingOverview(actor) : null,
  ]);
  return (
    <SettingsScreen
      preferences={preferences}
      address={actor.email}
      plan={billing ? <PlanCard overview={billing} /> : null}
      learning={learning ? <LearningSettingsSection {...learning} /> : null}
      email={email ? <EmailSettingsSection {...email} /> : reminders ? <StreakReminderSection {...reminders} /> : null}
    />
  );
}
