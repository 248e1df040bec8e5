import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { PageLayout } from '@/components/ui/page-layout';
import { LOCALES } from '@/i18n/locales';
import type { Preferences } from '../queries';
import { ChangePasswordForm, PreferencesForm } from './settings-forms';

/**
 * /settings: preferences, a child's learning settings, the password. The learning section is the progress module's
 * and comes in as `learning` (rendered by the page): preferences cannot import progress, which already depends on
 * preferences through the simulator (decision 015, no folder cycles).
 */
export async function SettingsScreen({ preferences, learning }: { preferences: Preferences; learning?: ReactNode }) {
  const t = await getTranslations('settings');
  return (
    <PageLayout width="4xl" title={t('title')}>
      <Card>
        <h2 className="mb-4 text-lg font-bold">{t('preferences')}</h2>
        <PreferencesForm locales={LOCALES} initial={preferences} />
      </Card>
      {learning}
      <Card>
        <h2 className="mb-4 text-lg font-bold">{t('password')}</h2>
        <ChangePasswordForm />
      </Card>
    </PageLayout>
  );
}
