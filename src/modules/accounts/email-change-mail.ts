import { env } from '@/lib/env';
import type { Locale } from '@/i18n/locales';
import { translatorFor } from '@/server/locale-translator';
import { composeMail } from '@/server/mail/compose-mail';
import type { MailMessage } from '@/server/mail/send-mail';

/** Decision 037: someone signed in asked to move their account to this address; it changes only once this is opened. */
export async function emailChangeMail(locale: Locale, to: string, firstName: string, token: string): Promise<MailMessage> {
  const t = await translatorFor(locale, 'mail');
  return composeMail(
    locale,
    { to, subject: t('emailChange.subject') },
    {
      title: t('emailChange.title'),
      greet: { firstName },
      blocks: [t('emailChange.lead'), t('emailChange.ignore')],
      action: { label: t('emailChange.action'), url: `${env().APP_URL}/settings/email?token=${encodeURIComponent(token)}` },
    },
  );
}
