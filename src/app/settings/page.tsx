import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPreferences } from '@/modules/preferences';
import { SettingsScreen } from '@/modules/preferences/components/settings-screen';
import { findEmailSettingsSection } from '@/modules/notifications';
import { EmailSettingsSection } from '@/modules/notifications/components/email-settings-section';
import { findLearningSettingsSection } from '@/modules/progress';
import { LearningSettingsSection } from '@/modules/progress/components/learning-settings-section';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('settings'))('title') };
}

/**
 * /settings: one query per module in one round trip (decision 015 allows it where a page spans two modules; the
 * preferences module cannot call progress without a folder cycle). The learning section is a child's only.
 */
export default async function SettingsPage() {
  const actor = await requirePermission('view:dashboard:own');
  const [preferences, learning, email] = await Promise.all([getPreferences(), findLearningSettingsSection(actor), findEmailSettingsSection(actor)]);
  return <SettingsScreen preferences={preferences} learning={learning ? <LearningSettingsSection {...learning} /> : null} email={email ? <EmailSettingsSection {...email} /> : null} />;
}
