import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/ui/auth-card';
import { ButtonLink } from '@/components/ui/button';

/** Answered with status 403 when a signed-in person opens a page their role does not allow. */
export default async function Forbidden() {
  const t = await getTranslations('forbidden');
  return (
    <AuthCard icon="🚧" title={t('title')} lead={t('lead')}>
      <ButtonLink href="/dashboard" className="w-full">
        {t('back')}
      </ButtonLink>
    </AuthCard>
  );
}
