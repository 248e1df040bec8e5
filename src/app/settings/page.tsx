import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { LOCALES } from '@/i18n/locales';
import { ChangePasswordForm, PreferencesForm } from '@/modules/preferences/components/settings-forms';
import { getPreferences } from '@/modules/preferences';
import { LearningSettingsForm } from '@/modules/progress/components/learning-settings-form';
import { supportedTimeZones } from '@/modules/progress';
import { getLearningSettings } from '@/modules/progress';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('settings'))('title') };
}

export default async function SettingsPage() {
  const actor = await requirePermission('view:dashboard:own');
  const t = await getTranslations('settings');
  const preferences = await getPreferences();
  // The daily goal and time zone are a child's own learning settings.
  const learning = actor.role === 'child' ? await getLearningSettings(actor) : null;
  const tLearning = await getTranslations('progress.settings');
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <PageHeader title={t('title')} />
      <Card>
        <h2 className="mb-4 text-lg font-bold">{t('preferences')}</h2>
        <PreferencesForm locales={LOCALES} initial={preferences} />
      </Card>
      {learning ? (
        <div id="learning" className="scroll-mt-24">
          <Card>
            <h2 className="mb-4 text-lg font-bold">{tLearning('title')}</h2>
            <LearningSettingsForm initial={learning} zones={supportedTimeZones()} />
          </Card>
        </div>
      ) : null}
      <Card>
        <h2 className="mb-4 text-lg font-bold">{t('password')}</h2>
        <ChangePasswordForm />
      </Card>
    </div>
  );
}
