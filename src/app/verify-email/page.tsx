import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button';
import { AuthCard } from '@/components/ui/auth-card';
import { resendVerificationAction } from '@/modules/accounts/actions';
import { EmailForm } from '@/modules/accounts/components/email-form';
import { VerifyEmailForm } from '@/modules/accounts/components/verify-email-form';
import { getOptionalActor } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('verify'))('title') };
}

/**
 * Spec 2 /verify-email: explains why, resends the link, and takes the link's token. The link only shows a button
 * that posts the token (decision 015: a GET never writes; mail scanners and previews open links too); the action
 * comes back here with `result`.
 */
export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<{ token?: string | string[]; result?: string | string[] }> }) {
  const { token, result } = await searchParams;
  const t = await getTranslations('verify');
  if (result === 'confirmed') {
    const actor = await getOptionalActor();
    return (
      <AuthCard icon="🎉" title={t('doneTitle')} lead={t('doneLead')}>
        <ButtonLink href={actor ? '/dashboard' : '/login'} className="w-full">
          {actor ? t('toDashboard') : t('toLogin')}
        </ButtonLink>
      </AuthCard>
    );
  }
  if (result === 'invalid') {
    return (
      <AuthCard icon="⏰" title={t('invalidTitle')} lead={t('invalidLead')}>
        <EmailForm action={resendVerificationAction} submitLabel={t('resend')} />
      </AuthCard>
    );
  }
  if (typeof token === 'string' && token) {
    return (
      <AuthCard icon="✉️" title={t('confirmTitle')} lead={t('confirmLead')}>
        <VerifyEmailForm token={token.slice(0, 2000)} />
      </AuthCard>
    );
  }
  return (
    <AuthCard icon="📬" title={t('title')} lead={t('lead')}>
      <ul className="mb-6 list-disc space-y-1 ps-5 text-sm text-muted">
        <li>{t('stepInbox')}</li>
        <li>{t('stepSpam')}</li>
        <li>{t('stepResend')}</li>
      </ul>
      <EmailForm action={resendVerificationAction} submitLabel={t('resend')} />
    </AuthCard>
  );
}
