import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { HelpLink } from '@/components/ui/help-link';
import { PageLayout } from '@/components/ui/page-layout';
import { LOCALES } from '@/i18n/locales';
import type { Preferences } from '../queries';
import { isUndeliverableAddress } from '@/lib/sign-in-name';
import { ChangeEmailForm, ChangePasswordForm, PreferencesForm } from './settings-forms';

/**
 * /settings: preferences, a parent's or tutor's plan (decision 040), a child's learning settings, a parent's or tutor's e-mail notifications, the e-mail
 * address (not for a child with a sign-in name, who has none: decision 029) and the password. The
 * learning section is the progress module's and the e-mail one the notifications module's; they come in rendered by
 * the page: preferences cannot import progress, which already depends on preferences through the simulator
 * (decision 015, no folder cycles).
 */
export async function SettingsScreen({ preferences, address, plan, learning, email }: { preferences: Preferences; address: string; plan?: ReactNode; learning?: ReactNode; email?: ReactNode }) {
  const [t, help] = await Promise.all([getTranslations('settings'), getTranslations('help.links')]);
  return (
    <PageLayout width="4xl" title={t('title')}>
      <Card>
        <h2 className="mb-4 text-lg font-bold">{t('preferences')}</h2>
        <PreferencesForm locales={LOCALES} initial={preferences} />
      </Card>
      {plan}
      {learning}
      {email}
      {isUndeliverableAddress(address) ? null : (
        <Card>
          <h2 className="mb-4 text-lg font-bold">{t('emailAddress')}</h2>
          <ChangeEmailForm current={address} />
          <p className="mt-4">
            <HelpLink href="/help/account-security">{help('security')}</HelpLink>
          </p>
        </Card>
      )}
      <Card>
        <h2 className="mb-4 text-lg font-bold">{t('password')}</h2>
        <ChangePasswordForm />
      </Card>
    </PageLayout>
  );
}
