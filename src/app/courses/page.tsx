import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { listCatalogue } from '@/modules/courses';
import { CatalogueScreen } from '@/modules/courses/components/catalogue-screen';
import { catalogueFiltersSchema } from '@/modules/courses/schemas';

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('catalogue'))('title') };
}

/** The public course catalogue, filtered by subject and age. */
export default async function CoursesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const filters = catalogueFiltersSchema.parse(await searchParams);
  return <CatalogueScreen filters={filters} cards={await listCatalogue(filters)} />;
}
