import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/ui/auth-card';
import { PictureSignInForm } from '@/modules/classes/components/picture-sign-in-form';
import { publicPageMetadata } from '@/modules/navigation';
import { getOptionalActor } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('login.class');
  return publicPageMetadata('/login/class', { title: t('title'), description: t('lead') });
}

/** A young child signs in on the class's tablet with their picture password (decision 068). */
export default async function PictureSignInPage({ searchParams }: { searchParams: Promise<{ away?: string }> }) {
  const { away } = await searchParams;
  if (await getOptionalActor()) redirect('/dashboard');
  const t = await getTranslations('login.class');
  // `away`: the classroom session ended while the tablet was left (decision 073); nothing of the child's is shown.
  return (
    <AuthCard icon="🧩" title={t('title')} lead={t('lead')} notice={away ? { tone: 'info', text: t('away') } : undefined}>
      <PictureSignInForm />
    </AuthCard>
  );
}
