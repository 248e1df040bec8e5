import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getTranslationsPage, translationFiltersSchema } from '@/modules/lesson-admin';
import { TranslationsScreen } from '@/modules/lesson-admin/components/translations-screen';
import { requirePermission } from '@/server/session';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('translations'))('title') };
}

export default async function TranslationsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const actor = await requirePermission('edit:content:any');
  const filters = translationFiltersSchema.parse(await searchParams);
  return <TranslationsScreen page={await getTranslationsPage(actor, filters)} filters={filters} />;
}
