import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { listCatalogue } from '@/modules/courses';
import { publicPageMetadata } from '@/modules/navigation';
import { CatalogueScreen } from '@/modules/courses/components/catalogue-screen';
import { catalogueFiltersSchema } from '@/modules/courses/schemas';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('catalogue');
  // Filters narrow the one catalogue: its address without them is the page search engines keep (decision 048).
  return publicPageMetadata('/courses', { title: t('title'), description: t('lead') });
}

/** The public course catalogue, filtered by subject and age. */
export default async function CoursesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const filters = catalogueFiltersSchema.parse(await searchParams);
  return <CatalogueScreen filters={filters} cards={await listCatalogue(filters, await getLocale())} />;
}
