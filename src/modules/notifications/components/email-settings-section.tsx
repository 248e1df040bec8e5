import { getTranslations } from 'next-intl/server';
import { Card } from '@/components/ui/card';
import { HelpLink } from '@/components/ui/help-link';
import type { EmailSettingsSection as SectionData } from '../email-settings';
import { EmailSettingsForm } from './email-settings-form';

/** /settings "E-mail notifications" (parents and tutors); `#email` links here, from every notification e-mail. */
export async function EmailSettingsSection(section: SectionData) {
  const [t, help] = await Promise.all([getTranslations('notifications.settings'), getTranslations('help.links')]);
  return (
    <div id="email" className="scroll-mt-24">
      <Card>
        <h2 className="mb-1 text-lg font-bold">{t('title')}</h2>
        <p className="mb-4 text-sm text-muted">
          {t('security')} <HelpLink href="/help/notifications-and-reports">{help('notifications')}</HelpLink>
        </p>
        <EmailSettingsForm {...section} />
      </Card>
    </div>
  );
}
