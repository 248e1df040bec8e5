import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/ui/auth-card';
import { ButtonLink } from '@/components/ui/button';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('unauthorized'))('title') };
}

/** Spec 4 step 10: no profile could be made for the account, so it was signed out. */
export default async function UnauthorizedPage() {
  const t = await getTranslations('unauthorized');
  return (
    <AuthCard icon="🧭" title={t('title')} lead={t('lead')}>
      <p className="mb-6 text-sm text-muted">{t('what')}</p>
      <ButtonLink href="/login" className="w-full">
        {t('login')}
      </ButtonLink>
    </AuthCard>
  );
}
