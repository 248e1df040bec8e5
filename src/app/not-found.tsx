import { getTranslations } from 'next-intl/server';
import { AuthCard } from '@/components/ui/auth-card';
import { ButtonLink } from '@/components/ui/button';

export default async function NotFound() {
  const t = await getTranslations('notFound');
  return (
    <AuthCard icon="🔭" title={t('title')} lead={t('lead')}>
      <ButtonLink href="/" className="w-full">
        {t('home')}
      </ButtonLink>
    </AuthCard>
  );
}
