import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { LOCALES } from '@/i18n/locales';
import { ChangePasswordForm, PreferencesForm } from '@/modules/preferences/components/settings-forms';
import { getPreferences } from '@/modules/preferences/queries';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('settings'))('title') };
}

export default async function SettingsPage() {
  await requirePermission('view:dashboard:own');
  const t = await getTranslations('settings');
  const preferences = await getPreferences();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-extrabold tracking-tight">{t('title')}</h1>
      <Card>
        <h2 className="mb-4 text-lg font-bold">{t('preferences')}</h2>
        <PreferencesForm locales={LOCALES} initial={preferences} />
      </Card>
      <Card>
        <h2 className="mb-4 text-lg font-bold">{t('password')}</h2>
        <ChangePasswordForm />
      </Card>
    </div>
  );
}
