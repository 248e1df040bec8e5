import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/ui/auth-card';
import { RegisterForm } from '@/modules/accounts/components/register-form';
import { getOptionalActor } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('register'))('title') };
}

export default async function RegisterPage() {
  if (await getOptionalActor()) redirect('/dashboard');
  const t = await getTranslations('register');
  return (
    <AuthCard icon="🚀" title={t('title')} lead={t('lead')}>
      <RegisterForm />
    </AuthCard>
  );
}
