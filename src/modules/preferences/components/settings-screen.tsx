import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { PageLayout } from '@/components/ui/page-layout';
import { LOCALES } from '@/i18n/locales';
import type { Preferences } from '../queries';
import { ChangePasswordForm, PreferencesForm } from './settings-forms';

/**
 * /settings: preferences, a child's learning settings, a parent's or tutor's e-mail notifications, the password. The
 * learning section is the progress module's and the e-mail one the notifications module's; they come in rendered by
 * the page: preferences cannot import progress, which already depends on preferences through the simulator
 * (decision 015, no folder cycles).
 */
export async function SettingsScreen({ preferences, learning, email }: { preferences: Preferences; learning?: ReactNode; email?: ReactNode }) {
  const t = await getTranslations('settings');
  return (
    <PageLayout width="4xl" title={t('title')}>
      <Card>
        <h2 className="mb-4 text-lg font-bold">{t('preferences')}</h2>
        <PreferencesForm locales={LOCALES} initial={preferences} />
      </Card>
      {learning}
      {email}
      <Card>
        <h2 className="mb-4 text-lg font-bold">{t('password')}</h2>
        <ChangePasswordForm />
      </Card>
    </PageLayout>
  );
}
