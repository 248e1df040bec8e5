import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/ui/auth-card';
import { registrationCountries } from '@/modules/accounts';
import { RegisterForm } from '@/modules/accounts/components/register-form';
import { publicPageMetadata } from '@/modules/navigation';
import { SELF_SERVICE_ROLES } from '@/lib/constants';
import { singleParam } from '@/lib/search-params';
import { getOptionalActor } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('register');
  return publicPageMetadata('/register', { title: t('title'), description: t('lead') });
}

/** `?role=parent` chooses the parent's card first (the link in a parent's consent page, decision 030). */
export default async function RegisterPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  if (await getOptionalActor()) redirect('/dashboard');
  const [t, params, locale] = await Promise.all([getTranslations('register'), searchParams, getLocale()]);
  const role = singleParam(params.role);
  return (
    <AuthCard icon="🚀" title={t('title')} lead={t('lead')}>
      <RegisterForm initialRole={SELF_SERVICE_ROLES.find((option) => option === role)} countries={registrationCountries(locale)} />
    </AuthCard>
  );
}
