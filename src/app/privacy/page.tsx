import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProsePage } from '@/components/ui/prose-page';
import { env } from '@/lib/env';
import { proseSections } from '@/modules/navigation/prose';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('privacy'))('title') };
}

export default async function Page() {
  const t = await getTranslations('privacy');
  const sections = await proseSections('privacy', { contactEmail: env().CONTACT_EMAIL });
  return <ProsePage title={t('title')} lead={t('lead')} updated={t.has('updated') ? t('updated') : undefined} sections={sections} />;
}
