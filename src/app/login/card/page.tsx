import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/ui/auth-card';
import { CardSignInForm } from '@/modules/classes/components/card-sign-in-form';
import { publicPageMetadata } from '@/modules/navigation';
import { getOptionalActor } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('login.card');
  return publicPageMetadata('/login/card', { title: t('title'), description: t('lead') });
}

/** A child signs in with their classroom card (decision 066): shown to the camera, or its code typed. */
export default async function CardSignInPage({ searchParams }: { searchParams: Promise<{ away?: string }> }) {
  const { away } = await searchParams;
  if (await getOptionalActor()) redirect('/dashboard');
  const t = await getTranslations('login.card');
  // `away`: the classroom session ended while the tablet was left (decision 073); nothing of the child's is shown.
  return (
    <AuthCard icon="🪪" title={t('title')} lead={t('lead')} notice={away ? { tone: 'info', text: t('away') } : undefined}>
      <CardSignInForm />
    </AuthCard>
  );
}
