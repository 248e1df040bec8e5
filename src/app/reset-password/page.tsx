import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/ui/auth-card';
import { ButtonLink } from '@/components/ui/button';
import { ResetPasswordForm } from '@/modules/accounts/components/reset-password-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('reset'))('title') };
}

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  const t = await getTranslations('reset');
  if (!token) {
    return (
      <AuthCard icon="🔑" title={t('missingTitle')} lead={t('missingLead')}>
        <ButtonLink href="/forgot-password" className="w-full">
          {t('askAgain')}
        </ButtonLink>
      </AuthCard>
    );
  }
  return (
    <AuthCard icon="🔐" title={t('title')} lead={t('lead')}>
      <ResetPasswordForm token={token.slice(0, 2000)} />
    </AuthCard>
  );
}
