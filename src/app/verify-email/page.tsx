import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ButtonLink } from '@/components/ui/button';
import { AuthCard } from '@/components/ui/auth-card';
import { resendVerificationAction } from '@/modules/accounts/actions';
import { EmailForm } from '@/modules/accounts/components/email-form';
import { verifyEmailToken } from '@/modules/accounts';
import { isAppError } from '@/server/errors';
import { getOptionalActor } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('verify'))('title') };
}

/** Spec 2 /verify-email: explains why, resends the link, and accepts the link's token. */
export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  const t = await getTranslations('verify');
  if (token) {
    try {
      await verifyEmailToken(token.slice(0, 2000));
    } catch (error) {
      if (!isAppError(error)) throw error;
      return (
        <AuthCard icon="⏰" title={t('invalidTitle')} lead={t('invalidLead')}>
          <EmailForm action={resendVerificationAction} submitLabel={t('resend')} />
        </AuthCard>
      );
    }
    const actor = await getOptionalActor();
    return (
      <AuthCard icon="🎉" title={t('doneTitle')} lead={t('doneLead')}>
        <ButtonLink href={actor ? '/dashboard' : '/login'} className="w-full">
          {actor ? t('toDashboard') : t('toLogin')}
        </ButtonLink>
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
