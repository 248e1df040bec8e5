import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/ui/auth-card';
import { forgotPasswordAction } from '@/modules/accounts/actions';
import { EmailForm } from '@/modules/accounts/components/email-form';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('forgot'))('title') };
}

export default async function ForgotPasswordPage() {
  const t = await getTranslations('forgot');
  return (
    <AuthCard icon="🔑" title={t('title')} lead={t('lead')}>
      <EmailForm action={forgotPasswordAction} submitLabel={t('submit')} />
    </AuthCard>
  );
}
