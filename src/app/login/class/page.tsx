import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/ui/auth-card';
import { Alert } from '@/components/ui/card';
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
  return (
    <AuthCard icon="🧩" title={t('title')} lead={t('lead')}>
      {/* Decision 073: the classroom session ended after a while without use; nothing of the child's is shown. */}
      {away ? (
        <div className="mb-4">
          <Alert tone="info">{t('away')}</Alert>
        </div>
      ) : null}
      <PictureSignInForm />
    </AuthCard>
  );
}
