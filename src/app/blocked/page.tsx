import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/ui/auth-card';
import { ButtonLink } from '@/components/ui/button';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('blocked'))('title') };
}

/** Spec 4 step 6: a blocked account lands here, signed out. */
export default async function BlockedPage() {
  const t = await getTranslations('blocked');
  return (
    <AuthCard icon="🔒" title={t('title')} lead={t('lead')}>
      <p className="mb-6 text-sm text-muted">{t('what')}</p>
      <ButtonLink href="/" variant="secondary" className="w-full">
        {t('home')}
      </ButtonLink>
    </AuthCard>
  );
}
