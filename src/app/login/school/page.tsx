import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/ui/auth-card';
import { SchoolSignInForm } from '@/modules/schools/components/school-sign-in-form';
import { publicPageMetadata } from '@/modules/navigation';
import { getOptionalActor } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('login.school');
  return publicPageMetadata('/login/school', { title: t('title'), description: t('lead') });
}

/** Decision 069: a teacher or student signs in with their school's accounts; a refusal comes back as ?error=. */
export default async function SchoolSignInPage({ searchParams }: { searchParams: Promise<{ error?: string | string[] }> }) {
  if (await getOptionalActor()) redirect('/dashboard');
  const { error } = await searchParams;
  const t = await getTranslations('login.school');
  return (
    <AuthCard icon="🏫" title={t('title')} lead={t('lead')}>
      <SchoolSignInForm error={typeof error === 'string' ? error.slice(0, 60) : null} />
    </AuthCard>
  );
}
