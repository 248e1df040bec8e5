import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/ui/auth-card';
import { Alert } from '@/components/ui/card';
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
  return (
    <AuthCard icon="🪪" title={t('title')} lead={t('lead')}>
      {/* Decision 073: the classroom session ended after a while without use; nothing of the child's is shown. */}
      {away ? (
        <div className="mb-4">
          <Alert tone="info">{t('away')}</Alert>
        </div>
      ) : null}
      <CardSignInForm />
    </AuthCard>
  );
}
