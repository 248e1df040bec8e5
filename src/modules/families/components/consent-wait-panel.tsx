import { getFormatter, getTranslations } from 'next-intl/server';
import { OneFieldForm } from '@/components/ui/one-field-form';
import { resendConsentAction } from '../actions';
import type { ConsentWait } from '../consent-queries';

/**
 * A child under 13 waiting for a parent's agreement (decision 030): where the request went, what is open now and what
 * opens later, the day the account goes if nobody answers, and a way to send the request again (to a corrected
 * address too). Said plainly and kindly: the child did nothing wrong.
 */
export async function ConsentWaitPanel({ wait }: { wait: ConsentWait }) {
  const [t, format] = await Promise.all([getTranslations('families.consent.wait'), getFormatter()]);
  return (
    <section aria-labelledby="consent-wait-title" className="rounded-2xl border-2 border-primary bg-card p-5 shadow-sm" data-consent-wait>
      <h2 id="consent-wait-title" className="text-lg font-bold">
        <span aria-hidden="true">✉️ </span>
        {t('title')}
      </h2>
      {wait.mailed ? (
        <p className="mt-1">{t('sent', { email: wait.parentEmail, date: format.dateTime(wait.sentAt, { dateStyle: 'medium' }) })}</p>
      ) : (
        <p className="mt-1" data-consent-withheld>
          {t('withheld', { email: wait.parentEmail })}
        </p>
      )}
      <div className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <p className="rounded-xl bg-highlight p-3">
          <span aria-hidden="true">✅ </span>
          {t('open')}
        </p>
        <p className="rounded-xl border border-line p-3">
          <span aria-hidden="true">🔒 </span>
          {t('closed')}
        </p>
      </div>
      <p className="mt-3 text-sm text-muted">{t('deadline', { date: format.dateTime(wait.expiresAt, { dateStyle: 'long' }) })}</p>
      <div className="mt-4 border-t border-line pt-4">
        <OneFieldForm action={resendConsentAction} name="parentEmail" type="email" label={t('resendLabel')} hint={t('resendHint')} submitLabel={t('resend')} maxLength={254} />
      </div>
    </section>
  );
}
